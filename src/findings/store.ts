/**
 * Findings in one total order, grouped, and kept in memory bounded by the report rather than by the
 * findings: the rules engine stores what it finds here, and the report picks its examples from it.
 * A leaf: the rules and the core both use it.
 */
import type { Finding, Report } from '../generated/report.js';
import { groupKey, normaliseMessage } from './identity.js';

export { findingIdentity, groupKey, identityOf, normaliseMessage } from './identity.js';

/** Findings listed per group in machine-readable reports (JSON, SARIF, HTML) unless told otherwise. */
export const DEFAULT_EXAMPLES_PER_GROUP = 50;

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The total order of findings: requirement, address, pointer, method, message, severity, then values. */
export function compareFindings(a: Finding, b: Finding): number {
  return (
    cmp(a.requirement, b.requirement) ||
    cmp(a.url, b.url) ||
    cmp(a.pointer, b.pointer) ||
    cmp(a.method ?? 'GET', b.method ?? 'GET') ||
    cmp(a.message, b.message) ||
    cmp(a.severity, b.severity) ||
    cmp(valueKey(a.expected), valueKey(b.expected)) ||
    cmp(valueKey(a.actual), valueKey(b.actual))
  );
}

function valueKey(v: unknown): string {
  if (v === undefined) return '';
  try {
    return JSON.stringify(v) ?? '';
  } catch {
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- what JSON cannot write (a BigInt, a cycle) is keyed by its own string
    return String(v);
  }
}

/** A finding with its related addresses sorted and unique. */
export function normalisedFinding(f: Finding): Finding {
  if (!f.related || f.related.length === 0) return f;
  const related = [...new Set(f.related)].sort(cmp);
  return { ...f, related };
}

/** Inserts f into kept (sorted by the total order), keeping at most `limit` of the first. */
function keepFirst(kept: Finding[], f: Finding, limit: number): void {
  if (limit <= 0) return;
  if (kept.length >= limit && compareFindings(f, kept[kept.length - 1]!) >= 0) return;
  let lo = 0;
  let hi = kept.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (compareFindings(kept[mid]!, f) <= 0) lo = mid + 1;
    else hi = mid;
  }
  kept.splice(lo, 0, f);
  if (kept.length > limit) kept.pop();
}

/**
 * Findings of one group (requirement, severity, code and identifying args; see groupKey), or of a part
 * of one (see FindingStore's `part`): the exact count, and the first findings in the total order.
 */
export interface FindingBucket {
  /** The group's key (groupKey). */
  key: string;
  requirement: string;
  severity: Finding['severity'];
  /** The normalised message of the group's first finding. */
  message: string;
  /** The findings' code, when they have one. */
  code?: string;
  /** What part of the group this is ('' for the whole group). */
  part: string;
  /** With a baseline: whether the bucket's findings are new or known (each bucket holds one of the two). */
  baseline?: Finding['baseline'];
  count: number;
  kept: Finding[];
}

/**
 * The findings of a run, in memory bounded by the number of buckets: each bucket (a group, or a
 * part of one that a caller must be able to take out later) keeps an exact count and its first
 * `perBucket` findings in the total order, whatever order the findings arrive in.
 */
export class FindingStore {
  private readonly buckets = new Map<string, FindingBucket>();
  total = 0;

  constructor(readonly perBucket = Number.POSITIVE_INFINITY) {}

  add(finding: Finding, part = ''): void {
    const f = normalisedFinding(finding);
    this.total++;
    const key = groupKey(f);
    // A baseline's new and known findings are kept apart, so that each has its exact count.
    const k = `${key}\u0000${part}\u0000${f.baseline ?? ''}`;
    let b = this.buckets.get(k);
    if (!b)
      this.buckets.set(
        k,
        (b = {
          key,
          requirement: f.requirement,
          severity: f.severity,
          message: normaliseMessage(f.message),
          ...(f.code !== undefined ? { code: f.code } : {}),
          part,
          ...(f.baseline !== undefined ? { baseline: f.baseline } : {}),
          count: 0,
          kept: [],
        }),
      );
    b.count++;
    keepFirst(b.kept, f, this.perBucket);
  }

  /** Every bucket, in no particular order. */
  all(): FindingBucket[] {
    return [...this.buckets.values()];
  }

  /** Findings held now (at most buckets × perBucket). */
  retained(): number {
    let n = 0;
    for (const b of this.buckets.values()) n += b.kept.length;
    return n;
  }
}

type GroupCount = NonNullable<Report['groups']>[number];

/**
 * Collects findings for a report in memory bounded by the report, not by the findings: each group
 * (see groupKey) keeps its first `perGroup` findings in the total order
 * and an exact count, whatever order the findings arrive in.
 */
export class FindingCollector {
  private readonly groups = new Map<string, GroupCount & { kept: Finding[]; key: string }>();
  readonly severities = { error: 0, warning: 0, note: 0 };
  total = 0;

  constructor(private readonly perGroup = DEFAULT_EXAMPLES_PER_GROUP) {}

  /** The group of a key; with a baseline, the new and the known findings of one key are two groups. */
  private group(
    key: string,
    f: Pick<Finding, 'requirement' | 'severity' | 'message' | 'code'>,
    baseline: Finding['baseline'],
  ): GroupCount & { kept: Finding[]; key: string } {
    const k = baseline === undefined ? key : `${key}\u0000${baseline}`;
    let g = this.groups.get(k);
    if (!g)
      this.groups.set(
        k,
        (g = {
          key: k,
          requirement: f.requirement,
          severity: f.severity,
          message: normaliseMessage(f.message),
          ...(f.code !== undefined ? { code: f.code } : {}),
          ...(baseline !== undefined ? { baseline } : {}),
          count: 0,
          kept: [],
        }),
      );
    return g;
  }

  add(finding: Finding): void {
    const f = normalisedFinding(finding);
    this.total++;
    this.severities[f.severity]++;
    const g = this.group(groupKey(f), f, f.baseline);
    g.count++;
    keepFirst(g.kept, f, this.perGroup);
  }

  /**
   * Adds a bucket of findings counted elsewhere: `count` findings of one group, of which `kept` are the
   * first in the total order (every one of them when fewer than this collector lists per group).
   */
  addCounted(bucket: Pick<FindingBucket, 'key' | 'requirement' | 'severity' | 'message' | 'code' | 'count' | 'kept' | 'baseline'>): void {
    if (bucket.count === 0) return;
    this.total += bucket.count;
    this.severities[bucket.severity] += bucket.count;
    const g = this.group(bucket.key, bucket, bucket.baseline ?? bucket.kept[0]?.baseline);
    g.count += bucket.count;
    for (const f of bucket.kept) keepFirst(g.kept, normalisedFinding(f), this.perGroup);
  }

  /** The listed findings in the total order, and every group with its exact count, in the order of its first finding. */
  finish(): { findings: Finding[]; groups: GroupCount[] } {
    const all = [...this.groups.values()];
    const findings = all.flatMap((g) => g.kept).sort(compareFindings);
    const firstAt = new Map<Finding, number>(findings.map((f, i) => [f, i]));
    const order = (g: (typeof all)[number]) => (g.kept.length ? firstAt.get(g.kept[0]!)! : Number.MAX_SAFE_INTEGER);
    const groups = all
      .sort((a, b) => order(a) - order(b) || cmp(a.key, b.key))
      // The message of the group's first finding in the total order, whatever order they arrived in.
      .map(({ requirement, severity, message, code, count, kept, baseline }) => ({
        requirement,
        severity,
        message: kept.length ? normaliseMessage(kept[0]!.message) : message,
        ...(code !== undefined ? { code } : {}),
        count,
        ...(baseline !== undefined ? { baseline } : {}),
      }));
    return { findings, groups };
  }
}
