/**
 * A bare node:http server answering recorded bytes from memory: the ceiling the reference server's
 * throughput is compared with. Usage: node bare-server.js <answers.json>, where the file holds
 * [{path, status, headers, body (base64)}]. Prints {"url": …} once listening; closes on SIGTERM.
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

export interface RecordedAnswer {
  /** Path and query, as requested. */
  path: string;
  status: number;
  headers: Record<string, string>;
  /** Body bytes, base64. */
  body: string;
}

const file = process.argv[2];
if (!file) {
  process.stderr.write('bare-server: the first argument is the answers file\n');
  process.exit(2);
}
const answers = new Map<string, { status: number; headers: Record<string, string>; body: Buffer }>();
for (const a of JSON.parse(readFileSync(file, 'utf8')) as RecordedAnswer[]) {
  answers.set(a.path, { status: a.status, headers: a.headers, body: Buffer.from(a.body, 'base64') });
}

const server = createServer((req, res) => {
  const a = answers.get(req.url ?? '');
  if (!a) {
    res.writeHead(404, { 'content-length': '0' }).end();
    return;
  }
  res.writeHead(a.status, a.headers);
  res.end(a.body);
});
server.listen(0, '127.0.0.1', () => {
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  process.stdout.write(JSON.stringify({ url: `http://127.0.0.1:${port}/` }) + '\n');
});
process.once('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
