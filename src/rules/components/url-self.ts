/**
 * URL-SELF (§2.3): the record fetched from a list element's `url` is that same component — the
 * same id, slug and project slug. Judged where list and instance records are paired (pairing.ts).
 */
import { COMPONENT_DOCUMENTS, type Rule } from '../common/types.js';
import type { Pairing } from './pairing.js';

export function urlSelf(pairing: Pairing): Rule {
  return {
    requirements: ['URL-SELF'],
    itemKinds: COMPONENT_DOCUMENTS,
    item(item, ctx) {
      const pair = pairing.pairOf(item);
      if (!pair?.inst.fetched) return;
      const { list, inst } = pair;
      ctx.check('URL-SELF');
      for (const k of pair.wrong)
        ctx.report({
          requirement: 'URL-SELF',
          ...(list.key !== undefined ? { key: list.key } : {}),
          url: inst.url,
          pointer: k === 'project' ? '/project/slug' : `/${k}`,
          code: 'other-component',
          args: { field: k === 'project' ? 'project.slug' : k },
          expected: JSON.parse(list.identity[k] ?? 'null') as unknown,
          actual: JSON.parse(inst.identity[k] ?? 'null') as unknown,
          related: [list.pageUrl],
        });
    },
  };
}
