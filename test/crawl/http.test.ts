import t from 'tap';
import zlib from 'node:zlib';
import { HttpClient, type HttpOptions } from '../../src/crawl/http.js';
import { BudgetExceededError } from '../../src/base/errors.js';
import { VERSION } from '../../src/base/version.js';
import { closedPort, listen } from './listen.js';
import { fastClock } from './clock.js';
import type { Exchange } from '../../src/generated/exchange.js';

function client(t: { teardown(fn: () => unknown): void }, base: string, extra: Partial<HttpOptions> = {}): HttpClient {
  const c = new HttpClient({ baseUrl: base, timeoutMs: 2000, retries: 0, maxBodySize: 1 << 20, maxRequests: 1000, connections: 2, retryBaseMs: 10, ...extra });
  t.teardown(() => c.close());
  return c;
}

const json = (res: import('node:http').ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body);
};

t.test('a GET is recorded with its request headers, the token redacted in the record only', async (t) => {
  const s = await listen(t, (_q, res) => json(res, 200, '{"ok":true}', { vary: 'Accept' }));
  const ex = await client(t, s.base, { token: 'sekrit-1' }).send('GET', s.base + 'api/components/', { purpose: 'crawl' });
  t.equal(ex.status, 200);
  t.equal(ex.body, '{"ok":true}');
  t.equal(ex.headers.vary, 'Accept', 'answer headers recorded with lower-case names');
  t.equal(ex.purpose, 'crawl');
  t.equal(ex.request.headers?.authorization, 'Token ***', 'the record holds Token ***');
  t.equal(ex.request.headers?.accept, 'application/json');
  t.equal(ex.request.headers?.['user-agent'], `stringent/${VERSION}`);
  t.equal(s.seen[0]?.headers.authorization, 'Token sekrit-1', 'the server received the token');
  t.equal(s.seen[0]?.headers.accept, 'application/json');
  t.notOk(JSON.stringify(ex).includes('sekrit-1'), 'the token is nowhere in the exchange');
});

t.test('a request sent without credentials carries no Authorization header', async (t) => {
  const s = await listen(t, (_q, res) => json(res, 405, '{}'));
  const ex = await client(t, s.base, { token: 'sekrit-2' }).send('POST', s.base, { purpose: 'probe-write', body: '{}', credentials: false });
  t.equal(ex.status, 405);
  t.equal(s.seen[0]?.headers.authorization, undefined);
  t.equal(s.seen[0]?.headers['content-type'], 'application/json');
  t.equal(ex.request.headers?.authorization, undefined);
});

t.test('a 500, 502, 503, 504 or 429 is retried and the answer after it is recorded', async (t) => {
  const statuses = [500, 502, 503, 504, 429];
  t.plan(statuses.length * 3);
  for (const status of statuses) {
    const s = await listen(t, (_q, res, n) => (n === 0 ? json(res, status, '{}') : json(res, 200, '[]')));
    // The backoff before the retry goes through the clock: waited on the test clock, not in real time.
    const clock = fastClock();
    const ex = await client(t, s.base, { retries: 2, clock }).send('GET', s.base, { purpose: 'crawl' });
    t.equal(ex.status, 200, `${status}: the answer after the retry`);
    t.equal(s.seen.length, 2, `${status}: sent twice`);
    t.equal(clock.slept.length, 1, `${status}: one backoff before the retry`);
  }
});

t.test('a 500 that outlasts the retries is the answer judged; a 503 stops the run as E_UNAVAILABLE, every attempt recorded', async (t) => {
  const s500 = await listen(t, (_q, res) => json(res, 500, '{}'));
  const c500 = client(t, s500.base, { retries: 1 });
  const ex = await c500.send('GET', s500.base, { purpose: 'crawl' });
  t.equal(ex.status, 500);
  t.equal(ex.error, undefined, 'a status is an answer, not a kit error');
  t.equal(s500.seen.length, 2);
  t.equal(c500.requests, 2, 'retries count as requests');

  const s503 = await listen(t, (_q, res) => res.writeHead(503, { 'content-type': 'text/html' }).end('<h1>503 Service Temporarily Unavailable</h1>'));
  const attempts: Exchange[] = [];
  const c503 = client(t, s503.base, { retries: 1, clock: fastClock(), onAttempt: (a) => attempts.push(a) });
  await t.rejects(c503.send('GET', s503.base, { purpose: 'crawl' }), { code: 'E_UNAVAILABLE' });
  t.equal(s503.seen.length, 2, 'the first answer and one retry, then no more');
  t.same(
    attempts.map((a) => [a.status, a.attempts, a.superseded]),
    [
      [503, 1, true],
      [503, 2, true],
    ],
    'both attempts are recorded, neither judged',
  );
});

t.test('a 404 is not retried', async (t) => {
  const s = await listen(t, (_q, res) => json(res, 404, '{}'));
  const ex = await client(t, s.base, { retries: 3 }).send('GET', s.base, { purpose: 'crawl' });
  t.equal(ex.status, 404);
  t.equal(s.seen.length, 1);
});

t.test('Retry-After: 3 is honoured before the retry', async (t) => {
  // Three seconds: longer than any first backoff (at most one second), so only the header explains the wait.
  const s = await listen(t, (_q, res, n) => (n === 0 ? json(res, 429, '{}', { 'retry-after': '3' }) : json(res, 200, '{}')));
  const clock = fastClock();
  const ex = await client(t, s.base, { retries: 1, clock }).send('GET', s.base, { purpose: 'crawl' });
  t.equal(ex.status, 200);
  t.equal(s.seen.length, 2);
  const waited = clock.slept.reduce((a, b) => a + b, 0);
  t.ok(waited >= 2900 && waited <= 3000, `the retry waited the three seconds asked for (${clock.slept.join(' + ')} ms on the test clock)`);
});

t.test('a connection reset is retried', async (t) => {
  const s = await listen(t, (req, res, n) => (n === 0 ? req.socket.destroy() : json(res, 200, '{}')));
  const ex = await client(t, s.base, { retries: 1 }).send('GET', s.base, { purpose: 'crawl' });
  t.equal(ex.status, 200);
  t.equal(s.seen.length, 2);
});

t.test('a reset mid-body is E_PROTOCOL after the retries', async (t) => {
  const s = await listen(t, (req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
    res.write('{"count":');
    setTimeout(() => req.socket.destroy(), 20);
  });
  const ex = await client(t, s.base, { retries: 1 }).send('GET', s.base, { purpose: 'crawl' });
  t.equal(ex.status, 0);
  t.equal(ex.error?.code, 'E_PROTOCOL');
  t.equal(s.seen.length, 2, 'retried once');
});

t.test('a Content-Length longer than the body is E_PROTOCOL', async (t) => {
  const s = await listen(t, (req) => {
    req.socket.end('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 50\r\nconnection: close\r\n\r\n{"a":1}');
  });
  const ex = await client(t, s.base).send('GET', s.base, { purpose: 'crawl' });
  t.equal(ex.error?.code, 'E_PROTOCOL');
  t.notMatch(ex.error?.message ?? '', /\n/, 'one line');
});

t.test('a stall before the headers is E_TIMEOUT', async (t) => {
  const s = await listen(t, () => undefined);
  const ex = await client(t, s.base, { timeoutMs: 300 }).send('GET', s.base, { purpose: 'crawl' });
  t.equal(ex.error?.code, 'E_TIMEOUT');
  t.match(ex.error?.message, /within 0\.3 s/);
});

t.test('a stall in the middle of the body is E_TIMEOUT: the deadline covers the body', async (t) => {
  const s = await listen(t, (_q, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"count": 1,');
  });
  const ex = await client(t, s.base, { timeoutMs: 300 }).send('GET', s.base, { purpose: 'crawl' });
  t.equal(ex.error?.code, 'E_TIMEOUT');
});

t.test('a body trickled byte by byte past the deadline is E_TIMEOUT: --timeout bounds headers and body together', async (t) => {
  const s = await listen(t, (_q, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    const timer = setInterval(() => (res.writableEnded ? clearInterval(timer) : res.write(' ')), 50);
    res.on('close', () => clearInterval(timer));
  });
  const started = performance.now();
  const ex = await client(t, s.base, { timeoutMs: 400 }).send('GET', s.base, { purpose: 'crawl' });
  t.equal(ex.error?.code, 'E_TIMEOUT');
  t.match(ex.error?.message, /within 0\.4 s \(--timeout\)/);
  t.ok(performance.now() - started < 3000, 'no pause ever reached the timeout, yet the answer was cut off');
});

t.test('an exchange error code names its KitError class: one vocabulary', async (t) => {
  const errors = await import('../../src/base/errors.js');
  for (const [code, Cls] of [
    ['E_UNREACHABLE', errors.UnreachableError],
    ['E_TIMEOUT', errors.TimeoutError],
    ['E_BODY_TOO_LARGE', errors.BodyTooLargeError],
    ['E_PROTOCOL', errors.ProtocolError],
    ['E_REDIRECT', errors.RedirectError],
    ['E_TLS', errors.TlsError],
  ] as const) {
    const e = errors.kitErrorFor(code, 'm');
    t.ok(e instanceof Cls, code);
    t.equal(e.code, code);
    t.equal(e.exitCode, 2);
  }
  t.ok(errors.kitErrorFor('E_SOMETHING_ELSE', 'm') instanceof errors.ProtocolError, 'an unknown code is a protocol error');
});

t.test('a body over the cap is E_BODY_TOO_LARGE, declared or chunked', async (t) => {
  const big = 'x'.repeat(5000);
  const s = await listen(t, (req, res) => {
    if (req.url === '/declared') return json(res, 200, big);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write(big.slice(0, 2500));
    setTimeout(() => res.end(big.slice(2500)), 10);
  });
  const c = client(t, s.base, { maxBodySize: 1024 });
  for (const path of ['declared', 'chunked']) {
    const ex = await c.send('GET', s.base + path, { purpose: 'crawl' });
    t.equal(ex.error?.code, 'E_BODY_TOO_LARGE', path);
    t.match(ex.error?.message, /1 KiB/);
  }
  const small = await client(t, s.base, { maxBodySize: 5000 }).send('GET', s.base + 'declared', { purpose: 'crawl' });
  t.equal(small.body?.length, 5000, 'a body exactly at the cap is read');
});

t.test('Content-Encoding gzip, deflate and br are decoded; the cap applies to the decoded size', async (t) => {
  const text = JSON.stringify({ results: Array.from({ length: 50 }, (_, i) => ({ i })) });
  const encoded: Record<string, Buffer> = {
    gzip: zlib.gzipSync(text),
    deflate: zlib.deflateSync(text),
    br: zlib.brotliCompressSync(text),
  };
  const s = await listen(t, (req, res) => {
    const enc = req.url!.slice(1);
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': enc });
    res.end(encoded[enc]);
  });
  const c = client(t, s.base);
  for (const enc of Object.keys(encoded)) {
    const ex = await c.send('GET', s.base + enc, { purpose: 'crawl' });
    t.equal(ex.body, text, enc);
  }
  const capped = await client(t, s.base, { maxBodySize: 200 }).send('GET', s.base + 'gzip', { purpose: 'crawl' });
  t.equal(capped.error?.code, 'E_BODY_TOO_LARGE', 'a small gzip body that inflates past the cap');
});

t.test('gzip bytes without Content-Encoding are not decoded and are recorded as not UTF-8', async (t) => {
  const s = await listen(t, (_q, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(zlib.gzipSync('{"count":0}'));
  });
  const ex = await client(t, s.base).send('GET', s.base, { purpose: 'crawl' });
  t.equal(ex.status, 200);
  t.match(ex.body, /^stringent: the body is not valid UTF-8 \(\d+ bytes\)$/);
  t.throws(() => JSON.parse(ex.body!), 'the recorded body does not parse as JSON');
});

t.test('a body with a bad UTF-8 byte inside a JSON string does not pass as JSON', async (t) => {
  const s = await listen(t, (_q, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]));
  });
  const ex = await client(t, s.base).send('GET', s.base, { purpose: 'crawl' });
  t.throws(() => JSON.parse(ex.body!));
});

t.test('a Content-Encoding that does not match the body is E_PROTOCOL', async (t) => {
  const s = await listen(t, (_q, res) => json(res, 200, '{"not":"gzip"}', { 'content-encoding': 'gzip' }));
  const ex = await client(t, s.base).send('GET', s.base, { purpose: 'crawl' });
  t.equal(ex.error?.code, 'E_PROTOCOL');
});

t.test('same-origin redirects are followed; the record keeps the address asked for', async (t) => {
  const s = await listen(t, (req, res) => {
    if (req.url === '/a') return void res.writeHead(301, { location: '/b' }).end();
    if (req.url === '/b') return void res.writeHead(307, { location: '/c' }).end();
    json(res, 200, '{"at":"c"}');
  });
  const ex = await client(t, s.base, { token: 'tok-r' }).send('GET', s.base + 'a', { purpose: 'crawl' });
  t.equal(ex.status, 200);
  t.equal(ex.body, '{"at":"c"}');
  t.equal(ex.request.url, s.base + 'a');
  t.same(
    s.seen.map((x) => x.path),
    ['/a', '/b', '/c'],
  );
});

t.test('a redirect loop is E_REDIRECT', async (t) => {
  const s = await listen(t, (req, res) => void res.writeHead(302, { location: req.url === '/a' ? '/b' : '/a' }).end());
  const ex = await client(t, s.base, { retries: 2 }).send('GET', s.base + 'a', { purpose: 'crawl' });
  t.equal(ex.error?.code, 'E_REDIRECT');
  t.match(ex.error?.message, /loop/);
  t.equal(s.seen.length, 2, 'not retried');
});

t.test('more than 5 redirects is E_REDIRECT', async (t) => {
  const s = await listen(t, (req, res) => void res.writeHead(302, { location: `/r${Number(req.url!.slice(2) || 0) + 1}` }).end());
  const ex = await client(t, s.base).send('GET', s.base + 'r0', { purpose: 'crawl' });
  t.equal(ex.error?.code, 'E_REDIRECT');
  t.equal(s.seen.length, 6, 'the first request and 5 hops');
});

t.test('a redirect to another origin is E_REDIRECT and nothing is sent there', async (t) => {
  const other = await listen(t, (_q, res) => json(res, 200, '{}'));
  const s = await listen(t, (_q, res) => void res.writeHead(302, { location: other.base + 'api/components/' }).end());
  const ex = await client(t, s.base, { token: 'tok-x' }).send('GET', s.base, { purpose: 'crawl' });
  t.equal(ex.error?.code, 'E_REDIRECT');
  t.match(ex.error?.message, /another origin/);
  t.equal(other.seen.length, 0);
});

t.test('write probes do not follow redirects', async (t) => {
  const s = await listen(t, (_q, res) => void res.writeHead(302, { location: '/elsewhere' }).end());
  const ex = await client(t, s.base).send('DELETE', s.base, { purpose: 'probe-write', credentials: false, followRedirects: false });
  t.equal(ex.status, 302);
  t.equal(s.seen.length, 1);
});

t.test('nothing listening is E_UNREACHABLE naming host and port', async (t) => {
  const port = await closedPort();
  const base = `http://127.0.0.1:${port}/`;
  const ex = await client(t, base, { retries: 1 }).send('GET', base, { purpose: 'crawl' });
  t.equal(ex.error?.code, 'E_UNREACHABLE');
  t.equal(ex.error?.message, `cannot connect to 127.0.0.1:${port} (connection refused)`);
});

t.test('HEAD is recorded with an empty body', async (t) => {
  const s = await listen(t, (_q, res) => json(res, 200, ''));
  const ex = await client(t, s.base).send('HEAD', s.base, { purpose: 'head' });
  t.equal(ex.status, 200);
  t.equal(ex.body, '');
  t.equal(s.seen[0]?.method, 'HEAD');
});

t.test('the request budget stops sending, retries included', async (t) => {
  const s = await listen(t, (_q, res) => json(res, 503, '{}'));
  const c = client(t, s.base, { retries: 5, maxRequests: 3, clock: fastClock() });
  await t.rejects(c.send('GET', s.base, { purpose: 'crawl' }), BudgetExceededError);
  t.equal(s.seen.length, 3);
  t.equal(c.requests, 3);
});

t.test('an address off the base origin is refused before anything is sent', async (t) => {
  const other = await listen(t, (_q, res) => json(res, 200, '{}'));
  const s = await listen(t, (_q, res) => json(res, 200, '{}'));
  await t.rejects(client(t, s.base).send('GET', other.base, { purpose: 'crawl' }), /off the base origin/);
  t.equal(other.seen.length, 0);
});
