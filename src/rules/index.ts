/** Every rule family, in catalogue order. Each requirement ID belongs to exactly one family. */
import type { RuleFamilyFactory } from './types.js';
import { transportFamily } from './transport.js';
import { urlsFamily } from './urls.js';
import { paginationFamily } from './pagination.js';
import { statisticsFamily } from './statistics.js';
import { componentsFamily } from './components.js';

export const FAMILIES: readonly RuleFamilyFactory[] = [
  transportFamily,
  urlsFamily,
  paginationFamily,
  statisticsFamily,
  componentsFamily,
];
