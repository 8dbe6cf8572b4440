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
}

export const COUNT_PAIRS: readonly CountPair[] = [
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
  ...new Set(COUNT_PAIRS.map((p) => p.total).filter((t) => t !== 'total')),
  ...COUNT_PAIRS.map((p) => p.count),
  ...UNPAIRED_COUNTS,
];

/** Fields that hold whole numbers of at least 0. */
export const INTEGER_FIELDS: ReadonlySet<string> = new Set<string>([...ZERO_COUNTS, 'total', 'recent_changes']);

/** Fields that hold percentages. */
export const PERCENT_FIELDS: ReadonlySet<string> = new Set<string>(COUNT_PAIRS.map((p) => p.percent));
