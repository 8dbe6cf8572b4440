/**
 * Statistics family (§2.2): schema, the optional group of rule 4, percentages (rule 1), the zero
 * total (rule 2), count bounds, the source-language item (rule 3, §4.3 rule 4), last_change and
 * language codes. One rule per requirement (sta-<name>.ts), each reading the items as items.ts reads
 * them once.
 */
import { family, type RuleFamilyFactory } from '../common/types.js';
import { StatisticsItems } from './items.js';
import { staCode } from './sta-code.js';
import { staCountsBounded } from './sta-counts-bounded.js';
import { staLastChange } from './sta-last-change.js';
import { staOptionalGroup } from './sta-optional-group.js';
import { staPctDecimals } from './sta-pct-decimals.js';
import { staPctTruncated } from './sta-pct-truncated.js';
import { staSchema } from './sta-schema.js';
import { staSourceComplete } from './sta-source-complete.js';
import { staSourceFirst } from './sta-source-first.js';
import { staZeroTotal } from './sta-zero-total.js';

export const statisticsFamily: RuleFamilyFactory = () => {
  const items = new StatisticsItems();
  return family('statistics', [
    staSchema(items),
    staOptionalGroup(items),
    staPctDecimals(items),
    staPctTruncated(items),
    staZeroTotal(items),
    staCountsBounded(items),
    staSourceFirst(items),
    staSourceComplete(items),
    staLastChange(items),
    staCode(items),
  ]);
};
