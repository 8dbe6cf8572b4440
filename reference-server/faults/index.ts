/**
 * The registry of faults, one module per family, and the hook set the clean implementation calls:
 * with nothing switched on, every hook point is a loop over an empty list.
 */
import { BadOptionError } from '../../src/base/errors.js';
import type { Answer } from '../answer.js';
import type { Route } from '../request.js';
import { COMPONENTS } from './components.js';
import { PAGINATION } from './pagination.js';
import { STATISTICS } from './statistics.js';
import { TRANSPORT } from './transport.js';
import type {
  Envelope,
  ErrorCtx,
  ExchangeCtx,
  FaultDeclaration,
  Hooks,
  ItemCtx,
  ItemsCtx,
  Json,
  ListCtx,
  PageCtx,
  RecordCtx,
  RequestCtx,
} from './types.js';
import { URLS } from './urls.js';

export type { FaultDeclaration, Hooks } from './types.js';

const FAMILIES: readonly FaultDeclaration[][] = [TRANSPORT, URLS, PAGINATION, STATISTICS, COMPONENTS];

/**
 * Every fault: first the one fault per requirement (ID = requirement), then the further faults of
 * each family (`<REQUIREMENT>/<variant>`).
 */
export const FAULT_DECLARATIONS: readonly FaultDeclaration[] = [
  ...FAMILIES.flatMap((f) => f.filter((d) => d.id === d.requirement)),
  ...FAMILIES.flatMap((f) => f.filter((d) => d.id !== d.requirement)),
];

export interface FaultInfo {
  id: string;
  /** The requirement the fault must yield, exactly. */
  requirement: string;
  description: string;
}

export const FAULTS: readonly FaultInfo[] = FAULT_DECLARATIONS.map(({ id, requirement, description }) => ({ id, requirement, description }));

export function listFaults(): FaultInfo[] {
  return FAULTS.map((f) => ({ ...f }));
}

const BY_ID = new Map(FAULT_DECLARATIONS.map((d) => [d.id, d]));

/** The hooks of the given faults; throws BadOptionError naming the valid faults for an unknown one. */
export function faultHooks(ids: readonly string[]): Hooks[] {
  const unknown = ids.filter((id) => !BY_ID.has(id));
  if (unknown.length > 0)
    throw new BadOptionError(`unknown fault ${unknown.join(', ')}; valid faults: ${FAULTS.map((f) => f.id).join(', ')}`);
  return [...new Set(ids)].map((id) => {
    const h = BY_ID.get(id)!.hooks;
    return typeof h === 'function' ? h() : h;
  });
}

type Fn<K extends keyof Hooks> = NonNullable<Hooks[K]>;

const pick = <K extends keyof Hooks>(hooks: readonly Hooks[], k: K): Fn<K>[] =>
  hooks.flatMap((h) => (h[k] === undefined ? [] : [h[k] as Fn<K>]));

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
