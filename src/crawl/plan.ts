/**
 * Addresses the crawl plan derives from what it has seen: where a component's instance and
 * statistics live, page addresses, and which components a sample takes. Pure: no I/O.
 */
import { isObject } from '../base/json.js';
import { plainPathAndQuery, sameOriginAsWritten } from '../base/address.js';

export interface ComponentRef {
  /** Address of the instance record. */
  instanceUrl: string;
  /** Address of page 1 of its statistics list. */
  statisticsUrl: string;
}

/**
 * Whether `address`, as written, is on the base URL's origin. Addresses are compared as text (§1),
 * up to what RFC 3986 calls the same address (the case of scheme and host, a default port): userinfo
 * or another spelling of the host, which the WHATWG parser folds into the same origin, make another
 * origin here, and the crawler does not go there (see base/address.ts).
 */
export function sameOriginText(address: string, baseUrl: string): boolean {
  return sameOriginAsWritten(address, baseUrl);
}

/**
 * The string field as a URL on the base URL's origin (compared as text), or undefined. The field's
 * own string when the URL parser writes it so (most are): the record, the crawl and the rules then
 * share one string per address.
 */
function onOrigin(v: unknown, baseUrl: string): string | undefined {
  if (typeof v !== 'string' || !sameOriginText(v, baseUrl)) return undefined;
  try {
    const u = new URL(v);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return undefined;
    return u.href === v ? v : u.href;
  } catch {
    return undefined;
  }
}

/** encodeURIComponent that cannot throw: an unpaired surrogate (valid in JSON, not in a URL) becomes U+FFFD first. */
function encodeSegment(text: string): string {
  return encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
}

/** `{base}api/components/<p>/<c>/` with percent-encoded slugs. */
export function canonicalInstanceUrl(baseUrl: string, project: string, component: string): string {
  return `${baseUrl}api/components/${encodeSegment(project)}/${encodeSegment(component)}/`;
}

/**
 * Where to fetch one list element's instance and statistics: its own `url` / `statistics_url`
 * when they are on the base origin, else the canonical addresses built from the slugs. Undefined
 * when neither is available (the rules report the element).
 */
export function componentRef(item: unknown, baseUrl: string): ComponentRef | undefined {
  if (!isObject(item)) return undefined;
  const project = isObject(item.project) ? item.project.slug : undefined;
  const slug = item.slug;
  const canonical =
    typeof project === 'string' && project !== '' && typeof slug === 'string' && slug !== '' ? canonicalInstanceUrl(baseUrl, project, slug) : undefined;
  const instanceUrl = onOrigin(item.url, baseUrl) ?? canonical;
  if (instanceUrl === undefined) return undefined;
  const statisticsUrl = onOrigin(item.statistics_url, baseUrl) ?? (canonical ?? instanceUrl) + 'statistics/';
  return { instanceUrl, statisticsUrl };
}

/** The address with query parameter `name` set to `value` (other parameters kept). */
export function withParam(url: string, name: string, value: string): string {
  const u = new URL(url);
  u.searchParams.set(name, value);
  return u.href;
}

/** The next page's address as a page gives it, resolved; undefined when there is none or it is unusable. */
export function nextAddress(next: unknown, pageUrl: string): string | undefined {
  if (typeof next !== 'string' || next === '') return undefined;
  try {
    return new URL(next, pageUrl).href;
  } catch {
    return undefined;
  }
}

/**
 * A deterministic sample of list positions: all of them without a limit, else `limit` positions
 * spread evenly over the `count` the first page announces (the first `limit` when count is unusable).
 */
export class Sampler {
  private positions?: Set<number>;
  private taken = 0;
  private leftOutAny = false;

  constructor(private readonly limit?: number) {}

  /** Called with the first page's `count`. */
  start(count: unknown): void {
    if (this.limit === undefined) return;
    if (typeof count !== 'number' || !Number.isInteger(count) || count <= this.limit) return;
    this.positions = new Set();
    for (let i = 0; i < this.limit; i++) this.positions.add(Math.floor((i * count) / this.limit));
  }

  /** Whether the element at 0-based list position `pos` is in the sample. */
  take(pos: number): boolean {
    const inSample = this.limit === undefined || (this.taken < this.limit && (this.positions === undefined || this.positions.has(pos)));
    if (!inSample) this.leftOutAny = true;
    else this.taken++;
    return inSample;
  }

  /** Whether the sample left some element out. */
  get sampled(): boolean {
    return this.leftOutAny;
  }
}

/** The query of a page of a list as the crawl writes it: nothing but `page`. */
const PAGE_ONLY = /^\?page=([0-9]*)$/;

/**
 * pageKey read from the text, for an address on the origin (`originSlash`: the origin and '/') whose
 * path the URL parser leaves as written, with no query but `page=<digits>` and no fragment: the
 * addresses of a crawl. Undefined for any other, which is parsed.
 */
function textPageKey(url: string, originSlash: string | undefined): string | undefined {
  if (originSlash === undefined || plainPathAndQuery(url, originSlash) === undefined) return undefined;
  const q = url.indexOf('?');
  if (q < 0) return url;
  const page = PAGE_ONLY.exec(url.slice(q))?.[1];
  if (page === undefined) return undefined;
  return page === '' || page === '1' ? url.slice(0, q) : `${url.slice(0, q)}\npage=${page}`;
}

/**
 * One key per page of one list: `page` absent, empty or 1 is the same page; the fragment does not
 * count. Page 1's key is the address without page and fragment (the text given, when the URL
 * parser writes it so: no new string per list), another page's that address, a line break and
 * `page=N` (the URL parser takes line breaks out of every address, so the two never meet). Given
 * the origin (`originSlash`), the addresses of a crawl are read from their text.
 */
export function pageKey(url: string, originSlash?: string): string {
  const text = textPageKey(url, originSlash);
  if (text !== undefined) return text;
  const u = new URL(url);
  // Most addresses have neither a query nor a fragment: nothing to take out.
  if (u.search === '' && u.hash === '') return u.href === url ? url : u.href;
  const page = u.searchParams.get('page');
  u.searchParams.delete('page');
  u.hash = '';
  return page === null || page === '' || page === '1' ? u.href : `${u.href}\npage=${page}`;
}
