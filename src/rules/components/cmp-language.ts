/** CMP-LANGUAGE (§2.4): a component record's source_language is a language object of the schema. */
import { COMPONENT_DOCUMENTS, type Rule } from '../common/types.js';
import { reportProblems, type ComponentRecords } from './records.js';

export function cmpLanguage(records: ComponentRecords): Rule {
  return {
    requirements: ['CMP-LANGUAGE'],
    itemKinds: COMPONENT_DOCUMENTS,
    item(item, ctx) {
      const rec = records.read(item);
      if (!rec) return;
      ctx.check('CMP-LANGUAGE');
      if (rec.value !== undefined) reportProblems(rec, 'CMP-LANGUAGE', ctx);
    },
  };
}
