/**
 * The json reporter: the report itself, pretty-printed, each finding with its reproducer (the curl
 * line) and, for a finding in a body, the jq line that shows its value; it validates against
 * schemas/report.schema.json.
 */
import type { Finding, Report } from '../generated/report.js';
import { curlCommand, jqLine } from './text.js';

export function renderJson(report: Report): string {
  const findings = report.findings.map((f): Finding => {
    const reproduce = curlCommand(f, report.target);
    const jq = jqLine(f, report.target);
    return { ...f, ...(reproduce !== undefined ? { reproduce } : {}), ...(jq !== undefined ? { jq } : {}) };
  });
  return JSON.stringify({ ...report, findings }, null, 2) + '\n';
}
