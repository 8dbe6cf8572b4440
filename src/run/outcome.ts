/**
 * From an engine result to the report every reporter renders, and from a report to the verdict and
 * exit status. The report is a pure function of what was seen: findings in one total order, groups
 * and examples chosen by it, never by the order answers arrived in.
 */
import type { Finding, KitErrorRecord, Report } from '../generated/report.js';
import type { EngineResult } from '../rules/engine.js';
import { REQUIREMENTS } from '../catalogue/requirements.js';
import { VERSION } from '../base/version.js';
import { compareFindings, DEFAULT_EXAMPLES_PER_GROUP, FindingCollector, normalisedFinding } from '../findings/store.js';
import { BaselineGate, baselineFromReport } from '../findings/baseline.js';
import type { IdentityFields } from '../findings/identity.js';

export { compareFindings, DEFAULT_EXAMPLES_PER_GROUP, FindingCollector, findingIdentity, groupKey, normaliseMessage } from '../findings/store.js';

export type FailOn = 'error' | 'warning' | 'never';
export type Verdict = Report['verdict'];
export type StopSignal = 'SIGINT' | 'SIGTERM';

/** Exit status of a run stopped by a signal: 128 + the signal's number. */
export const SIGNAL_EXIT: Record<StopSignal, number> = { SIGINT: 130, SIGTERM: 143 };

export interface VerdictOptions {
  failOn?: FailOn | undefined;
  /** A run that checked no component and no statistics list passes (check's --allow-empty). */
  allowEmpty?: boolean;
  /** --max-warnings: exit status 1 when the warnings (with a baseline, the new ones) are more. */
  maxWarnings?: number;
}

export interface ReportInput extends VerdictOptions {
  target: Report['target'];
  result: EngineResult;
  kitErrors?: KitErrorRecord[] | undefined;
  requests?: number;
  /** Of requests: those of HEAD body probes. */
  probes?: number;
  pacing?: Report['pacing'];
  interimFallbacks?: number;
  startedAt?: Date | undefined;
  durationMs?: number | undefined;
  complete?: boolean | undefined;
  components?: number;
  statisticsLists?: number;
  /** The run was stopped by this signal; the report holds what was seen until then. */
  interrupted?: StopSignal | undefined;
  /** Findings listed per group (requirement, severity, message with numbers normalised). */
  examplesPerGroup?: number | undefined;
  /**
   * The gate that marked each finding of the result new or known as it was reported (check), or an
   * earlier report whose listed findings the result's are compared with here: only new findings decide
   * the exit status.
   */
  baseline?: BaselineGate | { file: string; report: Pick<Report, 'findings'> & Partial<Pick<Report, 'target' | 'findingsOmitted'>> };
}

/**
 * Compares findings with a baseline's as multisets of identities (see findings/identity.ts), each side
 * identified against its own base URL.
 */
export function compareWithBaseline(
  current: readonly Finding[],
  old: readonly IdentityFields[],
  bases: { current?: string; old?: string } = {},
): { isNew: boolean[]; new: number; unchanged: number; gone: number } {
  const gate = new BaselineGate(
    baselineFromReport('', { findings: old, ...(bases.old !== undefined ? { target: { baseUrl: bases.old } } : {}) }),
    bases.current,
  );
  const isNew = current.map((f) => gate.mark(f).finding.baseline === 'new');
  const o = gate.outcome();
  return { isNew, new: o.new, unchanged: o.unchanged, gone: o.gone };
}

export function makeReport(input: ReportInput): Report {
  const { result } = input;
  const count = (s: string) => result.requirements.filter((r) => r.status === s).length;
  const collector = new FindingCollector(input.examplesPerGroup ?? DEFAULT_EXAMPLES_PER_GROUP);
  let baseline: Report['baseline'];
  if (input.baseline instanceof BaselineGate) {
    // Every finding was marked as it was reported; the groups count new and known ones apart.
    baseline = input.baseline.outcome();
    if (result.groups) for (const g of result.groups) collector.addCounted(g);
    else for (const f of result.findings) collector.add(f);
  } else if (input.baseline) {
    // The result's findings, in the total order, against a report's listed findings.
    const gate = new BaselineGate(baselineFromReport(input.baseline.file, input.baseline.report), input.target.baseUrl);
    for (const f of result.findings.map(normalisedFinding).sort(compareFindings)) collector.add(gate.mark(f).finding);
    baseline = gate.outcome();
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
  if (input.probes) report.probes = input.probes;
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
  components?: number | undefined;
  /** Statistics lists checked; the report's summary count when not given. */
  statisticsLists?: number | undefined;
  /** A run that checked no component and no statistics list is not a failure. */
  allowEmpty?: boolean | undefined;
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
export function exitCodeFor(report: Report, failOn: FailOn = 'error', crawled: CrawlCounts = {}, maxWarnings?: number): number {
  if (report.interrupted) return SIGNAL_EXIT[report.interrupted];
  if (report.kitErrors.length > 0) return 2;
  if (checkedNothing(report, crawled) && !crawled.allowEmpty) return 1;
  // Counts, not the listed findings: a report lists only the first findings of each group.
  const errors = report.baseline ? report.baseline.newErrors : report.summary.errors;
  const warnings = report.baseline ? report.baseline.newWarnings : report.summary.warnings;
  if (maxWarnings !== undefined && warnings > maxWarnings) return 1;
  if (failOn === 'never') return 0;
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
  const exitCode = exitCodeFor(
    report,
    failOn,
    { components: options.components, statisticsLists: options.statisticsLists, allowEmpty: options.allowEmpty },
    options.maxWarnings,
  );
  return { ...report, verdict: verdictFor(exitCode), exitCode, failOn, ...(options.maxWarnings !== undefined ? { maxWarnings: options.maxWarnings } : {}) };
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
