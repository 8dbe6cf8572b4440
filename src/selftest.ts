/**
 * self-test: the kit proves itself against its own reference server. The clean server must yield
 * no finding at all; each fault switched on must yield exactly its own requirement, at error
 * severity, and nothing else at error severity.
 */
import { startServer, listFaults } from '../reference-server/index.js';
import { check } from './check.js';
import { REQUIREMENT_IDS } from './requirements.js';
import type { Report } from './generated/report.js';

export interface SelfTestRow {
  /** The fault switched on; `clean` for the server with none. */
  fault: string;
  /** Requirement IDs reported at error severity (every requirement raised to error for the run); any severity for the clean run. */
  detected: string[];
  /** Kit errors of the run, if any (a fault must never make the kit fail). */
  kitErrors: string[];
  verdict: 'detected' | 'clean' | 'missed' | 'false-positive' | 'kit-error';
}

export interface SelfTestOptions {
  /** Only these faults (default: every fault of the reference server). */
  faults?: string[];
  concurrency?: number;
  /** Called after each row, for progress output. */
  onRow?: (row: SelfTestRow, index: number, total: number) => void;
}

const ALL_ERRORS = Object.fromEntries(REQUIREMENT_IDS.map((id) => [id, 'error' as const]));

async function runOnce(faults: string[], concurrency: number): Promise<Report> {
  const server = await startServer({ port: 0, faults });
  try {
    const { report } = await check({
      baseUrl: server.url,
      probeErrors: true,
      probeWrites: true,
      concurrency,
      timeout: 10,
      severity: ALL_ERRORS,
    });
    return report;
  } finally {
    await server.close();
  }
}

function judge(fault: string, report: Report): SelfTestRow {
  // The clean server must yield no finding at all, notes included; a fault, exactly its ID at error severity.
  const counted = fault === 'clean' ? report.findings : report.findings.filter((f) => f.severity === 'error');
  const detected = [...new Set(counted.map((f) => f.requirement))].sort();
  const kitErrors = report.kitErrors.map((e) => e.code);
  let verdict: SelfTestRow['verdict'];
  if (kitErrors.length > 0) verdict = 'kit-error';
  else if (fault === 'clean') verdict = detected.length === 0 ? 'clean' : 'false-positive';
  else if (!detected.includes(fault)) verdict = 'missed';
  else verdict = detected.length === 1 ? 'detected' : 'false-positive';
  return { fault, detected, kitErrors, verdict };
}

export async function selfTest(options: SelfTestOptions = {}): Promise<{ rows: SelfTestRow[]; ok: boolean }> {
  const faults = options.faults ?? listFaults().map((f) => f.id);
  const concurrency = options.concurrency ?? 8;
  const plan = ['clean', ...faults];
  const rows: SelfTestRow[] = [];
  for (const [i, fault] of plan.entries()) {
    const report = await runOnce(fault === 'clean' ? [] : [fault], concurrency);
    const row = judge(fault, report);
    rows.push(row);
    options.onRow?.(row, i, plan.length);
  }
  const ok = rows.every((r) => r.verdict === 'detected' || r.verdict === 'clean');
  return { rows, ok };
}

/** The matrix as text: fault → detected IDs → verdict. */
export function formatMatrix(rows: SelfTestRow[]): string {
  const w = Math.max(5, ...rows.map((r) => r.fault.length));
  const lines = [`${'fault'.padEnd(w)}  ${'verdict'.padEnd(14)}  detected at error severity`];
  for (const r of rows) {
    const det = r.detected.length ? r.detected.join(', ') : '—';
    const extra = r.kitErrors.length ? `  (kit errors: ${r.kitErrors.join(', ')})` : '';
    lines.push(`${r.fault.padEnd(w)}  ${r.verdict.padEnd(14)}  ${det}${extra}`);
  }
  const faultRows = rows.filter((r) => r.fault !== 'clean');
  const exact = faultRows.filter((r) => r.verdict === 'detected').length;
  const clean = rows.find((r) => r.fault === 'clean');
  lines.push('');
  lines.push(
    `${faultRows.length} faults, ${exact} detected exactly; clean server: ${clean?.verdict === 'clean' ? 'no finding' : 'findings'}` +
      `; ${exact === faultRows.length && clean?.verdict === 'clean' ? 'self-test passed' : 'self-test FAILED'}`,
  );
  return lines.join('\n');
}
