/**
 * STA-LAST-CHANGE (§2.2): last_change is an ISO 8601 UTC timestamp with microseconds and a trailing
 * Z, naming an instant that exists, or null — and null goes with recent_changes 0.
 */
import { pointer } from '../common/pointer.js';
import type { Rule } from '../common/types.js';
import { impossibleInstant } from './instant.js';
import { num, type StatisticsItems } from './items.js';

export function staLastChange(items: StatisticsItems): Rule {
  return {
    requirements: ['STA-LAST-CHANGE'],
    item(item, ctx) {
      const s = items.read(item);
      if (!s?.object) return;
      const { url } = s;
      for (const { requirement, problem: p } of s.problems) {
        if (requirement !== 'STA-LAST-CHANGE') continue;
        if (p.keyword === 'pattern')
          ctx.report({ requirement, url, pointer: s.pointer + p.pointer, code: 'not-timestamp', expected: 'YYYY-MM-DDThh:mm:ss.ffffffZ', actual: p.actual });
        else ctx.report({ requirement, url, pointer: s.pointer + p.pointer, code: p.code, args: p.args, expected: p.expected, actual: p.actual });
      }
      if (!('last_change' in s.value)) return;
      ctx.check('STA-LAST-CHANGE');
      if (s.bad?.has('last_change')) return;
      const text = s.value.last_change;
      if (typeof text === 'string') {
        // The timestamp names an instant that exists (see instant.ts).
        const why = impossibleInstant(text);
        if (why)
          ctx.report({
            requirement: 'STA-LAST-CHANGE',
            url,
            pointer: pointer(s.pointer, 'last_change'),
            code: 'no-instant',
            args: { reason: why },
            expected: 'a UTC instant that exists',
            actual: text,
          });
        return;
      }
      if (text !== null) return;
      const recent = num(s, 'recent_changes');
      if (recent !== undefined && recent !== 0)
        ctx.report({
          requirement: 'STA-LAST-CHANGE',
          url,
          pointer: pointer(s.pointer, 'recent_changes'),
          code: 'recent-changes-not-zero',
          args: { value: recent },
          expected: 0,
          actual: recent,
        });
    },
  };
}
