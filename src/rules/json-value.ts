/** Small helpers for looking at JSON values of unknown shape without throwing. */

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

/** A short description of a value's JSON type, for `actual` of type findings. */
export function jsonType(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

/** True for the purposes whose documents the content rules judge: the crawl itself (or a file). */
export function isCrawlDocument(purpose: string | undefined): boolean {
  return purpose === undefined || purpose === 'crawl';
}
