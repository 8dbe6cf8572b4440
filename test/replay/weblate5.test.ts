/**
 * Stock Weblate 5.4.2, replayed from its recorded answers (test/fixtures/weblate-5.4.2): the exact
 * verdict by the document, and with --profile weblate-5, which turns exactly its three known
 * departures into notes and nothing else.
 */
import t from 'tap';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { main } from '../../src/cli.js';
import { check } from '../../src/run/check.js';
import { loadProfile } from '../../src/options/config.js';
import type { Report } from '../../src/generated/report.js';
import { PACKAGE_ROOT } from '../../src/base/paths.js';
import { loadWeblate542, startWeblate5Replay, WEBLATE_542, type Weblate5Replay } from './weblate5.js';

const KNOWN = ['HDR-ALLOW', 'PAG-FORMAT-API', 'PAG-PAGE-SIZE'];

async function replay(t: { teardown(fn: () => unknown): void }): Promise<Weblate5Replay> {
  const r = await startWeblate5Replay();
  t.teardown(() => r.close());
  return r;
}

async function run(args: string[]): Promise<{ code: number; report: Report; stderr: string }> {
  let out = '';
  let err = '';
  const code = await main(args, { stdout: { write: (s: string) => (out += s) }, stderr: { write: (s: string) => (err += s) }, env: {}, cwd: PACKAGE_ROOT });
  return { code, report: JSON.parse(out) as Report, stderr: err };
}

const failed = (r: Report) =>
  r.requirements
    .filter((q) => q.status === 'failed')
    .map((q) => q.id)
    .sort();

t.test('the replay serves what was recorded: the demo/big instance equals its list element', async (t) => {
  const rec = loadWeblate542();
  const list = JSON.parse(rec.get('components_list')!.body) as { results: unknown[] };
  t.same(JSON.parse(rec.get('component_demo_big')!.body), list.results[0], 'one serializer for list and instance');
  t.match(readFileSync(path.join(WEBLATE_542, '..', 'SOURCE.md'), 'utf8'), /weblate-5\.4\.2\/ — live answers of Weblate 5\.4\.2/);
});

t.test('by the document, stock Weblate 5.4.2 fails exactly HDR-ALLOW, PAG-FORMAT-API and PAG-PAGE-SIZE', async (t) => {
  const r = await replay(t);
  for (const extra of [[], ['--probe-errors', '--probe-writes', '--methods-all']]) {
    const { code, report } = await run(['check', r.url, '--reporter', 'json', '--retries', '0', ...extra]);
    t.equal(code, 1, `exit 1 ${extra.join(' ')}`);
    t.same(failed(report), KNOWN, `exactly the three known departures ${extra.join(' ')}`);
    t.same(report.kitErrors, []);
    const f = (id: string) => report.findings.filter((x) => x.requirement === id);
    t.match(f('PAG-PAGE-SIZE'), [{ severity: 'error', actual: 46, expected: 20 }]);
    t.match(f('HDR-ALLOW'), [{ severity: 'error', url: `${r.url}api/components/demo/android/`, actual: 'GET, PUT, PATCH, DELETE, HEAD, OPTIONS' }]);
    t.match(f('PAG-FORMAT-API'), [{ severity: 'error', actual: 406 }]);
    t.equal(report.summary.components, 4);
  }
});

t.test('with --profile weblate-5 the same answers exit 0, the departures as notes naming the Weblate behaviour', async (t) => {
  const r = await replay(t);
  const { code, report } = await run(['check', r.url, '--reporter', 'json', '--retries', '0', '--profile', 'weblate-5', '--probe-errors', '--probe-writes']);
  t.equal(code, 0);
  t.same(failed(report), []);
  const notes = report.findings.filter((f) => KNOWN.includes(f.requirement));
  t.same([...new Set(notes.map((f) => f.requirement))].sort(), KNOWN);
  for (const f of notes) {
    t.equal(f.severity, 'note', f.requirement);
    t.match(f.message, /accepted: Weblate 5/, `${f.requirement} names the Weblate behaviour`);
  }
  for (const id of KNOWN) t.equal(report.requirements.find((q) => q.id === id)!.status, 'passed', `${id} passes`);
  t.equal(report.summary.errors, 0);
});

t.test('the default stays the document, and the profile is scoped to exactly those departures', async (t) => {
  const profile = loadProfile('WEBLATE-5', PACKAGE_ROOT).config;
  t.equal(profile.severity, undefined, 'no requirement is downgraded wholesale');
  const r = await replay(t);
  // A different departure of the same requirements still fails under the profile.
  const exclude = profile.exclude!;
  const base = r.url;
  const result = await check({ baseUrl: base, retries: 0, exclude, pageSize: 3 });
  t.ok(
    result.report.findings.some((f) => f.requirement === 'PAG-PAGE-SIZE' && f.severity === 'error'),
    'a component list of 4 on pages of 3 still fails PAG-PAGE-SIZE',
  );
  const allow = exclude.find((x) => x.requirement === 'HDR-ALLOW')!;
  t.notOk(new RegExp(`^(?:${allow.actual})$`).test('GET, POST, HEAD, OPTIONS'), "an Allow with POST is not Weblate's");
  t.notOk(new RegExp(`^(?:${allow.url})$`).test('api/components/'), "write methods on the component list are not Weblate's");
  const size = exclude.find((x) => x.requirement === 'PAG-PAGE-SIZE')!;
  for (const n of ['20', '51', '100', '7']) t.notOk(new RegExp(`^(?:${size.actual})$`).test(n), `a page of ${n} is not Weblate's page size`);
  for (const n of ['21', '46', '50']) t.ok(new RegExp(`^(?:${size.actual})$`).test(n), `a page of ${n} is`);
});
