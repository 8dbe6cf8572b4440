/**
 * PAG-NEXT, PAG-PREVIOUS and the `format` part of PAG-FORMAT-API for one list page (§2.1, §4.3):
 * where `next` and `previous` must point, given the address the page was fetched from. Pure.
 *
 * On a list fetched with `format=api`, a link that loses or changes `format` is PAG-FORMAT-API's
 * departure; every other difference is PAG-NEXT's or PAG-PREVIOUS's.
 */
import type { FindingInput } from './types.js';
import { paramValues, queryEntries, resolvedUrl, sameEntries } from './links.js';

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

interface Differences {
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
    other.push(pe.length === 0 ? `carries page=${pa.join(',')}` : pa.length === 0 ? 'has no page parameter' : `asks for page ${pa.join(',')}, not ${pe.join(',')}`);
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

function formatFinding(url: string, field: 'next' | 'previous', actual: string, expected: URL): FindingInput {
  return {
    requirement: 'PAG-FORMAT-API',
    url,
    pointer: '/' + field,
    message: `${field} of a list fetched with format=api does not repeat format=api`,
    expected: addressText(expected),
    actual,
  };
}

/** PAG-PREVIOUS (and PAG-FORMAT-API) findings for the page fetched from `request`, page `page`. */
export function previousFindings(request: URL, page: number, previous: string | null, formatApi: boolean): FindingInput[] {
  const url = request.href;
  if (page === 1) {
    if (previous === null) return [];
    return [{ requirement: 'PAG-PREVIOUS', url, pointer: '/previous', message: 'previous on page 1 is not null', expected: null, actual: previous }];
  }
  const expected = pageAddress(request, page === 2 ? null : page - 1);
  const finding = (message: string): FindingInput => ({
    requirement: 'PAG-PREVIOUS',
    url,
    pointer: '/previous',
    message,
    expected: addressText(expected),
    actual: previous,
  });
  if (previous === null) return [finding(`page ${page} has no previous`)];
  const target = resolvedUrl(previous, url);
  if (!target) return [finding(`previous on page ${page} is not a URL`)];
  const d = differences(target, expected, formatApi);
  const out: FindingInput[] = [];
  if (d.other.length > 0) out.push(finding(`previous on page ${page} ${d.other.join(', ')}`));
  if (d.format) out.push(formatFinding(url, 'previous', previous, expected));
  return out;
}

/**
 * PAG-NEXT (and PAG-FORMAT-API) findings for a non-null `next` of page `page`, once it is known to
 * stay on the base origin and not to revisit an address (PAG-TERMINATES is judged before).
 */
export function nextFindings(request: URL, page: number, next: URL, formatApi: boolean): FindingInput[] {
  const url = request.href;
  const expected = pageAddress(request, page + 1);
  const d = differences(next, expected, formatApi);
  const out: FindingInput[] = [];
  if (d.other.length > 0)
    out.push({
      requirement: 'PAG-NEXT',
      url,
      pointer: '/next',
      message: `next on page ${page} ${d.other.join(', ')}`,
      expected: addressText(expected),
      actual: next.href,
    });
  if (d.format) out.push(formatFinding(url, 'next', next.href, expected));
  return out;
}
