/**
 * The real path from answers to a JSON report, at a million findings: the rules engine judges
 * statistics lists whose every record breaks several rules, keeping (as check does) only the findings
 * the report lists of each group and exact counts, then the report is built and written as JSON.
 * Prints one JSON line with the findings judged, those counted in the report (after the origin-mismatch
 * collapse), the most the engine held at once, the peak RSS and the JSON size.
 * Usage: node engine-report-worker.js <findings> <dir>
 */
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { makeReport, DEFAULT_EXAMPLES_PER_GROUP } from '../src/run/outcome.js';
import { collapseOriginMismatch, OriginCounter } from '../src/run/preflight.js';
import { compareFindings } from '../src/findings/store.js';
import { settleOutcomes } from '../src/run/exclusions.js';
import { writeReports } from '../src/report/index.js';
import { Engine } from '../src/rules/engine.js';

const [countArg, dir] = process.argv.slice(2);
const wanted = Number(countArg);
if (!Number.isInteger(wanted) || wanted < 1 || !dir) {
  process.stderr.write('engine-report-worker: usage: engine-report-worker.js <findings> <dir>\n');
  process.exit(2);
}
mkdirSync(dir, { recursive: true });

const BASE = 'http://127.0.0.1:8000/';
const PER_PAGE = 1000;
const started = performance.now();
const origins = new OriginCounter(BASE);
const engine = new Engine({ baseUrl: BASE, mode: 'validate' }, { perGroup: DEFAULT_EXAMPLES_PER_GROUP, hook: { part: (f) => origins.part(f) } });
let page = 0;
let total = 0;
let maxRetained = 0;
// One statistics list page at a time, dropped once judged: a percentage with too many decimals, a
// negative count, more translated than total, an address on another origin, and missing fields.
while (total < wanted) {
  page++;
  const results = [];
  for (let i = 0; i < PER_PAGE; i++) {
    const n = page * PER_PAGE + i;
    results.push({
      code: `l${n}`,
      name: `Language ${n}`,
      total: 10,
      translated: 20 + (n % 7),
      fuzzy: -1 - (n % 3),
      translated_percent: 50.123456 + (n % 10),
      url: `http://localhost:8000/api/languages/l${n}/`,
    });
  }
  engine.addDocument({
    kind: 'statistics',
    url: `${BASE}api/components/p${page}/c/statistics/?page=${page}`,
    body: { count: PER_PAGE, next: null, previous: null, results },
  });
  const c = engine.counts();
  total = c.error + c.warning + c.note;
  maxRetained = Math.max(maxRetained, engine.retained());
}
const finished = engine.finish();
const judged = finished.requirements.reduce((s, r) => s + r.findings, 0);
const collapsed = collapseOriginMismatch(BASE, finished.groups ?? [], origins, finished.requirements.find((r) => r.id === 'URL-ABSOLUTE')?.checks ?? 0);
const result = {
  findings: collapsed.groups.flatMap((g) => g.kept).sort(compareFindings),
  requirements: settleOutcomes(finished.requirements, collapsed.groups, new Map()),
  groups: collapsed.groups,
};
const report = makeReport({ target: { baseUrl: BASE }, result, statisticsLists: page, components: page });
const file = path.join(dir, 'report.json');
await writeReports(report, [{ name: 'json', path: file }], { stdout: { write: () => true } });
const wallMs = performance.now() - started;
// Counted after the origin-mismatch collapse: the URL-ABSOLUTE findings on localhost become one.
const counted = report.summary.errors + report.summary.warnings + report.summary.notes;
process.stdout.write(
  JSON.stringify({
    findings: judged,
    counted,
    listed: report.findings.length,
    groups: report.groups?.length ?? 0,
    retained: maxRetained,
    maxRssKb: process.resourceUsage().maxRSS,
    bytes: { json: statSync(file).size },
    wallMs,
  }) + '\n',
);
