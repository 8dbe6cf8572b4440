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
}

export const FAULTS: readonly FaultInfo[] = FAULT_DECLARATIONS.map(({ id, requirement, also, description }) => ({
  id,
  requirement,
  requirements: [...new Set([requirement, ...(also ?? [])])].sort(),
  description,
}));

export function listFaults(): FaultInfo[] {
  return FAULTS.map((f) => ({ ...f, requirements: [...f.requirements] }));
}

const BY_ID = new Map(FAULT_DECLARATIONS.map((d) => [d.id, d]));

/** The hooks of the given faults; throws BadOptionError naming the valid faults for an unknown one. */
export function faultHooks(ids: readonly string[]): Hooks[] {
  const unknown = ids.filter((id) => !BY_ID.has(id));
  if (unknown.length > 0) throw new BadOptionError(`unknown fault ${unknown.join(', ')}; valid faults: ${FAULTS.map((f) => f.id).join(', ')}`);
  return [...new Set(ids)].map((id) => {
    const h = BY_ID.get(id)!.hooks;
    return typeof h === 'function' ? h() : h;
  });
}
