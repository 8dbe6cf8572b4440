/**
 * Safety of `check`: what is sent, where, and with which credentials. Recording servers on
 * 127.0.0.1 say what they received.
 */
import t from 'tap';
import { check } from '../src/run/check.js';
import { Crawler } from '../src/crawl/crawler.js';
import { HttpClient } from '../src/crawl/http.js';
import type { Exchange } from '../src/generated/exchange.js';
import { main } from '../src/cli.js';
import { sendJson, startFixture, type Fixture, type FixtureOptions } from './hostile/server.js';
import { runCli } from './cli-in-process.js';

const TOKEN = 'secret-token-123';
const READS = ['GET', 'HEAD', 'OPTIONS'];

async function fixture(t: { teardown(fn: () => unknown): void }, o: FixtureOptions = {}): Promise<Fixture> {
  const f = await startFixture(o);
  t.teardown(() => f.close());
  return f;
}

t.test('only GET, HEAD and OPTIONS are sent, whatever else is switched on', async (t) => {
  const f = await fixture(t, { components: 3, translations: 22 });
  await check({ baseUrl: f.base, token: TOKEN, probeErrors: true, methodsAll: true, maxComponents: 2 });
  const methods = [...new Set(f.requests.map((r) => r.method))].sort();
  t.same(methods, ['GET', 'HEAD', 'OPTIONS']);
});

t.test('--probe-writes sends write methods, never with credentials; reads keep the token', async (t) => {
  const f = await fixture(t);
  await check({ baseUrl: f.base, token: TOKEN, probeWrites: true });
  const writes = f.requests.filter((r) => !READS.includes(r.method));
  const reads = f.requests.filter((r) => READS.includes(r.method));
  t.same([...new Set(writes.map((r) => r.method))].sort(), ['DELETE', 'PATCH', 'POST', 'PUT']);
  t.equal(writes.length, 12);
  t.ok(
    writes.every((r) => r.headers.authorization === undefined && r.headers.cookie === undefined),
    'no write carries credentials',
  );
  t.ok(reads.length > 0 && reads.every((r) => r.headers.authorization === `Token ${TOKEN}`), 'every read carries the token');
});

t.test('the token never leaves the base origin: next, url fields and redirects pointing elsewhere', async (t) => {
  const other = await fixture(t);
  const f = await fixture(t, {
    components: 3,
    override: (req, res, ctx) => {
      const p = ctx.url.pathname;
      if (req.method !== 'GET') return false;
      if (p === '/api/components/') {
        const results = ctx.data.components.map((c, i) =>
          i === 0 ? { ...c, url: `${other.base}api/components/demo/comp-1/`, statistics_url: `${other.base}api/components/demo/comp-1/statistics/` } : c,
        );
        sendJson(res, 200, { count: 6, next: `${other.base}api/components/?page=2`, previous: null, results });
        return true;
      }
      if (p === '/api/components/demo/comp-2/') {
        res.writeHead(302, { location: `${other.base}api/components/demo/comp-2/` }).end();
        return true;
      }
      if (p === '/api/components/demo/comp-3/statistics/') {
        res.writeHead(307, { location: `${other.base.replace('http:', 'https:')}x/` }).end();
        return true;
      }
      return false;
    },
  });
  let out = '';
  const io = { stdout: { write: (s: string) => (out += s) }, stderr: { write: (s: string) => (out += s) }, env: {} };
  const code = await main(['check', f.base, '--token', TOKEN, '--reporter', 'json', '--probe-errors', '--probe-writes', '--methods-all'], io);
  t.equal(code, 2, 'the refused redirects are kit errors');
  t.equal(other.requests.length, 0, 'the other origin received nothing');
  t.ok(
    f.requests.some((r) => r.path === '/api/components/demo/comp-1/'),
    'the element pointing elsewhere was fetched at its canonical address instead',
  );
  t.notOk(out.includes(TOKEN), 'the token is in no output');
});

t.test('recorded exchanges hold Token *** and never the token', async (t) => {
  const f = await fixture(t);
  const http = new HttpClient({ baseUrl: f.base, timeoutMs: 5000, retries: 0, maxBodySize: 1 << 20, maxRequests: 1000, connections: 2, token: TOKEN });
  t.teardown(() => http.close());
  const seen: Exchange[] = [];
  await new Crawler(http, { baseUrl: f.base, concurrency: 2, probeErrors: true, probeWrites: true, methodsAll: false }, (e) => seen.push(e)).run();
  const reads = seen.filter((e) => e.purpose !== 'probe-write');
  t.ok(reads.length > 0 && reads.every((e) => e.request.headers?.authorization === 'Token ***'));
  t.ok(seen.filter((e) => e.purpose === 'probe-write').every((e) => e.request.headers?.authorization === undefined));
  t.notOk(JSON.stringify(seen).includes(TOKEN));
});

t.test('a token the server echoes back is masked in the report', async (t) => {
  const f = await fixture(t, {
    override: (req, res, ctx) => {
      if (ctx.url.pathname !== '/api/components/demo/comp-2/' || req.method !== 'GET') return false;
      sendJson(res, 200, { ...ctx.data.components[1], name: `you sent Token ${TOKEN}` });
      return true;
    },
  });
  const control = await check({ baseUrl: f.base });
  t.ok(JSON.stringify(control.report).includes(TOKEN), 'control: what the server says reaches the report');
  const { report } = await check({ baseUrl: f.base, token: TOKEN });
  t.ok(report.findings.length > 0, 'the mismatch is reported');
  t.notOk(JSON.stringify(report).includes(TOKEN), 'the token is not in the report');
});

t.test('stringent check http://127.0.0.1:1/ (nothing listening) with a token: exit 2, one line naming the problem, no token', async (t) => {
  // In process: the real binary's exit status for this failure is test/check-cli.test.ts's.
  const run = await runCli(['check', 'http://127.0.0.1:1/', '--token', TOKEN, '--retries', '0']);
  t.equal(run.code, 2);
  t.equal(run.stderr, 'stringent: E_UNREACHABLE: cannot connect to 127.0.0.1:1 (connection refused)\n');
  t.equal(run.stdout, '');
});
