/**
 * From an engine result to the report every reporter renders, and from a report to the exit status.
 */
import type { KitErrorRecord, Report } from './generated/report.js';
import type { EngineResult } from './rules/engine.js';
import { VERSION } from './version.js';

export type FailOn = 'error' | 'warning' | 'never';

export interface ReportInput {
  target: Report['target'];
  result: EngineResult;
  kitErrors?: KitErrorRecord[];
  requests?: number;
  startedAt?: Date;
  durationMs?: number;
  complete?: boolean;
  components?: number;
  statisticsLists?: number;
}

export function makeReport(input: ReportInput): Report {
  const { result } = input;
  const count = (s: string) => result.requirements.filter((r) => r.status === s).length;
  const sev = (s: string) => result.findings.filter((f) => f.severity === s).length;
  const report: Report = {
    tool: { name: 'stringent', version: VERSION },
    target: input.target,
    summary: {
      passed: count('passed'),
      failed: count('failed'),
      skipped: count('skipped'),
      notApplicable: count('not-applicable'),
      errors: sev('error'),
      warnings: sev('warning'),
      notes: sev('note'),
    },
    requirements: result.requirements,
    findings: result.findings,
    kitErrors: input.kitErrors ?? [],
  };
  if (input.components !== undefined) report.summary.components = input.components;
  if (input.statisticsLists !== undefined) report.summary.statisticsLists = input.statisticsLists;
  if (input.startedAt) report.startedAt = input.startedAt.toISOString();
  if (input.durationMs !== undefined) report.durationMs = Math.round(input.durationMs);
  if (input.requests !== undefined) report.requests = input.requests;
  if (input.complete !== undefined) report.complete = input.complete;
  return report;
}

/** What a crawl checked, for the rule that a run which checked nothing shows no conformance. */
export interface CrawlCounts {
  components: number;
  statisticsLists: number;
  /** A run that checked no component and no statistics list is not a failure. */
  allowEmpty?: boolean;
}

/**
 * 2 when the kit could not do its job; 1 when findings reach --fail-on, or when a crawl (`crawled`
 * given) checked no component and no statistics list and `allowEmpty` is not set; else 0.
 */
export function exitCodeFor(report: Report, failOn: FailOn = 'error', crawled?: CrawlCounts): number {
  if (report.kitErrors.length > 0) return 2;
  if (crawled && crawled.components === 0 && crawled.statisticsLists === 0 && !crawled.allowEmpty) return 1;
  if (failOn === 'never') return 0;
  const failing = report.findings.some((f) => f.severity === 'error' || (failOn === 'warning' && f.severity === 'warning'));
  return failing ? 1 : 0;
}
