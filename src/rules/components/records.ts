/**
 * Component records (§2.3–2.6) as the component rules read them: each list element and each
 * instance record is read once (the first rule to ask reads it, the others get the same object) —
 * which shape it is held to, its schema problems with the requirement of the part they are in, and
 * the pointers where it is malformed (left out when list and instance are compared).
 *
 * Schema problems are reported once, under the requirement of the part they are in: inside
 * source_language CMP-LANGUAGE, inside project CMP-PROJECT, enforced_checks CMP-ENFORCED-CHECKS,
 * the rest CMP-SCHEMA; an address that is not a URI is left to URL-ABSOLUTE.
 */
import { isObject, type JsonObject } from '../../base/json.js';
import { validatorWithoutFormats, type ValidateFunction } from '../../base/schemas.js';
import type { RequirementId } from '../../catalogue/requirements.js';
import { schemaProblems, type SchemaProblem } from '../common/schema-findings.js';
import { isCrawlDocument, type ItemView, type RuleContext } from '../common/types.js';

export function routeOf(ptr: string): RequirementId {
  if (ptr === '/source_language' || ptr.startsWith('/source_language/')) return 'CMP-LANGUAGE';
  if (ptr === '/project' || ptr.startsWith('/project/')) return 'CMP-PROJECT';
  if (ptr === '/enforced_checks' || ptr.startsWith('/enforced_checks/')) return 'CMP-ENFORCED-CHECKS';
  return 'CMP-SCHEMA';
}

function problemsOf(v: ValidateFunction, record: JsonObject): SchemaProblem[] {
  v(record);
  return schemaProblems(v.errors, record);
}

/** False when enforced_checks is present but neither an array nor JSON text of an array of strings. */
function enforcedChecksValid(rec: JsonObject): boolean {
  const v = rec.enforced_checks;
  if (v === undefined || Array.isArray(v)) return true; // missing: schema; array: item types by schema
  if (typeof v === 'string') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(v);
    } catch {
      parsed = undefined;
    }
    if (Array.isArray(parsed) && parsed.every((x) => typeof x === 'string')) return true;
  }
  return false;
}

/** One component record of the crawl, read once for every rule. */
export interface ComponentRecord {
  /** A list element, or an instance record (the older shape is allowed there). */
  where: 'list' | 'instance';
  url: string;
  /** Its pointer in the document ('' for an instance record). */
  pointer: string;
  item: ItemView;
  /** The record, when it is an object; undefined otherwise (CMP-SCHEMA's alone). */
  value: JsonObject | undefined;
  /** Schema problems, each with the requirement of the part it is in. */
  problems: { requirement: RequirementId; problem: SchemaProblem }[];
  /** An instance record's enforced_checks is neither an array nor JSON text of one (CMP-ENFORCED-CHECKS). */
  enforcedChecksInvalid: boolean;
  /** Pointers (relative to the record) where it is malformed. */
  bad: string[];
}

export class ComponentRecords {
  // Without their format keywords: a record's addresses are URL-ABSOLUTE's and the shape rules' to judge.
  private readonly listShape = validatorWithoutFormats('component.schema.json#/$defs/listShape');
  private readonly olderShape = validatorWithoutFormats('component.schema.json#/$defs/olderShape');
  private lastItem: ItemView | undefined;
  private lastRead: ComponentRecord | undefined;

  /** The record as the component rules read it (undefined for anything else); read once per item. */
  read(item: ItemView): ComponentRecord | undefined {
    if (this.lastItem !== item) {
      this.lastRead = this.readItem(item);
      this.lastItem = item;
    }
    return this.lastRead;
  }

  private readItem(item: ItemView): ComponentRecord | undefined {
    const { doc } = item;
    if (!isCrawlDocument(doc.purpose)) return undefined;
    if (doc.kind !== 'component-list' && doc.kind !== 'component') return undefined;
    const where = doc.kind === 'component-list' ? 'list' : 'instance';
    const rec: ComponentRecord = { where, url: doc.url, pointer: item.pointer, item, value: undefined, problems: [], enforcedChecksInvalid: false, bad: [] };
    if (!isObject(item.value)) return rec;
    const value = (rec.value = item.value);
    let problems: SchemaProblem[];
    if (where === 'list') problems = problemsOf(this.listShape, value);
    else {
      // enforced_checks is judged on its own: array, or JSON text in the older shape.
      const strip = (ps: SchemaProblem[]) => ps.filter((p) => routeOf(p.pointer) !== 'CMP-ENFORCED-CHECKS' || p.keyword === 'required');
      const asList = strip(problemsOf(this.listShape, value));
      // A record of the list shape is held to it: the older shape cannot do better than no problem.
      const asOlder = asList.length === 0 ? asList : strip(problemsOf(this.olderShape, value));
      problems = asOlder.length < asList.length ? asOlder : asList;
      if (!enforcedChecksValid(value)) {
        rec.enforcedChecksInvalid = true;
        rec.bad.push('/enforced_checks');
      }
    }
    for (const p of problems) {
      rec.problems.push({ requirement: routeOf(p.pointer), problem: p });
      if (p.keyword !== 'required') rec.bad.push(p.pointer);
    }
    return rec;
  }
}

/** Reports the record's schema problems that are `requirement`'s. */
export function reportProblems(rec: ComponentRecord, requirement: RequirementId, ctx: RuleContext): void {
  for (const { requirement: id, problem: p } of rec.problems)
    if (id === requirement)
      ctx.report({ requirement, url: rec.url, pointer: rec.pointer + p.pointer, code: p.code, args: p.args, expected: p.expected, actual: p.actual });
}
