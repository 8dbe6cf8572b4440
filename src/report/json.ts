/** The json reporter: the report itself, pretty-printed; it validates against schemas/report.schema.json. */
import type { Report } from '../generated/report.js';

export function renderJson(report: Report): string {
  return JSON.stringify(report, null, 2) + '\n';
}
