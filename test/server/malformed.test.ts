import t from 'tap';
import { call, parseRaw, raw, serve } from './helpers.js';

const server = await serve(t);
const base = server.url;
const big = (n: number): string => 'a'.repeat(n);

/** Requests sent through the HTTP client: [description, method, path, expected status, extra]. */
const viaClient: [string, string, string, number, { headers?: Record<string, string>; body?: string }?][] = [
  ['POST on the list', 'POST', '/api/components/', 405],
  ['PUT on an instance', 'PUT', '/api/components/tessera/android-app/', 405, { body: '{}' }],
  ['PATCH on an instance', 'PATCH', '/api/components/tessera/android-app/', 405, { body: '{"name":"x"}' }],
  ['DELETE on statistics', 'DELETE', '/api/components/tessera/android-app/statistics/', 405],
  ['TRACE on the list', 'TRACE', '/api/components/', 405],
  ['PROPFIND on the list', 'PROPFIND', '/api/components/', 405],
  ['page=0', 'GET', '/api/components/?page=0', 404],
  ['page=-1', 'GET', '/api/components/?page=-1', 404],
  ['page=abc', 'GET', '/api/components/?page=abc', 404],
  ['page=1.5', 'GET', '/api/components/?page=1.5', 404],
  ['page past the last', 'GET', '/api/components/tessera/android-app/statistics/?page=2', 404],
  ['page=%00', 'GET', '/api/components/?page=%00', 404],
  ['encoded traversal in the project', 'GET', '/api/components/%2e%2e%2f/android/', 404],
  ['encoded traversal to the list', 'GET', '/api/components/tessera/%2e%2e/%2e%2e/', 404],
  ['literal dot segments', 'GET', '/api/components/../components/', 404],
  ['encoded slash in a slug', 'GET', '/api/components/tessera%2fandroid-app/x/', 404],
  ['bad percent-encoding in the path', 'GET', '/api/components/%zz/android/', 404],
  ['truncated percent-encoding in the path', 'GET', '/api/components/tessera/android-app%/', 404],
  ['bad percent-encoding in the format', 'GET', '/api/components/?format=%E0%A4%A', 404],
  ['unknown format', 'GET', '/api/components/?format=xml', 404],
  ['format=api&format=xml (last wins)', 'GET', '/api/components/?format=api&format=xml', 404],
  ['a 16 KB query string', 'GET', `/api/components/?q=${big(16 * 1024)}`, 431],
  ['a 64 KB path', 'GET', `/api/components/${big(64 * 1024)}/x/`, 431],
  ['a 32 KB header', 'GET', '/api/components/', 431, { headers: { 'x-filler': big(32 * 1024) } }],
  [
    'an unknown component with a JSON body on GET',
    'GET',
    '/api/components/tessera/none/',
    404,
    { headers: { 'content-type': 'application/json' }, body: '{"a":1}' },
  ],
  ['null bytes encoded in a slug', 'GET', '/api/components/%00/%00/', 404],
  ['a very long slug under the header limit', 'GET', `/api/components/${big(8000)}/x/statistics/`, 404],
];

for (const [what, method, path, status, extra] of viaClient) {
  t.test(`${what}: ${status} with a JSON body`, async (t) => {
    const r = await call(base, path, { method, ...extra });
    t.equal(r.status, status);
    t.equal(r.headers['content-type'], 'application/json');
    t.equal(r.headers.allow, 'GET, HEAD, OPTIONS');
    t.equal(r.headers.vary, 'Accept');
    t.type((r.json as { detail?: unknown } | undefined)?.detail, 'string', 'a {"detail": ...} body');
  });
}

/** Requests only a raw socket can send. */
const viaSocket: [string, string, number][] = [
  ['an unknown method', 'FOO /api/components/ HTTP/1.1\r\nHost: x\r\n\r\n', 400],
  ['CONNECT', 'CONNECT example.org:443 HTTP/1.1\r\nHost: example.org\r\n\r\n', 405],
  ['a space inside the request target', 'GET /api/com ponents/ HTTP/1.1\r\nHost: x\r\n\r\n', 400],
  ['a malformed header line', 'GET /api/components/ HTTP/1.1\r\nHost x\r\n\r\n', 400],
  [
    'Content-Length beside Transfer-Encoding',
    'GET /api/components/ HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    400,
  ],
  [
    'a POST with a broken chunked body (refused before the body is read)',
    'POST /api/components/ HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
    405,
  ],
  ['an unknown HTTP version', 'GET /api/components/ HTTP/9.9\r\nHost: x\r\n\r\n', 400],
  ['a request line of garbage bytes', '\u0001\u0002\u0003 \u00ff\r\n\r\n', 400],
];

for (const [what, text, status] of viaSocket) {
  t.test(`${what}: ${status} with a JSON body`, async (t) => {
    const answers = parseRaw(await raw(server.port, text));
    t.equal(answers.length, 1, 'one answer, then the connection closes');
    const a = answers[0]!;
    t.equal(a.status, status);
    t.equal(a.headers['content-type'], 'application/json');
    t.equal(a.headers.allow, 'GET, HEAD, OPTIONS');
    t.equal(a.headers.vary, 'Accept');
    t.type((JSON.parse(a.body) as { detail?: unknown }).detail, 'string');
  });
}

t.test('odd Accept values still get JSON', async (t) => {
  for (const accept of ['text/html', 'application/xml', '*/*;q=abc', '', 'application/json; version=99', '\u00e9t\u00e9'.replace(/[^\x20-\x7e]/g, 'x')]) {
    const r = await call(base, '/api/components/', { headers: { accept } });
    t.equal(r.status, 200, JSON.stringify(accept));
    t.equal(r.headers['content-type'], 'application/json');
  }
});

t.test('a request asking to upgrade the protocol is answered as the plain request it is', async (t) => {
  const answers = parseRaw(
    await raw(server.port, 'GET /api/components/tessera/android-app/ HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n'),
  );
  t.equal(answers.length, 1);
  t.equal(answers[0]!.status, 200);
  t.equal(answers[0]!.headers.vary, 'Accept');
  t.equal((JSON.parse(answers[0]!.body) as { slug: string }).slug, 'android-app');
});

t.test('HTTP/1.0 is answered and the connection closed', async (t) => {
  const answers = parseRaw(await raw(server.port, 'GET /api/components/tessera/android-app/ HTTP/1.0\r\n\r\n'));
  t.equal(answers.length, 1);
  t.equal(answers[0]!.status, 200);
  t.equal((JSON.parse(answers[0]!.body) as { slug: string }).slug, 'android-app');
});

t.test('pipelined requests are answered in order on one connection', async (t) => {
  const text =
    'GET /api/components/tessera/android-app/ HTTP/1.1\r\nHost: x\r\n\r\n' +
    'HEAD /api/components/ HTTP/1.1\r\nHost: x\r\n\r\n' +
    'POST /api/components/ HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}' +
    'GET /api/components/nope/nope/ HTTP/1.1\r\nHost: x\r\n\r\n' +
    'GET /api/components/fjord-weather/widgets/statistics/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n';
  const answers = parseRaw(await raw(server.port, text), ['GET', 'HEAD', 'POST', 'GET', 'GET']);
  t.same(
    answers.map((a) => a.status),
    [200, 200, 405, 404, 200],
  );
  t.equal(answers[1]!.body, '', 'HEAD has no body');
  t.equal((JSON.parse(answers[4]!.body) as { count: number }).count, 5);
});

t.test('a GET with a large body is answered and the connection stays usable', async (t) => {
  const r = await call(base, '/api/components/', { body: big(256 * 1024), headers: { 'content-type': 'text/plain' } });
  t.equal(r.status, 200);
  t.equal((r.json as { count: number }).count, 14);
});

t.test('after all of it the server answers normally', async (t) => {
  const r = await call(base, '/api/components/orbit-notes/android/statistics/?page=3');
  t.equal(r.status, 200);
  t.equal((r.json as { results: unknown[] }).results.length, 14);
});
