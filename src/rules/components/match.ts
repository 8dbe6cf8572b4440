/**
 * What a component list element and its instance record must agree on (§2.3, CMP-LIST-MATCHES-
 * INSTANCE): every field both records carry, nested ones deeply. The older-shaped instance record lacks
 * links_url, pull_message, manage_units, is_glossary, glossary_color and source_language.population,
 * has project.mail, and writes enforced_checks as JSON text; those are compared as the shapes
 * allow (enforced_checks parsed, the shape-only fields left out).
 */
import { isObject, jsonEqual, stableJson, type JsonObject } from '../../base/json.js';
import { cutNesting } from '../../base/json-depth.js';
import { KEPT_MAX, keptString } from '../../base/kept.js';
import { memo } from '../common/memo.js';
import { pointer } from '../common/pointer.js';

/** Fields of §2.3 present in the list shape only. */
export const LIST_ONLY_FIELDS = ['links_url', 'pull_message', 'manage_units', 'is_glossary', 'glossary_color'] as const;

/**
 * pointer → value, for every field a record has. Values are the parsed JSON itself (no copy, no
 * text): most pairs agree, and only a difference is turned into text. `source_language` and
 * `project` are taken field by field, so that a difference names the nested field; deeper values
 * (plural, aliases, addons) are compared whole, deeply.
 */
export type Projection = Map<string, unknown>;

/** Objects whose fields are compared one by one. */
const NESTED = new Set(['source_language', 'project']);

/**
 * Every field of a record (nested objects field by field). Fields under an `excluded` pointer
 * (where the record itself is malformed, reported by the schema rules) are left out of the
 * comparison. Only fields both records have are compared (see differences), so what one shape
 * lacks — the older instance shape's missing list-only fields, population, project.mail — is never
 * a difference, and every field both shapes carry is, is_glossary included.
 */
export function project(record: JsonObject, excluded: readonly string[] = []): Projection {
  const out: Projection = new Map();
  const skip = excluded.length === 0 ? () => false : (ptr: string) => excluded.some((e) => e === ptr || e.startsWith(ptr + '/') || ptr.startsWith(e + '/'));
  for (const f in record) {
    const v = record[f];
    const at = pointer('', f);
    if (NESTED.has(f) && isObject(v)) {
      for (const g in v) {
        const fat = pointer('', f, g);
        if (!skip(fat)) out.set(fat, v[g]);
      }
      continue;
    }
    if (!skip(at)) out.set(at, compared(f, v));
  }
  return out;
}

/** A record's field as compared: enforced_checks written as JSON text is compared parsed. */
function compared(field: string, v: unknown): unknown {
  if (field !== 'enforced_checks' || typeof v !== 'string') return v;
  try {
    const parsed: unknown = JSON.parse(v);
    // Text nested past the limit is compared cut, as a body is (base/json-depth.ts).
    cutNesting(parsed);
    return parsed;
  } catch {
    return v; // kept as text: CMP-ENFORCED-CHECKS reports it
  }
}

/** An object whose for-in enumerates its own fields alone (what JSON.parse makes). */
function plainObject(v: JsonObject): boolean {
  return Object.getPrototypeOf(v) === Object.prototype;
}

/**
 * True when two well-formed records agree on every field both carry: what `differences(project(list),
 * project(instance))` finds empty, found without building either projection, since most pairs
 * agree. False when they differ, or where this cannot tell as cheaply (an object of another
 * prototype): the projections then say what differs. A field the instance lacks reads as undefined,
 * which no JSON value is; a name the instance inherits (toString) reads as no JSON value either, so
 * the pair is left to the projections, which compare own fields alone.
 */
export function agree(list: JsonObject, instance: JsonObject): boolean {
  if (!plainObject(list) || !plainObject(instance)) return false;
  for (const f in list) {
    const w = instance[f];
    if (w === undefined) continue;
    const v = list[f];
    if (NESTED.has(f)) {
      const vo = isObject(v);
      const wo = isObject(w);
      // One taken field by field and the other whole: no field of theirs is carried by both.
      if (vo !== wo) continue;
      if (vo && wo) {
        if (!plainObject(v) || !plainObject(w)) return false;
        for (const g in v) {
          const x = w[g];
          if (x !== undefined && !jsonEqual(v[g], x)) return false;
        }
        continue;
      }
    }
    if (!jsonEqual(compared(f, v), compared(f, w))) return false;
  }
  return true;
}

export interface Difference {
  pointer: string;
  list: string;
  instance: string;
}

/** Fields both records have whose values differ, in pointer order; `only` limits them to those pointers. */
export function differences(list: Projection, instance: Projection, only?: ReadonlySet<string>): Difference[] {
  const out: Difference[] = [];
  for (const [ptr, v] of list) {
    if (only && !only.has(ptr)) continue;
    if (!instance.has(ptr)) continue;
    const w = instance.get(ptr);
    if (!jsonEqual(v, w)) out.push({ pointer: ptr, list: shown(v), instance: shown(w) });
  }
  return out.sort((a, b) => (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0));
}

/** A value's JSON text as a difference keeps it: past KEPT_MAX characters, the JSON text of its kept form (base/kept.ts). */
function shown(v: unknown): string {
  const text = stableJson(v);
  return text.length <= KEPT_MAX ? text : JSON.stringify(keptString(text));
}

export function signature(diffs: readonly Difference[]): string {
  return JSON.stringify(diffs);
}

/**
 * The canonical form of an address, for pairing a list element's url with a fetched address. Each
 * component's address is asked for twice (its element's url, then the address its record was fetched
 * from, a few dozen requests later), and a URL parse costs more than the rest of the pairing.
 */
export const canonicalUrl = memo(canonicalUrlOf);

function canonicalUrlOf(url: string): string | undefined {
  try {
    const u = new URL(url);
    u.hash = '';
    return u.href;
  } catch {
    return undefined;
  }
}
