/**
 * Reaching a real deployment: --header (base origin only, credentials masked), HTTP_PROXY /
 * HTTPS_PROXY / NO_PROXY, --ca and --insecure against a self-signed https server, and E_TLS when
 * the scheme does not match what the port speaks. Real sockets throughout.
 */
import t from 'tap';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { check } from '../src/run/check.js';
import { main } from '../src/cli.js';
import type { Report } from '../src/generated/report.js';
import { startServer } from '../reference-server/index.js';
import { sendJson, startFixture } from './hostile/server.js';

type Test = { teardown(fn: () => unknown): void };

function capture(env: Record<string, string> = {}) {
  const out = { stdout: '', stderr: '' };
  const io = { stdout: { write: (s: string) => (out.stdout += s) }, stderr: { write: (s: string) => (out.stderr += s) }, env };
  return { io, out };
}

async function listening(t: Test, server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(
    () =>
      new Promise<void>((resolve) => {
        (server as http.Server).closeAllConnections?.();
        server.close(() => resolve());
      }),
  );
  return (server.address() as AddressInfo).port;
}

t.test('--header goes with every request to the base origin; a credential-like one is masked everywhere', async (t) => {
  const SECRET = 'cookie-secret-42';
  const other = await startFixture();
  t.teardown(() => other.close());
  const f = await startFixture({
    components: 2,
    override: (req, res, ctx) => {
      // One record points elsewhere and echoes the cookie: nothing may go there, the echo is masked.
      if (req.method === 'GET' && ctx.url.pathname === '/api/components/') {
        const echo = (c: Record<string, unknown>) => ({ ...c, url: other.base + `echo/${String(req.headers.cookie)}/`, name: `named ${SECRET}` });
        const page = { count: 2, next: null, previous: null, results: ctx.data.components.map((c, i) => (i === 1 ? echo(c) : c)) };
        sendJson(res, 200, page);
        return true;
      }
      return false;
    },
  });
  t.teardown(() => f.close());
  const { report } = await check({ baseUrl: f.base, headers: ['Cookie: session=' + SECRET, 'X-Tenant: blue'], timeout: 5, retries: 0, probeWrites: true });
  t.ok(f.requests.length > 5);
  for (const r of f.requests) {
    t.equal(r.headers['x-tenant'], 'blue', `${r.method} ${r.path} carries X-Tenant`);
    if (['GET', 'HEAD', 'OPTIONS'].includes(r.method)) t.equal(r.headers.cookie, `session=${SECRET}`, `${r.method} ${r.path} carries the cookie`);
    else t.equal(r.headers.cookie, undefined, `${r.method} ${r.path}: no credential with a write probe`);
  }
  t.equal(other.requests.length, 0, 'nothing went to the other origin');
  t.notOk(JSON.stringify(report).includes(SECRET), 'the cookie value, whole or its secret part, is nowhere in the report');
  t.ok(report.findings.length > 0, 'the record pointing elsewhere is a finding');
});

t.test('headers come from the configuration file and STRINGENT_HEADER too, base origin only, masked alike', async (t) => {
  const SECRET = 'file-secret-4711';
  const f = await startFixture({ components: 1 });
  t.teardown(() => f.close());
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-headers-'));
  const config = path.join(dir, 'stringent.config.json');
  writeFileSync(config, JSON.stringify({ headers: [`X-Api-Key: ${SECRET}`] }));
  const runs: [string, Record<string, string>, string[], (h: Record<string, unknown>) => boolean][] = [
    ['the file', {}, [], (h) => h['x-api-key'] === SECRET && h['x-tenant'] === undefined],
    ['the environment, over the file', { STRINGENT_HEADER: 'X-Tenant: green' }, [], (h) => h['x-tenant'] === 'green' && h['x-api-key'] === undefined],
    [
      'the command line, over both',
      { STRINGENT_HEADER: 'X-Tenant: green' },
      ['--header', 'X-Tenant: red', '--header', 'X-Other: 1'],
      (h) => h['x-tenant'] === 'red' && h['x-other'] === '1' && h['x-api-key'] === undefined,
    ],
  ];
  for (const [source, env, flags, sent] of runs) {
    const before = f.requests.length;
    const { io, out } = capture(env);
    t.equal(await main(['check', f.base, '--config', config, '--reporter', 'json', '--timeout', '5', ...flags], io), 0, out.stderr);
    const seen = f.requests.slice(before);
    t.ok(seen.length > 3 && seen.every((r) => sent(r.headers)), `headers from ${source} go with every request`);
    t.notOk(out.stdout.includes(SECRET) || out.stderr.includes(SECRET), `${source}: a credential-like value is masked`);
  }
});

t.test('a malformed --header is E_BAD_OPTION, naming the option', async (t) => {
  for (const bad of ['no colon here', ': empty name', 'Bad Name: x', 'Host: example.org', 'X-A: one\r\ntwo']) {
    const { io, out } = capture();
    const code = await main(['check', 'http://127.0.0.1:9/', '--header', bad], io);
    t.equal(code, 2, JSON.stringify(bad));
    t.match(out.stderr, /^stringent: E_BAD_OPTION: --header[^\n]*\n/, 'the first line names the option');
  }
  await t.rejects(check({ baseUrl: 'http://127.0.0.1:9/', token: 't', headers: { Authorization: 'Bearer x' } }), { code: 'E_BAD_OPTION' });
});

/** A forward proxy that speaks CONNECT (and plain absolute-form requests), counting both. */
async function proxy(t: Test): Promise<{ url: string; connects: string[] }> {
  const connects: string[] = [];
  const server = http.createServer((req, res) => {
    connects.push(`${req.method} ${req.url}`);
    const target = new URL(req.url ?? '');
    const up = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: target.pathname + target.search, headers: req.headers },
      (a) => {
        res.writeHead(a.statusCode ?? 502, a.headers);
        a.pipe(res);
      },
    );
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    connects.push(`CONNECT ${req.url}`);
    const [host, port] = (req.url ?? '').split(':');
    const upstream = net.connect(Number(port), host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  const port = await listening(t, server);
  return { url: `http://127.0.0.1:${port}`, connects };
}

t.test('HTTP_PROXY is honoured: every request goes through the proxy; the HEAD probe is not sent past it', async (t) => {
  const p = await proxy(t);
  const f = await startFixture({ components: 2 });
  t.teardown(() => f.close());
  const { report, exitCode } = await check({ baseUrl: f.base, env: { HTTP_PROXY: p.url }, timeout: 5, retries: 0 });
  t.equal(exitCode, 0);
  t.same(report.findings, []);
  t.ok(p.connects.length > 0, `the proxy saw ${p.connects.length} connections`);
  t.ok(
    p.connects.every((c) => c === `CONNECT 127.0.0.1:${f.port}`),
    'tunnels to the target',
  );
  t.equal(f.requests.length, report.requests, 'every request the kit counted reached the server');
});

t.test('NO_PROXY naming the host: the proxy sees nothing', async (t) => {
  const p = await proxy(t);
  const f = await startFixture({ components: 2 });
  t.teardown(() => f.close());
  const { exitCode } = await check({ baseUrl: f.base, env: { http_proxy: p.url, no_proxy: 'localhost,127.0.0.1' }, timeout: 5, retries: 0 });
  t.equal(exitCode, 0);
  t.same(p.connects, []);
});

/** A self-signed certificate for 127.0.0.1, made with the openssl CLI. */
function selfSigned(): { dir: string; cert: string; key: string } | undefined {
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
  } catch {
    return undefined;
  }
  return { dir, cert, key };
}

const pem = selfSigned();

/** The reference server behind an https front with a self-signed certificate. */
async function httpsTarget(t: Test): Promise<string> {
  let upstream = 0;
  const front = https.createServer({ cert: readFileSync(pem!.cert), key: readFileSync(pem!.key) }, (req, res) => {
    const up = http.request({ host: '127.0.0.1', port: upstream, method: req.method, path: req.url, headers: req.headers }, (a) => {
      res.writeHead(a.statusCode ?? 502, a.headers);
      a.pipe(res);
    });
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  const port = await listening(t, front);
  const base = `https://127.0.0.1:${port}/`;
  // Two components: what is judged here is the connection, not the data.
  const server = await startServer({ port: 0, baseUrl: base, generate: 2 });
  t.teardown(() => server.close());
  upstream = server.port;
  return base;
}

t.test('https with a self-signed certificate', { skip: pem ? false : 'the openssl program is not installed' }, async (t) => {
  const base = await httpsTarget(t);

  t.test('untrusted: E_TLS in words, exit 2, one line', async (t) => {
    const { io, out } = capture();
    t.equal(await main(['check', base, '--timeout', '5'], io), 2);
    t.match(
      out.stderr,
      /^stringent: E_TLS: the TLS certificate of 127\.0\.0\.1:\d+ is not trusted: it is self-signed \(name its CA with --ca FILE, or skip verification with --insecure\)\n$/,
    );
  });

  t.test('--ca trusts it: a clean run, HEAD bodies looked at over TLS', async (t) => {
    const { io, out } = capture();
    t.equal(await main(['check', base, '--ca', pem!.cert, '--reporter', 'json'], io), 0, out.stderr);
    const report = JSON.parse(out.stdout) as Report;
    t.same(report.findings, []);
    t.equal(report.target.insecure, undefined);
    t.equal(report.requirements.find((r) => r.id === 'MTH-HEAD')?.status, 'passed');
  });

  t.test('--insecure: a clean run, a warning on stderr and in the report', async (t) => {
    const { io, out } = capture();
    t.equal(await main(['check', base, '--insecure', '--reporter', 'json'], io), 0);
    t.match(out.stderr, /^stringent: warning: --insecure: the TLS certificate of 127\.0\.0\.1:\d+ is not verified/);
    t.equal((JSON.parse(out.stdout) as Report).target.insecure, true);
  });

  t.test('ca (relative to the configuration file) and insecure from the file or the environment', async (t) => {
    const config = path.join(pem!.dir, 'stringent.config.json');
    writeFileSync(config, JSON.stringify({ ca: path.basename(pem!.cert) }));
    const viaFile = capture();
    t.equal(await main(['check', base, '--config', config, '--reporter', 'json'], viaFile.io), 0, viaFile.out.stderr);
    t.equal((JSON.parse(viaFile.out.stdout) as Report).target.insecure, undefined);
    const viaEnv = capture({ STRINGENT_INSECURE: 'true' });
    t.equal(await main(['check', base, '--reporter', 'json'], viaEnv.io), 0, viaEnv.out.stderr);
    t.match(viaEnv.out.stderr, /^stringent: warning: --insecure/);
    t.equal((JSON.parse(viaEnv.out.stdout) as Report).target.insecure, true);
    const neither = capture({ STRINGENT_INSECURE: 'false' });
    t.equal(await main(['check', base, '--timeout', '5'], neither.io), 2);
    t.match(neither.out.stderr, /E_TLS/);
  });

  t.test('--ca naming a missing file is E_FILE, one without a certificate E_BAD_OPTION', async (t) => {
    const notPem = path.join(pem!.dir, 'not.pem');
    writeFileSync(notPem, 'hello\n');
    for (const [file, code] of [
      [path.join(pem!.dir, 'missing.pem'), 'E_FILE'],
      [notPem, 'E_BAD_OPTION'],
      [pem!.key, 'E_BAD_OPTION'],
    ] as const) {
      const { io, out } = capture();
      t.equal(await main(['check', base, '--ca', file], io), 2);
      t.match(out.stderr, new RegExp(`^stringent: ${code}: --ca`));
    }
  });

  t.test('http:// to the TLS port: E_TLS, use https://', async (t) => {
    const { io, out } = capture();
    const plain = base.replace('https:', 'http:');
    t.equal(await main(['check', plain, '--timeout', '5', '--retries', '0'], io), 2);
    t.equal(out.stderr, `stringent: E_TLS: the server at ${new URL(base).host} speaks TLS, not plain HTTP; use ${base}\n`);
  });
});

t.test(
  'http:// to a port that answers plain HTTP with 400 and TLS with TLS (as nginx does): E_TLS, use https://',
  { skip: pem ? false : 'the openssl program is not installed' },
  async (t) => {
    const tlsServer = https.createServer({ cert: readFileSync(pem!.cert), key: readFileSync(pem!.key) }, (_req, res) => res.end('{}'));
    const server = net.createServer((socket) => {
      socket.once('data', (first: Buffer) => {
        if (first[0] === 0x16) {
          socket.pause();
          socket.unshift(first);
          tlsServer.emit('connection', socket);
          process.nextTick(() => socket.resume());
          return;
        }
        const body = '<html><body>400 The plain HTTP request was sent to HTTPS port</body></html>';
        socket.end(`HTTP/1.1 400 Bad Request\r\ncontent-type: text/html\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n${body}`);
      });
      socket.on('error', () => undefined);
    });
    const port = await listening(t, server);
    const { io, out } = capture();
    t.equal(await main(['check', `http://127.0.0.1:${port}/`, '--timeout', '5'], io), 2);
    t.equal(out.stderr, `stringent: E_TLS: the server at 127.0.0.1:${port} speaks TLS, not plain HTTP; use https://127.0.0.1:${port}/\n`);
  },
);

t.test('https:// to a plain-HTTP port: E_TLS, use http://', async (t) => {
  const f = await startFixture();
  t.teardown(() => f.close());
  const { io, out } = capture();
  const tlsBase = f.base.replace('http:', 'https:');
  t.equal(await main(['check', tlsBase, '--timeout', '5'], io), 2);
  t.equal(out.stderr, `stringent: E_TLS: the server at 127.0.0.1:${f.port} answered plain HTTP to a TLS handshake; use ${f.base}\n`);
  t.notMatch(out.stderr, /SSL routines|0A00/, 'no OpenSSL text');
});
