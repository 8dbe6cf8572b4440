/**
 * SNAP-DRIFT (§2.2 rule 5): a mismatch that vanished when fetched again is data changing between
 * requests, a note rather than a departure. Two re-checks end here (see common/drift.ts): a list
 * walked again because its count disagreed with its pages, and a list element and instance record
 * fetched again because they differed. This rule reports what they found, in finish, after theirs.
 */
import { describeCount, type DriftLedger } from '../common/drift.js';
import type { Rule } from '../common/types.js';

const dotted = (ptr: string): string => ptr.slice(1).replace(/\//g, '.');

export function snapDrift(ledger: DriftLedger): Rule {
  return {
    requirements: ['SNAP-DRIFT'],
    finish(ctx) {
      for (const e of ledger.entries) {
        ctx.check('SNAP-DRIFT');
        if (e.kind === 'count')
          ctx.report({
            requirement: 'SNAP-DRIFT',
            severity: 'note',
            url: e.url,
            pointer: '/count',
            code: 'count-vanished',
            args: { before: describeCount(e.before), count: e.again.firstCount, items: e.again.items },
            expected: describeCount(e.before),
            actual: describeCount(e.again),
          });
        else if (e.kind === 'records')
          ctx.report({
            requirement: 'SNAP-DRIFT',
            severity: 'note',
            ...(e.key !== undefined ? { key: e.key } : {}),
            url: e.instanceUrl,
            pointer: e.diffs[0]!.pointer,
            code: 'records-agree',
            args: { fields: e.diffs.map((d) => dotted(d.pointer)).join(', ') },
            expected: e.diffs.map((d) => JSON.parse(d.list) as unknown),
            actual: e.diffs.map((d) => JSON.parse(d.instance) as unknown),
            related: [e.pageUrl],
          });
      }
      // Shown only when nothing was checked for drift: nothing disagreed, so nothing was fetched again.
      ctx.notApplicable('SNAP-DRIFT', 'no count or list-vs-instance mismatch needed re-checking');
    },
  };
}
