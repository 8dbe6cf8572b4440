/** STA-PCT-DECIMALS (§2.2 rule 1): every percentage has at most one decimal digit. */
import { pointer } from '../common/pointer.js';
import type { Rule } from '../common/types.js';
import { COUNT_PAIRS } from './count-pairs.js';
import { numAt, percentsOf, type StatisticsItems } from './items.js';

export function staPctDecimals(items: StatisticsItems): Rule {
  return {
    requirements: ['STA-PCT-DECIMALS'],
    item(item, ctx) {
      const s = items.read(item);
      if (!s?.object) return;
      // Evaluations are recorded once per item: this runs for every item of every list.
      if (s.percentCount > 0) ctx.check('STA-PCT-DECIMALS', s.percentCount);
      if (s.decimals === 0) return;
      const statuses = percentsOf(s);
      for (let i = 0; i < COUNT_PAIRS.length; i++) {
        if (statuses[i] !== 'decimals') continue;
        const p = COUNT_PAIRS[i]!;
        ctx.report({
          requirement: 'STA-PCT-DECIMALS',
          url: s.url,
          pointer: pointer(s.pointer, p.percent),
          code: 'too-many-decimals',
          args: { field: p.percent },
          expected: 'at most one decimal digit',
          actual: numAt(s, p.percentAt),
        });
      }
    },
  };
}
