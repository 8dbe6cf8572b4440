/**
 * The field: a deployment behind a rate limit, a token, a proxy's 503 page, a deadline, Ctrl-C.
 * Each is an operating condition with its own code (exit 2), never the server's non-conformance;
 * a correct server under them is judged as a free one.
 */
import t, { type Test } from 'tap';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { check } from '../../src/run/check.js';
import { startServer } from '../../reference-server/index.js';
import { PACKAGE_ROOT } from '../../src/base/paths.js';
import { main } from '../../src/cli.js';
import { declaredLimit, Pacer, parseDuration, parseRate } from '../../src/crawl/pacer.js';
import { listen, passOn } from '../crawl/listen.js';
import { fastClock, stillClock } from '../crawl/clock.js';

const BIN = path.join(PACKAGE_ROOT, 'bin', 'stringent.js');

async function served(t: Test, options: Parameters<typeof startServer>[0] = {}): Promise<Awaited<ReturnType<typeof startServer>>> {
  const s = await startServer(options);
  t.teardown(() => s.close());
  return s;
}

t.test('a throttled clean server passes, paced, with no more than a concurrency of 429 answers', async (t) => {
  const free = await served(t);
  const unthrottled = await check({ baseUrl: free.url });
  const s = await served(t, { rateLimit: '40/s' });
  const started = performance.now();
  const r = await check({ baseUrl: s.url, concurrency: 8 });
  const seconds = (performance.now() - started) / 1000;
  t.equal(r.exitCode, 0, 'the verdict of a free server');
  t.equal(r.report.verdict, unthrottled.report.verdict);
  t.same(r.report.summary, unthrottled.report.summary, 'the same requirements passed, failed and skipped');
  t.ok(r.report.pacing, 'the report says it was paced');
  t.match(r.report.pacing!.declaredLimit, /^40 /, 'the declared limit');
  t.ok(r.report.pacing!.throttled <= 8, `${r.report.pacing!.throttled} answers 429`);
  // A loaded machine may crawl slower than the limit on its own; then the pacer has nothing to wait for.
  const underLimitAnyway = r.report.requests! <= 40 * (seconds - r.report.pacing!.waitedMs / 1000) + 40;
  t.ok(
    r.report.pacing!.waitedMs > 0 || underLimitAnyway,
    `the run waited for the window (${r.report.pacing!.waitedMs} ms; ${r.report.requests} requests in ${seconds.toFixed(1)} s)`,
  );
});

t.test('a server at 30 requests a day ends at once with E_RATE_LIMITED, nothing failed, the way on said', async (t) => {
  const s = await served(t, { rateLimit: '30/day' });
  const r = await check({ baseUrl: s.url });
  t.equal(r.exitCode, 2);
  t.equal(r.report.complete, false);
  t.same(
    r.report.kitErrors.map((k) => k.code),
    ['E_RATE_LIMITED'],
  );
  t.match(r.report.kitErrors[0]!.message, /accepts requests again at \d{4}-/);
  t.equal(r.report.summary.failed, 0, 'a throttled server is not blamed');
  t.ok(r.report.requests! <= 31, `${r.report.requests} requests: nothing sent into the closed window but what found it closed`);
  t.ok(
    r.report.requirements.some((q) => q.status === 'skipped' && /429/.test(q.reason ?? '')),
    'what was not reached says why',
  );
});

t.test('429 to everything, no limit declared: slowed to the lowest pace, then stopped once that pace fails retries + 1 times', async (t) => {
  const s = await listen(t, (_q, res) => res.writeHead(429, { 'content-type': 'application/json' }).end('{"detail":"Request was throttled."}'));
  const clock = fastClock();
  const r = await check({ baseUrl: s.base, retries: 2, clock });
  t.equal(r.exitCode, 2);
  t.same(
    r.report.kitErrors.map((k) => k.code),
    ['E_RATE_LIMITED'],
  );
  t.match(r.report.kitErrors[0]!.message, /lowest pace, 1\/s \(--min-rate\), were refused 3 times in a row/);
  t.equal(s.seen.length, 4, 'the first request, then three at the lowest pace, and nothing more');
  t.ok(clock.slept.length >= 3 && clock.slept.every((ms) => ms >= 500), `one request a second at the lowest pace: ${clock.slept.join(', ')} ms`);
  t.equal(r.report.pacing!.throttled, 4);
  const once = await check({ baseUrl: s.base, retries: 0, clock });
  t.same(
    once.report.kitErrors.map((k) => k.code),
    ['E_RATE_LIMITED'],
    '--retries 0 sends nothing again: the first refusal stops the run',
  );
  t.equal(s.seen.length, 5);
});

t.test('a HEAD answered 429 is never sent in a loop', async (t) => {
  const up = await served(t);
  const s = await listen(t, (req, res) => {
    if (req.method === 'HEAD') return res.writeHead(429, { 'retry-after': '1' }).end();
    fetch(new URL(req.url!, up.url).href.replace(`${new URL(up.url).origin}/`, up.url), { method: req.method! })
      .then(async (a) => res.writeHead(a.status, Object.fromEntries(a.headers)).end(Buffer.from(await a.arrayBuffer())))
      .catch(() => res.destroy());
  });
  const r = await check({ baseUrl: s.base, retries: 3, clock: fastClock() });
  t.equal(r.exitCode, 2);
  t.same(
    r.report.kitErrors.map((k) => k.code),
    ['E_RATE_LIMITED'],
  );
  t.equal(s.seen.filter((x) => x.method === 'HEAD').length, 4, 'the HEAD and its three retries, no more');
});

t.test("a proxy's 503 page without Retry-After backs off for seconds, then E_UNAVAILABLE names the address", async (t) => {
  const s = await listen(t, (_q, res) =>
    res.writeHead(503, { 'content-type': 'text/html' }).end('<html><body>503 Service Temporarily Unavailable</body></html>'),
  );
  const clock = fastClock();
  const r = await check({ baseUrl: s.base, retries: 3, clock });
  t.equal(r.exitCode, 2);
  t.same(
    r.report.kitErrors.map((k) => k.code),
    ['E_UNAVAILABLE'],
  );
  t.match(r.report.kitErrors[0]!.message, `${s.base}api/components/`);
  t.ok(clock.slept.reduce((a, b) => a + b, 0) >= 3500, `waited ${clock.slept.join(' + ')} ms in all: seconds, not milliseconds`);
  t.equal(r.report.summary.failed, 0);
});

t.test('a 429 that asks a wait beyond --max-wait stops at once instead of waiting', async (t) => {
  const s = await listen(t, (_q, res) =>
    res
      .writeHead(429, { 'retry-after': '85000', 'content-type': 'application/json' })
      .end('{"detail":"Request was throttled. Expected available in 85000 seconds."}'),
  );
  const clock = fastClock();
  const r = await check({ baseUrl: s.base, clock });
  t.same(
    r.report.kitErrors.map((k) => k.code),
    ['E_RATE_LIMITED'],
  );
  t.match(r.report.kitErrors[0]!.message, /85000 s .*--max-wait/);
  t.equal(s.seen.length, 1);
  t.same(clock.slept, [], 'no wait was begun');
});

t.test('Retry-After within --max-wait is waited out, whatever --timeout says, and the run passes', async (t) => {
  const up = await served(t);
  let first = true;
  const s = await listen(t, (req, res) => {
    if (first) {
      first = false;
      return res.writeHead(429, { 'retry-after': '120', 'content-type': 'application/json' }).end('{}');
    }
    passOn(req, res, up.url, s.base);
  });
  const clock = fastClock();
  const r = await check({ baseUrl: s.base, timeout: 5, clock });
  t.equal(r.exitCode, 0, JSON.stringify(r.report.kitErrors));
  t.ok(
    clock.slept.some((ms) => ms >= 110_000),
    'the 120 s asked for were waited (on the test clock)',
  );
  t.equal(r.report.pacing!.throttled, 1);
});

t.test('a missing or a rejected token is E_AUTH, not a crawl of refusals', async (t) => {
  const s = await served(t, { requireToken: 'sekrit-token-1234' });
  await t.rejects(check({ baseUrl: s.url }), { code: 'E_AUTH', message: /needs a token: .*Authentication credentials were not provided/ });
  await t.rejects(check({ baseUrl: s.url, token: 'wrong-token-5678' }), { code: 'E_AUTH', message: /token was rejected.*Invalid token/ });
  const ok = await check({ baseUrl: s.url, token: 'sekrit-token-1234' });
  t.equal(ok.exitCode, 0, 'with the token, a correct server is clean');
});

t.test('--deadline stops the run with E_DEADLINE, the report incomplete', async (t) => {
  const s = await served(t);
  // Paced by hand at 20 requests a second, the run needs several seconds; the deadline comes first.
  const r = await check({ baseUrl: s.url, rateLimit: '20/s', deadline: '1s' });
  t.equal(r.exitCode, 2);
  t.same(
    r.report.kitErrors.map((k) => k.code),
    ['E_DEADLINE'],
  );
  t.equal(r.report.complete, false);
  t.equal(r.report.summary.failed, 0);
});

t.test('options: a rate, a duration and --max-wait are checked', async (t) => {
  t.same(parseRate('100/day'), { count: 100, windowMs: 86_400_000 });
  t.same(parseRate('5/s'), { count: 5, windowMs: 1000 });
  t.equal(parseRate('fast'), undefined);
  t.equal(parseDuration('90s'), 90_000);
  t.equal(parseDuration('2h'), 7_200_000);
  t.equal(parseDuration('10m'), 600_000);
  t.equal(parseDuration('soon'), undefined);
  await t.rejects(check({ baseUrl: 'http://127.0.0.1:9/', rateLimit: 'lots' }), { code: 'E_BAD_OPTION', message: /--rate-limit/ });
  await t.rejects(check({ baseUrl: 'http://127.0.0.1:9/', deadline: 'later' }), { code: 'E_BAD_OPTION', message: /--deadline/ });
  await t.rejects(check({ baseUrl: 'http://127.0.0.1:9/', maxWait: -1 }), { code: 'E_BAD_OPTION', message: /--max-wait/ });
});

t.test('the declared limit: Weblate seconds, epoch seconds, the IETF fields', (t) => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  t.same(declaredLimit({ 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': '7', 'x-ratelimit-reset': '85' }, now), {
    source: 'X-RateLimit-Reset',
    limit: 100,
    remaining: 7,
    resetAt: now + 85_000,
  });
  t.equal(declaredLimit({ 'x-ratelimit-reset': String(now / 1000 + 30) }, now).resetAt, now + 30_000, 'beyond 10^9 is an epoch time');
  const ietf = declaredLimit({ ratelimit: '"default";r=3;t=20', 'ratelimit-policy': '"default";q=50;w=60' }, now);
  t.same([ietf.remaining, ietf.resetAt, ietf.limit, ietf.windowMs], [3, now + 20_000, 50, 60_000]);
  const older = declaredLimit({ ratelimit: 'limit=10, remaining=0, reset=5' }, now);
  t.same([older.remaining, older.resetAt, older.limit], [0, now + 5000, 10]);
  t.end();
});

t.test('the pacer spreads a hand-set rate and holds every request for a Retry-After', async (t) => {
  // The clock moves only by the pacer's sleeps, so the spacing is exact however loaded the machine.
  const clock = stillClock(0);
  const p = new Pacer({ rate: { count: 4, windowMs: 1000 }, maxWaitMs: 60_000, clock });
  const sentAt: number[] = [];
  for (let i = 0; i < 4; i++) {
    await p.acquire();
    sentAt.push(clock.now());
    p.release();
  }
  t.same(sentAt, [0, 250, 500, 750], 'one request every 250 ms, not four at once');
  t.same(clock.slept, [250, 250, 250], 'three waits of one slot for four requests');
  p.observe(429, { 'retry-after': '30' });
  await p.acquire();
  t.ok(clock.slept.at(-1)! >= 29_000, 'the next request waited the Retry-After');
  t.equal(p.stats.throttled, 1);
  const strict = new Pacer({ maxWaitMs: 1000, clock: stillClock(0) });
  strict.observe(429, { 'retry-after': '5' });
  await t.rejects(strict.acquire(), { code: 'E_RATE_LIMITED' }, 'a wait beyond --max-wait is refused, not slept');
});

/** What a run stopped while it waited must leave: the exit status and every report, saying why. */
function stoppedWhileWaiting(t: Test, sig: string, status: number, code: number | null, took: number, dir: string): void {
  t.equal(code, status, `${sig}: exit ${status}`);
  // Far below the 20 s the server asked: the wait was cut short (a loaded machine may take seconds to exit).
  t.ok(took < 10_000, `${sig}: ended ${Math.round(took)} ms after the signal`);
  const report = JSON.parse(readFileSync(path.join(dir, 'r.json'), 'utf8'));
  t.equal(report.interrupted, sig);
  t.equal(report.verdict, 'incomplete');
  t.match(readFileSync(path.join(dir, 'r.xml'), 'utf8'), new RegExp(`<error [^>]*type="${sig}"`), 'JUnit shows the interrupted run as an error');
  t.match(readFileSync(path.join(dir, 'r.tap'), 'utf8'), new RegExp(`\\nBail out! incomplete: ${sig}\\n`), 'TAP bails out');
  const sarif = JSON.parse(readFileSync(path.join(dir, 'r.sarif'), 'utf8'));
  t.equal(sarif.runs[0].invocations[0].executionSuccessful, false, 'SARIF: the execution did not succeed');
  t.ok(
    sarif.runs[0].invocations[0].toolExecutionNotifications.some((n: { descriptor: { id: string } }) => n.descriptor.id === sig),
    'with a notification',
  );
}

/** A server that answers everything 429 with Retry-After: 20, a folder, and the check arguments writing every report into it. */
async function waitingRun(t: Test): Promise<{ s: Awaited<ReturnType<typeof listen>>; dir: string; args: string[] }> {
  const s = await listen(t, (_q, res) => res.writeHead(429, { 'retry-after': '20', 'content-type': 'application/json' }).end('{}'));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stringent-field-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const args = ['check', s.base, ...['json:r.json', 'junit:r.xml', 'tap:r.tap', 'sarif:r.sarif'].flatMap((r) => ['--reporter', r.replace(':', `:${dir}/`)])];
  return { s, dir, args };
}

const firstRequest = async (s: { seen: unknown[] }): Promise<void> => {
  while (s.seen.length === 0) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 200));
};

// The real process: its SIGINT handler cuts the wait short. (test/report/always-written.test.ts sends
// SIGTERM to a real process.)
t.test('SIGINT to a real process waiting on Retry-After: 20 ends it at once, not after the wait, reports written', async (t) => {
  const { s, dir, args } = await waitingRun(t);
  const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, XDG_CACHE_HOME: dir } });
  await firstRequest(s);
  const sent = performance.now();
  child.kill('SIGINT');
  const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
  stoppedWhileWaiting(t, 'SIGINT', 130, code, performance.now() - sent, dir);
});

// In process: the signal the CLI's handler aborts with, named SIGTERM.
t.test('SIGTERM ends a run waiting on Retry-After: 20 at once, not after the wait, reports written', async (t) => {
  const { s, dir, args } = await waitingRun(t);
  const stop = new AbortController();
  const io = { stdout: { write: () => true }, stderr: { write: () => true }, env: { XDG_CACHE_HOME: dir }, signal: stop.signal };
  const run = main(args, io);
  await firstRequest(s);
  const sent = performance.now();
  stop.abort('SIGTERM');
  const code = await run;
  stoppedWhileWaiting(t, 'SIGTERM', 143, code, performance.now() - sent, dir);
});

t.test('a plan that cannot fit the declared limit or the deadline is said at once, with the numbers and the ways out', async (t) => {
  const s = await served(t, { rateLimit: '20/day' });
  const lines: string[] = [];
  const r = await check({ baseUrl: s.url }, { stderr: { write: (x: string) => lines.push(x) } });
  t.equal(r.exitCode, 2);
  const warning = lines.find((l) => /warning: about \d+ requests are planned/.test(l));
  t.ok(warning, 'warned from the first page');
  t.match(
    warning,
    /about \d+ requests are planned for 14 components, and the check needs \d+ windows \(\d+ left in the current one, 20 in each\); the next opens at .*UTC .*E_RATE_LIMITED.*--max-components/,
  );
  const paced = await served(t);
  const said: string[] = [];
  await check({ baseUrl: paced.url, rateLimit: '1/s', deadline: '2s' }, { stderr: { write: (x: string) => said.push(x) } });
  t.match(said.join(''), /at --rate-limit 1\/s they take about \d+ s, more than --deadline 2s/);
  const free: string[] = [];
  await check({ baseUrl: paced.url }, { stderr: { write: (x: string) => free.push(x) } });
  t.notMatch(free.join(''), /warning/, 'no warning where the plan fits');
});
