/**
 * What the commands make of `--reporter NAME[:PATH]` and of the environment (NO_COLOR, FORCE_COLOR,
 * GITHUB_STEP_SUMMARY) before handing plain options to the reporters: the targets to write, whether
 * stdout gets colour, and where the job summary goes; the reporters themselves stay pure formatting.
 */
import path from 'node:path';
import { BadOptionError } from '../base/errors.js';
import { suggest } from '../base/suggest.js';
import type { Report } from '../generated/report.js';
import type { Io } from '../base/io.js';
import { REPORTER_NAMES, STDOUT_PATHS, splitReporterSpecs, type ReporterName } from '../base/reporter-names.js';
import type { ReportOptions, ReporterTarget } from '../report/index.js';

function isReporterName(name: string): name is ReporterName {
  return (REPORTER_NAMES as readonly string[]).includes(name);
}

/** Reporters that only make sense on standard output. */
const STDOUT_ONLY: readonly ReporterName[] = ['github'];

/**
 * Parses `--reporter` values (`NAME` or `NAME:PATH`, split at the first colon; several separated by
 * commas, as in `junit:a.xml,json:b.json`); none means pretty on stdout. Throws BadOptionError for an
 * unknown name, an empty path, two reporters on stdout, or two reporters writing one file.
 */
export function parseReporters(specs: readonly string[]): ReporterTarget[] {
  if (specs.length === 0) return [{ name: 'pretty' }];
  const targets: ReporterTarget[] = [];
  for (const spec of specs.flatMap((s) => splitReporterSpecs(s))) {
    const colon = spec.indexOf(':');
    const name = colon < 0 ? spec : spec.slice(0, colon);
    if (!isReporterName(name)) {
      throw new BadOptionError(
        `--reporter ${JSON.stringify(spec)}: unknown reporter ${JSON.stringify(name)}; valid reporters: ${REPORTER_NAMES.join(', ')}${suggest(name, REPORTER_NAMES)}`,
      );
    }
    if (colon < 0) {
      targets.push({ name });
      continue;
    }
    const file = spec.slice(colon + 1);
    if (STDOUT_PATHS.includes(file)) {
      // Opening /dev/stdout would truncate a redirected stdout; fd 1 is written as it is.
      targets.push({ name });
      continue;
    }
    if (file.trim() === '')
      throw new BadOptionError(`--reporter ${JSON.stringify(spec)}: the file path after ":" is empty (write ${name} to stdout with --reporter ${name})`);
    if (STDOUT_ONLY.includes(name))
      throw new BadOptionError(`--reporter ${JSON.stringify(spec)}: ${name} writes workflow commands to stdout and takes no file`);
    targets.push({ name, path: file });
  }
  const toStdout = targets.filter((t) => t.path === undefined);
  // Files for CI, and still a readable report in the log: pretty on stdout unless another reporter is there.
  if (toStdout.length === 0) targets.push({ name: 'pretty' });
  if (toStdout.length > 1) {
    throw new BadOptionError(
      `--reporter: at most one reporter may write to stdout, got ${toStdout.map((t) => t.name).join(', ')}; give the others a file (NAME:PATH)`,
    );
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
export function colorFor(io: Pick<Io, 'env' | 'stdout'>): boolean {
  if (io.env.NO_COLOR) return false;
  const force = io.env.FORCE_COLOR;
  if (force !== undefined && force !== '') return force !== '0' && force.toLowerCase() !== 'false';
  return io.stdout.isTTY === true;
}

/**
 * Writes every requested report with the options the environment decides. The reporters are loaded
 * here, when there is a report to write, not when the command starts.
 */
export async function writeRequestedReports(report: Report, targets: readonly ReporterTarget[], io: Io, options: ReportOptions = {}): Promise<void> {
  const { writeReports } = await import('../report/index.js');
  const stepSummary = io.env.GITHUB_STEP_SUMMARY;
  await writeReports(report, targets, io, {
    color: colorFor(io),
    ...(stepSummary && targets.some((t) => t.name === 'github') ? { stepSummary } : {}),
    ...options,
  });
}
