/**
 * Redirects hide non-200 answers: each hop the kit follows is its own exchange, and a 3xx on an
 * address the API gave is HTTP-STATUS-200 — one finding per address, nothing else from the hop,
 * while the answer at the end of the chain is judged as that address's.
 */
import t from 'tap';
import { check } from '../src/run/check.js';
import { HttpClient } from '../src/crawl/http.js';
import type { Exchange } from '../src/generated/exchange.js';
import { validator } from '../src/base/schemas.js';
import { listen } from './crawl/listen.js';
import { sendJson, startFixture, type Override } from './hostile/server.js';

const INSTANCE = '/api/components/demo/comp-2/';
const STATS = '/api/components/demo/comp-1/statistics/';

async function run(t: { teardown(fn: () => unknown): void }, override?: Override) {
  const f = await startFixture({ components: 2, translations: 3, override });
  t.teardown(() => f.close());
  const result = await check({ baseUrl: f.base, timeout: 5, retries: 0 });
  return { ...result, f };
}

/** The instance address answers 301 to itself without the trailing slash, which answers the record. */
const instanceRedirect: Override = (req, res, ctx) => {
  if (ctx.url.pathname === INSTANCE) {
    res.writeHead(301, { location: INSTANCE.slice(0, -1), 'content-length': '0' });
    res.end();
    return true;
  }
  if (ctx.url.pathname === INSTANCE.slice(0, -1)) {
    sendJson(res, 200, ctx.data.components[1]);
    return true;
  }
  return false;
};

t.test('an instance that answers 301 to itself without the slash: one HTTP-STATUS-200 finding, the kit followed it', async (t) => {
  const { report, exitCode, f } = await run(t, instanceRedirect);
  t.equal(exitCode, 1);
  t.same(report.kitErrors, []);
  t.same(
    report.findings.map((x) => [x.requirement, x.url]),
    [['HTTP-STATUS-200', f.base + INSTANCE.slice(1)]],
    'the redirect is the one finding: no header, body or record finding from the hop or the answer behind it',
  );
  const finding = report.findings[0]!;
  t.match(finding.message, /answered 301 \(redirect to .*comp-2\), not 200; the kit followed it/);
  t.equal(finding.actual, 301);
  t.ok(
    f.requests.some((r) => r.method === 'GET' && r.path === INSTANCE.slice(0, -1)),
    'the kit followed the redirect',
  );
  const components = report.requirements.find((r) => r.id === 'CMP-SCHEMA');
  t.equal(components?.status, 'passed', 'the record behind the redirect was judged');
});

t.test('a statistics list whose first page answers 302 to ?page=1 is HTTP-STATUS-200 at that address', async (t) => {
  const { report } = await run(t, (req, res, ctx) => {
    if (req.method === 'GET' && ctx.url.pathname === STATS && ctx.url.search === '') {
      res.writeHead(302, { location: `${STATS}?page=1`, 'content-length': '0' });
      res.end();
      return true;
    }
    return false;
  });
  t.same(
    report.findings.map((x) => x.requirement),
    ['HTTP-STATUS-200'],
  );
  t.match(report.findings[0]!.message, /answered 302 \(redirect to .*statistics\/\?page=1\)/);
});

t.test('without redirects the same deployment is clean (the finding comes from the redirect)', async (t) => {
  const { report, exitCode } = await run(t);
  t.equal(exitCode, 0);
  t.same(report.findings, []);
});

t.test('each hop is its own exchange, linked to the chain; the last answer keeps the address asked for', async (t) => {
  const s = await listen(t, (req, res) => {
    if (req.url === '/a') return void res.writeHead(301, { location: '/b' }).end();
    if (req.url === '/b') return void res.writeHead(307, { location: '/c' }).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"at":"c"}');
  });
  const http = new HttpClient({ baseUrl: s.base, timeoutMs: 2000, retries: 0, maxBodySize: 1 << 20, maxRequests: 100, connections: 1 });
  t.teardown(() => http.close());
  const hops: Exchange[] = [];
  const last = await http.send('GET', s.base + 'a', { purpose: 'crawl', onHop: (h) => hops.push(h) });
  t.same(
    hops.map((h) => [h.request.url, h.status, h.headers.location, h.redirectedTo, h.hop]),
    [
      [s.base + 'a', 301, '/b', s.base + 'b', 0],
      [s.base + 'b', 307, '/c', s.base + 'c', 1],
    ],
  );
  t.equal(last.status, 200);
  t.equal(last.request.url, s.base + 'a');
  t.equal(last.finalUrl, s.base + 'c');
  t.equal(last.hop, 2);
  const valid = validator('exchange.schema.json');
  for (const e of [...hops, last]) t.ok(valid(e), 'every exchange matches the exchange schema');
});

t.test('a chain that ends in a refused redirect is one kit error, with no hop', async (t) => {
  const s = await listen(t, (req, res) => void res.writeHead(302, { location: req.url === '/a' ? '/b' : '/a' }).end());
  const http = new HttpClient({ baseUrl: s.base, timeoutMs: 2000, retries: 0, maxBodySize: 1 << 20, maxRequests: 100, connections: 1 });
  t.teardown(() => http.close());
  const hops: Exchange[] = [];
  const last = await http.send('GET', s.base + 'a', { purpose: 'crawl', onHop: (h) => hops.push(h) });
  t.equal(last.error?.code, 'E_REDIRECT');
  t.same(hops, []);
});
