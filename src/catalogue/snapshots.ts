/** Snapshots (§2.2 rule 5): mismatches that live data can explain. */
import { defineFamily } from './record.js';

export const SNAPSHOTS = defineFamily('snapshots', [
  {
    id: 'SNAP-DRIFT',
    class: 'recommended',
    section: '§2.2 rule 5',
    title: 'A mismatch that data changes could explain is re-checked; one that moves on re-check is reported as drift (a note)',
    unfaultable:
      'drift is a property of live data between two requests, not a violation a server can be switched into; it is covered by recorded-exchange cases instead',
    precondition: 'a count or list-vs-instance mismatch to re-check',
    notApplicable: 'no count or list-vs-instance mismatch needed re-checking',
    why: 'Live data changes between requests; a mismatch that moves on a second look is drift, not a fault, and is said as such.',
    fix: 'Nothing to fix in the deployment: drift is data that changed between two requests. To see no drift, check at a quiet time; a mismatch that stays on the second look is reported under its own requirement.',
    codes: {
      'count-vanished': {
        message: 'the count mismatch vanished on re-walk ({before}, then count {count} with {items} items): data changed between requests',
        measured: ['before', 'count', 'items'],
        seen: { by: 'drift', how: "the report's first walk is the evidence; walking the list again now shows the count as it is" },
      },
      'records-agree': {
        message: 'list and instance differed on {fields}; on re-check they agree: data changed between requests',
        seen: { by: 'drift', how: "the report's first answers are the evidence; the list element and the record agree now" },
      },
    },
  },
]);
