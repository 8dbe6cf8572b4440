/**
 * An incomplete run of any cause reads as one in every machine format: every kit error code the kit
 * has (budget, rate limit, unavailable, auth, deadline, … and any added later, read from
 * src/base/errors.ts) and every stop by a signal is an <error> testcase in JUnit, `Bail out!` in TAP,
 * and executionSuccessful false with a notification in SARIF. A complete clean run is none of these.
 */
import t from 'tap';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderJunit, renderSarif, renderTap } from '../../src/report/index.js';
import { buildReport } from './fixtures.js';

const ERRORS = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../src/base/errors.ts');
const CODES = [...readFileSync(ERRORS, 'utf8').matchAll(/code = '(E_[A-Z_]+)'/g)].map((m) => m[1]!);

function forms(report: ReturnType<typeof buildReport>): {
  junit: string;
  tap: string;
  sarif: { runs: { invocations: { executionSuccessful: boolean; toolExecutionNotifications?: { message: { text: string } }[] }[] }[] };
} {
  return { junit: renderJunit(report), tap: renderTap(report), sarif: JSON.parse(renderSarif(report)) };
}

t.test('every kit error code makes the run incomplete in JUnit, TAP and SARIF', async (t) => {
  t.ok(CODES.length >= 17 && ['E_RATE_LIMITED', 'E_UNAVAILABLE', 'E_AUTH', 'E_DEADLINE', 'E_BUDGET'].every((c) => CODES.includes(c)), 'the codes were read');
  for (const code of CODES) {
    const r = forms(buildReport({ kitErrors: [{ code, message: `${code} happened` }], complete: false }));
    t.match(r.junit, new RegExp(`<error [^>]*${code}`), `${code}: a JUnit <error>`);
    t.match(r.tap, new RegExp(`^Bail out! .*${code}`, 'm'), `${code}: TAP Bail out!`);
    const inv = r.sarif.runs[0]!.invocations[0]!;
    t.equal(inv.executionSuccessful, false, `${code}: SARIF executionSuccessful false`);
    t.ok(
      inv.toolExecutionNotifications?.some((n) => n.message.text.includes(`${code} happened`)),
      `${code}: SARIF notification`,
    );
  }
});

t.test('a stop by a signal is incomplete in every format', async (t) => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    const r = forms({ ...buildReport({ complete: false }), interrupted: signal, verdict: 'incomplete', exitCode: signal === 'SIGINT' ? 130 : 143 });
    t.match(r.junit, new RegExp(`<error [^>]*${signal}`), `${signal}: JUnit`);
    t.match(r.tap, new RegExp(`^Bail out! .*${signal}`, 'm'), `${signal}: TAP`);
    t.equal(r.sarif.runs[0]!.invocations[0]!.executionSuccessful, false, `${signal}: SARIF`);
  }
});

t.test('a complete run is none of these', async (t) => {
  const r = forms(buildReport());
  t.notMatch(r.junit, /<error /);
  t.notMatch(r.tap, /Bail out!/);
  t.equal(r.sarif.runs[0]!.invocations[0]!.executionSuccessful, true);
});
