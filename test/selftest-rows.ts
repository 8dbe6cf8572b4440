/**
 * What a self-test row must be: exact. A fault yields every requirement it declares and nothing
 * else, at error severity, with no kit error; a clean run (the clean server, a clean variant) yields
 * nothing.
 */
import type { Test } from 'tap';
import type { SelfTestRow } from '../src/run/selftest.js';

/** What a fault declares: the requirement it is about and every requirement it must yield. */
export interface Declared {
  requirement: string;
  requirements: readonly string[];
}

/** A row is right when it is exact: a fault yields its declared requirements and nothing else, a clean run nothing. */
export function assertRow(t: Test, row: SelfTestRow, fault: Declared | null): void {
  if (fault === null)
    t.same(row, { kind: row.kind, fault: row.fault, requirement: null, declared: [], detected: [], kitErrors: [], verdict: 'clean' }, row.fault);
  else {
    const declared = [...fault.requirements];
    t.same(
      row,
      { kind: 'fault', fault: row.fault, requirement: fault.requirement, declared, detected: declared, kitErrors: [], verdict: 'detected' },
      row.fault,
    );
  }
}
