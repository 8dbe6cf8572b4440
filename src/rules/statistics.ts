/**
 * Statistics items (§2.2): schema, the optional group of rule 4, percentages (rule 1), the zero
 * total (rule 2), count bounds, the source-language item (rule 3, §4.3 rule 4), last_change and
 * language codes. Per item everything is judged at once; what spans a list (optional group,
 * duplicate codes, the first item of page 1) is kept as compact per-list facts and judged in
 * `finish` where it needs the component's source language, which component records tell.
 */
import type { StatisticsItemFull } from '../generated/statistics-item.js';
import { validator } from '../schemas.js';
import { isCrawlDocument, isObject, type JsonObject } from './json-value.js';
import { hasOneDecimal, isWeblateClamp, toTenths, truncatedTenths, fromTenths } from './percent.js';
import { pointer } from './pointer.js';
import { firstToken, schemaProblems, type SchemaProblem } from './schema-findings.js';
import type { DocumentView, RuleContext, RuleFamily, RuleFamilyFactory } from './types.js';

type Field = keyof StatisticsItemFull;

/** §2.2 rule 4. */
export const OPTIONAL_GROUP: readonly Field[] = ['approved', 'approved_percent', 'readonly', 'readonly_percent', 'suggestions', 'comments'];

interface Percentage {
  field: Field;
  count: Field;
  total: Field;
  /** 100.0 on a zero total (rule 2) for the translated percentages, 0.0 for the others. */
  zero: number;
}

const PERCENTAGES: readonly Percentage[] = [
  { field: 'translated_percent', count: 'translated', total: 'total', zero: 100 },
  { field: 'translated_words_percent', count: 'translated_words', total: 'total_words', zero: 100 },
  { field: 'translated_chars_percent', count: 'translated_chars', total: 'total_chars', zero: 100 },
  { field: 'fuzzy_percent', count: 'fuzzy', total: 'total', zero: 0 },
  { field: 'failing_percent', count: 'failing', total: 'total', zero: 0 },
  { field: 'approved_percent', count: 'approved', total: 'total', zero: 0 },
  { field: 'readonly_percent', count: 'readonly', total: 'total', zero: 0 },
];

/** Counts that are 0 when total is 0 (rule 2); recent_changes counts changes, not strings, and is left out. */
const ZERO_COUNTS: readonly Field[] = [
  'total_words',
  'total_chars',
  'translated',
  'translated_words',
  'translated_chars',
  'fuzzy',
  'failing',
  'approved',
  'readonly',
  'suggestions',
  'comments',
];

const INTEGER_FIELDS = new Set<string>([...ZERO_COUNTS, 'total', 'recent_changes']);
const PERCENT_FIELDS = new Set<string>(PERCENTAGES.map((p) => p.field));

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

  function item(value: unknown, url: string, ptr: string, l: ListFacts | undefined, ctx: RuleContext): SourceFacts | undefined {
    ctx.check('STA-SCHEMA');
    if (!isObject(value)) {
      ctx.report({ requirement: 'STA-SCHEMA', url, pointer: ptr, message: 'a statistics item is an object', expected: 'object', actual: value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value });
      return undefined;
    }
    // Most items are valid: the problem sets are only built for those that are not.
    const valid = schema(value) as boolean;
    const bad = new Set<string>();
    /** A percentage outside 0..100 is judged against its ratio (below), not reported twice. */
    const outOfRange = new Map<string, SchemaProblem>();
    if (!valid) for (const p of schemaProblems(schema.errors, value)) {
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
        ctx.report({ requirement, url, pointer: ptr + p.pointer, message: 'last_change is an ISO 8601 UTC timestamp with microseconds and a trailing Z (or null)', expected: 'YYYY-MM-DDThh:mm:ss.ffffffZ', actual: p.actual });
      else ctx.report({ requirement, url, pointer: ptr + p.pointer, message: p.message, expected: p.expected, actual: p.actual });
    }
    const num = (f: Field): number | undefined => {
      const v = value[f];
      return typeof v === 'number' && (valid || !bad.has(f)) ? v : undefined;
    };
    optionalGroup(value, url, ptr, l, ctx);
    percentages(num, outOfRange, url, ptr, ctx);
    counts(num, url, ptr, ctx);
    zeroTotal(num, url, ptr, ctx);
    lastChange(value, num, bad, url, ptr, ctx);
    const code = typeof value.code === 'string' ? value.code : undefined;
    if (code !== undefined) codeRule(code, url, ptr, l, ctx);
    if (code === undefined) return undefined;
    return { code, url, pointer: ptr, translated: num('translated'), total: num('total'), translatedPercent: num('translated_percent') };
  }

  function optionalGroup(value: JsonObject, url: string, ptr: string, l: ListFacts | undefined, ctx: RuleContext): void {
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

  function percentages(num: (f: Field) => number | undefined, outOfRange: Map<string, SchemaProblem>, url: string, ptr: string, ctx: RuleContext): void {
    const total = num('total');
    // Evaluations are counted here and recorded once per item: this runs for every item of every list.
    let decimals = 0;
    let truncated = 0;
    for (const p of PERCENTAGES) {
      const v = num(p.field);
      if (v === undefined) continue;
      decimals++;
      if (!hasOneDecimal(v)) {
        ctx.report({ requirement: 'STA-PCT-DECIMALS', url, pointer: pointer(ptr, p.field), message: `${p.field} has more than one decimal digit`, expected: 'at most one decimal digit', actual: v });
        continue;
      }
      // With total 0 every percentage is fixed by rule 2 (STA-ZERO-TOTAL).
      if (total === 0) continue;
      const count = num(p.count);
      const den = num(p.total);
      const judgeable = total !== undefined && count !== undefined && den !== undefined && Number.isInteger(count) && Number.isInteger(den);
      if (judgeable && (count < 0 || den < 0 || count > den)) continue; // STA-COUNTS-BOUNDED
      if (!judgeable) {
        const range = outOfRange.get(p.field);
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
          pointer: pointer(ptr, p.field),
          message: `${p.field} is 0.1 for ${count} of ${den}, where truncation gives 0.0: Weblate's clamp`,
          expected: 0,
          actual: v,
        });
        continue;
      }
      ctx.report({
        requirement: 'STA-PCT-TRUNCATED',
        url,
        pointer: pointer(ptr, p.field),
        message: `${p.field} is ${p.count} / ${p.total} = ${count} / ${den} truncated to one decimal`,
        expected: fromTenths(expected),
        actual: v,
      });
    }
    if (decimals > 0) ctx.check('STA-PCT-DECIMALS', decimals);
    if (truncated > 0) ctx.check('STA-PCT-TRUNCATED', truncated);
  }

  function counts(num: (f: Field) => number | undefined, url: string, ptr: string, ctx: RuleContext): void {
    ctx.check('STA-COUNTS-BOUNDED');
    const pairs: [Field, Field][] = [
      ['translated', 'total'],
      ['translated_words', 'total_words'],
      ['translated_chars', 'total_chars'],
      ['fuzzy', 'total'],
      ['failing', 'total'],
      ['approved', 'total'],
      ['readonly', 'total'],
    ];
    for (const [c, t] of pairs) {
      const cv = num(c);
      const tv = num(t);
      if (cv === undefined || tv === undefined || cv < 0 || tv < 0) continue;
      if (cv > tv) ctx.report({ requirement: 'STA-COUNTS-BOUNDED', url, pointer: pointer(ptr, c), message: `${c} exceeds ${t}`, expected: `<= ${tv}`, actual: cv });
    }
  }

  function zeroTotal(num: (f: Field) => number | undefined, url: string, ptr: string, ctx: RuleContext): void {
    if (num('total') !== 0) return;
    ctx.check('STA-ZERO-TOTAL');
    for (const f of ZERO_COUNTS) {
      const v = num(f);
      if (v !== undefined && v !== 0)
        ctx.report({ requirement: 'STA-ZERO-TOTAL', url, pointer: pointer(ptr, f), message: `${f} is 0 when total is 0`, expected: 0, actual: v });
    }
    for (const p of PERCENTAGES) {
      const v = num(p.field);
      if (v !== undefined && v !== p.zero)
        ctx.report({ requirement: 'STA-ZERO-TOTAL', url, pointer: pointer(ptr, p.field), message: `${p.field} is ${p.zero === 100 ? '100.0' : '0.0'} when total is 0`, expected: p.zero, actual: v });
    }
  }

  function lastChange(value: JsonObject, num: (f: Field) => number | undefined, bad: Set<string>, url: string, ptr: string, ctx: RuleContext): void {
    if (!('last_change' in value)) return;
    ctx.check('STA-LAST-CHANGE');
    if (bad.has('last_change') || value.last_change !== null) return;
    const recent = num('recent_changes');
    if (recent !== undefined && recent !== 0)
      ctx.report({ requirement: 'STA-LAST-CHANGE', url, pointer: pointer(ptr, 'recent_changes'), message: 'recent_changes is 0 when last_change is null', expected: 0, actual: recent });
  }

  function codeRule(code: string, url: string, ptr: string, l: ListFacts | undefined, ctx: RuleContext): void {
    ctx.check('STA-CODE');
    const at = pointer(ptr, 'code');
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
    else
      ctx.report({ requirement: 'STA-CODE', url, pointer: at, message: `code ${code} appears twice on one page of the statistics list (first at ${first})`, expected: 'unique', actual: code });
  }

  function judgeSource(f: SourceFacts, ctx: RuleContext): void {
    ctx.check('STA-SOURCE-COMPLETE');
    if (f.translated !== undefined && f.total !== undefined && f.translated !== f.total)
      ctx.report({ requirement: 'STA-SOURCE-COMPLETE', url: f.url, pointer: pointer(f.pointer, 'translated'), message: `the source-language item (${f.code}) has translated equal to total`, expected: f.total, actual: f.translated });
    if (f.translatedPercent !== undefined && f.translatedPercent !== 100)
      ctx.report({ requirement: 'STA-SOURCE-COMPLETE', url: f.url, pointer: pointer(f.pointer, 'translated_percent'), message: `the source-language item (${f.code}) has translated_percent 100.0`, expected: 100, actual: f.translatedPercent });
  }

  function sourceOf(l: ListFacts): string | undefined {
    return l.project !== undefined && l.component !== undefined ? sources.get(key(l.project, l.component)) : undefined;
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
        item(doc.body, doc.url, '', undefined, ctx);
        return;
      }
      if (doc.kind !== 'statistics' || !isObject(doc.body) || !Array.isArray(doc.body.results)) return; // PAG-ENVELOPE
      const l = list(doc);
      const page = doc.target?.page ?? (doc.body.previous === null ? 1 : NaN);
      const source = sourceOf(l);
      doc.body.results.forEach((value, i) => {
        const facts = item(value, doc.url, pointer('/results', i), l, ctx);
        if (i === 0 && page === 1 && facts) l.first = facts;
        if (facts && source !== undefined && facts.code === source && !l.sourceJudged) {
          l.sourceJudged = true;
          judgeSource(facts, ctx);
        }
      });
    },

    finish(ctx) {
      for (const l of lists.values()) {
        const source = sourceOf(l);
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
        if (l.sourceJudged || !l.first) continue;
        if (source === undefined || l.first.code === source) judgeSource(l.first, ctx);
      }
      if (![...lists.values()].some((l) => l.first && sourceOf(l) !== undefined))
        ctx.notApplicable('STA-SOURCE-FIRST', "no statistics list's first page was seen together with its component's source language");
    },
  };
};
