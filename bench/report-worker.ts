/**
 * Builds a report from N findings and writes it in every file format; prints one JSON line with the
 * peak RSS and the size of each file. Usage: node report-worker.js <findings> <dir>
 * The findings are made one at a time and fed to the report's collector, which keeps the first
 * findings of each group and exact counts: memory follows the report, not the findings.
 */
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Finding, RequirementOutcome } from '../src/generated/report.js';
import { FindingCollector, makeReportFrom } from '../src/run/outcome.js';
import { writeReports } from '../src/report/index.js';
import { REQUIREMENTS } from '../src/catalogue/requirements.js';

const [countArg, dir] = process.argv.slice(2);
const count = Number(countArg);
if (!Number.isInteger(count) || count < 1 || !dir) {
  process.stderr.write('report-worker: usage: report-worker.js <findings> <dir>\n');
  process.exit(2);
}
mkdirSync(dir, { recursive: true });

const BASE = 'http://127.0.0.1:8000/';
const KINDS: Array<[string, (i: number) => Omit<Finding, 'requirement' | 'severity'>]> = [
  [
    'STA-PCT-DECIMALS',
    (i) => ({
      url: `${BASE}api/components/p${i % 997}/c${i}/statistics/?page=${(i % 7) + 1}`,
      pointer: `/results/${i % 20}/translated_percent`,
      message: `translated_percent ${i % 100}.${(i * 7) % 1000}00000000001 has more than one decimal digit`,
      expected: 'at most one decimal digit',
      actual: (i % 100) + 0.60000000000001,
    }),
  ],
  [
    'STA-COUNTS-BOUNDED',
    (i) => ({
      url: `${BASE}api/components/p${i % 997}/c${i}/statistics/`,
      pointer: `/results/${i % 20}/fuzzy`,
      message: `fuzzy ${(i % 50) + 19} is more than total ${(i % 50) + 18}`,
      expected: `at most ${(i % 50) + 18}`,
      actual: (i % 50) + 19,
    }),
  ],
  ['HDR-VARY', (i) => ({ url: `${BASE}api/components/p${i % 997}/c${i}/`, pointer: '', message: 'Vary does not include Accept' })],
  [
    'CMP-SCHEMA',
    (i) => ({
      url: `${BASE}api/components/p${i % 997}/c${i}/`,
      pointer: '/merge_style',
      message: 'merge_style is missing',
      related: [`${BASE}api/components/?page=${(i % 50) + 1}`],
    }),
  ],
];

const started = performance.now();
const collector = new FindingCollector();
const per = new Map<string, number>();
for (let i = 0; i < count; i++) {
  const [requirement, make] = KINDS[i % KINDS.length]!;
  collector.add({ requirement, severity: 'error', ...make(i) });
  per.set(requirement, (per.get(requirement) ?? 0) + 1);
}
const requirements: RequirementOutcome[] = REQUIREMENTS.map((r) => ({
  id: r.id,
  class: r.class,
  severity: r.severity,
  section: r.section,
  title: r.title,
  status: per.has(r.id) ? 'failed' : 'passed',
  checks: count,
  findings: per.get(r.id) ?? 0,
}));

const report = makeReportFrom({ target: { baseUrl: BASE }, result: { requirements }, components: count, statisticsLists: count }, collector);
const formats = ['json', 'junit', 'tap', 'sarif', 'html'] as const;
await writeReports(
  report,
  formats.map((name) => ({ name, path: path.join(dir, `report.${name}`) })),
  { stdout: { write: () => true } },
);
const wallMs = performance.now() - started;
const bytes = Object.fromEntries(formats.map((f) => [f, statSync(path.join(dir, `report.${f}`)).size]));
process.stdout.write(
  JSON.stringify({
    findings: count,
    listed: report.findings.length,
    groups: report.groups?.length ?? 0,
    maxRssKb: process.resourceUsage().maxRSS,
    bytes,
    wallMs,
  }) + '\n',
);
