/**
 * The reference server behind a front that gives each instance record a long `agreement`: the
 * server of the large-records figure. Usage: node large-records-server.js <components> <bytes>.
 * Every answer is the reference server's, except the instance record of each component (GET and
 * HEAD of /api/components/<project>/<component>/), whose `agreement` is a string of <bytes>
 * characters (0: the record as served). Each such answer is made once and kept. Prints {"url": …}
 * once listening and closes on SIGTERM.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer } from '../reference-server/index.js';

const generate = Number(process.argv[2]);
const bytes = Number(process.argv[3]);
if (!Number.isInteger(generate) || generate < 1 || !Number.isInteger(bytes) || bytes < 0) {
  process.stderr.write('large-records-server: usage: large-records-server.js <components> <bytes>\n');
  process.exit(2);
}

const INSTANCE = /^\/api\/components\/[^/?]+\/[^/?]+\/$/;
/** Where the reference server listens (its answers name the front's address). */
const origin = (): string => `http://127.0.0.1:${upstream.port}/`;
const made = new Map<string, { status: number; headers: http.IncomingHttpHeaders; body: Buffer }>();

/** The upstream answer to a GET of `path`, as headers and bytes. */
function fetchUpstream(path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, origin()), (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

async function instance(path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  let answer = made.get(path);
  if (answer) return answer;
  const got = await fetchUpstream(path);
  if (got.status !== 200 || bytes === 0) answer = got;
  else {
    const record = JSON.parse(got.body.toString('utf8')) as Record<string, unknown>;
    // Each record's string is its own: its slug ends it.
    record.agreement = 'a'.repeat(Math.max(0, bytes - String(record.slug).length)) + String(record.slug);
    const body = Buffer.from(JSON.stringify(record));
    answer = { status: 200, headers: { ...got.headers, 'content-length': String(body.length) }, body };
  }
  made.set(path, answer);
  return answer;
}

const front = http.createServer((req, res) => {
  const path = req.url ?? '/';
  const pathname = path.split('?')[0] ?? '/';
  if ((req.method === 'GET' || req.method === 'HEAD') && INSTANCE.test(pathname) && !path.includes('?')) {
    instance(path).then(
      (a) => {
        const headers = { ...a.headers };
        delete headers['transfer-encoding'];
        delete headers.connection;
        delete headers['keep-alive'];
        res.writeHead(a.status, headers);
        res.end(req.method === 'HEAD' ? undefined : a.body);
      },
      () => {
        res.writeHead(502).end();
      },
    );
    return;
  }
  const proxied = http.request(new URL(path, origin()), { method: req.method, headers: { ...req.headers, host: new URL(url).host } }, (up) => {
    res.writeHead(up.statusCode ?? 502, up.headers);
    up.pipe(res);
  });
  proxied.on('error', () => res.writeHead(502).end());
  req.pipe(proxied);
});
front.keepAliveTimeout = 30_000;
await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(front.address() as AddressInfo).port}/`;
// The reference server writes the front's address into its answers: the kit sees one deployment.
const upstream = await startServer({ port: 0, host: '127.0.0.1', generate, baseUrl: url });
process.stdout.write(JSON.stringify({ url }) + '\n');
process.once('SIGTERM', () => {
  front.closeAllConnections();
  front.close();
  void upstream.close().then(() => process.exit(0));
});
