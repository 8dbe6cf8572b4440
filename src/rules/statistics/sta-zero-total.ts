/** STA-ZERO-TOTAL (§2.2 rule 2): with total 0, every count is 0 and every percentage its fixed value. */
import { pointer } from '../common/pointer.js';
import type { Rule } from '../common/types.js';
import { COUNT_PAIRS, fieldAt, ZERO_COUNTS, ZERO_COUNTS_AT } from './count-pairs.js';
import { numAt, type StatisticsItems } from './items.js';
import { percentText } from './percent.js';

const TOTAL_AT = fieldAt('total');

export function staZeroTotal(items: StatisticsItems): Rule {
  return {
    requirements: ['STA-ZERO-TOTAL'],
    item(item, ctx) {
      const s = items.read(item);
      if (!s?.object || numAt(s, TOTAL_AT) !== 0) return;
      const { url, pointer: ptr } = s;
      ctx.check('STA-ZERO-TOTAL');
      for (let i = 0; i < ZERO_COUNTS.length; i++) {
        const f = ZERO_COUNTS[i]!;
        const v = numAt(s, ZERO_COUNTS_AT[i]!);
        if (v !== undefined && v !== 0)
          ctx.report({
            requirement: 'STA-ZERO-TOTAL',
            url,
            pointer: pointer(ptr, f),
            code: 'count-not-zero',
            args: { field: f, value: v },
            expected: 0,
            actual: v,
          });
      }
      for (const p of COUNT_PAIRS) {
        const v = numAt(s, p.percentAt);
        if (v !== undefined && v !== p.zero)
          ctx.report({
            requirement: 'STA-ZERO-TOTAL',
            url,
            pointer: pointer(ptr, p.percent),
            code: 'percent-not-fixed',
            args: { field: p.percent, value: percentText(v), fixed: percentText(p.zero) },
            expected: p.zero,
            actual: v,
          });
      }
    },
  };
}
