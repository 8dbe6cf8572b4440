/**
 * STA-PCT-TRUNCATED (§2.2 rule 1): each percentage is its count / total truncated, not rounded, to
 * one decimal. Weblate's clamp (0.1 where truncation gives 0.0 for a non-zero count) is a note.
 */
import { pointer } from '../common/pointer.js';
import type { Rule } from '../common/types.js';
import { COUNT_PAIRS } from './count-pairs.js';
import { numAt, percentsOf, type StatisticsItems } from './items.js';
import { fromTenths, isWeblateClamp, percentText, toTenths, truncatedTenths } from './percent.js';

export function staPctTruncated(items: StatisticsItems): Rule {
  return {
    requirements: ['STA-PCT-TRUNCATED'],
    item(item, ctx) {
      const s = items.read(item);
      if (!s?.object) return;
      if (s.judged > 0) ctx.check('STA-PCT-TRUNCATED', s.judged);
      // The item's reading compared each percentage with its ratio: only one that is not it is looked at again.
      if (s.notTruncated === 0) return;
      const statuses = percentsOf(s);
      for (let i = 0; i < COUNT_PAIRS.length; i++) {
        if (statuses[i] !== 'not-truncated') continue;
        const p = COUNT_PAIRS[i]!;
        const v = numAt(s, p.percentAt)!;
        const count = numAt(s, p.countAt);
        const den = numAt(s, p.totalAt);
        const expected = truncatedTenths(count!, den!, p.zero);
        const actual = toTenths(v);
        if (isWeblateClamp(count!, expected, actual)) {
          ctx.report({
            requirement: 'STA-PCT-TRUNCATED',
            severity: 'note',
            url: s.url,
            pointer: pointer(s.pointer, p.percent),
            code: 'weblate-clamp',
            args: { field: p.percent, count: count!, total: den! },
            expected: 0,
            actual: v,
          });
          continue;
        }
        ctx.report({
          requirement: 'STA-PCT-TRUNCATED',
          url: s.url,
          pointer: pointer(s.pointer, p.percent),
          code: 'not-truncated',
          args: {
            field: p.percent,
            value: percentText(v),
            countField: p.count,
            totalField: p.total,
            count: count!,
            total: den!,
            due: percentText(fromTenths(expected)),
          },
          expected: fromTenths(expected),
          actual: v,
        });
      }
    },
  };
}
