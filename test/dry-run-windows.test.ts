/**
 * A declared limit is planned in windows, not as a steady rate: at 100 a day with 96 left, a check
 * of some fifty requests fits in the current window; with 10 left it needs two windows, and the plan
 * says when the next opens. The warning a check gives at its first answer says the same. A pace set
 * with --rate-limit takes the time it says, in seconds when it is seconds.
 */
import t from 'tap';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { main } from '../src/cli.js';
import { planWindows, windowWords, utcTime } from '../src/run/window-plan.js';
import { memoryIo } from './report/fixtures.js';

async function limited(t: { teardown(f: () => void): void }, left: number, resetSeconds: number): Promise<{ url: string; resetAt: number }> {
  let base = '';
  const resetAt = Date.now() + resetSeconds * 1000;
  const server = http.createServer((req, res) => {
    const headers = {
      'content-type': 'application/json',
      vary: 'Accept',
      'x-ratelimit-limit': '100',
      'x-ratelimit-remaining': String(left),
      'x-ratelimit-reset': String(resetSeconds),
    };
    if (req.url === '/api/components/') {
      const results = Array.from({ length: 20 }, (_, i) => ({
        name: `C${i}`,
        slug: `c${i}`,
        project: { name: 'P', slug: 'p', url: `${base}api/projects/p/` },
        url: `${base}api/components/p/c${i}/`,
        statistics_url: `${base}api/components/p/c${i}/statistics/`,
      }));
      return void res.writeHead(200, headers).end(JSON.stringify({ count: 20, next: null, previous: null, results }));
    }
    res.writeHead(429, { ...headers, 'retry-after': String(resetSeconds) }).end('{"detail":"throttled"}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.teardown(() => server.close());
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { url: base, resetAt };
}

t.test('planWindows: what is left decides, not the steady rate', async (t) => {
  const now = Date.parse('2026-11-28T07:00:00Z');
  const resetAt = Date.parse('2026-11-28T08:14:00Z');
  const fits = planWindows(52, { limit: 100, remaining: 96, resetAt });
  t.equal(windowWords(fits, now), 'fits in the current window (96 left)');
  const two = planWindows(52, { limit: 100, remaining: 10, resetAt });
  t.equal(windowWords(two, now), 'needs 2 windows (10 left in the current one, 100 in each); the next opens at 08:14 UTC');
  t.equal(planWindows(252, { limit: 100, remaining: 10, resetAt }).window?.windows, 4, '10 now, then 100 a window');
  t.equal(planWindows(52, { remaining: 10 }).window?.atLeast, true, 'without the size of a window, at least');
  t.equal(planWindows(36, {}, { count: 5, windowMs: 1000 }).pacedSeconds, 8, '--rate-limit 5/s: 36 requests in about 8 s');
  t.equal(utcTime(Date.parse('2026-11-29T01:02:00Z'), now), '2026-11-29 01:02 UTC', 'another day names its date');
});

t.test('--dry-run at 100 a day with 96 left: the check fits in the current window', async (t) => {
  const s = await limited(t, 96, 3600);
  const io = memoryIo();
  t.equal(await main(['check', s.url, '--dry-run'], io), 0, io.err());
  t.match(io.out(), /^Rate limit: 100 requests per window, declared by the server \(X-RateLimit-Reset\)$/m);
  t.match(io.out(), /^Window: the check fits in the current window \(96 left\)$/m);
  t.notMatch(io.out(), /Estimated time|\d+\.\d h/, 'no steady-rate estimate');
  t.match(io.out(), /^ {2}HEAD body probes \(two per HEAD\)\s+\d+$/m, 'the HEAD body probes named apart');
});

t.test('--dry-run with 10 left: the windows it needs and when the next opens; the start-of-run warning says the same', async (t) => {
  const s = await limited(t, 10, 3600);
  const io = memoryIo();
  t.equal(await main(['check', s.url, '--dry-run'], io), 0, io.err());
  const words = `needs 2 windows (10 left in the current one, 100 in each); the next opens at ${utcTime(s.resetAt, Date.now())}`;
  t.match(io.out(), `Window: the check ${words}`);
  const run = memoryIo();
  await main(['check', s.url, '--max-wait', '1', '--retries', '0', '--reporter', 'json'], run);
  t.match(run.err(), `stringent: warning: about`);
  t.match(run.err(), `and the check ${words}`, 'the warning uses the same plan');
  const fits = await limited(t, 96, 3600);
  const quiet = memoryIo();
  await main(['check', fits.url, '--max-wait', '1', '--retries', '0', '--reporter', 'json'], quiet);
  t.notMatch(quiet.err(), /warning: about \d+ requests are planned/, 'a check that fits is not warned');
});

t.test('--dry-run at --rate-limit 5/s: the pace in seconds', async (t) => {
  const s = await limited(t, 96, 3600);
  const io = memoryIo();
  t.equal(await main(['check', s.url, '--dry-run', '--rate-limit', '5/s'], io), 0, io.err());
  t.match(io.out(), /^Paced: --rate-limit 5\/s; the requests take about \d+ s$/m);
});

t.test('the requests a report counts are those sent, the HEAD body probes named apart: the rest is what the recording holds', async (t) => {
  const { startServer } = await import('../reference-server/index.js');
  const { mkdtempSync, readFileSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-probes-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const server = await startServer({ generate: 2 });
  t.teardown(() => server.close());
  const har = path.join(dir, 'run.har');
  const json = path.join(dir, 'r.json');
  const io = memoryIo();
  t.equal(await main(['check', server.url, '--record', har, '--reporter', `json:${json}`, '--reporter', 'pretty'], io), 0, io.err());
  const report = JSON.parse(readFileSync(json, 'utf8')) as { requests: number; probes?: number };
  const entries = (JSON.parse(readFileSync(har, 'utf8')) as { log: { entries: unknown[] } }).log.entries.length;
  t.ok(report.probes !== undefined && report.probes > 0, `${report.probes} probe requests`);
  t.equal(report.requests - report.probes!, entries, 'the answers are the recording’s entries');
  t.match(io.out(), `with ${report.requests} requests (${entries} answers and ${report.probes} HEAD body probe requests, which no recording holds)`);
});

t.test('a limit is said with its unit', async (t) => {
  const { limitWithUnit } = await import('../src/report/pretty.js');
  t.equal(limitWithUnit('10 (X-RateLimit-Limit)'), '10 requests per window (X-RateLimit-Limit)');
  t.equal(limitWithUnit('100 per 60 s (RateLimit-Policy)'), '100 requests per 60 s (RateLimit-Policy)');
  t.equal(limitWithUnit('10/m (--rate-limit)'), '10/m (--rate-limit)');
});

t.test('"Listed: the first N … in machine-readable reports" only where such a report is written', async (t) => {
  const { renderPretty } = await import('../src/report/pretty.js');
  const { buildReport } = await import('./report/fixtures.js');
  const report = { ...buildReport(), findingsOmitted: 7, examplesPerGroup: 50 };
  t.notMatch(renderPretty(report), /^Listed: /m, 'pretty alone: no such line');
  t.match(renderPretty(report, { listing: true }), /^Listed: the first 50 findings of each kind in machine-readable reports; 7 more counted, not listed$/m);
});
