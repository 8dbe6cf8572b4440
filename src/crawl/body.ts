/**
 * Reading an answer body: content decoding only when the server names it in Content-Encoding,
 * under the size cap, then UTF-8 text. The raw size cap is undici's `maxResponseSize`.
 */
import { isUtf8 } from 'node:buffer';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { BodyTooLargeError, ProtocolError } from '../base/errors.js';

export function formatBytes(n: number): string {
  if (n >= 1024 * 1024 && n % (1024 * 1024) === 0) return `${n / (1024 * 1024)} MiB`;
  if (n >= 1024 && n % 1024 === 0) return `${n / 1024} KiB`;
  return `${n} bytes`;
}

function tooLarge(cap: number): BodyTooLargeError {
  return new BodyTooLargeError(`the answer body is larger than the ${formatBytes(cap)} cap (--max-body-size)`);
}

type Decoder = (data: Buffer, opts: zlib.ZlibOptions | zlib.BrotliOptions) => Promise<Buffer>;

// node:zlib's asynchronous one-shot functions run on libuv's thread pool, so a large or hostile
// body never blocks the event loop, and `maxOutputLength` stops a decompression bomb at the cap.
// undici 7's decompress interceptor is not used: it is marked experimental and announces itself
// with an ExperimentalWarning on stderr at first use, passes codings it does not know through
// silently and leaves error answers undecoded, where the kit must say why a body cannot be read.
const gunzip = promisify(zlib.gunzip) as Decoder;
const brotli = promisify(zlib.brotliDecompress) as Decoder;
const inflate = promisify(zlib.inflate) as Decoder;
const inflateRaw = promisify(zlib.inflateRaw) as Decoder;

/** Undoes the codings named in Content-Encoding (last applied first); the result stays under `cap`. */
export async function decodeContent(raw: Buffer, contentEncoding: string | undefined, cap: number): Promise<Buffer> {
  if (!contentEncoding) return raw;
  const codings = contentEncoding
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '' && s.toLowerCase() !== 'identity');
  let data = raw;
  for (const coding of codings.reverse()) data = await decodeOne(data, coding, cap);
  return data;
}

/** `name` as the server wrote it (messages quote it unchanged); compared without regard to case. */
async function decodeOne(data: Buffer, name: string, cap: number): Promise<Buffer> {
  const opts = { maxOutputLength: cap + 1 };
  const coding = name.toLowerCase();
  try {
    let out: Buffer;
    if (coding === 'gzip' || coding === 'x-gzip') out = await gunzip(data, opts);
    else if (coding === 'br') out = await brotli(data, opts);
    else if (coding === 'deflate') {
      try {
        out = await inflate(data, opts);
      } catch (err) {
        if (isTooLarge(err)) throw err;
        out = await inflateRaw(data, opts);
      }
    } else throw new ProtocolError(`the answer uses Content-Encoding ${name}, which the kit cannot decode`);
    if (out.length > cap) throw tooLarge(cap);
    return out;
  } catch (err) {
    if (err instanceof BodyTooLargeError || err instanceof ProtocolError) throw err;
    if (isTooLarge(err)) throw tooLarge(cap);
    throw new ProtocolError(`the answer says Content-Encoding ${coding} but its body does not decode as ${coding}`);
  }
}

function isTooLarge(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === 'ERR_BUFFER_TOO_LARGE' || (err instanceof RangeError && /maxOutputLength|too large/i.test(err.message));
}

/**
 * The body as text. Bytes that are not UTF-8 cannot be JSON (RFC 8259 §8.1), so such a body is
 * recorded as a short statement that is itself not JSON; the rules then see a body that does not
 * parse, and anyone reading the exchange sees why. A leading byte order mark stays in the text:
 * RFC 8259 §8.1 forbids it in networked JSON, so the rules must see it. `utf8` is the caller's
 * isUtf8(data) when it has it, so that the bytes are validated once.
 */
export function bodyText(data: Buffer, utf8: boolean = isUtf8(data)): string {
  return utf8 ? data.toString('utf8') : `stringent: the body is not valid UTF-8 (${data.length} bytes)`;
}
