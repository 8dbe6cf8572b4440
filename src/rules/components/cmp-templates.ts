/**
 * CMP-TEMPLATES (§2.3, §2.6): the message templates are balanced ({{ }} and {% %}); a variable §2.6
 * does not name is a note.
 */
import { pointer } from '../common/pointer.js';
import { COMPONENT_DOCUMENTS, type Rule } from '../common/types.js';
import type { ComponentRecords } from './records.js';
import { analyseTemplate } from './templates.js';

/** Message template fields (§2.3, §2.6). */
export const TEMPLATE_FIELDS = ['commit_message', 'add_message', 'delete_message', 'merge_message', 'addon_message', 'pull_message'] as const;

export function cmpTemplates(records: ComponentRecords): Rule {
  return {
    requirements: ['CMP-TEMPLATES'],
    itemKinds: COMPONENT_DOCUMENTS,
    item(item, ctx) {
      const r = records.read(item);
      const rec = r?.value;
      if (!r || rec === undefined) return;
      for (const f of TEMPLATE_FIELDS) {
        const text = rec[f];
        if (typeof text !== 'string') continue;
        ctx.check('CMP-TEMPLATES');
        const a = analyseTemplate(text);
        const at = pointer(r.pointer, f);
        for (const p of a.problems)
          ctx.report({
            requirement: 'CMP-TEMPLATES',
            url: r.url,
            pointer: at,
            code: 'unbalanced',
            args: { field: f, problem: p.message, offset: p.offset },
            expected: 'balanced {{ }} and {% %}',
            actual: text,
          });
        for (const v of a.unknownVariables)
          ctx.report({
            requirement: 'CMP-TEMPLATES',
            severity: 'note',
            url: r.url,
            pointer: at,
            code: 'unknown-variable',
            args: { field: f, variable: v },
            expected: 'a variable of §2.6',
            actual: v,
          });
      }
    },
  };
}
