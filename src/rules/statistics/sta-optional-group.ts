/**
 * STA-OPTIONAL-GROUP (§2.2 rule 4): the six optional fields are present together or absent
 * together, and alike across the items of one list.
 */
import type { Rule } from '../common/types.js';
import type { StatisticsField as Field } from './count-pairs.js';
import type { StatisticsItems } from './items.js';

/** §2.2 rule 4. */
export const OPTIONAL_GROUP: readonly Field[] = ['approved', 'approved_percent', 'readonly', 'readonly_percent', 'suggestions', 'comments'];

/**
 * How many fields of OPTIONAL_GROUP the item holds, each asked for by name: V8 answers that many
 * times faster than for names taken from a table (see readNumbers). Held to OPTIONAL_GROUP by a test.
 */
export function groupFieldsPresent(item: Partial<Record<Field, unknown>>): number {
  return (
    ('approved' in item ? 1 : 0) +
    ('approved_percent' in item ? 1 : 0) +
    ('readonly' in item ? 1 : 0) +
    ('readonly_percent' in item ? 1 : 0) +
    ('suggestions' in item ? 1 : 0) +
    ('comments' in item ? 1 : 0)
  );
}

export function staOptionalGroup(items: StatisticsItems): Rule {
  return {
    requirements: ['STA-OPTIONAL-GROUP'],
    item(item, ctx) {
      const s = items.read(item);
      if (!s?.object) return;
      const { value, url, pointer: ptr, list: l } = s;
      ctx.check('STA-OPTIONAL-GROUP');
      const count = groupFieldsPresent(value);
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
