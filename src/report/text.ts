/** Words and small formatting helpers shared by the text reporters (pretty, junit, tap). */
import type { Finding, Report, RequirementOutcome } from '../generated/report.js';
import { findingCode, isRequirementId, requirement } from '../catalogue/requirements.js';
import { SEEN_BY } from '../catalogue/record.js';
import { groupKey } from '../findings/identity.js';

/** Longest JSON text of an expected/actual value before it is cut. */
export const VALUE_LIMIT = 120;
/** Longest message, URL or reason before it is cut. */
export const TEXT_LIMIT = 500;

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * Text cut to about `limit` characters, never inside a surrogate pair, ending "… (N bytes)" with the
 * size of the whole text in UTF-8 when anything was cut.
 */
export function truncate(text: string, limit: number): string {
  if (text.length <= limit) return text;
  let end = Math.max(0, limit - 1);
  const c = text.charCodeAt(end - 1);
  if (c >= 0xd800 && c <= 0xdbff) end--;
  return `${text.slice(0, end)}… (${Buffer.byteLength(text, 'utf8')} bytes)`;
}

// C0 and C1 controls, DEL, line and paragraph separators, bidi embeddings, overrides, isolates and
// marks, zero-width and BOM characters, and unpaired surrogates: none reaches a reader as itself.
const INVISIBLE =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\ufff9-\ufffb]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Control, bidi and invisible characters as visible escapes, so that text from the target cannot drive a terminal, reorder a line or break it. */
export function visible(text: string): string {
  return text.replace(INVISIBLE, (c) => {
    if (c === '\n') return '\\n';
    if (c === '\r') return '\\r';
    if (c === '\t') return '\\t';
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/**
 * JSON text of a value, stopping once it passes `limit` characters: iterative, so a value nested
 * 100,000 deep or holding megabytes of text costs no more than the part shown.
 */
export function boundedJson(value: unknown, limit: number): { text: string; cut: boolean } {
  let out = '';
  type Frame = { kind: 'arr'; items: unknown[]; i: number } | { kind: 'obj'; entries: [string, unknown][]; i: number };
  const stack: Frame[] = [];
  const scalar = (v: unknown): string => {
    if (typeof v === 'string') return JSON.stringify(v.length > limit ? v.slice(0, limit + 1) : v);
    if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'null';
    if (typeof v === 'boolean') return String(v);
    if (v === null) return 'null';
    if (typeof v === 'bigint') return String(v);
    return 'null';
  };
  const open = (v: unknown): void => {
    if (Array.isArray(v)) {
      out += '[';
      stack.push({ kind: 'arr', items: v, i: 0 });
    } else if (v !== null && typeof v === 'object') {
      out += '{';
      stack.push({ kind: 'obj', entries: Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined), i: 0 });
    } else out += scalar(v);
  };
  open(value);
  while (stack.length > 0 && out.length <= limit) {
    const top = stack[stack.length - 1]!;
    if (top.kind === 'arr') {
      if (top.i >= top.items.length) {
        out += ']';
        stack.pop();
        continue;
      }
      if (top.i > 0) out += ',';
      open(top.items[top.i++]);
    } else {
      if (top.i >= top.entries.length) {
        out += '}';
        stack.pop();
        continue;
      }
      if (top.i > 0) out += ',';
      const [k, v] = top.entries[top.i++]!;
      out += `${JSON.stringify(k)}:`;
      open(v);
    }
  }
  return out.length > limit || stack.length > 0 ? { text: out.slice(0, limit), cut: true } : { text: out, cut: false };
}

/** A value as one line of JSON, cut to a readable length. */
export function jsonValue(value: unknown, limit = VALUE_LIMIT): string {
  if (value === undefined) return 'undefined';
  const { text, cut } = boundedJson(value, limit);
  return cut ? `${visible(text).slice(0, limit - 1)}…` : truncate(visible(text), limit);
}

/** One line of text from the target or a rule: visible and cut (megabytes cost only the part shown). */
export function line(text: string, limit = TEXT_LIMIT): string {
  if (text.length <= limit) return truncate(visible(text), limit);
  let end = Math.max(0, limit - 1);
  const c = text.charCodeAt(end - 1);
  if (c >= 0xd800 && c <= 0xdbff) end--;
  return `${visible(text.slice(0, end))}… (${Buffer.byteLength(text, 'utf8')} bytes)`;
}

/**
 * Why a run is incomplete, one entry per cause: its kit errors (budget, rate limit, deadline, an
 * unreadable answer …), and a stop by a signal. Every format shows each as an error, so that an
 * incomplete run can never look like a pass, whatever stopped it.
 */
export function incompleteCauses(report: Pick<Report, 'kitErrors' | 'interrupted'>): { code: string; message: string; url?: string; method?: string }[] {
  const causes: { code: string; message: string; url?: string; method?: string }[] = [...report.kitErrors];
  if (report.interrupted !== undefined)
    causes.push({ code: report.interrupted, message: `stopped by ${report.interrupted}; the report holds what was seen until then` });
  return causes;
}

export function methodOf(f: { method?: string }): string {
  return (f.method ?? 'GET').toUpperCase();
}

/** POSIX shell single-quoting. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** What a reader types for the token in a reproducer: the variable, never the value. */
export const TOKEN_VARIABLE = '$STRINGENT_TOKEN';

/** The body the kit sends with its write probes (POST, PUT, PATCH, DELETE without credentials; see src/crawl/crawler.ts). */
export const WRITE_PROBE_BODY = '{}';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The shell variable a credential-like --header's value is read from in a reproducer: STRINGENT_HEADER_X_API_KEY. */
export function headerVariable(name: string): string {
  return `STRINGENT_HEADER_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

/** What a reproducer needs of the run: whether a token was sent, and the extra headers (--header). */
export type CurlContext = Pick<Report['target'], 'authenticated' | 'headers'>;

/**
 * Lines of shell reproducing the request of a finding, or none when its address is not an http(s)
 * URL. Reads (GET, HEAD, OPTIONS) are ready to run, with the headers the kit sent: Accept,
 * compression, every --header (a credential-like one as "$STRINGENT_HEADER_<NAME>"), and the token as
 * "$STRINGENT_TOKEN" when the run was authenticated. A write probe is shown as what was sent (method,
 * header, exact body, no credentials), commented out behind a warning: it is never a line to paste
 * against a deployment. Where the finding's code says one answer does not show it (seen across several
 * answers, drift, or bytes curl discards), a comment line before the request says how to see it.
 */
export function curlLines(f: Pick<Finding, 'url' | 'method'> & Partial<Pick<Finding, 'requirement' | 'code'>>, run: boolean | CurlContext): string[] {
  const lines = requestLines(f, run);
  const seen = f.requirement !== undefined && f.code !== undefined ? findingCode(f.requirement, f.code)?.seen : undefined;
  return seen && lines.length > 0 ? [`# ${SEEN_BY[seen.by]}: ${seen.how}`, ...lines] : lines;
}

function requestLines(f: Pick<Finding, 'url' | 'method'>, run: boolean | CurlContext, bodyOnly = false): string[] {
  const ctx: CurlContext = typeof run === 'boolean' ? { authenticated: run } : run;
  const authenticated = ctx.authenticated === true;
  const given = ctx.headers ?? [];
  const has = (name: string) => given.some((h) => h.name.toLowerCase() === name);
  if (!/^https?:\/\//i.test(f.url)) return [];
  // Spaces, controls, bidi and invisible characters percent-encoded: the line shows and pastes as it reads.
  const url = f.url.replace(INVISIBLE, (c) => (c.length === 1 && c >= '\ud800' && c <= '\udfff' ? '%EF%BF%BD' : encodeURIComponent(c))).replace(/ /g, '%20');
  const method = methodOf(f);
  const m = /^[A-Z]+$/.test(method) ? method : shellQuote(method);
  if (!SAFE_METHODS.has(method)) {
    return [
      `# write probe as sent, without credentials; do not run it against a deployment you care about:`,
      `# curl -sS -X ${m} -H 'Content-Type: application/json' --data-raw ${shellQuote(WRITE_PROBE_BODY)} ${shellQuote(url)}`,
    ];
  }
  // What the kit sent (src/crawl/http.ts requestHeaders): Accept, compression, the token as a variable;
  // -i/-I so the status and headers a finding is about are shown.
  const parts = ['curl', '-sS'];
  if (bodyOnly) {
    if (method !== 'GET') parts.push('-X', m);
  } else if (method === 'HEAD') parts.push('-I');
  else if (method === 'GET') parts.push('-i');
  else parts.push('-X', m, '-i');
  // A --header of the same name replaces the kit's own, as it did on the wire.
  if (!has('accept')) parts.push('-H', shellQuote('Accept: application/json'));
  if (!has('accept-encoding')) parts.push('--compressed');
  for (const h of given) {
    if (h.value !== undefined) parts.push('-H', shellQuote(`${h.name}: ${h.value}`));
    else parts.push('-H', `${shellQuote(`${h.name}: `)}"$${headerVariable(h.name)}"`);
  }
  if (authenticated) parts.push('-H', `"Authorization: Token ${TOKEN_VARIABLE}"`);
  parts.push(shellQuote(url));
  return [parts.join(' ')];
}

/**
 * The jq filter to the value a JSON pointer names: `/results/10/translated_words_percent` →
 * `.results[10].translated_words_percent`; a token of digits is an array index, a key that is no
 * identifier is quoted (`.["a b"]`).
 */
export function jqFilter(pointer: string): string {
  if (pointer === '') return '.';
  const tokens = pointer
    .split('/')
    .slice(1)
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
  let out = '';
  for (const token of tokens) {
    if (/^(0|[1-9]\d*)$/.test(token)) out += `[${token}]`;
    else if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(token)) out += `.${token}`;
    else out += `[${JSON.stringify(token)}]`;
  }
  return out.startsWith('[') ? `.${out}` : out;
}

/**
 * For a finding in a body (a GET answer, a pointer into it): a line of shell that fetches the body
 * alone, with the headers the kit sent, and shows the value at the pointer with jq. Undefined for any
 * other finding.
 */
export function jqLine(f: Pick<Finding, 'url' | 'method' | 'pointer'>, run: boolean | CurlContext): string | undefined {
  if (f.pointer === '' || methodOf(f) !== 'GET') return undefined;
  const [request] = requestLines(f, run, true);
  if (request === undefined) return undefined;
  return `${request} | jq ${shellQuote(jqFilter(f.pointer))}`;
}

/** The reproducer in one line (the HTML and SARIF reports); see curlLines. */
export function curlCommand(
  f: Pick<Finding, 'url' | 'method'> & Partial<Pick<Finding, 'requirement' | 'code'>>,
  run: boolean | CurlContext,
): string | undefined {
  const lines = curlLines(f, run);
  return lines.length ? lines.join('\n') : undefined;
}

/** Family of a requirement from the catalogue, or its section for an ID the catalogue does not know. */
export function familyOf(r: Pick<RequirementOutcome, 'id' | 'section'>): string {
  return isRequirementId(r.id) ? requirement(r.id).family : r.section;
}

const RANK = { error: 0, warning: 1, note: 2 } as const;

/** Listed findings of one group (requirement, severity, code and identifying args; see groupKey), shown once with their count. */
export interface FindingGroup {
  severity: Finding['severity'];
  /** The first finding of the group in report order: it stands for the group. */
  first: Finding;
  /** Listed findings with this severity and message. */
  count: number;
  /** Distinct addresses among the others, not counting the first finding's. */
  otherUrls: number;
}

type Severity = Finding['severity'];

/** A requirement's listed findings in groups, and how many findings of each severity the report counts but does not list. */
export interface RequirementView {
  groups: FindingGroup[];
  unlisted: Record<Severity, number>;
}

const NONE = (): Record<Severity, number> => ({ error: 0, warning: 0, note: 0 });

/**
 * The findings of each requirement: groups (see groupKey), errors before warnings
 * before notes, then in report order of their first finding; and, from report.groups, the exact count
 * of findings left out of the list.
 */
export function groupsByRequirement(report: Report): Map<string, RequirementView> {
  const out = new Map<string, RequirementView>();
  const view = (id: string): RequirementView => {
    let v = out.get(id);
    if (!v) out.set(id, (v = { groups: [], unlisted: NONE() }));
    return v;
  };
  const byKey = new Map<string, FindingGroup>();
  const urls = new Map<FindingGroup, Set<string>>();
  const listed = new Map<string, number>();
  for (const f of report.findings) {
    // A coded finding by its code and identifying args; one without a code (none in the catalogue yet) by its words.
    const key = f.code !== undefined ? groupKey(f) : `${f.requirement}\u0000${f.severity}\u0000${f.message}`;
    listed.set(`${f.requirement}\u0000${f.severity}`, (listed.get(`${f.requirement}\u0000${f.severity}`) ?? 0) + 1);
    const g = byKey.get(key);
    if (g) {
      g.count++;
      if (f.url !== g.first.url) {
        const seen = urls.get(g) ?? new Set<string>();
        seen.add(f.url);
        urls.set(g, seen);
        g.otherUrls = seen.size;
      }
      continue;
    }
    const group: FindingGroup = { severity: f.severity, first: f, count: 1, otherUrls: 0 };
    byKey.set(key, group);
    view(f.requirement).groups.push(group);
  }
  const counted = new Map<string, number>();
  for (const g of report.groups ?? []) counted.set(`${g.requirement}\u0000${g.severity}`, (counted.get(`${g.requirement}\u0000${g.severity}`) ?? 0) + g.count);
  for (const [k, n] of counted) {
    const [id, severity] = k.split('\u0000') as [string, Severity];
    const more = n - (listed.get(k) ?? 0);
    if (more > 0) view(id).unlisted[severity] += more;
  }
  for (const v of out.values()) {
    const order = new Map(v.groups.map((g, i) => [g, i]));
    v.groups.sort((a, b) => RANK[a.severity] - RANK[b.severity] || order.get(a)! - order.get(b)!);
  }
  return out;
}

/** A requirement's view, empty when it has no finding. */
export function viewOf(views: Map<string, RequirementView>, id: string): RequirementView {
  return views.get(id) ?? { groups: [], unlisted: NONE() };
}

/** The part of a requirement's findings with some severities. */
export function part(v: RequirementView | undefined, keep: (s: Severity) => boolean): RequirementView {
  if (!v) return { groups: [], unlisted: NONE() };
  const unlisted = NONE();
  for (const s of ['error', 'warning', 'note'] as const) if (keep(s)) unlisted[s] = v.unlisted[s];
  return { groups: v.groups.filter((g) => keep(g.severity)), unlisted };
}

/** Every finding of a view, listed or not. */
export function totalOf(v: RequirementView | undefined): number {
  if (!v) return 0;
  return countOf(v.groups) + v.unlisted.error + v.unlisted.warning + v.unlisted.note;
}

/** Whether a finding counts toward exit status 1: at or above --fail-on and, with a baseline, new. */
export function failsRun(report: Pick<Report, 'failOn' | 'baseline'>, f: Pick<Finding, 'severity' | 'baseline'>): boolean {
  const failOn = report.failOn ?? 'error';
  if (report.baseline && f.baseline === 'unchanged') return false;
  return f.severity === 'error' ? failOn !== 'never' : f.severity === 'warning' && failOn === 'warning';
}

/** Findings in a list of groups. */
export function countOf(groups: readonly FindingGroup[]): number {
  return groups.reduce((n, g) => n + g.count, 0);
}

/** "same on 214 more addresses" and the like; undefined for a group of one. */
export function sameLine(g: FindingGroup): string | undefined {
  const more = g.count - 1;
  if (more === 0) return undefined;
  if (g.otherUrls === more) return `same on ${plural(more, 'more address', 'more addresses')}`;
  return `same ${plural(more, 'more time')}${g.otherUrls > 0 ? ` (${plural(g.otherUrls, 'other address', 'other addresses')})` : ''}`;
}

/** Severity counts of a requirement's findings, e.g. "2 errors, 1 note". */
export function groupSeverityCounts(v: RequirementView): string {
  const c = { ...v.unlisted };
  for (const g of v.groups) c[g.severity] += g.count;
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
