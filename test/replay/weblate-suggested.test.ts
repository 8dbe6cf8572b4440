/**
 * Weblate-aware reports: a target that looks like Weblate (its X-RateLimit-* headers, its API root, its
 * own answers) whose every departure is one the weblate-5 profile accepts is told so, with the profile
 * and what it would change; the verdict stays the document's. A faulty server is told nothing: one
 * that departs in another way, and one whose only departure the profile would accept but that is not
 * Weblate.
 */
import t from 'tap';
import path from 'node:path';
import { main } from '../../src/cli.js';
import type { Report } from '../../src/generated/report.js';
import { PACKAGE_ROOT } from '../../src/base/paths.js';
import { startServer } from '../../reference-server/index.js';
import { startWeblate5Replay, type Weblate5ReplayOptions } from './weblate5.js';

const KNOWN = ['HDR-ALLOW', 'PAG-FORMAT-API', 'PAG-PAGE-SIZE'];

async function run(args: string[]): Promise<{ code: number; out: string; stderr: string }> {
  let out = '';
  let err = '';
  const code = await main(args, { stdout: { write: (s: string) => (out += s) }, stderr: { write: (s: string) => (err += s) }, env: {}, cwd: PACKAGE_ROOT });
  return { code, out, stderr: err };
}

async function json(args: string[]): Promise<{ code: number; report: Report }> {
  const r = await run([...args, '--reporter', 'json', '--retries', '0']);
  return { code: r.code, report: JSON.parse(r.out) as Report };
}

async function weblate(t: { teardown(fn: () => unknown): void }, options?: Weblate5ReplayOptions) {
  const r = await startWeblate5Replay(options);
  t.teardown(() => r.close());
  return r;
}

t.test('stock Weblate 5.4.2: --profile weblate-5 is suggested, naming what it would change; the verdict stays fail', async (t) => {
  const r = await weblate(t);
  const { code, report } = await json(['check', r.url]);
  t.equal(code, 1, 'the document still decides the exit status');
  t.equal(report.verdict, 'fail');
  const s = report.suggestion!;
  t.ok(s, 'a suggestion');
  t.equal(s.profile, 'weblate-5');
  t.equal(s.product, 'Weblate');
  t.same(
    s.changes.map((c) => c.requirement),
    KNOWN,
    'the three departures the profile accepts, each named',
  );
  // HDR-ALLOW: the component's GET and its HEAD (which carries the GET's header fields) name the write methods alike.
  t.same(
    s.changes.map((c) => c.findings),
    [2, 1, 1],
  );
  for (const c of s.changes) t.match(c.because, /^Weblate 5/, `${c.requirement}: the Weblate behaviour`);
  t.match(s.evidence.join('\n'), /X-RateLimit-Limit/, 'evidence: the rate-limit headers');
  t.match(s.evidence.join('\n'), /screenshot_filemask/, "evidence: Weblate's own record fields");
  t.notOk(r.seen.includes('GET /api/'), 'two kinds of evidence from the crawl itself: the API root is not asked');

  const pretty = await run(['check', r.url, '--retries', '0']);
  t.match(pretty.out, /^Suggested: --profile weblate-5\. This looks like Weblate, and every departure found is one the weblate-5 profile accepts\.$/m);
  t.match(pretty.out, /^ {4}- PAG-PAGE-SIZE, 1 finding: Weblate 5 serves pages of 50/m);
  t.match(pretty.out, /Result: FAIL[^\n]*\n$/, 'the last line is still the verdict');
  const html = await run(['check', r.url, '--retries', '0', '--reporter', 'html']);
  t.match(html.out, /<div id="suggestion"><b>Suggested: --profile weblate-5\./);

  const applied = await json(['check', r.url, '--profile', 'weblate-5']);
  t.equal(applied.code, 0, 'with the profile the run passes');
  t.equal(applied.report.suggestion, undefined, 'and nothing is suggested any more');
});

t.test('the recorded Weblate 5.4.2 HAR judged offline: suggested from the recording alone, no API root asked', async (t) => {
  const har = path.join(PACKAGE_ROOT, 'test', 'fixtures', 'har', 'weblate-5.4.2.har');
  const { code, report } = await json(['check', '--replay', har]);
  t.equal(code, 1);
  t.equal(report.suggestion?.profile, 'weblate-5');
  t.same(
    report.suggestion?.changes.map((c) => c.requirement),
    KNOWN,
  );
  t.equal(report.suggestion?.evidence.length, 2, 'the rate-limit headers and the record fields');
});

t.test('Weblate behind a proxy that strips X-RateLimit-*: its answers and its API root tell', async (t) => {
  const r = await weblate(t, { withoutRateLimitHeaders: true });
  const { code, report } = await json(['check', r.url]);
  t.equal(code, 1);
  t.ok(r.seen.includes('GET /api/'), 'one kind of evidence only: the API root is asked, once');
  t.equal(r.seen.filter((s) => s === 'GET /api/').length, 1);
  t.equal(report.suggestion?.profile, 'weblate-5');
  t.match(report.suggestion?.evidence.join('\n'), /API root http:\/\/127\.0\.0\.1:\d+\/api\/ lists Weblate's resources/);
  t.notMatch(report.suggestion?.evidence.join('\n'), /X-RateLimit/);
});

t.test('Weblate with a departure the profile does not accept: nothing is suggested', async (t) => {
  const r = await weblate(t);
  // A component list of 4 on pages of 3: pages that are neither 20 nor Weblate's 50.
  const { code, report } = await json(['check', r.url, '--page-size', '3']);
  t.equal(code, 1);
  t.ok(
    report.findings.some((f) => f.requirement === 'PAG-PAGE-SIZE' && f.actual === 4),
    'the departure is found',
  );
  t.equal(report.suggestion, undefined, 'not every departure is a known one: no suggestion');
});

t.test('a faulty server is not told to use the profile', async (t) => {
  // Throttled like Weblate (X-RateLimit-*), with a fault the profile does not accept.
  const allow = await startServer({ rateLimit: '1000/s', faults: ['HDR-ALLOW'] });
  t.teardown(() => allow.close());
  const a = await json(['check', allow.url]);
  t.equal(a.code, 1);
  t.equal(a.report.suggestion, undefined, 'an Allow with POST is not a Weblate departure');
  // Throttled, and its only departure is one the profile accepts (pages of 25), but it is not Weblate:
  // one kind of evidence, and its API root does not answer as Weblate's.
  const size = await startServer({ rateLimit: '1000/s', faults: ['PAG-PAGE-SIZE'] });
  t.teardown(() => size.close());
  const sized = await run(['check', size.url, '--reporter', 'json', '--retries', '0', '--verbose']);
  const b = { code: sized.code, report: JSON.parse(sized.out) as Report };
  t.equal(b.code, 1);
  t.match(sized.stderr, /GET http:\/\/127\.0\.0\.1:\d+\/api\/ → 404/, 'one kind of evidence: its API root is asked, and answers 404');
  t.ok(b.report.findings.length > 0 && b.report.findings.every((f) => f.requirement === 'PAG-PAGE-SIZE'), 'its only departure: pages of 25');
  t.equal(b.report.suggestion, undefined, 'it does not look like Weblate: no suggestion');
  // The same fault without the rate-limit headers: no kind of evidence at all, and the API root is not asked.
  const bare = await startServer({ faults: ['PAG-PAGE-SIZE'] });
  t.teardown(() => bare.close());
  const c = await run(['check', bare.url, '--reporter', 'json', '--retries', '0', '--verbose']);
  t.equal((JSON.parse(c.out) as Report).suggestion, undefined);
  t.notMatch(c.stderr, /GET http:\/\/127\.0\.0\.1:\d+\/api\/ →/, 'no sign of Weblate: its API root is not asked');
});
