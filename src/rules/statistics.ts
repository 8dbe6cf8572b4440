/**
 * Statistics items (§2.2): schema, the optional group of rule 4, percentages (rule 1), the zero
 * total (rule 2), count bounds, the source-language item (rule 3, §4.3 rule 4), last_change and
 * language codes. Per item everything is judged at once, each rule a function of one `ItemScope`;
 * what spans a list (optional group, duplicate codes, the first item of page 1) is kept as compact
 * per-list facts and judged in `finish` where it needs the component's source language, which
 * component records tell.
 */
import { isObject, type JsonObject } from '../base/json.js';
import { impossibleInstant } from './instant.js';
import { validator, type ErrorObject } from '../base/schemas.js';
import { COUNT_PAIRS, INTEGER_FIELDS, PERCENT_FIELDS, ZERO_COUNTS, type StatisticsField as Field } from './count-pairs.js';
import { hasOneDecimal, isWeblateClamp, toTenths, truncatedTenths, fromTenths } from './percent.js';
import { pointer } from './pointer.js';
import { firstToken, schemaProblems, type SchemaProblem } from './schema-findings.js';
import { isCrawlDocument, type DocumentView, type RuleContext, type RuleFamily, type RuleFamilyFactory } from './types.js';

/** §2.2 rule 4. */
export const OPTIONAL_GROUP: readonly Field[] = ['approved', 'approved_percent', 'readonly', 'readonly_percent', 'suggestions', 'comments'];

/**
 * A language code (§2.2): two or three lower-case letters, then region, script or variant parts each
 * after an underscore (pt_BR, zh_Hant, sr_Latn, es_419), and an optional @variant (ca@valencia).
 */
export const LANGUAGE_CODE = /^[a-z]{2,3}(?:_[A-Za-z0-9]{2,8})*(?:@[a-z0-9]+)?$/;

interface SourceFacts {
  code: string;
  url: string;
  pointer: string;
  translated?: number;
  total?: number;
  translatedPercent?: number;
}

interface ListFacts {
  project?: string;
  component?: string;
  /** Shape of the first item seen: the optional group present or absent, and where. */
  group?: { present: boolean; url: string; pointer: string };
  /** Where each code was first seen on the page last seen (repeats across pages are PAG-UNIQUE's). */
  codes: Map<string, string>;
  /** The page the codes were seen on. */
  codesUrl?: string;
  /** The first item of page 1. */
  first?: SourceFacts;
  /** The source item was judged for STA-SOURCE-COMPLETE. */
  sourceJudged: boolean;
}

const key = (project: string, component: string): string => `${project}\u0000${component}`;

/**
 * One statistics item being judged: where it is, the list it belongs to (none for a lone item in
 * validate), and what its schema check found. One per item; every rule below reads it.
 */
interface ItemScope {
  url: string;
  pointer: string;
  list: ListFacts | undefined;
  ctx: RuleContext;
  value: JsonObject;
  /** Fields the schema rejected (not read as numbers); undefined when the item is valid. */
  bad: Set<string> | undefined;
  /** Percentages outside 0..100, judged against their ratio, not reported twice; undefined when valid. */
  outOfRange: Map<string, SchemaProblem> | undefined;
}

/** A numeric field the schema did not reject, else undefined. */
function num(s: ItemScope, f: Field): number | undefined {
  const v = s.value[f];
  return typeof v === 'number' && (s.bad === undefined || !s.bad.has(f)) ? v : undefined;
}

type ItemValidator = ReturnType<typeof validator>;

/** Judges one item by every per-item rule; returns what the source-language rules need of it. */
function judgeItem(schema: ItemValidator, value: unknown, url: string, ptr: string, list: ListFacts | undefined, ctx: RuleContext): SourceFacts | undefined {
  ctx.check('STA-SCHEMA');
  if (!isObject(value)) {
    ctx.report({ requirement: 'STA-SCHEMA', url, pointer: ptr, message: 'a statistics item is an object', expected: 'object', actual: value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value });
    return undefined;
  }
  const s: ItemScope = { url, pointer: ptr, list, ctx, value, bad: undefined, outOfRange: undefined };
  // Most items are valid: the problem sets are only built for those that are not.
  if (!(schema(value) as boolean)) schemaRule(s, schema.errors);
  optionalGroup(s);
  percentages(s);
  counts(s);
  zeroTotal(s);
  lastChange(s);
  const code = typeof value.code === 'string' ? value.code : undefined;
  if (code === undefined) return undefined;
  codeRule(s, code);
  return { code, url, pointer: ptr, translated: num(s, 'translated'), total: num(s, 'total'), translatedPercent: num(s, 'translated_percent') };
}

/** STA-SCHEMA, and the schema problems that belong to STA-LAST-CHANGE and STA-COUNTS-BOUNDED; marks what it rejected. */
function schemaRule(s: ItemScope, errors: ErrorObject[] | null | undefined): void {
  const { url, ctx } = s;
  const bad = (s.bad = new Set<string>());
  const outOfRange = (s.outOfRange = new Map<string, SchemaProblem>());
  for (const p of schemaProblems(errors, s.value)) {
    const field = firstToken(p.pointer);
    if ((p.keyword === 'minimum' || p.keyword === 'maximum') && PERCENT_FIELDS.has(field)) {
      outOfRange.set(field, p);
      continue;
    }
    if (p.keyword !== 'required') bad.add(field);
    if (p.keyword === 'format') continue; // URL-ABSOLUTE judges addresses
    const requirement =
      field === 'last_change' && p.keyword !== 'required'
        ? 'STA-LAST-CHANGE'
        : p.keyword === 'minimum' && INTEGER_FIELDS.has(field)
          ? 'STA-COUNTS-BOUNDED'
          : 'STA-SCHEMA';
    if (requirement === 'STA-LAST-CHANGE' && p.keyword === 'pattern')
      ctx.report({ requirement, url, pointer: s.pointer + p.pointer, message: 'last_change is an ISO 8601 UTC timestamp with microseconds and a trailing Z (or null)', expected: 'YYYY-MM-DDThh:mm:ss.ffffffZ', actual: p.actual });
    else ctx.report({ requirement, url, pointer: s.pointer + p.pointer, message: p.message, expected: p.expected, actual: p.actual });
  }
}

/** STA-OPTIONAL-GROUP: the six optional fields together or not at all, and alike across the list. */
function optionalGroup(s: ItemScope): void {
  const { value, url, pointer: ptr, list: l, ctx } = s;
  ctx.check('STA-OPTIONAL-GROUP');
  let count = 0;
  for (const f of OPTIONAL_GROUP) if (f in value) count++;
  if (count > 0 && count < OPTIONAL_GROUP.length) {
    const present = OPTIONAL_GROUP.filter((f) => f in value);
    ctx.report({
      requirement: 'STA-OPTIONAL-GROUP',
      url,
      pointer: ptr,
      message: `the optional fields are present together or absent together; this item has ${present.join(', ')} but not ${OPTIONAL_GROUP.filter((f) => !present.includes(f)).join(', ')}`,
      expected: 'all six or none',
      actual: present,
    });
    return;
  }
  if (!l) return;
  const all = count > 0;
  if (!l.group) l.group = { present: all, url, pointer: ptr };
  else if (l.group.present !== all)
    ctx.report({
      requirement: 'STA-OPTIONAL-GROUP',
      url,
      pointer: ptr,
      message: `the list mixes item shapes: ${l.group.url}#${l.group.pointer} ${l.group.present ? 'has' : 'lacks'} the optional fields, this item ${all ? 'has' : 'lacks'} them`,
      expected: l.group.present ? 'optional fields present' : 'optional fields absent',
      actual: all ? 'optional fields present' : 'optional fields absent',
      related: [l.group.url],
    });
}

/** STA-PCT-DECIMALS and STA-PCT-TRUNCATED: one decimal digit, and count / total truncated (§2.2 rule 1). */
function percentages(s: ItemScope): void {
  const { url, pointer: ptr, ctx } = s;
  const total = num(s, 'total');
  // Evaluations are counted here and recorded once per item: this runs for every item of every list.
  let decimals = 0;
  let truncated = 0;
  for (const p of COUNT_PAIRS) {
    const v = num(s, p.percent);
    if (v === undefined) continue;
    decimals++;
    if (!hasOneDecimal(v)) {
      ctx.report({ requirement: 'STA-PCT-DECIMALS', url, pointer: pointer(ptr, p.percent), message: `${p.percent} has more than one decimal digit`, expected: 'at most one decimal digit', actual: v });
      continue;
    }
    // With total 0 every percentage is fixed by rule 2 (STA-ZERO-TOTAL).
    if (total === 0) continue;
    const count = num(s, p.count);
    const den = num(s, p.total);
    const judgeable = total !== undefined && count !== undefined && den !== undefined && Number.isInteger(count) && Number.isInteger(den);
    if (judgeable && (count < 0 || den < 0 || count > den)) continue; // STA-COUNTS-BOUNDED
    if (!judgeable) {
      const range = s.outOfRange?.get(p.percent);
      if (range) ctx.report({ requirement: 'STA-SCHEMA', url, pointer: ptr + range.pointer, message: range.message, expected: range.expected, actual: range.actual });
      continue;
    }
    truncated++;
    const expected = truncatedTenths(count, den, p.zero);
    const actual = toTenths(v);
    if (actual === expected) continue;
    if (isWeblateClamp(count, expected, actual)) {
      ctx.report({
        requirement: 'STA-PCT-TRUNCATED',
        severity: 'note',
        url,
        pointer: pointer(ptr, p.percent),
        message: `${p.percent} is 0.1 for ${count} of ${den}, where truncation gives 0.0: Weblate's clamp`,
        expected: 0,
        actual: v,
      });
      continue;
    }
    ctx.report({
      requirement: 'STA-PCT-TRUNCATED',
      url,
      pointer: pointer(ptr, p.percent),
      message: `${p.percent} is ${p.count} / ${p.total} = ${count} / ${den} truncated to one decimal`,
      expected: fromTenths(expected),
      actual: v,
    });
  }
  if (decimals > 0) ctx.check('STA-PCT-DECIMALS', decimals);
  if (truncated > 0) ctx.check('STA-PCT-TRUNCATED', truncated);
}

/** STA-COUNTS-BOUNDED: no count above its total. */
function counts(s: ItemScope): void {
  s.ctx.check('STA-COUNTS-BOUNDED');
  for (const p of COUNT_PAIRS) {
    const cv = num(s, p.count);
    const tv = num(s, p.total);
    if (cv === undefined || tv === undefined || cv < 0 || tv < 0) continue;
    if (cv > tv) s.ctx.report({ requirement: 'STA-COUNTS-BOUNDED', url: s.url, pointer: pointer(s.pointer, p.count), message: `${p.count} exceeds ${p.total}`, expected: `<= ${tv}`, actual: cv });
  }
}

/** STA-ZERO-TOTAL: with total 0, every count is 0 and every percentage its fixed value (§2.2 rule 2). */
function zeroTotal(s: ItemScope): void {
  if (num(s, 'total') !== 0) return;
  const { url, pointer: ptr, ctx } = s;
  ctx.check('STA-ZERO-TOTAL');
  for (const f of ZERO_COUNTS) {
    const v = num(s, f);
    if (v !== undefined && v !== 0)
      ctx.report({ requirement: 'STA-ZERO-TOTAL', url, pointer: pointer(ptr, f), message: `${f} is 0 when total is 0`, expected: 0, actual: v });
  }
  for (const p of COUNT_PAIRS) {
    const v = num(s, p.percent);
    if (v !== undefined && v !== p.zero)
      ctx.report({ requirement: 'STA-ZERO-TOTAL', url, pointer: pointer(ptr, p.percent), message: `${p.percent} is ${p.zero === 100 ? '100.0' : '0.0'} when total is 0`, expected: p.zero, actual: v });
  }
}

/** STA-LAST-CHANGE beyond the schema: a real instant, and a null last_change goes with recent_changes 0. */
function lastChange(s: ItemScope): void {
  if (!('last_change' in s.value)) return;
  s.ctx.check('STA-LAST-CHANGE');
  if (s.bad?.has('last_change')) return;
  if (typeof s.value.last_change === 'string') return realInstant(s, s.value.last_change);
  if (s.value.last_change !== null) return;
  const recent = num(s, 'recent_changes');
  if (recent !== undefined && recent !== 0)
    s.ctx.report({ requirement: 'STA-LAST-CHANGE', url: s.url, pointer: pointer(s.pointer, 'recent_changes'), message: 'recent_changes is 0 when last_change is null', expected: 0, actual: recent });
}

/** STA-LAST-CHANGE: the timestamp names an instant that exists (see instant.ts). */
function realInstant(s: ItemScope, text: string): void {
  const why = impossibleInstant(text);
  if (why)
    s.ctx.report({ requirement: 'STA-LAST-CHANGE', url: s.url, pointer: pointer(s.pointer, 'last_change'), message: `last_change is no real instant: ${why}`, expected: 'a UTC instant that exists', actual: text });
}

/** STA-CODE: a language code, once per page of its list. */
function codeRule(s: ItemScope, code: string): void {
  const { url, list: l, ctx } = s;
  ctx.check('STA-CODE');
  const at = pointer(s.pointer, 'code');
  if (!LANGUAGE_CODE.test(code))
    ctx.report({
      requirement: 'STA-CODE',
      url,
      pointer: at,
      message: code.includes('-') ? `language code ${code} separates its parts with a hyphen, not an underscore` : `${code} is not a language code`,
      expected: 'a language code such as cs, pt_BR, zh_Hant',
      actual: code,
    });
  if (!l) return;
  // A code repeated on a later page is a repeated item, PAG-UNIQUE's; a repeat within a page is
  // ours. So only the current page's codes are kept.
  if (l.codesUrl !== url) {
    l.codes.clear();
    l.codesUrl = url;
  }
  const first = l.codes.get(code);
  if (first === undefined) l.codes.set(code, at);
  else ctx.report({ requirement: 'STA-CODE', url, pointer: at, message: `code ${code} appears twice on one page of the statistics list (first at ${first})`, expected: 'unique', actual: code });
}

/** STA-SOURCE-COMPLETE: the source-language item is wholly translated. */
function judgeSource(f: SourceFacts, ctx: RuleContext): void {
  ctx.check('STA-SOURCE-COMPLETE');
  if (f.translated !== undefined && f.total !== undefined && f.translated !== f.total)
    ctx.report({ requirement: 'STA-SOURCE-COMPLETE', url: f.url, pointer: pointer(f.pointer, 'translated'), message: `the source-language item (${f.code}) has translated equal to total`, expected: f.total, actual: f.translated });
  if (f.translatedPercent !== undefined && f.translatedPercent !== 100)
    ctx.report({ requirement: 'STA-SOURCE-COMPLETE', url: f.url, pointer: pointer(f.pointer, 'translated_percent'), message: `the source-language item (${f.code}) has translated_percent 100.0`, expected: 100, actual: f.translatedPercent });
}

/** STA-SOURCE-FIRST for one list, and STA-SOURCE-COMPLETE where no item with the source code was met. */
function judgeList(l: ListFacts, source: string | undefined, ctx: RuleContext): void {
  if (l.first && source !== undefined) {
    ctx.check('STA-SOURCE-FIRST');
    if (l.first.code !== source)
      ctx.report({
        requirement: 'STA-SOURCE-FIRST',
        url: l.first.url,
        pointer: pointer(l.first.pointer, 'code'),
        message: `the first item of page 1 is the source language ${source} of ${l.project}/${l.component}`,
        expected: source,
        actual: l.first.code,
      });
  }
  if (l.sourceJudged || !l.first) return;
  if (source === undefined || l.first.code === source) judgeSource(l.first, ctx);
}

/** The family: per-list facts and source languages as state, every judgement in the functions above. */
export const statisticsFamily: RuleFamilyFactory = (): RuleFamily => {
  const lists = new Map<string, ListFacts>();
  /** project/component → source language code, from component records. */
  const sources = new Map<string, string>();
  const schema = validator('statistics-item.schema.json#/$defs/reduced');

  function rememberSource(record: unknown): void {
    if (!isObject(record) || !isObject(record.project) || !isObject(record.source_language)) return;
    const { slug } = record;
    const p = record.project.slug;
    const code = record.source_language.code;
    if (typeof slug === 'string' && typeof p === 'string' && typeof code === 'string') sources.set(key(p, slug), code);
  }

  function list(doc: DocumentView): ListFacts {
    const id = doc.target?.listKey ?? doc.url;
    let l = lists.get(id);
    if (!l) {
      l = { codes: new Map(), sourceJudged: false, project: doc.target?.project, component: doc.target?.component };
      lists.set(id, l);
    }
    return l;
  }

  function sourceOf(l: ListFacts): string | undefined {
    return l.project !== undefined && l.component !== undefined ? sources.get(key(l.project, l.component)) : undefined;
  }

  /** One page of a statistics list: every item, the first of page 1 kept, the source item judged once. */
  function statisticsPage(doc: DocumentView, results: unknown[], previous: unknown, ctx: RuleContext): void {
    const l = list(doc);
    // Without an address to tell (validate), a page with no previous page is page 1.
    const page = doc.target ? doc.target.page : previous === null ? 1 : undefined;
    const source = sourceOf(l);
    for (let i = 0; i < results.length; i++) {
      const facts = judgeItem(schema, results[i], doc.url, pointer('/results', i), l, ctx);
      if (i === 0 && page === 1 && facts) l.first = facts;
      if (facts && source !== undefined && facts.code === source && !l.sourceJudged) {
        l.sourceJudged = true;
        judgeSource(facts, ctx);
      }
    }
  }

  return {
    name: 'statistics',
    requirements: ['STA-SCHEMA', 'STA-OPTIONAL-GROUP', 'STA-PCT-DECIMALS', 'STA-PCT-TRUNCATED', 'STA-ZERO-TOTAL', 'STA-COUNTS-BOUNDED', 'STA-SOURCE-FIRST', 'STA-SOURCE-COMPLETE', 'STA-LAST-CHANGE', 'STA-CODE'],

    document(doc, ctx) {
      if (!isCrawlDocument(doc.purpose)) return;
      if (doc.kind === 'component') return rememberSource(doc.body);
      if (doc.kind === 'component-list') {
        if (isObject(doc.body) && Array.isArray(doc.body.results)) for (const r of doc.body.results) rememberSource(r);
        return;
      }
      if (doc.kind === 'statistics-item') {
        judgeItem(schema, doc.body, doc.url, '', undefined, ctx);
        return;
      }
      if (doc.kind !== 'statistics' || !isObject(doc.body) || !Array.isArray(doc.body.results)) return; // PAG-ENVELOPE
      statisticsPage(doc, doc.body.results, doc.body.previous, ctx);
    },

    finish(ctx) {
      let seen = false;
      for (const l of lists.values()) {
        const source = sourceOf(l);
        if (l.first && source !== undefined) seen = true;
        judgeList(l, source, ctx);
      }
      if (!seen) ctx.notApplicable('STA-SOURCE-FIRST', "no statistics list's first page was seen together with its component's source language");
    },
  };
};
