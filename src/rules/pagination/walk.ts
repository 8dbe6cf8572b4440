/**
 * The walk of every list (§2.1, §4.3, §8), shared by the pagination rules: what each list page is to
 * its list. A list is identified by `target.listKey` (the address without `page`, other parameters
 * kept), so a statistics list fetched with `format=api` is a list of its own. Only compact facts are
 * kept per list while its pages arrive (counts, lengths, item keys, visited addresses), and they are
 * dropped as soon as the list ends. Re-fetched pages (purpose recheck) only feed the re-checks;
 * pages of probes are not list pages.
 *
 * The walk judges nothing: it reads each document and answer once (the first rule to ask computes
 * it, the others get the same object) and says where the page stands — which page of which list,
 * where its `next` leads, whether the list ended there. Each rule reports its own requirement from
 * that; a rule that departs on a link marks the list unsound, so that its count is not judged
 * against its items. A list whose walk stops early — the page its `next` names answers without a
 * usable page (a status other than 2xx, a body that is no JSON) — is abandoned there: what its pages
 * so far show is still judged (abandons).
 */
import { integerText } from '../../base/json-parse.js';
import { isObject } from '../../base/json.js';
import { lastPageOf, maxPagesFor } from '../../base/limits.js';
import { carriesResource } from '../../base/status.js';
import { validator } from '../../base/schemas.js';
import type { PaginatedEnvelope } from '../../generated/envelope.js';
import type { Answer, DocumentView, ResolvedOptions, Target } from '../common/types.js';
import { hasPrefix } from '../../base/text.js';
import { Passing } from '../common/passing.js';
import { plainPath } from '../../base/address.js';
import { absoluteUrl, pageAddressKey, resolvedUrl, respelledOrigin } from './links.js';
import { differences, pageAddress, type Differences } from './page-links.js';
import type { ListDocument, ListKind, ListState, NextVerdict, PageView, PastTheEnd } from './pages.js';

export type { ListDocument, ListKind, ListState, NextVerdict, PageView, PastTheEnd } from './pages.js';

/** The args of a finding about a page that is not the envelope: the first place the schema names, and its word. */
export function envelopeDeparture(error: { instancePath?: string; message?: string } | undefined): { field: string; problem: string } {
  return { field: error?.instancePath || 'the answer', problem: error?.message ?? 'does not match' };
}

/**
 * What the envelope's schema asks for where an answer departs, in words (the finding's expected
 * value), from the validator's error: `a member "count"`, `a value of type integer`, `no member
 * "extra"`; the validator's message where no keyword of those is met.
 */
export function envelopeExpected(error: { keyword?: string; params?: Record<string, unknown>; message?: string } | undefined): string {
  if (!error) return 'the envelope of §2.1 (count, next, previous, results)';
  const p = error.params ?? {};
  const list = (v: unknown) => (Array.isArray(v) ? v.map((x) => JSON.stringify(x)).join(' or ') : JSON.stringify(v));
  switch (error.keyword) {
    case 'required':
      return `a member ${JSON.stringify(p.missingProperty)}`;
    case 'type':
      return `a value of type ${Array.isArray(p.type) ? p.type.join(' or ') : String(p.type)}`;
    case 'additionalProperties':
      return `no member ${JSON.stringify(p.additionalProperty)}`;
    case 'enum':
      return `one of ${list(p.allowedValues)}`;
    case 'const':
      return `the value ${JSON.stringify(p.allowedValue)}`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `a number ${String(p.comparison)} ${String(p.limit)}`;
    case 'format':
      return `a value in the format ${String(p.format)}`;
    default:
      return error.message ?? 'the envelope of §2.1 (count, next, previous, results)';
  }
}

export function hasFormat(url: string): boolean {
  try {
    return new URL(url).searchParams.has('format');
  } catch {
    return false;
  }
}

/** The field an item of a list of this kind is known by (see itemKey). */
export function keyField(kind: ListKind): 'id' | 'code' {
  return kind === 'component-list' ? 'id' : 'code';
}

/** The key an item is known by in its list (component id, language code), read from its keyField; undefined where it has none. */
export function itemKey(kind: ListKind, item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const o = item as Record<string, unknown>;
  if (kind === 'component-list')
    // Exact text: two ids beyond 2^53 that read as one double are still two ids.
    return typeof o.id === 'number' ? integerText(o, 'id') : typeof o.id === 'string' ? o.id : undefined;
  return typeof o.code === 'string' ? o.code : undefined;
}

/** The rest of a plain list page's address after its list key: nothing, or the page parameter alone. */
const PAGE_ONLY = /^\?page=([0-9]*)$/;

/** A link that is exactly the address expected of it, written as a URL parser writes it: nothing differs, nothing to repair. */
const SAME: Differences = Object.freeze({ other: Object.freeze([]) as unknown as string[], format: false });

/**
 * An address parsed when a rule first reads it as a URL: most pages and links of a crawl are read
 * from their text and never parsed. (Classes rather than object literals with getters, which V8
 * builds many times more slowly, and there are several per page.)
 */
class ParsedOnRead {
  private parsed: URL | undefined;
  constructor(readonly text: string) {}
  get url(): URL {
    return (this.parsed ??= new URL(this.text));
  }
}

/** A `previous` that is exactly the address of the page before, as a URL parser writes it. */
class PreviousAsExpected {
  readonly diff = SAME;
  readonly asExpected = true;
  constructor(private readonly address: ParsedOnRead) {}
  get expected(): URL {
    return this.address.url;
  }
}

/** A `next` that is exactly the address of the page after, as a URL parser writes it. */
class FollowedAsExpected {
  readonly kind = 'followed';
  readonly diff = SAME;
  readonly asExpected = true;
  bound?: number;
  constructor(private readonly address: ParsedOnRead) {}
  get next(): URL {
    return this.address.url;
  }
  get expected(): URL {
    return this.address.url;
  }
}

/** A new page of a list; its own address parsed only when a rule reads `request`. */
class WalkedPage implements PageView {
  closed?: { lastSeen: boolean };
  previousUnreadable?: true;
  constructor(
    private readonly address: ParsedOnRead,
    readonly state: ListState,
    readonly page: PaginatedEnvelope,
    readonly n: number | undefined,
    readonly ordinal: number,
    readonly emptyTail: PageView['emptyTail'],
    readonly previous: PageView['previous'],
    readonly next: NextVerdict,
    readonly stops: boolean,
  ) {}
  get url(): string {
    return this.address.text;
  }
  get request(): URL {
    return this.address.url;
  }
}

export class ListWalk {
  readonly baseOrigin: string;
  private readonly baseProtocol: string;
  /**
   * `origin/` when the base URL's origin is written as the URL parser writes it (respelledOrigin reads
   * the text): lists under it whose key is a plain path are read as text (plainPage).
   */
  private readonly originSlash: string | undefined;
  /** The lists being walked (see Passing). */
  private readonly lists = new Passing<ListState>();
  /** Lists that ended: later crawl pages of them are repeats, not new pages. */
  private readonly ended = new Set<string>();
  private readonly envelope = validator('envelope.schema.json');
  private lastDoc?: { doc: DocumentView; read: ListDocument };
  private lastAnswer?: { answer: Answer; past: PastTheEnd | undefined };
  private lastAbandoned?: { answer: Answer; state: ListState | undefined };

  constructor(private readonly options: ResolvedOptions) {
    this.baseOrigin = new URL(options.baseUrl).origin;
    this.baseProtocol = new URL(options.baseUrl).protocol;
    const at = options.baseUrl.indexOf('/', options.baseUrl.indexOf('//') + 2);
    const written = at < 0 ? options.baseUrl : options.baseUrl.slice(0, at);
    this.originSlash = written === this.baseOrigin ? `${written}/` : undefined;
  }

  /**
   * Whether the pages of the list are read from their text: its key (the address without page) is
   * on the base origin, without a query, its path as a URL parser writes it.
   */
  private plainList(listKey: string): boolean {
    return this.originSlash !== undefined && hasPrefix(listKey, this.originSlash) && plainPath(listKey.slice(this.originSlash.length));
  }

  /**
   * The page parameter of a plain list's page (`''` when it has none): its address is the list key,
   * or the list key and `?page=<digits>`. Undefined for any other address, which is parsed.
   */
  private plainPage(url: string, listKey: string, plainList: boolean): string | undefined {
    if (!plainList || !hasPrefix(url, listKey)) return undefined;
    if (url.length === listKey.length) return '';
    return PAGE_ONLY.exec(url.slice(listKey.length))?.[1];
  }

  /** pageAddressKey of a plain list's page, from its text. */
  private static plainKey(listKey: string, page: string): string {
    return `${listKey}?page=${page === '' ? '1' : page}`;
  }

  /** The full page size of a kind of list. */
  pageSize(kind: ListKind): number {
    return kind === 'statistics' ? this.options.statisticsPageSize : this.options.componentPageSize;
  }

  /** What the document is to the pagination rules; read once, the same object for every rule. */
  read(doc: DocumentView): ListDocument {
    if (this.lastDoc?.doc !== doc) this.lastDoc = { doc, read: this.readDocument(doc) };
    return this.lastDoc.read;
  }

  /** The `next` that led past the end to this 4xx answer, if it is one; read once per answer. */
  pastTheEnd(answer: Answer): PastTheEnd | undefined {
    if (this.lastAnswer?.answer !== answer) this.lastAnswer = { answer, past: this.readPastTheEnd(answer) };
    return this.lastAnswer.past;
  }

  /**
   * The list this answer ends early, if it does: a crawl GET of the page the list's `next` named
   * that yields no page of it (a status other than 2xx, or a body that is no JSON), other than a
   * page past the end (pastTheEnd). The list is ended; its state says what its pages showed. Read
   * once per answer.
   */
  abandons(answer: Answer): ListState | undefined {
    if (this.lastAbandoned?.answer !== answer) this.lastAbandoned = { answer, state: this.readAbandoned(answer) };
    return this.lastAbandoned.state;
  }

  private readAbandoned(answer: Answer): ListState | undefined {
    const { exchange, target } = answer;
    if (exchange.request.method !== 'GET' || exchange.redirectedTo !== undefined) return undefined;
    if (carriesResource(exchange.status) && answer.json !== undefined) return undefined;
    const purpose = exchange.purpose ?? 'crawl';
    if (purpose !== 'crawl' && purpose !== 'format-api') return undefined;
    if (this.pastTheEnd(answer)) return undefined;
    const state = this.lists.get(target.listKey);
    if (!state || state.nextKey === undefined) return undefined;
    const url = exchange.request.url;
    const plain = this.plainPage(url, state.listKey, state.plain);
    let here: string;
    try {
      here = plain !== undefined ? ListWalk.plainKey(state.listKey, plain) : pageAddressKey(new URL(url));
    } catch {
      return undefined;
    }
    if (here !== state.nextKey) return undefined;
    this.lists.delete(target.listKey);
    this.ended.add(target.listKey);
    return state;
  }

  private readDocument(doc: DocumentView): ListDocument {
    if (doc.kind !== 'component-list' && doc.kind !== 'statistics') return { kind: 'ignored' };
    const purpose = doc.purpose ?? 'crawl';
    if (purpose !== 'crawl' && purpose !== 'format-api' && purpose !== 'recheck') return { kind: 'ignored' };
    const target = doc.target;
    const formatList = purpose === 'format-api' && hasFormat(doc.url);
    // A format-api page without format is the crawler following a link that lost it (reported on that link).
    if (purpose === 'format-api' && !formatList) return { kind: 'ignored' };
    if (target && purpose !== 'recheck' && (this.ended.has(target.listKey) || this.revisited(doc.url, this.lists.get(target.listKey))))
      return { kind: 'ignored' };
    const valid = this.envelope(doc.body);
    const page = valid ? (doc.body as PaginatedEnvelope) : undefined;
    if (purpose === 'recheck') return { kind: 'recheck', target, page };
    if (!page) {
      const error = this.envelope.errors?.[0];
      // An envelope that departs in previous alone: count, next and results still say where the page
      // stands in its list, and the walk reads them.
      if (target && isObject(doc.body) && this.envelope({ ...doc.body, previous: null }))
        return { kind: 'judged', formatList, page, error, view: this.feedPage(doc, target, doc.body as unknown as PaginatedEnvelope, false) };
      const state = target ? this.lists.get(target.listKey) : undefined;
      if (!state) return { kind: 'judged', formatList, page, error };
      state.unsound = true;
      // A page that names no next to follow ends the walk here: what the pages before showed is judged.
      if (typeof (doc.body as { next?: unknown } | null)?.next === 'string') return { kind: 'judged', formatList, page, error };
      this.lists.delete(state.listKey);
      this.ended.add(state.listKey);
      return { kind: 'judged', formatList, page, error, abandoned: state };
    }
    return { kind: 'judged', formatList, page, view: target ? this.feedPage(doc, target, page) : undefined };
  }

  /** Whether the page at `url` was fetched in this list already. */
  private revisited(url: string, state: ListState | undefined): boolean {
    if (!state) return false;
    const plain = this.plainPage(url, state.listKey, state.plain);
    return state.visited.has(plain !== undefined ? ListWalk.plainKey(state.listKey, plain) : pageAddressKey(new URL(url)));
  }

  private feedPage(doc: DocumentView, target: Target, page: PaginatedEnvelope, previousReadable = true): PageView | undefined {
    const key = target.listKey;
    const known = this.lists.get(key);
    const plainList = known ? known.plain : this.plainList(key);
    // The page's address as text (most pages of a crawl), or parsed.
    const plain = this.plainPage(doc.url, key, plainList);
    const address = new ParsedOnRead(doc.url);
    if (plain === undefined)
      try {
        void address.url; // parsed now: an address that is no URL is no page of a list
      } catch {
        return undefined;
      }
    const requestUrl = (): URL => address.url;
    const state: ListState = known ?? {
      listKey: key,
      kind: target.kind as ListKind,
      plain: plainList,
      formatApi: plainList ? false : hasFormat(doc.url),
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
    this.lists.set(key, state);
    const here = plain !== undefined ? ListWalk.plainKey(key, plain) : pageAddressKey(requestUrl());
    if (state.visited.has(here)) return undefined; // the same page again: nothing new
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
    let emptyTail: PageView['emptyTail'];
    if (len === 0 && n !== undefined && n > 1 && state.previousPage) {
      emptyTail = state.previousPage;
      state.unsound = true;
    }
    state.previousPage = { url: doc.url, page: n };
    let previous: PageView['previous'];
    if (previousReadable && n !== undefined && n !== 1) {
      const expectedText = plain !== undefined ? (n === 2 ? key : `${key}?page=${n - 1}`) : undefined;
      if (expectedText !== undefined && page.previous === expectedText) previous = new PreviousAsExpected(new ParsedOnRead(expectedText));
      else {
        previous = { expected: pageAddress(requestUrl(), n === 2 ? null : n - 1) };
        const target = page.previous === null ? undefined : resolvedUrl(page.previous, doc.url);
        if (target) previous.diff = differences(target, previous.expected, state.formatApi);
      }
    }
    const next = this.nextVerdict(state, page, n, requestUrl, plain !== undefined);
    const stops = next.kind !== 'followed' || next.bound !== undefined;
    if (next.kind !== 'null' && next.kind !== 'followed') state.unsound = true;
    if (next.kind === 'followed' && (next.bound !== undefined || (next.diff?.other.length ?? 0) > 0)) state.unsound = true;
    const view = new WalkedPage(address, state, page, n, state.pages, emptyTail, previous, next, stops);
    if (!previousReadable) view.previousUnreadable = true;
    const goesOn = stops ? this.goesOnAt(state, next, n, requestUrl) : undefined;
    if (goesOn !== undefined) state.nextKey = goesOn;
    else if (stops) {
      this.lists.delete(key);
      this.ended.add(key);
      view.closed = { lastSeen: page.next === null };
    }
    return view;
  }

  /**
   * Where the crawl goes on after a `next` it cannot follow (another origin, no absolute address, a
   * page already fetched) while the first page's count says more pages follow: page n + 1 at the
   * address §2.1 gives it (the crawler does the same), so that the pages after a departing link are
   * still judged. Its pageAddressKey; undefined where the list ends here.
   */
  private goesOnAt(state: ListState, next: NextVerdict, n: number | undefined, request: () => URL): string | undefined {
    if (next.kind !== 'not-absolute' && next.kind !== 'leaves' && next.kind !== 'respelled' && next.kind !== 'revisits') return undefined;
    if (n === undefined || n >= lastPageOf(state.firstCount, state.firstLength, state.firstHadNext)) return undefined;
    const key = pageAddressKey(pageAddress(request(), n + 1));
    return state.visited.has(key) ? undefined : key;
  }

  private nextVerdict(state: ListState, page: PaginatedEnvelope, n: number | undefined, request: () => URL, plain: boolean): NextVerdict {
    if (page.next === null) return { kind: 'null' };
    if (plain && n !== undefined && page.next === `${state.listKey}?page=${n + 1}`) return this.followedAsExpected(state, page.next, n);
    const next = absoluteUrl(page.next);
    if (!next) return { kind: 'not-absolute' };
    if (next.origin !== this.baseOrigin) {
      if (next.protocol !== this.baseProtocol && next.host === new URL(this.baseOrigin).host)
        return { kind: 'leaves', from: this.baseProtocol, to: next.protocol };
      return { kind: 'leaves' };
    }
    // The parser folds userinfo, other spellings of the host and a default port into the same
    // origin; as written (§1) the address is elsewhere, and the crawler does not follow it.
    const respelled = respelledOrigin(page.next, next, this.options.baseUrl);
    if (respelled) return { kind: 'respelled', how: respelled };
    if (state.visited.has(pageAddressKey(next))) return { kind: 'revisits' };
    state.nextKey = pageAddressKey(next);
    const verdict: NextVerdict = { kind: 'followed', next };
    if (n !== undefined) {
      verdict.expected = pageAddress(request(), n + 1);
      verdict.diff = differences(next, verdict.expected, state.formatApi);
    }
    this.bound(state, verdict);
    return verdict;
  }

  /**
   * The next of a plain list's page n that is exactly the address of page n + 1 (on the base origin,
   * as a URL parser writes it): what nextVerdict would find, read from the text.
   */
  private followedAsExpected(state: ListState, text: string, n: number): NextVerdict {
    const key = ListWalk.plainKey(state.listKey, String(n + 1));
    if (state.visited.has(key)) return { kind: 'revisits' };
    state.nextKey = key;
    const verdict = new FollowedAsExpected(new ParsedOnRead(text));
    this.bound(state, verdict);
    return verdict;
  }

  /** Marks a followed next that leads past the pages the list's count allows. */
  private bound(state: ListState, verdict: NextVerdict & { kind: 'followed' }): void {
    const bound = maxPagesFor(state.firstCount, state.firstLength);
    if (state.firstCount !== undefined && state.pages >= bound) verdict.bound = bound;
  }

  private readPastTheEnd(answer: Answer): PastTheEnd | undefined {
    const { exchange, target } = answer;
    if (exchange.request.method !== 'GET' || carriesResource(exchange.status)) return undefined;
    const purpose = exchange.purpose ?? 'crawl';
    if (purpose !== 'crawl' && purpose !== 'format-api') return undefined;
    // 4xx as ERR-BAD-PAGE asks, or 5xx: the count shows the page is past the end either way.
    if (exchange.status < 400) return undefined;
    const state = this.lists.get(target.listKey);
    if (!state || !state.previousPage || state.firstUrl === undefined || state.nextKey === undefined) return undefined;
    let here: string;
    try {
      here = pageAddressKey(new URL(exchange.request.url));
    } catch {
      return undefined;
    }
    const last = lastPageOf(state.firstCount, state.firstLength, state.firstHadNext);
    if (here !== state.nextKey || target.page === undefined || !(target.page > last)) return undefined;
    this.lists.delete(target.listKey);
    this.ended.add(target.listKey);
    return { previousPage: state.previousPage, page: target.page, last, status: exchange.status, url: exchange.request.url };
  }
}
