/**
 * The tap reporter (TAP version 14): one test point per requirement, a YAML diagnostic block with
 * the first findings of a requirement that has any, `# SKIP reason` for skipped and not applicable
 * requirements, one failing test point per kit error, and a closing comment with the verdict. A
 * requirement is `not ok` only when its findings decide exit status 1; one that failed below
 * --fail-on is `ok` with `outcome: warning`. Text from the target is escaped so that it can never
 * start a line of its own (no forged test points).
 */
import type { Report, RequirementOutcome } from '../generated/report.js';
import { summaryLine } from './pretty.js';
import {
  boundedJson,
  countOf,
  failsRun,
  groupsByRequirement,
  incompleteCauses,
  line,
  methodOf,
  totalOf,
  truncate,
  viewOf,
  TEXT_LIMIT,
  VALUE_LIMIT,
  type FindingGroup,
  type RequirementView,
} from './text.js';

export interface TapOptions {
  maxExamples: number;
}

const YAML_UNSAFE = /[\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\ufff9-\ufffb]/g;

/** A YAML double-quoted scalar (JSON string syntax, with what YAML treats as non-printable, and bidi controls, escaped). */
function yamlString(text: string): string {
  return JSON.stringify(text).replace(YAML_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A JSON value as a YAML flow value when short, else its cut JSON text as a string. */
function yamlValue(value: unknown): string {
  const { text, cut } = boundedJson(value, VALUE_LIMIT);
  if (cut) return yamlString(`${text}…`);
  return text.replace(YAML_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A test point description: one line, with `#` and `\` escaped as TAP 14 asks. */
function description(text: string): string {
  return line(text).replace(/\\/g, '\\\\').replace(/#/g, '\\#');
}

function findingsYaml(groups: readonly FindingGroup[], maxExamples: number, indent: string): string[] {
  const out: string[] = [];
  for (const g of groups.slice(0, Math.max(0, maxExamples))) {
    const f = g.first;
    out.push(`${indent}- message: ${yamlString(truncate(f.message, TEXT_LIMIT))}`);
    const sub = `${indent}  `;
    out.push(`${sub}severity: ${f.severity}`);
    out.push(`${sub}url: ${yamlString(truncate(f.url, TEXT_LIMIT))}`);
    if (methodOf(f) !== 'GET') out.push(`${sub}method: ${yamlString(methodOf(f))}`);
    out.push(`${sub}pointer: ${yamlString(truncate(f.pointer, TEXT_LIMIT))}`);
    if (f.expected !== undefined) out.push(`${sub}expected: ${yamlValue(f.expected)}`);
    if (f.actual !== undefined) out.push(`${sub}actual: ${yamlValue(f.actual)}`);
    if (f.baseline !== undefined) out.push(`${sub}baseline: ${f.baseline}`);
    if (g.count > 1) out.push(`${sub}more_like_it: ${g.count - 1}`);
  }
  return out;
}

function point(report: Report, n: number, r: RequirementOutcome, view: RequirementView, maxExamples: number): string[] {
  const groups = view.groups;
  const name = `${n} - ${description(`${r.id}: ${r.title}`)}`;
  const fails = groups.some((g) => failsRun(report, g.first));
  const warned = !fails && r.status === 'failed';
  const skip = r.status === 'skipped' || r.status === 'not-applicable';
  const reason = r.reason ?? (r.status === 'skipped' ? 'skipped' : 'not applicable');
  const directive = skip ? ` # SKIP ${description(`${r.status === 'not-applicable' ? 'not applicable: ' : ''}${reason}`)}` : '';
  const out = [`${fails ? 'not ok' : 'ok'} ${name}${directive}`];
  if (totalOf(view) > 0) {
    const total = totalOf(view);
    const shown = countOf(groups.slice(0, Math.max(0, maxExamples)));
    out.push('  ---');
    out.push(`  requirement: ${yamlString(r.id)}`);
    out.push(`  outcome: ${fails ? 'failure' : warned ? 'warning' : 'note'}`);
    out.push(`  severity: ${r.severity}`);
    out.push(`  section: ${yamlString(r.section)}`);
    out.push(`  findings: ${total}`);
    if (maxExamples > 0) out.push('  examples:', ...findingsYaml(groups, maxExamples, '    '));
    if (maxExamples > 0 && total > shown) out.push(`  more: ${total - shown}`);
    out.push('  ...');
  }
  return out;
}

export function renderTap(report: Report, options: Partial<TapOptions> = {}): string {
  const maxExamples = options.maxExamples ?? 3;
  const byReq = groupsByRequirement(report);
  const causes = incompleteCauses(report);
  const total = report.requirements.length + causes.length;
  const out = ['TAP version 14', `1..${total}`];
  report.requirements.forEach((r, i) => out.push(...point(report, i + 1, r, viewOf(byReq, r.id), maxExamples)));
  causes.forEach((e, i) => {
    out.push(`not ok ${report.requirements.length + i + 1} - ${description(`kit: ${e.code}`)}`);
    out.push('  ---', `  code: ${yamlString(e.code)}`, `  message: ${yamlString(truncate(e.message, TEXT_LIMIT))}`);
    if (e.url !== undefined) out.push(`  url: ${yamlString(truncate(e.url, TEXT_LIMIT))}`);
    if (e.method !== undefined) out.push(`  method: ${yamlString(e.method)}`);
    out.push('  ...');
  });
  // An incomplete run is an aborted one: a TAP reader must not take the points above for the whole.
  if (causes.length > 0) out.push(`Bail out! ${description(`incomplete: ${causes.map((c) => c.code).join(', ')}`)}`);
  out.push(`# ${line(summaryLine(report), 2000)}`);
  out.push(`# verdict: ${report.verdict} (exit ${report.exitCode})`);
  return out.join('\n') + '\n';
}
