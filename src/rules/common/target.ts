/**
 * Which endpoint of the API an address belongs to, relative to the base URL. Pure: no I/O.
 */
import { hasPrefix } from '../../base/text.js';
import { plainPath } from '../../base/address.js';

export type ResourceKind = 'component-list' | 'component' | 'statistics';

export interface Target {
  kind: ResourceKind | 'other';
  /** Project slug, for component and statistics addresses. */
  project?: string;
  /** Component slug, for component and statistics addresses. */
  component?: string;
  /** Page number asked for: the `page` parameter, 1 when absent or empty; absent when not a whole number. */
  page?: number | undefined;
  /** The address without its `page` parameter: one key per list (query parameters such as format kept). */
  listKey: string;
}

/** Each endpoint as its address pattern relative to the base URL (a finding's `scope`). */
export const ENDPOINTS: Readonly<Record<ResourceKind, string>> = {
  'component-list': 'api/components/',
  component: 'api/components/{project}/{component}/',
  statistics: 'api/components/{project}/{component}/statistics/',
};

/** Normalises a base URL so that it ends with a slash. */
export function normaliseBase(baseUrl: string): string {
  return baseUrl.endsWith('/') ? baseUrl : baseUrl + '/';
}

/** The address without its `page` parameter, other parameters kept in their order. */
export function withoutPage(url: URL): string {
  const u = new URL(url.href);
  u.searchParams.delete('page');
  // URLSearchParams leaves a bare '?' behind when the last parameter goes.
  return u.search === '' || u.search === '?' ? u.origin + u.pathname : u.href;
}

/**
 * The base URL last asked about, as the URL parser writes it, for the text path of classify: a run
 * classifies every address against one base, so one entry is kept. Process-wide, and no run's state:
 * the entry is replaced whole (given and href together), and href is a pure function of the base
 * given, so a run that finds another run's entry finds the answer it would compute, and one that does
 * not computes its own. Two runs at once only cost each other a parse.
 */
const LAST_BASE: { entry?: { readonly given: string; readonly href: string | undefined } } = {};

function parsedBase(baseUrl: string): string | undefined {
  const known = LAST_BASE.entry;
  if (known?.given === baseUrl) return known.href;
  let href: string | undefined;
  try {
    href = new URL(normaliseBase(baseUrl)).href;
  } catch {
    href = undefined;
  }
  LAST_BASE.entry = { given: baseUrl, href };
  return href;
}

/** No query, or a `page` parameter alone. */
const PAGE_QUERY = /^(?:\?page=([0-9]*))?$/;

/**
 * The target of an address written under the base URL the way a URL parser writes it, with no query
 * but `page`: read from the text, as the parser would read it. Most addresses of a crawl are such;
 * undefined for the others, which classify parses.
 */
function classifyText(url: string, baseUrl: string): Target | undefined {
  const base = parsedBase(baseUrl);
  if (base === undefined || !hasPrefix(url, base)) return undefined;
  const q = url.indexOf('?', base.length);
  const path = q < 0 ? url.slice(base.length) : url.slice(base.length, q);
  const query = PAGE_QUERY.exec(q < 0 ? '' : url.slice(q));
  if (!query || !plainPath(path)) return undefined;
  const digits = query[1];
  return targetOf(path.split('/'), digits === undefined || digits === '' ? 1 : Number(digits), q < 0 ? url : url.slice(0, q));
}

function decode(s: string): string {
  if (!s.includes('%')) return s;
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The target of the path after the base, split at '/'. */
function targetOf(parts: string[], page: number | undefined, listKey: string): Target {
  // api/components/  → ['api','components','']
  if (parts[0] !== 'api' || parts[1] !== 'components') return { kind: 'other', page, listKey };
  const seg = parts.slice(2);
  if (seg.length === 1 && seg[0] === '') return { kind: 'component-list', page, listKey };
  if (seg.length === 3 && seg[0] && seg[1] && seg[2] === '') return { kind: 'component', project: decode(seg[0]), component: decode(seg[1]), page, listKey };
  if (seg.length === 4 && seg[0] && seg[1] && seg[2] === 'statistics' && seg[3] === '')
    return { kind: 'statistics', project: decode(seg[0]), component: decode(seg[1]), page, listKey };
  return { kind: 'other', page, listKey };
}

export function classify(url: string, baseUrl: string): Target {
  const plain = classifyText(url, baseUrl);
  if (plain) return plain;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return { kind: 'other', listKey: url };
  }
  const base = new URL(normaliseBase(baseUrl));
  const pageParam = u.searchParams.get('page');
  const page = pageParam === null || pageParam === '' ? 1 : /^[0-9]+$/.test(pageParam) ? Number(pageParam) : undefined;
  const listKey = withoutPage(u);
  if (u.origin !== base.origin || !u.pathname.startsWith(base.pathname)) return { kind: 'other', page, listKey };
  return targetOf(u.pathname.slice(base.pathname.length).split('/'), page, listKey);
}
