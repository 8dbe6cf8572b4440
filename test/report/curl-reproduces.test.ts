/**
 * A printed curl line sends what the kit sent and shows what the finding is about: run with the real
 * curl against a server that answers 406 without `Accept: application/json`, compresses when asked,
 * and wants the token, it gets the kit's answer, status line and headers included (-i, -I, -X OPTIONS -i).
 */
import t from 'tap';
import { spawn } from 'node:child_process';
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { curlLines } from '../../src/report/text.js';

async function run(line: string, env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', line], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.on('error', reject);
    child.on('close', () => resolve(out));
  });
}

t.test('the curl line gets the answer the kit got', async (t) => {
  const seen: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req.headers);
    if (req.headers.authorization !== 'Token s3cret') return void res.writeHead(401).end();
    if (!String(req.headers.accept).includes('application/json')) return void res.writeHead(406, { 'content-type': 'text/html' }).end('<p>no</p>');
    if (req.method === 'OPTIONS') return void res.writeHead(200, { allow: 'GET, HEAD, OPTIONS', 'content-type': 'application/json' }).end('{"name":"x"}');
    const body = '{"count":0,"results":[]}';
    const gz = String(req.headers['accept-encoding']).includes('gzip');
    res.writeHead(200, { 'content-type': 'application/json', 'x-finding': 'about-this-header', ...(gz ? { 'content-encoding': 'gzip' } : {}) });
    res.end(req.method === 'HEAD' ? undefined : gz ? gzipSync(body) : body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.teardown(() => server.close());
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/components/`;
  const env = { STRINGENT_TOKEN: 's3cret' };

  const [get] = curlLines({ url, method: 'GET' }, true);
  t.notMatch(get!, /s3cret/, 'the token stays a variable');
  const g = await run(get!, env);
  t.match(g, /^HTTP\/1\.1 200 /, 'GET: the status line is shown');
  t.match(g, /x-finding: about-this-header/i, 'GET: the headers are shown');
  t.match(g, /\{"count":0,"results":\[\]\}\s*$/, 'GET: the body, decompressed');
  t.match(String(seen.at(-1)!['accept-encoding']), /gzip/, 'GET: compression was asked for, as the kit does');

  const h = await run(curlLines({ url, method: 'HEAD' }, true)[0]!, env);
  t.match(h, /^HTTP\/1\.1 200 /, 'HEAD: the status line');
  t.match(h, /x-finding: about-this-header/i, 'HEAD: the headers');
  t.equal(seen.at(-1)!.accept, 'application/json');

  const o = await run(curlLines({ url, method: 'OPTIONS' }, true)[0]!, env);
  t.match(o, /^HTTP\/1\.1 200 /, 'OPTIONS: the status line');
  t.match(o, /allow: GET, HEAD, OPTIONS/i, 'OPTIONS: the Allow header');

  const without = await run(`curl -sS -i ${JSON.stringify(url)} -H "Authorization: Token $STRINGENT_TOKEN"`, env);
  t.match(without, /^HTTP\/1\.1 406 /, 'the server does tell a request without Accept apart (the check can fail)');
});

t.test('the curl line sends every --header the run sent: a plain one as given, a credential-like one from a variable', async (t) => {
  const seen: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req.headers);
    if (req.headers['x-api-key'] !== 'k3y-s3cret' || req.headers['x-tenant'] !== "o'brien") return void res.writeHead(403).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.teardown(() => server.close());
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/components/`;
  const target = { authenticated: false, headers: [{ name: 'X-Tenant', value: "o'brien" }, { name: 'X-Api-Key' }] };
  const [line] = curlLines({ url, method: 'GET' }, target);
  t.match(line!, /-H 'X-Tenant: o'\\''brien'/, 'a plain header as given, quoted for the shell');
  t.match(line!, /-H 'X-Api-Key: '"\$STRINGENT_HEADER_X_API_KEY"/, 'a credential-like header from a variable, like the token');
  const out = await run(line!, { STRINGENT_HEADER_X_API_KEY: 'k3y-s3cret' });
  t.match(out, /^HTTP\/1\.1 200 /, 'the server got both');
  t.equal(seen.at(-1)!.accept, 'application/json');
  const denied = await run(line!, { STRINGENT_HEADER_X_API_KEY: '' });
  t.match(denied, /^HTTP\/1\.1 403 /, 'without the value the server refuses (the check can fail)');
  const [own] = curlLines({ url, method: 'GET' }, { headers: [{ name: 'Accept', value: 'application/json; version=2' }] });
  t.equal(own!.match(/Accept:/g)!.length, 1, "a --header Accept replaces the kit's own, as on the wire");
});

t.test('check writes the --header values into the report for its reproducers, a credential-like one without its value', async (t) => {
  const { check } = await import('../../src/run/check.js');
  const { startServer } = await import('../../reference-server/index.js');
  const server = await startServer({ generate: 1, faults: ['HDR-VARY'] });
  t.teardown(() => server.close());
  const { report } = await check({ baseUrl: server.url, output: 'quiet', headers: ['X-Tenant: blue', 'X-Api-Key: k3y-s3cret-value'] });
  t.same(report.target.headers, [{ name: 'x-tenant', value: 'blue' }, { name: 'x-api-key' }]);
  t.notMatch(JSON.stringify(report), /k3y-s3cret-value/, 'the credential is nowhere in the report');
  const f = report.findings.find((x) => x.requirement === 'HDR-VARY')!;
  t.match(curlLines(f, report.target)[0]!, /-H 'x-tenant: blue' -H 'x-api-key: '"\$STRINGENT_HEADER_X_API_KEY"/);
});
