/**
 * What a fault is (a declaration of hooks that breaks one requirement) and the helpers the fault
 * families share. A declaration whose hooks keep state (counting walks, say) gives a factory instead
 * of an object, so every server gets its own state.
 */
import type { Answer, ListInfo } from '../answer.js';
import type { Hooks, Json, Scope } from '../hooks.js';
import type { Query } from '../request.js';

export interface FaultDeclaration {
  /** The fault's ID: the requirement's for the first fault of a requirement, else `<REQ>/<variant>`. */
  id: string;
  /** The requirement the fault is about (its ID starts with it). */
  requirement: string;
  /**
   * The further requirements the same departure breaks, each of which must report it: the fault
   * must yield exactly `requirement` and these (a HEAD answer labelled text/html is MTH-HEAD and
   * HDR-CONTENT-TYPE alike).
   */
  also?: readonly string[];
  /** One line, what the faulty server does. */
  description: string;
  /**
   * The faults this one cannot be served with so that both are caught, each with one line saying
   * why: the two change the same field of the same answer, so one departure replaces the other
   * (declared on either fault; `stringent self-test --pairs` lists them and runs no such pair).
   */
  conflicts?: Readonly<Record<string, string>>;
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
