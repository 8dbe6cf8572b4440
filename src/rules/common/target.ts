/**
 * Which endpoint of the API an address belongs to, relative to the base URL. Pure: no I/O.
 */

export type ResourceKind = 'component-list' | 'component' | 'statistics';

export interface Target {
  kind: ResourceKind | 'other';
  /** Project slug, for component and statistics addresses. */
  project?: string;
  /** Component slug, for component and statistics addresses. */
  component?: string;
  /** Page number asked for: the `page` parameter, 1 when absent or empty; absent when not a whole number. */
  page?: number;
  /** The address without its `page` parameter: one key per list (query parameters such as format kept). */
  listKey: string;
}

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

export function classify(url: string, baseUrl: string): Target {
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
  const rest = u.pathname.slice(base.pathname.length);
  const parts = rest.split('/');
  // api/components/  → ['api','components','']
  if (parts[0] !== 'api' || parts[1] !== 'components') return { kind: 'other', page, listKey };
  const seg = parts.slice(2);
  const decode = (s: string): string => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  };
  if (seg.length === 1 && seg[0] === '') return { kind: 'component-list', page, listKey };
  if (seg.length === 3 && seg[0] && seg[1] && seg[2] === '')
    return { kind: 'component', project: decode(seg[0]), component: decode(seg[1]), page, listKey };
  if (seg.length === 4 && seg[0] && seg[1] && seg[2] === 'statistics' && seg[3] === '')
    return { kind: 'statistics', project: decode(seg[0]), component: decode(seg[1]), page, listKey };
  return { kind: 'other', page, listKey };
}
