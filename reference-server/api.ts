/**
 * The answers of §4.1–4.3 for one dataset, base URL and hook set. Bodies are serialized once and
 * kept (component records for good; pages in a cache bounded by bytes), so a request costs a
 * lookup. Error answers follow Django REST framework: {"detail": "..."}.
 */
import type { Dataset } from '../src/generated/dataset.js';
import { INVALID_PAGE, NOT_FOUND, methodNotAllowed, type Answer, type AnswerMeta, type ListInfo } from './answer.js';
import type { HookSet } from './faults/index.js';
import type { Envelope, ListCtx, PageCtx, RequestCtx } from './faults/types.js';
import { toJson } from './json.js';
import { componentRecord, statisticsItems, type Model } from './records.js';
import { pageNumber, parseTarget, type Query, type Route, type Target } from './request.js';
import { Urls } from './urls.js';

export { NOT_FOUND, methodNotAllowed, type Answer } from './answer.js';

/** Whatever turns a request (method and raw target) into an answer. */
export interface Answerer {
  answer(method: string, rawUrl: string): Answer;
}

export const PAGE_SIZE = 20;
const CACHE_BYTES = 64 * 1024 * 1024;

const metadata = (name: string, description: string): Buffer =>
  Buffer.from(JSON.stringify({ name, description, renders: ['application/json'], parses: ['application/json'] }));
/** OPTIONS answers, after Django REST framework's metadata. */
const OPTIONS: Record<Route['kind'], Buffer> = {
  list: metadata('Component List', 'Components of all projects, 20 per page.'),
  instance: metadata('Component Instance', 'One component record.'),
  statistics: metadata('Component Statistics', 'Statistics of every translation of the component, 20 per page.'),
};

const CLEAN_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export class Api implements Answerer {
  readonly urls: Urls;
  readonly basePath: string;
  private readonly model: Model;
  private readonly byKey = new Map<string, number>();
  private readonly records = new Map<number, string>();
  private readonly instances = new Map<number, Buffer>();
  private lastStatistics: { index: number; items: string[] } | undefined;
  private componentList: ListInfo | undefined;
  private readonly statisticsLists = new Map<number, ListInfo>();
  private readonly layouts = new WeakMap<ListInfo, number[]>();
  private readonly pages = new Map<string, Buffer>();
  private cachedBytes = 0;

  constructor(
    private readonly data: Dataset,
    base: string,
    private readonly hooks: HookSet,
  ) {
    this.urls = new Urls(base);
    this.basePath = new URL(this.urls.base).pathname;
    this.model = {
      data,
      urls: this.urls,
      hooks,
      projects: new Map(data.projects.map((p) => [p.slug, p])),
      languages: new Map(data.languages.map((l) => [l.code, l])),
    };
    data.components.forEach((c, i) => this.byKey.set(key(c.project, c.slug), i));
  }

  /** The data and addresses hooks see. */
  get scope(): { data: Dataset; urls: Urls } {
    return { data: this.data, urls: this.urls };
  }

  answer(method: string, rawUrl: string): Answer {
    const target = parseTarget(rawUrl, this.basePath);
    if (this.hooks.intercepts) {
      const route = target.route;
      const req: RequestCtx = {
        data: this.data,
        urls: this.urls,
        method,
        rawUrl,
        path: pathOf(rawUrl),
        query: target.query,
        answer: (m, u) => this.answer(m, u),
        pass: (m, u) => this.route(m, parseTarget(u, this.basePath)),
      };
      if (route) req.route = route;
      const index = route && route.kind !== 'list' ? this.byKey.get(key(route.project, route.component)) : undefined;
      if (index !== undefined) req.index = index;
      const a = this.hooks.request(req);
      if (a) return a;
    }
    return this.route(method, target);
  }

  private route(method: string, { route, query }: Target): Answer {
    if (!route) return NOT_FOUND;
    if (query.format !== undefined && query.format !== '' && query.format !== 'json' && query.format !== 'api') return NOT_FOUND;
    if (!this.hooks.method(method, CLEAN_METHODS.has(method), route)) return { ...methodNotAllowed(method), meta: { kind: route.kind } };
    let index: number | undefined;
    if (route.kind !== 'list') {
      index = this.byKey.get(key(route.project, route.component));
      if (index === undefined) return this.hooks.error(NOT_FOUND, { data: this.data, urls: this.urls, why: 'unknown-component' });
    }
    if (method === 'OPTIONS') return { status: 200, body: OPTIONS[route.kind], meta: { kind: route.kind, ...(index === undefined ? {} : { index }) } };
    if (route.kind === 'instance') return { status: 200, body: this.instance(index!), meta: { kind: 'instance', index: index! } };
    const list = route.kind === 'list' ? this.listInfo() : this.statisticsInfo(index!);
    const sizes = this.layout(list);
    const lastPage = sizes.length;
    const page = pageNumber(query.page);
    if (page === undefined || page > lastPage) {
      const meta: AnswerMeta = { kind: route.kind, lastPage, list, query };
      if (index !== undefined) meta.index = index;
      if (page !== undefined) meta.page = page;
      return this.hooks.error(INVALID_PAGE, { data: this.data, urls: this.urls, why: 'bad-page', meta });
    }
    // The clean path is a cache lookup; what answers are about is spelled out only when a hook may ask.
    const meta: AnswerMeta | undefined = this.hooks.seesExchanges ? { kind: route.kind, page, lastPage, list, query } : undefined;
    if (meta && index !== undefined) meta.index = index;
    const cacheKey = `${route.kind}\u0000${index ?? ''}\u0000${page}\u0000${query.others.join('&')}`;
    const hit = this.hooks.volatile ? undefined : this.pages.get(cacheKey);
    if (hit) return meta ? { status: 200, body: hit, meta } : { status: 200, body: hit };
    const ctx: PageCtx = {
      data: this.data,
      urls: this.urls,
      list,
      size: PAGE_SIZE,
      page,
      lastPage,
      sizes,
      from: offset(sizes, page),
      query,
      link: linker(list.url, query),
      items: this.itemsOf(list),
      method,
    };
    const body = this.page(ctx);
    if (!this.hooks.volatile) this.remember(cacheKey, body);
    return meta ? { status: 200, body, meta } : { status: 200, body };
  }

  private instance(index: number): Buffer {
    let body = this.instances.get(index);
    if (!body) {
      body = Buffer.from(toJson(componentRecord(this.model, index, true)));
      this.instances.set(index, body);
    }
    return body;
  }

  private listRecord(index: number): string {
    let text = this.records.get(index);
    if (text === undefined) {
      text = toJson(componentRecord(this.model, index, false));
      this.records.set(index, text);
    }
    return text;
  }

  private listInfo(): ListInfo {
    this.componentList ??= { kind: 'list', count: this.data.components.length, url: this.urls.componentList() };
    return this.componentList;
  }

  private statisticsInfo(index: number): ListInfo {
    let info = this.statisticsLists.get(index);
    if (!info || this.hooks.changesListItems) {
      const c = this.data.components[index]!;
      info = { kind: 'statistics', index, component: c, count: c.translations.length, url: this.urls.componentPart(c.project, c.slug, 'statistics') };
      if (this.hooks.changesListItems) info.count = this.itemsOf(info)(0, Infinity).length;
      this.statisticsLists.set(index, info);
    }
    return info;
  }

  /** The serialized items of a list, from..to. */
  private itemsOf(list: ListInfo): (from: number, to: number) => string[] {
    if (list.kind === 'list')
      return (from, to) => {
        const out: string[] = [];
        for (let i = from; i < Math.min(to, list.count); i++) out.push(this.listRecord(i));
        return out;
      };
    const index = list.index!;
    if (!this.hooks.changesListItems) return (from, to) => this.statisticsStrings(index).slice(from, to);
    const all = this.hooks.listItems(this.statisticsStrings(index), { data: this.data, urls: this.urls, list, size: PAGE_SIZE });
    return (from, to) => all.slice(from, to);
  }

  /** The serialized items of one component; the last one is kept, as its pages are read in a row. */
  private statisticsStrings(index: number): string[] {
    if (this.lastStatistics?.index !== index) {
      const items = statisticsItems(this.model, index).map((x) => toJson(x));
      this.lastStatistics = { index, items };
    }
    return this.lastStatistics.items;
  }

  /** Items per page: the page size, the rest on the last page; one empty page for an empty list. */
  private layout(list: ListInfo): number[] {
    let sizes = this.layouts.get(list);
    if (!sizes) {
      const ctx: ListCtx = { data: this.data, urls: this.urls, list, size: PAGE_SIZE };
      const count = list.count;
      sizes = [];
      for (let left = count; left > 0; left -= PAGE_SIZE) sizes.push(Math.min(left, PAGE_SIZE));
      if (sizes.length === 0) sizes.push(0);
      if (this.hooks.changesPaging) sizes = this.hooks.paging(sizes, ctx);
      this.layouts.set(list, sizes);
    }
    return sizes;
  }

  private page(ctx: PageCtx): Buffer {
    const { page, lastPage, from } = ctx;
    const to = from + ctx.sizes[page - 1]!;
    let env: Envelope = {
      count: ctx.list.count,
      next: page < lastPage ? ctx.link(page + 1) : null,
      previous: page > 1 ? ctx.link(page - 1) : null,
      results: ctx.items(from, to),
    };
    env = this.hooks.page(env, ctx);
    const field = (name: string, value: unknown): string => (value === undefined ? '' : `"${name}":${JSON.stringify(value)},`);
    const text = `{${field('count', env.count)}${field('next', env.next)}${field('previous', env.previous)}"results":[${env.results.join(',')}]}`;
    return Buffer.from(text);
  }

  private remember(cacheKey: string, body: Buffer): void {
    if (body.length > CACHE_BYTES / 8) return;
    while (this.cachedBytes + body.length > CACHE_BYTES && this.pages.size > 0) {
      const oldest = this.pages.keys().next().value as string;
      this.cachedBytes -= this.pages.get(oldest)!.length;
      this.pages.delete(oldest);
    }
    this.pages.set(cacheKey, body);
    this.cachedBytes += body.length;
  }
}

/** The clean address of page n of a list: the request's other parameters, then page (none for page 1). */
function linker(url: string, query: Query): (n: number) => string {
  return (n) => {
    const params = n === 1 ? query.others : [...query.others, `page=${n}`];
    return params.length === 0 ? url : `${url}?${params.join('&')}`;
  };
}

function offset(sizes: readonly number[], page: number): number {
  let from = 0;
  for (let i = 0; i < page - 1; i++) from += sizes[i]!;
  return from;
}

function pathOf(rawUrl: string): string {
  let url = rawUrl.replace(/^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]*/, '');
  const q = url.search(/[?#]/);
  if (q >= 0) url = url.slice(0, q);
  return url || '/';
}

function key(project: string, component: string): string {
  return `${project}\u0000${component}`;
}
