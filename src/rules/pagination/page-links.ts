/**
 * Where `next` and `previous` of one list page must point, given the address the page was fetched
 * from (§2.1, §4.3), and how a link differs from that. Pure.
 *
 * On a list fetched with `format=api`, a link that loses or changes `format` is PAG-FORMAT-API's
 * departure (pag-format-api.ts); every other difference is PAG-NEXT's or PAG-PREVIOUS's.
 */
import { paramValues, queryEntries, sameEntries } from './links.js';

/** The address of page `page` of the list `request` belongs to; no `page` parameter when `page` is null. */
export function pageAddress(request: URL, page: number | null): URL {
  const u = new URL(request.href);
  u.searchParams.delete('page');
  if (page !== null) u.searchParams.set('page', String(page));
  return u;
}

/** Text of an address without a dangling '?'. */
export function addressText(u: URL): string {
  return u.search === '' || u.search === '?' ? u.origin + u.pathname : u.href;
}

export interface Differences {
  /** What differs apart from `format` on a format=api list. */
  other: string[];
  /** `format` lost or changed on a format=api list. */
  format: boolean;
}

/** Multiset difference: the entries of `a` left after taking away one of each entry of `b`. */
function minus(a: readonly string[], b: readonly string[]): string[] {
  const left = [...b];
  return a.filter((x) => {
    const i = left.indexOf(x);
    if (i < 0) return true;
    left.splice(i, 1);
    return false;
  });
}

export function differences(actual: URL, expected: URL, formatApi: boolean): Differences {
  const other: string[] = [];
  if (actual.origin + actual.pathname !== expected.origin + expected.pathname) other.push(`points to ${actual.origin}${actual.pathname}`);
  const pa = paramValues(actual, 'page');
  const pe = paramValues(expected, 'page');
  if (!sameEntries(pa, pe))
    other.push(
      pe.length === 0 ? `carries page=${pa.join(',')}` : pa.length === 0 ? 'has no page parameter' : `asks for page ${pa.join(',')}, not ${pe.join(',')}`,
    );
  const leave = formatApi ? ['page', 'format'] : ['page'];
  const qa = queryEntries(actual, leave);
  const qe = queryEntries(expected, leave);
  if (!sameEntries(qa, qe)) {
    const missing = minus(qe, qa);
    const extra = minus(qa, qe);
    if (missing.length > 0) other.push(`does not repeat ${missing.join('&')}`);
    if (extra.length > 0) other.push(`adds ${extra.join('&')}`);
  }
  const format = formatApi && !sameEntries(paramValues(actual, 'format'), paramValues(expected, 'format'));
  return { other, format };
}
