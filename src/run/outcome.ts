/**
 * From an engine result to the report every reporter renders, and from a report to the verdict and
 * exit status. The report is a pure function of what was seen: findings in one total order, groups
 * and examples chosen by it, never by the order answers arrived in.
 */
import type { Finding, KitErrorRecord, Report } from '../generated/report.js';
import type { EngineResult } from '../rules/engine.js';
import { REQUIREMENTS } from '../catalogue/requirements.js';
import { VERSION } from '../base/version.js';
import { compareFindings, DEFAULT_EXAMPLES_PER_GROUP, FindingCollector, findingIdentity, normalisedFinding } from '../findings/store.js';

export { compareFindings, DEFAULT_EXAMPLES_PER_GROUP, FindingCollector, findingIdentity, groupKey, normaliseMessage } from '../findings/store.js';

export type FailOn = 'error' | 'warning' | 'never';
export type Verdict = Report['verdict'];
export type StopSignal = 'SIGINT' | 'SIGTERM';

/** Exit status of a run stopped by a signal: 128 + the signal's number. */
export const SIGNAL_EXIT: Record<StopSignal, number> = { SIGINT: 130, SIGTERM: 143 };

export interface VerdictOptions {
  failOn?: FailOn;
  /** A run that checked no component and no statistics list passes (check's --allow-empty). */
  allowEmpty?: boolean;
}

export interface ReportInput extends VerdictOptions {
  target: Report['target'];
  result: EngineResult;
  kitErrors?: KitErrorRecord[];
  requests?: number;
  pacing?: Report['pacing'];
  interimFallbacks?: number;
  startedAt?: Date;
  durationMs?: number;
  complete?: boolean;
  components?: number;
  statisticsLists?: number;
  /** The run was stopped by this signal; the report holds what was seen until then. */
  interrupted?: StopSignal;
  /** Findings listed per group (requirement, severity, message with numbers normalised). */
  examplesPerGroup?: number;
  /** An earlier report: only findings it does not hold decide the exit status. */
  baseline?: { file: string; report: Pick<Report, 'findings'> };
}

/** Compares findings with a baseline's as multisets of identities. */
export function compareWithBaseline(
  current: readonly Finding[],
  old: readonly Pick<Finding, 'requirement' | 'url' | 'pointer' | 'message'>[],
): { isNew: boolean[]; new: number; unchanged: number; gone: number } {
  const left = new Map<string, number>();
  for (const f of old) {
    const k = findingIdentity(f);
    left.set(k, (left.get(k) ?? 0) + 1);
  }
  const isNew = current.map((f) => {
    const k = findingIdentity(f);
    const n = left.get(k) ?? 0;
    if (n === 0) return true;
    left.set(k, n - 1);
    return false;
  });
  let gone = 0;
  for (const n of left.values()) gone += n;
  const added = isNew.filter(Boolean).length;
  return { isNew, new: added, unchanged: current.length - added, gone };
}

export function makeReport(input: ReportInput): Report {
  const { result } = input;
  const count = (s: string) => result.requirements.filter((r) => r.status === s).length;
  const collector = new FindingCollector(input.examplesPerGroup ?? DEFAULT_EXAMPLES_PER_GROUP);
  let baseline: Report['baseline'];
  if (input.baseline) {
    // A baseline compares every finding: the one path that holds them all at once.
    const findings = result.findings.map(normalisedFinding).sort(compareFindings);
    const cmpd = compareWithBaseline(findings, input.baseline.report.findings);
    const fresh = (sv: Finding['severity']) => findings.filter((f, i) => cmpd.isNew[i] && f.severity === sv).length;
    baseline = { file: input.baseline.file, new: cmpd.new, unchanged: cmpd.unchanged, gone: cmpd.gone, newErrors: fresh('error'), newWarnings: fresh('warning') };
    findings.forEach((f, i) => collector.add({ ...f, baseline: cmpd.isNew[i] ? 'new' : 'unchanged' }));
  } else if (result.groups) for (const g of result.groups) collector.addCounted(g);
  else for (const f of result.findings) collector.add(f);
  return makeReportFrom(input, collector, baseline, count);
}

/** The report from collected findings (see FindingCollector). */
export function makeReportFrom(
  input: Omit<ReportInput, 'result'> & { result: Pick<EngineResult, 'requirements'> },
  collector: FindingCollector,
  baseline?: Report['baseline'],
  count = (s: string) => input.result.requirements.filter((r) => r.status === s).length,
): Report {
  const sev = collector.severities;
  const { findings: kept, groups } = collector.finish();
  const perGroup = input.examplesPerGroup ?? DEFAULT_EXAMPLES_PER_GROUP;
  const report: Report = {
    tool: { name: 'stringent', version: VERSION },
    target: input.target,
    verdict: 'pass',
    exitCode: 0,
    summary: {
      passed: count('passed'),
      failed: count('failed'),
      skipped: count('skipped'),
      notApplicable: count('not-applicable'),
      errors: sev.error,
      warnings: sev.warning,
      notes: sev.note,
    },
    requirements: input.result.requirements,
    findings: kept,
    kitErrors: input.kitErrors ?? [],
  };
  if (input.interrupted) report.interrupted = input.interrupted;
  if (input.components !== undefined) report.summary.components = input.components;
  if (input.statisticsLists !== undefined) report.summary.statisticsLists = input.statisticsLists;
  if (input.startedAt) report.startedAt = input.startedAt.toISOString();
  if (input.durationMs !== undefined) report.durationMs = Math.round(input.durationMs);
  if (input.requests !== undefined) report.requests = input.requests;
  if (input.pacing !== undefined) report.pacing = input.pacing;
  if (input.interimFallbacks) report.interimFallbacks = input.interimFallbacks;
  if (input.complete !== undefined) report.complete = input.complete;
  report.examplesPerGroup = perGroup;
  report.findingsOmitted = collector.total - kept.length;
  report.groups = groups;
  if (baseline) report.baseline = baseline;
  return withVerdict(report, input);
}

/** What a crawl checked, for the rule that a run which checked nothing shows no conformance. */
export interface CrawlCounts {
  /** Components checked; the report's summary count when not given. */
  components?: number;
  /** Statistics lists checked; the report's summary count when not given. */
  statisticsLists?: number;
  /** A run that checked no component and no statistics list is not a failure. */
  allowEmpty?: boolean;
}

/**
 * Whether the run checked nothing: a crawl that saw no component and no statistics list. Without
 * counts, given or in the report's summary (validate), the rule does not apply.
 */
export function checkedNothing(report: Pick<Report, 'summary'>, crawled: CrawlCounts = {}): boolean {
  const components = crawled.components ?? report.summary.components;
  const lists = crawled.statisticsLists ?? report.summary.statisticsLists;
  return components === 0 && (lists ?? 0) === 0;
}

/**
 * The exit status: 130/143 when stopped by a signal, 2 when the kit could not do its job, 1 when
 * findings reach --fail-on (with a baseline: new findings only) or a crawl checked nothing (unless
 * allowEmpty), else 0.
 */
export function exitCodeFor(report: Report, failOn: FailOn = 'error', crawled: CrawlCounts = {}): number {
  if (report.interrupted) return SIGNAL_EXIT[report.interrupted];
  if (report.kitErrors.length > 0) return 2;
  if (checkedNothing(report, crawled) && !crawled.allowEmpty) return 1;
  if (failOn === 'never') return 0;
  // Counts, not the listed findings: a report lists only the first findings of each group.
  const errors = report.baseline ? report.baseline.newErrors : report.summary.errors;
  const warnings = report.baseline ? report.baseline.newWarnings : report.summary.warnings;
  return errors > 0 || (failOn === 'warning' && warnings > 0) ? 1 : 0;
}

export function verdictFor(exitCode: number): Verdict {
  if (exitCode === 0) return 'pass';
  if (exitCode === 1) return 'fail';
  if (exitCode === 2) return 'error';
  return 'incomplete';
}

/** The report with its verdict and exit status set for these options. */
export function withVerdict(report: Report, options: VerdictOptions & Pick<CrawlCounts, 'components' | 'statisticsLists'> = {}): Report {
  const failOn = options.failOn ?? 'error';
  const exitCode = exitCodeFor(report, failOn, { components: options.components, statisticsLists: options.statisticsLists, allowEmpty: options.allowEmpty });
  return { ...report, verdict: verdictFor(exitCode), exitCode, failOn };
}

/**
 * The report of a run that ended before any answer could be judged (unreachable host, bad option,
 * a failure of the kit): every requirement not reached, the error as a kit error, exit status 2.
 */
export function errorReport(input: { target: Report['target']; kitErrors: KitErrorRecord[]; startedAt?: Date; durationMs?: number; failOn?: FailOn }): Report {
  const code = input.kitErrors[0]?.code ?? 'E_INTERNAL';
  const requirements = REQUIREMENTS.map((r) => ({
    id: r.id,
    class: r.class,
    severity: r.severity,
    section: r.section,
    title: r.title,
    status: 'not-applicable' as const,
    reason: `not reached: the run ended before any answer was judged (${code})`,
    checks: 0,
    checked: 0,
    findings: 0,
  }));
  return makeReport({
    target: input.target,
    result: { requirements, findings: [] },
    kitErrors: input.kitErrors,
    startedAt: input.startedAt,
    durationMs: input.durationMs,
    complete: false,
    failOn: input.failOn,
  });
}
