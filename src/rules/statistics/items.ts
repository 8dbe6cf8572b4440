/**
 * Statistics items (§2.2) as the statistics rules read them: each item is read once (the first rule
 * to ask reads it, the others get the same object) — its schema problems, the percentages that can
 * be judged, and the list it belongs to. What spans a list (optional group, codes of a page, the
 * first item of page 1) is kept as compact per-list facts; the source language of each component,
 * which the source-language rules need, is read from component records as they pass.
 */
import { isObject, type JsonObject } from '../../base/json.js';
import { validator } from '../../base/schemas.js';
import { firstToken, schemaProblems, type SchemaProblem } from '../common/schema-findings.js';
import { statisticsKey } from '../common/keys.js';
import { isCrawlDocument, type ItemView } from '../common/types.js';
import type { RequirementId } from '../../catalogue/requirements.js';
import { COUNT_PAIRS, INTEGER_FIELDS, PERCENT_FIELDS, type CountPair, type StatisticsField as Field } from './count-pairs.js';
import { hasOneDecimal } from './percent.js';

/** What the source-language rules need of an item. */
export interface SourceFacts {
  code: string;
  /** The item's key (common/keys.ts), for findings reported after it has passed. */
  key: string | undefined;
  url: string;
  pointer: string;
  translated?: number;
  total?: number;
  translatedPercent?: number;
}

export interface ListFacts {
  project?: string;
  component?: string;
  /** Shape of the first item seen: the optional group present or absent, and where (STA-OPTIONAL-GROUP). */
  group?: { present: boolean; url: string; pointer: string };
  /** Where each code was first seen on the page last seen (STA-CODE; repeats across pages are PAG-UNIQUE's). */
  codes: Map<string, string>;
  /** The page the codes were seen on. */
  codesUrl?: string;
  /** The first item of page 1. */
  first?: SourceFacts;
  /** The source item was judged for STA-SOURCE-COMPLETE. */
  sourceJudged: boolean;
}

/** A schema problem and the requirement whose it is. */
export interface RoutedProblem {
  requirement: RequirementId;
  problem: SchemaProblem;
}

/** One percentage of an item, and how far it can be judged (§2.2 rule 1). */
export interface PercentFacts {
  pair: CountPair;
  value: number;
  /**
   * `decimals`: more than one decimal digit (STA-PCT-DECIMALS); `zero-total`: fixed by rule 2;
   * `unbounded`: its count exceeds its total (STA-COUNTS-BOUNDED); `unjudgeable`: a count or total
   * is missing or no whole number; `judged`: count / total can be compared with it.
   */
  status: 'decimals' | 'zero-total' | 'unbounded' | 'unjudgeable' | 'judged';
  count?: number;
  total?: number;
}

/** One statistics item, an object, read once for every rule. */
export interface StatisticsItem {
  url: string;
  pointer: string;
  /** The list it belongs to; undefined for a lone item (validate). */
  list: ListFacts | undefined;
  value: JsonObject;
  /** Fields the schema rejected (not read as numbers); undefined when the item is valid. */
  bad: Set<string> | undefined;
  /** Percentages outside 0..100, judged against their ratio, not reported twice; undefined when valid. */
  outOfRange: Map<string, SchemaProblem> | undefined;
  /** The other schema problems, each with its requirement. */
  problems: RoutedProblem[];
  percents: PercentFacts[];
  /** Its code and counts, when it has a code. */
  facts: SourceFacts | undefined;
}

/** What an item is to the statistics rules. */
export type ItemRead =
  /** Not a statistics item of the crawl (a component record, a re-fetch, a probe). */
  | undefined
  /** A statistics item that is no object: STA-SCHEMA's alone. */
  | { object: false; url: string; pointer: string; value: unknown }
  | ({ object: true } & StatisticsItem);

/** A numeric field the schema did not reject, else undefined. */
export function num(s: StatisticsItem, f: Field): number | undefined {
  const v = s.value[f];
  return typeof v === 'number' && (s.bad === undefined || !s.bad.has(f)) ? v : undefined;
}

const key = (project: string, component: string): string => `${project}\u0000${component}`;

export class StatisticsItems {
  readonly lists = new Map<string, ListFacts>();
  /** project/component → source language code, from component records. */
  private readonly sources = new Map<string, string>();
  private readonly schema = validator('statistics-item.schema.json#/$defs/reduced');
  private last?: { item: ItemView; read: ItemRead };

  /** The item as the statistics rules read it; read once, the same object for every rule. */
  read(item: ItemView): ItemRead {
    if (this.last?.item !== item) this.last = { item, read: this.readItem(item) };
    return this.last.read;
  }

  /** The source language of the list's component, when a component record told it. */
  sourceOf(l: ListFacts): string | undefined {
    return l.project !== undefined && l.component !== undefined ? this.sources.get(key(l.project, l.component)) : undefined;
  }

  private rememberSource(record: unknown): void {
    if (!isObject(record) || !isObject(record.project) || !isObject(record.source_language)) return;
    const { slug } = record;
    const p = record.project.slug;
    const code = record.source_language.code;
    if (typeof slug === 'string' && typeof p === 'string' && typeof code === 'string') this.sources.set(key(p, slug), code);
  }

  private list(item: ItemView): ListFacts {
    const { doc } = item;
    const id = doc.target?.listKey ?? doc.url;
    let l = this.lists.get(id);
    if (!l) {
      l = { codes: new Map(), sourceJudged: false, project: doc.target?.project, component: doc.target?.component };
      this.lists.set(id, l);
    }
    return l;
  }

  private readItem(item: ItemView): ItemRead {
    const { doc } = item;
    if (!isCrawlDocument(doc.purpose)) return undefined;
    if (doc.kind === 'component' || doc.kind === 'component-list') {
      this.rememberSource(item.value);
      return undefined;
    }
    if (doc.kind !== 'statistics' && doc.kind !== 'statistics-item') return undefined;
    const inList = doc.kind === 'statistics';
    const list = inList ? this.list(item) : undefined;
    const { value } = item;
    if (!isObject(value)) return { object: false, url: doc.url, pointer: item.pointer, value };
    const s: StatisticsItem & { object: true } = { object: true, url: doc.url, pointer: item.pointer, list, value, bad: undefined, outOfRange: undefined, problems: [], percents: [], facts: undefined };
    // Most items are valid: the problem sets are only built for those that are not.
    if (!(this.schema(value) as boolean)) this.route(s);
    s.percents = percents(s);
    const code = typeof value.code === 'string' ? value.code : undefined;
    if (code !== undefined)
      s.facts = { code, key: statisticsKey(doc, value), url: s.url, pointer: s.pointer, translated: num(s, 'translated'), total: num(s, 'total'), translatedPercent: num(s, 'translated_percent') };
    if (list) {
      // Without an address to tell (validate), a page with no previous page is page 1.
      const page = doc.target ? doc.target.page : isObject(doc.body) && doc.body.previous === null ? 1 : undefined;
      if (item.index === 0 && page === 1 && s.facts) list.first = s.facts;
    }
    return s;
  }

  /** Sorts the schema's problems: range problems of percentages apart, the rest by requirement; marks what it rejected. */
  private route(s: StatisticsItem): void {
    const bad = (s.bad = new Set<string>());
    const outOfRange = (s.outOfRange = new Map<string, SchemaProblem>());
    for (const p of schemaProblems(this.schema.errors, s.value)) {
      const field = firstToken(p.pointer);
      if ((p.keyword === 'minimum' || p.keyword === 'maximum') && PERCENT_FIELDS.has(field)) {
        outOfRange.set(field, p);
        continue;
      }
      if (p.keyword !== 'required') bad.add(field);
      if (p.keyword === 'format') continue; // URL-ABSOLUTE judges addresses
      const requirement: RequirementId =
        field === 'last_change' && p.keyword !== 'required'
          ? 'STA-LAST-CHANGE'
          : p.keyword === 'minimum' && INTEGER_FIELDS.has(field)
            ? 'STA-COUNTS-BOUNDED'
            : 'STA-SCHEMA';
      s.problems.push({ requirement, problem: p });
    }
  }
}

/** Each percentage the schema did not reject, and how far it can be judged. */
function percents(s: StatisticsItem): PercentFacts[] {
  const total = num(s, 'total');
  const out: PercentFacts[] = [];
  for (const pair of COUNT_PAIRS) {
    const value = num(s, pair.percent);
    if (value === undefined) continue;
    if (!hasOneDecimal(value)) {
      out.push({ pair, value, status: 'decimals' });
      continue;
    }
    // With total 0 every percentage is fixed by rule 2 (STA-ZERO-TOTAL).
    if (total === 0) {
      out.push({ pair, value, status: 'zero-total' });
      continue;
    }
    const count = num(s, pair.count);
    const den = num(s, pair.total);
    const judgeable = total !== undefined && count !== undefined && den !== undefined && Number.isInteger(count) && Number.isInteger(den);
    if (!judgeable) out.push({ pair, value, status: 'unjudgeable' });
    else if (count < 0 || den < 0 || count > den) out.push({ pair, value, status: 'unbounded', count, total: den });
    else out.push({ pair, value, status: 'judged', count, total: den });
  }
  return out;
}
