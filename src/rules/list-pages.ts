/** Page arithmetic of one list from its first page (§2.1, §4.3). Pure. */

/**
 * The number of the last page that the first page implies: its count over the observed page size
 * (the first page's length when a next page follows, else the whole list is on page 1).
 */
export function lastPageOf(firstCount: unknown, firstLength: number, firstHasNext: boolean): number {
  if (!firstHasNext) return 1;
  const count = typeof firstCount === 'number' && Number.isFinite(firstCount) && firstCount >= 0 ? firstCount : 0;
  return Math.max(1, Math.ceil(count / Math.max(1, firstLength)));
}
