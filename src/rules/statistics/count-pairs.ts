/**
 * §2.2's counts and their totals, defined once for every statistics rule: which count is bounded by
 * which total (STA-COUNTS-BOUNDED), which percentage is which ratio (STA-PCT-TRUNCATED,
 * STA-PCT-DECIMALS), and what each is when total is 0 (STA-ZERO-TOTAL). The reference server keeps
 * its own copy on purpose: an implementation and its checker sharing one table would share a mistake.
 */
import type { StatisticsItemFull } from '../../generated/statistics-item.js';

export type StatisticsField = keyof StatisticsItemFull;

export interface CountPair {
  /** The count, at most `total` (STA-COUNTS-BOUNDED). */
  count: StatisticsField;
  total: StatisticsField;
  /** The percentage that is count / total truncated to one decimal (§2.2 rule 1). */
  percent: StatisticsField;
  /** The percentage on a zero total (§2.2 rule 2): 100.0 for the translated ones, 0.0 for the others. */
  zero: number;
  /** Where `count`, `total` and `percent` are among an item's numbers (NUMERIC_FIELDS). */
  countAt: number;
  totalAt: number;
  percentAt: number;
}

const PAIRS: readonly Omit<CountPair, 'countAt' | 'totalAt' | 'percentAt'>[] = [
  { count: 'translated', total: 'total', percent: 'translated_percent', zero: 100 },
  { count: 'translated_words', total: 'total_words', percent: 'translated_words_percent', zero: 100 },
  { count: 'translated_chars', total: 'total_chars', percent: 'translated_chars_percent', zero: 100 },
  { count: 'fuzzy', total: 'total', percent: 'fuzzy_percent', zero: 0 },
  { count: 'failing', total: 'total', percent: 'failing_percent', zero: 0 },
  { count: 'approved', total: 'total', percent: 'approved_percent', zero: 0 },
  { count: 'readonly', total: 'total', percent: 'readonly_percent', zero: 0 },
];

/** Counts of strings with no total or percentage of their own. */
export const UNPAIRED_COUNTS: readonly StatisticsField[] = ['suggestions', 'comments'];

/**
 * Counts that are 0 when total is 0 (§2.2 rule 2): the word and character totals, every paired
 * count, and the unpaired ones. recent_changes counts changes, not strings, and is left out.
 */
export const ZERO_COUNTS: readonly StatisticsField[] = [
  ...new Set(PAIRS.map((p) => p.total).filter((t) => t !== 'total')),
  ...PAIRS.map((p) => p.count),
  ...UNPAIRED_COUNTS,
];

/** Fields that hold whole numbers of at least 0. */
export const INTEGER_FIELDS: ReadonlySet<string> = new Set<string>([...ZERO_COUNTS, 'total', 'recent_changes']);

/** Fields that hold percentages. */
export const PERCENT_FIELDS: ReadonlySet<string> = new Set<string>(PAIRS.map((p) => p.percent));

/**
 * Every numeric field of §2.2, in the order an item's numbers are read (once per item, items.ts):
 * the rules then find a field by its place instead of by its name.
 */
export const NUMERIC_FIELDS: readonly StatisticsField[] = [...INTEGER_FIELDS, ...PERCENT_FIELDS] as StatisticsField[];

const PLACES = new Map<string, number>(NUMERIC_FIELDS.map((f, i) => [f, i]));

const numberOr = (v: unknown): number => (typeof v === 'number' ? v : NaN);

/**
 * An item's numeric fields by place (NUMERIC_FIELDS): each a number, or NaN where absent or no
 * number (JSON has no NaN, so it marks absence unambiguously). An array of numbers alone is an array
 * of unboxed doubles to V8, where one that also holds undefined keeps each fraction in a heap object
 * of its own, and every item of a crawl is read here. Each field is read by its name: V8 reads a
 * named property of items of one shape many times faster than one looked up by a name taken from a
 * table. Its places are held to NUMERIC_FIELDS' by a test. Written into `into` when given (a
 * reader's own array, used again for each item).
 */
export function readNumbers(item: Partial<Record<StatisticsField, unknown>>, into: number[] = []): number[] {
  into[0] = numberOr(item.total_words);
  into[1] = numberOr(item.total_chars);
  into[2] = numberOr(item.translated);
  into[3] = numberOr(item.translated_words);
  into[4] = numberOr(item.translated_chars);
  into[5] = numberOr(item.fuzzy);
  into[6] = numberOr(item.failing);
  into[7] = numberOr(item.approved);
  into[8] = numberOr(item.readonly);
  into[9] = numberOr(item.suggestions);
  into[10] = numberOr(item.comments);
  into[11] = numberOr(item.total);
  into[12] = numberOr(item.recent_changes);
  into[13] = numberOr(item.translated_percent);
  into[14] = numberOr(item.translated_words_percent);
  into[15] = numberOr(item.translated_chars_percent);
  into[16] = numberOr(item.fuzzy_percent);
  into[17] = numberOr(item.failing_percent);
  into[18] = numberOr(item.approved_percent);
  into[19] = numberOr(item.readonly_percent);
  return into;
}

/** The place of a numeric field among an item's numbers. */
export function fieldAt(field: StatisticsField): number {
  const at = PLACES.get(field);
  if (at === undefined) throw new Error(`${field} is no numeric field of a statistics item`);
  return at;
}

export const COUNT_PAIRS: readonly CountPair[] = PAIRS.map((p) => ({
  ...p,
  countAt: fieldAt(p.count),
  totalAt: fieldAt(p.total),
  percentAt: fieldAt(p.percent),
}));

/** ZERO_COUNTS by place. */
export const ZERO_COUNTS_AT: readonly number[] = ZERO_COUNTS.map(fieldAt);
