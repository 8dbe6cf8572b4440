/**
 * What the commands make of `--reporter NAME[:PATH]` and of the environment before handing plain
 * options to the reporters: the targets to write, and whether stdout gets colour.
 */
import path from 'node:path';
import { BadOptionError } from '../errors.js';
import { suggest } from '../suggest.js';
import type { Io } from '../io.js';
import { REPORTER_NAMES, type ReporterName, type ReporterTarget } from '../report/index.js';

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
