/**
 * Bounds shared by the crawler (which stops) and the rules (which report why it had to stop).
 * Pure numbers: no I/O.
 */

/** Pages beyond what the first page's count implies before a next chain counts as endless. */
export const EXTRA_PAGES = 2;

/** Hard cap on the pages of one list, whatever its count says. */
export const MAX_PAGES_PER_LIST = 10_000;

/**
 * How many pages of one list the crawler follows at most: what `count` on the first page implies
 * at the observed page size (the first page's length), plus a small margin for data that grows
 * while crawling (§2.2 rule 5).
 */
export function maxPagesFor(firstCount: unknown, firstPageLength: number): number {
  const count = typeof firstCount === 'number' && Number.isFinite(firstCount) && firstCount >= 0 ? firstCount : 0;
  const size = Math.max(1, firstPageLength);
  return Math.min(MAX_PAGES_PER_LIST, Math.max(1, Math.ceil(count / size)) + EXTRA_PAGES);
}

/**
 * The number of the last page that the first page implies: its count over the observed page size
 * (the first page's length when a next page follows, else the whole list is on page 1).
 */
export function lastPageOf(firstCount: unknown, firstLength: number, firstHasNext: boolean): number {
  if (!firstHasNext) return 1;
  const count = typeof firstCount === 'number' && Number.isFinite(firstCount) && firstCount >= 0 ? firstCount : 0;
  return Math.max(1, Math.ceil(count / Math.max(1, firstLength)));
}
