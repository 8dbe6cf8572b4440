/**
 * Reporters: formatting only. Each target is a reporter name and a file, or stdout without one
 * (the commands parse `--reporter NAME[:PATH]` and decide colour from the terminal and the
 * environment). Every reporter renders a redacted copy of the report (src/report/sanitize.ts).
 */
import type { Report } from '../generated/report.js';
import type { Io } from '../io.js';
import { BadOptionError } from '../errors.js';
import { renderJson } from './json.js';
import { renderJunit } from './junit.js';
import { renderPretty } from './pretty.js';
import { sanitizeReport } from './sanitize.js';
import { renderTap } from './tap.js';
import { writeFileAtomic } from './write.js';

export type ReporterName = 'pretty' | 'json' | 'junit' | 'tap';

export const REPORTER_NAMES: readonly ReporterName[] = ['pretty', 'json', 'junit', 'tap'];

export interface ReporterTarget {
  name: ReporterName;
  /** File to write; stdout when absent. */
  path?: string;
}

export interface ReportOptions {
  /** Colour in the pretty reporter on stdout; none when absent. Files never get colour. */
  color?: boolean;
  /** Examples shown per failed requirement (pretty, junit, tap); 3 when absent. */
  maxExamples?: number;
}

/** Renders one format of an already-sanitized report. */
function render(name: ReporterName, report: Report, opts: { color: boolean; maxExamples: number; width: number }): string {
  switch (name) {
    case 'pretty':
      return renderPretty(report, opts);
    case 'json':
      return renderJson(report);
    case 'junit':
      return renderJunit(report, opts);
    case 'tap':
      return renderTap(report, opts);
  }
}

/** Renders the report with every reporter and writes each to its file or to stdout. */
/** Examples shown per failed requirement (pretty, junit, tap) unless --max-examples says otherwise. */
export const DEFAULT_MAX_EXAMPLES = 3;

/** Validates --max-examples before any work is done; throws BadOptionError. */
export function checkMaxExamples(n: unknown): number {
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) throw new BadOptionError(`--max-examples takes a whole number of at least 0, not ${String(n)}`);
  return n;
}

export async function writeReports(report: Report, targets: readonly ReporterTarget[], io: Pick<Io, 'stdout'>, options: ReportOptions = {}): Promise<void> {
  const maxExamples = checkMaxExamples(options.maxExamples ?? DEFAULT_MAX_EXAMPLES);
  const safe = sanitizeReport(report);
  const columns = (io.stdout as { columns?: number }).columns;
  const width = typeof columns === 'number' && columns >= 40 ? Math.min(columns, 120) : 80;
  for (const t of targets) {
    if (t.path === undefined) {
      io.stdout.write(render(t.name, safe, { color: options.color ?? false, maxExamples, width }));
    } else {
      await writeFileAtomic(t.path, render(t.name, safe, { color: false, maxExamples, width: 80 }));
    }
  }
}

export { renderJson, renderJunit, renderPretty, renderTap, sanitizeReport };
