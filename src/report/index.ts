/**
 * Reporters: formatting only. `--reporter NAME[:PATH]`, repeatable; without a path to stdout.
 * Every reporter renders a redacted copy of the report (src/report/sanitize.ts).
 */
import { suggest } from '../suggest.js';
import path from 'node:path';
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
  /** Colour in the pretty reporter on stdout; decided from the terminal and the environment when absent. Files never get colour. */
  color?: boolean;
  /** Examples shown per failed requirement (pretty, junit, tap); 3 when absent. */
  maxExamples?: number;
}

function isReporterName(name: string): name is ReporterName {
  return (REPORTER_NAMES as readonly string[]).includes(name);
}

/**
 * Parses `--reporter` values (`NAME` or `NAME:PATH`, split at the first colon); none means pretty
 * on stdout. Throws BadOptionError for an unknown name, an empty path, two reporters on stdout, or
 * two reporters writing one file.
 */
export function parseReporters(specs: readonly string[]): ReporterTarget[] {
  if (specs.length === 0) return [{ name: 'pretty' }];
  const targets: ReporterTarget[] = [];
  for (const spec of specs) {
    const colon = spec.indexOf(':');
    const name = colon < 0 ? spec : spec.slice(0, colon);
    if (!isReporterName(name)) {
      throw new BadOptionError(`--reporter ${JSON.stringify(spec)}: unknown reporter ${JSON.stringify(name)}; valid reporters: ${REPORTER_NAMES.join(', ')}${suggest(name, REPORTER_NAMES)}`);
    }
    if (colon < 0) {
      targets.push({ name });
      continue;
    }
    const file = spec.slice(colon + 1);
    if (file.trim() === '') throw new BadOptionError(`--reporter ${JSON.stringify(spec)}: the file path after ":" is empty (write ${name} to stdout with --reporter ${name})`);
    targets.push({ name, path: file });
  }
  const toStdout = targets.filter((t) => t.path === undefined);
  // Files for CI, and still a readable report in the log: pretty on stdout unless another reporter is there.
  if (toStdout.length === 0) targets.push({ name: 'pretty' });
  if (toStdout.length > 1) {
    throw new BadOptionError(`--reporter: at most one reporter may write to stdout, got ${toStdout.map((t) => t.name).join(', ')}; give the others a file (NAME:PATH)`);
  }
  const seen = new Set<string>();
  for (const t of targets) {
    if (t.path === undefined) continue;
    const key = path.resolve(t.path);
    if (seen.has(key)) throw new BadOptionError(`--reporter: two reporters write the same file ${JSON.stringify(t.path)}`);
    seen.add(key);
  }
  return targets;
}

/** Colour for stdout: NO_COLOR (non-empty) turns it off, FORCE_COLOR (other than 0 or false) on, else only on a terminal. */
export function colorFor(io: Io): boolean {
  if (io.env.NO_COLOR) return false;
  const force = io.env.FORCE_COLOR;
  if (force !== undefined && force !== '') return force !== '0' && force.toLowerCase() !== 'false';
  return io.stdout.isTTY === true;
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

export async function writeReports(report: Report, targets: readonly ReporterTarget[], io: Io, options: ReportOptions = {}): Promise<void> {
  const maxExamples = checkMaxExamples(options.maxExamples ?? DEFAULT_MAX_EXAMPLES);
  const safe = sanitizeReport(report);
  const columns = (io.stdout as { columns?: number }).columns;
  const width = typeof columns === 'number' && columns >= 40 ? Math.min(columns, 120) : 80;
  for (const t of targets) {
    if (t.path === undefined) {
      io.stdout.write(render(t.name, safe, { color: options.color ?? colorFor(io), maxExamples, width }));
    } else {
      await writeFileAtomic(t.path, render(t.name, safe, { color: false, maxExamples, width: 80 }));
    }
  }
}

export { renderJson, renderJunit, renderPretty, renderTap, sanitizeReport };
