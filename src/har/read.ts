/**
 * HAR → recorded answers. Reads any HAR 1.2 file: stringent's own recordings, and those browsers,
 * proxies (mitmproxy, Charles), Playwright or k6 save. Only the request's method and URL and the
 * answer (status, headers, body) are used; pages, cookies, cache and timing fields, sizes and
 * custom fields are ignored.
 *
 * Bodies: `content.text` is text, or base64 where `content.encoding` says so. HAR stores bodies
 * decoded from their Content-Encoding, but some tools keep the wire bytes; a body that still
 * decodes as its Content-Encoding names is decoded here, so either way the answer holds the bytes
 * a client sees after decoding.
 *
 * Order: entries are taken by `startedDateTime` (entries without one keep their place), so that
 * answers to the same address are replayed in the order they were given.
 */
import { readFileSync } from 'node:fs';
import zlib from 'node:zlib';
import { FileError } from '../base/errors.js';
import type { EarlierAttempt, ExchangeError, ExchangePurpose } from '../generated/exchange.js';
import type { Har, HarEntry } from '../generated/har.js';
import { validator } from '../base/schemas.js';

/** Header the replay server sets on its answer to an address the recording does not hold. */
export const REPLAY_HEADER = 'x-stringent-replay';
export const NOT_RECORDED = 'not-recorded';
/** Value of REPLAY_HEADER on an answer standing for a recorded failure (no answer arrived). */
export const RECORDED_FAILURE = 'failure';
/** Header carrying the recorded failure as `CODE: message`. */
export const REPLAY_ERROR_HEADER = 'x-stringent-replay-error';
/**
 * Header carrying what the earlier attempts of a recorded answer got (attempts the kit sent again,
 * recorded as superseded entries before it): their statuses, or a failure's code, comma-separated.
 */
export const REPLAY_ATTEMPTS_HEADER = 'x-stringent-replay-earlier-attempts';

/** Earlier attempts as REPLAY_ATTEMPTS_HEADER writes them: `500,502,E_TIMEOUT`. */
export function attemptsHeader(attempts: readonly EarlierAttempt[]): string {
  return attempts.map((a) => (a.status === 0 ? (a.error ?? 'E_NETWORK') : String(a.status))).join(',');
}

/** REPLAY_ATTEMPTS_HEADER read back; undefined when it holds nothing readable. */
export function attemptsOf(header: string | undefined): EarlierAttempt[] | undefined {
  if (header === undefined) return undefined;
  const out: EarlierAttempt[] = [];
  for (const part of header.split(',').map((p) => p.trim())) {
    if (/^\d{3}$/.test(part)) out.push({ status: Number(part) });
    else if (/^E_[A-Z_]+$/.test(part)) out.push({ status: 0, error: part });
  }
  return out.length > 0 ? out : undefined;
}

export interface RecordedAnswer {
  method: string;
  /** Absolute URL as recorded. */
  url: string;
  status: number;
  statusText: string;
  /** Headers in recorded order, names as recorded. */
  headers: [string, string][];
  body: Buffer;
  /** Why the kit sent it (stringent's own recordings). */
  purpose?: ExchangePurpose;
  /** The kit got no usable answer (stringent's own recordings). */
  error?: ExchangeError;
  /** Bytes that followed a HEAD answer's headers (stringent's own recordings). */
  headBodyBytes?: number;
  /** What the attempts the kit sent again before this answer got (stringent's own recordings: its superseded entries). */
  earlierAttempts?: EarlierAttempt[];
  /** The body (as stored, or once inflated) is larger than the size cap: not read, never judged. */
  tooLarge?: true;
}

/** Limits a recording is read under: the same as a live answer's. */
export interface ReadLimits {
  /** --max-body-size: the largest body read, as stored and once inflated (default 10 MiB). */
  maxBodySize?: number;
}

/** The default cap on one body (--max-body-size). */
export const DEFAULT_MAX_BODY_SIZE = 10 * 1024 * 1024;

export interface Recording {
  file: string;
  /** Answers by time order. */
  answers: RecordedAnswer[];
  /** The base URL a stringent recording says it checked. */
  baseUrl?: string;
  /** Entries left out: status 0 from another tool (no answer), an address that is not a URL. */
  ignored: number;
}

/** Reads a HAR file; E_FILE when it cannot be read, is not JSON or is not HAR. */
export function readHar(file: string, limits: ReadLimits = {}): Recording {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new FileError(`${file}: cannot read the recording${code ? ` (${code})` : ''}`);
  }
  let data: unknown;
  try {
    // A byte-order mark is allowed (Fiddler and Charles write one).
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (err) {
    throw new FileError(`${file}: not JSON: ${(err as Error).message}`);
  }
  return recordingOf(data, file, limits);
}

/** A parsed HAR document as recorded answers; E_FILE when it is not HAR. */
export function recordingOf(data: unknown, file: string, limits: ReadLimits = {}): Recording {
  const cap = limits.maxBodySize ?? DEFAULT_MAX_BODY_SIZE;
  const valid = validator('har.schema.json');
  if (!valid(data)) {
    const e = valid.errors?.[0];
    throw new FileError(`${file}: not a HAR recording: ${e ? `${e.instancePath || '/'} ${e.message ?? 'is invalid'}` : 'invalid'}`);
  }
  const har = data as Har;
  const timed = har.log.entries.map((entry, index) => ({ entry, index, at: Date.parse(entry.startedDateTime ?? '') }));
  // A stable sort by start time; an entry without a readable time stays next to its neighbour.
  let last = -Infinity;
  for (const t of timed) last = t.at = Number.isNaN(t.at) ? last : t.at;
  timed.sort((a, b) => a.at - b.at || a.index - b.index);
  const answers: RecordedAnswer[] = [];
  let ignored = 0;
  /** Superseded attempts by address, until the answer that stands there. */
  const earlier = new Map<string, EarlierAttempt[]>();
  for (const { entry, index } of timed) {
    const answer = answerOf(entry, `${file}: /log/entries/${index}`, cap);
    if (answer) {
      // What the entry says of its earlier attempts, else what the superseded entries before it at its address got.
      const key = addressKey(answer.method, answer.url);
      const before = entry._stringent?.earlierAttempts ?? earlier.get(key);
      earlier.delete(key);
      if (before !== undefined && before.length > 0) answer.earlierAttempts = before;
      answers.push(answer);
      continue;
    }
    ignored++;
    const attempt = supersededAttempt(entry);
    if (attempt) {
      const list = earlier.get(attempt.key);
      if (list) list.push(attempt.attempt);
      else earlier.set(attempt.key, [attempt.attempt]);
    }
  }
  const recording: Recording = { file, answers, ignored };
  const base = har.log._stringent?.baseUrl;
  if (base !== undefined) recording.baseUrl = base;
  return recording;
}

/** A superseded entry (an attempt the kit sent again) as the earlier attempt of the answer that stands at its address. */
function supersededAttempt(entry: HarEntry): { key: string; attempt: EarlierAttempt } | undefined {
  const info = entry._stringent;
  if (!info?.superseded) return undefined;
  let url: string;
  try {
    const u = new URL(entry.request.url);
    u.hash = '';
    url = u.href;
  } catch {
    return undefined;
  }
  const status = entry.response.status;
  const attempt: EarlierAttempt =
    info.error || !Number.isInteger(status) || status < 100 || status > 999 ? { status: 0, error: info.error?.code ?? 'E_NETWORK' } : { status };
  return { key: addressKey(entry.request.method, url), attempt };
}

function answerOf(entry: HarEntry, where: string, cap: number): RecordedAnswer | undefined {
  let url: string;
  try {
    const u = new URL(entry.request.url);
    u.hash = ''; // never sent
    url = u.href;
  } catch {
    return undefined;
  }
  const info = entry._stringent;
  // An attempt that was sent again: the entry after it holds the answer that stands.
  if (info?.superseded) return undefined;
  const res = entry.response;
  const base = { method: entry.request.method.toUpperCase(), url };
  if (res.status === 0 || info?.error) {
    // Only stringent's own recordings say what went wrong; another tool's status 0 is no answer at all.
    if (!info?.error) return undefined;
    const failed: RecordedAnswer = { ...base, status: 0, statusText: '', headers: [], body: Buffer.alloc(0), error: info.error };
    if (info.purpose) failed.purpose = info.purpose;
    return failed;
  }
  // Not an HTTP status: no answer a server could give.
  if (!Number.isInteger(res.status) || res.status < 100 || res.status > 999) return undefined;
  const headers: [string, string][] = (res.headers ?? []).map((h) => [h.name, h.value]);
  const answer: RecordedAnswer = {
    ...base,
    status: res.status,
    statusText: res.statusText ?? '',
    headers,
    body: Buffer.alloc(0),
  };
  const body = bodyOf(entry, headers, where, cap);
  if (body === undefined) {
    // Read under the live limits: an answer over the cap is the kit's condition, as it would be live.
    const failed: RecordedAnswer = {
      ...base,
      status: 0,
      statusText: '',
      headers: [],
      body: Buffer.alloc(0),
      tooLarge: true,
      error: { code: 'E_BODY_TOO_LARGE', message: `the recorded answer body is larger than ${cap} bytes (--max-body-size), as stored or once inflated` },
    };
    if (info?.purpose) failed.purpose = info.purpose;
    return failed;
  }
  answer.body = body;
  if (info?.purpose) answer.purpose = info.purpose;
  if (info?.headBodyBytes) answer.headBodyBytes = info.headBodyBytes;
  return answer;
}

/**
 * The body's bytes under the cap a live answer meets: undefined when they are more than `cap` as
 * stored, or once inflated (the inflation stops at the cap: a recorded gzip bomb costs no more
 * memory than a live one). Shared by every reader of recordings (replay, validate, check --resume).
 */
export function bodyOf(entry: HarEntry, headers: [string, string][], where: string, cap: number): Buffer | undefined {
  const content = entry.response.content;
  const text = content?.text ?? '';
  let bytes: Buffer;
  const encoding = content?.encoding?.toLowerCase();
  if (encoding === undefined || encoding === '') {
    if (Buffer.byteLength(text, 'utf8') > cap) return undefined;
    bytes = Buffer.from(text, 'utf8');
  } else if (encoding === 'base64') {
    if (Math.floor((text.length * 3) / 4) - 2 > cap) return undefined;
    bytes = Buffer.from(text, 'base64');
  } else throw new FileError(`${where}/response/content/encoding: ${content?.encoding} is not an encoding HAR allows (base64)`);
  if (bytes.length > cap) return undefined;
  const coding = headers.find(([n]) => n.toLowerCase() === 'content-encoding')?.[1];
  return coding ? decodedIfCoded(bytes, coding, cap) : bytes;
}

/** The bytes decoded as `coding` names, when they decode; otherwise as they are (already decoded); undefined past the cap. */
function decodedIfCoded(bytes: Buffer, coding: string, cap: number): Buffer | undefined {
  const codings = coding
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s !== '' && s !== 'identity')
    .reverse();
  let data = bytes;
  try {
    for (const c of codings) {
      const limit = { maxOutputLength: cap };
      if (c === 'gzip' || c === 'x-gzip') data = zlib.gunzipSync(data, limit);
      else if (c === 'br') data = zlib.brotliDecompressSync(data, limit);
      else if (c === 'deflate') data = inflate(data, cap);
      else return bytes;
    }
    return data;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return undefined;
    return bytes;
  }
}

function inflate(data: Buffer, cap: number): Buffer {
  try {
    return zlib.inflateSync(data, { maxOutputLength: cap });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw err;
    return zlib.inflateRawSync(data, { maxOutputLength: cap });
  }
}

/**
 * The base URL a recording was made of: what its own log says, else the address of the first
 * answer to `…/api/components/…` up to `api/`, else that of the first under `…/api/`.
 */
export function recordedBaseUrl(recording: Recording): string | undefined {
  if (recording.baseUrl !== undefined) return recording.baseUrl;
  for (const marker of ['/api/components/', '/api/']) {
    for (const a of recording.answers) {
      const u = new URL(a.url);
      const at = u.pathname.indexOf(marker);
      if (at >= 0) return `${u.origin}${u.pathname.slice(0, at + 1)}`;
    }
  }
  return undefined;
}

/** Answers by `METHOD url`, each address's answers in recorded order. */
export function answersByAddress(recording: Recording): Map<string, RecordedAnswer[]> {
  const out = new Map<string, RecordedAnswer[]>();
  for (const a of recording.answers) {
    const key = addressKey(a.method, a.url);
    const list = out.get(key);
    if (list) list.push(a);
    else out.set(key, [a]);
  }
  return out;
}

export function addressKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}
