/**
 * How deep the kit reads JSON. A value nested past NESTING_MAX levels is cut there: each container
 * that lies deeper is replaced by a short string naming a hash of its canonical text, so that every
 * function that walks values (Ajv's validators, the comparisons of records, the reports' writers)
 * meets at most NESTING_MAX levels, and two values that differ below the cut still differ. The
 * walks here are iterative: a value nested 100,000 deep costs its size and no stack.
 *
 * 64 is the default limit of .NET's System.Text.Json (Ruby's JSON stops at 100, serde_json at
 * 128): RFC 8259 §9 lets a reader limit nesting, and a body nested past 64 levels is one that
 * common clients refuse. No answer of the API comes near it (a component list page nests 4 levels).
 */
import { createHash } from 'node:crypto';

/** The deepest nesting read: the root container is level 1. */
export const NESTING_MAX = 64;

/** Where a value was cut: how deep it nested, and the pointer of the first container past the limit. */
export interface Nesting {
  /** Levels of nesting of the whole value (1 for `[]`). */
  depth: number;
  /** The first container (in document order) nested past the limit. */
  pointer: string;
}

type Container = unknown[] | Record<string, unknown>;

function isContainer(v: unknown): v is Container {
  return typeof v === 'object' && v !== null;
}

/** Levels of nesting of a value (0 for a scalar), without recursion. */
export function depthOf(value: unknown): number {
  if (!isContainer(value)) return 0;
  let max = 0;
  const stack: Container[] = [value];
  const levels: number[] = [1];
  while (stack.length > 0) {
    const v = stack.pop()!;
    const level = levels.pop()!;
    if (level > max) max = level;
    const children = Array.isArray(v) ? v : Object.values(v);
    for (const c of children)
      if (isContainer(c)) {
        stack.push(c);
        levels.push(level + 1);
      }
  }
  return max;
}

/**
 * The canonical JSON text of a value (object keys sorted, undefined members left out, as
 * base/json.ts's stableJson writes it), handed out in pieces, without recursion.
 */
export function canonicalPieces(value: unknown, piece: (text: string) => void): void {
  // Each task is a value to write, or (wrapped) a literal to emit.
  const tasks: unknown[] = [value];
  const literal = new WeakSet<object>();
  const emit = (s: string): object => {
    const box = { s };
    literal.add(box);
    return box;
  };
  while (tasks.length > 0) {
    const t = tasks.pop();
    if (typeof t === 'object' && t !== null && literal.has(t)) {
      piece((t as { s: string }).s);
      continue;
    }
    if (!isContainer(t)) {
      piece(JSON.stringify(t) ?? 'null');
      continue;
    }
    if (Array.isArray(t)) {
      tasks.push(emit(']'));
      for (let i = t.length - 1; i >= 0; i--) {
        tasks.push(t[i]);
        if (i > 0) tasks.push(emit(','));
      }
      tasks.push(emit('['));
      continue;
    }
    const keys = Object.keys(t)
      .filter((k) => t[k] !== undefined)
      .sort();
    tasks.push(emit('}'));
    for (let i = keys.length - 1; i >= 0; i--) {
      const k = keys[i]!;
      tasks.push(t[k]);
      tasks.push(emit(`${i > 0 ? ',' : ''}${JSON.stringify(k)}:`));
    }
    tasks.push(emit('{'));
  }
}

/** A value too deep to read, as it stands in the cut value: its depth and a hash of its canonical text. */
export function cutMarker(value: unknown): string {
  const hash = createHash('sha256');
  let buffered = '';
  canonicalPieces(value, (s) => {
    buffered += s;
    if (buffered.length >= 65_536) {
      hash.update(buffered);
      buffered = '';
    }
  });
  hash.update(buffered);
  return `(JSON nested ${depthOf(value)} levels deeper, not read; sha256 ${hash.digest('hex').slice(0, 16)})`;
}

/**
 * Cuts `value` in place at NESTING_MAX levels (see above) and says how deep it was; undefined (at
 * the cost of one walk over its containers) when it nests no deeper than the limit.
 */
export function cutNesting(value: unknown, limit: number = NESTING_MAX): Nesting | undefined {
  if (!isContainer(value) || !survey(value, limit, Infinity).deep) return undefined;
  let depth = 0;
  let first: string | undefined;
  // Containers in document order (a stack, children pushed last to first), with their level and pointer.
  const stack: Container[] = [value];
  const levels: number[] = [1];
  const pointers: string[] = [''];
  while (stack.length > 0) {
    const v = stack.pop()!;
    const level = levels.pop()!;
    const at = pointers.pop()!;
    // Children are pushed last to first, so that containers are visited in document order; the
    // cuts of one container are made last to first, so the last one made is its first.
    const array = Array.isArray(v);
    const keys = array ? undefined : Object.keys(v);
    let firstHere: string | undefined;
    for (let i = (keys ?? (v as unknown[])).length - 1; i >= 0; i--) {
      const k = keys ? keys[i]! : i;
      const c = (v as Record<string | number, unknown>)[k];
      if (!isContainer(c)) continue;
      const ptr = `${at}/${keys ? escapeToken(k as string) : k}`;
      if (level < limit) {
        stack.push(c);
        levels.push(level + 1);
        pointers.push(ptr);
        continue;
      }
      depth = Math.max(depth, level + depthOf(c));
      (v as Record<string | number, unknown>)[k] = cutMarker(c);
      firstHere = ptr;
    }
    first ??= firstHere;
  }
  return first === undefined ? undefined : { depth, pointer: first };
}

/** What one walk over a value finds: whether it nests past a limit, and whether it holds a string (or key) longer than a length. */
export interface Survey {
  deep: boolean;
  long: boolean;
}

/**
 * One walk over a value's containers, nothing allocated but the walk's stack: whether it nests past
 * `limit` levels (the walk stops there: a value cut is read again), and whether it holds a string
 * or a key longer than `long` characters (what base/kept.ts keeps in a shorter form).
 */
export function survey(value: unknown, limit: number, long: number): Survey {
  const found = { deep: false, long: false };
  if (!isContainer(value)) {
    found.long = typeof value === 'string' && value.length > long;
    return found;
  }
  const stack: Container[] = [value];
  const levels: number[] = [1];
  while (stack.length > 0) {
    const v = stack.pop()!;
    const level = levels.pop()!;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const c: unknown = v[i];
        if (typeof c !== 'object' || c === null) {
          if (typeof c === 'string' && c.length > long) found.long = true;
          continue;
        }
        if (level >= limit) return { deep: true, long: true };
        stack.push(c as Container);
        levels.push(level + 1);
      }
      continue;
    }
    for (const k in v) {
      const c = v[k];
      if (k.length > long) found.long = true;
      if (typeof c !== 'object' || c === null) {
        if (typeof c === 'string' && c.length > long) found.long = true;
        continue;
      }
      if (level >= limit) return { deep: true, long: true };
      stack.push(c as Container);
      levels.push(level + 1);
    }
  }
  return found;
}

function escapeToken(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * Levels of nesting of a JSON text (0 for a scalar), read without recursion and without parsing:
 * brackets inside strings are skipped. Meant for valid JSON; on other text it counts the brackets.
 */
export function textDepth(text: string): number {
  let depth = 0;
  let max = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      i = stringEnd(text, i);
      continue;
    }
    if (c === 0x5b || c === 0x7b) {
      if (++depth > max) max = depth;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return max;
}

/** The index of the quote that closes the string opened at `open` (text.length when none does). */
function stringEnd(text: string, open: number): number {
  let at = open;
  for (;;) {
    at = text.indexOf('"', at + 1);
    if (at < 0) return text.length;
    let slashes = 0;
    while (text.charCodeAt(at - 1 - slashes) === 0x5c) slashes++;
    if (slashes % 2 === 0) return at;
  }
}

/**
 * The spans [start, end) of the containers of a JSON text that open past `limit` levels, outermost
 * only, in text order: what `cutNesting` would replace, found in the text.
 */
export function deepSpans(text: string, limit: number = NESTING_MAX): [number, number][] {
  const spans: [number, number][] = [];
  let depth = 0;
  let start = -1;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      i = stringEnd(text, i);
      continue;
    }
    if (c === 0x5b || c === 0x7b) {
      if (++depth === limit + 1) start = i;
    } else if (c === 0x5d || c === 0x7d) {
      if (depth-- === limit + 1 && start >= 0) {
        spans.push([start, i + 1]);
        start = -1;
      }
    }
  }
  return spans;
}
