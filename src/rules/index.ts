/**
 * Every rule family, in catalogue order, one folder each (src/rules/<family>/): one rule per
 * requirement, in a file named for its ID. Each requirement ID belongs to exactly one rule.
 * Snapshots come last: SNAP-DRIFT reports what the other families' re-checks showed.
 */
import type { ResolvedOptions, RuleFamily, RuleFamilyFactory } from './common/types.js';
import { DriftLedger } from './common/drift.js';
import { transportFamily } from './transport/index.js';
import { urlsFamily } from './urls/index.js';
import { paginationFamily } from './pagination/index.js';
import { statisticsFamily } from './statistics/index.js';
import { componentsFamily } from './components/index.js';
import { snapshotsFamily } from './snapshots/index.js';

export const FAMILIES: readonly RuleFamilyFactory[] = [transportFamily, urlsFamily, paginationFamily, statisticsFamily, componentsFamily, snapshotsFamily];

/** The families of one run, sharing what their rules share across families. */
export function makeFamilies(options: ResolvedOptions): RuleFamily[] {
  const shared = { drift: new DriftLedger() };
  return FAMILIES.map((make) => make(options, shared));
}
