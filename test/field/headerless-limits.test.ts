/**
 * Limits that no header declares: nginx's limit_req in front of the site (503 with its HTML page,
 * no Retry-After, no rate-limit field) and a CDN's bare 429. The kit finds a pace for the whole run
 * (pacer.ts) and checks such a server to the end; a server that fails at the lowest pace still ends
 * in E_UNAVAILABLE (or E_RATE_LIMITED), in bounded time, and --deadline still holds. The reference
 * server's limit runs on the kit's test clock, so no test waits in real time.
 */
import t, { type Test } from 'tap';
import { check } from '../../src/run/check.js';
import { startServer, type ServerOptions } from '../../reference-server/index.js';
import { Pacer } from '../../src/crawl/pacer.js';
import { pacingLine } from '../../src/report/pretty.js';
import { listen, passOn } from '../crawl/listen.js';
import { fastClock, stillClock } from '../crawl/clock.js';
import { main } from '../../src/cli.js';

async function served(t: Test, options: ServerOptions = {}): Promise<Awaited<ReturnType<typeof startServer>>> {
  const s = await startServer(options);
  t.teardown(() => s.close());
  return s;
}

const NGINX_PAGE =
  '<html>\r\n<head><title>503 Service Temporarily Unavailable</title></head>\r\n<body>\r\n<center><h1>503 Service Temporarily Unavailable</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

for (const style of ['nginx', 'bare-429'] as const) {
  t.test(
    `a leaky bucket at 10/s, burst 5, answering ${style === 'nginx' ? "503 with nginx's page" : 'a bare 429'}: checked to the end, paced, the findings of a free server`,
    async (t) => {
      const free = await check({ baseUrl: (await served(t)).url });
      const clock = fastClock();
      const s = await served(t, { rateLimit: '10/s', rateLimitStyle: style, rateLimitBurst: 5, now: () => clock.now() });
      const r = await check({ baseUrl: s.url, clock });
      t.same(r.report.kitErrors, [], 'no E_UNAVAILABLE, no E_RATE_LIMITED');
      t.equal(r.exitCode, free.exitCode);
      t.same(r.report.summary, free.report.summary, 'the same requirements passed, failed and skipped');
      t.same(
        r.report.findings.map((f) => `${f.requirement} ${f.url}`),
        free.report.findings.map((f) => `${f.requirement} ${f.url}`),
        'the same findings: a refusal is a condition, never a finding',
      );
      const p = r.report.pacing!;
      const refusals = style === 'nginx' ? p.unavailable : p.throttled;
      t.ok(refusals > 0, `${refusals} refusals met`);
      t.ok(p.foundPerSecond !== undefined && p.foundPerSecond >= 1, `a pace was found: ${p.foundPerSecond}/s`);
      t.equal(p.minRate, '1/s');
      t.ok(refusals <= r.report.requests! / 3, `refusals ${refusals} of ${r.report.requests} requests: slowed down, not retried into the limit`);
      t.match(pacingLine(r.report), /\d+(\.\d)?\/s found for 429\/503 answers that declared none \(lowest pace 1\/s, --min-rate\)/);
    },
  );
}

t.test("nginx's page and a bare 429 as the reference server serves them: no header says a word of the limit", async (t) => {
  const clock = stillClock(Date.now());
  const nginx = await served(t, { rateLimit: '1/min', rateLimitStyle: 'nginx', now: () => clock.now() });
  const ok = await fetch(`${nginx.url}api/components/`);
  t.equal(ok.status, 200);
  t.notOk(
    [...ok.headers.keys()].some((k) => /ratelimit/i.test(k)),
    'an answer within the limit declares nothing',
  );
  const refused = await fetch(`${nginx.url}api/components/`);
  t.equal(refused.status, 503);
  t.equal(refused.headers.get('content-type'), 'text/html');
  t.equal(refused.headers.get('retry-after'), null);
  t.equal(await refused.text(), NGINX_PAGE);
  const bare = await served(t, { rateLimit: '1/min', rateLimitStyle: 'bare-429', rateLimitBurst: 1, now: () => clock.now() });
  t.same([(await fetch(`${bare.url}api/components/`)).status, (await fetch(`${bare.url}api/components/`)).status], [200, 200], 'the burst is taken at once');
  const third = await fetch(`${bare.url}api/components/`);
  t.equal(third.status, 429);
  t.equal(third.headers.get('retry-after'), null);
  t.notOk([...third.headers.keys()].some((k) => /ratelimit/i.test(k)));
  await clock.sleep(60_000);
  t.equal((await fetch(`${bare.url}api/components/`)).status, 200, 'the bucket drains at the rate');
  await t.rejects(served(t, { rateLimitStyle: 'nginx' }), { code: 'E_BAD_OPTION', message: /give the rate too/ });
  await t.rejects(served(t, { rateLimit: '5/s', rateLimitBurst: 3 }), { code: 'E_BAD_OPTION', message: /leaky bucket/ });
});

t.test('a server that answers 503 without a word to everything still ends E_UNAVAILABLE, after a bounded number of requests', async (t) => {
  const s = await listen(t, (_q, res) => res.writeHead(503, { 'content-type': 'text/html' }).end(NGINX_PAGE));
  const clock = fastClock();
  const r = await check({ baseUrl: s.base, clock });
  t.same(
    r.report.kitErrors.map((k) => k.code),
    ['E_UNAVAILABLE'],
  );
  t.match(
    r.report.kitErrors[0]!.message,
    /answered 503 .*lowest pace, 1\/s \(--min-rate\), were refused 4 times in a row; the server or a proxy in front of it is unavailable/,
  );
  // The first request, then --retries + 1 at the lowest pace.
  t.equal(s.seen.length, 5, `${s.seen.length} requests`);
  t.ok(clock.slept.reduce((a, b) => a + b, 0) < 10_000, `done within seconds of the test clock: ${clock.slept.join(' + ')} ms`);
  t.equal(r.report.summary.failed, 0, 'an unavailable server is not blamed');

  // Concurrent requests in flight when the limit bites: the pace comes down once per round, not once per refusal.
  const busy = await listen(t, (req, res) => res.writeHead(503, { 'content-type': 'text/html' }).end(NGINX_PAGE));
  const at8 = await check({ baseUrl: busy.base, clock: fastClock(), minRate: '2/s' });
  t.same(
    at8.report.kitErrors.map((k) => k.code),
    ['E_UNAVAILABLE'],
  );
  t.match(at8.report.kitErrors[0]!.message, /2\/s \(--min-rate\)/);
  t.ok(busy.seen.length <= 8, `${busy.seen.length} requests`);
});

t.test('--deadline holds while the found pace is slow', async (t) => {
  const s = await listen(t, (_q, res) => res.writeHead(503, { 'content-type': 'text/html' }).end(NGINX_PAGE));
  const clock = fastClock();
  const r = await check({ baseUrl: s.base, clock, minRate: '1/min', deadline: '1s' });
  t.same(
    r.report.kitErrors.map((k) => k.code),
    ['E_DEADLINE'],
    'a wait for the lowest pace that would pass the deadline is refused at once',
  );
  t.equal(s.seen.length, 1);
  t.same(clock.slept, [], 'no wait was begun');
});

t.test('--min-rate is checked', async (t) => {
  await t.rejects(check({ baseUrl: 'http://127.0.0.1:9/', minRate: 'slowly' }), { code: 'E_BAD_OPTION', message: /--min-rate/ });
  await t.rejects(check({ baseUrl: 'http://127.0.0.1:9/', minRate: '0/s' }), { code: 'E_BAD_OPTION', message: /--min-rate/ });
});

t.test('the found pace: down by 0.7 once per round, up by a tenth of the refused rate a second, never below the lowest', async (t) => {
  const clock = stillClock(0);
  const p = new Pacer({ maxWaitMs: 60_000, clock, minRate: { count: 1, windowMs: 1000 }, floorRefusals: 2 });
  // Ten requests in the last second: the run went at 10/s.
  for (let i = 0; i < 10; i++) {
    await clock.sleep(100);
    t.ok(p.tryAcquire());
    p.release();
  }
  const round = p.round;
  t.equal(p.observe(503, { 'content-type': 'text/html' }, round), 'paced');
  t.equal(p.foundRate, 7, '0.7 × 10/s');
  t.equal(p.observe(503, {}, round), 'paced', 'a refusal of a request sent at the old pace');
  t.equal(p.foundRate, 7, 'does not lower it again');
  t.equal(p.stats.unavailable, 2);
  // Requests now go one every 1/7 s, across every worker.
  const sentAt: number[] = [];
  for (let i = 0; i < 3; i++) {
    await p.acquire();
    sentAt.push(clock.now());
    p.release();
  }
  t.same(
    sentAt.map((x, i) => (i === 0 ? 0 : Math.round(x - sentAt[i - 1]!))),
    [0, 143, 143],
  );
  // Seven answers (a second's worth) raise it by about a tenth of the 10/s refused.
  for (let i = 0; i < 7; i++) p.observe(200, {}, p.round);
  t.ok(Math.abs(p.foundRate! - 8) < 0.1, `about 8/s: ${p.foundRate}`);
  t.equal(p.observe(429, {}, p.round), 'paced');
  t.ok(Math.abs(p.foundRate! - 5.6) < 0.1, `0.7 × 8/s: ${p.foundRate}`);
  t.equal(p.stats.throttled, 1);
  for (let i = 0; i < 5; i++) p.observe(503, {}, p.round);
  t.equal(p.foundRate, 1, 'never below --min-rate');
  t.equal(p.observe(503, {}, p.round), 'paced', 'one refusal at the lowest pace');
  t.equal(p.observe(503, {}, p.round), 'lowest-failed', 'the second in a row: the lowest pace has failed');
  t.same(p.stats.found, { perSecond: 1, lowest: '1/s' }, 'the report says the pace found and the lowest');

  // What declares a limit keeps the header-driven pacing exact.
  const declared = new Pacer({ maxWaitMs: 60_000, clock: stillClock(0), minRate: { count: 1, windowMs: 1000 }, floorRefusals: 2 });
  t.equal(declared.observe(429, { 'retry-after': '3' }), undefined, 'a Retry-After is waited out as asked');
  t.equal(declared.observe(503, { 'retry-after': '3' }), undefined);
  t.equal(declared.observe(429, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '5' }), undefined, 'rate-limit fields are read');
  t.equal(declared.observe(429, {}), undefined, 'a bare 429 from a server that declared its limit waits for its window');
  t.equal(declared.foundRate, undefined);
  t.equal(declared.stats.found, undefined);
  const without = new Pacer({ maxWaitMs: 60_000, clock: stillClock(0) });
  t.equal(without.observe(503, {}), undefined, 'without --min-rate (--retries 0), nothing is paced');
});

t.test('one address that keeps answering 503 while the rest answer: its refusals stop counting free after ten, and the run ends E_UNAVAILABLE', async (t) => {
  const up = await served(t);
  const broken = '/api/components/orbit-notes/android/';
  const front = await listen(t, (req, res) => {
    if (req.url === broken && req.method === 'GET') return res.writeHead(503, { 'content-type': 'text/html' }).end(NGINX_PAGE);
    passOn(req, res, up.url, front.base);
  });
  const r = await check({ baseUrl: front.base, clock: fastClock() });
  t.same(
    r.report.kitErrors.map((k) => k.code),
    ['E_UNAVAILABLE'],
  );
  t.match(r.report.kitErrors[0]!.message, broken);
  const sent = front.seen.filter((s) => s.method === 'GET' && s.path === broken).length;
  // Ten resends at the found pace, then --retries 3 with backoff (or the lowest pace failing first).
  t.ok(sent <= 1 + 10 + 3, `${sent} requests to the address that never answers`);
});

t.test('serve: --rate-limit-style and --rate-limit-burst shape a --rate-limit, and are checked', async (t) => {
  let err = '';
  const io = { stdout: { write: () => undefined }, stderr: { write: (s: string) => (err += s) }, env: {} };
  t.equal(await main(['serve', '--port', '0', '--rate-limit-style', 'nginx'], io), 2);
  t.match(err, /--rate-limit-style and --rate-limit-burst shape a --rate-limit: give the rate too/);
  err = '';
  t.equal(await main(['serve', '--port', '0', '--rate-limit-style', 'haproxy', '--rate-limit', '5/s'], io), 2);
  t.match(err, /--rate-limit-style/);
});
