/** Snapshots family (§2.2 rule 5): what the re-checks of the other families showed about drift. */
import { family, type RuleFamilyFactory } from '../common/types.js';
import { snapDrift } from './snap-drift.js';

export const snapshotsFamily: RuleFamilyFactory = (_options, shared) => family('snapshots', [snapDrift(shared.drift)]);
