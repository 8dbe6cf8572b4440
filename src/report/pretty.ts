/**
 * The pretty reporter: for people at a terminal. Worst first; each failed requirement with a few
 * examples and a curl line that reproduces each; stable text (the only time shown is the duration
 * in the summary).
 */
import { ruleHelp } from '../catalogue/requirements.js';
import type { Report, RequirementOutcome } from '../generated/report.js';
import { baselineView } from './baseline-view.js';
import { exampleLines } from './examples.js';
import { suggestionLines } from './suggestion.js';
import { formatDuration, groupsByRequirement, groupSeverityCounts, line, plural, targetLine, totalOf, viewOf, type RequirementView } from './text.js';

export interface PrettyOptions {
  color: boolean;
  /** Examples shown per failed requirement. */
  maxExamples: number;
  /** Columns to fill when listing requirement IDs. */
  width: number;
  /** Folders the run created for the files it writes (said in one line). */
  created?: readonly string[];
  /** A report that lists findings (json, sarif, html) is written too: its "Listed" line is said. */
  listing?: boolean;
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
  const byReq = groupsByRequirement(report);
  const authenticated = report.target.authenticated === true;
  const out: string[] = [];

  out.push(paint('bold', `stringent ${report.tool.version}`));
  out.push(`target: ${targetLine(report)}`);

  const has = (r: RequirementOutcome) => totalOf(byReq.get(r.id)) > 0;
  const failedErrors = report.requirements.filter((r) => r.status === 'failed' && r.severity !== 'warning');
  const failedWarnings = report.requirements.filter((r) => r.status === 'failed' && r.severity === 'warning');
  const noted = report.requirements.filter((r) => r.status !== 'failed' && has(r));
  const skipped = report.requirements.filter((r) => r.status === 'skipped' && !has(r));
  const notApplicable = report.requirements.filter((r) => r.status === 'not-applicable' && !has(r));
  const passed = report.requirements.filter((r) => r.status === 'passed' && !has(r));

  const detailed = (title: string, colour: Paint, list: RequirementOutcome[]) => {
    if (list.length === 0) return;
    out.push('', paint(colour, paint('bold', `${title}: ${plural(list.length, 'requirement')}`)));
    for (const r of list) out.push(...requirementBlock(r, byReq.get(r.id) ?? { groups: [], unlisted: { error: 0, warning: 0, note: 0 } }, colour));
  };
  const requirementBlock = (r: RequirementOutcome, view: RequirementView, colour: Paint, what = 'finding'): string[] => {
    const lines = [`  ${paint(colour, paint('bold', r.id))}  ${line(r.title)}`];
    const counts = groupSeverityCounts(view);
    // A severity the user set says where, so that a reader knows why it is not the catalogue's.
    const setBy = r.severitySetBy !== undefined && r.status !== 'skipped' ? ` · ${r.severity} as set by ${line(r.severitySetBy)}` : '';
    lines.push(`    ${line(r.section)} · ${r.class}${setBy} · ${plural(totalOf(view), what)}${counts ? ` (${counts})` : ''} · ${plural(r.checks, 'check')}`);
    if (r.status === 'skipped' || r.status === 'not-applicable') {
      lines.push(`    ${r.status === 'skipped' ? 'skipped' : 'not applicable'}: ${line(r.reason ?? '(no reason given)')}`);
    }
    const examples = exampleLines(view, {
      maxExamples: opts.maxExamples,
      authenticated,
      ...(report.target.headers ? { headers: report.target.headers } : {}),
      highlight: (k, text) => paint(k === 'note' ? 'cyan' : 'dim', text),
    });
    lines.push(...examples.map((l) => `    ${l}`));
    if (totalOf(view) > 0) lines.push(`    ${paint('dim', `explained by: ${ruleHelp(r.id).command}`)}`);
    return lines;
  };
  const withReasons = (title: string, list: RequirementOutcome[]) => {
    if (list.length === 0) return;
    out.push('', paint('dim', paint('bold', `${title}: ${plural(list.length, 'requirement')}`)));
    const idWidth = Math.max(...list.map((r) => r.id.length));
    for (const r of list) out.push(`  ${line(r.id).padEnd(idWidth)}  ${line(r.reason ?? '(no reason given)')}`);
  };

  const gate = baselineView(report);
  if (gate) {
    // A gate run leads with what is new; what the baseline knew takes one line per requirement.
    const b = report.baseline!;
    const fresh = groupsByRequirement(gate.newOnly);
    const colourOf = (s: 'error' | 'warning' | 'note'): Paint => (s === 'error' ? 'red' : s === 'warning' ? 'yellow' : 'cyan');
    out.push(
      '',
      gate.fresh.length === 0
        ? paint('green', paint('bold', 'New since the baseline: none'))
        : paint(
            colourOf(gate.fresh[0]!.worst),
            paint('bold', `New since the baseline: ${plural(b.new, 'finding')} in ${plural(gate.fresh.length, 'requirement')}`),
          ),
    );
    for (const c of gate.fresh) out.push(...requirementBlock(c.requirement, viewOf(fresh, c.requirement.id), colourOf(c.worst), 'new finding'));
    if (gate.known.length > 0) {
      out.push('', paint('dim', paint('bold', `Known (in the baseline): ${plural(b.unchanged, 'finding')} in ${plural(gate.known.length, 'requirement')}`)));
      for (const c of gate.known) out.push(`  ${line(c.requirement.id)}: ${c.count} known`);
    }
    if (b.gone > 0) {
      out.push('', paint('green', paint('bold', `Gone since the baseline: ${plural(b.gone, 'finding')}`)));
      for (const g of gate.gone) out.push(`  ${line(g.id)}: ${g.count} gone`);
    }
  } else {
    detailed('Failed (error)', 'red', failedErrors);
    detailed('Failed (warning)', 'yellow', failedWarnings);
    detailed('Notes', 'cyan', noted);
  }
  withReasons('Skipped', skipped);
  withReasons('Not applicable', notApplicable);
  if (passed.length > 0) {
    out.push('', paint('green', paint('bold', `Passed: ${plural(passed.length, 'requirement')}`)));
    out.push(
      ...wrapList(
        passed.map((r) => r.id),
        opts.width,
        '  ',
      ),
    );
  }

  if (report.kitErrors.length > 0) {
    out.push('', paint('red', paint('bold', `Kit errors: ${report.kitErrors.length}`)));
    for (const e of report.kitErrors) {
      const where = e.url ? ` ${e.method ? `${line(e.method)} ` : ''}${line(e.url)}` : '';
      out.push(`  ${line(e.code)}${where}: ${line(e.message)}`);
    }
  }

  const suggested = suggestionLines(report);
  if (suggested.length > 0) out.push('', paint('bold', suggested[0]!), ...suggested.slice(1));

  out.push('', ...summaryLines(report, true, opts.listing === true));
  if (opts.created && opts.created.length > 0)
    out.push(
      `Created: ${opts.created.length === 1 ? 'the folder' : 'the folders'} ${opts.created.map((c) => line(c, 200)).join(', ')} for the files this run writes`,
    );
  if (report.interrupted) out.push(`stopped by ${report.interrupted}: this report holds what was seen until then`);
  else if (report.complete === false) out.push('incomplete run: passed requirements speak only of what was seen');
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
export function summaryLines(report: Report, timing = true, machineReadable = false): string[] {
  const s = report.summary;
  const lines = [
    `Requirements: ${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped, ${s.notApplicable} not applicable`,
    `Findings: ${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')}, ${plural(s.notes, 'note')}`,
  ];
  const seen: string[] = [];
  if (s.components !== undefined) seen.push(plural(s.components, 'component'));
  if (s.statisticsLists !== undefined) seen.push(plural(s.statisticsLists, 'statistics list'));
  let checked = seen.join(', ');
  if (report.requests !== undefined)
    checked +=
      `${checked ? ' with ' : ''}${plural(report.requests, 'request')}` +
      (report.probes ? ` (${report.requests - report.probes} answers and ${report.probes} HEAD body probe requests, which no recording holds)` : '');
  if (timing && report.durationMs !== undefined) checked += `${checked ? ' in ' : ''}${formatDuration(report.durationMs)}`;
  if (checked) lines.push(`Checked: ${checked}`);
  if (report.windows !== undefined)
    lines.push(`Resumed: ${plural(report.reused ?? 0, 'answer')} taken from the recording; the run spans ${plural(report.windows, 'window')} of time`);
  const paced = pacingLine(report);
  if (paced) lines.push(paced);
  if (report.interimFallbacks)
    lines.push(
      `Interim answers: ${plural(report.interimFallbacks, 'answer')} began with an unasked-for 100 Continue and ${report.interimFallbacks === 1 ? 'was' : 'were'} fetched again over node:http`,
    );
  // Said only where a report that lists findings was asked for: pretty and the CI formats show counts and examples of their own.
  if (report.findingsOmitted && machineReadable)
    lines.push(
      `Listed: the first ${plural(report.examplesPerGroup ?? 0, 'finding')} of each kind in machine-readable reports; ${report.findingsOmitted} more counted, not listed`,
    );
  const b = report.baseline;
  if (b) {
    lines.push(`Baseline ${line(b.file)}: ${b.unchanged} known, ${b.new} new, ${b.gone} gone`);
    if (b.unmatchable)
      lines.push(
        `  the baseline is a report that lists the first findings of each kind: ${plural(b.unmatchable, 'finding')} it counts but does not list cannot be matched; write a complete one with check --write-baseline FILE`,
      );
  }
  return lines;
}

/**
 * Throttling, said where it happened: the limit the server declared (or --rate-limit), the pace
 * found where 429/503 answers declared none, the 429 and 502/503/504 answers, and how long requests
 * waited. Nothing when the run met no limit at all.
 */
export function pacingLine(report: Report): string | undefined {
  const p = report.pacing;
  if (!p || (p.declaredLimit === undefined && p.throttled === 0 && p.unavailable === 0 && p.waitedMs === 0)) return undefined;
  const parts = [
    p.declaredLimit !== undefined ? `rate limit ${limitWithUnit(p.declaredLimit)}` : 'no rate limit declared',
    ...(p.foundPerSecond !== undefined
      ? [`${p.foundPerSecond}/s found for 429/503 answers that declared none (lowest pace ${p.minRate ?? '1/s'}, --min-rate)`]
      : []),
    `${plural(p.throttled, 'answer')} 429`,
    `${plural(p.unavailable, 'answer')} 502/503/504`,
    `waited ${formatDuration(p.waitedMs)}`,
  ];
  return `Paced: ${parts.join(', ')}`;
}

/**
 * A limit with its unit: a server's bare number is requests per window ("10 requests per window
 * (X-RateLimit-Limit)"), "100 per 60 s" is requests per 60 s; a pace given as a rate (10/m) keeps its
 * own unit.
 */
export function limitWithUnit(limit: string): string {
  return limit.replace(/^(\d+) per /, '$1 requests per ').replace(/^(\d+) \(/, '$1 requests per window (');
}

/** The summary in one line, without timing (TAP and JUnit stay byte-identical across runs). */
export function summaryLine(report: Report): string {
  return summaryLines(report, false).join('; ');
}

/** The last line: the verdict, in step with the exit status (report.verdict and report.exitCode). */
function verdictLine(report: Report, paint: (p: Paint, s: string) => string): string {
  const s = report.summary;
  const code = `exit ${report.exitCode}`;
  const nothing = report.summary.components === 0 && (report.summary.statisticsLists ?? 0) === 0;
  switch (report.verdict) {
    case 'incomplete':
      return paint('yellow', paint('bold', `Result: INCOMPLETE — stopped by ${report.interrupted ?? 'a signal'} before the run finished (${code})`));
    case 'error': {
      const unwritten = report.kitErrors.filter((e) => e.code === 'E_FILE' && e.message.startsWith('cannot write'));
      if (unwritten.length > 0)
        return paint(
          'red',
          paint(
            'bold',
            `Result: ERROR — ${unwritten.length === 1 ? 'a report' : `${unwritten.length} reports`} could not be written (${unwritten.map((e) => e.message.replace(/^cannot write /, '')).join('; ')}; ${code})`,
          ),
        );
      return paint('red', paint('bold', `Result: ERROR — the kit could not do its whole job (${plural(report.kitErrors.length, 'kit error')}; ${code})`));
    }
    case 'fail': {
      if (nothing) return paint('red', paint('bold', `Result: FAIL — nothing was checked: no component and no statistics list (${code})`));
      const warnings = report.baseline ? report.baseline.newWarnings : s.warnings;
      const errors = report.baseline ? report.baseline.newErrors : s.errors;
      // Warnings past --max-warnings fail a run that --fail-on alone would pass: the line says so.
      if (report.maxWarnings !== undefined && warnings > report.maxWarnings && errors === 0)
        return paint(
          'red',
          paint(
            'bold',
            `Result: FAIL — ${plural(warnings, report.baseline ? 'new warning' : 'warning')}, more than --max-warnings ${report.maxWarnings} allows (${code})`,
          ),
        );
      if (report.baseline) {
        const b = report.baseline;
        return paint(
          'red',
          paint(
            'bold',
            `Result: FAIL — ${plural(b.new, 'new finding')} since the baseline (${plural(b.newErrors, 'error')}, ${plural(b.newWarnings, 'warning')}; ${code})`,
          ),
        );
      }
      return paint(
        'red',
        paint('bold', `Result: FAIL — ${plural(s.failed, 'requirement')} failed (${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')}; ${code})`),
      );
    }
    case 'pass': {
      if (nothing) return paint('yellow', paint('bold', `Result: PASS — nothing was checked, accepted by --allow-empty (${code})`));
      if (report.baseline && report.baseline.unchanged > 0)
        return paint(
          'green',
          paint(
            'bold',
            `Result: PASS — nothing new since the baseline (${report.baseline.unchanged} known, ${report.baseline.newErrors + report.baseline.newWarnings > 0 || report.baseline.new > 0 ? `${report.baseline.new} new below --fail-on` : '0 new'}; ${code})`,
          ),
        );
      if (s.failed > 0)
        return paint(
          'yellow',
          paint(
            'bold',
            `Result: PASS with warnings — ${plural(s.failed, 'requirement')} failed below --fail-on (${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')}; ${code})`,
          ),
        );
      return paint('green', paint('bold', `Result: PASS — no requirement failed${s.notes > 0 ? ` (${plural(s.notes, 'note')})` : ''} (${code})`));
    }
  }
}
