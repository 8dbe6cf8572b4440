/** CMP-FILEMASK (§2.3): filemask contains * standing for the language code. */
import { pointer } from '../common/pointer.js';
import { COMPONENT_DOCUMENTS, type Rule } from '../common/types.js';
import type { ComponentRecords } from './records.js';

export function cmpFilemask(records: ComponentRecords): Rule {
  return {
    requirements: ['CMP-FILEMASK'],
    itemKinds: COMPONENT_DOCUMENTS,
    item(item, ctx) {
      const r = records.read(item);
      const filemask = r?.value?.filemask;
      if (!r || typeof filemask !== 'string') return;
      ctx.check('CMP-FILEMASK');
      if (!filemask.includes('*'))
        ctx.report({
          requirement: 'CMP-FILEMASK',
          url: r.url,
          pointer: pointer(r.pointer, 'filemask'),
          code: 'no-wildcard',
          expected: 'a glob containing *',
          actual: filemask,
        });
    },
  };
}
