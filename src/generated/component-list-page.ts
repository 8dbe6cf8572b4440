/* Generated from schemas/component-list-page.schema.json by scripts/generate-types.mjs. Do not edit by hand. */

import type {ComponentListShape} from './component.js';
import type {PaginatedEnvelope} from './envelope.js';

/**
 * §4.1: one page of the component list: the paginated envelope (§2.1) whose results are component records in the list shape (§2.3).
 */
export type ComponentListPage = PaginatedEnvelope & {
  /**
   * §2.1, §2.3: the component records of this page.
   */
  results: ComponentListShape[];
};
