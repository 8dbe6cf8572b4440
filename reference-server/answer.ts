/**
 * What the server answers, and what an answer was to (the endpoint kind, the component, the page):
 * the vocabulary shared by the API, the HTTP side and the fault declarations.
 */
import type { DatasetComponent } from '../src/generated/dataset.js';
import type { Query, Route } from './request.js';

export type EndpointKind = Route['kind'];

/** One list as paged: the component list or one component's statistics. */
export interface ListInfo {
  kind: 'list' | 'statistics';
  /** The component whose statistics these are (statistics lists only). */
  index?: number;
  component?: DatasetComponent;
  /** Number of items. */
  count: number;
  /** The list's canonical address, without query. */
  url: string;
}

/** What an answer answered; absent for requests that reached no route. */
export interface AnswerMeta {
  kind: EndpointKind;
  /** The component of an instance or statistics address. */
  index?: number;
  /** Statistics and component lists: the page number asked for (undefined when it is not a page number). */
  page?: number;
  lastPage?: number;
  list?: ListInfo;
  query?: Query;
}

export interface Answer {
  status: number;
  body: Buffer;
  /** Headers beyond the ones every answer carries (e.g. Location). */
  headers?: Record<string, string>;
  meta?: AnswerMeta;
}

export const detail = (text: string): Buffer => Buffer.from(JSON.stringify({ detail: text }));
export const NOT_FOUND: Answer = { status: 404, body: detail('Not found.') };
export const INVALID_PAGE: Answer = { status: 404, body: detail('Invalid page.') };
export const SERVER_ERROR: Answer = { status: 500, body: detail('A server error occurred.') };

export function methodNotAllowed(method: string): Answer {
  return { status: 405, body: detail(`Method "${method}" not allowed.`) };
}
