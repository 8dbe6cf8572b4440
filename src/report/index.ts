/**
 * Reporters: formatting only. They read no environment and parse no option; the commands decide
 * colour, targets and the step-summary file. Every reporter renders a redacted copy of the report
 * (src/report/sanitize.ts), and every file is written whole (temporary file, then rename).
 */
import { appendFile } from 'node:fs/promises';
import type { Report } from '../generated/report.js';
import { BadOptionError, FileError } from '../base/errors.js';
import { renderGithub, renderStepSummary } from './github.js';
import { renderHtml } from './html.js';
import { renderJson } from './json.js';
import { renderJunit } from './junit.js';
import { renderPretty } from './pretty.js';
import { sanitizeReport } from './sanitize.js';
import { renderSarif } from './sarif.js';
import { renderTap } from './tap.js';
import { writeFileAtomic } from './write.js';

export type ReporterName = 'pretty' | 'json' | 'junit' | 'tap' | 'sarif' | 'github' | 'html';

export const REPORTER_NAMES: readonly ReporterName[] = ['pretty', 'json', 'junit', 'tap', 'sarif', 'github', 'html'];

export interface ReporterTarget {
  name: ReporterName;
  /** File to write; stdout when absent. */
  path?: string;
}

export interface ReportOptions {
  /** Colour in the pretty reporter on stdout (files never get colour); off when absent. */
  color?: boolean;
  /** Examples shown per failed requirement (pretty, junit, tap, github); 3 when absent. */
  maxExamples?: number;
  /** With the github reporter: a Markdown summary is appended to this file ($GITHUB_STEP_SUMMARY). */
  stepSummary?: string;
}

/** Where stdout reports go. */
export interface ReportStreams {
  stdout: { write(chunk: string): unknown; isTTY?: boolean; columns?: number };
}

/** Examples shown per failed requirement (pretty, junit, tap) unless --max-examples says otherwise. */
export const DEFAULT_MAX_EXAMPLES = 3;

/** Validates --max-examples before any work is done; throws BadOptionError. */
export function checkMaxExamples(n: unknown): number {
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) throw new BadOptionError(`--max-examples takes a whole number of at least 0, not ${String(n)}`);
  return n;
}

interface RenderOptions {
  color: boolean;
  maxExamples: number;
  width: number;
}

/** Renders one format of an already-sanitized report. */
export function render(name: ReporterName, report: Report, opts: RenderOptions): string {
  switch (name) {
    case 'pretty':
      return renderPretty(report, opts);
    case 'json':
      return renderJson(report);
    case 'junit':
      return renderJunit(report, opts);
    case 'tap':
      return renderTap(report, opts);
    case 'sarif':
      return renderSarif(report);
    case 'github':
      return renderGithub(report, opts);
    case 'html':
      return renderHtml(report);
  }
}

/**
 * Renders the report with every reporter and writes each to its file or to stdout. Every file is
 * attempted even when one fails; the first failure is thrown afterwards (FileError).
 */
export async function writeReports(report: Report, targets: readonly ReporterTarget[], streams: ReportStreams, options: ReportOptions = {}): Promise<void> {
  const maxExamples = checkMaxExamples(options.maxExamples ?? DEFAULT_MAX_EXAMPLES);
  const safe = sanitizeReport(report);
  const columns = streams.stdout.columns;
  const width = typeof columns === 'number' && columns >= 40 ? Math.min(columns, 120) : 80;
  let failure: unknown;
  for (const t of targets) {
    try {
      if (t.path === undefined) streams.stdout.write(render(t.name, safe, { color: options.color ?? false, maxExamples, width }));
      else await writeFileAtomic(t.path, render(t.name, safe, { color: false, maxExamples, width: 80 }));
    } catch (err) {
      failure ??= err;
    }
  }
  if (options.stepSummary !== undefined && targets.some((t) => t.name === 'github')) {
    try {
      await appendFile(options.stepSummary, renderStepSummary(safe), 'utf8');
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? String(err);
      failure ??= new FileError(`cannot append to the step summary ${JSON.stringify(options.stepSummary)}: ${code}`, { cause: err });
    }
  }
  if (failure !== undefined) throw failure;
}

export { renderGithub, renderHtml, renderJson, renderJunit, renderPretty, renderSarif, renderTap, sanitizeReport };
