/**
 * PAG-UNIQUE (§2.1): no item appears on two pages of one list (component id, language code). A
 * repeat within one page is the item's own family's (CMP-IDS-UNIQUE, STA-CODE); across pages it is
 * this requirement's.
 */
import { pointer } from '../common/pointer.js';
import type { Rule } from '../common/types.js';
import { itemKey, keyField, type ListWalk } from './walk.js';

export function pagUnique(walk: ListWalk): Rule {
  return {
    requirements: ['PAG-UNIQUE'],
    document(doc, ctx) {
      const read = walk.read(doc);
      // Across pages: a list's first page alone cannot repeat an earlier page's item.
      if (read.kind === 'judged' && read.view && read.view.ordinal > 1) ctx.check('PAG-UNIQUE');
    },
    item(item, ctx) {
      if (item.index === undefined) return;
      const read = walk.read(item.doc);
      const view = read.kind === 'judged' ? read.view : undefined;
      if (!view) return;
      const { state } = view;
      const key = itemKey(state.kind, item.value);
      if (key === undefined) return;
      const seenOn = state.itemPages.get(key);
      if (seenOn === undefined) state.itemPages.set(key, view.ordinal);
      else if (seenOn !== view.ordinal) {
        const field = keyField(state.kind);
        ctx.report({
          requirement: 'PAG-UNIQUE',
          url: view.url,
          pointer: pointer(item.pointer, field),
          code: 'repeated',
          args: { field, value: key },
          expected: 'an item not on an earlier page',
          actual: key,
        });
      }
    },
  };
}
