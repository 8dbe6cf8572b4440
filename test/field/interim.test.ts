/**
 * 1xx interim answers (100, 102, 103, several in a row) before the answer: RFC 9110 §15.2 says a
 * client must accept those it did not expect, as a CDN or proxy may send them. Each method, and a
 * whole check against a correct server that sends them, judges as without them.
 */
import t, { type Test } from 'tap';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { HttpClient } from '../../src/crawl/http.js';
import { check } from '../../src/run/check.js';
import { startServer } from '../../reference-server/index.js';

/** A raw server: each request on its own connection gets `interim` first, then what `answer` gives. */
async function rawServer(t: Test, interim: string, answer: (method: string, path: string) => Promise<string | Buffer> | string): Promise<string> {
  const server = net.createServer((socket) => {
    let head = '';
    socket.on('data', (chunk) => {
      head += chunk.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      const [method = 'GET', path = '/'] = head.split(' ');
      head = '';
      void Promise.resolve(answer(method, path)).then(
        (a) => socket.end(Buffer.concat([Buffer.from(interim, 'latin1'), Buffer.isBuffer(a) ? a : Buffer.from(a, 'latin1')])),
        () => socket.destroy(),
      );
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

const OK = 'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\nallow: GET, HEAD, OPTIONS\r\ncontent-length: 2\r\nconnection: close\r\n\r\n{}';
const FORMS: Record<string, string> = {
  '100 Continue, unasked for': 'HTTP/1.1 100 Continue\r\n\r\n',
  '102 Processing': 'HTTP/1.1 102 Processing\r\n\r\n',
  '103 Early Hints with a Link': 'HTTP/1.1 103 Early Hints\r\nlink: </style.css>; rel=preload\r\n\r\n',
  'several in a row': 'HTTP/1.1 103 Early Hints\r\n\r\nHTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 102 Processing\r\n\r\n',
};

for (const [name, interim] of Object.entries(FORMS)) {
  t.test(`${name}: skipped on GET, HEAD and OPTIONS`, async (t) => {
    const base = await rawServer(t, interim, (method) => (method === 'HEAD' ? OK.replace('{}', '') : OK));
    const c = new HttpClient({ baseUrl: base, timeoutMs: 2000, retries: 0, maxBodySize: 1 << 20, maxRequests: 100, connections: 2 });
    t.teardown(() => c.close());
    for (const method of ['GET', 'HEAD', 'OPTIONS'] as const) {
      const ex = await c.send(method, base, { purpose: 'crawl' });
      t.equal(ex.error, undefined, `${method}: no kit error`);
      t.equal(ex.status, 200, `${method}: the final answer`);
      if (method === 'GET') t.equal(ex.body, '{}');
      if (method === 'HEAD') t.notOk(ex.headBodyBytes, 'the raw HEAD probe skips interim answers too');
    }
    t.equal(c.interimFallbacks > 0, interim.includes(' 100 '), 'node:http was needed only where undici refuses the 100');
  });
}

t.test('an endless stream of interim answers ends by --timeout', async (t) => {
  const server = net.createServer((socket) => {
    socket.once('data', () => {
      const timer = setInterval(() => socket.write('HTTP/1.1 102 Processing\r\n\r\n'), 50);
      socket.on('close', () => clearInterval(timer));
      socket.on('error', () => clearInterval(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => {
    server.close();
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const c = new HttpClient({ baseUrl: base, timeoutMs: 800, retries: 0, maxBodySize: 1 << 20, maxRequests: 10, connections: 1 });
  t.teardown(() => c.close());
  const started = performance.now();
  const ex = await c.send('GET', base, { purpose: 'crawl' });
  t.equal(ex.error?.code, 'E_TIMEOUT');
  t.ok(performance.now() - started < 5000, 'it did not wait forever');
});

t.test('a correct server behind a proxy that sends 103 and 100 before every answer is judged as without them', async (t) => {
  const up = await startServer();
  t.teardown(() => up.close());
  const clean = await check({ baseUrl: up.url });
  const base = await rawServer(t, FORMS['several in a row']!, async (method, path) => {
    const a = await fetch(new URL(path, up.url), { method, headers: { 'accept-encoding': 'identity' } });
    const body = Buffer.from((await a.text()).replaceAll(up.url, proxied));
    const headers = [...a.headers].filter(([k]) => !['content-length', 'connection', 'keep-alive', 'transfer-encoding'].includes(k));
    const lines = headers.map(([k, v]) => `${k}: ${v}\r\n`).join('');
    const head = Buffer.from(
      `HTTP/1.1 ${a.status} X\r\n${lines}content-length: ${method === 'HEAD' ? Number(a.headers.get('content-length') ?? 0) : body.length}\r\nconnection: close\r\n\r\n`,
      'latin1',
    );
    return method === 'HEAD' ? head : Buffer.concat([head, body]);
  });
  const proxied = base;
  const r = await check({ baseUrl: base });
  t.same(r.report.kitErrors, []);
  t.same(r.report.summary, clean.report.summary, 'the same verdict, requirement by requirement');
  t.ok(r.report.interimFallbacks! > 0, 'the report says node:http was needed for the unasked-for 100');
});
