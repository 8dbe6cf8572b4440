/** The profile a report suggests (report.suggestion), in words: what the target looks like, and what the profile would change. */
import type { Report } from '../generated/report.js';
import { line, plural } from './text.js';

/** A heading line, then one line per piece of evidence and per requirement the profile would change; none without a suggestion. */
export function suggestionLines(report: Pick<Report, 'suggestion'>): string[] {
  const s = report.suggestion;
  if (!s) return [];
  return [
    `Suggested: --profile ${line(s.profile)}. This looks like ${line(s.product)}, and every departure found is one the ${line(s.profile)} profile accepts.`,
    `  It looks like ${line(s.product)} because:`,
    ...s.evidence.map((e) => `    - ${line(e)}`),
    `  Run again with --profile ${line(s.profile)} and these become notes (this run's verdict is the document's):`,
    ...s.changes.map((c) => `    - ${line(c.requirement)}, ${plural(c.findings, 'finding')}: ${line(c.because)}`),
  ];
}
