/**
 * Advice said after a run, only where the run's own findings make it true: a shipped profile whose
 * exclusions would accept findings of this run, when that profile is not in use.
 */
import type { Exclusion } from '../generated/config.js';
import type { FindingBucket } from '../findings/store.js';
import { PACKAGE_ROOT } from '../base/paths.js';
import { loadProfile, profileNames } from '../options/config.js';
import { exclusionTransform } from './exclusions.js';
import type { ProfileTally } from './product.js';

/** Whether the exclusion is one the run already applies (the profile, or a configuration that copied it). */
function inUse(x: Exclusion, exclude: readonly Exclusion[]): boolean {
  return exclude.some(
    (y) =>
      y.requirement === x.requirement &&
      y.url === x.url &&
      y.pointer === x.pointer &&
      y.expected === x.expected &&
      y.actual === x.actual &&
      y.method === x.method &&
      JSON.stringify(y.record) === JSON.stringify(x.record) &&
      JSON.stringify(y.args) === JSON.stringify(x.args),
  );
}

/**
 * For each shipped profile none of whose exclusions the run applies: how many findings above note
 * it would accept, as one line naming the profile, when there are any. A group counts whole when
 * one of the findings it keeps matches (a group is one requirement and one message). Where the run
 * tallied every finding against the profile as it was reported (`tallies`, the product watches),
 * those counts are taken instead: they are exact, and they judged exclusions that pin values of a
 * finding's record, which the kept findings alone, their answers gone, cannot.
 */
export function profileAdvice(
  baseUrl: string,
  groups: readonly FindingBucket[],
  exclude: readonly Exclusion[] = [],
  tallies: readonly ProfileTally[] = [],
): string[] {
  const lines: string[] = [];
  for (const name of profileNames()) {
    const { config } = loadProfile(name, PACKAGE_ROOT);
    const own = config.exclude ?? [];
    if (own.length === 0 || own.some((x) => inUse(x, exclude))) continue;
    const accept = exclusionTransform(baseUrl, new Map(), own)!;
    let count = 0;
    const requirements = new Set<string>();
    const tally = tallies.find((x) => x.profile === name);
    if (tally)
      for (const [id, a] of tally.accepted) {
        count += a.findings;
        requirements.add(id);
      }
    else
      for (const g of groups) {
        if (g.severity === 'note') continue;
        if (!g.kept.some((f) => accept(f)?.severity === 'note')) continue;
        count += g.count;
        requirements.add(g.requirement);
      }
    if (count === 0) continue;
    const what = (config.description ?? name).split(':')[0]!.trim();
    lines.push(
      `${count} finding${count === 1 ? '' : 's'} (${[...requirements].sort().join(', ')}) ${count === 1 ? 'is a' : 'are'} known departure${count === 1 ? '' : 's'} of ${what}; ` +
        `if the server is one, run with --profile ${name} to accept ${count === 1 ? 'it' : 'them'} as notes`,
    );
  }
  return lines;
}
