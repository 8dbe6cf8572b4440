/**
 * Every exit 2 says why on stderr in exactly one `stringent: E_CODE: message` line, whatever stopped
 * the run (a rate limit, an unavailable server, the deadline, refused credentials, a refused
 * connection); an answer that is a condition (429, 5xx, 401/403, no answer) is never followed by
 * advice about the base URL; credentials given with --header are told they were refused; and the
 * rate-limit warning offers a token only to a run that gave none.
 */
import t from 'tap';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { main } from '../src/cli.js';
import { memoryIo } from './report/fixtures.js';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, base: string) => void;

async function serve(t: { teardown(f: () => void): void }, handler: Handler): Promise<string> {
  let base = '';
  const server = http.createServer((req, res) => handler(req, res, base));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.teardown(() => server.close());
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return base;
}

const json = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  void res.writeHead(status, { 'content-type': 'application/json', vary: 'Accept', ...headers }).end(JSON.stringify(body));

const codeLines = (err: string) => err.split('\n').filter((l) => /^stringent: E_[A-Z_]+: /.test(l));

const conditions: [string, Handler, string[], string][] = [
  [
    'a 429 that asks to wait beyond --max-wait',
    (_q, res) => json(res, 429, { detail: 'Request was throttled.' }, { 'retry-after': '3600' }),
    [],
    'E_RATE_LIMITED',
  ],
  ['a 503 that outlasts the retries', (_q, res) => void res.writeHead(503, { 'retry-after': '0' }).end('down'), [], 'E_UNAVAILABLE'],
  [
    'a first answer slower than --deadline',
    (_q, res) => void setTimeout(() => json(res, 200, { count: 0, next: null, previous: null, results: [] }), 3000).unref(),
    ['--deadline', '1s'],
    'E_DEADLINE',
  ],
  ['a 401 to a run without credentials', (_q, res) => json(res, 401, { detail: 'Authentication credentials were not provided.' }), [], 'E_AUTH'],
];

for (const [name, handler, args, code] of conditions) {
  for (const quiet of [false, true]) {
    t.test(`${name}${quiet ? ' (--quiet)' : ''}: exit 2, one ${code} line on stderr, no base-URL advice`, async (t) => {
      const base = await serve(t, handler);
      const io = memoryIo();
      t.equal(await main(['check', base, '--retries', '1', '--max-wait', '1', ...args, ...(quiet ? ['--quiet'] : [])], io), 2);
      const lines = codeLines(io.err());
      t.equal(lines.length, 1, io.err());
      t.match(lines[0], new RegExp(`^stringent: ${code}: `));
      t.notMatch(io.err(), /base URL/, 'no advice about the base URL');
      t.notMatch(io.err(), /answered 0 /, 'no placeholder status');
    });
  }
}

t.test('a refused connection: one E_UNREACHABLE line, no base-URL advice', async (t) => {
  const server = http.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((r) => server.close(() => r()));
  const io = memoryIo();
  t.equal(await main(['check', `http://127.0.0.1:${port}/`, '--retries', '0'], io), 2);
  const lines = codeLines(io.err());
  t.equal(lines.length, 1, io.err());
  t.match(lines[0], /^stringent: E_UNREACHABLE: /);
  t.notMatch(io.err(), /base URL may be wrong/);
});

t.test('a 500 first answer is judged, never blamed on the base URL; a 200 that is no list still is', async (t) => {
  const base = await serve(t, (_q, res) => json(res, 500, { detail: 'Server Error' }));
  const io = memoryIo();
  await main(['check', base, '--retries', '0'], io);
  t.notMatch(io.err(), /base URL may be wrong/);
  const page = await serve(t, (_q, res) => json(res, 200, { hello: 'world' }));
  const io2 = memoryIo();
  await main(['check', page, '--retries', '0'], io2);
  t.match(io2.err(), /answered 200 without a JSON list envelope; the base URL may be wrong/, 'the advice stands where it applies');
});

t.test('credentials given with --header that are refused are told so, not asked for', async (t) => {
  const base = await serve(t, (_q, res) => json(res, 403, { detail: 'Invalid token.' }));
  const io = memoryIo();
  t.equal(await main(['check', base, '--header', 'Authorization: Token abcdefgh12345678'], io), 2);
  const lines = codeLines(io.err());
  t.equal(lines.length, 1);
  t.match(lines[0], /^stringent: E_AUTH: the credentials given with --header authorization were refused: .* answered 403/);
  t.notMatch(io.err(), /needs a token|give one with --token/);
  t.notMatch(io.err(), /abcdefgh12345678/, 'the value is not shown');
  const token = memoryIo();
  t.equal(await main(['check', base, '--token', 'abcdefgh12345678'], token), 2);
  t.match(token.err(), /E_AUTH: the token was rejected/);
  const none = memoryIo();
  t.equal(await main(['check', base], none), 2);
  t.match(none.err(), /E_AUTH: the deployment needs a token/);
});

t.test('the rate-limit warning offers a token only to a run that gave none', async (t) => {
  const reset = String(Math.floor(Date.now() / 1000) + 3600);
  const results = Array.from({ length: 20 }, (_, i) => ({ name: `C${i}`, slug: `c${i}` }));
  const base = await serve(t, (req, res) => {
    if (req.url?.startsWith('/api/components/') && req.url.split('?')[0] === '/api/components/')
      return json(
        res,
        200,
        { count: 200, next: null, previous: null, results },
        { 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': '5', 'x-ratelimit-reset': reset },
      );
    json(res, 429, { detail: 'throttled' }, { 'retry-after': '3600' });
  });
  const anonymous = memoryIo();
  await main(['check', base, '--retries', '0', '--max-wait', '1', '--reporter', 'json'], anonymous);
  t.match(anonymous.err(), /warning: .*ways out: .*a token \(/, 'without credentials, a token is a way out');
  for (const given of [
    ['--token', 'abcdefgh12345678'],
    ['--header', 'Authorization: Token abcdefgh12345678'],
  ]) {
    const io = memoryIo();
    await main(['check', base, '--retries', '0', '--max-wait', '1', '--reporter', 'json', ...given], io);
    t.match(io.err(), /warning: .*ways out: /, `${given[0]}: warned`);
    t.notMatch(io.err(), /a token \(/, `${given[0]}: no token offered to a run that gave one`);
  }
});
