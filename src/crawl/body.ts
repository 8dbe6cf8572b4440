/**
 * Reading an answer body: a size cap while reading (stop as soon as it is passed), content
 * decoding only when the server names it in Content-Encoding, then UTF-8 text.
 */
import zlib from 'node:zlib';
import { E, WireFailure } from './failure.js';

/** Reads a stream of chunks, stopping (and destroying the stream) once `cap` bytes are passed. */
export async function readCapped(stream: AsyncIterable<Uint8Array> & { destroy?(): unknown }, cap: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > cap) {
      stream.destroy?.();
      throw tooLarge(cap);
    }
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks, size);
}

function tooLarge(cap: number): WireFailure {
  return new WireFailure(E.tooLarge, `the answer body is larger than the ${formatBytes(cap)} cap (--max-body-size)`);
}

export function formatBytes(n: number): string {
  if (n >= 1024 * 1024 && n % (1024 * 1024) === 0) return `${n / (1024 * 1024)} MiB`;
  if (n >= 1024 && n % 1024 === 0) return `${n / 1024} KiB`;
  return `${n} bytes`;
}

/** Undoes the codings named in Content-Encoding (last applied first); the result stays under `cap`. */
export function decodeContent(raw: Buffer, contentEncoding: string | undefined, cap: number): Buffer {
  if (!contentEncoding) return raw;
  const codings = contentEncoding
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '' && s.toLowerCase() !== 'identity');
  let data = raw;
  for (const coding of codings.reverse()) data = decodeOne(data, coding, cap);
  return data;
}

/** `name` as the server wrote it (messages quote it unchanged); compared without regard to case. */
function decodeOne(data: Buffer, name: string, cap: number): Buffer {
  const opts = { maxOutputLength: cap + 1 };
  const coding = name.toLowerCase();
  try {
    let out: Buffer;
    if (coding === 'gzip' || coding === 'x-gzip') out = zlib.gunzipSync(data, opts);
    else if (coding === 'br') out = zlib.brotliDecompressSync(data, opts);
    else if (coding === 'deflate') {
      try {
        out = zlib.inflateSync(data, opts);
      } catch (err) {
        if (isTooLarge(err)) throw err;
        out = zlib.inflateRawSync(data, opts);
      }
    } else throw new WireFailure(E.protocol, `the answer uses Content-Encoding ${name}, which the kit cannot decode`);
    if (out.length > cap) throw tooLarge(cap);
    return out;
  } catch (err) {
    if (err instanceof WireFailure) throw err;
    if (isTooLarge(err)) throw tooLarge(cap);
    throw new WireFailure(E.protocol, `the answer says Content-Encoding ${coding} but its body does not decode as ${coding}`);
  }
}

function isTooLarge(err: unknown): boolean {
  return (err as { code?: string } | null)?.code === 'ERR_BUFFER_TOO_LARGE';
}

// ignoreBOM keeps a leading byte order mark in the text: RFC 8259 §8.1 forbids it in networked
// JSON, so the rules must see it rather than have the decoder drop it.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The body as text. Bytes that are not UTF-8 cannot be JSON (RFC 8259 §8.1), so such a body is
 * recorded as a short statement that is itself not JSON; the rules then see a body that does not
 * parse, and anyone reading the exchange sees why.
 */
export function bodyText(data: Buffer): string {
  try {
    return utf8.decode(data);
  } catch {
    return `stringent: the body is not valid UTF-8 (${data.length} bytes)`;
  }
}
