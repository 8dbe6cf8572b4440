/**
 * Exchanges → HAR 1.2. Every exchange the kit made becomes one entry, in the order the kit saw
 * them: crawl pages, records, HEAD and OPTIONS, probes, re-checks, redirect hops. Bodies are text,
 * or base64 where the bytes are not UTF-8; credentials are masked.
 *
 * The recorder streams entries to the file as they come, so a recording of a large deployment
 * costs no more memory than a check does.
 */
import { closeSync, ftruncateSync, openSync, writeSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { FileError } from '../base/errors.js';
import type { Exchange } from '../generated/exchange.js';
import type { HarEntry, HarHeader, HarLog, HarRun } from '../generated/har.js';
import { VERSION } from '../base/version.js';

export const HAR_VERSION = '1.2';
/**
 * stringent's recording format (log._stringent.format): one entry a line after a head line, and a
 * last line that closes the entries and lists the runs that wrote them (log._stringentRuns). A
 * reader can so take a recording entry by entry, and a resumed run append to it.
 */
export const RECORDING_FORMAT = 1;
const MASK = '***';

/**
 * Headers that carry a credential or a session: their value is masked in a recording. An
 * `Authorization` value keeps its scheme (`Token ***`), a cookie its name (`sessionid=***`).
 */
const CREDENTIAL_HEADERS = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'x-auth-token',
  'x-csrftoken',
  'x-csrf-token',
  'x-xsrf-token',
]);

export function maskHeader(name: string, value: string): string {
  const n = name.toLowerCase();
  if (!CREDENTIAL_HEADERS.has(n)) return value;
  if (n === 'authorization' || n === 'proxy-authorization') {
    const scheme = /^(\S+)\s+\S/.exec(value);
    return scheme ? `${scheme[1]} ${MASK}` : MASK;
  }
  if (n === 'cookie')
    return value
      .split(';')
      .map((c) => maskCookie(c.trim()))
      .join('; ');
  if (n === 'set-cookie') {
    // Joined Set-Cookie values are split where a new `name=` starts after a comma.
    return value
      .split(/,\s*(?=[^;,=\s]+=)/)
      .map((c) => [maskCookie(c.split(';')[0]!.trim()), ...c.split(';').slice(1)].join(';'))
      .join(', ');
  }
  return MASK;
}

function maskCookie(pair: string): string {
  const eq = pair.indexOf('=');
  return eq < 0 ? MASK : `${pair.slice(0, eq)}=${MASK}`;
}

export interface EntryOptions {
  /** When the answer was complete (ms since the epoch); the start is this minus the duration. */
  endedAt: number;
  /** A secret to mask wherever it appears (URL, headers, body text). */
  token?: string | undefined;
}

/** One exchange as a HAR entry. */
export function entryOf(exchange: Exchange, options: EntryOptions): HarEntry {
  const scrub = (s: string): string => (options.token && s.includes(options.token) ? s.split(options.token).join(MASK) : s);
  const { request } = exchange;
  // The answer at the end of a redirect chain is recorded where it was found; each hop is its own entry.
  const url = scrub(exchange.finalUrl ?? request.url);
  const wait = Math.max(0, exchange.durationMs ?? 0);
  const requestHeaders = headerList(request.headers ?? {}, scrub);
  const entry: HarEntry = {
    startedDateTime: new Date(options.endedAt - wait).toISOString(),
    time: wait + Math.max(0, Math.round(exchange.blockedMs ?? 0)),
    request: {
      method: request.method,
      url,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: requestHeaders,
      queryString: queryOf(url),
      headersSize: -1,
      bodySize: request.body === undefined ? 0 : Buffer.byteLength(request.body),
    },
    response: responseOf(exchange, scrub),
    cache: {},
    // A wait before the request (the server's rate limit, a Retry-After, a backoff) is `blocked`; `wait` is the server's own time.
    timings: { blocked: exchange.blockedMs !== undefined ? Math.round(exchange.blockedMs) : -1, dns: -1, connect: -1, ssl: -1, send: 0, wait, receive: 0 },
  };
  if (request.body !== undefined)
    entry.request.postData = { mimeType: request.headers?.['content-type'] ?? 'application/octet-stream', text: scrub(request.body) };
  const info: HarEntry['_stringent'] = {};
  if (exchange.purpose !== undefined) info.purpose = exchange.purpose;
  if (exchange.error) info.error = { code: exchange.error.code, message: scrub(exchange.error.message) };
  if (exchange.headBodyBytes !== undefined && exchange.headBodyBytes > 0) info.headBodyBytes = exchange.headBodyBytes;
  if (exchange.attempts !== undefined) info.attempts = exchange.attempts;
  if (exchange.superseded) info.superseded = true;
  if (exchange.earlierAttempts) info.earlierAttempts = exchange.earlierAttempts;
  if (Object.keys(info).length > 0) entry._stringent = info;
  return entry;
}

function responseOf(exchange: Exchange, scrub: (s: string) => string): HarEntry['response'] {
  if (exchange.error || exchange.status === 0) {
    return {
      status: 0,
      statusText: '',
      httpVersion: '',
      cookies: [],
      headers: [],
      content: { size: 0, mimeType: 'x-unknown' },
      redirectURL: '',
      headersSize: -1,
      bodySize: -1,
      _error: exchange.error ? `${exchange.error.code}: ${scrub(exchange.error.message)}` : 'no answer',
    };
  }
  const headers = headerList(exchange.headers, scrub);
  const content: NonNullable<HarEntry['response']['content']> = { size: 0, mimeType: exchange.headers['content-type'] ?? 'x-unknown' };
  if (exchange.bodyBase64 !== undefined) {
    content.size = Buffer.from(exchange.bodyBase64, 'base64').length;
    content.text = exchange.bodyBase64;
    content.encoding = 'base64';
  } else {
    const text = scrub(exchange.body ?? (exchange.json !== undefined ? JSON.stringify(exchange.json) : ''));
    content.size = Buffer.byteLength(text);
    content.text = text;
  }
  const coded = exchange.headers['content-encoding'];
  return {
    status: exchange.status,
    statusText: STATUS_CODES[exchange.status] ?? '',
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers,
    content,
    redirectURL: exchange.headers.location ?? '',
    headersSize: -1,
    // The bytes on the wire are known only when no Content-Encoding changed them.
    bodySize: coded && coded !== 'identity' ? -1 : content.size,
  };
}

function headerList(headers: Record<string, string | undefined>, scrub: (s: string) => string): HarHeader[] {
  const out: HarHeader[] = [];
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) out.push({ name, value: scrub(maskHeader(name, value)) });
  return out;
}

function queryOf(url: string): HarHeader[] {
  try {
    return [...new URL(url).searchParams].map(([name, value]) => ({ name, value }));
  } catch {
    return [];
  }
}

/** The log's fields other than entries. */
export function logHead(baseUrl: string): Omit<HarLog, 'entries'> {
  return {
    version: HAR_VERSION,
    creator: { name: 'stringent', version: VERSION },
    pages: [],
    comment: `stringent check of ${baseUrl}`,
    _stringent: { baseUrl, format: RECORDING_FORMAT },
  };
}

/** The last line of a recording: closes the entries and lists the runs that wrote them. */
export function logTail(runs: readonly HarRun[]): string {
  return `\n],"_stringentRuns":${JSON.stringify(runs)}}}\n`;
}

/** Where a resumed run goes on writing an existing recording (see src/har/resume.ts). */
export interface AppendPoint {
  /** Byte offset just after the last complete entry (or after the head when there is none). */
  offset: number;
  /** Entries the recording holds. */
  entries: number;
  /** The runs the recording lists. */
  runs: HarRun[];
}

/**
 * Writes a HAR file entry by entry: the head when opened, each entry as it comes, the tail when
 * closed. A file that cannot be written is E_FILE, raised when opened (before any request) or at
 * the first write that fails.
 */
export class HarRecorder {
  private fd: number | undefined;
  private count = 0;
  private readonly before: number;
  private readonly runs: HarRun[];
  private readonly run: HarRun;
  /** Where the next write goes. */
  private position = 0;
  /** Answers the run took from the recording (check --resume), listed with the run. */
  reused = 0;
  /**
   * Masks what the entry must not hold beyond the token (its other forms, credential header values);
   * it works on the entry, a copy, so the exchange the rules judge is left as the server sent it.
   */
  scrub?: (entry: HarEntry) => HarEntry;

  /**
   * A new recording, created with mode 0600 (it holds the deployment's answers); or, with
   * `append`, the existing one continued from its last complete entry.
   */
  constructor(
    readonly file: string,
    baseUrl: string,
    private readonly token?: string,
    append?: AppendPoint,
  ) {
    try {
      this.fd = openSync(file, append ? 'r+' : 'w', 0o600);
      if (append) ftruncateSync(this.fd, append.offset);
    } catch (err) {
      if (this.fd !== undefined) closeSync(this.fd);
      this.fd = undefined;
      throw fileError(file, err);
    }
    this.before = append?.entries ?? 0;
    this.runs = append?.runs ?? [];
    this.run = { startedDateTime: new Date().toISOString(), version: VERSION, entries: 0 };
    this.position = append?.offset ?? 0;
    if (!append) {
      const head = JSON.stringify({ log: logHead(baseUrl) });
      // `{"log":{…}}` → `{"log":{…,"entries":[`
      this.write(`${head.slice(0, -2)},"entries":[\n`);
    }
    this.tail();
  }

  get entries(): number {
    return this.count;
  }

  add(exchange: Exchange, endedAt = Date.now()): void {
    if (this.fd === undefined) return;
    const entry = entryOf(exchange, { endedAt, token: this.token });
    const text = `${this.before + this.count === 0 ? '' : ',\n'}${JSON.stringify(this.scrub ? this.scrub(entry) : entry)}`;
    this.count++;
    this.run.entries = this.count;
    // The entry and the closing line after it in one write: the file never ends with an entry and
    // no closing line, nor with the end of the closing line it overwrites.
    this.tail(text);
  }

  close(): void {
    if (this.fd === undefined) return;
    this.run.entries = this.count;
    if (this.reused > 0) this.run.reused = this.reused;
    this.tail();
    const fd = this.fd;
    this.fd = undefined;
    closeSync(fd);
  }

  /**
   * Writes `entry` (if any) and the closing line after it, where the next entry will overwrite the
   * closing line: the file is a whole HAR recording after every entry, so a run that is killed
   * leaves one that --replay reads and --resume continues. (A kill inside the one write of a large
   * entry can still cut it: the reader takes a recording up to its last complete entry.)
   */
  private tail(entry = ''): void {
    const closing = logTail([...this.runs, this.run]);
    this.write(entry + closing);
    const end = this.position;
    this.position = end - Buffer.byteLength(closing);
    this.guard(() => ftruncateSync(this.fd!, end));
  }

  private write(text: string): void {
    this.guard(() => (this.position += writeSync(this.fd!, text, this.position)));
  }

  private guard(io: () => unknown): void {
    try {
      io();
    } catch (err) {
      const fd = this.fd;
      this.fd = undefined;
      if (fd !== undefined) closeSync(fd);
      throw fileError(this.file, err);
    }
  }
}

function fileError(file: string, err: unknown): FileError {
  const code = (err as NodeJS.ErrnoException).code;
  return new FileError(`${file}: cannot write the recording${code ? ` (${code})` : ''}`);
}
