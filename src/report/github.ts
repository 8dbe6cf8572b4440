/**
 * The github reporter: GitHub Actions workflow commands (`::error`/`::warning`/`::notice`), one per
 * shown group of findings, with the requirement ID in the title, escaped by the workflow-command rules
 * (data: %, CR, LF; properties also : and ,), then the verdict line. With $GITHUB_STEP_SUMMARY (read
 * by the command), a Markdown summary is appended to the job summary.
 */
import type { Report } from '../generated/report.js';
import { baselineView } from './baseline-view.js';
import { summaryLines } from './pretty.js';
import { countOf, curlLines, failsRun, jqLine, groupsByRequirement, line, plural, totalOf, viewOf, visible } from './text.js';

/** Escapes a workflow command's message. */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Escapes a workflow command's property value. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export interface GithubOptions {
  maxExamples: number;
}

export function renderGithub(report: Report, options: Partial<GithubOptions> = {}): string {
  const maxExamples = options.maxExamples ?? 3;
  const byReq = groupsByRequirement(report);
  const out: string[] = [];
  for (const r of report.requirements) {
    const view = viewOf(byReq, r.id);
    const groups = view.groups;
    for (const g of groups.slice(0, Math.max(0, maxExamples))) {
      const f = g.first;
      const command = failsRun(report, f) ? 'error' : g.severity === 'note' ? 'notice' : 'warning';
      const title = `${r.id}: ${r.title}`;
      const where = `${f.method ?? 'GET'} ${f.url}${f.pointer ? ` at ${f.pointer}` : ''}`;
      const jq = jqLine(f, report.target);
      const body = [line(f.message), line(where), ...curlLines(f, report.target).map((c) => line(c, 2000)), ...(jq !== undefined ? [line(jq, 2000)] : [])];
      if (g.count > 1) body.push(`same ${plural(g.count - 1, 'more time')}`);
      out.push(`::${command} title=${escapeProperty(visible(title))}::${escapeData(body.join('\n'))}`);
    }
    const rest = totalOf(view) - countOf(groups.slice(0, Math.max(0, maxExamples)));
    if (maxExamples > 0 && rest > 0) out.push(`::notice title=${escapeProperty(r.id)}::${escapeData(`${r.id}: ${plural(rest, 'more finding')} not shown`)}`);
  }
  for (const e of report.kitErrors) {
    out.push(
      `::error title=${escapeProperty(`stringent ${visible(e.code)}`)}::${escapeData(line(`${e.message}${e.url ? ` (${e.method ?? 'GET'} ${e.url})` : ''}`))}`,
    );
  }
  out.push(...summaryLines(report).map((l) => escapeData(l)));
  out.push(`stringent verdict: ${report.verdict} (exit ${report.exitCode})`);
  return out.join('\n') + '\n';
}

/** Markdown text with the characters that would format or link escaped. */
function md(text: string): string {
  return line(text, 300).replace(/[\\`*_{}[\]()<>#+\-.!|~]/g, (c) => `\\${c}`);
}

/** The job summary: verdict, counts, and a table of requirements that have findings. */
export function renderStepSummary(report: Report): string {
  const byReq = groupsByRequirement(report);
  const s = report.summary;
  const out = [`## stringent: ${report.verdict.toUpperCase()} (exit ${report.exitCode})`];
  const counts =
    `Requirements: ${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped, ${s.notApplicable} not applicable. ` +
    `Findings: ${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')}, ${plural(s.notes, 'note')}.`;
  const gate = baselineView(report);
  if (!gate) out.push('', counts);
  if (gate) {
    // A gate run leads with what is new; what the baseline knew takes one line per requirement.
    const b = report.baseline!;
    const fresh = groupsByRequirement(gate.newOnly);
    out.push(
      '',
      `### New since the baseline: ${gate.fresh.length === 0 ? 'none' : `${plural(b.new, 'finding')} in ${plural(gate.fresh.length, 'requirement')}`}`,
    );
    if (gate.fresh.length > 0) {
      out.push('', '| Requirement | Severity | New | First new finding |', '|---|---|---|---|');
      for (const c of gate.fresh)
        out.push(`| ${md(c.requirement.id)} | ${c.worst} | ${c.count} | ${md(viewOf(fresh, c.requirement.id).groups[0]?.first.message ?? '')} |`);
    }
    if (gate.known.length > 0) {
      out.push('', `### Known (in the baseline): ${plural(b.unchanged, 'finding')} in ${plural(gate.known.length, 'requirement')}`, '');
      for (const c of gate.known) out.push(`- ${md(c.requirement.id)}: ${c.count} known`);
    }
    if (b.gone > 0) {
      out.push('', `### Gone since the baseline: ${plural(b.gone, 'finding')}`, '');
      for (const g of gate.gone) out.push(`- ${md(g.id)}: ${g.count} gone`);
    }
    out.push('', counts);
  }
  const rows = gate ? [] : report.requirements.filter((r) => totalOf(byReq.get(r.id)) > 0);
  if (rows.length > 0) {
    out.push('', '| Requirement | Severity | Findings | First finding |', '|---|---|---|---|');
    for (const r of rows) {
      const view = viewOf(byReq, r.id);
      out.push(`| ${md(r.id)} | ${r.severity} | ${totalOf(view)} | ${md(view.groups[0]?.first.message ?? '')} |`);
    }
  }
  for (const e of report.kitErrors) out.push('', `Kit error ${md(e.code)}: ${md(e.message)}`);
  return out.join('\n') + '\n\n';
}
