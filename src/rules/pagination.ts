/**
 * Pagination family (§2.1, §4.3, §8): the envelope of list pages, and what the pages of one list
 * must agree on — count, next/previous links, page sizes, unique items, a chain that ends, and
 * `format=api`. Also reports SNAP-DRIFT for counts (see pagination-drift.ts).
 *
 * A list is identified by `target.listKey` (the address without `page`, other parameters kept),
 * so a statistics list fetched with `format=api` is a list of its own. Only compact facts are kept
 * per list while its pages arrive (counts, lengths, item keys, visited addresses), and they are
 * dropped as soon as the list ends. Re-fetched pages (purpose recheck) only feed the count
 * re-check; pages of probes are not list pages.
 *
 * In validate mode documents carry no address, so only PAG-ENVELOPE applies.
 */
import { integerText } from '../base/json-parse.js';
import { FindingGroups } from './grouped.js';
import type { PaginatedEnvelope } from '../generated/envelope.js';
import { lastPageOf, maxPagesFor } from '../base/limits.js';
import { validator } from '../base/schemas.js';
import { pointer } from './pointer.js';
import { absoluteUrl, pageAddressKey, resolvedUrl, respelledOrigin } from './links.js';
import { nextFindings, pageAddress, previousFindings } from './pagination-links.js';
import { CountRechecks, isMismatch } from './pagination-drift.js';
import type { Answer, DocumentView, FindingInput, RuleContext, RuleFamily, RuleFamilyFactory, Target } from './types.js';

const REQUIREMENTS = [
  'PAG-ENVELOPE',
  'PAG-COUNT',
  'PAG-NEXT',
  'PAG-PREVIOUS',
  'PAG-PAGE-SIZE',
  'PAG-UNIQUE',
  'PAG-TERMINATES',
  'PAG-FORMAT-API',
  'SNAP-DRIFT',
] as const;

type ListKind = 'component-list' | 'statistics';

interface FullPageSuspect {
  /** The full last page. */
  url: string;
  page: number;
  count: number;
  /** Items on pages 1 to `page`. */
  reached: number;
  /** The page after it, and its pageAddressKey. */
  afterUrl: string;
  afterKey: string;
  /** What the page after answered: its status, and its items when it was a list page. */
  after?: { status: number; items?: number };
}

interface ListState {
  listKey: string;
  kind: ListKind;
  formatApi: boolean;
  firstUrl?: string;
  firstCount?: number;
  firstLength: number;
  firstHadNext: boolean;
  counts: Set<number>;
  items: number;
  pages: number;
  /** Page addresses fetched in this list (pageAddressKey). */
  visited: Set<string>;
  /** Item key → ordinal of the page it was first seen on. */
  itemPages: Map<string, number>;
  /** The page before, for a `next` that leads to an empty page or past the last page. */
  previousPage?: { url: string; page: number | undefined };
  /** pageAddressKey of the address the last page's `next` leads to. */
  nextKey?: string;
  /** A link or envelope departure was reported: the chain is unreliable, count is not judged. */
  unsound: boolean;
  sizeReported: boolean;
}

function hasFormat(url: string): boolean {
  try {
    return new URL(url).searchParams.has('format');
  } catch {
    return false;
  }
}

function itemKey(kind: ListKind, item: unknown): { key: string; field: string } | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const o = item as Record<string, unknown>;
  if (kind === 'component-list')
    // Exact text: two ids beyond 2^53 that read as one double are still two ids.
    return typeof o.id === 'number' ? { key: integerText(o, 'id'), field: 'id' } : typeof o.id === 'string' ? { key: o.id, field: 'id' } : undefined;
  return typeof o.code === 'string' ? { key: o.code, field: 'code' } : undefined;
}

export const paginationFamily: RuleFamilyFactory = (options): RuleFamily => {
  const baseOrigin = new URL(options.baseUrl).origin;
  const baseProtocol = new URL(options.baseUrl).protocol;
  const lists = new Map<string, ListState>();
  /** PAG-PAGE-SIZE departures by kind of list and observed size: reported once each, in finish. */
  const sizeGroups = new FindingGroups();
  /** Lists that ended: later crawl pages of them are repeats, not new pages. */
  const ended = new Set<string>();
  const counts = new CountRechecks();
  /**
   * Plain (crawl) list pages that departed on their own — a status other than 200, or a broken
   * envelope — by their address without `format`: the same departure on the format=api page is the
   * page's, reported once there, not PAG-FORMAT-API's.
   */
  const plainDepartures = new Map<string, string>();
  function withoutFormat(url: string): string {
    try {
      const u = new URL(url);
      u.searchParams.delete('format');
      return pageAddressKey(u);
    } catch {
      return url;
    }
  }
  /**
   * Lists whose last page is full, says next: null, and whose count says more items follow. Either
   * next is missing or the count is too high; the page after decides (fetched again, purpose recheck).
   */
  const fullPageSuspects = new Map<string, FullPageSuspect>();
  let formatApiSeen = false;

  function pageSize(kind: ListKind): number {
    return kind === 'statistics' ? options.statisticsPageSize : options.componentPageSize;
  }

  function report(ctx: RuleContext, state: ListState | undefined, f: FindingInput): void {
    if (state && (f.requirement === 'PAG-NEXT' || f.requirement === 'PAG-TERMINATES')) state.unsound = true;
    ctx.report(f);
  }

  function close(key: string, state: ListState, lastSeen: boolean, ctx: RuleContext): void {
    lists.delete(key);
    ended.add(key);
    if (!lastSeen || state.unsound || state.firstCount === undefined || state.firstUrl === undefined) return;
    ctx.check('PAG-COUNT');
    const facts = { firstCount: state.firstCount, counts: [...state.counts].sort((a, b) => a - b), items: state.items };
    if (isMismatch(facts)) counts.hold(key, state.firstUrl, facts, ctx);
  }

  function checkUnique(state: ListState, page: PaginatedEnvelope, url: string, ctx: RuleContext): void {
    // Across pages: a list's first page alone cannot repeat an earlier page's item.
    if (state.pages > 1) ctx.check('PAG-UNIQUE');
    for (const [i, item] of page.results.entries()) {
      const k = itemKey(state.kind, item);
      if (!k) continue;
      const seenOn = state.itemPages.get(k.key);
      if (seenOn === undefined) state.itemPages.set(k.key, state.pages);
      // A repeat within one page is the item family's (CMP-IDS-UNIQUE, STA-CODE); across pages it is ours.
      else if (seenOn !== state.pages)
        report(ctx, state, {
          requirement: 'PAG-UNIQUE',
          url,
          pointer: pointer('/results', i, k.field),
          message: `${k.field} ${k.key} appears again on a later page of the list`,
          expected: 'an item not on an earlier page',
          actual: k.key,
        });
    }
  }

  function checkPageSize(state: ListState, page: PaginatedEnvelope, n: number | undefined, url: string, ctx: RuleContext): void {
    if (state.sizeReported) return;
    const size = pageSize(state.kind);
    const len = page.results.length;
    const last = page.next === null;
    // A page that must be full, or the last page of several: a one-page list has no page size to show.
    if (!last || (n ?? 1) > 1) ctx.check('PAG-PAGE-SIZE');
    if (last ? len <= size : len === size) return;
    state.sizeReported = true;
    // A deployment that pages by another size does so on every list: one finding per kind of list
    // and observed size, naming how many lists share it, not one per list.
    sizeGroups.add(`${state.kind}\u0000${len}\u0000${last}`, url, () => ({
      requirement: 'PAG-PAGE-SIZE',
      url,
      pointer: '/results',
      message: last
        ? `the last page holds ${len} items, more than a full page of ${size}: the observed page size is ${len}`
        : `page ${n ?? '?'} holds ${len} items but is not the last: the observed page size is ${len}, not ${size}`,
      expected: size,
      actual: len,
    }));
  }

  /** PAG-TERMINATES, then PAG-NEXT for a non-null next; returns whether the crawler stops here. */
  function checkNext(state: ListState, page: PaginatedEnvelope, n: number | undefined, request: URL, ctx: RuleContext): boolean {
    const url = request.href;
    // Checked where it can fail: a next link, or the last page of a list of several pages. A
    // one-page list's null next is no evidence that next would be right (see the catalogue).
    if (page.next !== null || (n ?? 1) > 1) ctx.check('PAG-NEXT');
    if (page.next === null) {
      // A full page whose own count says more items follow contradicts itself: either next is
      // missing or the count is too high. The page after decides (see blameFullPage).
      const full = state.firstHadNext ? state.firstLength : pageSize(state.kind);
      const len = page.results.length;
      if (n !== undefined && len > 0 && len >= full && (n - 1) * full + len < page.count) {
        const after = pageAddress(request, n + 1);
        fullPageSuspects.set(state.listKey, { url, page: n, count: page.count, reached: (n - 1) * full + len, afterUrl: after.href, afterKey: pageAddressKey(after) });
        ctx.recheck(after.href);
      }
      return true;
    }
    ctx.check('PAG-TERMINATES');
    const next = absoluteUrl(page.next);
    if (!next) {
      report(ctx, state, { requirement: 'PAG-NEXT', url, pointer: '/next', message: 'next is not an absolute URL', expected: 'an absolute URL', actual: page.next });
      return true;
    }
    if (next.origin !== baseOrigin) {
      const how = next.protocol !== baseProtocol && next.host === new URL(baseOrigin).host ? `switches from ${baseProtocol} to ${next.protocol}` : `leaves ${baseOrigin}`;
      report(ctx, state, { requirement: 'PAG-TERMINATES', url, pointer: '/next', message: `next ${how}`, expected: `an address on ${baseOrigin}`, actual: page.next });
      return true;
    }
    // The parser folds userinfo, other spellings of the host and a default port into the same
    // origin; as written (§1) the address is elsewhere, and the crawler does not follow it.
    const respelled = respelledOrigin(page.next, next, options.baseUrl);
    if (respelled) {
      report(ctx, state, {
        requirement: 'PAG-TERMINATES',
        url,
        pointer: '/next',
        message: `next ${respelled}: as written it leaves ${baseOrigin} (addresses are compared as text starting with the base URL, §1)`,
        expected: `an address starting with ${baseOrigin}/`,
        actual: page.next,
      });
      return true;
    }
    if (state.visited.has(pageAddressKey(next))) {
      report(ctx, state, {
        requirement: 'PAG-TERMINATES',
        url,
        pointer: '/next',
        message: 'next leads back to an address already fetched in this list: following next never ends',
        expected: 'an address not yet fetched',
        actual: page.next,
      });
      return true;
    }
    state.nextKey = pageAddressKey(next);
    if (n !== undefined) for (const f of nextFindings(request, n, next, state.formatApi)) report(ctx, state, f);
    const bound = maxPagesFor(state.firstCount, state.firstLength);
    if (state.firstCount !== undefined && state.pages >= bound) {
      report(ctx, state, {
        requirement: 'PAG-TERMINATES',
        url,
        pointer: '/next',
        message: `next is still not null after ${state.pages} pages, while count ${state.firstCount ?? '?'} at ${state.firstLength} per page allows at most ${bound}`,
        expected: null,
        actual: page.next,
      });
      return true;
    }
    return false;
  }

  function feedPage(doc: DocumentView, target: Target, page: PaginatedEnvelope, ctx: RuleContext): void {
    const key = target.listKey;
    let request: URL;
    try {
      request = new URL(doc.url);
    } catch {
      return;
    }
    const kind = target.kind as ListKind;
    const state: ListState = lists.get(key) ?? {
      listKey: key,
      kind,
      formatApi: hasFormat(doc.url),
      firstLength: 0,
      firstHadNext: false,
      counts: new Set(),
      items: 0,
      pages: 0,
      visited: new Set(),
      itemPages: new Map(),
      unsound: false,
      sizeReported: false,
    };
    lists.set(key, state);
    const here = pageAddressKey(request);
    if (state.visited.has(here)) return; // the same page again: nothing new
    state.visited.add(here);
    state.pages++;
    const n = target.page;
    const len = page.results.length;
    if (n === 1) {
      state.firstUrl = doc.url;
      state.firstCount = page.count;
      state.firstLength = len;
      state.firstHadNext = page.next !== null;
    }
    state.counts.add(page.count);
    state.items += len;
    let emptyTail = false;
    if (len === 0 && n !== undefined && n > 1 && state.previousPage) {
      emptyTail = true;
      report(ctx, state, {
        requirement: 'PAG-NEXT',
        url: state.previousPage.url,
        pointer: '/next',
        message: `next on page ${state.previousPage.page ?? '?'} leads to page ${n}, which holds no items: page ${state.previousPage.page ?? '?'} is the last`,
        expected: null,
        actual: doc.url,
      });
    }
    state.previousPage = { url: doc.url, page: n };
    if (n !== undefined) {
      if (n > 1) ctx.check('PAG-PREVIOUS');
      for (const f of previousFindings(request, n, page.previous, state.formatApi)) report(ctx, state, f);
    }
    checkUnique(state, page, doc.url, ctx);
    const stops = checkNext(state, page, n, request, ctx);
    // A next that leaves, revisits or never ends is PAG-TERMINATES' (or PAG-NEXT's) one finding:
    // whether this page is full or the last is then unknowable, so its size is not judged.
    if (!emptyTail && !(stops && page.next !== null)) checkPageSize(state, page, n, doc.url, ctx);
    if (stops) close(key, state, page.next === null, ctx);
  }

  /**
   * A followed `next` that answered 4xx beyond the last page the first page implies: the page
   * rightly does not exist (ERR-BAD-PAGE), so the departure is the `next` that led there.
   */
  function pastTheEnd(answer: Answer, ctx: RuleContext): boolean {
    const { exchange, target } = answer;
    const purpose = exchange.purpose ?? 'crawl';
    if (purpose !== 'crawl' && purpose !== 'format-api') return false;
    if (exchange.status < 400 || exchange.status >= 500) return false;
    const state = lists.get(target.listKey);
    if (!state || !state.previousPage || state.firstUrl === undefined || state.nextKey === undefined) return false;
    let here: string;
    try {
      here = pageAddressKey(new URL(exchange.request.url));
    } catch {
      return false;
    }
    const last = lastPageOf(state.firstCount, state.firstLength, state.firstHadNext);
    if (here !== state.nextKey || target.page === undefined || !(target.page > last)) return false;
    report(ctx, state, {
      requirement: 'PAG-NEXT',
      url: state.previousPage.url,
      pointer: '/next',
      message: `next on page ${state.previousPage.page ?? '?'} leads to page ${target.page}, past the last page ${last}, which answered ${exchange.status}`,
      expected: null,
      actual: exchange.request.url,
    });
    close(target.listKey, state, false, ctx);
    return true;
  }

  /** A list page fetched again: part of a count re-walk, or the page after a full last page. */
  function rechecked(url: string, target: Target, page: PaginatedEnvelope | undefined): void {
    let here: URL;
    try {
      here = new URL(url);
    } catch {
      return;
    }
    const key = pageAddressKey(here);
    const suspect = fullPageSuspects.get(target.listKey);
    if (suspect && suspect.afterKey === key && suspect.after === undefined) suspect.after = { status: 200, items: page?.results.length };
    let nextKey: string | null = null;
    if (page && page.next !== null) {
      const next = resolvedUrl(page.next, url);
      nextKey = next ? pageAddressKey(next) : '';
    }
    counts.add(target.listKey, key, target.page, page && { count: page.count, length: page.results.length }, nextKey);
  }

  /** The page after a full last page answered other than 200 (purpose recheck). */
  function recheckedStatus(answer: Answer): void {
    const suspect = fullPageSuspects.get(answer.target.listKey);
    if (!suspect || suspect.after !== undefined) return;
    try {
      if (pageAddressKey(new URL(answer.exchange.request.url)) !== suspect.afterKey) return;
    } catch {
      return;
    }
    suspect.after = { status: answer.exchange.status };
  }

  /**
   * Next null on a full last page whose count says more: PAG-NEXT when the page after exists and
   * holds items (next is what is missing), else the count is to blame (PAG-COUNT's re-walk reports
   * it, saying why). Without an answer for the page after, next is blamed, as the page itself shows.
   */
  function blameFullPage(ctx: RuleContext): void {
    for (const [key, s] of fullPageSuspects) {
      const after = s.after;
      const nextMissing = after === undefined || (after.status === 200 && (after.items ?? 0) > 0);
      if (!nextMissing) {
        counts.blameCount(
          key,
          `next is null on full page ${s.page} and page ${s.page + 1} ${after.status === 200 ? 'holds no items' : `answered ${after.status}`}: ` +
            `the list does end there, so the count is what is wrong, not next`,
        );
        continue;
      }
      counts.explain(key);
      ctx.report({
        requirement: 'PAG-NEXT',
        url: s.url,
        pointer: '/next',
        message:
          `next is null on full page ${s.page} while its count says ${s.count} items, more than ${s.reached} on pages 1 to ${s.page}` +
          (after ? `, and page ${s.page + 1} exists with ${after.items} items: next is what is missing, not the count` : ''),
        expected: after ? s.afterUrl : 'the address of the next page',
        actual: null,
      });
    }
  }

  return {
    name: 'pagination',
    requirements: REQUIREMENTS,

    exchange(answer, ctx) {
      const { exchange, target } = answer;
      if (exchange.request.method === 'GET' && exchange.status !== 200) {
        if (exchange.purpose === 'recheck') return recheckedStatus(answer);
        if (pastTheEnd(answer, ctx)) return;
      }
      if ((exchange.purpose ?? 'crawl') === 'crawl' && exchange.request.method === 'GET' && exchange.status !== 200 && target.kind !== 'other')
        plainDepartures.set(withoutFormat(exchange.request.url), `status ${exchange.status}`);
      if (exchange.purpose !== 'format-api' || exchange.request.method !== 'GET' || !hasFormat(exchange.request.url)) return;
      formatApiSeen = true;
      if (exchange.status === 200 && answer.json !== undefined) return; // judged as a document
      if (exchange.status !== 200 && plainDepartures.get(withoutFormat(exchange.request.url)) === `status ${exchange.status}`) return;
      ctx.check('PAG-FORMAT-API');
      const type = exchange.headers['content-type'];
      ctx.report({
        requirement: 'PAG-FORMAT-API',
        url: exchange.request.url,
        pointer: '',
        message:
          exchange.status !== 200
            ? `a ${target.kind === 'statistics' ? 'statistics list' : 'list'} fetched with format=api answered ${exchange.status}, not 200`
            : `a statistics list fetched with format=api answered ${type ?? 'a body'} that is not JSON, not the same JSON envelope`,
        expected: 'the JSON envelope of §2.1 with status 200',
        actual: exchange.status !== 200 ? exchange.status : (type ?? null),
      });
    },

    document(doc, ctx) {
      if (doc.kind !== 'component-list' && doc.kind !== 'statistics') return;
      const purpose = doc.purpose ?? 'crawl';
      if (purpose !== 'crawl' && purpose !== 'format-api' && purpose !== 'recheck') return;
      const target = doc.target;
      const formatList = purpose === 'format-api' && hasFormat(doc.url);
      // A format-api page without format is the crawler following a link that lost it (reported on that link).
      if (purpose === 'format-api' && !formatList) return;
      if (target && purpose !== 'recheck' && (ended.has(target.listKey) || lists.get(target.listKey)?.visited.has(pageAddressKey(new URL(doc.url)))))
        return;
      const validate = validator('envelope.schema.json');
      const valid = validate(doc.body);
      const page = valid ? (doc.body as PaginatedEnvelope) : undefined;
      if (purpose === 'recheck') {
        if (target) rechecked(doc.url, target, page);
        return;
      }
      // A format=api answer that came as JSON 200 keeps the shape unless its envelope breaks, which is
      // PAG-ENVELOPE's departure on any list (the plain list usually breaks the same way).
      // Checked where format can be seen in a link: a page of a format=api list with next or previous.
      if (formatList && (page?.next != null || page?.previous != null)) ctx.check('PAG-FORMAT-API');
      ctx.check('PAG-ENVELOPE');
      if (!page) {
        const e = validate.errors?.[0];
        const state = target ? lists.get(target.listKey) : undefined;
        if (state) state.unsound = true;
        const plainKey = withoutFormat(doc.url);
        if (!formatList) plainDepartures.set(plainKey, 'envelope');
        else if (plainDepartures.get(plainKey) === 'envelope') return; // the page's own departure, reported without format
        else {
          // The same page without format kept the envelope: format=api changed the shape.
          ctx.check('PAG-FORMAT-API');
          ctx.report({
            requirement: 'PAG-FORMAT-API',
            url: doc.url,
            pointer: e?.instancePath ?? '',
            message: `with format=api the page is not the envelope it is without format: ${e?.instancePath || 'the answer'} ${e?.message ?? 'does not match'}`,
            expected: 'the same JSON envelope as without format',
          });
          return;
        }
        ctx.report({
          requirement: 'PAG-ENVELOPE',
          url: doc.url,
          pointer: e?.instancePath ?? '',
          message: `the list answer is not the paginated envelope: ${e?.instancePath || 'the answer'} ${e?.message ?? 'does not match'}`,
          expected: e ? e.params : 'the envelope of §2.1',
        });
        return;
      }
      if (target) feedPage(doc, target, page, ctx);
    },

    finish(ctx) {
      sizeGroups.report(ctx, 'lists');
      // Lists still open never ended within what the crawl fetched: their count cannot be judged.
      lists.clear();
      blameFullPage(ctx);
      counts.finish(ctx);
      if (ctx.options.mode === 'check' && !formatApiSeen)
        ctx.notApplicable('PAG-FORMAT-API', 'no statistics list was fetched with format=api');
      // Shown only when no family checked drift: nothing disagreed, so nothing was fetched again.
      ctx.notApplicable('SNAP-DRIFT', 'no count or list-vs-instance mismatch needed re-checking');
    },
  };
};
