/* Generated from schemas/envelope.schema.json by scripts/generate-types.mjs. Do not edit by hand. */

/**
 * The paginated envelope shared by component lists and statistics lists (§2.1). Items are typed by the page schemas that extend it.
 */
export interface PaginatedEnvelope {
  /**
   * §2.1: total number of items over all pages.
   */
  count: number;
  /**
   * §2.1: absolute URL of the next page, carrying the query parameter page; null on the last page.
   */
  next: string | null;
  /**
   * §2.1: URL of the previous page; null on the first page; on page 2 the address without a page parameter.
   */
  previous: string | null;
  /**
   * §2.1: items of this page.
   */
  results: unknown[];
}
