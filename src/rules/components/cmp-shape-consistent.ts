/**
 * CMP-SHAPE-CONSISTENT (§2.3): an instance record is of one shape, the list shape or the older one,
 * not a mix of fields of both.
 */
import { isObject } from '../../base/json.js';
import { COMPONENT_DOCUMENTS, type Rule } from '../common/types.js';
import { LIST_ONLY_FIELDS } from './match.js';
import type { ComponentRecords } from './records.js';

export function cmpShapeConsistent(records: ComponentRecords): Rule {
  return {
    requirements: ['CMP-SHAPE-CONSISTENT'],
    itemKinds: COMPONENT_DOCUMENTS,
    item(item, ctx) {
      const r = records.read(item);
      const rec = r?.value;
      if (!r || r.where !== 'instance' || rec === undefined) return;
      ctx.check('CMP-SHAPE-CONSISTENT');
      const listMarkers: string[] = LIST_ONLY_FIELDS.filter((f) => f in rec);
      if (isObject(rec.source_language) && 'population' in rec.source_language) listMarkers.push('source_language.population');
      if (Array.isArray(rec.enforced_checks)) listMarkers.push('enforced_checks as an array');
      const olderMarkers: string[] = [];
      if (typeof rec.enforced_checks === 'string') olderMarkers.push('enforced_checks as text');
      if (isObject(rec.project) && 'mail' in rec.project) olderMarkers.push('project.mail');
      if (listMarkers.length > 0 && olderMarkers.length > 0)
        ctx.report({
          requirement: 'CMP-SHAPE-CONSISTENT',
          url: r.url,
          pointer: r.pointer,
          code: 'mixed-shapes',
          args: { listShape: listMarkers.join(', '), olderShape: olderMarkers.join(', ') },
          expected: 'one shape',
          actual: { listShape: listMarkers, olderShape: olderMarkers },
        });
    },
  };
}
