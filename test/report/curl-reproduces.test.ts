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
