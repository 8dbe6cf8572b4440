/**
 * What the kit reads off raw sockets, below any HTTP client: the bytes a server sends after a HEAD
 * answer's headers, and whether a port speaks TLS. Bounded in time and bytes; judges nothing.
 */
import net from 'node:net';
import tls from 'node:tls';

export interface WireOptions {
  timeoutMs: number;
  /** Trusted CA certificates (PEM) for https; Node's own when absent. */
  ca?: string[] | undefined;
  /** Do not verify the server's certificate. */
  insecure?: boolean | undefined;
  /** Connect to this address instead of the URL's host, in plain TCP (a replay server standing in for it). */
  connectTo?: { host: string; port: number };
}

/** Most bytes read from one HEAD probe; more than enough to see a body, never a whole large one. */
export const HEAD_PROBE_CAP = 256 * 1024;

function open(url: URL, o: WireOptions): net.Socket {
  if (o.connectTo) return net.connect({ host: o.connectTo.host, port: o.connectTo.port });
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (url.protocol !== 'https:') return net.connect({ host, port });
  return tls.connect({
    host,
    port,
    servername: net.isIP(host) ? undefined : host,
    ca: o.ca,
    rejectUnauthorized: !o.insecure,
    ALPNProtocols: ['http/1.1'],
  });
}

/** Reads from a fresh connection after writing `request`, until the peer closes, `cap` bytes, or the deadline. */
function exchangeBytes(url: URL, request: string, o: WireOptions, cap: number, enough: (bytes: Buffer) => boolean): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = open(url, o);
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (err?: Error): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      if (err && size === 0) reject(err);
      else resolve(Buffer.concat(chunks, size));
    };
    const timer = setTimeout(() => finish(new Error(`no answer within ${o.timeoutMs / 1000} s`)), o.timeoutMs);
    socket.once(url.protocol === 'https:' && !o.connectTo ? 'secureConnect' : 'connect', () => socket.write(request));
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= cap || enough(Buffer.concat(chunks, size))) finish();
    });
    socket.once('end', () => finish());
    socket.once('close', () => finish());
    socket.once('error', (err) => finish(err));
  });
}

/**
 * Counts the bytes a server sends after a HEAD answer's headers. HTTP clients (undici included)
 * drop them, since a HEAD answer has no body by definition, so the kit must look at the wire
 * itself. Two HEADs are pipelined on one fresh connection, the second with `Connection: close`:
 * the second answer's status line marks where the first answer ends, so anything between the
 * first header block and that line is the first answer's body. Undefined when the wire could not
 * be read (connection failed, or the answer is not HTTP/1.x).
 */
export async function headBodyBytes(url: string, headers: Record<string, string>, o: WireOptions): Promise<number | undefined> {
  const u = new URL(url);
  const lines = Object.entries(headers)
    .filter(([name]) => name !== 'host' && name !== 'connection')
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const head = (close: boolean): string => `HEAD ${u.pathname}${u.search} HTTP/1.1\r\nhost: ${u.host}\r\n${lines}${close ? 'connection: close\r\n' : ''}\r\n`;
  let bytes: Buffer;
  try {
    // Done once the second answer's header block has arrived.
    const enough = (b: Buffer): boolean => {
      const second = secondAnswerAt(b);
      return second !== undefined && b.indexOf('\r\n\r\n', second) >= 0;
    };
    bytes = await exchangeBytes(u, head(false) + head(true), o, HEAD_PROBE_CAP, enough);
  } catch {
    return undefined;
  }
  return bytesAfterHeadAnswer(bytes);
}

/**
 * In the bytes of two pipelined HEAD answers, the number between the end of the first header block
 * and the start of the second answer (or the end of the bytes). 1xx interim answers are skipped.
 */
export function bytesAfterHeadAnswer(bytes: Buffer): number | undefined {
  const first = firstAnswerEnd(bytes);
  if (first === undefined) return undefined;
  return (secondAnswerAt(bytes) ?? bytes.length) - first;
}

/** Offset just past the first final answer's header block. */
function firstAnswerEnd(bytes: Buffer): number | undefined {
  let start = 0;
  for (;;) {
    if (!/^HTTP\/1\.[01] \d{3}/.test(bytes.subarray(start, start + 12).toString('latin1'))) return undefined;
    const end = bytes.indexOf('\r\n\r\n', start);
    if (end < 0) return undefined;
    const status = Number(bytes.subarray(start + 9, start + 12).toString('latin1'));
    if (status >= 200 || status === 101) return end + 4;
    start = end + 4;
  }
}

/** Offset of the second answer's status line, when it has arrived. */
function secondAnswerAt(bytes: Buffer): number | undefined {
  const after = firstAnswerEnd(bytes);
  if (after === undefined) return undefined;
  // The second answer repeats the first one's status line; failing that, any status line will do.
  const line = bytes.subarray(0, bytes.indexOf('\r\n')).toString('latin1');
  const rest = bytes.subarray(after).toString('latin1');
  let next = rest.indexOf(line);
  if (next < 0) next = rest.search(/HTTP\/1\.[01] [1-5]\d\d /);
  return next < 0 ? undefined : after + next;
}

/** Whether a TLS handshake succeeds at host:port (certificate not verified): the port speaks TLS. */
export async function speaksTls(url: string, timeoutMs: number): Promise<boolean> {
  const u = new URL(url);
  const host = u.hostname.replace(/^\[|\]$/g, '');
  const port = Number(u.port) || 80;
  return new Promise((resolve) => {
    const socket = tls.connect({ host, port, servername: net.isIP(host) ? undefined : host, rejectUnauthorized: false });
    const done = (yes: boolean): void => {
      clearTimeout(timer);
      socket.destroy();
      resolve(yes);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    socket.once('secureConnect', () => done(true));
    socket.once('error', () => done(false));
  });
}
