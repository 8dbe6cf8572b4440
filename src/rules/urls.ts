/**
 * URL-valued fields (§1, §2.2–2.5): absolute and under the base URL (web pages under the web base),
 * and the path shapes of §2.2–2.5. Paths are compared segment by segment after percent-decoding,
 * relative to the base URL's path (a base may carry a prefix such as /weblate/).
 *
 * Without a base URL (validate without --base-url: UNKNOWN_BASE_URL) URL-ABSOLUTE is skipped, and a path shape
 * is accepted under any prefix: the path must end with the expected segments.
 */
import { memo } from './memo.js';
import { isObject } from '../base/json.js';
import { pointer } from './pointer.js';
import { isCrawlDocument, type RuleContext, type RuleFamily, type RuleFamilyFactory } from './types.js';
import type { RequirementId } from '../catalogue/requirements.js';

/** Where an address must live: the API base, or the web base for pages meant for people. */
type Place = 'api' | 'web';

/** One expected path segment: a literal, or any non-empty segment. */
type Segment = string | typeof ANY;
const ANY = Symbol('any segment');

/** URL-valued fields of a component record (§2.3) besides source_language, project and addons. */
const COMPONENT_URLS: readonly [string, Place][] = [
  ['git_export', 'api'],
  ['web_url', 'web'],
  ['url', 'api'],
  ['repository_url', 'api'],
  ['translations_url', 'api'],
  ['statistics_url', 'api'],
  ['lock_url', 'api'],
  ['links_url', 'api'],
  ['changes_list_url', 'api'],
  ['task_url', 'api'],
];
const LANGUAGE_URLS: readonly [string, Place][] = [
  ['web_url', 'web'],
  ['url', 'api'],
  ['statistics_url', 'api'],
];
const PROJECT_URLS: readonly [string, Place][] = [
  ['web_url', 'web'],
  ['url', 'api'],
  ['components_list_url', 'api'],
  ['repository_url', 'api'],
  ['statistics_url', 'api'],
  ['changes_list_url', 'api'],
  ['languages_url', 'api'],
];
/** §2.5 path shapes: the field and the segments after /api/projects/<slug>/. */
const PROJECT_SHAPES: readonly [string, string[]][] = [
  ['url', []],
  ['components_list_url', ['components']],
  ['repository_url', ['repository']],
  ['statistics_url', ['statistics']],
  ['changes_list_url', ['changes']],
  ['languages_url', ['languages']],
];

/**
 * The base URL validate passes when the user named none: a reserved name (RFC 2606 .invalid) that
 * tells these rules there is no base to compare addresses with.
 */
export const UNKNOWN_BASE_URL = 'http://unknown-base.invalid/';

function absoluteBase(base: string): URL | undefined {
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

/** Whether `value` is exactly `head + tail`, without building that string. */
function isAddress(value: unknown, head: string, tail: string): boolean {
  return typeof value === 'string' && value.length === head.length + tail.length && value.startsWith(head) && value.endsWith(tail);
}

/** Characters that a URL parser leaves as they are in a path and query. */
const PLAIN = /^[A-Za-z0-9\-._~\/:@!$&'()*+,;=?%]*$/;

/**
 * Whether `value` is the base URL followed by text the WHATWG URL parser would leave unchanged (no
 * dot segments, no characters it escapes or rewrites), so that comparing text is comparing URLs.
 * Most addresses of a conformant answer take this path, which spares a URL parse per field.
 */
function plainUnder(value: string, base: URL): boolean {
  if (!value.startsWith(base.href)) return false;
  const rest = value.slice(base.href.length);
  return PLAIN.test(rest) && !/(^|\/)\.\.?(\/|\?|$)/.test(rest) && !/%(?![0-9A-Fa-f]{2})/.test(rest);
}

/** The field a pointer ends at, an array element named by its array (`/addons/0` → `addons[0]`). */
function fieldName(ptr: string): string {
  const parts = ptr.split('/').slice(1);
  const last = parts.pop() ?? '';
  return /^\d+$/.test(last) && parts.length > 0 ? `${parts[parts.length - 1]}[${last}]` : last;
}

/** encodeURIComponent that cannot throw: an unpaired surrogate (valid in JSON, not in a URL) becomes U+FFFD first. */
function encodeSegment(text: string): string {
  return encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
}

function show(segments: readonly Segment[]): string {
  return segments.map((s) => (s === ANY ? '*' : encodeSegment(s))).join('/') + '/';
}

export const urlsFamily: RuleFamilyFactory = (options): RuleFamily => {
  const bases: Record<Place, URL | undefined> = { api: absoluteBase(options.baseUrl), web: absoluteBase(options.webBaseUrl) };

  function absolute(value: unknown, place: Place, url: string, ptr: string, ctx: RuleContext): void {
    if (typeof value !== 'string') return; // null task_url, or a type the schema rules report
    const base = bases[place];
    if (!base) {
      ctx.skip('URL-ABSOLUTE', 'no base URL given: an address cannot be compared with it (validate --base-url)');
      return;
    }
    ctx.check('URL-ABSOLUTE');
    let ok = plainUnder(value, base);
    let respelled = false;
    if (!ok)
      try {
        // As text (§1): userinfo, another spelling of the host or a default port is a departure
        // even where the URL parser would fold it into the base URL.
        const u = new URL(value);
        u.username = '';
        u.password = '';
        const parsed = u.href.startsWith(base.href);
        ok = parsed && value.startsWith(base.href);
        respelled = parsed && !ok;
      } catch {
        ok = false;
      }
    if (!ok)
      ctx.report({
        requirement: 'URL-ABSOLUTE',
        url,
        pointer: ptr,
        message: respelled
          ? `${fieldName(ptr)} names the ${place === 'web' ? 'web base' : 'base'} URL in another spelling; addresses are compared as text starting with it (§1)`
          : `${fieldName(ptr)} is an absolute URL starting with the ${place === 'web' ? 'web base' : 'base'} URL`,
        expected: `${base.href}…`,
        actual: value,
      });
  }

  /**
   * Whether the address's path is `<base path>` + segments (with a base), or ends with the segments
   * (without one). Undefined when the address is not under the base: URL-ABSOLUTE says so already.
   */
  function shapeHolds(value: string, place: Place, segments: readonly Segment[]): boolean | undefined {
    const base = bases[place];
    if (base && plainUnder(value, base)) {
      const tail = value.slice(base.href.length);
      if (tail.includes('?')) return false;
      return restMatches(tail.split('/'), segments);
    }
    let u: URL;
    try {
      u = base ? new URL(value) : new URL(value, 'http://base.invalid/');
    } catch {
      return undefined;
    }
    let rest: string[];
    if (base) {
      if (u.origin !== base.origin || !u.pathname.startsWith(base.pathname)) return undefined;
      rest = u.pathname.slice(base.pathname.length).split('/');
    } else {
      const all = u.pathname.split('/');
      if (all.length < segments.length + 1) return false;
      rest = all.slice(all.length - segments.length - 1);
    }
    if (u.search !== '' || u.hash !== '') return false;
    return restMatches(rest, segments);
  }

  /** `rest` (the path after the base, split at '/') is the segments and a final empty one. */
  function restMatches(rest: readonly string[], segments: readonly Segment[]): boolean {
    if (rest.length !== segments.length + 1 || rest[rest.length - 1] !== '') return false;
    return segments.every((s, i) => (s === ANY ? rest[i] !== '' : decode(rest[i]!) === s));
  }

  function shape(id: RequirementId, value: unknown, place: Place, segments: readonly Segment[], url: string, ptr: string, ctx: RuleContext): void {
    if (typeof value !== 'string') return;
    const holds = shapeHolds(value, place, segments);
    if (holds === undefined) return;
    ctx.check(id);
    if (!holds) {
      const base = bases[place];
      ctx.report({
        requirement: id,
        url,
        pointer: ptr,
        message: `${ptr.split('/').pop()} has the path shape /${show(segments)}`,
        expected: base ? base.href + show(segments) : `…/${show(segments)}`,
        actual: value,
      });
    }
  }

  function component(rec: unknown, url: string, ptr: string, ctx: RuleContext): void {
    if (!isObject(rec)) return;
    for (const [f, place] of COMPONENT_URLS) absolute(rec[f], place, url, pointer(ptr, f), ctx);
    const p = isObject(rec.project) && typeof rec.project.slug === 'string' ? rec.project.slug : undefined;
    if (p !== undefined && typeof rec.slug === 'string' && !slugTaken(p, rec.slug, rec.url)) {
      const own = ['api', 'components', p, rec.slug];
      shape('URL-COMPONENT-SHAPE', rec.url, 'api', own, url, pointer(ptr, 'url'), ctx);
      shape('URL-COMPONENT-SHAPE', rec.statistics_url, 'api', [...own, 'statistics'], url, pointer(ptr, 'statistics_url'), ctx);
    }
    if (Array.isArray(rec.addons))
      rec.addons.forEach((a, i) => {
        const at = pointer(ptr, 'addons', i);
        absolute(a, 'api', url, at, ctx);
        if (typeof a !== 'string') return;
        const holds = shapeHolds(a, 'api', ['api', 'addons', ANY]);
        if (holds === undefined) return;
        ctx.check('URL-ADDON-SHAPE');
        const id = a.replace(/\/$/, '').split('/').pop() ?? '';
        if (!holds || !/^[0-9]+$/.test(id))
          ctx.report({ requirement: 'URL-ADDON-SHAPE', url, pointer: at, message: 'an addons element has the path shape /api/addons/<addon_id>/', expected: `${bases.api?.href ?? '…/'}api/addons/<id>/`, actual: a });
      });
    language(rec.source_language, url, pointer(ptr, 'source_language'), ctx);
    projectUrls(rec.project, url, pointer(ptr, 'project'), ctx);
  }

  function language(lang: unknown, url: string, ptr: string, ctx: RuleContext): void {
    if (!isObject(lang)) return;
    for (const [f, place] of LANGUAGE_URLS) absolute(lang[f], place, url, pointer(ptr, f), ctx);
    if (typeof lang.code !== 'string') return;
    shape('URL-LANGUAGE-SHAPE', lang.url, 'api', ['api', 'languages', lang.code], url, pointer(ptr, 'url'), ctx);
    shape('URL-LANGUAGE-SHAPE', lang.statistics_url, 'api', ['api', 'languages', lang.code, 'statistics'], url, pointer(ptr, 'statistics_url'), ctx);
  }

  function projectUrls(proj: unknown, url: string, ptr: string, ctx: RuleContext): void {
    if (!isObject(proj)) return;
    for (const [f, place] of PROJECT_URLS) absolute(proj[f], place, url, pointer(ptr, f), ctx);
    if (typeof proj.slug !== 'string') return;
    for (const [f, tail] of PROJECT_SHAPES) shape('URL-PROJECT-SHAPE', proj[f], 'api', ['api', 'projects', proj.slug, ...tail], url, pointer(ptr, f), ctx);
  }

  /** The expected address prefixes of one statistics list's items, computed once per page. */
  type Prefixes = { projects: string; translate: string } | undefined;
  function prefixesFor(p: string | undefined, c: string | undefined): Prefixes {
    const web = bases.web;
    if (!web || p === undefined || c === undefined) return undefined;
    const pc = `${encodeSegment(p)}/${encodeSegment(c)}/`;
    return { projects: `${web.href}projects/${pc}`, translate: `${web.href}translate/${pc}` };
  }

  /** Language code → its last path segment, shared by every list (codes repeat across components). */
  const codeTails = memo((code: string) => `${encodeSegment(code)}/`);

  /** `at` is the item's index in results, or undefined for a lone item (validate). */
  function statisticsItem(item: unknown, url: string, at: number | undefined, p: string | undefined, c: string | undefined, prefixes: Prefixes, ctx: RuleContext): void {
    if (!isObject(item)) return;
    // The common case, a conformant item, is one string comparison per address.
    if (prefixes && typeof item.code === 'string') {
      const tail = codeTails(item.code);
      if (isAddress(item.url, prefixes.projects, tail) && isAddress(item.translate_url, prefixes.translate, tail)) {
        ctx.check('URL-ABSOLUTE', 2);
        ctx.check('URL-STATS-SHAPE', 2);
        return;
      }
    }
    const ptr = at === undefined ? '' : pointer('/results', at);
    absolute(item.url, 'web', url, pointer(ptr, 'url'), ctx);
    absolute(item.translate_url, 'web', url, pointer(ptr, 'translate_url'), ctx);
    const code: Segment = typeof item.code === 'string' ? item.code : ANY;
    const tail: Segment[] = [p ?? ANY, c ?? ANY, code];
    shape('URL-STATS-SHAPE', item.url, 'web', ['projects', ...tail], url, pointer(ptr, 'url'), ctx);
    shape('URL-STATS-SHAPE', item.translate_url, 'web', ['translate', ...tail], url, pointer(ptr, 'translate_url'), ctx);
  }

  const results = (body: unknown): unknown[] => (isObject(body) && Array.isArray(body.results) ? body.results : []);

  /** `<project>/<slug>` → the url of the first record that gave it. */
  const slugOwners = new Map<string, unknown>();

  /**
   * Whether another record (another url) gave this slug in this project before. Then the slug is
   * what repeats (CMP-IDS-UNIQUE reports it), and a url that names the record's own place is not
   * also blamed for not naming the repeated slug.
   */
  function slugTaken(project: string, slug: string, url: unknown): boolean {
    const key = `${project}/${slug}`;
    if (!slugOwners.has(key)) {
      slugOwners.set(key, url);
      return false;
    }
    return slugOwners.get(key) !== url;
  }

  return {
    name: 'urls',
    requirements: ['URL-ABSOLUTE', 'URL-COMPONENT-SHAPE', 'URL-PROJECT-SHAPE', 'URL-LANGUAGE-SHAPE', 'URL-ADDON-SHAPE', 'URL-STATS-SHAPE'],

    document(doc, ctx) {
      if (!isCrawlDocument(doc.purpose)) return;
      switch (doc.kind) {
        case 'component-list':
          results(doc.body).forEach((r, i) => component(r, doc.url, pointer('/results', i), ctx));
          break;
        case 'component':
          component(doc.body, doc.url, '', ctx);
          break;
        case 'statistics': {
          const { project: p, component: c } = doc.target ?? {};
          const prefixes = prefixesFor(p, c);
          results(doc.body).forEach((r, i) => statisticsItem(r, doc.url, i, p, c, prefixes, ctx));
          break;
        }
        case 'statistics-item':
          statisticsItem(doc.body, doc.url, undefined, undefined, undefined, undefined, ctx);
          break;
      }
    },
  };
};

