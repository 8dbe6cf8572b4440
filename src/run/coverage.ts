/**
 * Coverage of the catalogue: every requirement has a rule, a case where it passes, a case where it
 * fails, and (unless the catalogue says why not) a fault of the reference server.
 */
import { REQUIREMENTS } from '../catalogue/requirements.js';
import { makeFamilies } from '../rules/index.js';
import { resolveOptions } from '../rules/engine.js';
import type { LoadedCase } from './cases.js';
import { runCase } from './cases.js';

export interface CaseVerdicts {
  /** Requirement IDs a case was evaluated for and passed. */
  passed: Set<string>;
  /** Requirement IDs a case expects to fail (or, for SNAP-DRIFT, to note). */
  failed: Set<string>;
}

/** Runs every case once and collects which requirements each proved passing and failing. */
export function caseVerdicts(cases: readonly LoadedCase[]): Map<string, CaseVerdicts> {
  const out = new Map<string, CaseVerdicts>();
  for (const c of cases) {
    const run = runCase(c);
    out.set(c.description, {
      passed: new Set(run.result.requirements.filter((r) => r.status === 'passed').map((r) => r.id)),
      failed: new Set([...c.expect, ...(c.notes ?? [])]),
    });
  }
  return out;
}

export interface CoverageGap {
  requirement: string;
  missing: 'rule' | 'passing case' | 'failing case' | 'fault';
}

export function coverageGaps(verdicts: Iterable<CaseVerdicts>, faultIds: readonly string[]): CoverageGap[] {
  const ruled = new Set(makeFamilies(resolveOptions({ baseUrl: 'http://x.test/' })).flatMap((f) => f.requirements));
  const passing = new Set<string>();
  const failing = new Set<string>();
  for (const v of verdicts) {
    for (const id of v.passed) passing.add(id);
    for (const id of v.failed) failing.add(id);
  }
  const faults = new Set(faultIds);
  const gaps: CoverageGap[] = [];
  for (const r of REQUIREMENTS) {
    if (!ruled.has(r.id)) gaps.push({ requirement: r.id, missing: 'rule' });
    if (!passing.has(r.id)) gaps.push({ requirement: r.id, missing: 'passing case' });
    if (!failing.has(r.id)) gaps.push({ requirement: r.id, missing: 'failing case' });
    if (!r.unfaultable && !faults.has(r.id)) gaps.push({ requirement: r.id, missing: 'fault' });
  }
  return gaps;
}
