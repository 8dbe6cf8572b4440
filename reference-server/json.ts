/**
 * JSON text of records that may hold integers beyond 2^53 (as bigint): JSON.stringify cannot
 * write a bigint, so such values are written as exact integer text here.
 */
const MARK = '\u0000bigint:';
/** A value whose toJSON gives this mark and a number's text is written as that text (edges.ts: 100.0). */
const DECIMAL = '"\\u0000decimal:';

export function toJson(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch (err) {
    if (!(err instanceof TypeError)) throw err;
    text = JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? `${MARK}${v.toString()}` : v)).replace(/"\\u0000bigint:(-?[0-9]+)"/g, '$1');
  }
  return text.includes(DECIMAL) ? text.replace(/"\\u0000decimal:(-?[0-9]+\.[0-9]+)"/g, '$1') : text;
}
