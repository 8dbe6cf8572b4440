/**
 * The hooks a fault (or a clean variant) declares: named points of the clean implementation where
 * it may transform the output. Each hook sees the value the clean server would produce and what it
 * belongs to, and returns the value to use instead (or undefined to keep it, after changing it in
 * place). A declaration whose hooks keep state (counting walks, say) gives a factory instead of an
 * object, so every server gets its own state.
 */
import type { Dataset, DatasetComponent, DatasetTranslation } from '../../src/generated/dataset.js';
import type { Answer, AnswerMeta, ListInfo } from '../answer.js';
import type { Query, Route } from '../request.js';
import type { Urls } from '../urls.js';

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

export interface FaultDeclaration {
  /** The fault's ID: the requirement's for the first fault of a requirement, else `<REQ>/<variant>`. */
  id: string;
  /** The requirement the fault must yield, exactly. */
  requirement: string;
  /** One line, what the faulty server does. */
  description: string;
  hooks: Hooks | (() => Hooks);
}

/** Puts `key` into `obj` right after `after` (field order as in the document). */
export function insertAfter(obj: Json, after: string, key: string, value: unknown): Json {
  const out: Json = {};
  for (const [k, v] of Object.entries(obj)) {
    out[k] = v;
    if (k === after) out[key] = value;
  }
  if (!(key in out)) out[key] = value;
  return out;
}

/** The index of the last component. */
export const lastComponent = (s: Scope): number => s.data.components.length - 1;

/** The index of the component with the longest statistics list (the first of equals). */
export function longestList(s: Scope): number {
  let best = 0;
  s.data.components.forEach((c, i) => {
    if (c.translations.length > s.data.components[best]!.translations.length) best = i;
  });
  return best;
}

/** The index of the first component whose statistics list has exactly n items, or -1. */
export const listOfSize = (s: Scope, n: number): number => s.data.components.findIndex((c) => c.translations.length === n);

/** The index of the first component whose source language is not English, or -1. */
export const nonEnglishSource = (s: Scope): number => s.data.components.findIndex((c) => c.source_language !== 'en');

/** Whether a page context is a statistics page of component `index`. */
export const statisticsOf = (ctx: { list: ListInfo }, index: number): boolean => ctx.list.kind === 'statistics' && ctx.list.index === index;

/** The index of the last component whose instance record has the list shape (is_glossary and all), or -1. */
export function lastListShaped(s: Scope): number {
  for (let i = s.data.components.length - 1; i >= 0; i--) if (!s.data.components[i]!.older_instance_shape) return i;
  return -1;
}

/** The index of the first non-glossary component with an empty (total 0) translation besides its source, or -1. */
export const emptyTranslationHolder = (s: Scope): number =>
  s.data.components.findIndex((c) => !c.is_glossary && c.translations.some((t) => t.total === 0 && t.language !== c.source_language));

/** The position of the first item of the last page of a list of n items (pages of `size`). */
export const lastPageStart = (n: number, size = 20): number => Math.max(0, Math.floor((n - 1) / size) * size);

/** The clean address of a page with `format` taken out of the request's parameters. */
export function withoutFormat(ctx: { list: ListInfo; query: Query }, page: number): string {
  const params = ctx.query.others.filter((p) => !/^format(=|$)/.test(p));
  if (page > 1) params.push(`page=${page}`);
  return params.length === 0 ? ctx.list.url : `${ctx.list.url}?${params.join('&')}`;
}

/** A redirect answer to `location` (absolute). */
export function redirect(status: 301 | 302 | 307 | 308, location: string): Answer {
  return { status, body: Buffer.from(JSON.stringify({ detail: 'Moved.' })), headers: { Location: location } };
}
