/**
 * The junit reporter: one testsuite "stringent", one testcase per requirement (classname = family).
 * A requirement whose findings decide exit status 1 is a <failure type=ID>; one that failed below
 * --fail-on (warnings, or findings unchanged since the baseline) passes with its findings in
 * <system-out>, marked "warning:"; skipped and not applicable → <skipped>; notes in <system-out>;
 * one testcase "kit: CODE" with an <error> per kit error. The verdict and exit status are testsuite
 * properties.
 */
import type { Report, RequirementOutcome } from '../generated/report.js';
import { exampleLines } from './examples.js';
import { summaryLine } from './pretty.js';
import {
  failsRun,
  familyOf,
  groupsByRequirement,
  groupSeverityCounts,
  incompleteCauses,
  line,
  part,
  plural,
  targetLine,
  totalOf,
  viewOf,
  type RequirementView,
} from './text.js';
import { element, xmlText } from './xml.js';

export interface JunitOptions {
  maxExamples: number;
}

const MESSAGE_LIMIT = 200;

export function renderJunit(report: Report, options: Partial<JunitOptions> = {}): string {
  const maxExamples = options.maxExamples ?? 3;
  const authenticated = report.target.authenticated === true;
  const byReq = groupsByRequirement(report);
  const failing = (r: RequirementOutcome) => viewOf(byReq, r.id).groups.some((g) => failsRun(report, g.first));
  const failures = report.requirements.filter(failing).length;
  const skipped = report.requirements.filter((r) => r.status === 'skipped' || r.status === 'not-applicable').length;
  const causes = incompleteCauses(report);
  const errors = causes.length;
  const tests = report.requirements.length + errors;
  // The only timing in the file: the time attribute, which CI systems read.
  const time = ((report.durationMs ?? 0) / 1000).toFixed(3);
  const counts = { tests, failures, errors, skipped, time };

  const cases: string[] = [];
  for (const r of report.requirements) cases.push(testcase(report, r, viewOf(byReq, r.id), maxExamples, authenticated, failing(r)));
  for (const e of causes) {
    const where = e.url ? `${e.method ?? 'GET'} ${e.url}` : undefined;
    const err = element('error', { message: line(e.message, MESSAGE_LIMIT), type: line(e.code) }, where ? xmlText(line(where)) : '');
    cases.push(`    ${element('testcase', { classname: 'kit', name: `kit: ${line(e.code)}` }, `\n      ${err}\n    `)}`);
  }

  const props = [
    ['verdict', report.verdict],
    ['exitCode', String(report.exitCode)],
    ['tool', `stringent ${report.tool.version}`],
    ['target', targetLine(report)],
    ['summary', summaryLine(report)],
  ];
  if (report.failOn !== undefined) props.push(['failOn', report.failOn]);
  if (report.interrupted !== undefined) props.push(['interrupted', report.interrupted]);
  if (report.complete !== undefined) props.push(['complete', String(report.complete)]);
  if (report.pacing)
    props.push([
      'pacing',
      `${report.pacing.declaredLimit ?? 'no rate limit declared'}${report.pacing.foundPerSecond !== undefined ? `; ${report.pacing.foundPerSecond}/s found (lowest ${report.pacing.minRate ?? '1/s'})` : ''}; ${report.pacing.throttled} answers 429, ${report.pacing.unavailable} answers 502/503/504; waited ${report.pacing.waitedMs} ms`,
    ]);
  if (report.windows !== undefined) props.push(['resumed', `${report.reused ?? 0} answers reused; ${report.windows} windows`]);
  if (report.baseline) props.push(['baseline', `${report.baseline.unchanged} known, ${report.baseline.new} new, ${report.baseline.gone} gone`]);
  const properties = element('properties', {}, '\n' + props.map(([name, value]) => `      ${element('property', { name, value })}`).join('\n') + '\n    ');

  const suite = element('testsuite', { name: 'stringent', ...counts }, `\n    ${properties}\n${cases.join('\n')}\n  `);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${element('testsuites', { name: 'stringent', ...counts }, `\n  ${suite}\n`)}\n`;
}

function testcase(report: Report, r: RequirementOutcome, view: RequirementView, maxExamples: number, authenticated: boolean, fails: boolean): string {
  const inner: string[] = [];
  const departures = part(view, (s) => s !== 'note');
  const notes = part(view, (s) => s === 'note');
  if (fails) {
    const first = departures.groups.find((g) => failsRun(report, g.first)) ?? departures.groups[0];
    const counts = groupSeverityCounts(departures);
    const message = `${plural(totalOf(departures), 'finding')}${counts ? ` (${counts})` : ''}${first ? `: ${line(first.first.message)}` : ''}`;
    const body = exampleLines(departures, { maxExamples, authenticated, ...(report.target.headers ? { headers: report.target.headers } : {}) }).join('\n');
    inner.push(element('failure', { message: line(message, MESSAGE_LIMIT), type: r.id }, xmlText(`\n${body}\n`)));
  } else if (r.status === 'skipped' || r.status === 'not-applicable') {
    const reason = r.reason ?? (r.status === 'skipped' ? 'skipped' : 'not applicable');
    inner.push(element('skipped', { message: `${r.status === 'skipped' ? '' : 'not applicable: '}${line(reason, MESSAGE_LIMIT)}` }));
  }
  const out: string[] = [];
  if (!fails && totalOf(departures) > 0) {
    const why = report.baseline ? 'not new since the baseline' : 'below --fail-on';
    out.push(
      `warning: ${plural(totalOf(departures), 'finding')} (${groupSeverityCounts(departures)}), ${why}`,
      ...exampleLines(departures, { maxExamples, authenticated, ...(report.target.headers ? { headers: report.target.headers } : {}) }),
    );
  }
  if (totalOf(notes) > 0)
    out.push(
      plural(totalOf(notes), 'note'),
      ...exampleLines(notes, { maxExamples, authenticated, ...(report.target.headers ? { headers: report.target.headers } : {}) }),
    );
  if (out.length > 0) inner.push(element('system-out', {}, xmlText(`\n${out.join('\n')}\n`)));
  const attrs = { classname: familyOf(r), name: `${r.id}: ${line(r.title)}` };
  const content = inner.length ? `\n      ${inner.join('\n      ')}\n    ` : undefined;
  return `    ${element('testcase', attrs, content)}`;
}
