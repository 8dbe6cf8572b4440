/** STA-COUNTS-BOUNDED (§2.2): no count is negative, and none exceeds its total. */
import { pointer } from '../common/pointer.js';
import type { Rule } from '../common/types.js';
import { COUNT_PAIRS } from './count-pairs.js';
import { numAt, type StatisticsItems } from './items.js';

export function staCountsBounded(items: StatisticsItems): Rule {
  return {
    requirements: ['STA-COUNTS-BOUNDED'],
    item(item, ctx) {
      const s = items.read(item);
      if (!s?.object) return;
      const { url } = s;
      for (const { requirement, problem: p } of s.problems)
        if (requirement === 'STA-COUNTS-BOUNDED')
          ctx.report({ requirement, url, pointer: s.pointer + p.pointer, code: p.code, args: p.args, expected: p.expected, actual: p.actual });
      ctx.check('STA-COUNTS-BOUNDED');
      // Counted as the item was read: the pairs are gone over again only where a count exceeds its total.
      if (s.exceeding === 0) return;
      for (const p of COUNT_PAIRS) {
        const cv = numAt(s, p.countAt);
        const tv = numAt(s, p.totalAt);
        if (cv === undefined || tv === undefined || cv < 0 || tv < 0) continue;
        if (cv > tv)
          ctx.report({
            requirement: 'STA-COUNTS-BOUNDED',
            url,
            pointer: pointer(s.pointer, p.count),
            code: 'exceeds-total',
            args: { field: p.count, totalField: p.total },
            expected: `<= ${tv}`,
            actual: cv,
          });
      }
    },
  };
}
