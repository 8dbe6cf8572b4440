/**
 * Reading a request target: the route of §4.1–4.3 under the base path, and the query parameters
 * that matter (`page`, `format`), keeping the others as received so links can repeat them (§2.1).
 * Never throws: whatever a client sends is either a route or not.
 */

export type Route = { kind: 'list' } | { kind: 'instance'; project: string; component: string } | { kind: 'statistics'; project: string; component: string };

export interface Query {
  /** `page` as sent (the last one wins, as in Django); undefined when absent. */
  page?: string;
  /** `format` as sent (the last one wins); undefined when absent. */
  format?: string;
  /** Every parameter but `page`, raw text in request order, for repeating in links. */
  others: string[];
}

export interface Target {
  route?: Route;
  query: Query;
}

function decode(s: string): string | undefined {
  try {
    return decodeURIComponent(s);
  } catch {
    return undefined;
  }
}

export function parseQuery(raw: string): Query {
  const query: Query = { others: [] };
  for (const pair of raw.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const rawKey = eq < 0 ? pair : pair.slice(0, eq);
    const rawValue = eq < 0 ? '' : pair.slice(eq + 1);
    const key = decode(rawKey.replace(/\+/g, ' ')) ?? rawKey;
    // An undecodable value cannot be a valid page or format: keep it as sent so it is rejected.
    const value = decode(rawValue.replace(/\+/g, ' ')) ?? rawValue + '\u0000';
    if (key === 'page') {
      query.page = value;
      continue;
    }
    if (key === 'format') query.format = value;
    query.others.push(pair);
  }
  return query;
}

/** Splits `rawUrl` (origin-form or absolute-form) and matches it under `basePath` (ends with '/'). */
export function parseTarget(rawUrl: string, basePath: string): Target {
  let url = rawUrl;
  const abs = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]*/.exec(url);
  if (abs) url = url.slice(abs[0].length) || '/';
  const hash = url.indexOf('#');
  if (hash >= 0) url = url.slice(0, hash);
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const query = parseQuery(q < 0 ? '' : url.slice(q + 1));
  if (!path.startsWith(basePath)) return { query };
  const parts = path.slice(basePath.length).split('/');
  if (parts[0] !== 'api' || parts[1] !== 'components') return { query };
  const seg = parts.slice(2);
  if (seg.length === 1 && seg[0] === '') return { route: { kind: 'list' }, query };
  const p = seg[0] ? decode(seg[0]) : undefined;
  const c = seg[1] ? decode(seg[1]) : undefined;
  if (p === undefined || c === undefined) return { query };
  if (seg.length === 3 && seg[2] === '') return { route: { kind: 'instance', project: p, component: c }, query };
  if (seg.length === 4 && seg[2] === 'statistics' && seg[3] === '') return { route: { kind: 'statistics', project: p, component: c }, query };
  return { query };
}

/** A page number: digits only (leading zeros allowed); an empty value is page 1 (§4.3). */
export function pageNumber(page: string | undefined): number | undefined {
  if (page === undefined || page === '') return 1;
  if (!/^[0-9]{1,15}$/.test(page)) return undefined;
  const n = Number(page);
  return n >= 1 ? n : undefined;
}
