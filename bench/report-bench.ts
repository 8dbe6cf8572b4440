/**
 * Reports bounded by the report, not the findings: peak RSS and JSON size of a report of 1,000,000
 * findings (100,000 with --quick), written in every file format; and the same on the real path, the
 * rules engine judging answers that hold that many findings, then the report built and written as JSON.
 * Targets: peak RSS ≤ 300 MB, JSON ≤ 20 MB, each figure a ratio against its budget. And the baseline
 * gate's memory for as many findings' identities, over its floor (≤ 100 MB).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchScript, runWorker } from './child.js';
import type { BenchConfig } from './config.js';
import { makeFigure, type Figure } from './figure.js';

type Log = (line: string) => void;

interface EngineReportRun extends ReportRun {
  counted: number;
  retained: number;
}

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
        measured: {
          subject: `peak RSS building a report of ${count.toLocaleString('en')} findings and writing it in every file format`,
          floor: `the budget, ${RSS_BUDGET_MB} MB`,
        },
        title: `Peak RSS building and writing a report of ${count.toLocaleString('en')} findings (≤ ${RSS_BUDGET_MB} MB)`,
        subject: { label: 'peak RSS', unit: 'MB', values: [rssMb] },
        baseline: { label: 'budget', unit: 'MB', values: [RSS_BUDGET_MB] },
        target: { comparison: '<=', value: 1 },
        details,
        notes: [`${run.findings.toLocaleString('en')} findings → ${run.listed.toLocaleString('en')} listed in ${run.groups} groups; counts exact`],
      }),
      makeFigure({
        id: 'report-json-size',
        measured: { subject: `size of the JSON report of ${count.toLocaleString('en')} findings`, floor: `the budget, ${JSON_BUDGET_MB} MB` },
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

/** From answers through the rules engine to the JSON report, at 1,000,000 findings (100,000 with --quick). */
export async function engineReportBounds(cfg: BenchConfig, log: Log): Promise<Figure[]> {
  const count = cfg.quick ? 100_000 : 1_000_000;
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-bench-engine-report-'));
  try {
    log(`reports: ${count.toLocaleString('en')} findings from the rules engine to the JSON report`);
    const run = await runWorker<EngineReportRun>(benchScript('engine-report-worker.js'), [String(count), dir], 600_000);
    const rssMb = run.maxRssKb / 1024;
    const jsonMb = run.bytes.json! / (1024 * 1024);
    const details = {
      findings: run.findings,
      counted: run.counted,
      listed: run.listed,
      groups: run.groups,
      retained: run.retained,
      bytes: run.bytes,
      wallMs: Math.round(run.wallMs),
    };
    const note = `${run.findings.toLocaleString('en')} findings judged, at most ${run.retained.toLocaleString('en')} held by the engine; ${run.listed.toLocaleString('en')} listed in ${run.groups} groups; counts exact`;
    return [
      makeFigure({
        id: 'engine-report-rss',
        measured: {
          subject: `peak RSS of the rules engine judging answers that hold ${count.toLocaleString('en')} findings, kept as check keeps them, then the JSON report written`,
          floor: `the budget, ${RSS_BUDGET_MB} MB`,
        },
        title: `Peak RSS judging answers with ${count.toLocaleString('en')} findings and writing the JSON report (≤ ${RSS_BUDGET_MB} MB)`,
        subject: { label: 'peak RSS', unit: 'MB', values: [rssMb] },
        baseline: { label: 'budget', unit: 'MB', values: [RSS_BUDGET_MB] },
        target: { comparison: '<=', value: 1 },
        details,
        notes: [note],
      }),
      makeFigure({
        id: 'engine-report-json-size',
        measured: { subject: `size of that JSON report`, floor: `the budget, ${JSON_BUDGET_MB} MB` },
        title: `JSON report of ${count.toLocaleString('en')} findings judged by the rules engine (≤ ${JSON_BUDGET_MB} MB)`,
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

interface GateRun {
  findings: number;
  maxRssKb: number;
  wallMs: number;
  known?: number;
  new?: number;
  gone?: number;
  indexBytes?: number;
}

export const GATE_BUDGET_MB = 100;

/**
 * The baseline gate holding 1,000,000 findings' identities (100,000 with --quick): a baseline of that
 * many written, then read and matched against as many findings (all known), against the floor of the
 * same work with nothing kept, interleaved cfg.runs times. The figure is the gate's peak RSS over the
 * floor's, as a ratio against the budget of 100 MB.
 */
export async function baselineGateBounds(cfg: BenchConfig, log: Log): Promise<Figure[]> {
  const count = cfg.quick ? 100_000 : 1_000_000;
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-bench-gate-'));
  const file = path.join(dir, 'baseline.json');
  try {
    log(`reports: the baseline gate with ${count.toLocaleString('en')} findings' identities`);
    const written = await runWorker<GateRun & { written: number }>(benchScript('baseline-gate-worker.js'), ['write', String(count), file], 600_000);
    const over: number[] = [];
    const gates: GateRun[] = [];
    const floors: GateRun[] = [];
    for (let i = 0; i < (cfg.quick ? 1 : 2); i++) {
      const gate = await runWorker<GateRun>(benchScript('baseline-gate-worker.js'), ['gate', String(count), file], 600_000);
      const floor = await runWorker<GateRun>(benchScript('baseline-gate-worker.js'), ['floor', String(count), file], 600_000);
      if (gate.known !== count || gate.new !== 0 || gate.gone !== 0)
        throw new Error(`the gate matched ${gate.known} of ${count} (new ${gate.new}, gone ${gate.gone})`);
      gates.push(gate);
      floors.push(floor);
      over.push(Math.max(0, (gate.maxRssKb - floor.maxRssKb) / 1024));
    }
    return [
      makeFigure({
        id: 'baseline-gate-memory',
        title: `Memory of the baseline gate for ${count.toLocaleString('en')} findings' identities: peak RSS over the floor (≤ ${GATE_BUDGET_MB} MB)`,
        measured: {
          subject: `peak RSS of check --baseline's gate reading a baseline of ${count.toLocaleString('en')} findings and marking as many, over the floor of the same work with nothing kept`,
          floor: `the budget, ${GATE_BUDGET_MB} MB`,
        },
        subject: { label: 'gate RSS − floor RSS', unit: 'MB', values: over },
        baseline: { label: 'budget', unit: 'MB', values: over.map(() => GATE_BUDGET_MB) },
        target: { comparison: '<=', value: 1 },
        details: {
          findings: count,
          gateRssMb: gates.map((g) => Math.round(g.maxRssKb / 1024)),
          floorRssMb: floors.map((f) => Math.round(f.maxRssKb / 1024)),
          indexBytes: gates[0]?.indexBytes,
          writeRssMb: Math.round(written.maxRssKb / 1024),
          gateWallMs: gates.map((g) => Math.round(g.wallMs)),
        },
        notes: [
          `${count.toLocaleString('en')} known, 0 new, 0 gone; the index holds ${((gates[0]?.indexBytes ?? 0) / 1048576).toFixed(1)} MB (8 bytes and a flag per finding); writing the baseline peaked at ${Math.round(written.maxRssKb / 1024)} MB`,
        ],
      }),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
