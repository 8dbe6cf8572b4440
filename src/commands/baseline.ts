/** Reading an earlier JSON report, for `check --baseline` and `stringent diff`. */
import { readFileSync } from 'node:fs';
import { BadOptionError, FileError } from '../base/errors.js';
import type { Finding, Report } from '../generated/report.js';

export interface LoadedReport {
  file: string;
  report: Pick<Report, 'findings'> & Partial<Report>;
}

const FIELDS = ['requirement', 'url', 'pointer', 'message'] as const;

/** Reads a report written by the json reporter; throws FileError or BadOptionError (one line) when it is not one. */
export function readReport(file: string, what: string): LoadedReport {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new FileError(`${what} ${JSON.stringify(file)}: cannot read it (${(err as NodeJS.ErrnoException).code ?? String(err)})`, { cause: err });
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new BadOptionError(`${what} ${JSON.stringify(file)} is not JSON; give a report written by --reporter json:FILE`);
  }
  const findings = (data as { findings?: unknown })?.findings;
  if (!Array.isArray(findings) || !findings.every((f) => f !== null && typeof f === 'object' && FIELDS.every((k) => typeof (f as Record<string, unknown>)[k] === 'string'))) {
    throw new BadOptionError(`${what} ${JSON.stringify(file)} is not a stringent JSON report (no findings list of requirement, url, pointer and message)`);
  }
  return { file, report: { ...(data as Partial<Report>), findings: findings as Finding[] } };
}
