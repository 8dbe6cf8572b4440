/**
 * The replay server: serves a HAR recording on node:http, each answer with its recorded status,
 * headers and body, matched by method and URL.
 *
 * - Several answers to one address are given in recorded order (the first request gets the first
 *   answer, the second the second, …); once they are used up, the last one is repeated. So a
 *   recording where a re-check saw other data than the crawl replays the same way.
 * - With `rewrite` (the default), the recorded base URL is rewritten to the server's own in bodies
 *   and headers, so a client pointed at the server sees the recorded deployment at a new address.
 *   Without it, answers are byte for byte as recorded and requests are taken as addressed to the
 *   recorded host (check --replay connects to this server in place of that host).
 * - An address the recording does not hold answers 404 `{"detail":"Not found."}`, marked with
 *   `X-Stringent-Replay: not-recorded`.
 * - A request the kit recorded as failed (no usable answer: a timeout, a broken connection) answers
 *   599, marked `X-Stringent-Replay: failure`, with the recorded error in `X-Stringent-Replay-Error`.
 *
 * Content-Length is that of the body served; Content-Encoding, Transfer-Encoding and hop-by-hop
 * headers of the recording are not sent (a HAR holds bodies decoded).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { BadOptionError, FileError } from '../src/base/errors.js';
import { conditions, type RateLimitStyle } from './conditions.js';
import { listen } from './listen.js';
import {
  addressKey,
  answersByAddress,
  NOT_RECORDED,
  readHar,
  RECORDED_FAILURE,
  recordedBaseUrl,
  REPLAY_ATTEMPTS_HEADER,
  REPLAY_ERROR_HEADER,
  REPLAY_HEADER,
  attemptsHeader,
  type RecordedAnswer,
  type Recording,
} from '../src/har/read.js';

export interface ReplayServerOptions {
  /** The HAR file to serve (or `recording`, already read). */
  file?: string;
  recording?: Recording;
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  /** Public base URL the recorded one is rewritten to; default the listening address plus the recorded base URL's path. */
  baseUrl?: string | undefined;
  /** The recorded base URL; default what the recording says, else the address of its first `api/components/` answer up to `api/`. */
  recordedBaseUrl?: string;
  /** Rewrite the recorded base URL to the server's own in bodies and headers (default true). */
  rewrite?: boolean;
  /** The largest answer body read from the recording, as stored or inflated (--max-body-size; default 10 MiB): a larger one is served as a recorded failure (E_BODY_TOO_LARGE). */
  maxBodySize?: number;
  /** Throttle like Weblate: `N/s`, `N/min`, `N/h` or `N/day` (conditions.ts). */
  rateLimit?: string;
  /** How the limit is kept and said (conditions.ts): like Weblate (default), nginx's limit_req (503 page), or a bare 429. */
  rateLimitStyle?: RateLimitStyle;
  /** The leaky bucket's burst (styles nginx and bare-429). */
  rateLimitBurst?: number;
  /** Answer only requests that carry `Authorization: Token <this>`. */
  requireToken?: string;
}

export interface ReplayServer {
  /** The base URL served, with a trailing slash. */
  url: string;
  /** The base URL the recording was made of. */
  recordedBaseUrl: string;
  port: number;
  /** Answers in the recording (entries that are answers to a request). */
  answers: number;
  /** Distinct method-and-URL addresses. */
  addresses: number;
  /** Requests answered 404 because the recording does not hold them, as `METHOD url` (recorded addresses). */
  notRecorded(): string[];
  close(): Promise<void>;
}

/** Headers of a recording that are not sent: hop-by-hop, and those that described the bytes on the wire. */
const DROPPED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'proxy-connection',
  'upgrade',
  'te',
  'trailer',
]);
const NOT_FOUND_BODY = Buffer.from('{"detail":"Not found."}');

export function checkBaseUrl(value: string, what: string): string {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    throw new BadOptionError(`${what} ${JSON.stringify(value)} is not an absolute URL`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new BadOptionError(`${what} must be http or https, got ${u.protocol}`);
  if (u.search || u.hash || u.username || u.password) throw new BadOptionError(`${what} takes no query, fragment or credentials`);
  return u.href.endsWith('/') ? u.href : u.href + '/';
}

export async function startReplayServer(options: ReplayServerOptions): Promise<ReplayServer> {
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new BadOptionError(`--port takes 0 to 65535, got ${port}`);
  const host = options.host ?? '127.0.0.1';
  const rewrite = options.rewrite ?? true;
  const publicBase = options.baseUrl === undefined ? undefined : checkBaseUrl(options.baseUrl, '--base-url');
  const recording =
    options.recording ??
    (options.file !== undefined ? readHar(options.file, options.maxBodySize === undefined ? {} : { maxBodySize: options.maxBodySize }) : undefined);
  if (!recording) throw new BadOptionError('name a HAR file to replay');
  const given = options.recordedBaseUrl ?? recordedBaseUrl(recording);
  if (given === undefined) throw new FileError(`${recording.file}: cannot tell the recorded base URL (no answer under …/api/); name it with --base-url`);
  const recordedBase = checkBaseUrl(given, 'the recorded base URL');
  const byAddress = answersByAddress(recording);
  const served = new Map<string, number>();
  const missing: string[] = [];
  let base = recordedBase;
  let rewriteBody: (b: Buffer) => Buffer = (b) => b;
  let rewriteText: (s: string) => string = (s) => s;

  const gate = conditions(options);
  const server = http.createServer({ requireHostHeader: false }, (req, res) => {
    req.on('error', () => undefined);
    req.resume();
    if (gate?.handle(req, res)) return;
    const method = (req.method ?? 'GET').toUpperCase();
    const url = recordedUrlOf(req.url ?? '/', base, recordedBase);
    const list = url === undefined ? undefined : byAddress.get(addressKey(method, url));
    if (url === undefined || list === undefined) {
      missing.push(`${method} ${url ?? req.url ?? '/'}`);
      res.writeHead(404, { 'Content-Type': 'application/json', 'Content-Length': String(NOT_FOUND_BODY.length), [REPLAY_HEADER]: NOT_RECORDED });
      res.end(method === 'HEAD' ? undefined : NOT_FOUND_BODY);
      return;
    }
    const key = addressKey(method, url);
    const n = served.get(key) ?? 0;
    served.set(key, n + 1);
    const answer = list[Math.min(n, list.length - 1)]!;
    if (answer.error) {
      const body = Buffer.from(JSON.stringify({ detail: `no answer was recorded here: ${answer.error.code}: ${answer.error.message}` }));
      res.writeHead(599, 'Recorded Failure', {
        'Content-Type': 'application/json',
        'Content-Length': String(body.length),
        [REPLAY_HEADER]: RECORDED_FAILURE,
        [REPLAY_ERROR_HEADER]: headerSafe(`${answer.error.code}: ${answer.error.message}`),
      });
      res.end(method === 'HEAD' ? undefined : body);
      return;
    }
    if (answer.earlierAttempts) res.setHeader(REPLAY_ATTEMPTS_HEADER, attemptsHeader(answer.earlierAttempts));
    send(res, method, answer, rewriteBody, rewriteText, method === 'HEAD' && rewrite ? byAddress.get(addressKey('GET', url))?.[0] : undefined);
  });
  await listen(server, port, host);
  const address = server.address() as AddressInfo;
  const shown = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  const hostPart = shown.includes(':') ? `[${shown}]` : shown;
  if (rewrite) {
    base = publicBase ?? `http://${hostPart}:${address.port}${new URL(recordedBase).pathname}`;
    const from = Buffer.from(recordedBase);
    const to = Buffer.from(base);
    rewriteBody = (b) => replaceBytes(b, from, to);
    rewriteText = (s) => s.split(recordedBase).join(base);
  }
  let closed: Promise<void> | undefined;
  return {
    url: base,
    recordedBaseUrl: recordedBase,
    port: address.port,
    answers: recording.answers.length,
    addresses: byAddress.size,
    notRecorded: () => [...missing],
    close() {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closed;
    },
  };
}

/** The recorded address a request stands for: under the served base → under the recorded base; elsewhere → on the recorded origin. */
function recordedUrlOf(target: string, base: string, recordedBase: string): string | undefined {
  const servedPath = new URL(base).pathname;
  try {
    if (target.startsWith(servedPath)) return new URL(target.slice(servedPath.length), recordedBase).href;
    return new URL(target, recordedBase).href;
  } catch {
    return undefined;
  }
}

/** Sends a recorded answer; a HEAD whose length was that of `get`'s body gets the length of that body as rewritten. */
function send(
  res: http.ServerResponse,
  method: string,
  answer: RecordedAnswer,
  body: (b: Buffer) => Buffer,
  text: (s: string) => string,
  get?: RecordedAnswer,
): void {
  const headers = new Map<string, string[]>();
  let recordedLength: string | undefined;
  for (const [name, value] of answer.headers) {
    const n = name.toLowerCase();
    if (n === 'content-length') recordedLength = value;
    // HTTP/2 pseudo-headers (:status, :path) in browser recordings are not headers.
    if (DROPPED.has(n) || n.startsWith(':')) continue;
    const list = headers.get(n) ?? [];
    list.push(text(value));
    headers.set(n, list);
  }
  const data = body(answer.body);
  for (const [name, values] of headers) {
    try {
      res.setHeader(name, values.length === 1 ? values[0]! : values);
    } catch {
      // A header node cannot send (a name or value with forbidden characters) is left out.
    }
  }
  // HEAD carries the length the recording gave it; everything else the length of what is sent.
  let length = method === 'HEAD' ? recordedLength : String(data.length);
  if (get && recordedLength === String(get.body.length)) length = String(body(get.body).length);
  if (length !== undefined) res.setHeader('Content-Length', length);
  try {
    res.writeHead(answer.status, answer.statusText || undefined);
  } catch {
    res.writeHead(answer.status);
  }
  res.end(method === 'HEAD' ? undefined : data);
  // Node sends no body after a HEAD answer; bytes a recorded server sent there are written to the
  // socket right after the head, so the replay shows the kit what the deployment showed it.
  if (method === 'HEAD' && answer.headBodyBytes && res.socket?.writable) res.socket.write(Buffer.alloc(answer.headBodyBytes, 0x20));
}

function headerSafe(s: string): string {
  return s.replace(/[^\x20-\x7e]/g, '?');
}

/** `data` with every occurrence of `from` replaced by `to`. */
function replaceBytes(data: Buffer, from: Buffer, to: Buffer): Buffer {
  let at = data.indexOf(from);
  if (at < 0) return data;
  const parts: Buffer[] = [];
  let start = 0;
  while (at >= 0) {
    parts.push(data.subarray(start, at), to);
    start = at + from.length;
    at = data.indexOf(from, start);
  }
  parts.push(data.subarray(start));
  return Buffer.concat(parts);
}
