/** Small helpers for looking at JSON values of unknown shape without throwing. A leaf: the crawler and the rules both use it. */

export type JsonObject = Record<string, unknown>;

export function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The value at a JSON pointer (RFC 6901), or undefined. */
export function atPointer(root: unknown, ptr: string): unknown {
  if (ptr === '') return root;
  let cur: unknown = root;
  for (const raw of ptr.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(cur)) cur = cur[Number(key)];
    else if (isObject(cur)) cur = cur[key];
    else return undefined;
  }
  return cur;
}

/** JSON text with object keys sorted, so that two serializers' key orders compare equal. */
export function stableJson(v: unknown): string {
  if (typeof v !== 'object' || v === null) return JSON.stringify(v) ?? 'null';
  if (Array.isArray(v)) return '[' + v.map(stableJson).join(',') + ']';
  if (isObject(v))
    return (
      '{' +
      Object.keys(v)
        .sort()
        .filter((k) => v[k] !== undefined)
        .map((k) => JSON.stringify(k) + ':' + stableJson(v[k]))
        .join(',') +
      '}'
    );
  return JSON.stringify(v) ?? 'null';
}

/**
 * Whether two parsed JSON values are equal, object keys in any order (what comparing their stableJson
 * says). Read in place, without key lists: it runs on every field of every component pair.
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return stableJson(a) === stableJson(b);
  const array = Array.isArray(a);
  if (array !== Array.isArray(b)) return false;
  if (array) {
    const aa = a as unknown[];
    const bb = b as unknown[];
    if (aa.length !== bb.length) return false;
    for (let i = 0; i < aa.length; i++) if (!jsonEqual(aa[i], bb[i])) return false;
    return true;
  }
  const ao = a as JsonObject;
  const bo = b as JsonObject;
  let keys = 0;
  for (const k of Object.keys(ao)) {
    const x = ao[k];
    if (x === undefined) continue;
    if (!(k in bo) || !jsonEqual(x, bo[k])) return false;
    keys++;
  }
  for (const k of Object.keys(bo)) if (bo[k] !== undefined) keys--;
  return keys === 0;
}

/** A short description of a value's JSON type, for `actual` of type findings. */
export function jsonType(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}
