/**
 * The crawl plan: which requests to send, in which order. Every answer goes to the sink as it
 * arrives; the crawler keeps only addresses and counters, never bodies, and judges nothing. It
 * reads a list page only to find its `next` and its elements' addresses.
 */
import { isObject } from '../base/json.js';
import { BudgetExceededError, stopsRun, type KitError } from '../base/errors.js';
import { parseJson, seenPast } from '../base/json-parse.js';
import { carriesResource } from '../base/status.js';
import type { Exchange, ExchangePurpose } from '../generated/exchange.js';
import { lastPageOf, maxPagesFor } from '../base/limits.js';
import type { HttpClient, Method, SendOptions } from './http.js';
import { Limiter } from './limiter.js';
import { componentRef, nextAddress, pageKey, Sampler, sameOriginText, withParam, type ComponentRef } from './plan.js';

/**
 * The parts of the plan to send (focus: --only, --skip, --component, --project). The component list
 * is always walked; each part left out saves its requests.
 */
export interface CrawlParts {
  /** Every chosen component's instance record. */
  instances: boolean;
  /** Every chosen component's statistics list. */
  statistics: boolean;
  /** HEAD and OPTIONS (one of each kind of address, or every address with methodsAll). */
  methods: boolean;
  /** One statistics list again with format=api. */
  formatApi: boolean;
  /**
   * One component whose record and statistics answered, where the one-off requests go: the first in
   * list order, and the longest statistics list, so the plan then fetches every record and
   * statistics list (whatever `instances` and `statistics` say).
   */
  sample: boolean;
  probeErrors: boolean;
  probeWrites: boolean;
  methodsAll: boolean;
  /** Only these components (PROJECT/COMPONENT slugs) and the components of these projects. */
  pick?: { components: readonly string[]; projects: readonly string[] };
}

export interface CrawlOptions
  extends Pick<CrawlParts, 'probeErrors' | 'probeWrites' | 'methodsAll'>, Partial<Omit<CrawlParts, 'probeErrors' | 'probeWrites' | 'methodsAll'>> {
  /** Base URL, ending with a slash. */
  baseUrl: string;
  concurrency: number;
  maxComponents?: number | undefined;
}

export type Sink = (exchange: Exchange) => void;

export interface FirstAnswer {
  url: string;
  status: number;
  error?: Exchange['error'];
  /** The answer is a JSON object with at least one envelope field (count, next, previous, results). */
  envelope: boolean;
}

export interface CrawlProgress {
  pages: number;
  components: number;
  statisticsLists: number;
  /** Components the run will check: the list's count, or the sample size when smaller. Known after the first page. */
  total?: number;
}

export interface CrawlResult extends CrawlProgress {
  first: FirstAnswer;
  /** --max-components left some component out. */
  sampled: boolean;
  /** The request budget ran out before the plan was done. */
  budgetSpent: boolean;
  /** The condition that stopped the crawl before the plan was done (budget, rate limit, unavailable, deadline). */
  stoppedBy?: KitError;
}

/** Raised inside the crawl once it has to stop (budget spent); tasks unwind quietly. */
class Stop extends Error {}

/** The slugs of the component the error probes ask for, which no deployment holds. */
export const NOT_FOUND_PROJECT = 'stringent-no-such-project';
export const NOT_FOUND_COMPONENT = 'stringent-no-such-component';
/** The page numbers the error probes ask for besides the one past the last page. */
export const BAD_PAGES: readonly string[] = ['0', '-1', 'abc'];
/**
 * Without methodsAll, HEAD goes to at most 4 addresses (the component list, the sample's record and
 * statistics list, a later page) and OPTIONS to at most 3 (the first three).
 */
export const METHOD_ADDRESSES = { HEAD: 4, OPTIONS: 3 } as const;
const WRITE_METHODS: readonly Method[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

interface Walked {
  /** Pages fetched. */
  pages: number;
  /** The last page said next: null (or had no next). */
  ended: boolean;
  /** The list's address without page. */
  firstUrl: string;
  /** The last page number the first page's count implies (§2.1). */
  impliedLast: number;
  /** The first page answered 200. */
  firstOk: boolean;
  /** Address of page 2, when the walk reached it. */
  secondUrl?: string;
}

export class Crawler {
  readonly progress: CrawlProgress = { pages: 0, components: 0, statisticsLists: 0 };
  private stopped = false;
  private budgetSpent = false;
  /** The condition that stopped the crawl, when one did (read after a re-walk too). */
  stoppedBy?: KitError;
  private readonly fetched = new Set<string>();
  /** pageKey of the first page of every statistics list walked in the crawl. */
  private readonly statisticsWalked = new Set<string>();
  private readonly limiter: Limiter;
  private readonly sampler: Sampler;
  /**
   * The component the one-off requests go to (HEAD/OPTIONS, format=api, bad pages, write probes):
   * the first in list order whose record and statistics answered 200, so that every run picks the
   * same one and a broken component does not turn one fault into several findings.
   */
  private sample: { ref: ComponentRef; position: number; walked: Walked } | undefined;
  /**
   * The statistics list that exercises the most — the most pages, the first in list order among
   * equals — where the one-off list probes go (format=api on every page, bad page numbers), so
   * that next and previous links, page ≥ 3 and the last page are seen with format=api.
   */
  private longest: { ref: ComponentRef; position: number; walked: Walked } | undefined;
  /** An unexpected error inside a component task, rethrown once the crawl has settled. */
  private failure: unknown;
  private readonly parts: Omit<CrawlParts, 'pick'>;
  /** --component and --project: the names asked for, and those the list held. */
  private readonly pick?: { components: Set<string>; projects: Set<string>; seen: Set<string>; seenProjects: Set<string>; all: string[] };

  /** The origin of the base URL and '/': pageKey reads the addresses under it from their text. */
  private readonly originSlash: string;

  constructor(
    private readonly http: HttpClient,
    private readonly opts: CrawlOptions,
    private readonly sink: Sink,
  ) {
    this.originSlash = `${new URL(opts.baseUrl).origin}/`;
    this.limiter = new Limiter(Math.max(1, opts.concurrency));
    this.sampler = new Sampler(opts.maxComponents);
    const sample = opts.sample ?? true;
    // The sample and the longest list are chosen over every component: a plan with one-off requests
    // sends them where the whole plan does.
    this.parts = {
      instances: sample || (opts.instances ?? true),
      statistics: sample || (opts.statistics ?? true),
      methods: opts.methods ?? true,
      formatApi: opts.formatApi ?? true,
      sample,
      probeErrors: opts.probeErrors,
      probeWrites: opts.probeWrites,
      methodsAll: opts.methodsAll,
    };
    if (opts.pick)
      this.pick = { components: new Set(opts.pick.components), projects: new Set(opts.pick.projects), seen: new Set(), seenProjects: new Set(), all: [] };
  }

  /** --component and --project names the list did not hold (after run). */
  get unmatched(): { components: string[]; projects: string[]; known: string[] } {
    const p = this.pick;
    if (!p) return { components: [], projects: [], known: [] };
    return { components: [...p.components].filter((c) => !p.seen.has(c)), projects: [...p.projects].filter((c) => !p.seenProjects.has(c)), known: p.all };
  }

  /** Whether a list element is one of the components asked for (every one without --component or --project). */
  private picked(item: unknown): boolean {
    const p = this.pick;
    if (!p) return true;
    const project = isObject(item) && isObject(item.project) && typeof item.project.slug === 'string' ? item.project.slug : undefined;
    const slug = isObject(item) && typeof item.slug === 'string' ? item.slug : undefined;
    if (project === undefined || slug === undefined) return false;
    const name = `${project}/${slug}`;
    p.all.push(name);
    if (p.components.has(name)) p.seen.add(name);
    if (p.projects.has(project)) p.seenProjects.add(project);
    return p.components.has(name) || p.projects.has(project);
  }

  async run(): Promise<CrawlResult> {
    const listUrl = `${this.opts.baseUrl}api/components/`;
    let first: FirstAnswer = { url: listUrl, status: 0, envelope: false };
    try {
      let position = 0;
      const walked = await this.walkList(
        listUrl,
        'crawl',
        (page, body, n) => {
          if (n === 1) {
            first = firstAnswer(page, body);
            if (isObject(body)) this.sampler.start(body.count);
            if (isObject(body) && typeof body.count === 'number' && Number.isSafeInteger(body.count) && body.count >= 0 && !this.pick)
              this.progress.total = Math.min(body.count, this.opts.maxComponents ?? Infinity);
          }
          const results = isObject(body) && Array.isArray(body.results) ? body.results : [];
          for (const item of results) {
            const at = position++;
            if (!this.picked(item)) continue;
            if (!this.sampler.take(at)) continue;
            const ref = componentRef(item, this.opts.baseUrl);
            if (ref && !this.fetched.has(ref.instanceUrl)) {
              this.fetched.add(ref.instanceUrl);
              if (!this.parts.instances && !this.parts.statistics) {
                // Judged from the list alone: the component counts as checked.
                this.progress.components++;
                continue;
              }
              this.limiter
                .run(() => this.quietly(() => this.component(ref, at)))
                .catch((err: unknown) => {
                  this.failure ??= err;
                });
            }
          }
        },
        () => first.error === undefined,
      );
      if (first.error) return this.result(first);
      if (this.parts.methods && !this.parts.methodsAll) await this.quietly(() => this.methods(listUrl));
      if (this.parts.probeErrors) await this.quietly(() => this.probeErrors(walked));
      if (this.parts.probeWrites) await this.quietly(() => this.probeWrites(listUrl));
      await this.limiter.idle();
      await this.quietly(() => this.extras());
    } catch (err) {
      if (!(err instanceof Stop)) throw err;
      await this.limiter.idle();
    }
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the first error a worker met, passed on as it was thrown
    if (this.failure !== undefined) throw this.failure;
    return this.result(first);
  }

  private result(first: FirstAnswer): CrawlResult {
    return { ...this.progress, first, sampled: this.sampler.sampled, budgetSpent: this.budgetSpent, ...(this.stoppedBy ? { stoppedBy: this.stoppedBy } : {}) };
  }

  /**
   * Walks one list again from `url` along `next` (purpose recheck), with the crawl's guards: same
   * origin only, no address twice, no more pages than the count implies. False when the request
   * budget ran out.
   */
  async rewalk(url: string): Promise<boolean> {
    try {
      await this.walkList(url, 'recheck');
      return true;
    } catch (err) {
      if (err instanceof Stop) return false;
      throw err;
    }
  }

  /** One component: its instance record, then its statistics list (each when the plan has it). */
  private async component(ref: ComponentRef, position: number): Promise<void> {
    let ok = true;
    if (this.parts.instances) {
      const instance = await this.get(ref.instanceUrl, 'crawl');
      ok = instance.status === 200 && instance.error === undefined;
      if (ok) this.progress.components++;
      if (this.parts.methodsAll) await this.methods(ref.instanceUrl);
    } else this.progress.components++;
    if (!this.parts.statistics) return;
    // A statistics list reached from two components (one's statistics_url pointing at the other's)
    // is walked, and so judged, once; the rules report the address that departs.
    const listKey = pageKey(ref.statisticsUrl, this.originSlash);
    if (this.statisticsWalked.has(listKey)) return;
    this.statisticsWalked.add(listKey);
    const walked = await this.walkList(ref.statisticsUrl, 'crawl');
    if (walked.ended) this.progress.statisticsLists++;
    if (ok && walked.firstOk && (this.sample === undefined || position < this.sample.position)) this.sample = { ref, position, walked };
    const l = this.longest;
    if (walked.firstOk && (l === undefined || walked.pages > l.walked.pages || (walked.pages === l.walked.pages && position < l.position)))
      this.longest = { ref, position, walked };
  }

  /** The one-off requests, on the sample component, once every component has been crawled. */
  private async extras(): Promise<void> {
    const s = this.sample;
    if (!s || !this.parts.sample) return;
    if (this.parts.methods && !this.parts.methodsAll) {
      await this.methods(s.ref.instanceUrl);
      await this.methods(s.ref.statisticsUrl);
    }
    // HEAD on a later page too: a server may answer HEAD with a body only where a list goes on.
    const later = this.longest?.walked.secondUrl;
    if (this.parts.methods && !this.parts.methodsAll && later !== undefined) await this.send('HEAD', later, { purpose: 'head' });
    const longest = this.longest ?? s;
    if (this.parts.formatApi) await this.walkList(withParam(longest.ref.statisticsUrl, 'format', 'api'), 'format-api');
    if (this.parts.probeErrors) await this.badPages(longest.walked);
    if (this.parts.probeWrites) await this.probeWrites(s.ref.instanceUrl, s.ref.statisticsUrl);
  }

  /**
   * Follows `next` from `url`: same origin and scheme only, never an address twice, at most the
   * pages the first page's count implies (plus a margin). Pages are fetched one after another.
   * Where a crawl's (or format=api walk's) `next` cannot be followed (another origin, no address, a page seen already)
   * while the first page's count says more pages follow, the walk goes on at the address §2.1 gives
   * page n + 1 (the list's address with page=n+1): the departing link is the rules' to report, and
   * the pages after it are still judged.
   */
  private async walkList(
    url: string,
    purpose: ExchangePurpose,
    onPage?: (page: Exchange, body: unknown, n: number) => void,
    goOn: () => boolean = () => true,
  ): Promise<Walked> {
    const walked: Walked = { pages: 0, ended: false, firstUrl: url, impliedLast: 1, firstOk: false };
    const visited = new Set<string>();
    let maxPages = Infinity;
    let current: string | undefined = url;
    let currentKey = pageKey(url, this.originSlash);
    while (current !== undefined && walked.pages < maxPages) {
      visited.add(currentKey);
      if (purpose === 'crawl') this.fetched.add(current);
      const page = await this.get(current, purpose, true);
      walked.pages++;
      if (purpose === 'crawl') this.progress.pages++;
      const body = page.json;
      onPage?.(page, body, walked.pages);
      if (this.parts.methodsAll && purpose === 'crawl' && goOn()) await this.methods(current);
      // Let the components of this page get checked before the next page adds more.
      if (onPage) await this.limiter.below(2 * this.opts.concurrency);
      if (!goOn() || page.error || !carriesResource(page.status) || !isObject(body)) return walked;
      if (walked.pages === 1) {
        walked.firstOk = true;
        const length = Array.isArray(body.results) ? body.results.length : 0;
        maxPages = maxPagesFor(body.count, length);
        walked.impliedLast = lastPageOf(body.count, length, body.next !== null && body.next !== undefined);
      }
      if (body.next === null || body.next === undefined) {
        walked.ended = true;
        return walked;
      }
      let next = nextAddress(body.next, current);
      // Another origin or scheme (as written: userinfo or another host spelling is another origin,
      // and the token never goes there), an address seen before, or no address: the rules report it.
      if (next === undefined || typeof body.next !== 'string' || !sameOriginText(body.next, this.opts.baseUrl) || !this.http.isSameOrigin(next))
        next = undefined;
      let nextKey = next === undefined ? undefined : pageKey(next, this.originSlash);
      if (nextKey !== undefined && visited.has(nextKey)) next = nextKey = undefined;
      if (next === undefined) {
        if (purpose !== 'crawl' && purpose !== 'format-api') return walked;
        const n = pageNumber(current);
        if (n === undefined || n >= walked.impliedLast) return walked;
        next = withParam(current, 'page', String(n + 1));
        nextKey = pageKey(next, this.originSlash);
        if (visited.has(nextKey)) return walked;
      }
      current = next;
      currentKey = nextKey!;
      if (walked.pages === 1) walked.secondUrl = next;
    }
    return walked;
  }

  /** HEAD and OPTIONS on one address. */
  private async methods(url: string): Promise<void> {
    await this.send('HEAD', url, { purpose: 'head' });
    await this.send('OPTIONS', url, { purpose: 'options' });
  }

  private async probeErrors(list: Walked): Promise<void> {
    const base = this.opts.baseUrl;
    const p = `${base}api/components/${NOT_FOUND_PROJECT}/${NOT_FOUND_COMPONENT}/`;
    await this.get(p, 'probe-error');
    await this.get(p + 'statistics/', 'probe-error');
    await this.badPages(list);
  }

  /** page=0, -1, abc and the page after the last (by the first page's count, or as walked) on one list. */
  private async badPages(list: Walked): Promise<void> {
    const past = Math.max(1, list.pages, list.impliedLast) + 1;
    for (const page of [...BAD_PAGES, String(past)]) await this.get(withParam(list.firstUrl, 'page', page), 'probe-error');
  }

  /** POST, PUT, PATCH, DELETE with `{}`, without credentials, redirects not followed. */
  private async probeWrites(...urls: string[]): Promise<void> {
    for (const url of urls)
      for (const method of WRITE_METHODS) await this.send(method, url, { purpose: 'probe-write', body: '{}', credentials: false, followRedirects: false });
  }

  /** GET; list pages are parsed once here and the parsed value rides along for the rules. */
  private async get(url: string, purpose: ExchangePurpose, parse = false): Promise<Exchange> {
    return this.send('GET', url, { purpose }, parse);
  }

  private async send(method: Method, url: string, so: SendOptions, parse = false): Promise<Exchange> {
    if (this.stopped) throw new Stop();
    let exchange: Exchange;
    try {
      // `so` is each call's own literal: the sink goes on it rather than on a copy.
      so.onHop = this.sink;
      exchange = await this.http.send(method, url, so);
    } catch (err) {
      if (stopsRun(err)) {
        this.stopped = true;
        if (err instanceof BudgetExceededError) this.budgetSpent = true;
        else this.stoppedBy ??= err;
        throw new Stop();
      }
      throw err;
    }
    if (parse && exchange.body !== undefined && carriesResource(exchange.status)) {
      const json = parseBody(exchange.body);
      if (json !== undefined) exchange.json = json;
    }
    this.sink(exchange);
    return exchange;
  }

  /** Runs a part of the plan; a stop unwinds it without failing the crawl. */
  private async quietly(fn: () => Promise<void>): Promise<void> {
    try {
      await fn();
    } catch (err) {
      if (!(err instanceof Stop)) throw err;
    }
  }
}

/** The page number of a list page's address (1 without page); undefined where page is no whole number. */
function pageNumber(url: string): number | undefined {
  const page = new URL(url).searchParams.get('page');
  if (page === null) return 1;
  return /^[1-9]\d*$/.test(page) ? Number(page) : undefined;
}

/** The body's value, read past what a reader sees past (the rules report that departure): the walk goes on where the rules judge. */
function parseBody(text: string): unknown {
  try {
    return parseJson(seenPast(text)?.text ?? text);
  } catch {
    return undefined;
  }
}

function firstAnswer(page: Exchange, body: unknown): FirstAnswer {
  const first: FirstAnswer = {
    url: page.request.url,
    status: page.status,
    envelope: isObject(body) && ['count', 'next', 'previous', 'results'].some((k) => k in body),
  };
  if (page.error) first.error = page.error;
  return first;
}
