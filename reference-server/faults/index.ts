/**
 * The registry of faults, one module per family: what `--fault` may name, and the hooks each
 * switches on. The reference server's entry point is the one file that plugs these in.
 */
import { BadOptionError } from '../../src/base/errors.js';
import type { Hooks } from '../hooks.js';
import { COMPONENTS } from './components.js';
import type { FaultDeclaration } from './declaration.js';
import { PAGINATION } from './pagination.js';
import { STATISTICS } from './statistics.js';
import { TRANSPORT } from './transport.js';
import { URLS } from './urls.js';

export type { FaultDeclaration } from './declaration.js';

const FAMILIES: readonly FaultDeclaration[][] = [TRANSPORT, URLS, PAGINATION, STATISTICS, COMPONENTS];

/**
 * Every fault: first the one fault per requirement (ID = requirement), then the further faults of
 * each family (`<REQUIREMENT>/<variant>`).
 */
export const FAULT_DECLARATIONS: readonly FaultDeclaration[] = [
  ...FAMILIES.flatMap((f) => f.filter((d) => d.id === d.requirement)),
  ...FAMILIES.flatMap((f) => f.filter((d) => d.id !== d.requirement)),
];

export interface FaultInfo {
  id: string;
  /** The requirement the fault is about (its ID starts with it). */
  requirement: string;
  /** Every requirement the fault must yield, exactly: `requirement` and the further ones its departure breaks, sorted. */
  requirements: string[];
  description: string;
  /**
   * The faults this one conflicts with (whichever of the two declares it), each with why: served
   * together, one departure replaces the other. Absent when there are none.
   */
  conflicts?: FaultConflict[];
}

/** A fault that cannot be served with another so that both are caught, and why in one line. */
export interface FaultConflict {
  fault: string;
  because: string;
}

const BY_ID = new Map(FAULT_DECLARATIONS.map((d) => [d.id, d]));

/** Every declared conflict, from both of its faults' sides; a conflict with a fault that does not exist is a mistake in the declarations. */
function conflictsOf(id: string): FaultConflict[] {
  const out: FaultConflict[] = [];
  for (const d of FAULT_DECLARATIONS)
    for (const [other, because] of Object.entries(d.conflicts ?? {})) {
      if (!BY_ID.has(other)) throw new Error(`fault ${d.id} declares a conflict with ${other}, which is no fault`);
      if (other === d.id) throw new Error(`fault ${d.id} declares a conflict with itself`);
      if (d.id === id) out.push({ fault: other, because });
      else if (other === id) out.push({ fault: d.id, because });
    }
  return out.sort((a, b) => (a.fault < b.fault ? -1 : a.fault > b.fault ? 1 : 0));
}

export const FAULTS: readonly FaultInfo[] = FAULT_DECLARATIONS.map(({ id, requirement, also, description }) => {
  const conflicts = conflictsOf(id);
  return {
    id,
    requirement,
    requirements: [...new Set([requirement, ...(also ?? [])])].sort(),
    description,
    ...(conflicts.length > 0 ? { conflicts } : {}),
  };
});

export function listFaults(): FaultInfo[] {
  return FAULTS.map((f) => ({ ...f, requirements: [...f.requirements], ...(f.conflicts ? { conflicts: f.conflicts.map((c) => ({ ...c })) } : {}) }));
}

/** Why faults `a` and `b` cannot be served together so that both are caught, when their declarations say so. */
export function faultConflict(a: string, b: string): string | undefined {
  return FAULTS.find((f) => f.id === a)?.conflicts?.find((c) => c.fault === b)?.because;
}

/** The hooks of the given faults; throws BadOptionError naming the valid faults for an unknown one. */
export function faultHooks(ids: readonly string[]): Hooks[] {
  const unknown = ids.filter((id) => !BY_ID.has(id));
  if (unknown.length > 0) throw new BadOptionError(`unknown fault ${unknown.join(', ')}; valid faults: ${FAULTS.map((f) => f.id).join(', ')}`);
  return [...new Set(ids)].map((id) => {
    const h = BY_ID.get(id)!.hooks;
    return typeof h === 'function' ? h() : h;
  });
}
