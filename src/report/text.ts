/** Words and small formatting helpers shared by the text reporters (pretty, junit, tap). */
import type { Finding, Report, RequirementOutcome } from '../generated/report.js';
import { isRequirementId, requirement } from '../requirements.js';
import { MASK } from './sanitize.js';

/** Longest JSON text of an expected/actual value before it is cut. */
export const VALUE_LIMIT = 120;
/** Longest message, URL or reason before it is cut. */
export const TEXT_LIMIT = 500;

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function truncate(text: string, limit: number): string {
  const chars = Array.from(text);
  return chars.length <= limit ? text : chars.slice(0, limit - 1).join('') + '…';
}

/** Control characters as visible escapes, so that text from the target cannot drive a terminal or break a line. */
export function visible(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => {
    if (c === '\n') return '\\n';
    if (c === '\r') return '\\r';
    if (c === '\t') return '\\t';
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/** A value as one line of JSON, cut to a readable length. */
export function jsonValue(value: unknown, limit = VALUE_LIMIT): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return truncate(visible(text), limit);
}

/** One line of text from the target or a rule: visible and cut. */
export function line(text: string, limit = TEXT_LIMIT): string {
  return truncate(visible(text), limit);
}

export function methodOf(f: { method?: string }): string {
  return (f.method ?? 'GET').toUpperCase();
}

/** POSIX shell single-quoting. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** A curl command reproducing the request of a finding; undefined when its address is not an http(s) URL. */
export function curlCommand(f: Pick<Finding, 'url' | 'method'>, authenticated: boolean): string | undefined {
  if (!/^https?:\/\//i.test(f.url)) return undefined;
  const url = f.url.replace(/[\u0000-\u0020\u007f-\u009f]/g, (c) => encodeURIComponent(c));
  const method = methodOf(f);
  const parts = ['curl', '-sS'];
  if (method === 'HEAD') parts.push('-I');
  else if (method !== 'GET') parts.push('-X', /^[A-Z]+$/.test(method) ? method : shellQuote(method));
  if (authenticated) parts.push('-H', shellQuote(`Authorization: Token ${MASK}`));
  parts.push(shellQuote(url));
  return parts.join(' ');
}

/** Family of a requirement from the catalogue, or its section for an ID the catalogue does not know. */
export function familyOf(r: Pick<RequirementOutcome, 'id' | 'section'>): string {
  return isRequirementId(r.id) ? requirement(r.id).family : r.section;
}

/** Findings of each requirement, in report order. */
export function findingsByRequirement(report: Report): Map<string, Finding[]> {
  const map = new Map<string, Finding[]>();
  for (const f of report.findings) {
    const list = map.get(f.requirement);
    if (list) list.push(f);
    else map.set(f.requirement, [f]);
  }
  return map;
}

const RANK = { error: 0, warning: 1, note: 2 } as const;

/** Findings with the same severity and message, shown once with the count of the others. */
export interface FindingGroup {
  first: Finding;
  count: number;
  /** Distinct addresses among the others, not counting the first finding's. */
  otherUrls: number;
}

/** Groups findings by severity and message; errors before warnings before notes, then report order. */
export function groupFindings(findings: readonly Finding[]): FindingGroup[] {
  const groups = new Map<string, { first: Finding; count: number; urls: Set<string> }>();
  for (const f of findings) {
    const key = `${f.severity}\u0000${f.message}`;
    const g = groups.get(key);
    if (g) {
      g.count++;
      if (f.url !== g.first.url) g.urls.add(f.url);
    } else groups.set(key, { first: f, count: 1, urls: new Set() });
  }
  return [...groups.values()]
    .map((g, i) => ({ g, i }))
    .sort((a, b) => RANK[a.g.first.severity] - RANK[b.g.first.severity] || a.i - b.i)
    .map(({ g }) => ({ first: g.first, count: g.count, otherUrls: g.urls.size }));
}

/** "same on 214 more addresses" and the like; undefined for a group of one. */
export function sameLine(g: FindingGroup): string | undefined {
  const more = g.count - 1;
  if (more === 0) return undefined;
  if (g.otherUrls === more) return `same on ${plural(more, 'more address', 'more addresses')}`;
  return `same ${plural(more, 'more time')}${g.otherUrls > 0 ? ` (${plural(g.otherUrls, 'other address', 'other addresses')})` : ''}`;
}

/** Severity counts of a list of findings, e.g. "2 errors, 1 note". */
export function severityCounts(findings: readonly Finding[]): string {
  const c = { error: 0, warning: 0, note: 0 };
  for (const f of findings) c[f.severity]++;
  const parts: string[] = [];
  if (c.error) parts.push(plural(c.error, 'error'));
  if (c.warning) parts.push(plural(c.warning, 'warning'));
  if (c.note) parts.push(plural(c.note, 'note'));
  return parts.join(', ');
}

/** Duration as people read it: "350 ms", "12.4 s", "3 min 5 s". */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${s % 60} s`;
}

/** What was checked, in one line. */
export function targetLine(report: Report): string {
  const t = report.target;
  const parts: string[] = [];
  if (t.baseUrl !== undefined) parts.push(line(t.baseUrl));
  if (t.files !== undefined) {
    const shown = t.files.slice(0, 5).map((f) => line(f, 200));
    const more = t.files.length - shown.length;
    parts.push(`${plural(t.files.length, 'file')}${shown.length ? `: ${shown.join(', ')}` : ''}${more > 0 ? `, and ${more} more` : ''}`);
  }
  if (parts.length === 0) parts.push('(not named)');
  return parts.join('; ') + (t.authenticated ? ' (authenticated; the token is not shown)' : '');
}
