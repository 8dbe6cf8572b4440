/**
 * The html reporter: one self-contained page to work through. Inline style and script only, each allowed
 * by its hash in a Content-Security-Policy that forbids loading anything; requirements grouped by
 * outcome, one collapsible <details> each, the first three findings shown and the rest behind one more
 * <details>; a search field, filters by severity and requirement; a copy button on every curl line; an
 * anchor on every finding, named from the finding's identity so that a link keeps pointing at it
 * across runs. Everything works from the keyboard and without the network.
 */
import { createHash } from 'node:crypto';
import type { Finding, Report, RequirementOutcome } from '../generated/report.js';
import { findingIdentity } from '../findings/store.js';
import { summaryLines } from './pretty.js';
import { suggestionLines } from './suggestion.js';
import { curlLines, type CurlContext, failsRun, jqLine, groupsByRequirement, jsonValue, line, methodOf, plural, targetLine, totalOf, viewOf } from './text.js';

/** Findings of a requirement shown before its "more" fold. */
export const HTML_SHOWN_PER_REQUIREMENT = 3;

/** HTML text and attribute escaping, on text already made visible (no control or bidi character survives). */
function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const STYLE = `
body{font:14px/1.4 system-ui,sans-serif;margin:0;color:#1d1d1f;background:#fafafa}
header{padding:12px 20px;background:#fff;border-bottom:1px solid #ddd}
h1{font-size:19px;margin:0 0 4px}
.verdict{font-weight:700;padding:2px 8px;border-radius:4px;color:#fff}
.v-pass{background:#1a7f37}.v-fail{background:#cf222e}.v-error{background:#8250df}.v-incomplete{background:#9a6700}
main{padding:4px 20px 24px}
#filters{position:sticky;top:0;z-index:1;border:1px solid #ddd;background:#fff;margin:8px 0;padding:6px 10px;display:flex;flex-wrap:wrap;gap:6px 14px;align-items:center}
#search{font:inherit;padding:3px 6px;min-width:18em}
section>h2{font-size:15px;margin:14px 0 6px}
details.req{background:#fff;border:1px solid #ddd;border-radius:6px;margin:4px 0;padding:4px 10px}
details.req>summary{cursor:pointer;padding:2px 0}
.rid{font-weight:700}
.meta{font-size:12px;color:#666}
.finding{border-top:1px solid #eee;padding:4px 0;scroll-margin-top:56px}
.finding:target{background:#fff8c5}
.sev{font-size:11px;font-weight:700;text-transform:uppercase;margin-right:6px}
.sev-error{color:#cf222e}.sev-warning{color:#9a6700}.sev-note{color:#0969da}
.anchor{color:#999;text-decoration:none;margin-left:6px;font-size:12px}
.anchor:hover,.anchor:focus{color:#0969da;text-decoration:underline}
.ea{font-size:13px}
.repro{display:flex;gap:6px;align-items:flex-start;margin:3px 0}
pre{flex:1;background:#f6f8fa;padding:4px 6px;overflow-x:auto;margin:0;white-space:pre-wrap;word-break:break-all;font-size:12px}
button.copy{font:12px system-ui,sans-serif;padding:2px 8px;cursor:pointer}
details.more>summary{cursor:pointer;color:#0969da;padding:3px 0}
.muted{color:#666}
#suggestion{margin-top:8px;padding:6px 10px;background:#ddf4ff;border:1px solid #54aeff;border-radius:6px}
:focus-visible{outline:2px solid #0969da;outline-offset:1px}
.hidden{display:none}
`;

const SCRIPT = `
(function(){
  var search=document.getElementById('search');
  var boxes=document.querySelectorAll('input[name=severity]');
  var select=document.getElementById('requirement-filter');
  var count=document.getElementById('shown-count');
  var findings=[].slice.call(document.querySelectorAll('.finding'));
  var reqs=[].slice.call(document.querySelectorAll('details.req'));
  var text=new Map();
  findings.forEach(function(f){text.set(f,f.textContent.toLowerCase());});
  reqs.forEach(function(r){text.set(r,r.querySelector('summary').textContent.toLowerCase());});
  function setOpen(d,open){
    if(open&&!d.open){d.open=true;d.setAttribute('data-auto','');}
    else if(!open&&d.hasAttribute('data-auto')){d.open=false;d.removeAttribute('data-auto');}
  }
  function apply(){
    var sev={};boxes.forEach(function(b){sev[b.value]=b.checked;});
    var req=select.value;var words=search.value.toLowerCase().split(/\\s+/).filter(Boolean);
    var narrowed=words.length>0||req!=='';var shown=0;
    function has(s){return words.every(function(w){return s.indexOf(w)>=0;});}
    reqs.forEach(function(r){
      var own=words.length===0||has(text.get(r));
      var inReq=req===''||r.getAttribute('data-requirement')===req;
      var fs=r.querySelectorAll('.finding');var any=false;
      fs.forEach(function(f){
        var ok=inReq&&sev[f.getAttribute('data-severity')]&&(own||has(text.get(f)));
        f.classList.toggle('hidden',!ok);if(ok){shown++;any=true;}
      });
      var more=r.querySelector('details.more');
      if(more){
        var hidden=more.querySelectorAll('.finding:not(.hidden)').length;
        more.classList.toggle('hidden',hidden===0);
        more.querySelector('.more-count').textContent=hidden;
        setOpen(more,narrowed&&hidden>0);
      }
      var visible=fs.length?any:(inReq&&req===''&&own);
      r.classList.toggle('hidden',!visible);
      setOpen(r,narrowed&&any);
    });
    document.querySelectorAll('main>section').forEach(function(s){
      s.classList.toggle('hidden',!s.querySelector('details.req:not(.hidden)')&&s.id!=='kit-errors');
    });
    count.textContent=shown+' shown';
  }
  function reveal(){
    var id=decodeURIComponent(location.hash.slice(1));if(!id)return;
    var el=document.getElementById(id);if(!el)return;
    for(var p=el.parentElement;p;p=p.parentElement){if(p.tagName==='DETAILS')p.open=true;}
    el.scrollIntoView();
  }
  function copy(b){
    var pre=document.getElementById(b.getAttribute('aria-controls'));var s=pre.textContent;
    function done(){b.textContent='Copied';b.setAttribute('data-copied','');setTimeout(function(){b.textContent='Copy';},1500);}
    function fallback(){
      var r=document.createRange();r.selectNodeContents(pre);var sel=getSelection();sel.removeAllRanges();sel.addRange(r);
      try{if(document.execCommand('copy'))done();else b.textContent='Press Ctrl+C';}catch(e){b.textContent='Press Ctrl+C';}
    }
    if(navigator.clipboard&&navigator.clipboard.writeText)navigator.clipboard.writeText(s).then(done,fallback);else fallback();
  }
  search.addEventListener('input',apply);
  search.addEventListener('keydown',function(e){
    if(e.key!=='Enter')return;e.preventDefault();
    var first=document.querySelector('details.req:not(.hidden)>summary');if(first)first.focus();
  });
  boxes.forEach(function(b){b.addEventListener('change',apply);});
  select.addEventListener('change',apply);
  document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('button.copy');if(b)copy(b);});
  window.addEventListener('hashchange',reveal);
  apply();reveal();
})();
`;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64');
}

/** The page's policy: nothing loaded from anywhere; only this page's own style and script run. */
const CSP = `default-src 'none'; style-src 'sha256-${sha256(STYLE)}'; script-src 'sha256-${sha256(SCRIPT)}'; img-src data:; base-uri 'none'; form-action 'none'`;

const RANK = { error: 0, warning: 1, note: 2 } as const;

/**
 * Anchors of the listed findings: `f-` and the first 16 hex digits of the hash of the finding's identity
 * (findingIdentity, the identity baselines and diff compare), so a link names the same finding in the
 * next run; findings that share an identity are told apart by their rank among them (`-2`, `-3`).
 */
export function findingAnchors(findings: readonly Finding[], baseUrl?: string): Map<Finding, string> {
  const out = new Map<Finding, string>();
  const seen = new Map<string, number>();
  for (const f of findings) {
    const base = `f-${createHash('sha256').update(findingIdentity(f, baseUrl)).digest('hex').slice(0, 16)}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    out.set(f, n === 1 ? base : `${base}-${n}`);
  }
  return out;
}

function findingHtml(f: Finding, anchor: string, run: CurlContext): string {
  const where = /^https?:\/\//i.test(f.url) ? `${methodOf(f)} ${line(f.url)}` : line(f.url);
  const parts = [
    `<div class="finding" id="${anchor}" data-severity="${f.severity}" data-requirement="${esc(line(f.requirement))}">`,
    `<div><span class="sev sev-${f.severity}">${f.severity}</span>${esc(line(f.message))}${f.baseline ? ` <span class="muted">(${f.baseline})</span>` : ''}` +
      `<a class="anchor" href="#${anchor}" aria-label="link to this finding">#</a></div>`,
    `<div class="muted">${esc(where)}${f.pointer ? ` at <code>${esc(line(f.pointer))}</code>` : ''}</div>`,
  ];
  const ea: string[] = [];
  if (f.expected !== undefined) ea.push(`expected: <code>${esc(jsonValue(f.expected))}</code>`);
  if (f.actual !== undefined) ea.push(`actual: <code>${esc(jsonValue(f.actual))}</code>`);
  if (ea.length) parts.push(`<div class="ea">${ea.join(' · ')}</div>`);
  if (f.related?.length) {
    const more = f.relatedOmitted ? `, and ${f.relatedOmitted} more` : '';
    parts.push(`<div class="muted">related: ${f.related.map((u) => esc(line(u, 300))).join(', ')}${more}</div>`);
  }
  const curl = curlLines(f, run);
  if (curl.length) {
    parts.push(
      `<div class="repro"><pre class="curl" id="${anchor}-curl">${esc(curl.map((c) => line(c, 4000)).join('\n'))}</pre>` +
        `<button type="button" class="copy" aria-controls="${anchor}-curl" aria-label="copy the curl line">Copy</button></div>`,
    );
  }
  const jq = jqLine(f, run);
  if (jq !== undefined) {
    parts.push(
      `<div class="repro"><pre class="curl" id="${anchor}-jq">${esc(line(jq, 4000))}</pre>` +
        `<button type="button" class="copy" aria-controls="${anchor}-jq" aria-label="copy the jq line">Copy</button></div>`,
    );
  }
  parts.push('</div>');
  return parts.join('');
}

/** The profile the report suggests, as a block under the summary; empty without one. */
function suggestionHtml(report: Report): string {
  const lines = suggestionLines(report);
  if (lines.length === 0) return '';
  return `<div id="suggestion"><b>${esc(lines[0]!)}</b>${lines
    .slice(1)
    .map((l) => `<div>${esc(l.trim())}</div>`)
    .join('')}</div>\n`;
}

export function renderHtml(report: Report): string {
  const byReq = groupsByRequirement(report);
  const anchors = findingAnchors(report.findings, report.target.baseUrl);
  const listed = new Map<string, Finding[]>();
  for (const f of report.findings) {
    const l = listed.get(f.requirement);
    if (l) l.push(f);
    else listed.set(f.requirement, [f]);
  }
  // Worst first within a requirement, report order among equals (Array.prototype.sort is stable).
  for (const l of listed.values()) l.sort((a, b) => RANK[a.severity] - RANK[b.severity]);
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
      const rid = esc(line(r.id));
      // A requirement with findings to work through is open; the others are one line each until opened.
      body.push(`<details class="req" id="req-${rid}" data-requirement="${rid}"${findings.length ? ' open' : ''}>`);
      body.push(
        `<summary><span class="rid">${rid}</span> ${esc(line(r.title))} ` +
          `<span class="meta">${esc(line(r.section))} · ${r.class} · ${r.severity}${r.severitySetBy !== undefined && r.status !== 'skipped' ? ` as set by ${esc(line(r.severitySetBy))}` : ''} · ${plural(totalOf(view), 'finding')} · ${plural(r.checks, 'check')}${r.reason ? ` · ${esc(line(r.reason))}` : ''}</span></summary>`,
      );
      body.push(`<div class="meta">explained by <code>stringent rules ${rid}</code></div>`);
      for (const f of findings.slice(0, HTML_SHOWN_PER_REQUIREMENT)) body.push(findingHtml(f, anchors.get(f)!, report.target));
      const rest = findings.slice(HTML_SHOWN_PER_REQUIREMENT);
      if (rest.length > 0) {
        body.push(`<details class="more"><summary><span class="more-count">${rest.length}</span> more listed</summary>`);
        for (const f of rest) body.push(findingHtml(f, anchors.get(f)!, report.target));
        body.push('</details>');
      }
      const omitted = totalOf(view) - findings.length;
      if (omitted > 0) body.push(`<div class="muted">${plural(omitted, 'more finding')} counted, not listed</div>`);
      body.push('</details>');
    }
    body.push('</section>');
  }
  if (report.kitErrors.length > 0) {
    body.push(`<section id="kit-errors"><h2>Kit errors: ${report.kitErrors.length}</h2>`);
    for (const e of report.kitErrors)
      body.push(
        `<div class="kit-error"><b>${esc(line(e.code))}</b> ${esc(line(e.message))}${e.url ? ` <span class="muted">${esc(line(`${e.method ?? 'GET'} ${e.url}`))}</span>` : ''}</div>`,
      );
    body.push('</section>');
  }
  const reqOptions = report.requirements
    .filter((r) => (listed.get(r.id) ?? []).length > 0)
    .map((r) => `<option value="${esc(line(r.id))}">${esc(line(r.id))}</option>`)
    .join('');
  const filters =
    `<div id="filters" role="search">` +
    `<label>find <input type="search" id="search" placeholder="ID, message, address…" autocomplete="off" aria-describedby="shown-count"></label>` +
    ['error', 'warning', 'note'].map((s) => `<label><input type="checkbox" name="severity" value="${s}" checked> ${s}</label>`).join('') +
    `<label>requirement <select id="requirement-filter"><option value="">all</option>${reqOptions}</select></label>` +
    `<span id="shown-count" class="muted" aria-live="polite"></span></div>`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>stringent: ${esc(report.verdict)} — ${esc(targetLine(report))}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>stringent ${esc(report.tool.version)} <span class="verdict v-${report.verdict}" id="verdict">${esc(report.verdict.toUpperCase())} (exit ${report.exitCode})</span></h1>
<div>target: ${esc(targetLine(report))}</div>
${summaryLines(report)
  .map((l) => `<div class="muted">${esc(l)}</div>`)
  .join('\n')}
${suggestionHtml(report)}</header>
<main>
${filters}
${body.join('\n')}
</main>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
