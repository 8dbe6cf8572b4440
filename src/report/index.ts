/**
 * Reporters: formatting only. They read no environment and parse no option; the commands decide
 * colour, targets and the step-summary file. Every reporter renders a redacted copy of the report
 * (src/report/sanitize.ts); each file is written by its kind (src/report/write.ts).
 */
import { appendFile } from 'node:fs/promises';
import type { Report } from '../generated/report.js';
import { FileError } from '../base/errors.js';
import { renderGithub, renderStepSummary } from './github.js';
import { renderHtml } from './html.js';
import { renderJson } from './json.js';
import { renderJunit } from './junit.js';
import { renderPretty } from './pretty.js';
import { sanitizeReport } from './sanitize.js';
import { renderSarif } from './sarif.js';
import { renderTap } from './tap.js';
import { reasonInWords, writeReportFile } from './write.js';
import { checkMaxExamples, DEFAULT_MAX_EXAMPLES, REPORTER_NAMES, type ReporterName } from '../base/reporter-names.js';

export { checkMaxExamples, DEFAULT_MAX_EXAMPLES, REPORTER_NAMES, type ReporterName };

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
  /** Folders the run created for its files, said in the pretty report. */
  created?: readonly string[];
  /** Other files the run writes beside its reports (check --write-baseline), written and failing the same way. */
  files?: readonly { path: string; text: string; what: string }[];
}

/** Where stdout reports go. */
export interface ReportStreams {
  stdout: { write(chunk: string): unknown; isTTY?: boolean; columns?: number };
}

interface RenderOptions {
  color: boolean;
  maxExamples: number;
  width: number;
  created?: readonly string[];
  listing?: boolean;
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
 * Renders the report with every reporter and writes each to its file or to stdout. Files come first
 * and every one is attempted even when one fails; a report that could not be written is then a kit
 * error (E_FILE) of the report standard output gets, so its last line says so (exit 2), and the
 * failures are thrown together afterwards as one ReportWriteError.
 */
export async function writeReports(report: Report, targets: readonly ReporterTarget[], streams: ReportStreams, options: ReportOptions = {}): Promise<void> {
  const maxExamples = checkMaxExamples(options.maxExamples ?? DEFAULT_MAX_EXAMPLES);
  let safe = sanitizeReport(report);
  const columns = streams.stdout.columns;
  const width = typeof columns === 'number' && columns >= 40 ? Math.min(columns, 120) : 80;
  const failures: FileError[] = [];
  // The reports that list findings (a first few of each kind) where the pretty report only counts.
  const listing = targets.some((t) => t.name === 'json' || t.name === 'sarif' || t.name === 'html');
  for (const t of targets) {
    if (t.path === undefined) continue;
    try {
      await writeReportFile(
        t.path,
        render(t.name, safe, { color: false, maxExamples, width: 80, listing, ...(options.created ? { created: options.created } : {}) }),
        `the ${t.name} report`,
      );
    } catch (err) {
      failures.push(
        err instanceof FileError ? err : new FileError(`cannot write the ${t.name} report to ${JSON.stringify(t.path)}: ${String(err)}`, { cause: err }),
      );
    }
  }
  for (const extra of options.files ?? []) {
    try {
      await writeReportFile(extra.path, extra.text, extra.what);
    } catch (err) {
      failures.push(
        err instanceof FileError ? err : new FileError(`cannot write ${extra.what} to ${JSON.stringify(extra.path)}: ${String(err)}`, { cause: err }),
      );
    }
  }
  if (options.stepSummary !== undefined && targets.some((t) => t.name === 'github')) {
    try {
      await appendFile(options.stepSummary, renderStepSummary(safe), 'utf8');
    } catch (err) {
      failures.push(new FileError(`cannot append to the step summary ${JSON.stringify(options.stepSummary)}: ${reasonInWords(err)}`, { cause: err }));
    }
  }
  if (failures.length > 0) safe = withFileErrors(safe, failures);
  for (const t of targets) {
    if (t.path === undefined)
      streams.stdout.write(
        render(t.name, safe, { color: options.color ?? false, maxExamples, width, listing, ...(options.created ? { created: options.created } : {}) }),
      );
  }
  if (failures.length > 0) throw new ReportWriteError(failures);
}

/** Every report that could not be written, as one E_FILE error; its message names each path and reason. */
export class ReportWriteError extends FileError {
  constructor(readonly failures: readonly FileError[]) {
    super(failures.map((f) => f.message).join('; '), { cause: failures[0] });
  }
}

/** The report as it stands once some file of it could not be written: a kit error, verdict error, exit 2. */
function withFileErrors(report: Report, failures: readonly FileError[]): Report {
  return {
    ...report,
    kitErrors: [...report.kitErrors, ...failures.map((f) => ({ code: f.code, message: f.message }))],
    verdict: 'error',
    exitCode: 2,
  };
}

export { renderGithub, renderHtml, renderJson, renderJunit, renderPretty, renderSarif, renderTap, sanitizeReport };
