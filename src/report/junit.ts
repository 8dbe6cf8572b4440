/**
 * The junit reporter: one testsuite "stringent", one testcase per requirement (classname = family),
 * failed → <failure type=ID>, skipped and not applicable → <skipped>, notes in <system-out>, and
 * one testcase "kit: CODE" with an <error> per kit error.
 */
import type { Finding, Report, RequirementOutcome } from '../generated/report.js';
import { exampleLines } from './examples.js';
import { familyOf, findingsByRequirement, line, plural, severityCounts, targetLine } from './text.js';
import { element, xmlText } from './xml.js';

export interface JunitOptions {
  maxExamples: number;
}

const MESSAGE_LIMIT = 200;

export function renderJunit(report: Report, options: Partial<JunitOptions> = {}): string {
  const maxExamples = options.maxExamples ?? 3;
  const authenticated = report.target.authenticated === true;
  const byReq = findingsByRequirement(report);
  const s = report.summary;
  const failures = report.requirements.filter((r) => r.status === 'failed').length;
  const skipped = report.requirements.filter((r) => r.status === 'skipped' || r.status === 'not-applicable').length;
  const errors = report.kitErrors.length;
  const tests = report.requirements.length + errors;
  const time = ((report.durationMs ?? 0) / 1000).toFixed(3);
  const counts = { tests, failures, errors, skipped, time };

  const cases: string[] = [];
  for (const r of report.requirements) cases.push(testcase(r, byReq.get(r.id) ?? [], maxExamples, authenticated));
  for (const e of report.kitErrors) {
    const where = e.url ? `${e.method ?? 'GET'} ${e.url}` : undefined;
    const err = element('error', { message: line(e.message, MESSAGE_LIMIT), type: e.code }, where ? xmlText(line(where)) : '');
    cases.push(`    ${element('testcase', { classname: 'kit', name: `kit: ${e.code}` }, `\n      ${err}\n    `)}`);
  }

  const props = [
    ['tool', `stringent ${report.tool.version}`],
    ['target', targetLine(report)],
    ['summary', `${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped, ${s.notApplicable} not applicable; ${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')}, ${plural(s.notes, 'note')}`],
  ];
  if (report.requests !== undefined) props.push(['requests', String(report.requests)]);
  if (report.complete !== undefined) props.push(['complete', String(report.complete)]);
  const properties = element(
    'properties',
    {},
    '\n' + props.map(([name, value]) => `      ${element('property', { name, value })}`).join('\n') + '\n    ',
  );

  const suite = element('testsuite', { name: 'stringent', ...counts }, `\n    ${properties}\n${cases.join('\n')}\n  `);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${element('testsuites', { name: 'stringent', ...counts }, `\n  ${suite}\n`)}\n`;
}

function testcase(r: RequirementOutcome, findings: Finding[], maxExamples: number, authenticated: boolean): string {
  const inner: string[] = [];
  const failing = findings.filter((f) => f.severity !== 'note');
  const notes = findings.filter((f) => f.severity === 'note');
  if (r.status === 'failed') {
    const first = failing[0] ?? findings[0];
    const counts = severityCounts(failing);
    const message = `${plural(failing.length, 'finding')}${counts ? ` (${counts})` : ''}${first ? `: ${line(first.message)}` : ''}`;
    const body = exampleLines(failing, { maxExamples, authenticated }).join('\n');
    inner.push(element('failure', { message: line(message, MESSAGE_LIMIT), type: r.id }, xmlText(`\n${body}\n`)));
  } else if (r.status === 'skipped' || r.status === 'not-applicable') {
    const reason = r.reason ?? (r.status === 'skipped' ? 'skipped' : 'not applicable');
    inner.push(element('skipped', { message: `${r.status === 'skipped' ? '' : 'not applicable: '}${line(reason, MESSAGE_LIMIT)}` }));
  }
  if (notes.length > 0) {
    const body = [plural(notes.length, 'note'), ...exampleLines(notes, { maxExamples, authenticated })].join('\n');
    inner.push(element('system-out', {}, xmlText(`\n${body}\n`)));
  }
  const attrs = { classname: familyOf(r), name: `${r.id}: ${line(r.title)}` };
  const content = inner.length ? `\n      ${inner.join('\n      ')}\n    ` : undefined;
  return `    ${element('testcase', attrs, content)}`;
}
