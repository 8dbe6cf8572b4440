/**
 * The paged lists of §4.1 and §4.3: the component list and each component's statistics, their
 * layout into pages, and the page envelopes (count, next, previous, results). Items are serialized
 * once; pages are kept in the page cache unless a volatile hook makes answers change per request.
 */
import { INVALID_PAGE, type Answer, type AnswerMeta, type ListInfo } from './answer.js';
import type { HookSet } from './hook-points.js';
import type { Envelope, ListCtx, PageCtx } from './hooks.js';
import { toJson } from './json.js';
import { PageCache } from './page-cache.js';
import { componentRecord, statisticsItems, type Model } from './records.js';
import { pageNumber, type Query } from './request.js';

export const PAGE_SIZE = 20;

export class Pages {
  private readonly records = new Map<number, string>();
  private lastStatistics: { index: number; items: string[] } | undefined;
  private componentList: ListInfo | undefined;
  private readonly statisticsLists = new Map<number, ListInfo>();
  private readonly layouts = new WeakMap<ListInfo, number[]>();
  private readonly cache: PageCache;
  private readonly hooks: HookSet;

  constructor(
    private readonly model: Model,
    cacheBytes?: number,
  ) {
    this.hooks = model.hooks;
    this.cache = new PageCache(cacheBytes);
  }

  /** The answer to a page request of the component list (index undefined) or of statistics of component `index`. */
  answer(method: string, kind: 'list' | 'statistics', index: number | undefined, query: Query): Answer {
    const { data, urls } = this.model;
    const list = index === undefined ? this.listInfo() : this.statisticsInfo(index);
    const sizes = this.layout(list);
    const lastPage = sizes.length;
    const page = pageNumber(query.page);
    if (page === undefined || page > lastPage) {
      const meta: AnswerMeta = { kind, lastPage, list, query };
      if (index !== undefined) meta.index = index;
      if (page !== undefined) meta.page = page;
      return this.hooks.error(INVALID_PAGE, { data, urls, why: 'bad-page', meta });
    }
    // The clean path is a cache lookup; what answers are about is spelled out only when a hook may ask.
    const meta: AnswerMeta | undefined = this.hooks.seesExchanges ? { kind, page, lastPage, list, query } : undefined;
    if (meta && index !== undefined) meta.index = index;
    const cacheKey = `${kind}\u0000${index ?? ''}\u0000${page}\u0000${query.others.join('&')}`;
    const hit = this.hooks.volatile ? undefined : this.cache.get(cacheKey);
    if (hit) return meta ? { status: 200, body: hit, meta } : { status: 200, body: hit };
    const ctx: PageCtx = {
      data,
      urls,
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
    if (!this.hooks.volatile) this.cache.remember(cacheKey, body);
    return meta ? { status: 200, body, meta } : { status: 200, body };
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
    this.componentList ??= { kind: 'list', count: this.model.data.components.length, url: this.model.urls.componentList() };
    return this.componentList;
  }

  private statisticsInfo(index: number): ListInfo {
    let info = this.statisticsLists.get(index);
    if (!info || this.hooks.changesListItems) {
      const c = this.model.data.components[index]!;
      info = { kind: 'statistics', index, component: c, count: c.translations.length, url: this.model.urls.componentPart(c.project, c.slug, 'statistics') };
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
    const all = this.hooks.listItems(this.statisticsStrings(index), { data: this.model.data, urls: this.model.urls, list, size: PAGE_SIZE });
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
      const ctx: ListCtx = { data: this.model.data, urls: this.model.urls, list, size: PAGE_SIZE };
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
