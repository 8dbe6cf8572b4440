/**
 * What a component list element and its instance record must agree on (§2.3, CMP-LIST-MATCHES-
 * INSTANCE): every field of §2.3 both shapes share. The older-shaped instance record lacks
 * links_url, pull_message, manage_units, is_glossary, glossary_color and source_language.population,
 * has project.mail, and writes enforced_checks as JSON text; those are compared as the shapes
 * allow (enforced_checks parsed, the shape-only fields left out).
 */
import { isObject, jsonEqual, stableJson, type JsonObject } from '../json.js';
import { pointer } from './pointer.js';

/** Fields of §2.3 present in the list shape only. */
export const LIST_ONLY_FIELDS = ['links_url', 'pull_message', 'manage_units', 'is_glossary', 'glossary_color'] as const;

/** Fields of §2.3 both shapes share (source_language and project compared field by field). */
export const SHARED_FIELDS = [
  'name', 'slug', 'id', 'vcs', 'repo', 'git_export', 'branch', 'push_branch', 'filemask', 'template',
  'edit_template', 'intermediate', 'new_base', 'file_format', 'license', 'license_url', 'agreement',
  'web_url', 'url', 'repository_url', 'translations_url', 'statistics_url', 'lock_url', 'changes_list_url',
  'task_url', 'new_lang', 'language_code_style', 'push', 'check_flags', 'priority', 'enforced_checks',
  'restricted', 'repoweb', 'report_source_bugs', 'merge_style', 'commit_message', 'add_message',
  'delete_message', 'merge_message', 'addon_message', 'allow_translation_propagation', 'enable_suggestions',
  'suggestion_voting', 'suggestion_autoaccept', 'push_on_commit', 'commit_pending_age', 'auto_lock_error',
  'language_regex', 'variant_regex', 'addons',
] as const;

const LANGUAGE_SHARED = ['code', 'name', 'plural', 'aliases', 'direction', 'web_url', 'url', 'statistics_url'] as const;
const PROJECT_SHARED = [
  'name', 'slug', 'id', 'web', 'web_url', 'url', 'components_list_url', 'repository_url', 'statistics_url',
  'changes_list_url', 'languages_url', 'translation_review', 'source_review', 'set_language_team',
  'instructions', 'enable_hooks', 'language_aliases',
] as const;

/**
 * pointer → value, for the shared fields a record has. Values are the parsed JSON itself (no copy,
 * no text): most pairs agree, and only a difference is turned into text.
 */
export type Projection = Map<string, unknown>;

/**
 * The shared fields of a record. Fields under an `excluded` pointer (where the record itself is
 * malformed, reported by the schema rules) are left out of the comparison.
 */
const TOP_POINTERS = SHARED_FIELDS.map((f) => [f, pointer('', f)] as const);
const NESTED = (
  [
    ['source_language', LANGUAGE_SHARED],
    ['project', PROJECT_SHARED],
  ] as const
).map(([name, fields]) => ({ name, at: pointer('', name), fields: fields.map((f) => [f, pointer('', name, f)] as const) }));

export function project(record: JsonObject, excluded: readonly string[] = []): Projection {
  const out: Projection = new Map();
  const skip =
    excluded.length === 0
      ? () => false
      : (ptr: string) => excluded.some((e) => e === ptr || e.startsWith(ptr + '/') || ptr.startsWith(e + '/'));
  for (const [f, at] of TOP_POINTERS) {
    if (!(f in record)) continue;
    let v = record[f];
    if (f === 'enforced_checks' && typeof v === 'string') {
      try {
        v = JSON.parse(v);
      } catch {
        // kept as text: CMP-ENFORCED-CHECKS reports it
      }
    }
    if (!skip(at)) out.set(at, v);
  }
  for (const { name, at, fields } of NESTED) {
    const sub = record[name];
    if (!isObject(sub)) {
      if (name in record && !skip(at)) out.set(at, sub);
      continue;
    }
    for (const [f, fat] of fields) if (f in sub && !skip(fat)) out.set(fat, sub[f]);
  }
  return out;
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
    if (!jsonEqual(v, w)) out.push({ pointer: ptr, list: stableJson(v), instance: stableJson(w) });
  }
  return out.sort((a, b) => (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0));
}

export function signature(diffs: readonly Difference[]): string {
  return JSON.stringify(diffs);
}

/** The canonical form of an address, for pairing a list element's url with a fetched address. */
export function canonicalUrl(url: string): string | undefined {
  try {
    const u = new URL(url);
    u.hash = '';
    return u.href;
  } catch {
    return undefined;
  }
}
