/* Generated from schemas/statistics-page.schema.json by scripts/generate-types.mjs. Do not edit by hand. */

import type {PaginatedEnvelope} from './envelope.js';
import type {StatisticsItem} from './statistics-item.js';

/**
 * §4.3: one page of a statistics list: the paginated envelope (§2.1) whose results are statistics items (§2.2).
 */
export type StatisticsPage = PaginatedEnvelope & {
  /**
   * §2.1, §2.2: the statistics items of this page.
   */
  results: StatisticsItem[];
};
