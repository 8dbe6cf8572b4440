/**
 * Component records (§2.3–2.6): the list shape and the older instance shape, the nested language
 * and project objects, one shape per record, filemask, enforced_checks, message templates,
 * language_regex; uniqueness of ids and slugs over the component list; and the pairing of each
 * list element with the instance record fetched from its `url` (URL-SELF, CMP-LIST-MATCHES-
 * INSTANCE, with the re-check of §2.2 rule 5 before a mismatch is reported).
 *
 * Schema problems are reported once, under the requirement of the part they are in: inside
 * source_language CMP-LANGUAGE, inside project CMP-PROJECT, enforced_checks CMP-ENFORCED-CHECKS,
 * the rest CMP-SCHEMA; an address that is not a URI is left to URL-ABSOLUTE.
 */
import { exactInteger, integerText } from '../base/json-parse.js';
import { validator, type ValidateFunction } from '../base/schemas.js';
import { canonicalUrl, differences, LIST_ONLY_FIELDS, project, type Difference, type Projection } from './components-match.js';
import { isObject, jsonType, stableJson, type JsonObject } from '../base/json.js';
import { compilePythonRegex } from './language-regex.js';
import { pointer } from './pointer.js';
import { schemaProblems, type SchemaProblem } from './schema-findings.js';
import { analyseTemplate } from './templates.js';
import { isCrawlDocument, type DocumentView, type RuleContext, type RuleFamily, type RuleFamilyFactory } from './types.js';
import type { RequirementId } from '../catalogue/requirements.js';

/** Message template fields (§2.3, §2.6). */
export const TEMPLATE_FIELDS = ['commit_message', 'add_message', 'delete_message', 'merge_message', 'addon_message', 'pull_message'] as const;

interface Identity {
  id: string;
  slug: string;
  project: string;
}

interface ListSide {
  pageUrl: string;
  pointer: string;
  projection: Projection;
  identity: Identity;
}

interface InstanceSide {
  url: string;
  projection: Projection;
  identity: Identity;
  /** Paired by the address it was fetched from (crawl), so URL-SELF applies. */
  fetched: boolean;
}

interface Pending {
  list: ListSide;
  instanceUrl: string;
  diffs: Difference[];
  /** The fields compared the first time (both records well formed there); the re-check compares the same. */
  compared: Set<string>;
  recheckList?: Projection;
  recheckInstance?: Projection;
}

function identity(record: JsonObject): Identity {
  return {
    id: stableJson(record.id),
    slug: stableJson(record.slug),
    project: stableJson(isObject(record.project) ? record.project.slug : undefined),
  };
}

function routeOf(ptr: string): RequirementId {
  if (ptr === '/source_language' || ptr.startsWith('/source_language/')) return 'CMP-LANGUAGE';
  if (ptr === '/project' || ptr.startsWith('/project/')) return 'CMP-PROJECT';
  if (ptr === '/enforced_checks' || ptr.startsWith('/enforced_checks/')) return 'CMP-ENFORCED-CHECKS';
  return 'CMP-SCHEMA';
}

function problemsOf(v: ValidateFunction, record: JsonObject): SchemaProblem[] {
  v(record);
  return schemaProblems(v.errors, record).filter((p) => p.keyword !== 'format');
}

export const componentsFamily: RuleFamilyFactory = (): RuleFamily => {
  const listShape = validator('component.schema.json#/$defs/listShape');
  const olderShape = validator('component.schema.json#/$defs/olderShape');
  /** Where an id or slug was first seen, and the other key (slug or id) of that component. */
  type Seen = { where: string; other: string | undefined };
  const ids = new Map<string, { ids: Map<string, Seen>; slugs: Map<string, Seen> }>();
  const elements = new Map<string, ListSide>();
  const instances = new Map<string, InstanceSide>();
  const pending = new Map<string, Pending>();

  /** Judges one record; returns the pointers (relative to it) where it is malformed, or undefined for a non-object. */
  function record(rec: unknown, url: string, ptr: string, where: 'list' | 'instance', ctx: RuleContext): string[] | undefined {
    for (const id of ['CMP-SCHEMA', 'CMP-LANGUAGE', 'CMP-PROJECT', 'CMP-ENFORCED-CHECKS'] as const) ctx.check(id);
    if (!isObject(rec)) {
      ctx.report({ requirement: 'CMP-SCHEMA', url, pointer: ptr, message: 'a component record is an object', expected: 'object', actual: jsonType(rec) });
      return undefined;
    }
    const bad: string[] = [];
    let problems: SchemaProblem[];
    if (where === 'list') problems = problemsOf(listShape, rec);
    else {
      // enforced_checks is judged on its own below: array, or JSON text in the older shape.
      const strip = (ps: SchemaProblem[]) => ps.filter((p) => routeOf(p.pointer) !== 'CMP-ENFORCED-CHECKS' || p.keyword === 'required');
      const asList = strip(problemsOf(listShape, rec));
      const asOlder = strip(problemsOf(olderShape, rec));
      problems = asOlder.length < asList.length ? asOlder : asList;
      if (!enforcedChecks(rec, url, ptr, ctx)) bad.push('/enforced_checks');
      shapeConsistent(rec, url, ptr, ctx);
    }
    for (const p of problems) {
      ctx.report({ requirement: routeOf(p.pointer), url, pointer: ptr + p.pointer, message: p.message, expected: p.expected, actual: p.actual });
      if (p.keyword !== 'required') bad.push(p.pointer);
    }
    filemask(rec, url, ptr, ctx);
    templates(rec, url, ptr, ctx);
    regexes(rec, url, ptr, ctx);
    return bad;
  }

  /** False when enforced_checks is present but neither an array nor JSON text of an array of strings. */
  function enforcedChecks(rec: JsonObject, url: string, ptr: string, ctx: RuleContext): boolean {
    const v = rec.enforced_checks;
    if (v === undefined || Array.isArray(v)) return true; // missing: schema; array: item types by schema
    const at = pointer(ptr, 'enforced_checks');
    let parsed: unknown;
    if (typeof v === 'string') {
      try {
        parsed = JSON.parse(v);
      } catch {
        parsed = undefined;
      }
      if (Array.isArray(parsed) && parsed.every((x) => typeof x === 'string')) return true;
    }
    ctx.report({
      requirement: 'CMP-ENFORCED-CHECKS',
      url,
      pointer: at,
      message: typeof v === 'string' ? 'enforced_checks as text holds a JSON array of strings' : 'enforced_checks is an array of strings',
      expected: 'array of strings, or JSON text of one',
      actual: v,
    });
    return false;
  }

  function shapeConsistent(rec: JsonObject, url: string, ptr: string, ctx: RuleContext): void {
    ctx.check('CMP-SHAPE-CONSISTENT');
    const listMarkers: string[] = LIST_ONLY_FIELDS.filter((f) => f in rec);
    if (isObject(rec.source_language) && 'population' in rec.source_language) listMarkers.push('source_language.population');
    if (Array.isArray(rec.enforced_checks)) listMarkers.push('enforced_checks as an array');
    const olderMarkers: string[] = [];
    if (typeof rec.enforced_checks === 'string') olderMarkers.push('enforced_checks as text');
    if (isObject(rec.project) && 'mail' in rec.project) olderMarkers.push('project.mail');
    if (listMarkers.length > 0 && olderMarkers.length > 0)
      ctx.report({
        requirement: 'CMP-SHAPE-CONSISTENT',
        url,
        pointer: ptr,
        message: `the record mixes the list shape (${listMarkers.join(', ')}) with the older shape (${olderMarkers.join(', ')})`,
        expected: 'one shape',
        actual: { listShape: listMarkers, olderShape: olderMarkers },
      });
  }

  function filemask(rec: JsonObject, url: string, ptr: string, ctx: RuleContext): void {
    if (typeof rec.filemask !== 'string') return;
    ctx.check('CMP-FILEMASK');
    if (!rec.filemask.includes('*'))
      ctx.report({ requirement: 'CMP-FILEMASK', url, pointer: pointer(ptr, 'filemask'), message: 'filemask contains * standing for the language code', expected: 'a glob containing *', actual: rec.filemask });
  }

  function templates(rec: JsonObject, url: string, ptr: string, ctx: RuleContext): void {
    for (const f of TEMPLATE_FIELDS) {
      const text = rec[f];
      if (typeof text !== 'string') continue;
      ctx.check('CMP-TEMPLATES');
      const a = analyseTemplate(text);
      const at = pointer(ptr, f);
      for (const p of a.problems)
        ctx.report({ requirement: 'CMP-TEMPLATES', url, pointer: at, message: `${f}: ${p.message} (at character ${p.offset})`, expected: 'balanced {{ }} and {% %}', actual: text });
      for (const v of a.unknownVariables)
        ctx.report({ requirement: 'CMP-TEMPLATES', severity: 'note', url, pointer: at, message: `${f} uses the variable ${v}, which §2.6 does not name`, expected: 'a variable of §2.6', actual: v });
    }
  }

  function regexes(rec: JsonObject, url: string, ptr: string, ctx: RuleContext): void {
    for (const f of ['language_regex', 'variant_regex'] as const) {
      const src = rec[f];
      if (typeof src !== 'string' || (f === 'variant_regex' && src === '')) continue;
      ctx.check('CMP-LANGUAGE-REGEX');
      const verdict = compilePythonRegex(src);
      if (!verdict.ok)
        ctx.report({ requirement: 'CMP-LANGUAGE-REGEX', url, pointer: pointer(ptr, f), message: `${f} does not compile as a regular expression: ${verdict.error}`, expected: 'a regular expression', actual: src });
    }
  }

  /**
   * Distinct components sharing an id, or a slug within a project, are CMP-IDS-UNIQUE. The same
   * component (same id and slugs) served again on another page is PAG-UNIQUE's finding, not this one.
   */
  function unique(doc: DocumentView, rec: JsonObject, ptr: string, ctx: RuleContext): void {
    const listKey = doc.target?.listKey ?? 'component list';
    let seen = ids.get(listKey);
    if (!seen) ids.set(listKey, (seen = { ids: new Map(), slugs: new Map() }));
    const here = `${doc.url}#${ptr}`;
    const p = isObject(rec.project) ? rec.project.slug : undefined;
    const slugKey = typeof rec.slug === 'string' && typeof p === 'string' ? `${p}/${rec.slug}` : undefined;
    // Compared as exact text: two ids beyond 2^53 that read as one double are still two ids.
    const idKey = Number.isInteger(rec.id) ? integerText(rec, 'id') : undefined;
    const repeatedElsewhere = (first: string, firstOther: string | undefined, other: string | undefined): boolean =>
      first.split('#')[0] !== doc.url && firstOther !== undefined && firstOther === other;
    if (idKey !== undefined) {
      ctx.check('CMP-IDS-UNIQUE');
      const first = seen.ids.get(idKey);
      if (!first) seen.ids.set(idKey, { where: here, other: slugKey });
      else if (!repeatedElsewhere(first.where, first.other, slugKey))
        ctx.report({ requirement: 'CMP-IDS-UNIQUE', url: doc.url, pointer: pointer(ptr, 'id'), message: `id ${idKey} appears twice in the component list (first at ${first.where})`, expected: 'unique', actual: exactInteger(rec, 'id') ?? rec.id, related: [first.where.split('#')[0]!] });
    }
    if (slugKey !== undefined) {
      ctx.check('CMP-IDS-UNIQUE');
      const first = seen.slugs.get(slugKey);
      if (!first) seen.slugs.set(slugKey, { where: here, other: idKey });
      else if (!repeatedElsewhere(first.where, first.other, idKey))
        ctx.report({ requirement: 'CMP-IDS-UNIQUE', url: doc.url, pointer: pointer(ptr, 'slug'), message: `slug ${String(rec.slug)} appears twice in project ${String(p)} (first at ${first.where})`, expected: 'unique within the project', actual: rec.slug, related: [first.where.split('#')[0]!] });
    }
  }

  function pair(key: string, list: ListSide, inst: InstanceSide, ctx: RuleContext): void {
    elements.delete(key);
    instances.delete(key);
    if (inst.fetched) {
      ctx.check('URL-SELF');
      const wrong = (['id', 'slug', 'project'] as const).filter((k) => list.identity[k] !== inst.identity[k]);
      if (wrong.length > 0) {
        for (const k of wrong)
          ctx.report({
            requirement: 'URL-SELF',
            url: inst.url,
            pointer: k === 'project' ? '/project/slug' : `/${k}`,
            message: `the record fetched from the list element's url is another component: ${k === 'project' ? 'project.slug' : k} differs`,
            expected: JSON.parse(list.identity[k] ?? 'null'),
            actual: JSON.parse(inst.identity[k] ?? 'null'),
            related: [list.pageUrl],
          });
        return; // a different component: its fields are not expected to match
      }
    }
    ctx.check('CMP-LIST-MATCHES-INSTANCE');
    const diffs = differences(list.projection, inst.projection);
    if (diffs.length === 0) return;
    if (ctx.options.mode === 'check') {
      const compared = new Set([...list.projection.keys()].filter((k) => inst.projection.has(k)));
      pending.set(key, { list, instanceUrl: inst.url, diffs, compared });
      ctx.recheck(list.pageUrl);
      ctx.recheck(inst.url);
    } else reportMismatch(list, inst.url, diffs, ctx);
  }

  function reportMismatch(list: ListSide, instanceUrl: string, diffs: Difference[], ctx: RuleContext): void {
    for (const d of diffs)
      ctx.report({
        requirement: 'CMP-LIST-MATCHES-INSTANCE',
        url: instanceUrl,
        pointer: d.pointer,
        message: `${d.pointer.slice(1).replace(/\//g, '.')} differs between the component list and the instance record`,
        expected: JSON.parse(d.list),
        actual: JSON.parse(d.instance),
        related: [`${list.pageUrl}#${list.pointer}`],
      });
  }

  function rechecked(doc: DocumentView): void {
    if (doc.kind === 'component-list' && isObject(doc.body) && Array.isArray(doc.body.results)) {
      for (const el of doc.body.results) {
        if (!isObject(el) || typeof el.url !== 'string') continue;
        const p = pending.get(canonicalUrl(el.url) ?? '');
        if (p) p.recheckList = project(el);
      }
    } else if (doc.kind === 'component' && isObject(doc.body)) {
      const p = pending.get(canonicalUrl(doc.url) ?? '');
      if (p) p.recheckInstance = project(doc.body);
    }
  }

  return {
    name: 'components',
    requirements: [
      'CMP-SCHEMA', 'CMP-LANGUAGE', 'CMP-PROJECT', 'CMP-SHAPE-CONSISTENT', 'CMP-LIST-MATCHES-INSTANCE', 'CMP-IDS-UNIQUE',
      'CMP-FILEMASK', 'CMP-ENFORCED-CHECKS', 'CMP-TEMPLATES', 'CMP-LANGUAGE-REGEX', 'URL-SELF',
    ],

    document(doc, ctx) {
      if (doc.purpose === 'recheck') return rechecked(doc);
      if (!isCrawlDocument(doc.purpose)) return;
      if (doc.kind === 'component-list') {
        if (!isObject(doc.body) || !Array.isArray(doc.body.results)) return; // PAG-ENVELOPE
        doc.body.results.forEach((el, i) => {
          const ptr = pointer('/results', i);
          const bad = record(el, doc.url, ptr, 'list', ctx);
          if (!bad || !isObject(el)) return;
          unique(doc, el, ptr, ctx);
          const key = typeof el.url === 'string' ? canonicalUrl(el.url) : undefined;
          if (key === undefined) return;
          const side: ListSide = { pageUrl: doc.url, pointer: ptr, projection: project(el, bad), identity: identity(el) };
          const inst = instances.get(key);
          if (inst) pair(key, side, inst, ctx);
          else elements.set(key, side);
        });
      } else if (doc.kind === 'component') {
        const rec = doc.body;
        const bad = record(rec, doc.url, '', 'instance', ctx);
        if (!bad || !isObject(rec)) return;
        const fetchedFrom = /^https?:\/\//i.test(doc.url) ? canonicalUrl(doc.url) : undefined;
        const key = fetchedFrom ?? (typeof rec.url === 'string' ? canonicalUrl(rec.url) : undefined);
        if (key === undefined) return;
        const side: InstanceSide = { url: doc.url, projection: project(rec, bad), identity: identity(rec), fetched: fetchedFrom !== undefined };
        const el = elements.get(key);
        if (el) pair(key, el, side, ctx);
        else instances.set(key, side);
      }
    },

    finish(ctx) {
      for (const p of pending.values()) {
        if (!p.recheckList || !p.recheckInstance) {
          reportMismatch(p.list, p.instanceUrl, p.diffs, ctx);
          continue;
        }
        // Drift only when the re-fetched records agree with each other; a difference that is there
        // again, the same or another, is a mismatch.
        const again = differences(p.recheckList, p.recheckInstance, p.compared);
        if (again.length > 0) {
          reportMismatch(p.list, p.instanceUrl, p.diffs, ctx);
          continue;
        }
        ctx.check('SNAP-DRIFT');
        ctx.report({
          requirement: 'SNAP-DRIFT',
          severity: 'note',
          url: p.instanceUrl,
          pointer: p.diffs[0]!.pointer,
          message: `list and instance differed on ${p.diffs.map((d) => d.pointer.slice(1).replace(/\//g, '.')).join(', ')}; on re-check they agree: data changed between requests`,
          expected: p.diffs.map((d) => JSON.parse(d.list)),
          actual: p.diffs.map((d) => JSON.parse(d.instance)),
          related: [p.list.pageUrl],
        });
      }
      pending.clear();
      elements.clear();
      instances.clear();
    },
  };
};
