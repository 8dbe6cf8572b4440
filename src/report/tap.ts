/**
 * The tap reporter (TAP version 14): one test point per requirement, a YAML diagnostic block with
 * the first findings of a failed requirement (and the notes of any), `# SKIP reason` for skipped
 * and not applicable requirements, and one failing test point per kit error.
 */
import type { Finding, Report, RequirementOutcome } from '../generated/report.js';
import { summaryLine } from './pretty.js';
import { findingsByRequirement, groupFindings, line, methodOf, truncate, TEXT_LIMIT, VALUE_LIMIT } from './text.js';

export interface TapOptions {
  maxExamples: number;
}

/** A YAML double-quoted scalar (JSON string syntax, with the characters YAML treats as non-printable escaped). */
function yamlString(text: string): string {
  return JSON.stringify(text).replace(/[\u007f-\u009f\u2028\u2029\ufeff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A JSON value as a YAML flow value when short, else its cut JSON text as a string. */
function yamlValue(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? 'null';
  } catch {
    return yamlString(String(value));
  }
  if (Array.from(text).length > VALUE_LIMIT) return yamlString(truncate(text, VALUE_LIMIT));
  return text.replace(/[\u007f-\u009f\u2028\u2029\ufeff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A test point description: one line, with `#` and `\` escaped as TAP 14 asks. */
function description(text: string): string {
  return line(text).replace(/\\/g, '\\\\').replace(/#/g, '\\#');
}

function findingsYaml(findings: readonly Finding[], maxExamples: number, indent: string): string[] {
  const groups = groupFindings(findings);
  const shown = groups.slice(0, Math.max(0, maxExamples));
  const out: string[] = [];
  for (const g of shown) {
    const f = g.first;
    out.push(`${indent}- message: ${yamlString(truncate(f.message, TEXT_LIMIT))}`);
    const sub = `${indent}  `;
    out.push(`${sub}severity: ${f.severity}`);
    out.push(`${sub}url: ${yamlString(truncate(f.url, TEXT_LIMIT))}`);
    if (methodOf(f) !== 'GET') out.push(`${sub}method: ${yamlString(methodOf(f))}`);
    out.push(`${sub}pointer: ${yamlString(truncate(f.pointer, TEXT_LIMIT))}`);
    if (f.expected !== undefined) out.push(`${sub}expected: ${yamlValue(f.expected)}`);
    if (f.actual !== undefined) out.push(`${sub}actual: ${yamlValue(f.actual)}`);
    if (g.count > 1) out.push(`${sub}same_message_elsewhere: ${g.count - 1}`);
  }
  return out;
}

function point(n: number, r: RequirementOutcome, findings: Finding[], maxExamples: number): string[] {
  const name = `${n} - ${description(`${r.id}: ${r.title}`)}`;
  const failed = r.status === 'failed';
  const skip = r.status === 'skipped' || r.status === 'not-applicable';
  const reason = r.reason ?? (r.status === 'skipped' ? 'skipped' : 'not applicable');
  const directive = skip ? ` # SKIP ${r.status === 'not-applicable' ? 'not applicable: ' : ''}${line(reason)}` : '';
  const out = [`${failed ? 'not ok' : 'ok'} ${name}${directive}`];
  if (failed || findings.length > 0) {
    const shownCount = groupFindings(findings)
      .slice(0, Math.max(0, maxExamples))
      .reduce((k, g) => k + g.count, 0);
    out.push('  ---');
    out.push(`  requirement: ${yamlString(r.id)}`);
    out.push(`  severity: ${r.severity}`);
    out.push(`  section: ${yamlString(r.section)}`);
    out.push(`  findings: ${findings.length}`);
    out.push('  examples:', ...findingsYaml(findings, maxExamples, '    '));
    if (findings.length > shownCount) out.push(`  more: ${findings.length - shownCount}`);
    out.push('  ...');
  }
  return out;
}

export function renderTap(report: Report, options: Partial<TapOptions> = {}): string {
  const maxExamples = options.maxExamples ?? 3;
  const byReq = findingsByRequirement(report);
  const total = report.requirements.length + report.kitErrors.length;
  const out = ['TAP version 14', `1..${total}`];
  report.requirements.forEach((r, i) => out.push(...point(i + 1, r, byReq.get(r.id) ?? [], maxExamples)));
  report.kitErrors.forEach((e, i) => {
    out.push(`not ok ${report.requirements.length + i + 1} - ${description(`kit: ${e.code}`)}`);
    out.push('  ---', `  code: ${yamlString(e.code)}`, `  message: ${yamlString(truncate(e.message, TEXT_LIMIT))}`);
    if (e.url !== undefined) out.push(`  url: ${yamlString(truncate(e.url, TEXT_LIMIT))}`);
    if (e.method !== undefined) out.push(`  method: ${yamlString(e.method)}`);
    out.push('  ...');
  });
  out.push(`# ${summaryLine(report)}`);
  return out.join('\n') + '\n';
}
