/**
 * Statistics items (§2.2) as the statistics rules read them: each item is read once (the first rule
 * to ask reads it, the others get the same object) — its schema problems, the percentages that can
 * be judged, and the list it belongs to. What spans a list (optional group, codes of a page, the
 * first item of page 1) is kept as compact per-list facts; the source language of each component,
 * which the source-language rules need, is read from component records as they pass.
 */
import { isObject, type JsonObject } from '../../base/json.js';
import { validatorWithoutFormats } from '../../base/schemas.js';
import { holdsFractions } from '../../base/json-parse.js';
import { firstToken, schemaProblems, type SchemaProblem } from '../common/schema-findings.js';
import { flatKey } from '../../base/text.js';
import { statisticsKey, statisticsKeyIn } from '../common/keys.js';
import { isCrawlDocument, type DocumentView, type ItemView } from '../common/types.js';
import type { RequirementId } from '../../catalogue/requirements.js';
import { COUNT_PAIRS, fieldAt, INTEGER_FIELDS, NUMERIC_FIELDS, PERCENT_FIELDS, readNumbers, type StatisticsField as Field } from './count-pairs.js';
import { hasOneDecimal, toTenths, truncatedTenths } from './percent.js';

/** What the source-language rules need of an item. */
export interface SourceFacts {
  code: string;
  /** The item's key (common/keys.ts), for findings reported after it has passed. */
  key: string | undefined;
  url: string;
  pointer: string;
  translated?: number | undefined;
  total?: number | undefined;
  translatedPercent?: number | undefined;
}

/**
 * The first item of page 1 as its list keeps it until the end: its SourceFacts but the key, which
 * the list's project and component and the item's code make (firstOf): one string less per list.
 */
export type FirstItem = Omit<SourceFacts, 'key'>;

export interface ListFacts {
  project?: string | undefined;
  component?: string | undefined;
  /** Shape of the first item seen: the optional group present or absent, and where (STA-OPTIONAL-GROUP). */
  group?: { present: boolean; url: string; pointer: string };
  /**
   * STA-CODE's: the codes first seen on the page last seen of the list, once another page is being
   * read (while a page is read, its codes are StatisticsItems' working set). Read through firstOnPage.
   */
  codes?: PageCodes | undefined;
  /** The first item of page 1 (read it through firstOf). */
  first?: FirstItem;
  /** The source item was judged for STA-SOURCE-COMPLETE. */
  sourceJudged: boolean;
}

/**
 * The codes of a page a list showed, kept until the end: the codes in the order first seen, in an
 * array of their number (the working set's arrays have room to grow), and the index of the item each
 * was first seen at, left out when it is the code's place (all distinct, the usual case). Read into
 * the working set again only when the same page is read again.
 */
interface PageCodes {
  url: string;
  codes: string[];
  ats: number[] | undefined;
}

/** A schema problem and the requirement whose it is. */
export interface RoutedProblem {
  requirement: RequirementId;
  problem: SchemaProblem;
}

/**
 * How far one percentage of an item can be judged (§2.2 rule 1). `decimals`: more than one decimal
 * digit (STA-PCT-DECIMALS); `zero-total`: fixed by rule 2; `unbounded`: its count exceeds its total
 * (STA-COUNTS-BOUNDED); `unjudgeable`: a count or total is missing or no whole number; `truncated`:
 * it is count / total truncated (STA-PCT-TRUNCATED); `not-truncated`: it was compared with count /
 * total and is not that.
 */
export type PercentStatus = 'decimals' | 'zero-total' | 'unbounded' | 'unjudgeable' | 'truncated' | 'not-truncated';

/** One statistics item, an object, read once for every rule. */
export interface StatisticsItem {
  url: string;
  pointer: string;
  /** The document it is in. */
  doc: DocumentView;
  /** The list it belongs to; undefined for a lone item (validate). */
  list: ListFacts | undefined;
  value: JsonObject;
  /** Fields the schema rejected (not read as numbers); undefined when the item is valid. */
  bad: Set<string> | undefined;
  /** Percentages outside 0..100, judged against their ratio, not reported twice; undefined when valid. */
  outOfRange: Map<string, SchemaProblem> | undefined;
  /** The other schema problems, each with its requirement. */
  problems: RoutedProblem[];
  /**
   * Its numeric fields by place (NUMERIC_FIELDS): NaN where absent, no number, or rejected by the
   * schema (read them through numAt). Valid while the item is judged: the array is the reader's
   * own, written again for the next item (what outlives the item is copied out, FirstItem).
   */
  numbers: number[];
  /**
   * Per count pair (COUNT_PAIRS), how far its percentage can be judged; undefined where the percentage
   * is not a number the schema accepted. Made on the first ask (percentsOf): only an item that departs
   * is asked, and the counts below say whether one does.
   */
  percents: (PercentStatus | undefined)[] | undefined;
  /** How many percentages are numbers the schema accepted (the defined ones of percentsOf). */
  percentCount: number;
  /**
   * How many percentages are `decimals`, how many were compared with their ratio (`truncated` or
   * `not-truncated`) and how many of those are `not-truncated`, and how many counts exceed their total
   * (STA-COUNTS-BOUNDED): counted as the item is read, so that the rules go over its pairs again only
   * where one of them departs.
   */
  decimals: number;
  judged: number;
  notTruncated: number;
  exceeding: number;
  /** Its code, when it is text. */
  code: string | undefined;
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
  return numAt(s, fieldAt(f));
}

/** The numeric field at place `at` (NUMERIC_FIELDS) that the schema did not reject, else undefined. */
export function numAt(s: StatisticsItem, at: number): number | undefined {
  return defined(s.numbers[at]!);
}

/** A number of StatisticsItem.numbers, with undefined for the NaN of absence. */
function defined(n: number): number | undefined {
  return n === n ? n : undefined;
}

/** What the source-language rules need of an item with a code. */
export function sourceFacts(s: StatisticsItem, code: string): SourceFacts {
  return withKey(firstItem(s, code), statisticsKey(s.doc, s.value));
}

/** The facts with their key, written out field by field: V8 copies an object spread of these through its runtime. */
function withKey(f: FirstItem, key: string | undefined): SourceFacts {
  return { code: f.code, key, url: f.url, pointer: f.pointer, translated: f.translated, total: f.total, translatedPercent: f.translatedPercent };
}

/** The first item of page 1 of a list, as the list keeps it. */
function firstItem(s: StatisticsItem, code: string): FirstItem {
  return {
    code,
    url: s.url,
    pointer: s.pointer,
    translated: numAt(s, TRANSLATED_AT),
    total: numAt(s, TOTAL_AT),
    translatedPercent: numAt(s, TRANSLATED_PERCENT_AT),
  };
}

const TOTAL_AT = fieldAt('total');
const TRANSLATED_AT = fieldAt('translated');
const TRANSLATED_PERCENT_AT = fieldAt('translated_percent');

const key = (project: string, component: string): string => flatKey('\u0000', project, component);

/**
 * The component segment of a statistics list address (`…/<component>/statistics/`), decoded as the
 * list's own address is read (common/target.ts), or undefined for any other value.
 */
function listComponentOf(url: unknown): string | undefined {
  if (typeof url !== 'string' || !url.endsWith('/statistics/')) return undefined;
  const end = url.length - '/statistics/'.length;
  const segment = url.slice(url.lastIndexOf('/', end - 1) + 1, end);
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export class StatisticsItems {
  readonly lists = new Map<string, ListFacts>();
  /** project/component → source language code, from component records. */
  private readonly sources = new Map<string, string>();
  /** Without its format keywords: the item's two addresses are URL-ABSOLUTE's and URL-STATS-SHAPE's to judge. */
  private readonly schema = validatorWithoutFormats('statistics-item.schema.json#/$defs/reduced');
  /**
   * The numbers of the item being read (StatisticsItem.numbers), written anew for each: an array of
   * doubles alone, so writing them allocates nothing and records nothing for the garbage collector.
   */
  private readonly numbers: number[] = NUMERIC_FIELDS.map(() => NaN);
  private lastItem: ItemView | undefined;
  /** The document of the items last read, and whether it holds a number written as a fraction: asked once per document, not per item. */
  private fractionsOf: { doc: DocumentView; holds: boolean } | undefined;
  private lastRead: ItemRead;
  private listDoc: DocumentView | undefined;
  private listOfDoc: ListFacts | undefined;
  /**
   * STA-CODE's working set: the codes of the page being read (list codesOf, address codesUrl) in the
   * order first seen, the index each was first seen at, and an index of them once there are more
   * than SCANNED_CODES. Kept from page to page: a page's codes cost no new storage while it is read.
   */
  private codesOf: ListFacts | undefined;
  private codesUrl: string | undefined;
  private readonly pageCodes: string[] = [];
  private readonly codeAts: number[] = [];
  private codeIndex: Map<string, number> | undefined;
  /** sourceOf's last answer, until a component record tells a source language. */
  private lastSource: { list: ListFacts; code: string | undefined } | undefined;

  /** The item as the statistics rules read it; read once, the same object for every rule. */
  read(item: ItemView): ItemRead {
    if (this.lastItem !== item) {
      this.lastRead = this.readItem(item);
      this.lastItem = item;
    }
    return this.lastRead;
  }

  /**
   * Where `code` was first seen on the list's page at `url` (STA-CODE): the index of its item, or
   * undefined when it is new there, and it is then noted as first seen at `at`. Only the page last
   * seen of each list is kept; the same page again keeps what it held.
   */
  firstOnPage(l: ListFacts, url: string, code: string, at: number): number | undefined {
    if (this.codesOf !== l || this.codesUrl !== url) this.turnPage(l, url);
    const codes = this.pageCodes;
    // A page of the usual size is scanned (its codes are few and short); a longer one gets an index.
    const place = this.codeIndex ? (this.codeIndex.get(code) ?? -1) : codes.indexOf(code);
    if (place >= 0) return this.codeAts[place];
    codes.push(code);
    this.codeAts.push(at);
    if (this.codeIndex) this.codeIndex.set(code, codes.length - 1);
    else this.indexIfLong();
    return undefined;
  }

  /** The working set's codes get an index once they are more than a scan of them is cheap for. */
  private indexIfLong(): void {
    const codes = this.pageCodes;
    if (codes.length > SCANNED_CODES) this.codeIndex = new Map(codes.map((c, i) => [c, i]));
  }

  /** The working set goes to the page at `url` of list `l`: the page read so far is kept in its list, and what `l` kept of this page is taken up again. */
  private turnPage(l: ListFacts, url: string): void {
    const codes = this.pageCodes;
    const ats = this.codeAts;
    const left = this.codesOf;
    if (left !== undefined && this.codesUrl !== undefined && codes.length > 0) {
      let own = true;
      for (let i = 0; i < ats.length && own; i++) own = ats[i] === i;
      left.codes = { url: this.codesUrl, codes: codes.slice(), ats: own ? undefined : ats.slice() };
    }
    codes.length = 0;
    ats.length = 0;
    this.codeIndex = undefined;
    const kept = l.codes;
    if (kept?.url === url) {
      for (const c of kept.codes) codes.push(c);
      for (let i = 0; i < codes.length; i++) ats.push(kept.ats === undefined ? i : kept.ats[i]!);
      this.indexIfLong();
    }
    // The list's own copy is the working set's until another page is read.
    l.codes = undefined;
    this.codesOf = l;
    this.codesUrl = url;
  }

  /** What the source-language rules need of the first item of page 1 of the list, when it was seen. */
  firstOf(l: ListFacts): SourceFacts | undefined {
    const f = l.first;
    // The pages of a list share its address but page: the project and component of its first page are every page's.
    return f && withKey(f, statisticsKeyIn(l.project, l.component, f.code));
  }

  /** The source language of the list's component, when a component record told it. */
  sourceOf(l: ListFacts): string | undefined {
    // Asked for every item of a list until its source item is met: looked up once per list until a record comes.
    const last = this.lastSource;
    if (last?.list === l) return last.code;
    const code = l.project !== undefined && l.component !== undefined ? this.sources.get(key(l.project, l.component)) : undefined;
    this.lastSource = { list: l, code };
    return code;
  }

  private rememberSource(record: unknown): void {
    if (!isObject(record) || !isObject(record.project) || !isObject(record.source_language)) return;
    const { slug } = record;
    const p = record.project.slug;
    const code = record.source_language.code;
    if (typeof slug === 'string' && typeof p === 'string' && typeof code === 'string') {
      this.sources.set(key(p, slug), code);
      // A component whose statistics address names it otherwise (a category path before its slug):
      // its list is known by that name too.
      const named = listComponentOf(record.statistics_url);
      if (named !== undefined && named !== slug) this.sources.set(key(p, named), code);
      this.lastSource = undefined;
    }
  }

  /** The list of the document's items, looked up once per document. */
  private list(item: ItemView): ListFacts {
    const { doc } = item;
    if (this.listDoc === doc) return this.listOfDoc!;
    const id = doc.target?.listKey ?? doc.url;
    let l = this.lists.get(id);
    if (!l) {
      l = { sourceJudged: false, project: doc.target?.project, component: doc.target?.component };
      this.lists.set(id, l);
    }
    this.listDoc = doc;
    this.listOfDoc = l;
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
    const s: StatisticsItem & { object: true } = {
      object: true,
      url: doc.url,
      pointer: item.pointer,
      doc,
      list,
      value,
      bad: undefined,
      outOfRange: undefined,
      problems: NO_PROBLEMS,
      numbers: this.numbers,
      percents: undefined,
      percentCount: 0,
      decimals: 0,
      judged: 0,
      notTruncated: 0,
      exceeding: 0,
      code: typeof value.code === 'string' ? value.code : undefined,
    };
    // Most items are valid: the problem sets are only built for those that are not.
    if (this.fractionsOf?.doc !== doc) this.fractionsOf = { doc, holds: holdsFractions(doc.body) };
    if (!(this.fractionsOf.holds ? this.schema(value) : this.schema.plain(value))) this.route(s);
    numbers(value, s.bad, s.numbers);
    percents(s);
    if (list && item.index === 0 && s.code !== undefined) {
      // Without an address to tell (validate), a page with no previous page is page 1.
      const page = doc.target ? doc.target.page : isObject(doc.body) && doc.body.previous === null ? 1 : undefined;
      if (page === 1) list.first = firstItem(s, s.code);
    }
    return s;
  }

  /** Sorts the schema's problems: range problems of percentages apart, the rest by requirement; marks what it rejected. */
  private route(s: StatisticsItem): void {
    const bad = (s.bad = new Set<string>());
    const outOfRange = (s.outOfRange = new Map<string, SchemaProblem>());
    s.problems = [];
    for (const p of schemaProblems(this.schema.errors, s.value)) {
      const field = firstToken(p.pointer);
      if ((p.keyword === 'minimum' || p.keyword === 'maximum') && PERCENT_FIELDS.has(field)) {
        outOfRange.set(field, p);
        continue;
      }
      if (p.keyword !== 'required') bad.add(field);
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

/** The problems of an item the schema accepts: shared by every such item of every run, never added to (route gives an item a list of its own). */
const NO_PROBLEMS: RoutedProblem[] = [];
/** The codes of a page scanned for a repeat before they get an index (a page holds 20 by default). */
const SCANNED_CODES = 32;

/** Writes the item's numeric fields by place (NUMERIC_FIELDS) into `into`, leaving out (NaN) what the schema rejected. */
function numbers(value: JsonObject, bad: Set<string> | undefined, into: number[]): void {
  readNumbers(value, into);
  if (bad !== undefined) for (const f of bad) if (PLACES_OF_NUMBERS.has(f)) into[fieldAt(f as Field)] = NaN;
}

const PLACES_OF_NUMBERS: ReadonlySet<string> = new Set(NUMERIC_FIELDS);

/** How far each percentage of the item can be judged (StatisticsItem.percents), made once. */
export function percentsOf(s: StatisticsItem): (PercentStatus | undefined)[] {
  if (s.percents !== undefined) return s.percents;
  const out = new Array<PercentStatus | undefined>(COUNT_PAIRS.length);
  for (let i = 0; i < COUNT_PAIRS.length; i++) out[i] = statusAt(s.numbers, i);
  return (s.percents = out);
}

/** The counts of StatisticsItem: how many percentages are numbers, and how far each can be judged (see percentsOf). */
function percents(s: StatisticsItem): void {
  const n = s.numbers;
  let present = 0;
  for (let i = 0; i < COUNT_PAIRS.length; i++) {
    const pair = COUNT_PAIRS[i]!;
    const count = n[pair.countAt];
    const den = n[pair.totalAt];
    // NaN (absent) is neither at least 0 nor above anything.
    if (count! >= 0 && den! >= 0 && count! > den!) s.exceeding++;
    const status = statusAt(n, i);
    if (status === undefined) continue;
    present++;
    if (status === 'decimals') s.decimals++;
    else if (status === 'truncated') s.judged++;
    else if (status === 'not-truncated') {
      s.judged++;
      s.notTruncated++;
    }
  }
  s.percentCount = present;
}

/** How far the percentage of count pair `i` can be judged, from an item's numbers; undefined where it is no number the schema accepted. */
function statusAt(n: readonly number[], i: number): PercentStatus | undefined {
  const pair = COUNT_PAIRS[i]!;
  const value = n[pair.percentAt]!;
  return value !== value ? undefined : percentStatus(value, n[TOTAL_AT]!, n[pair.countAt]!, n[pair.totalAt]!, pair.zero);
}

/** `total`, `count` and `den` are NaN where absent (StatisticsItem.numbers). */
function percentStatus(value: number, total: number, count: number, den: number, zero: number): PercentStatus {
  if (!hasOneDecimal(value)) return 'decimals';
  // With total 0 every percentage is fixed by rule 2 (STA-ZERO-TOTAL).
  if (total === 0) return 'zero-total';
  // NaN is no integer.
  const judgeable = total === total && Number.isInteger(count) && Number.isInteger(den);
  if (!judgeable) return 'unjudgeable';
  if (count < 0 || den < 0 || count > den) return 'unbounded';
  return toTenths(value) === truncatedTenths(count, den, zero) ? 'truncated' : 'not-truncated';
}
