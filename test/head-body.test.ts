/**
 * HEAD bodies are invisible to HTTP clients: the kit looks at the wire. A server that sends bytes
 * after a HEAD answer's headers fails MTH-HEAD — on a later page of a list too — and a server that
 * does not is not flagged.
 */
import t from 'tap';
import net, { type AddressInfo } from 'node:net';
import { check } from '../src/run/check.js';
import { HttpClient } from '../src/crawl/http.js';
import { bytesAfterHeadAnswer } from '../src/crawl/wire.js';
import { HEADERS, startFixture } from './hostile/server.js';

const BODY = '{"count":1,"next":null,"previous":null,"results":[]}';

/**
 * A raw HTTP/1.1 server: every request gets BODY as a JSON answer; with `headBody`, HEAD answers
 * carry the body too (what node:http would never send). Honours pipelining and Connection: close.
 */
async function rawServer(t: { teardown(fn: () => unknown): void }, headBody: boolean): Promise<{ base: string; seen: string[] }> {
  const seen: string[] = [];
  const server = net.createServer((socket) => {
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1');
      for (let end = buffered.indexOf('\r\n\r\n'); end >= 0; end = buffered.indexOf('\r\n\r\n')) {
        const head = buffered.slice(0, end);
        buffered = buffered.slice(end + 4);
        const method = head.split(' ')[0]!;
        seen.push(method);
        const close = /\r\nconnection: close/i.test(head);
        const body = method !== 'HEAD' || headBody ? BODY : '';
        socket.write(
          `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\nallow: GET, HEAD, OPTIONS\r\nvary: Accept\r\n` +
            `content-length: ${BODY.length}\r\n${close ? 'connection: close\r\n' : ''}\r\n${body}`,
        );
        if (close) socket.end();
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}/`, seen };
}

function client(t: { teardown(fn: () => unknown): void }, base: string, maxRequests = 100): HttpClient {
  const c = new HttpClient({ baseUrl: base, timeoutMs: 2000, retries: 0, maxBodySize: 1 << 20, maxRequests, connections: 1 });
  t.teardown(() => c.close());
  return c;
}

t.test('a HEAD answered with a body: the bytes after its headers are counted', async (t) => {
  const s = await rawServer(t, true);
  const c = client(t, s.base);
  const ex = await c.send('HEAD', s.base, { purpose: 'head' });
  t.equal(ex.status, 200);
  t.equal(ex.body, '', 'undici shows no body');
  t.equal(ex.headBodyBytes, BODY.length, 'the wire does');
  t.equal(c.requests, 3, 'the HEAD and the two pipelined HEADs of the probe are counted');
  t.same(s.seen, ['HEAD', 'HEAD', 'HEAD']);
});

t.test('a HEAD answered without a body: zero bytes', async (t) => {
  const s = await rawServer(t, false);
  const ex = await client(t, s.base).send('HEAD', s.base, { purpose: 'head' });
  t.equal(ex.headBodyBytes, 0);
});

t.test('the probe counts against the request budget: a HEAD takes three requests of it', async (t) => {
  const s = await rawServer(t, false);
  await t.rejects(client(t, s.base, 2).send('HEAD', s.base, { purpose: 'head' }), { code: 'E_BUDGET' });
  t.same(s.seen, [], 'nothing was sent');
  const c = client(t, s.base, 3);
  await c.send('HEAD', s.base, { purpose: 'head' });
  t.equal(c.requests, 3);
  await t.rejects(c.send('GET', s.base, { purpose: 'crawl' }), { code: 'E_BUDGET' });
});

t.test('the probe sends the token, like the HEAD itself', async (t) => {
  const lines: string[] = [];
  const server = net.createServer((socket) => {
    socket.on('data', (chunk) => {
      lines.push(chunk.toString('latin1'));
      socket.end('HTTP/1.1 200 OK\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const c = new HttpClient({ baseUrl: base, timeoutMs: 2000, retries: 0, maxBodySize: 1024, maxRequests: 10, connections: 1, token: 'tok-h' });
  t.teardown(() => c.close());
  const ex = await c.send('HEAD', base, { purpose: 'head' });
  t.equal(ex.headBodyBytes, 0, 'a server that closes after the first answer: nothing after it');
  t.ok(
    lines.every((l) => l.includes('authorization: Token tok-h')),
    'each request on the wire carries the token',
  );
});

t.test('bytesAfterHeadAnswer: body before the second status line, 1xx skipped, not HTTP', (t) => {
  const answer = 'HTTP/1.1 200 OK\r\ncontent-length: 5\r\n\r\n';
  t.equal(bytesAfterHeadAnswer(Buffer.from(answer + answer)), 0);
  t.equal(bytesAfterHeadAnswer(Buffer.from(answer + 'hello' + answer)), 5);
  t.equal(bytesAfterHeadAnswer(Buffer.from(answer + 'hello')), 5, 'the connection closed after the body');
  t.equal(bytesAfterHeadAnswer(Buffer.from('HTTP/1.1 100 Continue\r\n\r\n' + answer + 'ab' + answer)), 2);
  t.equal(bytesAfterHeadAnswer(Buffer.from('\x15\x03\x01\x00\x02\x02\x46')), undefined);
  t.end();
});

t.test('check: HEAD with a body on page 2 of a statistics list fails MTH-HEAD there, and only there', async (t) => {
  const f = await startFixture({
    components: 2,
    translations: 25,
    override: (req, res, ctx) => {
      if (req.method !== 'HEAD' || !ctx.url.pathname.endsWith('/statistics/') || ctx.url.searchParams.get('page') !== '2') return false;
      const text = JSON.stringify({ detail: 'a body HEAD must not have' });
      res.writeHead(200, { ...HEADERS, 'content-length': Buffer.byteLength(text) });
      res.end();
      // What node:http never sends for HEAD: the body, right after the headers.
      res.socket?.write(text);
      return true;
    },
  });
  t.teardown(() => f.close());
  const { report, exitCode } = await check({ baseUrl: f.base, timeout: 5, retries: 1 });
  t.equal(exitCode, 1);
  t.same(report.kitErrors, []);
  t.same(
    report.findings.map((x) => [x.requirement, x.url, x.method]),
    [['MTH-HEAD', `${f.base}api/components/demo/comp-1/statistics/?page=2`, 'HEAD']],
  );
  t.match(report.findings[0]!.message, /a body of \d+ bytes/);
});

t.test('check: the same deployment with bodiless HEAD answers passes MTH-HEAD, page 2 included', async (t) => {
  const f = await startFixture({ components: 2, translations: 25 });
  t.teardown(() => f.close());
  const { report, exitCode } = await check({ baseUrl: f.base, timeout: 5, retries: 0 });
  t.equal(exitCode, 0);
  t.same(report.findings, []);
  t.ok(
    f.requests.some((r) => r.method === 'HEAD' && r.path.endsWith('/statistics/?page=2')),
    'a later page got a HEAD',
  );
  t.equal(report.requirements.find((r) => r.id === 'MTH-HEAD')?.status, 'passed');
});
