/**
 * Reports bounded by the report, not the findings: peak RSS and JSON size of a report of 1,000,000
 * findings (100,000 with --quick), written in every file format. Targets: peak RSS ≤ 300 MB, JSON ≤ 20 MB,
 * each figure a ratio against its budget.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchScript, runWorker } from './child.js';
import type { BenchConfig } from './config.js';
import { makeFigure, type Figure } from './figure.js';

type Log = (line: string) => void;

interface ReportRun {
  findings: number;
  listed: number;
  groups: number;
  maxRssKb: number;
  bytes: Record<string, number>;
  wallMs: number;
}

export const RSS_BUDGET_MB = 300;
export const JSON_BUDGET_MB = 20;

export async function reportBounds(cfg: BenchConfig, log: Log): Promise<Figure[]> {
  const count = cfg.quick ? 100_000 : 1_000_000;
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-bench-report-'));
  try {
    log(`reports: ${count.toLocaleString('en')} findings, every file format`);
    const run = await runWorker<ReportRun>(benchScript('report-worker.js'), [String(count), dir], 600_000);
    const rssMb = run.maxRssKb / 1024;
    const jsonMb = run.bytes.json! / (1024 * 1024);
    const details = { findings: run.findings, listed: run.listed, groups: run.groups, bytes: run.bytes, wallMs: Math.round(run.wallMs) };
    return [
      makeFigure({
        id: 'report-rss',
        title: `Peak RSS building and writing a report of ${count.toLocaleString('en')} findings (≤ ${RSS_BUDGET_MB} MB)`,
        subject: { label: 'peak RSS', unit: 'MB', values: [rssMb] },
        baseline: { label: 'budget', unit: 'MB', values: [RSS_BUDGET_MB] },
        target: { comparison: '<=', value: 1 },
        details,
        notes: [`${run.findings.toLocaleString('en')} findings → ${run.listed.toLocaleString('en')} listed in ${run.groups} groups; counts exact`],
      }),
      makeFigure({
        id: 'report-json-size',
        title: `JSON report of ${count.toLocaleString('en')} findings (≤ ${JSON_BUDGET_MB} MB)`,
        subject: { label: 'json size', unit: 'MB', values: [jsonMb] },
        baseline: { label: 'budget', unit: 'MB', values: [JSON_BUDGET_MB] },
        target: { comparison: '<=', value: 1 },
        details,
      }),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
