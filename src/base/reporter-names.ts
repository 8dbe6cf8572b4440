import path from 'node:path';
import { BadOptionError } from './errors.js';

/** The reporters' names: the report layer renders them, the option table validates them (--reporter, "reporters"). */
export type ReporterName = 'pretty' | 'json' | 'junit' | 'tap' | 'sarif' | 'github' | 'html';

export const REPORTER_NAMES: readonly ReporterName[] = ['pretty', 'json', 'junit', 'tap', 'sarif', 'github', 'html'];

/** Examples shown per failed requirement (pretty, junit, tap) unless --max-examples says otherwise. */
export const DEFAULT_MAX_EXAMPLES = 3;

/** Validates --max-examples before any work is done; throws BadOptionError. */
export function checkMaxExamples(n: unknown): number {
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) throw new BadOptionError(`--max-examples takes a whole number of at least 0, not ${String(n)}`);
  return n;
}

/** Paths that mean standard output (file descriptor 1), not a file. */
export const STDOUT_PATHS: readonly string[] = ['-', '/dev/stdout', '/dev/fd/1', '/proc/self/fd/1'];

/** `junit:a.xml,json:b.json` → two specs: a comma followed by a reporter name (and `:` or the end) starts the next. */
export function splitReporterSpecs(spec: string): string[] {
  const names = REPORTER_NAMES.join('|');
  return spec.split(new RegExp(`,(?=(?:${names})(?::|,|$))`)).filter((s) => s !== '');
}

/**
 * `--reporter` values with each NAME:PATH's path resolved against `dir`: a configuration file's
 * against its folder, the command line's and the environment's against the working folder. A
 * reporter on stdout stays on stdout.
 */
export function reportersAt(specs: readonly string[], dir: string): string[] {
  return specs.flatMap(splitReporterSpecs).map((spec) => {
    const colon = spec.indexOf(':');
    if (colon < 0) return spec;
    const file = spec.slice(colon + 1);
    if (STDOUT_PATHS.includes(file) || file.trim() === '') return spec;
    return `${spec.slice(0, colon)}:${path.resolve(dir, file)}`;
  });
}
