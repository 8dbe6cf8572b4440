/**
 * JSON text of records that may hold integers beyond 2^53 (as bigint): JSON.stringify cannot
 * write a bigint, so such values are written as exact integer text here.
 */
const MARK = '\u0000bigint:';

export function toJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch (err) {
    if (!(err instanceof TypeError)) throw err;
    const text = JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? `${MARK}${v.toString()}` : v));
    return text.replace(/"\\u0000bigint:(-?[0-9]+)"/g, '$1');
  }
}
