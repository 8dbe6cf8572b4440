/**
 * Helpers for the reference-server tests: a server on 127.0.0.1 port 0 closed at teardown, and
 * HTTP requests with full control (any method, headers, body), each bounded by a timeout.
 */
import http from 'node:http';
import net from 'node:net';
import { startServer, type RunningServer, type ServerOptions } from '../../reference-server/index.js';

type Test = { teardown(fn: () => unknown): void };

export async function serve(t: Test, options: ServerOptions = {}): Promise<RunningServer> {
  const server = await startServer(options);
  t.teardown(() => server.close());
  return server;
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Raw header list, to see order and repetition. */
  rawHeaders: string[];
  body: string;
  json?: unknown;
}

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
}

/** One request on its own connection; `path` is sent exactly as given (no normalisation). */
export function call(base: string, path: string, o: CallOptions = {}): Promise<Reply> {
  const u = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: u.hostname, port: u.port, method: o.method ?? 'GET', path, headers: o.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const reply: Reply = { status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body };
        try {
          reply.json = body === '' ? undefined : JSON.parse(body);
        } catch {
          // not JSON: json stays undefined
        }
        resolve(reply);
      });
      res.on('error', reject);
    });
    req.setTimeout(o.timeoutMs ?? 10_000, () => req.destroy(new Error(`no answer to ${o.method ?? 'GET'} ${path} in time`)));
    req.on('error', reject);
    if (o.body !== undefined) req.write(o.body);
    req.end();
  });
}

/** GET of an absolute URL (as found in next/previous/url fields). */
export function get(url: string): Promise<Reply> {
  const u = new URL(url);
  return call(u.origin, u.pathname + u.search);
}

/** Sends raw bytes on a fresh connection and collects everything until the server closes it. */
export function raw(port: number, text: string | Buffer, timeoutMs = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let out = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`connection not closed in time; got ${JSON.stringify(out.slice(0, 200))}`));
    }, timeoutMs);
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => (out += d));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(out);
    });
    socket.on('error', () => undefined);
    socket.end(text);
  });
}

/** Splits a raw HTTP exchange into answers (status, lower-case headers, body); `methods[i]` is the i-th request's method. */
export function parseRaw(text: string, methods: string[] = []): { status: number; headers: Record<string, string>; body: string }[] {
  const answers: { status: number; headers: Record<string, string>; body: string }[] = [];
  let rest = text;
  while (rest.startsWith('HTTP/')) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) break;
    const lines = rest.slice(0, end).split('\r\n');
    const status = Number(lines[0]!.split(' ')[1]);
    const headers: Record<string, string> = {};
    for (const l of lines.slice(1)) {
      const i = l.indexOf(':');
      headers[l.slice(0, i).toLowerCase()] = l.slice(i + 1).trim();
    }
    const length = Number(headers['content-length'] ?? '0');
    const isHead = methods[answers.length] === 'HEAD';
    const body = isHead ? '' : rest.slice(end + 4, end + 4 + length);
    answers.push({ status, headers, body });
    rest = rest.slice(end + 4 + body.length);
  }
  return answers;
}

/** Object keys in order. */
export function keys(x: unknown): string[] {
  return Object.keys(x as object);
}

export type Envelope = { count: number; next: string | null; previous: string | null; results: Record<string, unknown>[] };
