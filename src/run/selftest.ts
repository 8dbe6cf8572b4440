/**
 * self-test: the kit proves itself against its own reference server. The clean server must yield
 * no finding at all; each clean variant (a path prefix, gzip, a non-ASCII slug, drift, big ids) no
 * finding either, notes about drift aside; each fault switched on must yield exactly the
 * requirements it declares (one, or each one its departure breaks), at error severity, and nothing
 * else at error severity.
 */
import path from 'node:path';
import { startServer, listFaults, listVariants } from '../../reference-server/index.js';
import { check } from './check.js';
import { REQUIREMENT_IDS } from '../catalogue/requirements.js';
import type { Report } from '../generated/report.js';
import type { Clock } from '../crawl/pacer.js';

export interface SelfTestRow {
  /** What ran: the plain server, a clean variant of it, or the server with one fault. */
  kind: 'clean' | 'variant' | 'fault';
  /** The fault switched on; the variant's name; `clean` for the plain server with none. */
  fault: string;
  /** The requirement the fault is about; null for the clean server and its variants. */
  requirement: string | null;
  /** Every requirement the fault must yield, exactly (sorted); [] for the clean server and its variants. */
  declared: string[];
  /** Requirement IDs reported at error severity (every requirement raised to error for the run); any severity for clean runs. */
  detected: string[];
  /** Kit errors of the run, if any (a fault must never make the kit fail). */
  kitErrors: string[];
  verdict: 'detected' | 'clean' | 'missed' | 'false-positive' | 'kit-error';
}

export interface SelfTestOptions {
  /** Only these faults (default: every fault of the reference server). */
  faults?: string[];
  /** Only these clean variants (default: every variant when no faults are named, else none). */
  variants?: string[];
  concurrency?: number;
  /** Runs at once, each with its own server (default 2). */
  jobs?: number;
  /** The clock every run's waits (backoff, Retry-After, pacing) go through (default: real time). */
  clock?: Clock;
  /** Called after each row, for progress output. */
  onRow?: (row: SelfTestRow, index: number, total: number) => void;
  /** A folder in which each run records what it fetched, as HAR 1.2 (`clean.har`, `variant-gzip.har`, `HDR-VARY_instance-only.har`). */
  recordTo?: string;
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
  requirement: string | null;
  declared: string[];
}

/** The file a run records into: its fault or variant, with what no file name should hold replaced. */
function recordingName(run: Run): string {
  return (run.kind === 'variant' ? `variant-${run.name}` : run.name).replace(/[^\w.-]/g, '_') + '.har';
}

async function runOnce(run: Run, concurrency: number, options: SelfTestOptions): Promise<SelfTestRow> {
  const server = await startServer({
    port: 0,
    faults: run.kind === 'fault' ? [run.name] : [],
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
  if (kitErrors.length > 0) verdict = 'kit-error';
  else if (run.requirement === null) verdict = detected.length === 0 ? 'clean' : 'false-positive';
  else if (!run.declared.every((id) => detected.includes(id))) verdict = 'missed';
  else verdict = detected.length === run.declared.length ? 'detected' : 'false-positive';
  return { kind: run.kind, fault: run.name, requirement: run.requirement, declared: run.declared, detected, kitErrors, verdict };
}

export async function selfTest(options: SelfTestOptions = {}): Promise<{ rows: SelfTestRow[]; ok: boolean }> {
  const declared = new Map(listFaults().map((f) => [f.id, f]));
  const faults = options.faults ?? [...declared.keys()];
  const variants = options.variants ?? (options.faults === undefined ? listVariants().map((v) => v.id) : []);
  const concurrency = options.concurrency ?? 8;
  const plan: Run[] = [
    { kind: 'clean', name: 'clean', requirement: null, declared: [] },
    ...variants.map((name): Run => ({ kind: 'variant', name, requirement: null, declared: [] })),
    ...faults.map((name): Run => {
      const f = declared.get(name);
      return { kind: 'fault', name, requirement: f?.requirement ?? name, declared: f?.requirements ?? [name] };
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
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.jobs ?? 2, plan.length)) }, worker));
  const ok = rows.every((r) => r.verdict === 'detected' || r.verdict === 'clean');
  return { rows, ok };
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
