/** Reading the `next` and `previous` addresses of list pages (§2.1). Pure: no I/O. */
import { sameOriginAsWritten } from '../../base/address.js';

/** The URL when `value` is an absolute URL, else undefined. */
export function absoluteUrl(value: unknown): URL | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** The URL `value` points to, relative addresses resolved against `base`; undefined when unusable. */
export function resolvedUrl(value: unknown, base: string): URL | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
}

/**
 * Why an address that the URL parser puts on the base URL's origin is still another origin as
 * written (§1 compares addresses as text starting with the base URL), or undefined when its text
 * starts with the base URL's scheme and authority, up to the equivalences of RFC 3986. `baseUrl` is the normalised base URL.
 */
export function respelledOrigin(text: string, parsed: URL, baseUrl: string): string | undefined {
  const at = baseUrl.indexOf('/', baseUrl.indexOf('//') + 2);
  const origin = at < 0 ? baseUrl : baseUrl.slice(0, at);
  // What RFC 3986 calls the same origin (the case of scheme and host, a default port) is no other.
  if (text.startsWith(origin + '/') || sameOriginAsWritten(text, baseUrl)) return undefined;
  if (parsed.username !== '' || parsed.password !== '') return 'carries userinfo';
  const written = /^[^:/?#]*:\/\/([^/?#]*)/.exec(text)?.[1] ?? '';
  if (/:\d+$/.test(written) && parsed.port === '') return `names the default port explicitly (${written})`;
  if (written.toLowerCase() !== parsed.host) return `spells the host ${written}, not ${parsed.host}`;
  return `starts ${text.slice(0, origin.length)}, not ${origin}`;
}

/** Query parameters as a sorted multiset of `name=value` entries, leaving out the named ones. */
export function queryEntries(url: URL, leaveOut: readonly string[] = []): string[] {
  const out: string[] = [];
  for (const [k, v] of url.searchParams) if (!leaveOut.includes(k)) out.push(`${k}=${v}`);
  return out.sort();
}

/** Every value of one query parameter, sorted. */
export function paramValues(url: URL, name: string): string[] {
  return url.searchParams.getAll(name).sort();
}

export function sameEntries(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * One key per page address, for revisit detection: origin, path and sorted parameters, with an
 * absent or empty `page` read as page 1 (the first page is asked for without `page`).
 */
export function pageAddressKey(url: URL): string {
  const pages = url.searchParams.getAll('page');
  const page = pages.length === 0 || (pages.length === 1 && pages[0] === '') ? ['1'] : pages;
  const rest = queryEntries(url, ['page']);
  return `${url.origin}${url.pathname}?${[...page.map((p) => `page=${p}`), ...rest].sort().join('&')}`;
}
