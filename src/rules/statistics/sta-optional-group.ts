/**
 * STA-OPTIONAL-GROUP (§2.2 rule 4): the six optional fields are present together or absent
 * together, and alike across the items of one list.
 */
import type { Rule } from '../common/types.js';
import type { StatisticsField as Field } from './count-pairs.js';
import type { StatisticsItems } from './items.js';

/** §2.2 rule 4. */
export const OPTIONAL_GROUP: readonly Field[] = ['approved', 'approved_percent', 'readonly', 'readonly_percent', 'suggestions', 'comments'];

export function staOptionalGroup(items: StatisticsItems): Rule {
  return {
    requirements: ['STA-OPTIONAL-GROUP'],
    item(item, ctx) {
      const s = items.read(item);
      if (!s?.object) return;
      const { value, url, pointer: ptr, list: l } = s;
      ctx.check('STA-OPTIONAL-GROUP');
      let count = 0;
      for (const f of OPTIONAL_GROUP) if (f in value) count++;
      if (count > 0 && count < OPTIONAL_GROUP.length) {
        const present = OPTIONAL_GROUP.filter((f) => f in value);
        ctx.report({
          requirement: 'STA-OPTIONAL-GROUP',
          url,
          pointer: ptr,
          code: 'partial',
          args: { present: present.join(', '), absent: OPTIONAL_GROUP.filter((f) => !present.includes(f)).join(', ') },
          expected: 'all six or none',
          actual: present,
        });
        return;
      }
      if (!l) return;
      const all = count > 0;
      if (!l.group) l.group = { present: all, url, pointer: ptr };
      else if (l.group.present !== all)
        ctx.report({
          requirement: 'STA-OPTIONAL-GROUP',
          url,
          pointer: ptr,
          code: all ? 'mixed-has' : 'mixed-lacks',
          args: { first: `${l.group.url}#${l.group.pointer}` },
          expected: l.group.present ? 'optional fields present' : 'optional fields absent',
          actual: all ? 'optional fields present' : 'optional fields absent',
          related: [l.group.url],
        });
    },
  };
}
