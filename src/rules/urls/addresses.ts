/**
 * URL-valued fields (§1, §2.2–2.5), shared by the URL rules: the bases addresses must start with
 * (the API base, or the web base for pages meant for people), and how a path is compared with its
 * shape. Paths are compared segment by segment after percent-decoding, relative to the base URL's
 * path (a base may carry a prefix such as /weblate/).
 *
 * Without a base URL (validate without --base-url: UNKNOWN_BASE_URL) URL-ABSOLUTE is skipped, and a path shape
 * is accepted under any prefix: the path must end with the expected segments.
 */
import { isObject, type JsonObject } from '../../base/json.js';
import { normalPercent, plainUnder, sameOriginAsWritten, splitAddress } from '../../base/address.js';
import { hasPrefix } from '../../base/text.js';
import { memo } from '../common/memo.js';
import { escapeToken, pointer } from '../common/pointer.js';
import { isCrawlDocument, type DocumentView, type ItemView, type ResolvedOptions, type RuleContext } from '../common/types.js';
import type { RequirementId } from '../../catalogue/requirements.js';

/** Where an address must live: the API base, or the web base for pages meant for people. */
export type Place = 'api' | 'web';

/** One expected path segment: a literal, or any non-empty segment. */
export type Segment = string | typeof ANY;
export const ANY = Symbol('any segment');

/**
 * The base URL validate passes when the user named none: a reserved name (RFC 2606 .invalid) that
 * tells these rules there is no base to compare addresses with.
 */
export const UNKNOWN_BASE_URL = 'http://unknown-base.invalid/';

export function absoluteBase(base: string): URL | undefined {
  try {
    const u = new URL(base);
    if (u.href === UNKNOWN_BASE_URL) return undefined;
    return u.protocol === 'http:' || u.protocol === 'https:' ? u : undefined;
  } catch {
    return undefined;
  }
}

function decode(s: string): string {
  if (!s.includes('%')) return s;
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

const SLASH = 0x2f;

/** Whether `value` is exactly `head + segment + '/'`, without building that string. */
export function isAddress(value: unknown, head: string, segment: string): boolean {
  const n = head.length + segment.length;
  return (
    typeof value === 'string' && value.length === n + 1 && value.charCodeAt(n) === SLASH && value.startsWith(segment, head.length) && hasPrefix(value, head)
  );
}

/**
 * Whether the text from `from` on is the segments, each followed by '/', and nothing more (a literal
 * segment compared percent-decoded, ANY any non-empty one): read in place, since every address of
 * every component record is compared so.
 */
function segmentsFrom(text: string, from: number, segments: readonly Segment[]): boolean {
  let at = from;
  // Where the next '%' stands (text.length when none): found once, not searched for in each segment.
  let percent = text.indexOf('%', from);
  if (percent < 0) percent = text.length;
  for (const s of segments) {
    const end = text.indexOf('/', at);
    if (end < 0) return false;
    if (percent < at) {
      percent = text.indexOf('%', at);
      if (percent < 0) percent = text.length;
    }
    if (s === ANY) {
      if (end === at) return false;
    } else if (percent < end) {
      if (decode(text.slice(at, end)) !== s) return false;
    } else if (end - at !== s.length || !text.startsWith(s, at)) return false;
    at = end + 1;
  }
  return at === text.length;
}

/** Where the last `parts` parts of `text` split at '/' begin; -1 when it has fewer. */
function lastParts(text: string, parts: number): number {
  let end = text.length;
  for (let k = 0; k < parts; k++) {
    const at = end > 0 ? text.lastIndexOf('/', end - 1) : -1;
    // k slashes: k + 1 parts, all of the text.
    if (at < 0) return k === parts - 1 ? 0 : -1;
    end = at;
  }
  return end + 1;
}

/** Characters encodeURIComponent leaves as they are (it leaves ! ~ * ' ( ) too: a code with one takes the slower way). */
const SEGMENT = new Uint8Array(128);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._') SEGMENT[c.charCodeAt(0)] = 1;

/** Whether `text` is non-empty and `encodeSegment(text)` is `text` (known without encoding it). */
function ownSegment(text: string): boolean {
  const n = text.length;
  if (n === 0) return false;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128 || SEGMENT[c] === 0) return false;
  }
  return true;
}

/** The field a pointer ends at, an array element named by its array (`/addons/0` → `addons[0]`). */
export function fieldName(ptr: string): string {
  const parts = ptr.split('/').slice(1);
  const last = parts.pop() ?? '';
  return /^\d+$/.test(last) && parts.length > 0 ? `${parts[parts.length - 1]}[${last}]` : last;
}

/** encodeURIComponent that cannot throw: an unpaired surrogate (valid in JSON, not in a URL) becomes U+FFFD first. */
export function encodeSegment(text: string): string {
  return encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
}

export function show(segments: readonly Segment[]): string {
  return segments.map((s) => (s === ANY ? '*' : encodeSegment(s))).join('/') + '/';
}

/** The common case, a conformant statistics item: one string comparison per address. */
interface StatisticsPrefixes {
  projects: string;
  translate: string;
}

/** An item of the crawl whose addresses the URL rules judge. */
export type UrlItem =
  | { kind: 'component'; value: JsonObject; url: string; pointer: string }
  /** A statistics item whose two addresses (url and translate_url) are exactly where they belong. */
  | typeof PLAIN_STATISTICS_ITEM
  | {
      kind: 'statistics';
      plain: false;
      value: JsonObject;
      url: string;
      pointer: string;
      /** Project and component of the list, when its address tells. */
      project: string | undefined;
      component: string | undefined;
    };

/**
 * What every statistics item with plain addresses is to the URL rules: there is nothing more to
 * read of it, so one object stands for all of them (most items of a crawl) rather than one each.
 */
const PLAIN_STATISTICS_ITEM: { readonly kind: 'statistics'; readonly plain: true } = Object.freeze({ kind: 'statistics', plain: true });

/** How many plain addresses of each base are remembered (Addresses.isPlainUnder): a few records' worth. */
const PLAIN_KEPT = 256;

export class Addresses {
  readonly bases: Record<Place, URL | undefined>;
  /** Language code → its path segment, shared by every list (codes repeat across components). */
  private readonly codeSegments = memo(encodeSegment);
  private lastPage?: { doc: DocumentView; prefixes: StatisticsPrefixes | undefined };
  private lastItem: ItemView | undefined;
  private lastRead: UrlItem | undefined;
  /** Addresses found plain under each base lately (isPlainUnder): at most PLAIN_KEPT of each. */
  private readonly plainKept: Record<Place, Set<string>> = { api: new Set(), web: new Set() };

  constructor(options: ResolvedOptions) {
    this.bases = { api: absoluteBase(options.baseUrl), web: absoluteBase(options.webBaseUrl) };
  }

  /** The item as the URL rules read it (undefined when it is no object of the crawl); read once per item. */
  read(item: ItemView): UrlItem | undefined {
    if (this.lastItem !== item) {
      this.lastRead = this.readItem(item);
      this.lastItem = item;
    }
    return this.lastRead;
  }

  private readItem(item: ItemView): UrlItem | undefined {
    const { doc, value } = item;
    if (!isCrawlDocument(doc.purpose) || !isObject(value)) return undefined;
    switch (doc.kind) {
      case 'component-list':
      case 'component':
        return { kind: 'component', value, url: doc.url, pointer: item.pointer };
      case 'statistics': {
        const { project, component } = doc.target ?? {};
        const prefixes = this.prefixes(doc, project, component);
        if (this.plain(value, prefixes)) return PLAIN_STATISTICS_ITEM;
        return { kind: 'statistics', plain: false, value, url: doc.url, pointer: item.pointer, project, component };
      }
      case 'statistics-item':
        return { kind: 'statistics', plain: false, value, url: doc.url, pointer: item.pointer, project: undefined, component: undefined };
      default:
        return undefined;
    }
  }

  /** The expected address prefixes of one statistics list's items, computed once per page. */
  private prefixes(doc: DocumentView, p: string | undefined, c: string | undefined): StatisticsPrefixes | undefined {
    if (this.lastPage?.doc === doc) return this.lastPage.prefixes;
    const web = this.bases.web;
    let prefixes: StatisticsPrefixes | undefined;
    if (web && p !== undefined && c !== undefined) {
      const pc = `${encodeSegment(p)}/${encodeSegment(c)}/`;
      prefixes = { projects: `${web.href}projects/${pc}`, translate: `${web.href}translate/${pc}` };
    }
    this.lastPage = { doc, prefixes };
    return prefixes;
  }

  private plain(item: JsonObject, prefixes: StatisticsPrefixes | undefined): boolean {
    if (!prefixes || typeof item.code !== 'string') return false;
    const code = item.code;
    // A code of letters, digits and '-' '_' '.' (all of them in practice) is its own segment.
    const segment = ownSegment(code) ? code : this.codeSegments(code);
    return isAddress(item.url, prefixes.projects, segment) && isAddress(item.translate_url, prefixes.translate, segment);
  }

  /**
   * plainUnder(value, the base of `place`); false without a base. Each address of a component record
   * is asked about by URL-ABSOLUTE and again by its shape rule, and the addresses of a project recur
   * in every record of its components: those found plain lately are remembered.
   */
  isPlainUnder(value: string, place: Place): boolean {
    const base = this.bases[place];
    if (!base) return false;
    const kept = this.plainKept[place];
    if (kept.has(value)) return true;
    if (!plainUnder(value, base)) return false;
    if (kept.size >= PLAIN_KEPT) kept.clear();
    kept.add(value);
    return true;
  }

  /**
   * Whether the address's path is `<base path>` + segments (with a base), or ends with the segments
   * (without one). Undefined when the address is not under the base: URL-ABSOLUTE says so already.
   */
  shapeHolds(value: string, place: Place, segments: readonly Segment[]): boolean | undefined {
    const base = this.bases[place];
    if (base && this.isPlainUnder(value, place)) {
      const from = base.href.length;
      if (value.indexOf('?', from) >= 0) return false;
      return segmentsFrom(value, from, segments);
    }
    // The path as written, never as a URL parser would repair it (\ for /, dot segments resolved):
    // up to the equivalences of RFC 3986 (base/address.ts).
    const written = splitAddress(value);
    let path: string;
    let extra: boolean;
    if (written) {
      path = written.path;
      extra = written.query !== undefined || written.fragment !== undefined;
    } else {
      if (base || !value.startsWith('/')) return undefined;
      const at = value.search(/[?#]/);
      path = at < 0 ? value : value.slice(0, at);
      extra = at >= 0;
    }
    const normal = normalPercent(path);
    let from: number;
    if (base) {
      const basePath = normalPercent(base.pathname);
      if (!sameOriginAsWritten(value, base.href) || !normal.startsWith(basePath)) return undefined;
      from = basePath.length;
    } else {
      // The path's last parts, as many as the segments and the final empty one.
      from = lastParts(normal, segments.length + 1);
      if (from < 0) return false;
    }
    if (extra) return false;
    return segmentsFrom(normal, from, segments);
  }

  /** Judges one address, at `pointer(holder, field)`, against its path shape for requirement `id`. */
  shape(id: RequirementId, value: unknown, place: Place, segments: readonly Segment[], url: string, holder: string, field: string, ctx: RuleContext): void {
    if (typeof value !== 'string') return;
    const holds = this.shapeHolds(value, place, segments);
    if (holds === undefined) return;
    ctx.check(id);
    if (!holds) {
      const base = this.bases[place];
      const ptr = pointer(holder, field);
      ctx.report({
        requirement: id,
        url,
        pointer: ptr,
        code: 'wrong-shape',
        args: { field: escapeToken(field), shape: show(segments) },
        expected: base ? base.href + show(segments) : `…/${show(segments)}`,
        actual: value,
      });
    }
  }
}
