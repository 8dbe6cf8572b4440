/**
 * The pretty reporter: for people at a terminal. Worst first; each failed requirement with a few
 * examples and a curl line that reproduces each; stable text (the only time shown is the duration
 * in the summary).
 */
import { ruleHelp } from '../requirements.js';
import type { Finding, Report, RequirementOutcome } from '../generated/report.js';
import { exampleLines } from './examples.js';
import { findingsByRequirement, formatDuration, line, plural, severityCounts, targetLine } from './text.js';

export interface PrettyOptions {
  color: boolean;
  /** Examples shown per failed requirement. */
  maxExamples: number;
  /** Columns to fill when listing requirement IDs. */
  width: number;
}

export const PRETTY_DEFAULTS: PrettyOptions = { color: false, maxExamples: 3, width: 80 };

type Paint = 'red' | 'yellow' | 'cyan' | 'green' | 'dim' | 'bold';
const CODES: Record<Paint, [number, number]> = {
  red: [31, 39],
  yellow: [33, 39],
  cyan: [36, 39],
  green: [32, 39],
  dim: [2, 22],
  bold: [1, 22],
};

export function renderPretty(report: Report, options: Partial<PrettyOptions> = {}): string {
  const opts = { ...PRETTY_DEFAULTS, ...options };
  const paint = (p: Paint, s: string) => (opts.color ? `\u001b[${CODES[p][0]}m${s}\u001b[${CODES[p][1]}m` : s);
  const byReq = findingsByRequirement(report);
  const authenticated = report.target.authenticated === true;
  const out: string[] = [];

  out.push(paint('bold', `stringent ${report.tool.version}`));
  out.push(`target: ${targetLine(report)}`);

  const has = (r: RequirementOutcome) => (byReq.get(r.id)?.length ?? 0) > 0;
  const failedErrors = report.requirements.filter((r) => r.status === 'failed' && r.severity !== 'warning');
  const failedWarnings = report.requirements.filter((r) => r.status === 'failed' && r.severity === 'warning');
  const noted = report.requirements.filter((r) => r.status !== 'failed' && has(r));
  const skipped = report.requirements.filter((r) => r.status === 'skipped' && !has(r));
  const notApplicable = report.requirements.filter((r) => r.status === 'not-applicable' && !has(r));
  const passed = report.requirements.filter((r) => r.status === 'passed' && !has(r));

  const detailed = (title: string, colour: Paint, list: RequirementOutcome[]) => {
    if (list.length === 0) return;
    out.push('', paint(colour, paint('bold', `${title}: ${plural(list.length, 'requirement')}`)));
    for (const r of list) out.push(...requirementBlock(r, byReq.get(r.id) ?? [], colour));
  };
  const requirementBlock = (r: RequirementOutcome, findings: Finding[], colour: Paint): string[] => {
    const lines = [`  ${paint(colour, paint('bold', r.id))}  ${line(r.title)}`];
    const counts = severityCounts(findings);
    lines.push(`    ${line(r.section)} · ${r.class} · ${plural(findings.length, 'finding')}${counts ? ` (${counts})` : ''} · ${plural(r.checks, 'check')}`);
    if (r.status === 'skipped' || r.status === 'not-applicable') {
      lines.push(`    ${r.status === 'skipped' ? 'skipped' : 'not applicable'}: ${line(r.reason ?? '(no reason given)')}`);
    }
    const examples = exampleLines(findings, {
      maxExamples: opts.maxExamples,
      authenticated,
      highlight: (k, text) => paint(k === 'note' ? 'cyan' : 'dim', text),
    });
    lines.push(...examples.map((l) => `    ${l}`));
    if (findings.length > 0) lines.push(`    ${paint('dim', `explained by: ${ruleHelp(r.id).command}`)}`);
    return lines;
  };
  const withReasons = (title: string, list: RequirementOutcome[]) => {
    if (list.length === 0) return;
    out.push('', paint('dim', paint('bold', `${title}: ${plural(list.length, 'requirement')}`)));
    const idWidth = Math.max(...list.map((r) => r.id.length));
    for (const r of list) out.push(`  ${r.id.padEnd(idWidth)}  ${line(r.reason ?? '(no reason given)')}`);
  };

  detailed('Failed (error)', 'red', failedErrors);
  detailed('Failed (warning)', 'yellow', failedWarnings);
  detailed('Notes', 'cyan', noted);
  withReasons('Skipped', skipped);
  withReasons('Not applicable', notApplicable);
  if (passed.length > 0) {
    out.push('', paint('green', paint('bold', `Passed: ${plural(passed.length, 'requirement')}`)));
    out.push(...wrapList(passed.map((r) => r.id), opts.width, '  '));
  }

  if (report.kitErrors.length > 0) {
    out.push('', paint('red', paint('bold', `Kit errors: ${report.kitErrors.length}`)));
    for (const e of report.kitErrors) {
      const where = e.url ? ` ${e.method ? `${line(e.method)} ` : ''}${line(e.url)}` : '';
      out.push(`  ${e.code}${where}: ${line(e.message)}`);
    }
  }

  out.push('', ...summaryLines(report));
  if (report.complete === false) out.push('incomplete run: passed requirements speak only of what was seen');
  out.push(verdictLine(report, paint));
  return out.join('\n') + '\n';
}

function wrapList(items: string[], width: number, indent: string): string[] {
  const lines: string[] = [];
  let current = '';
  for (const item of items) {
    const piece = current ? `${current}, ${item}` : item;
    if (current && indent.length + piece.length + 1 > width) {
      lines.push(`${indent}${current},`);
      current = item;
    } else current = piece;
  }
  if (current) lines.push(`${indent}${current}`);
  return lines;
}

/** The counts of a run: requirements, findings, and what was checked, one line each. */
export function summaryLines(report: Report): string[] {
  const s = report.summary;
  const lines = [
    `Requirements: ${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped, ${s.notApplicable} not applicable`,
    `Findings: ${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')}, ${plural(s.notes, 'note')}`,
  ];
  const seen: string[] = [];
  if (s.components !== undefined) seen.push(plural(s.components, 'component'));
  if (s.statisticsLists !== undefined) seen.push(plural(s.statisticsLists, 'statistics list'));
  let checked = seen.join(', ');
  if (report.requests !== undefined) checked += `${checked ? ' with ' : ''}${plural(report.requests, 'request')}`;
  if (report.durationMs !== undefined) checked += `${checked ? ' in ' : ''}${formatDuration(report.durationMs)}`;
  if (checked) lines.push(`Checked: ${checked}`);
  return lines;
}

/** The summary in one line. */
export function summaryLine(report: Report): string {
  return summaryLines(report).join('; ');
}

function verdictLine(report: Report, paint: (p: Paint, s: string) => string): string {
  const s = report.summary;
  if (report.kitErrors.length > 0) {
    return paint('red', paint('bold', `Result: INCOMPLETE — the kit could not do its whole job (${plural(report.kitErrors.length, 'kit error')})`));
  }
  const failedErrors = report.requirements.filter((r) => r.status === 'failed' && r.severity !== 'warning').length;
  if (failedErrors > 0) {
    return paint('red', paint('bold', `Result: FAIL — ${plural(s.failed, 'requirement')} failed (${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')})`));
  }
  if (s.failed > 0) {
    return paint('yellow', paint('bold', `Result: WARN — ${plural(s.failed, 'requirement')} failed at warning severity (${plural(s.warnings, 'warning')})`));
  }
  return paint('green', paint('bold', `Result: PASS — no requirement failed${s.notes > 0 ? ` (${plural(s.notes, 'note')})` : ''}`));
}
