/* Generated from schemas/statistics-item.schema.json by scripts/generate-types.mjs. Do not edit by hand. */

/**
 * §2.2: one translation statistics item (an element of results of a statistics list). Extra fields are allowed.
 */
export type StatisticsItem = StatisticsItemFull | StatisticsItemReduced;
/**
 * §2.2: the full item, with the six fields of rule 4 present.
 */
export type StatisticsItemFull = StatisticsItemReduced;

/**
 * §2.2 rule 4: the item without approved, approved_percent, readonly, readonly_percent, suggestions and comments; where present they keep their types.
 */
export interface StatisticsItemReduced {
  /**
   * §2.2: number of strings.
   */
  total: number;
  /**
   * §2.2: number of words in all strings.
   */
  total_words: number;
  /**
   * §2.2: time of the latest change, ISO 8601 UTC with microseconds and trailing Z; null when there is none.
   */
  last_change: string | null;
  /**
   * §2.2: number of recent changes; 0 together with a null last_change.
   */
  recent_changes: number;
  /**
   * §2.2: translated strings.
   */
  translated: number;
  /**
   * §2.2: words in translated strings.
   */
  translated_words: number;
  /**
   * §2.2: translated / total, as a percentage (one decimal, truncated; rule 1).
   */
  translated_percent: number;
  /**
   * §2.2: translated_words / total_words, as a percentage (one decimal, truncated; rule 1).
   */
  translated_words_percent: number;
  /**
   * §2.2: characters in translated strings.
   */
  translated_chars: number;
  /**
   * §2.2: translated_chars / total_chars, as a percentage (one decimal, truncated; rule 1).
   */
  translated_chars_percent: number;
  /**
   * §2.2: characters in all strings.
   */
  total_chars: number;
  /**
   * §2.2: strings marked as needing editing.
   */
  fuzzy: number;
  /**
   * §2.2: fuzzy / total, as a percentage (one decimal, truncated; rule 1).
   */
  fuzzy_percent: number;
  /**
   * §2.2: strings failing quality checks.
   */
  failing: number;
  /**
   * §2.2: failing / total, as a percentage (one decimal, truncated; rule 1).
   */
  failing_percent: number;
  /**
   * §2.2: approved strings (optional group, rule 4).
   */
  approved?: number;
  /**
   * §2.2: approved / total, as a percentage; optional group, rule 4 (one decimal, truncated; rule 1).
   */
  approved_percent?: number;
  /**
   * §2.2: read-only strings (optional group, rule 4).
   */
  readonly?: number;
  /**
   * §2.2: readonly / total, as a percentage; optional group, rule 4 (one decimal, truncated; rule 1).
   */
  readonly_percent?: number;
  /**
   * §2.2: number of suggestions (optional group, rule 4).
   */
  suggestions?: number;
  /**
   * §2.2: number of comments (optional group, rule 4).
   */
  comments?: number;
  /**
   * §2.2: language code of the translation; region or script parts follow an underscore.
   */
  code: string;
  /**
   * §2.2: English display name of the language.
   */
  name: string;
  /**
   * §2.2: web page of the translation, path /projects/<project_slug>/<component_slug>/<language_code>/.
   */
  url: string;
  /**
   * §2.2: web page for translating, path /translate/<project_slug>/<component_slug>/<language_code>/.
   */
  translate_url: string;
}
