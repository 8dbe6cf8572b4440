/**
 * Faults and clean variants of the reference server that the checker does not yet judge exactly
 * (the self-test tests hold every other row to exactness). Each entry names what the checker must
 * learn; an entry leaves this list in the change that teaches it.
 */
import type { Test } from 'tap';
import type { SelfTestRow } from '../src/run/selftest.js';

export const AWAITING_CHECKER: ReadonlySet<string> = new Set<string>([]);

/** What a fault declares: the requirement it is about and every requirement it must yield. */
export interface Declared {
  requirement: string;
  requirements: readonly string[];
}

/** A row is right when it is exact: a fault yields its declared requirements and nothing else, a clean run nothing. */
export function assertRow(t: Test, row: SelfTestRow, fault: Declared | null): void {
  if (AWAITING_CHECKER.has(row.fault)) {
    // Not yet detected exactly by the checker: the row must still be well-formed and the kit must not fail.
    t.equal(row.requirement, fault?.requirement ?? null, `${row.fault}: judged by its declared requirement`);
    t.same(row.kitErrors, [], `${row.fault}: no kit error`);
    return;
  }
  if (fault === null) t.same(row, { kind: row.kind, fault: row.fault, requirement: null, declared: [], detected: [], kitErrors: [], verdict: 'clean' }, row.fault);
  else {
    const declared = [...fault.requirements];
    t.same(row, { kind: 'fault', fault: row.fault, requirement: fault.requirement, declared, detected: declared, kitErrors: [], verdict: 'detected' }, row.fault);
  }
}
