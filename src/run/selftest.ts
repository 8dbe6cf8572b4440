/**
 * self-test: the kit proves itself against its own reference server. The clean server must yield
 * no finding at all; each clean variant (a path prefix, gzip, a non-ASCII slug, drift, big ids) no
 * finding either, notes about drift aside; each fault switched on must yield exactly the
 * requirements it declares (one, or each one its departure breaks), at error severity, and nothing
 * else at error severity. With pairs, the server serves two faults at once, and every requirement
 * either fault declares must be reported: a fault never hides another. Two faults that change the
 * same field of the same answer are declared a conflict (their declarations' `conflicts`), listed
 * with the reason, and not run together.
 */
import { mulberry32 } from '../base/random.js';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { startServer, listFaults, listVariants, type FaultInfo } from '../../reference-server/index.js';
import { check } from './check.js';
import { REQUIREMENT_IDS } from '../catalogue/requirements.js';
import type { Report } from '../generated/report.js';
import type { Clock } from '../crawl/pacer.js';

export interface SelfTestRow {
  /** What ran: the plain server, a clean variant of it, the server with one fault, or with a pair of faults. */
  kind: 'clean' | 'variant' | 'fault' | 'pair';
  /** The fault switched on (a pair's two joined by ` + `); the variant's name; `clean` for the plain server with none. */
  fault: string;
  /** A pair's two faults. */
  faults?: string[];
  /** The requirement the fault is about (a pair's two, joined by `, `); null for the clean server and its variants. */
  requirement: string | null;
  /**
   * Every requirement the fault must yield, exactly (sorted); a pair, every requirement either of
   * its faults declares; [] for the clean server and its variants.
   */
  declared: string[];
  /** Requirement IDs reported at error severity (every requirement raised to error for the run); any severity for clean runs. */
  detected: string[];
  /** A pair's requirements detected beyond those declared (two departures together may break a third requirement). */
  beyond?: string[];
  /** Kit errors of the run, if any (a fault must never make the kit fail). */
  kitErrors: string[];
  verdict: 'detected' | 'clean' | 'missed' | 'false-positive' | 'kit-error';
}

/** A pair of faults not run together, and why (the reason one of them declares). */
export interface SkippedPair {
  faults: [string, string];
  because: string;
}

/** The pairs of faults the self-test runs: a seeded sample of `size` pairs, or all of them. */
export type PairChoice = { all: true } | { all: false; size: number; seed: number };

export interface SelfTestOptions {
  /** Only these faults (default: every fault of the reference server). */
  faults?: string[] | undefined;
  /** Only these clean variants (default: every variant when no faults are named, else none). */
  variants?: string[] | undefined;
  concurrency?: number;
  /** Runs at once, each with its own server (default 2; with pairs, one per core and at least 2). */
  jobs?: number;
  /** The clock every run's waits (backoff, Retry-After, pacing) go through (default: real time). */
  clock?: Clock;
  /** Called after each row, for progress output. */
  onRow?: ((row: SelfTestRow, index: number, total: number) => void) | undefined;
  /** A folder in which each run records what it fetched, as HAR 1.2 (`clean.har`, `variant-gzip.har`, `HDR-VARY_instance-only.har`). */
  recordTo?: string;
  /**
   * Run pairs of faults instead of one fault at a time: the pairs of `faults` (every fault when not
   * given; with one fault, its pairs with every other), all of them or a seeded sample.
   */
  pairs?: PairChoice;
  /**
   * Called after each run while its server still answers, to look further at the run (the kit's
   * tests reproduce every finding with its curl line); the self-test waits for it.
   */
  afterRun?: (run: SelfTestRun) => Promise<void> | void;
}

/** One run of the self-test, as `afterRun` sees it. */
export interface SelfTestRun {
  row: SelfTestRow;
  report: Report;
  /** The base URL of the run's server, which answers until `afterRun` returns. */
  baseUrl: string;
  /** The run's recording, with `recordTo`. */
  recording?: string;
}

const ALL_ERRORS = Object.fromEntries(REQUIREMENT_IDS.map((id) => [id, 'error' as const]));

interface Run {
  kind: SelfTestRow['kind'];
  name: string;
  /** The faults switched on. */
  faults: string[];
  requirement: string | null;
  declared: string[];
}

/** The file a run records into: its fault or variant, with what no file name should hold replaced. */
function recordingName(run: Run): string {
  return (run.kind === 'variant' ? `variant-${run.name}` : run.kind === 'pair' ? run.faults.join('+') : run.name).replace(/[^\w.+-]/g, '_') + '.har';
}

/**
 * A clock whose waits take no real time: the self-test's server is the kit's own, on this machine,
 * and a retry's backoff would only make the pairs slower, not the verdict other.
 */
function instantClock(): Clock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    sleep: (ms, signal) =>
      new Promise<void>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason as Error);
        offset += Math.max(0, ms);
        setImmediate(resolve);
      }),
  };
}

async function runOnce(run: Run, concurrency: number, options: SelfTestOptions): Promise<SelfTestRow> {
  const server = await startServer({
    port: 0,
    faults: run.faults,
    variants: run.kind === 'variant' ? [run.name] : [],
    // The server's rate limits count by the clock the kit waits by.
    ...(options.clock ? { now: () => options.clock!.now() } : {}),
  });
  try {
    const recording = options.recordTo === undefined ? undefined : path.join(options.recordTo, recordingName(run));
    const { report } = await check({
      baseUrl: server.url,
      pageSize: server.componentPageSize,
      probeErrors: true,
      probeWrites: true,
      concurrency,
      timeout: 10,
      severity: ALL_ERRORS,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(recording ? { record: recording } : {}),
    });
    const row = judge(run, report);
    await options.afterRun?.({ row, report, baseUrl: server.url, ...(recording ? { recording } : {}) });
    return row;
  } finally {
    await server.close();
  }
}

function judge(run: Run, report: Report): SelfTestRow {
  // Clean runs must yield no finding at all, notes included (a variant's drift notes aside); a fault,
  // exactly its requirement at error severity.
  const counted =
    run.kind === 'clean'
      ? report.findings
      : run.kind === 'variant'
        ? report.findings.filter((f) => !(f.requirement === 'SNAP-DRIFT' && f.severity === 'note'))
        : report.findings.filter((f) => f.severity === 'error');
  const detected = [...new Set(counted.map((f) => f.requirement))].sort();
  const kitErrors = report.kitErrors.map((e) => e.code);
  let verdict: SelfTestRow['verdict'];
  if (run.kind === 'pair') {
    verdict = kitErrors.length > 0 ? 'kit-error' : run.declared.every((id) => detected.includes(id)) ? 'detected' : 'missed';
    const beyond = detected.filter((id) => !run.declared.includes(id));
    return { kind: 'pair', fault: run.name, faults: run.faults, requirement: run.requirement, declared: run.declared, detected, beyond, kitErrors, verdict };
  }
  if (kitErrors.length > 0) verdict = 'kit-error';
  else if (run.requirement === null) verdict = detected.length === 0 ? 'clean' : 'false-positive';
  else if (!run.declared.every((id) => detected.includes(id))) verdict = 'missed';
  else verdict = detected.length === run.declared.length ? 'detected' : 'false-positive';
  return { kind: run.kind, fault: run.name, requirement: run.requirement, declared: run.declared, detected, kitErrors, verdict };
}

/**
 * The pairs of the chosen faults in declaration order (with one fault, its pairs with every other),
 * those declared a conflict set aside with their reason; then all of them, or a seeded sample.
 */
export function planPairs(choice: PairChoice, faults?: readonly string[]): { pairs: [string, string][]; skipped: SkippedPair[] } {
  const all = listFaults();
  const byId = new Map(all.map((f) => [f.id, f]));
  const chosen = new Set(faults ?? all.map((f) => f.id));
  const lone = chosen.size === 1;
  const ids = all.map((f) => f.id);
  const pairs: [string, string][] = [];
  const skipped: SkippedPair[] = [];
  for (let i = 0; i < ids.length; i++)
    for (let j = i + 1; j < ids.length; j++) {
      const a = ids[i]!;
      const b = ids[j]!;
      if (lone ? !chosen.has(a) && !chosen.has(b) : !chosen.has(a) || !chosen.has(b)) continue;
      const because = byId.get(a)!.conflicts?.find((c) => c.fault === b)?.because;
      if (because !== undefined) skipped.push({ faults: [a, b], because });
      else pairs.push([a, b]);
    }
  if (choice.all || choice.size >= pairs.length) return { pairs, skipped };
  // A partial Fisher-Yates shuffle: the first `size` places hold the sample, then back in declaration order.
  const random = mulberry32(choice.seed);
  const order = pairs.map((_, i) => i);
  for (let i = 0; i < choice.size; i++) {
    const j = i + Math.floor(random() * (order.length - i));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return {
    pairs: order
      .slice(0, choice.size)
      .sort((x, y) => x - y)
      .map((i) => pairs[i]!),
    skipped,
  };
}

function pairRun(pair: [string, string], byId: Map<string, FaultInfo>): Run {
  const [a, b] = pair.map((id) => byId.get(id)!);
  return {
    kind: 'pair',
    name: `${a!.id} + ${b!.id}`,
    faults: [a!.id, b!.id],
    requirement: `${a!.requirement}, ${b!.requirement}`,
    declared: [...new Set([...a!.requirements, ...b!.requirements])].sort(),
  };
}

export async function selfTest(options: SelfTestOptions = {}): Promise<{ rows: SelfTestRow[]; ok: boolean; skipped?: SkippedPair[] }> {
  const declared = new Map(listFaults().map((f) => [f.id, f]));
  const faults = options.faults ?? [...declared.keys()];
  const variants = options.variants ?? (options.faults === undefined ? listVariants().map((v) => v.id) : []);
  const concurrency = options.concurrency ?? 8;
  let skipped: SkippedPair[] | undefined;
  let plan: Run[];
  if (options.pairs) {
    const planned = planPairs(options.pairs, options.faults);
    skipped = planned.skipped;
    plan = planned.pairs.map((p) => pairRun(p, declared));
    options = { ...options, clock: options.clock ?? instantClock() };
  } else
    plan = [
      { kind: 'clean', name: 'clean', faults: [], requirement: null, declared: [] },
      ...variants.map((name): Run => ({ kind: 'variant', name, faults: [], requirement: null, declared: [] })),
      ...faults.map((name): Run => {
        const f = declared.get(name);
        return { kind: 'fault', name, faults: [name], requirement: f?.requirement ?? name, declared: f?.requirements ?? [name] };
      }),
    ];
  const rows: SelfTestRow[] = new Array<SelfTestRow>(plan.length);
  let next = 0;
  let done = 0;
  const worker = async (): Promise<void> => {
    while (next < plan.length) {
      const i = next++;
      const run = plan[i]!;
      const row = await runOnce(run, concurrency, options);
      rows[i] = row;
      options.onRow?.(row, done++, plan.length);
    }
  };
  // Pairs are many, and each run is as long as any other: one job per core (at least two, as otherwise).
  const jobs = options.jobs ?? (options.pairs ? Math.max(2, availableParallelism()) : 2);
  await Promise.all(Array.from({ length: Math.max(1, Math.min(jobs, plan.length)) }, worker));
  const ok = rows.every((r) => r.verdict === 'detected' || r.verdict === 'clean');
  return skipped ? { rows, ok, skipped } : { rows, ok };
}

/** The pairs as text: each pair → the requirements it must yield → verdict → detected IDs; then the conflicts not run, with why. */
export function formatPairs(rows: SelfTestRow[], skipped: SkippedPair[]): string {
  const w = Math.max(4, ...rows.map((r) => r.fault.length));
  const lines = [`${'pair'.padEnd(w)}  ${'verdict'.padEnd(9)}  missed, or detected beyond the declared`];
  for (const r of rows) {
    const missed = r.declared.filter((id) => !r.detected.includes(id));
    const what =
      r.verdict === 'kit-error'
        ? `kit errors: ${r.kitErrors.join(', ')}`
        : missed.length > 0
          ? `missed ${missed.join(', ')} (detected ${r.detected.join(', ') || '—'})`
          : (r.beyond ?? []).length > 0
            ? `also ${r.beyond!.join(', ')}`
            : '—';
    lines.push(`${r.fault.padEnd(w)}  ${r.verdict.padEnd(9)}  ${what}`);
  }
  if (skipped.length > 0) {
    lines.push('', `${skipped.length} pairs not run, declared conflicts (served together, one departure replaces the other):`);
    for (const s of skipped) lines.push(`  ${s.faults.join(' + ')}: ${s.because}`);
  }
  const caught = rows.filter((r) => r.verdict === 'detected').length;
  lines.push('', `${rows.length} pairs, ${caught} with both faults caught; ${caught === rows.length ? 'self-test passed' : 'self-test FAILED'}`);
  return lines.join('\n');
}

/** The matrix as text: fault → declared requirements → verdict → detected IDs. */
export function formatMatrix(rows: SelfTestRow[]): string {
  const name = (r: SelfTestRow): string => (r.kind === 'variant' ? `variant ${r.fault}` : r.fault);
  const wanted = (r: SelfTestRow): string => (r.declared.length > 0 ? r.declared.join(', ') : (r.requirement ?? '—'));
  const w = Math.max(5, ...rows.map((r) => name(r).length));
  const rw = Math.max(11, ...rows.map((r) => wanted(r).length));
  const lines = [`${'fault'.padEnd(w)}  ${'requirement'.padEnd(rw)}  ${'verdict'.padEnd(14)}  detected at error severity`];
  for (const r of rows) {
    const det = r.detected.length ? r.detected.join(', ') : '—';
    const extra = r.kitErrors.length ? `  (kit errors: ${r.kitErrors.join(', ')})` : '';
    lines.push(`${name(r).padEnd(w)}  ${wanted(r).padEnd(rw)}  ${r.verdict.padEnd(14)}  ${det}${extra}`);
  }
  const faultRows = rows.filter((r) => r.kind === 'fault');
  const variantRows = rows.filter((r) => r.kind === 'variant');
  const exact = faultRows.filter((r) => r.verdict === 'detected').length;
  const cleanVariants = variantRows.filter((r) => r.verdict === 'clean').length;
  const clean = rows.find((r) => r.kind === 'clean');
  const passed = exact === faultRows.length && clean?.verdict === 'clean' && cleanVariants === variantRows.length;
  lines.push('');
  lines.push(
    `${faultRows.length} faults, ${exact} detected exactly; clean server: ${clean?.verdict === 'clean' ? 'no finding' : 'findings'}` +
      (variantRows.length > 0 ? `; clean variants: ${cleanVariants} of ${variantRows.length} without findings` : '') +
      `; ${passed ? 'self-test passed' : 'self-test FAILED'}`,
  );
  return lines.join('\n');
}
