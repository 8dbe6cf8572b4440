/**
 * A stringent recording, read to continue the run that wrote it (check --resume): which answers it
 * holds, found by request, and where a resumed run goes on writing it.
 *
 * The recording is read as a stream, entry by entry, and only an index is kept (request → where its
 * answer lies in the file); an answer's body is read from the file when the run asks for it. So a
 * resumed run of a large deployment costs no more memory than the live run. Kept by hand rather than
 * with a streaming JSON parser: the recorder writes one entry a line (RECORDING_FORMAT), so each
 * line is one JSON.parse, and the byte offsets a line reader knows are what the index needs.
 *
 * What is reused: for each request (method and URL), the last complete answer, that is an answer with
 * an HTTP status the HTTP client would not retry (the caller says which it retries: 429, 500, 502,
 * 503, 504; such an answer may be an attempt the run did not get to retry, so it is asked again)
 * and no kit error (a timeout, a broken connection: asked again). Re-checks are never reused: they
 * re-fetch to see the deployment as it is now.
 *
 * Refused, with a coded error: a file that is not JSON lines as the recorder writes them (E_FILE),
 * a recording another tool or an older stringent wrote, or of another recording format (E_RESUME).
 * A recording that ends inside its entries (the run that wrote it was killed) is taken up to its
 * last complete entry.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { FileError, ResumeError } from '../base/errors.js';
import type { HarEntry, HarLog, HarRun } from '../generated/har.js';
import { RECORDING_FORMAT, type AppendPoint } from './write.js';
import { addressKey, bodyOf } from './read.js';

const ENTRIES_OPEN = ',"entries":[';
const CHUNK = 1 << 20;

export interface ResumeHead {
  baseUrl: string;
  /** The kit version that started the recording. */
  version: string;
}

export class ResumeRecording {
  /**
   * Where each reusable answer lies: a 31-bit hash of the request key → byte offset of its entry's
   * line (the line ends at the next newline), or the offsets of several requests whose keys share the
   * hash. Hashes rather than the keys themselves keep the index at a few bytes a request (about a
   * fifth of the memory of the keys: 4 MB rather than 19 MB for 100,000 requests); an entry read back is
   * checked against the key asked for.
   */
  private readonly index = new Map<number, number | number[]>();
  private indexed = 0;
  private fd: number | undefined;
  private readonly scratch = Buffer.allocUnsafe(64 * 1024);
  private runsListed: HarRun[] = [];
  head!: ResumeHead;
  /** Entries the recording holds. */
  entries = 0;
  /** The recording ended inside its entries; what followed the last complete one is dropped when the run appends. */
  truncated = false;
  /** Byte offset just after the last complete entry. */
  private end = 0;

  private constructor(
    readonly file: string,
    private readonly askAgain: ReadonlySet<number>,
  ) {}

  /**
   * Reads `file` entry by entry; throws E_FILE or E_RESUME when it cannot be continued. Answers with
   * a status in `askAgain` (those the HTTP client retries) are not reused.
   */
  static open(file: string, askAgain: ReadonlySet<number> = new Set()): ResumeRecording {
    const r = new ResumeRecording(file, askAgain);
    try {
      r.fd = openSync(file, 'r');
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      throw new FileError(`${file}: cannot read the recording to resume${code ? ` (${code})` : ''}`);
    }
    try {
      r.scan();
    } catch (err) {
      r.close();
      throw err;
    }
    return r;
  }

  /** Reusable answers indexed (one per request). */
  get answers(): number {
    return this.indexed;
  }

  /** The runs that wrote the recording (a killed run that left no list counts as one). */
  get runs(): number {
    return Math.max(this.entries > 0 ? 1 : 0, this.runsListed.length + (this.truncated ? 1 : 0));
  }

  /** Where a resumed run appends. */
  get appendPoint(): AppendPoint {
    return { offset: this.end, entries: this.entries, runs: [...this.runsListed] };
  }

  /** The last complete recorded answer to `method url`, read from the file; undefined when there is none. */
  entry(method: string, url: string): HarEntry | undefined {
    const key = addressKey(method, url);
    const at = this.index.get(hash(key));
    if (at === undefined || this.fd === undefined) return undefined;
    for (const offset of typeof at === 'number' ? [at] : at) {
      const entry = this.entryAt(offset);
      if (keyOf(entry) === key) return entry;
    }
    return undefined;
  }

  private entryAt(offset: number): HarEntry {
    const line = this.lineAt(offset);
    return JSON.parse(line.toString('utf8', 0, line[line.length - 1] === 0x2c ? line.length - 1 : line.length)) as HarEntry;
  }

  /** Indexes the entry at `offset` under `key`, in place of an earlier answer to the same request. */
  private put(key: string, offset: number): void {
    const h = hash(key);
    const at = this.index.get(h);
    if (at === undefined) {
      this.index.set(h, offset);
      this.indexed++;
      return;
    }
    // The same hash: the same request answered again (the later answer wins), or another request.
    const offsets = typeof at === 'number' ? [at] : at;
    const same = offsets.findIndex((o) => keyOf(this.entryAt(o)) === key);
    if (same >= 0) offsets[same] = offset;
    else {
      offsets.push(offset);
      this.indexed++;
    }
    this.index.set(h, offsets.length === 1 ? offsets[0]! : offsets);
  }

  /** The bytes of the line that starts at `offset`, without its newline (in a scratch buffer when the line fits it). */
  private lineAt(offset: number): Buffer {
    const parts: Buffer[] = [];
    for (let pos = offset; ;) {
      const buf = parts.length === 0 ? this.scratch : Buffer.allocUnsafe(this.scratch.length);
      const n = readSync(this.fd!, buf, 0, buf.length, pos);
      const nl = buf.subarray(0, n).indexOf(10);
      if (nl >= 0 || n === 0) {
        parts.push(buf.subarray(0, nl >= 0 ? nl : n));
        return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
      }
      // A long line: the scratch buffer's part is copied before the buffer is read into again.
      parts.push(parts.length === 0 ? Buffer.from(buf.subarray(0, n)) : buf.subarray(0, n));
      pos += n;
    }
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }

  private damaged(line: number, why: string): FileError {
    return new FileError(`${this.file}: damaged recording, line ${line}: ${why}; it cannot be resumed (start a new run, or --replay what it holds)`);
  }

  private scan(): void {
    const fd = this.fd!;
    const size = fstatSync(fd).size;
    const chunk = Buffer.alloc(CHUNK);
    let carry = Buffer.alloc(0);
    let offset = 0; // file offset of carry[0]
    let line = 0;
    let state: 'head' | 'entries' | 'done' = 'head';
    let comma = false; // the last entry line ended with a comma
    const take = (bytes: Buffer, at: number, last: boolean): void => {
      line++;
      if (state === 'done') {
        if (bytes.toString('utf8').trim() !== '') throw this.damaged(line, 'text after the end of the recording');
        return;
      }
      if (state === 'head') {
        this.readHead(bytes.toString('utf8'), line);
        state = 'entries';
        this.end = at + bytes.length + 1;
        return;
      }
      const text = bytes.toString('utf8');
      // The line between the head and the closing line of a recording without entries.
      if (text === '' && this.entries === 0) return;
      if (text.startsWith(']')) {
        if (comma) throw this.damaged(line, 'the entries end with a comma');
        try {
          this.readTail(text, line);
        } catch (err) {
          // A closing line cut off as it was rewritten (the run was killed then): the entries stand.
          if (!last) throw err;
          this.truncated = true;
        }
        state = 'done';
        return;
      }
      if (!text.startsWith('{')) throw this.damaged(line, 'not an entry');
      if (this.entries > 0 && !comma) throw this.damaged(line, 'no comma between entries');
      const json = text.endsWith(',') ? text.slice(0, -1) : text;
      let entry: HarEntry;
      try {
        entry = JSON.parse(json) as HarEntry;
      } catch (err) {
        // The last line of a recording whose run was killed mid-write: its complete entries stand.
        if (last) {
          this.truncated = true;
          state = 'done';
          return;
        }
        throw this.damaged(line, `not JSON (${(err as Error).message})`);
      }
      if (typeof entry?.request?.method !== 'string' || typeof entry.request.url !== 'string' || typeof entry.response?.status !== 'number')
        throw this.damaged(line, 'an entry without request method, URL and answer status');
      comma = json !== text;
      this.entries++;
      this.end = at + Buffer.byteLength(json);
      if (reusable(entry, this.askAgain)) {
        let key: string;
        try {
          key = keyOf(entry);
        } catch {
          throw this.damaged(line, `${JSON.stringify(entry.request.url)} is not a URL`);
        }
        this.put(key, at);
      }
    };
    for (let pos = 0; pos < size;) {
      const n = readSync(fd, chunk, 0, Math.min(CHUNK, size - pos), pos);
      if (n === 0) break;
      pos += n;
      const data = carry.length === 0 ? chunk.subarray(0, n) : Buffer.concat([carry, chunk.subarray(0, n)]);
      let start = 0;
      for (let nl = data.indexOf(10, start); nl >= 0; nl = data.indexOf(10, start)) {
        take(data.subarray(start, nl), offset + start, offset + nl + 1 >= size);
        start = nl + 1;
      }
      offset += start;
      carry = Buffer.from(data.subarray(start));
    }
    if (carry.length > 0) take(carry, offset, true);
    if (state === 'head') throw this.damaged(line, 'the recording is empty');
    if (state === 'entries') this.truncated = true;
  }

  private readHead(text: string, line: number): void {
    const foreign = new ResumeError(
      `${this.file} is not a recording of stringent check --record (another tool's HAR, or one rewritten); ` +
        `--resume continues only the kit's own recordings (judge it with --replay)`,
    );
    if (!text.startsWith('{"log":') || !text.endsWith(ENTRIES_OPEN)) throw foreign;
    let log: Omit<HarLog, 'entries'>;
    try {
      log = (JSON.parse(`${text.slice(0, -ENTRIES_OPEN.length)}}}`) as { log: HarLog }).log;
    } catch (err) {
      throw this.damaged(line, `the head is not JSON (${(err as Error).message})`);
    }
    if (log?.creator?.name !== 'stringent' || typeof log._stringent?.baseUrl !== 'string') throw foreign;
    const version = log.creator.version ?? 'unknown';
    const format = log._stringent.format;
    if (format === undefined)
      throw new ResumeError(
        `${this.file} was written by stringent ${version}, before recordings could be resumed; start a new run (judge this one with --replay)`,
      );
    if (format !== RECORDING_FORMAT)
      throw new ResumeError(
        `${this.file} is in recording format ${format} (stringent ${version}); this stringent continues format ${RECORDING_FORMAT} only: ` +
          `resume it with stringent ${version}, or start a new run`,
      );
    this.head = { baseUrl: log._stringent.baseUrl, version };
  }

  private readTail(text: string, line: number): void {
    // `],"_stringentRuns":[…]}}` (or `]}}` when no run is listed)
    let tail: { _stringentRuns?: unknown };
    try {
      tail = JSON.parse(`{${text.slice(2, -1)}`) as typeof tail;
    } catch (err) {
      throw this.damaged(line, `the end of the recording is not JSON (${(err as Error).message})`);
    }
    const runs = tail._stringentRuns ?? [];
    if (!Array.isArray(runs)) throw this.damaged(line, '_stringentRuns is not a list');
    this.runsListed = runs as HarRun[];
  }
}

/** The request an entry answers, as `METHOD url`. */
function keyOf(entry: HarEntry): string {
  return addressKey(entry.request.method, new URL(entry.request.url).href);
}

/** FNV-1a over the key's UTF-16 code units, to 31 bits (a small integer V8 keeps unboxed). */
export function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 1;
}

/** Whether a recorded entry is an answer a resumed run takes instead of asking again. */
function reusable(entry: HarEntry, askAgain: ReadonlySet<number>): boolean {
  const { status } = entry.response;
  if (!Number.isInteger(status) || status < 100 || status > 999 || askAgain.has(status)) return false;
  if (entry._stringent?.error || entry._stringent?.superseded) return false;
  return entry._stringent?.purpose !== 'recheck';
}

/**
 * A recorded answer's body bytes under the live limits (read.ts's bodyOf, which every reader of
 * recordings shares); undefined when they are more than `maxBodySize` as stored or once inflated, or
 * stored in an encoding HAR does not allow (the request is then sent again, and the live cap judges it).
 */
export function recordedBody(entry: HarEntry, maxBodySize: number): Buffer | undefined {
  const headers: [string, string][] = (entry.response.headers ?? []).map((h) => [h.name, h.value]);
  try {
    return bodyOf(entry, headers, entry.request.url, maxBodySize);
  } catch (err) {
    if (err instanceof FileError) return undefined;
    throw err;
  }
}
