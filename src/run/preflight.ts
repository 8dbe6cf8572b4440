/**
 * The commonest first mistakes, said in words before they turn into a page of findings:
 *
 * - a base URL without a scheme (`localhost:8088`) or ending in `api/` (the address wlc uses):
 *   refused before any request (E_BAD_OPTION), with the corrected URL;
 * - a component list that answers 404 or a web page: nothing could be checked (E_NO_API), and where
 *   an ancestor of the base URL serves the API, the URL to use instead;
 * - records whose URL fields mostly carry another origin than the base URL (localhost vs 127.0.0.1):
 *   the URL-ABSOLUTE findings that say only that become one finding naming the origin the server
 *   uses; where only some fields do (lock_url alone), those fields and the origin are named instead.
 */
import { BadOptionError, NoApiError } from '../base/errors.js';
import type { Exchange } from '../generated/exchange.js';
import type { Finding } from '../generated/report.js';
import { compareFindings, groupKey, normaliseMessage, type FindingBucket } from '../findings/store.js';

const HOST_PORT = /^(?:localhost|\[[0-9a-f:.]+\]|[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::\d{1,5})?(?:[/?#].*)?$/i;

/**
 * A base URL as typed → its normal form (trailing slash), or a one-line error with the fix.
 * `what` names the option in messages ("base URL", "--web-base-url").
 */
export function parseBaseUrl(value: unknown, what = 'base URL'): URL {
  const text = (typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value)).trim();
  if (text === '') throw new BadOptionError(`the ${what} is missing; give the address api/components/ hangs off, e.g. https://weblate.example.org/`);
  const schemeless = !/^[a-z][a-z0-9+.-]*:\/\//i.test(text) && HOST_PORT.test(text);
  if (schemeless) {
    const rest = text.includes('/') ? text : `${text}/`;
    throw new BadOptionError(`the ${what} ${text} has no scheme; use http://${rest} (or https://${rest} if the server speaks TLS)`);
  }
  let u: URL;
  try {
    u = new URL(text);
  } catch {
    throw new BadOptionError(`the ${what} is not a URL: ${text} (expected e.g. https://weblate.example.org/)`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:')
    throw new BadOptionError(`the ${what} must start with http:// or https://, not ${u.protocol}//: ${text}`);
  if (u.username || u.password) throw new BadOptionError(`the ${what} must not carry credentials; pass a token with --token`);
  if (u.search || u.hash) throw new BadOptionError(`the ${what} must not have a query or fragment; use ${u.origin}${u.pathname}`);
  if (!u.pathname.endsWith('/')) u.pathname += '/';
  if (what === 'base URL' && /\/api\/$/i.test(u.pathname)) {
    const root = new URL(u.pathname.replace(/api\/$/i, ''), u.origin).href;
    throw new BadOptionError(`the base URL ${u.href} ends in api/, but the kit adds api/components/ itself; use ${root}`);
  }
  return u;
}

/** The first answer of the component list and a way to ask the same origin another address. */
export interface NoApiInput {
  baseUrl: string;
  first: Exchange;
  /** GETs an address on the base origin; undefined when it could not be asked. */
  probe(url: string): Promise<Exchange | undefined>;
}

function isHtml(e: Exchange): boolean {
  const type = e.headers['content-type'] ?? '';
  return /html/i.test(type) || /^\s*</.test(e.body ?? '');
}

function isEnvelope(e: Exchange | undefined): boolean {
  if (!e || e.status !== 200 || e.body === undefined) return false;
  try {
    const v: unknown = JSON.parse(e.body);
    return typeof v === 'object' && v !== null && !Array.isArray(v) && 'results' in v && 'count' in v;
  } catch {
    return false;
  }
}

/** Ancestors of the base URL's path, nearest first (`/a/b/` → `/a/`, `/`). */
function ancestors(base: URL): URL[] {
  const out: URL[] = [];
  let path = base.pathname;
  while (path !== '/') {
    path = path.replace(/[^/]+\/$/, '');
    out.push(new URL(path, base.origin));
  }
  return out.slice(0, 4);
}

/**
 * When the component list answered 404, a web page, or nothing JSON at all, there is no API at the
 * base URL: the error to throw (E_BASE_URL with the URL that works, or E_NO_API). Undefined when the
 * answer is an API's answer, however wrong (those are findings).
 */
export async function diagnoseNoApi(input: NoApiInput): Promise<NoApiError | undefined> {
  const { first } = input;
  const html = isHtml(first);
  if (!(first.status === 404 || first.status === 410 || html)) return undefined;
  const base = new URL(input.baseUrl);
  for (const root of ancestors(base)) {
    const e = await input.probe(`${root.href}api/components/`);
    if (isEnvelope(e))
      return new NoApiError(
        `${first.request.url} answered ${first.status}, but ${root.href}api/components/ is the component list; use the base URL ${root.href}`,
      );
  }
  const what = html ? `a web page (${first.status}, ${first.headers['content-type'] ?? 'no Content-Type'})` : `${first.status}`;
  return new NoApiError(
    `${first.request.url} answered ${what}, not the component list, so nothing could be checked; ` +
      `give the address api/components/ hangs off (for Weblate, the site root)`,
  );
}

export interface OriginMismatch {
  /** The base URL the server's records are built on. */
  serverBase: string;
  /** How many URL-ABSOLUTE findings it explains. */
  count: number;
}

/** Where the findings on one other origin are, by field: list elements, instance records and statistics items. */
interface FieldCounts {
  element: number;
  instance: number;
  item: number;
}

/** The field a pointer names, relative to its record: `/results/3/project/web_url` → `project.web_url`, `/addons/0` → `addons[]`. */
function fieldOf(pointer: string): { field: string; element: boolean } {
  const tokens = pointer
    .split('/')
    .slice(1)
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
  const element = tokens[0] === 'results' && /^\d+$/.test(tokens[1] ?? '');
  const rest = element ? tokens.slice(2) : tokens;
  let field = '';
  for (const t of rest) field = /^\d+$/.test(t) ? `${field}[]` : field === '' ? t : `${field}.${t}`;
  return { field: field || 'the address', element };
}

function isStatistics(url: string): boolean {
  try {
    return /\/statistics\/$/.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/**
 * Counts the URL-ABSOLUTE findings as the rules report them, by the origin (with the base URL's path)
 * their address starts with, and names the part of its group each finding is kept in: a finding on
 * another origin is kept apart by that origin, so that all of them can be taken out after the run
 * with exact counts (see collapseOriginMismatch). Memory: per origin, one count, one finding and the
 * counts of each field that points there.
 */
export class OriginCounter {
  private readonly base: URL;
  /** URL-ABSOLUTE findings reported. */
  total = 0;
  /** Per origin (with the base URL's path): how many, the first in the total order, and by which field. */
  readonly byOrigin = new Map<string, { count: number; first: Finding; fields: Map<string, FieldCounts>; api: number }>();

  constructor(baseUrl: string) {
    this.base = new URL(baseUrl);
  }

  /** The part of its group a finding belongs to: its other origin for a URL-ABSOLUTE finding on one, else ''. */
  part(f: Finding): string {
    if (f.requirement !== 'URL-ABSOLUTE') return '';
    this.total++;
    // Checked first: building an address must not throw.
    const actual = String(f.actual);
    if (!URL.canParse(actual)) return '';
    const u = new URL(actual);
    if (u.origin === this.base.origin || !/^https?:$/.test(u.protocol) || !u.pathname.startsWith(this.base.pathname)) return '';
    const key = `${u.origin}${this.base.pathname}`;
    let seen = this.byOrigin.get(key);
    if (!seen) this.byOrigin.set(key, (seen = { count: 0, first: f, fields: new Map(), api: 0 }));
    seen.count++;
    if (compareFindings(f, seen.first) < 0) seen.first = f;
    const { field, element } = fieldOf(f.pointer);
    let counts = seen.fields.get(field);
    if (!counts) seen.fields.set(field, (counts = { element: 0, instance: 0, item: 0 }));
    const item = isStatistics(f.url);
    if (item) counts.item++;
    else if (element) counts.element++;
    else counts.instance++;
    if (!(/(^|\.)web_url$/.test(field) || (item && (field === 'url' || field === 'translate_url')))) seen.api++;
    return key;
  }

  /**
   * The origin the server believes it lives at: when most URL fields checked (more than half of
   * `checks`, the URL-ABSOLUTE evaluations) point at that one other origin, and it holds nearly every
   * URL-ABSOLUTE finding (at least 90% of them, and more than one), API addresses among them. A few
   * fields on another origin (lock_url alone, say) are those fields' departure, and web pages alone
   * on another origin a web base of their own, not a wrong base URL: see fieldsElsewhere.
   */
  mismatch(checks: number): (OriginMismatch & { first: Finding }) | undefined {
    if (this.total < 2) return undefined;
    let best: [string, { count: number; first: Finding }] | undefined;
    for (const e of this.byOrigin) if (e[1].api > 0 && (!best || e[1].count > best[1].count)) best = e;
    if (!best || best[1].count < 2 || best[1].count < this.total * 0.9 || best[1].count * 2 <= checks) return undefined;
    return { serverBase: best[0], count: best[1].count, first: best[1].first };
  }

  /**
   * The fields that point at another origin, in words, one line per origin, the commonest fields
   * first: `lock_url on 28 of 28 components points at http://localhost:8000/, …`, for each origin
   * that fewer than half of the `checks` URL fields point at (more is a mismatch of the base URL),
   * or that only web pages point at: then the line suggests --web-base-url with that origin.
   * `components` is how many components the run checked (the "of" is left out without it).
   */
  fieldsElsewhere(checks: number, components?: number): string[] {
    const lines: string[] = [];
    const few = [...this.byOrigin].filter(([, o]) => o.count * 2 <= checks || o.api === 0);
    for (const [origin, { fields, api }] of few.sort((a, b) => b[1].count - a[1].count || (a[0] < b[0] ? -1 : 1))) {
      const parts = [...fields]
        .map(([field, c]) => {
          const records = Math.max(c.element, c.instance);
          const on =
            records > 0
              ? `${records}${components !== undefined && components >= records ? ` of ${components}` : ''} component${records === 1 && components === undefined ? '' : 's'}`
              : `${c.item} statistics item${c.item === 1 ? '' : 's'}`;
          return { text: `${field} on ${on}`, weight: records + c.item };
        })
        .sort((a, b) => b.weight - a.weight || (a.text < b.text ? -1 : 1));
      const shown = parts.slice(0, 4).map((p) => p.text);
      if (parts.length > 4) shown.push(`${parts.length - 4} more field${parts.length - 4 === 1 ? '' : 's'}`);
      const where = `${shown.join(', ')} ${shown.length === 1 && !shown[0]!.includes(' more ') ? 'points' : 'point'} at ${origin}, not at the base URL ${this.base.href} (URL-ABSOLUTE)`;
      lines.push(
        api === 0
          ? `${where}; only web pages do: if they live there, say so with --web-base-url ${origin}`
          : `${where}; most addresses start with the base URL, so these fields depart, not the base URL`,
      );
    }
    return lines;
  }
}

/**
 * When most URL fields point at one other origin with the base URL's path, the server believes it
 * lives at that origin (a proxy, or localhost vs 127.0.0.1). Those findings (the groups' parts the
 * counter kept them in) become one that says so, passed through `transform` as every finding was;
 * the rest stay. `checks` is how many URL fields were judged (URL-ABSOLUTE's evaluations). Returns
 * the new groups.
 */
export function collapseOriginMismatch(
  baseUrl: string,
  groups: FindingBucket[],
  counter: OriginCounter,
  checks: number,
  transform: (f: Finding) => Finding | undefined = (f) => f,
): { groups: FindingBucket[]; mismatch?: OriginMismatch } {
  const found = counter.mismatch(checks);
  if (!found) return { groups };
  const { serverBase, count, first } = found;
  const base = new URL(baseUrl);
  const one = transform({
    requirement: 'URL-ABSOLUTE',
    severity: first.severity,
    url: first.url,
    pointer: first.pointer,
    message:
      `${count} addresses start with ${serverBase} instead of the base URL ${base.href}: the server believes it lives at ${serverBase}; ` +
      `if that is the same deployment, run again with that base URL (stringent check ${serverBase})`,
    expected: `${base.href}…`,
    actual: String(first.actual),
  });
  const removed = groups.filter((g) => g.requirement === 'URL-ABSOLUTE' && g.part === serverBase);
  const out = groups.filter((g) => !removed.includes(g));
  if (one) {
    // With a baseline, the findings it stands for were marked one by one: it is new when any of them is.
    const states = removed.flatMap((g) => g.kept.map((f) => f.baseline));
    if (states.includes('new')) one.baseline = 'new';
    else if (states.includes('unchanged')) one.baseline = 'unchanged';
    out.push({
      key: groupKey(one),
      requirement: one.requirement,
      severity: one.severity,
      message: normaliseMessage(one.message),
      part: '',
      ...(one.baseline !== undefined ? { baseline: one.baseline } : {}),
      count: 1,
      kept: [one],
    });
  }
  return { groups: out, mismatch: { serverBase, count } };
}
