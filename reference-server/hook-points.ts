/**
 * The hook points: the switched-on hooks (of faults, clean variants and serving conditions), grouped
 * by point and called in the order given. With nothing switched on every point is a loop over an
 * empty list, and the flags (intercepts, changesListItems, ...) let the clean path skip building
 * contexts no hook will see.
 */
import type { Answer } from './answer.js';
import type { Envelope, ErrorCtx, ExchangeCtx, Hooks, ItemCtx, ItemsCtx, Json, ListCtx, PageCtx, RecordCtx, RequestCtx } from './hooks.js';
import type { Route } from './request.js';

type Fn<K extends keyof Hooks> = NonNullable<Hooks[K]>;

const pick = <K extends keyof Hooks>(hooks: readonly Hooks[], k: K): Fn<K>[] => hooks.flatMap((h) => (h[k] === undefined ? [] : [h[k] as Fn<K>]));

/** The switched-on hooks, grouped by hook point, called in the order they were given. */
export class HookSet {
  readonly volatile: boolean;
  private readonly requestHooks: Fn<'request'>[];
  private readonly methodHooks: Fn<'method'>[];
  private readonly errorHooks: Fn<'error'>[];
  private readonly recordHooks: Fn<'record'>[];
  private readonly percentHooks: Fn<'percent'>[];
  private readonly itemHooks: Fn<'statisticsItem'>[];
  private readonly itemsHooks: Fn<'statisticsItems'>[];
  private readonly listItemsHooks: Fn<'listItems'>[];
  private readonly pagingHooks: Fn<'paging'>[];
  private readonly pageHooks: Fn<'page'>[];
  private readonly statusHooks: Fn<'status'>[];
  private readonly bytesHooks: Fn<'bytes'>[];
  private readonly headersHooks: Fn<'headers'>[];
  private readonly headBodyHooks: Fn<'headBody'>[];

  constructor(hooks: readonly Hooks[] = []) {
    this.volatile = hooks.some((h) => h.volatile === true);
    this.requestHooks = pick(hooks, 'request');
    this.methodHooks = pick(hooks, 'method');
    this.errorHooks = pick(hooks, 'error');
    this.recordHooks = pick(hooks, 'record');
    this.percentHooks = pick(hooks, 'percent');
    this.itemHooks = pick(hooks, 'statisticsItem');
    this.itemsHooks = pick(hooks, 'statisticsItems');
    this.listItemsHooks = pick(hooks, 'listItems');
    this.pagingHooks = pick(hooks, 'paging');
    this.pageHooks = pick(hooks, 'page');
    this.statusHooks = pick(hooks, 'status');
    this.bytesHooks = pick(hooks, 'bytes');
    this.headersHooks = pick(hooks, 'headers');
    this.headBodyHooks = pick(hooks, 'headBody');
  }

  get intercepts(): boolean {
    return this.requestHooks.length > 0;
  }
  request(req: RequestCtx): Answer | undefined {
    for (const h of this.requestHooks) {
      const a = h(req);
      if (a) return a;
    }
    return undefined;
  }
  method(method: string, allowed: boolean, route: Route): boolean {
    for (const h of this.methodHooks) allowed = h(method, allowed, route);
    return allowed;
  }
  error(answer: Answer, ctx: ErrorCtx): Answer {
    for (const h of this.errorHooks) answer = h(answer, ctx) || answer;
    return answer;
  }
  record(r: Json, ctx: RecordCtx): Json {
    for (const h of this.recordHooks) r = h(r, ctx) || r;
    return r;
  }
  percent(value: number, count: number, total: number): number {
    for (const h of this.percentHooks) value = h(value, count, total);
    return value;
  }
  statisticsItem(item: Json, ctx: ItemCtx): Json {
    for (const h of this.itemHooks) item = h(item, ctx) || item;
    return item;
  }
  statisticsItems(items: Json[], ctx: ItemsCtx): Json[] {
    for (const h of this.itemsHooks) items = h(items, ctx) || items;
    return items;
  }
  get changesListItems(): boolean {
    return this.listItemsHooks.length > 0;
  }
  listItems(items: string[], ctx: ListCtx): string[] {
    for (const h of this.listItemsHooks) items = h(items, ctx) || items;
    return items;
  }
  get changesPaging(): boolean {
    return this.pagingHooks.length > 0;
  }
  paging(sizes: number[], ctx: ListCtx): number[] {
    for (const h of this.pagingHooks) sizes = h(sizes, ctx) || sizes;
    return sizes;
  }
  page(env: Envelope, ctx: PageCtx): Envelope {
    for (const h of this.pageHooks) env = h(env, ctx) || env;
    return env;
  }
  get changesExchange(): boolean {
    return this.statusHooks.length > 0 || this.bytesHooks.length > 0 || this.headBodyHooks.length > 0;
  }
  status(status: number, ctx: ExchangeCtx): number {
    for (const h of this.statusHooks) status = h(status, ctx);
    return status;
  }
  bytes(body: Buffer, ctx: ExchangeCtx): Buffer {
    for (const h of this.bytesHooks) body = h(body, ctx) || body;
    return body;
  }
  /** Whether any hook looks at finished answers (status, bytes, headers, HEAD bodies). */
  get seesExchanges(): boolean {
    return this.changesExchange || this.changesHeaders;
  }
  get changesHeaders(): boolean {
    return this.headersHooks.length > 0;
  }
  headers(h: Record<string, string>, ctx: ExchangeCtx): Record<string, string> {
    for (const f of this.headersHooks) h = f(h, ctx) || h;
    return h;
  }
  headBody(ctx: ExchangeCtx): boolean {
    return this.headBodyHooks.some((h) => h(ctx));
  }
}
