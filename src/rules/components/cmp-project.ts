/** CMP-PROJECT (§2.5): a component record's project is a project object of the schema. */
import { COMPONENT_DOCUMENTS, type Rule } from '../common/types.js';
import { reportProblems, type ComponentRecords } from './records.js';

export function cmpProject(records: ComponentRecords): Rule {
  return {
    requirements: ['CMP-PROJECT'],
    itemKinds: COMPONENT_DOCUMENTS,
    item(item, ctx) {
      const rec = records.read(item);
      if (!rec) return;
      ctx.check('CMP-PROJECT');
      if (rec.value !== undefined) reportProblems(rec, 'CMP-PROJECT', ctx);
    },
  };
}
