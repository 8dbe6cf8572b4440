/** URL-ADDON-SHAPE (§2.3): each addons element has the path shape /api/addons/<addon_id>/, the id a number. */
import { pointer } from '../common/pointer.js';
import { COMPONENT_DOCUMENTS, type Rule } from '../common/types.js';
import { ANY, type Addresses } from './addresses.js';

export function urlAddonShape(addresses: Addresses): Rule {
  return {
    requirements: ['URL-ADDON-SHAPE'],
    itemKinds: COMPONENT_DOCUMENTS,
    item(item, ctx) {
      const it = addresses.read(item);
      if (it?.kind !== 'component' || !Array.isArray(it.value.addons)) return;
      it.value.addons.forEach((a, i) => {
        if (typeof a !== 'string') return;
        const holds = addresses.shapeHolds(a, 'api', ['api', 'addons', ANY]);
        if (holds === undefined) return;
        ctx.check('URL-ADDON-SHAPE');
        const id = a.replace(/\/$/, '').split('/').pop() ?? '';
        if (!holds || !/^[0-9]+$/.test(id))
          ctx.report({
            requirement: 'URL-ADDON-SHAPE',
            url: it.url,
            pointer: pointer(it.pointer, 'addons', i),
            code: 'wrong-shape',
            expected: `${addresses.bases.api?.href ?? '…/'}api/addons/<id>/`,
            actual: a,
          });
      });
    },
  };
}
