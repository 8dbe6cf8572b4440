/** STA-SOURCE-FIRST (§2.2, §4.3 rule 4): the first item of page 1 of a statistics list is the component's source language. */
import { pointer } from '../common/pointer.js';
import type { Rule } from '../common/types.js';
import type { StatisticsItems } from './items.js';

export function staSourceFirst(items: StatisticsItems): Rule {
  return {
    requirements: ['STA-SOURCE-FIRST'],
    finish(ctx) {
      let seen = false;
      for (const l of items.lists.values()) {
        const source = items.sourceOf(l);
        if (!l.first || source === undefined) continue;
        seen = true;
        ctx.check('STA-SOURCE-FIRST');
        if (l.first.code === source) continue;
        const first = items.firstOf(l)!;
        ctx.report({
          requirement: 'STA-SOURCE-FIRST',
          ...(first.key !== undefined ? { key: first.key } : {}),
          url: first.url,
          pointer: pointer(first.pointer, 'code'),
          code: 'not-first',
          args: { first: String(first.code), source, component: `${l.project}/${l.component}` },
          expected: source,
          actual: first.code,
        });
      }
      if (!seen) ctx.notApplicable('STA-SOURCE-FIRST', "no statistics list's first page was seen together with its component's source language");
    },
  };
}
