/**
 * Malformed requests of every kind (odd methods, Accept values, encoded traversal, 64 KB targets,
 * bad percent-encoding, odd page and format values, duplicate parameters, bytes that are not HTTP)
 * are each answered 4xx with a JSON body, never 5xx, never a hang; afterwards the server answers
 * normally and holds no connection.
 */
import t from 'tap';
import net from 'node:net';
import { call, parseRaw, raw, serve } from './helpers.js';

const server = await serve(t);
const base = server.url;
const big = (n: number, unit = 'a'): string => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);

interface Seen {
  status: number;
  contentType: string | undefined;
  body: string;
}

/** What is wrong with the answer to a malformed request; empty when it is a 4xx JSON error. */
function problems(a: Seen): string[] {
  const out: string[] = [];
  if (a.status < 400 || a.status > 499) out.push(`status ${a.status} is not 4xx`);
  if (a.contentType !== 'application/json') out.push(`content-type ${JSON.stringify(a.contentType)}`);
  let detail: unknown;
  try {
    detail = (JSON.parse(a.body) as { detail?: unknown }).detail;
  } catch {
    out.push(`body is not JSON: ${JSON.stringify(a.body.slice(0, 80))}`);
    return out;
  }
  if (typeof detail !== 'string') out.push('body has no "detail" text');
  return out;
}

t.test('the verdict rejects a 5xx, a 200, a bare 400 and an HTML 404, and accepts a 404 JSON error', async (t) => {
  t.same(problems({ status: 500, contentType: 'application/json', body: '{"detail":"A server error occurred."}' }), ['status 500 is not 4xx']);
  t.same(problems({ status: 200, contentType: 'application/json', body: '{"detail":"x"}' }), ['status 200 is not 4xx']);
  t.same(problems({ status: 400, contentType: undefined, body: '' }), ['content-type undefined', 'body is not JSON: ""']);
  t.same(problems({ status: 404, contentType: 'text/html', body: '<h1>Not Found</h1>' }), [
    'content-type "text/html"',
    'body is not JSON: "<h1>Not Found</h1>"',
  ]);
  t.same(problems({ status: 404, contentType: 'application/json', body: '[]' }), ['body has no "detail" text']);
  t.same(problems({ status: 404, contentType: 'application/json', body: '{"detail":"Not found."}' }), []);
});

const STATS = '/api/components/orbit-notes/android/statistics/'; // 54 items: pages 1 to 3
const INSTANCE = '/api/components/tessera/android-app/';
const UNKNOWN = '/api/components/tessera/no-such-component/';

/** Sent with the HTTP client: [description, method, target, expected status, headers]. */
type ClientCase = [string, string, string, number, Record<string, string>?];

const methods: ClientCase[] = [
  ['PROPPATCH on an instance', 'PROPPATCH', INSTANCE, 405],
  ['MKCOL on the list', 'MKCOL', '/api/components/', 405],
  ['COPY on statistics', 'COPY', STATS, 405, { destination: '/api/components/x/y/' }],
  ['MOVE on an instance', 'MOVE', INSTANCE, 405, { destination: '/api/components/x/y/' }],
  ['LOCK on an instance', 'LOCK', INSTANCE, 405],
  ['UNLOCK on an instance', 'UNLOCK', INSTANCE, 405],
  ['SEARCH on the list', 'SEARCH', '/api/components/', 405],
  ['PURGE on the list', 'PURGE', '/api/components/', 405],
  ['REPORT on statistics', 'REPORT', STATS, 405],
  ['M-SEARCH on the list', 'M-SEARCH', '/api/components/', 405],
  ['LINK on an instance', 'LINK', INSTANCE, 405],
  ['TRACE with Max-Forwards on an instance', 'TRACE', INSTANCE, 405, { 'max-forwards': '0' }],
  ['DELETE on an unknown component', 'DELETE', UNKNOWN, 405],
  ['OPTIONS on an unknown component', 'OPTIONS', UNKNOWN, 404],
  ['a method name of 1000 letters', big(1000, 'X'), '/api/components/', 400],
];

const accepts: ClientCase[] = [
  ['Accept: text/html on an unknown component', 'GET', UNKNOWN, 404, { accept: 'text/html' }],
  ['Accept: */*;q=0 on an unknown component', 'GET', UNKNOWN, 404, { accept: '*/*;q=0' }],
  ['Accept of garbage on a bad page', 'GET', `${STATS}?page=zero`, 404, { accept: ';;;,,,=== /// q=q' }],
  ['an 8 KB Accept on an unknown component', 'GET', UNKNOWN, 404, { accept: big(8 * 1024, 'text/x-a, ') }],
  ['Accept: application/xml on a POST', 'POST', '/api/components/', 405, { accept: 'application/xml' }],
  [
    'Accept: text/html;q=1, application/json;q=0 on a page past the last',
    'GET',
    `${STATS}?page=4`,
    404,
    {
      accept: 'text/html;q=1, application/json;q=0',
    },
  ],
];

const traversal: ClientCase[] = [
  ['%2e%2e%2f towards /etc/passwd', 'GET', '/api/components/%2e%2e%2f%2e%2e%2fetc%2fpasswd/x/', 404],
  ['%2E%2E/ as both slugs', 'GET', '/api/components/%2E%2E/%2E%2E/', 404],
  ['..%2f in a slug', 'GET', '/api/components/tessera/..%2f/', 404],
  ['double-encoded %252e%252e', 'GET', '/api/components/%252e%252e/%252e%252e/', 404],
  ['encoded backslashes ..%5c..%5c', 'GET', '/api/components/..%5c..%5c/x/', 404],
  ['literal backslashes', 'GET', '/api/components/tessera\\android-app/', 404],
  ['backslash traversal', 'GET', '/api/components/..\\..\\..\\etc\\passwd/x/', 404],
  ['%2e%2e between instance and statistics', 'GET', '/api/components/tessera/android-app/%2e%2e/statistics/', 404],
  ['%2e%2e before the api prefix', 'GET', '/api/%2e%2e/api/components/', 404],
  ['a dot segment before the slugs', 'GET', '/api/components/./tessera/android-app/', 404],
  ['a doubled leading slash', 'GET', '//api/components/', 404],
  ['traversal after statistics', 'GET', `${STATS}..%2f..%2f`, 404],
];

const oversized: ClientCase[] = [
  ['a 64 KB path of %2e%2e%2f', 'GET', `/api/components/${big(64 * 1024, '%2e%2e%2f')}/x/`, 431],
  ['a 64 KB page value', 'GET', `/api/components/?page=${big(64 * 1024, '9')}`, 431],
  ['a 64 KB component slug under statistics', 'GET', `/api/components/tessera/${big(64 * 1024)}/statistics/`, 431],
];

const encoding: ClientCase[] = [
  ['a lone % as the project', 'GET', '/api/components/%/x/', 404],
  ['%c3%28 (invalid UTF-8) as the project', 'GET', '/api/components/%c3%28/x/', 404],
  ['%00 at the end of a slug', 'GET', '/api/components/tessera/android-app%00/', 404],
  ['%ff%fe in a statistics path', 'GET', '/api/components/%ff%fe/x/statistics/', 404],
  ['a truncated multi-byte sequence in a slug', 'GET', '/api/components/tessera/%e0%a4%a/', 404],
  ['page=%zz', 'GET', `${STATS}?page=%zz`, 404],
  ['page=%c3%28', 'GET', `${STATS}?page=%c3%28`, 404],
  ['page=1%00', 'GET', `${STATS}?page=1%00`, 404],
  ['page=%', 'GET', `${STATS}?page=%`, 404],
  ['format=%zz', 'GET', `${STATS}?format=%zz`, 404],
];

const pages: ClientCase[] = [
  ['page=0 on statistics', 'GET', `${STATS}?page=0`, 404],
  ['page=-1 on statistics', 'GET', `${STATS}?page=-1`, 404],
  ['page=abc on statistics', 'GET', `${STATS}?page=abc`, 404],
  ['page=1.5 on statistics', 'GET', `${STATS}?page=1.5`, 404],
  ['page=1.0', 'GET', `${STATS}?page=1.0`, 404],
  ['page=1e3', 'GET', `${STATS}?page=1e3`, 404],
  ['page=+1 (a space and 1)', 'GET', `${STATS}?page=+1`, 404],
  ['page=%2B1 (a plus sign and 1)', 'GET', `${STATS}?page=%2B1`, 404],
  ['page=0x1', 'GET', `${STATS}?page=0x1`, 404],
  ['page=99999999999999999999', 'GET', `${STATS}?page=99999999999999999999`, 404],
  ['page=00', 'GET', `${STATS}?page=00`, 404],
  ['page=%20 (whitespace only)', 'GET', `${STATS}?page=%20`, 404],
  ['page=%201 (leading space)', 'GET', `${STATS}?page=%201`, 404],
  ['page=1%20 (trailing space)', 'GET', `${STATS}?page=1%20`, 404],
  ['page=%091 (leading tab)', 'GET', `${STATS}?page=%091`, 404],
  ['page=١ (Arabic-Indic digit one)', 'GET', `${STATS}?page=%D9%A1`, 404],
  ['page=１ (full-width digit one)', 'GET', `${STATS}?page=%EF%BC%91`, 404],
  ['page=last', 'GET', `${STATS}?page=last`, 404],
  ['page=Infinity', 'GET', `${STATS}?page=Infinity`, 404],
  ['page=NaN', 'GET', `${STATS}?page=NaN`, 404],
  ['page=4 on statistics of three pages', 'GET', `${STATS}?page=4`, 404],
];

const formats: ClientCase[] = [
  ['format=API (upper case)', 'GET', `${STATS}?format=API`, 404],
  ['format=json%00', 'GET', `${STATS}?format=json%00`, 404],
  ['format=api%20', 'GET', `${STATS}?format=api%20`, 404],
  ['format=html', 'GET', '/api/components/?format=html', 404],
  ['format=api.json', 'GET', `${INSTANCE}?format=api.json`, 404],
  ['format=yaml on an instance', 'GET', `${INSTANCE}?format=yaml`, 404],
];

const duplicates: ClientCase[] = [
  ['page=1&page=2 on the one-page list (the last wins)', 'GET', '/api/components/?page=1&page=2', 404],
  ['page=2&page=abc on statistics', 'GET', `${STATS}?page=2&page=abc`, 404],
  ['page=1&page=4 on statistics', 'GET', `${STATS}?page=1&page=4`, 404],
  ['format=json&format=yaml', 'GET', `${STATS}?format=json&format=yaml`, 404],
  ['format=api&page=1&format=xml', 'GET', `${STATS}?format=api&page=1&format=xml`, 404],
];

const groups: [string, ClientCase[]][] = [
  ['odd method', methods],
  ['Accept value', accepts],
  ['encoded traversal', traversal],
  ['64 KB target', oversized],
  ['bad percent-encoding', encoding],
  ['odd page', pages],
  ['odd format', formats],
  ['duplicate parameter', duplicates],
];

for (const [group, cases] of groups) {
  for (const [what, method, path, status, headers] of cases) {
    t.test(`${group}: ${what} is answered ${status} with a JSON error`, async (t) => {
      const r = await call(base, path, { method, ...(headers ? { headers } : {}) });
      t.same(problems({ status: r.status, contentType: r.headers['content-type'], body: r.body }), []);
      t.equal(r.status, status);
      t.equal(r.headers.allow, 'GET, HEAD, OPTIONS');
      t.equal(r.headers.vary, 'Accept');
    });
  }
}

/** Sent on a raw socket, because an HTTP client refuses to send them: [description, bytes, expected status]. */
const viaSocket: [string, string | Buffer, number][] = [
  ['a lower-case get', 'get /api/components/ HTTP/1.1\r\nHost: x\r\n\r\n', 400],
  ['a mixed-case Get', 'Get /api/components/ HTTP/1.1\r\nHost: x\r\n\r\n', 400],
  ['a method name of 20000 letters', `${big(20_000, 'G')} /api/components/ HTTP/1.1\r\nHost: x\r\n\r\n`, 400],
  ['a request line with no version', 'GET /api/components/\r\n\r\n', 400],
  ['an HTTP/1.1 request without Host', 'GET /api/components/ HTTP/1.1\r\n\r\n', 400],
  ['a header line without a colon', 'GET /api/components/ HTTP/1.1\r\nHost: x\r\nX-Forwarded-For\r\n\r\n', 400],
  ['a space before a header colon', 'GET /api/components/ HTTP/1.1\r\nHost : x\r\n\r\n', 400],
  ['a folded header line', 'GET /api/components/ HTTP/1.1\r\nHost: x\r\nX-A: a\r\n  b\r\n\r\n', 400],
  ['bare LF line ends', 'GET /api/components/ HTTP/1.1\nHost: x\n\n', 400],
  ['a tab between method and target', 'GET\t/api/components/ HTTP/1.1\r\nHost: x\r\n\r\n', 400],
  ['raw UTF-8 bytes in the target', Buffer.from('GET /api/components/é/x/ HTTP/1.1\r\nHost: x\r\n\r\n', 'utf8'), 400],
  ['a NUL byte in a header value', 'GET /api/components/ HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n', 400],
  ['a control byte in Accept', 'GET /api/components/ HTTP/1.1\r\nHost: x\r\nAccept: text/\u0001html\r\n\r\n', 400],
  ['two different Content-Length values', 'GET /api/components/ HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab', 400],
  ['a Content-Length that is not a number', 'GET /api/components/ HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n', 400],
  ['a TLS ClientHello (not HTTP at all)', Buffer.from(`16030100a5010000a10303${'00'.repeat(40)}`, 'hex'), 400],
  ['the HTTP/2 connection preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', 400],
  ['an SSH banner', 'SSH-2.0-OpenSSH_9.6\r\n\r\n', 400],
  ['binary noise', Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 151 + 7) % 256)), 400],
  ['a 64 KB path', `GET /api/components/${big(64 * 1024)}/ HTTP/1.1\r\nHost: x\r\n\r\n`, 431],
  ['an absolute-form target naming another host', 'GET http://elsewhere.example/api/components/x/y/ HTTP/1.1\r\nHost: x\r\n\r\n', 404],
  ['OPTIONS *', 'OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n', 404],
];

for (const [what, bytes, status] of viaSocket) {
  t.test(`raw socket: ${what} is answered ${status} with a JSON error`, async (t) => {
    const answers = parseRaw(await raw(server.port, bytes));
    t.equal(answers.length, 1, 'one answer');
    const a = answers[0];
    if (!a) return;
    t.same(problems({ status: a.status, contentType: a.headers['content-type'], body: a.body }), []);
    t.equal(a.status, status);
    t.equal(a.headers.allow, 'GET, HEAD, OPTIONS');
  });
}

t.test('an empty page value is page 1 and odd Accept values on a good address get 200 JSON', async (t) => {
  const empty = await call(base, `${STATS}?page=`);
  t.equal(empty.status, 200, 'page= is page 1, as in Django REST framework');
  t.equal((empty.json as { previous: unknown }).previous, null);
  for (const accept of ['*/*;q=0', big(8 * 1024, 'text/x-a, '), ';;;,,,===']) {
    const r = await call(base, STATS, { headers: { accept } });
    t.equal(r.status, 200, `Accept ${JSON.stringify(accept.slice(0, 20))}`);
    t.equal(r.headers['content-type'], 'application/json');
  }
});

/** Polls `server.connections()` until it is `want` or `ms` pass; resolves with the last count. */
async function settle(want: number, ms = 5000): Promise<number> {
  const until = Date.now() + ms;
  let n = await server.connections();
  while (n !== want && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 25));
    n = await server.connections();
  }
  return n;
}

t.test('a client that keeps its side open after a malformed request does not hold the connection', async (t) => {
  t.equal(await settle(0), 0, 'no connection before');
  const socket = net.connect({ port: server.port, host: '127.0.0.1', allowHalfOpen: true });
  t.teardown(() => socket.destroy());
  socket.on('error', () => undefined);
  let got = '';
  const answered = new Promise<void>((resolve) => socket.on('end', resolve));
  socket.setEncoding('latin1').on('data', (d: string) => (got += d));
  socket.write('\u0016\u0003\u0001 not http\r\n\r\n');
  await Promise.race([answered, new Promise((r) => setTimeout(r, 5000))]);
  t.match(got, /^HTTP\/1\.1 400 /, 'the answer arrives');
  t.equal(await server.connections(), 1, 'the connection is still open right after the answer');
  t.equal(await settle(0), 0, 'the server closes it although the client never does');
});

t.test('after all of it the server answers a normal GET and holds no connection', async (t) => {
  const r = await call(base, `${STATS}?page=3`);
  t.equal(r.status, 200);
  t.equal((r.json as { results: unknown[] }).results.length, 14);
  t.equal(await settle(0), 0);
});
