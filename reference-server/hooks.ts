/**
 * The reference server's hook vocabulary: the named points of the clean implementation where a
 * fault, a clean variant or a serving condition may transform the output. Each hook sees the value
 * the clean server would produce and what it belongs to, and returns the value to use instead (or
 * undefined to keep it, after changing it in place). The implementation calls them through HookSet
 * (hook-points.ts); faults/ only implements them.
 */
import type { Dataset, DatasetComponent, DatasetTranslation } from '../src/generated/dataset.js';
import type { Answer, AnswerMeta, ListInfo } from './answer.js';
import type { Query, Route } from './request.js';
import type { Urls } from './urls.js';

export type Json = Record<string, unknown>;

/** What every hook can see: the served data and its addresses. */
export interface Scope {
  data: Dataset;
  urls: Urls;
}

/** A request before it is answered. */
export interface RequestCtx extends Scope {
  method: string;
  rawUrl: string;
  /** The path of the request target (no query), as sent. */
  path: string;
  route?: Route;
  /** The component a route names, when it exists. */
  index?: number;
  query: Query;
  /** The answer the server would give to another request (hooks included). */
  answer(method: string, rawUrl: string): Answer;
  /** The answer to another request past the request hooks (the clean routing; other hooks still apply). */
  pass(method: string, rawUrl: string): Answer;
}

export interface RecordCtx extends Scope {
  component: DatasetComponent;
  index: number;
  /** `list` for list elements and most instance answers; `older` for the older-shaped instance record. */
  shape: 'list' | 'older';
  /** True for an answer of §4.2 (the instance address), false for a list element. */
  instance: boolean;
  /** The instance record the address of component `index` would answer without this hook. */
  record(index: number): Json;
}

export interface ItemCtx extends Scope {
  component: DatasetComponent;
  index: number;
  translation: DatasetTranslation;
  isSource: boolean;
  /** Position in the whole list, from 0. */
  position: number;
  /** Whether the list carries the six optional fields. */
  optional: boolean;
  /** The served percentage of count in total (§2.2 rule 1, percent hooks included). */
  percent(count: number, total: number): number;
}

export interface ItemsCtx extends Scope {
  component: DatasetComponent;
  index: number;
  percent(count: number, total: number): number;
}

export interface ListCtx extends Scope {
  list: ListInfo;
  /** The nominal page size (§4.3). */
  size: number;
}

/** A page envelope before serialization; results are serialized items. A field set to undefined is left out. */
export interface Envelope {
  count: number | string | undefined;
  next: string | null | undefined;
  previous: string | null | undefined;
  results: string[];
}

export interface PageCtx extends ListCtx {
  page: number;
  lastPage: number;
  /** Items per page, as paged. */
  sizes: readonly number[];
  /** Index of the first item of this page in the list. */
  from: number;
  query: Query;
  /** The clean address of page n of this list, repeating the request's other parameters. */
  link(page: number): string;
  /** Serialized items from..to (exclusive) of the whole list. */
  items(from: number, to: number): string[];
  method: string;
}

export interface ErrorCtx extends Scope {
  why: 'unknown-component' | 'bad-page';
  meta?: AnswerMeta;
}

export interface ExchangeCtx extends Scope {
  method: string;
  /** The request target as sent (origin-form or absolute-form); '' when the request could not be read. */
  target: string;
  /** What was answered; undefined for answers outside any route (malformed requests and the like). */
  meta?: AnswerMeta;
  /** Request headers (lower-case names). */
  requestHeaders: Readonly<Record<string, string | string[] | undefined>>;
}

export interface Hooks {
  /** Routing: answer a request before (or instead of) the clean routing; undefined to let it through. */
  request?(req: RequestCtx): Answer | undefined | void;
  /** Method acceptance: whether `method` is answered on this route (clean: GET, HEAD, OPTIONS). */
  method?(method: string, allowed: boolean, route: Route): boolean;
  /** Error answers: unknown components and bad pages. */
  error?(answer: Answer, ctx: ErrorCtx): Answer | undefined | void;
  /** A component record (list element or instance answer), built once per component and shape. */
  record?(record: Json, ctx: RecordCtx): Json | undefined | void;
  /** A percentage of §2.2 (clean: truncated to one decimal). */
  percent?(value: number, count: number, total: number): number;
  /** One statistics item. */
  statisticsItem?(item: Json, ctx: ItemCtx): Json | undefined | void;
  /** The statistics items of one component, in order (the source item first). */
  statisticsItems?(items: Json[], ctx: ItemsCtx): Json[] | undefined | void;
  /** The serialized items of a list as served now (volatile declarations only: runs per request). */
  listItems?(items: string[], ctx: ListCtx): string[] | undefined | void;
  /** How a list is paged: items per page (clean: the page size, the rest on the last page). */
  paging?(sizes: number[], ctx: ListCtx): number[] | undefined | void;
  /** A page envelope. */
  page?(envelope: Envelope, ctx: PageCtx): Envelope | undefined | void;
  /** The status of an answer. */
  status?(status: number, ctx: ExchangeCtx): number;
  /** Body bytes before sending. */
  bytes?(body: Buffer, ctx: ExchangeCtx): Buffer | undefined | void;
  /** Response headers (per endpoint kind and method). */
  headers?(headers: Record<string, string>, ctx: ExchangeCtx): Record<string, string> | undefined | void;
  /** Whether a HEAD answer is followed by the body (clean: never). */
  headBody?(ctx: ExchangeCtx): boolean;
  /**
   * The answers change from one request to the next (walk counters, drift): pages are not cached
   * and listItems runs per request.
   */
  volatile?: boolean;
}

/** The index of the component with the longest statistics list (the first of equals). */
export function longestList(s: Scope): number {
  let best = 0;
  s.data.components.forEach((c, i) => {
    if (c.translations.length > s.data.components[best]!.translations.length) best = i;
  });
  return best;
}
