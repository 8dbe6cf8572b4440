/**
 * The html reporter: one self-contained page (inline style and script, a Content-Security-Policy that
 * forbids loading anything), requirements grouped by outcome, every listed finding with its curl
 * line, and filters by severity and requirement that work in any browser without the network.
 */
import type { Finding, Report, RequirementOutcome } from '../generated/report.js';
import { summaryLines } from './pretty.js';
import { curlLines, failsRun, groupsByRequirement, jsonValue, line, methodOf, plural, targetLine, totalOf, viewOf } from './text.js';

/** HTML text and attribute escaping, on text already made visible (no control or bidi character survives). */
function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:0;color:#1d1d1f;background:#fafafa}
header{padding:16px 24px;background:#fff;border-bottom:1px solid #ddd}
h1{font-size:20px;margin:0 0 4px}
.verdict{font-weight:700;padding:2px 8px;border-radius:4px;color:#fff}
.v-pass{background:#1a7f37}.v-fail{background:#cf222e}.v-error{background:#8250df}.v-incomplete{background:#9a6700}
main{padding:8px 24px 32px}
fieldset{border:1px solid #ddd;background:#fff;margin:12px 0;padding:8px 12px}
section>h2{font-size:16px;margin:20px 0 8px}
.req{background:#fff;border:1px solid #ddd;border-radius:6px;margin:8px 0;padding:8px 12px}
.req h3{font-size:14px;margin:0}
.finding{border-top:1px solid #eee;padding:6px 0}
.sev{font-size:12px;font-weight:700;text-transform:uppercase;margin-right:6px}
.sev-error{color:#cf222e}.sev-warning{color:#9a6700}.sev-note{color:#0969da}
pre{background:#f6f8fa;padding:6px 8px;overflow-x:auto;margin:4px 0;white-space:pre-wrap;word-break:break-all}
.muted{color:#666}
.hidden{display:none}
`;

const SCRIPT = `
(function(){
  var boxes=document.querySelectorAll('input[name=severity]');
  var select=document.getElementById('requirement-filter');
  var count=document.getElementById('shown-count');
  function apply(){
    var sev={};boxes.forEach(function(b){sev[b.value]=b.checked;});
    var req=select.value;var shown=0;
    document.querySelectorAll('.finding').forEach(function(f){
      var ok=sev[f.getAttribute('data-severity')]&&(req===''||f.getAttribute('data-requirement')===req);
      f.classList.toggle('hidden',!ok);if(ok)shown++;
    });
    document.querySelectorAll('.req[data-has-findings]').forEach(function(r){
      r.classList.toggle('hidden',!r.querySelector('.finding:not(.hidden)'));
    });
    count.textContent=shown+' shown';
  }
  boxes.forEach(function(b){b.addEventListener('change',apply);});
  select.addEventListener('change',apply);
  apply();
})();
`;

function findingHtml(f: Finding, authenticated: boolean): string {
  const where = /^https?:\/\//i.test(f.url) ? `${methodOf(f)} ${line(f.url)}` : line(f.url);
  const parts = [
    `<div class="finding" data-severity="${f.severity}" data-requirement="${esc(line(f.requirement))}">`,
    `<div><span class="sev sev-${f.severity}">${f.severity}</span>${esc(line(f.message))}${f.baseline ? ` <span class="muted">(${f.baseline})</span>` : ''}</div>`,
    `<div class="muted">${esc(where)}${f.pointer ? ` at <code>${esc(line(f.pointer))}</code>` : ''}</div>`,
  ];
  if (f.expected !== undefined) parts.push(`<div>expected: <code>${esc(jsonValue(f.expected))}</code></div>`);
  if (f.actual !== undefined) parts.push(`<div>actual: <code>${esc(jsonValue(f.actual))}</code></div>`);
  if (f.related?.length) {
    const more = f.relatedOmitted ? `, and ${f.relatedOmitted} more` : '';
    parts.push(`<div class="muted">related: ${f.related.map((u) => esc(line(u, 300))).join(', ')}${more}</div>`);
  }
  const curl = curlLines(f, authenticated);
  if (curl.length) parts.push(`<pre class="curl">${esc(curl.map((c) => line(c, 4000)).join('\n'))}</pre>`);
  parts.push('</div>');
  return parts.join('');
}

export function renderHtml(report: Report): string {
  const authenticated = report.target.authenticated === true;
  const byReq = groupsByRequirement(report);
  const listed = new Map<string, Finding[]>();
  for (const f of report.findings) {
    const l = listed.get(f.requirement);
    if (l) l.push(f);
    else listed.set(f.requirement, [f]);
  }
  const outcomeOf = (r: RequirementOutcome): string => {
    const view = viewOf(byReq, r.id);
    if (view.groups.some((g) => failsRun(report, g.first))) return 'Failed';
    if (r.status === 'failed') return 'Warnings';
    if (totalOf(view) > 0) return 'Notes';
    return r.status === 'passed' ? 'Passed' : r.status === 'skipped' ? 'Skipped' : 'Not applicable';
  };
  const sections = ['Failed', 'Warnings', 'Notes', 'Skipped', 'Not applicable', 'Passed'];
  const body: string[] = [];
  for (const title of sections) {
    const reqs = report.requirements.filter((r) => outcomeOf(r) === title);
    if (reqs.length === 0) continue;
    const id = title.toLowerCase().replace(/ /g, '-');
    body.push(`<section id="${id}"><h2>${title}: ${plural(reqs.length, 'requirement')}</h2>`);
    for (const r of reqs) {
      const view = viewOf(byReq, r.id);
      const findings = listed.get(r.id) ?? [];
      body.push(`<div class="req" data-requirement="${esc(line(r.id))}"${findings.length ? ' data-has-findings' : ''}>`);
      body.push(
        `<h3>${esc(line(r.id))} ${esc(line(r.title))}</h3>` +
          `<div class="muted">${esc(line(r.section))} · ${r.class} · ${r.severity} · ${plural(totalOf(view), 'finding')} · ${plural(r.checks, 'check')}${r.reason ? ` · ${esc(line(r.reason))}` : ''}</div>`,
      );
      for (const f of findings) body.push(findingHtml(f, authenticated));
      const omitted = totalOf(view) - findings.length;
      if (omitted > 0) body.push(`<div class="muted">${plural(omitted, 'more finding')} counted, not listed</div>`);
      body.push('</div>');
    }
    body.push('</section>');
  }
  if (report.kitErrors.length > 0) {
    body.push(`<section id="kit-errors"><h2>Kit errors: ${report.kitErrors.length}</h2>`);
    for (const e of report.kitErrors) body.push(`<div class="req"><b>${esc(line(e.code))}</b> ${esc(line(e.message))}${e.url ? ` <span class="muted">${esc(line(`${e.method ?? 'GET'} ${e.url}`))}</span>` : ''}</div>`);
    body.push('</section>');
  }
  const reqOptions = report.requirements
    .filter((r) => (listed.get(r.id) ?? []).length > 0)
    .map((r) => `<option value="${esc(line(r.id))}">${esc(line(r.id))}</option>`)
    .join('');
  const filters =
    `<fieldset id="filters"><legend>Filter findings</legend>` +
    ['error', 'warning', 'note'].map((s) => `<label><input type="checkbox" name="severity" value="${s}" checked> ${s}</label> `).join('') +
    `<label>requirement <select id="requirement-filter"><option value="">all</option>${reqOptions}</select></label> ` +
    `<span id="shown-count" class="muted"></span></fieldset>`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>stringent: ${esc(report.verdict)} — ${esc(targetLine(report))}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>stringent ${esc(report.tool.version)} <span class="verdict v-${report.verdict}" id="verdict">${esc(report.verdict.toUpperCase())} (exit ${report.exitCode})</span></h1>
<div>target: ${esc(targetLine(report))}</div>
${summaryLines(report).map((l) => `<div class="muted">${esc(l)}</div>`).join('\n')}
</header>
<main>
${filters}
${body.join('\n')}
</main>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
