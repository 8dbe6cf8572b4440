/**
 * CMP-SCHEMA (§2.3): every component record is an object with the fields of its shape — the list
 * shape in the component list, the list or the older shape for an instance record — each of its
 * type. Problems inside source_language, project and enforced_checks are their own requirements'.
 */
import { jsonType } from '../../base/json.js';
import { COMPONENT_DOCUMENTS, type Rule } from '../common/types.js';
import { reportProblems, type ComponentRecords } from './records.js';

export function cmpSchema(records: ComponentRecords): Rule {
  return {
    requirements: ['CMP-SCHEMA'],
    itemKinds: COMPONENT_DOCUMENTS,
    item(item, ctx) {
      const rec = records.read(item);
      if (!rec) return;
      ctx.check('CMP-SCHEMA');
      if (rec.value === undefined) {
        ctx.report({ requirement: 'CMP-SCHEMA', url: rec.url, pointer: rec.pointer, code: 'not-object', expected: 'object', actual: jsonType(item.value) });
        return;
      }
      reportProblems(rec, 'CMP-SCHEMA', ctx);
    },
  };
}
