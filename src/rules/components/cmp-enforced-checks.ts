/**
 * CMP-ENFORCED-CHECKS (§2.3): enforced_checks is an array of strings — or, in the older instance
 * shape, JSON text of one.
 */
import { pointer } from '../common/pointer.js';
import { COMPONENT_DOCUMENTS, type Rule } from '../common/types.js';
import { reportProblems, type ComponentRecords } from './records.js';

export function cmpEnforcedChecks(records: ComponentRecords): Rule {
  return {
    requirements: ['CMP-ENFORCED-CHECKS'],
    itemKinds: COMPONENT_DOCUMENTS,
    item(item, ctx) {
      const rec = records.read(item);
      if (!rec) return;
      ctx.check('CMP-ENFORCED-CHECKS');
      if (rec.value === undefined) return;
      if (rec.enforcedChecksInvalid) {
        const v = rec.value.enforced_checks;
        ctx.report({
          requirement: 'CMP-ENFORCED-CHECKS',
          url: rec.url,
          pointer: pointer(rec.pointer, 'enforced_checks'),
          code: typeof v === 'string' ? 'text-not-array' : 'not-array',
          expected: 'array of strings, or JSON text of one',
          actual: v,
        });
      }
      reportProblems(rec, 'CMP-ENFORCED-CHECKS', ctx);
    },
  };
}
