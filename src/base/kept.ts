/**
 * What the kit keeps of a value from an answer once the answer itself is gone: memory follows the
 * answers in flight, not the sum of all answers, however long a string a server sends. A string
 * longer than KEPT_MAX characters is kept as its first characters, a hash of the whole and its size
 * in UTF-8 bytes: two long strings are equal when their kept forms are (up to a SHA-256 collision), so
 * comparing kept forms judges what comparing the strings would. A kept form is a fresh string: a
 * slice of a longer string keeps the whole of it alive in V8.
 */
import { createHash } from 'node:crypto';

/** Longest string kept as it is. */
export const KEPT_MAX = 1024;
/** Characters of a longer string kept before its hash and size. */
const PREFIX = 200;

/** A copy of `text` that shares no memory with the string it was sliced from. */
export function copyOf(text: string): string {
  return Buffer.from(text, 'utf16le').toString('utf16le');
}

/** `text` itself when it is short; else its first characters, a hash of the whole and its size. */
export function keptString(text: string): string {
  if (text.length <= KEPT_MAX) return text;
  const hash = hashOf(text);
  let end = PREFIX;
  const c = text.charCodeAt(end - 1);
  if (c >= 0xd800 && c <= 0xdbff) end--;
  // Ends as the reports end a string they cut ("… (N bytes)"), with the hash before it.
  return copyOf(`${text.slice(0, end)}… (sha256 ${hash})… (${Buffer.byteLength(text, 'utf8')} bytes)`);
}

/** Characters hashed at a time: the bytes of one piece are short-lived, where the bytes of the whole would double the string. */
const HASHED = 65_536;

/** SHA-256 of the string's UTF-16 code units (lone surrogates included), in hex, 16 digits. */
function hashOf(text: string): string {
  const hash = createHash('sha256');
  for (let at = 0; at < text.length; at += HASHED) hash.update(text.slice(at, at + HASHED), 'utf16le');
  return hash.digest('hex').slice(0, 16);
}

/**
 * `value` with every string longer than KEPT_MAX in its kept form, keys included: the value itself
 * (no copy) when it holds none, else a copy. For values cut to NESTING_MAX levels (base/json-depth.ts).
 */
export function keptValue(value: unknown): unknown {
  if (typeof value === 'string') return keptString(value);
  if (typeof value !== 'object' || value === null || !holdsLong(value)) return value;
  if (Array.isArray(value)) return value.map(keptValue);
  const out: Record<string, unknown> = {};
  // Defined, not assigned: a key `__proto__` (which JSON.parse makes an own field) stays a field.
  for (const [k, v] of Object.entries(value))
    Object.defineProperty(out, keptString(k), { value: keptValue(v), enumerable: true, writable: true, configurable: true });
  return out;
}

/** Whether a value holds a string (or key) longer than KEPT_MAX. */
function holdsLong(value: object): boolean {
  if (Array.isArray(value)) {
    for (const v of value as unknown[]) if (typeof v === 'string' ? v.length > KEPT_MAX : typeof v === 'object' && v !== null && holdsLong(v)) return true;
    return false;
  }
  for (const k in value) {
    if (k.length > KEPT_MAX) return true;
    const v = (value as Record<string, unknown>)[k];
    if (typeof v === 'string' ? v.length > KEPT_MAX : typeof v === 'object' && v !== null && holdsLong(v)) return true;
  }
  return false;
}
