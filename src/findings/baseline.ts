/**
 * Baselines: the identities of a run's findings written out (check --write-baseline), and the gate that
 * tells each finding of a later run new or known (check --baseline). The gate keeps 8 bytes per
 * baseline finding (the first 64 bits of its identity's SHA-256, sorted) and one byte to mark it
 * matched; findings are marked as they are reported, so memory follows the baseline, not the run.
 * `stringent diff` keeps the identities themselves, to name what is new and what is gone.
 */
import type { Baseline, BaselineEntry } from '../generated/baseline.js';
import type { Finding, Report } from '../generated/report.js';
import { IDENTITY_VERSION, identityHash64, identityOf, identityString, type IdentityFields } from './identity.js';

export const BASELINE_FORMAT = 'stringent-baseline';
export const BASELINE_VERSION = 1;

/** The first line of a baseline file up to the count, and the line that opens its list. */
const HEADER_PREFIX = `{"format":"${BASELINE_FORMAT}","version":${BASELINE_VERSION},"identity":"${IDENTITY_VERSION}","total":`;

/** An identity string (identityString) back as its entry. */
export function entryOf(identity: string, count = 1): BaselineEntry {
  const [requirement, code, message, method, address, key, pointer, args] = JSON.parse(identity) as [
    string,
    string | null,
    string | null,
    string,
    string,
    string | null,
    string,
    [string, string | number | boolean | null][] | null,
  ];
  // Fields in the order the file shows them.
  const e = { requirement } as BaselineEntry;
  if (code !== null) e.code = code;
  if (message !== null) e.message = message;
  if (method !== 'GET') e.method = method;
  e.address = address;
  if (key !== null) e.key = key;
  if (pointer !== '') e.pointer = pointer;
  if (args !== null) e.args = Object.fromEntries(args);
  if (count > 1) e.count = count;
  return e;
}

/**
 * The text of a baseline file holding these identities: sorted, duplicates counted, one entry per
 * line, no timestamp and no host (the same findings give the same bytes, on any port).
 */
export function baselineText(identities: Iterable<string>): string {
  const counts = new Map<string, number>();
  for (const id of identities) counts.set(id, (counts.get(id) ?? 0) + 1);
  const keys = [...counts.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  let total = 0;
  for (const n of counts.values()) total += n;
  const lines = keys.map((k) => JSON.stringify(entryOf(k, counts.get(k))));
  return `${HEADER_PREFIX}${total},"findings":[\n${lines.join(',\n')}${lines.length ? '\n' : ''}]}\n`;
}

/** Whether a line is the first line of a baseline file in the layout baselineText writes. */
export function isBaselineHeaderLine(line: string): boolean {
  return line.startsWith(HEADER_PREFIX) && /^\d+,"findings":\[$/.test(line.slice(HEADER_PREFIX.length));
}

/** The total a baseline file's first line declares (see isBaselineHeaderLine). */
export function headerTotal(line: string): number {
  return Number(line.slice(HEADER_PREFIX.length, line.indexOf(',', HEADER_PREFIX.length)));
}

/** The requirement ID an identity string (identityString) begins with. */
export function requirementOfIdentity(identity: string): string {
  const m = /^\["((?:[^"\\]|\\.)*)"/.exec(identity);
  return m ? (JSON.parse(`"${m[1]!}"`) as string) : '';
}

/**
 * The identities of a baseline, as 64-bit hashes sorted, with a flag per identity once a finding has
 * matched it (a multiset: an identity written twice matches two findings).
 */
export class BaselineIndex {
  private hashes = new BigUint64Array(1024);
  private size = 0;
  private matched: Uint8Array | undefined;
  private matchedCount = 0;
  /** Findings the baseline holds per requirement ID. */
  readonly perRequirement = new Map<string, number>();

  /** Adds `count` findings of this identity (before the first match). */
  add(identity: string, count = 1): void {
    if (this.matched) throw new Error('BaselineIndex: add after the first match');
    const requirement = requirementOfIdentity(identity);
    this.perRequirement.set(requirement, (this.perRequirement.get(requirement) ?? 0) + count);
    const h = identityHash64(identity);
    for (let i = 0; i < count; i++) {
      if (this.size === this.hashes.length) {
        const bigger = new BigUint64Array(this.hashes.length * 2);
        bigger.set(this.hashes);
        this.hashes = bigger;
      }
      this.hashes[this.size++] = h;
    }
  }

  /** Findings the baseline holds. */
  get total(): number {
    return this.size;
  }

  private seal(): void {
    if (this.matched) return;
    this.hashes = this.hashes.slice(0, this.size).sort();
    this.matched = new Uint8Array(this.size);
  }

  /** Takes one unmatched finding of this identity out of the baseline: true when there was one. */
  match(identity: string): boolean {
    this.seal();
    const h = identityHash64(identity);
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.hashes[mid]! < h) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.size && this.hashes[i] === h; i++) {
      if (this.matched![i] === 0) {
        this.matched![i] = 1;
        this.matchedCount++;
        return true;
      }
    }
    return false;
  }

  /** Baseline findings no finding has matched (gone, once the run is over). */
  unmatched(): number {
    return this.size - this.matchedCount;
  }

  /** Bytes the index holds. */
  bytes(): number {
    return this.hashes.byteLength + (this.matched?.byteLength ?? this.size);
  }
}

/** A baseline as read: where it came from, its identities, and what it could not hold. */
export interface LoadedBaseline {
  file: string;
  /** A baseline file (check --write-baseline) or a JSON report. */
  kind: 'baseline' | 'report';
  index: BaselineIndex;
  /** A JSON report's findings counted but not listed: they cannot be matched. */
  unmatchable?: number;
}

/** A JSON report's listed findings as a baseline, identified against the report's own base URL. */
export function baselineFromReport(
  file: string,
  report: { findings: readonly IdentityFields[] } & Partial<Pick<Report, 'target' | 'findingsOmitted'>>,
): LoadedBaseline {
  const index = new BaselineIndex();
  const base = report.target?.baseUrl;
  for (const f of report.findings) index.add(identityString(identityOf(f, base)));
  const out: LoadedBaseline = { file, kind: 'report', index };
  if (report.findingsOmitted) out.unmatchable = report.findingsOmitted;
  return out;
}

/** A parsed baseline file as a baseline. */
export function baselineFromFile(file: string, data: Baseline): LoadedBaseline {
  const index = new BaselineIndex();
  for (const e of data.findings) index.add(identityString(e), e.count ?? 1);
  return { file, kind: 'baseline', index };
}

/**
 * The gate of one run: each finding, as it is reported, marked new or known against the baseline,
 * with the counts the exit status is decided on.
 */
export class BaselineGate {
  readonly counts = { new: 0, unchanged: 0, newErrors: 0, newWarnings: 0 };
  /** Baseline findings matched, per requirement ID (what is gone is the rest). */
  private readonly matchedPerRequirement = new Map<string, number>();

  constructor(
    readonly baseline: LoadedBaseline,
    private readonly baseUrl: string | undefined,
  ) {}

  /** The finding marked new or unchanged; the identity it was matched by is returned beside it. */
  mark(f: Finding): { finding: Finding; identity: string } {
    const identity = identityString(identityOf(f, this.baseUrl));
    const known = this.baseline.index.match(identity);
    if (known) {
      this.counts.unchanged++;
      this.matchedPerRequirement.set(f.requirement, (this.matchedPerRequirement.get(f.requirement) ?? 0) + 1);
    } else {
      this.counts.new++;
      if (f.severity === 'error') this.counts.newErrors++;
      else if (f.severity === 'warning') this.counts.newWarnings++;
    }
    return { finding: { ...f, baseline: known ? 'unchanged' : 'new' }, identity };
  }

  /** The report's baseline section, once every finding has been marked. */
  outcome(): NonNullable<Report['baseline']> {
    const out: NonNullable<Report['baseline']> = {
      file: this.baseline.file,
      new: this.counts.new,
      unchanged: this.counts.unchanged,
      gone: this.baseline.index.unmatched(),
      newErrors: this.counts.newErrors,
      newWarnings: this.counts.newWarnings,
    };
    if (this.baseline.unmatchable) out.unmatchable = this.baseline.unmatchable;
    const gone: Record<string, number> = {};
    for (const [id, n] of [...this.baseline.index.perRequirement].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const left = n - (this.matchedPerRequirement.get(id) ?? 0);
      if (left > 0) gone[id] = left;
    }
    if (Object.keys(gone).length > 0) out.goneByRequirement = gone;
    return out;
  }
}

/**
 * The identities a run writes with --write-baseline. Alone: every finding. With --baseline (a
 * ratchet): only findings the baseline already held and that are still there; new findings are never
 * added by a gate run (write a baseline without --baseline to accept them), and gone ones drop out.
 */
export class BaselineWriter {
  private readonly identities: string[] = [];
  /** Findings left out because they were new since the baseline. */
  leftOut = 0;

  constructor(private readonly baseUrl: string | undefined) {}

  /** Adds a finding; `known` (from the gate) says whether a ratchet keeps it. */
  add(f: Finding, identity?: string): void {
    if (f.baseline === 'new') {
      this.leftOut++;
      return;
    }
    this.identities.push(identity ?? identityString(identityOf(f, this.baseUrl)));
  }

  get size(): number {
    return this.identities.length;
  }

  text(): string {
    return baselineText(this.identities);
  }
}
