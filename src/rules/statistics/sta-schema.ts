/**
 * STA-SCHEMA (§2.2): every statistics item is an object with the fields of the reduced schema, each
 * of its type. A schema problem of last_change is STA-LAST-CHANGE's, a negative count
 * STA-COUNTS-BOUNDED's; a percentage out of 0..100 is judged against its ratio (STA-PCT-TRUNCATED)
 * where it can be, and is this requirement's where it cannot.
 */
import type { Rule } from '../common/types.js';
import { COUNT_PAIRS } from './count-pairs.js';
import { percentsOf, type StatisticsItems } from './items.js';

export function staSchema(items: StatisticsItems): Rule {
  return {
    requirements: ['STA-SCHEMA'],
    item(item, ctx) {
      const s = items.read(item);
      if (!s) return;
      const { url } = s;
      ctx.check('STA-SCHEMA');
      if (!s.object) {
        const v = s.value;
        const type = v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v;
        ctx.report({
          requirement: 'STA-SCHEMA',
          url,
          pointer: s.pointer,
          code: 'not-object',
          args: { type },
          expected: 'object',
          actual: type,
        });
        return;
      }
      for (const { requirement, problem: p } of s.problems)
        if (requirement === 'STA-SCHEMA')
          ctx.report({ requirement, url, pointer: s.pointer + p.pointer, code: p.code, args: p.args, expected: p.expected, actual: p.actual });
      if (s.outOfRange === undefined) return;
      const statuses = percentsOf(s);
      for (let i = 0; i < COUNT_PAIRS.length; i++) {
        const range = statuses[i] === 'unjudgeable' ? s.outOfRange.get(COUNT_PAIRS[i]!.percent) : undefined;
        if (range)
          ctx.report({
            requirement: 'STA-SCHEMA',
            url,
            pointer: s.pointer + range.pointer,
            code: range.code,
            args: range.args,
            expected: range.expected,
            actual: range.actual,
          });
      }
    },
  };
}
