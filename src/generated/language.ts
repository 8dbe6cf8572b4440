/* Generated from schemas/language.schema.json by scripts/generate-types.mjs. Do not edit by hand. */

/**
 * §2.4: the language object of a component record (field source_language). Extra fields are allowed.
 */
export type Language = LanguageListShape | LanguageOlderShape;
/**
 * §2.4: as in the component list, with population.
 */
export type LanguageListShape = LanguageOlderShape;

/**
 * §2.4: as in the older-shaped instance record, population optional.
 */
export interface LanguageOlderShape {
  /**
   * §2.4: language code.
   */
  code: string;
  /**
   * §2.4: display name.
   */
  name: string;
  plural: LanguagePlural;
  /**
   * §2.4: alternative codes.
   */
  aliases: string[];
  /**
   * §2.4: text direction; observed value ltr.
   */
  direction: string;
  /**
   * §2.4: present in the component list; absent in the older-shaped instance record.
   */
  population?: number;
  /**
   * §2.4: page of the language.
   */
  web_url: string;
  /**
   * §2.4: API address, path /api/languages/<language_code>/.
   */
  url: string;
  /**
   * §2.4: path /api/languages/<language_code>/statistics/.
   */
  statistics_url: string;
}
/**
 * §2.4: plural definition: id, source, number (count of plural forms), formula (plural expression), type.
 */
export interface LanguagePlural {
  /**
   * §2.4: plural id.
   */
  id: number;
  /**
   * §2.4: plural source.
   */
  source: number;
  /**
   * §2.4: count of plural forms.
   */
  number: number;
  /**
   * §2.4: plural expression.
   */
  formula: string;
  /**
   * §2.4: plural type.
   */
  type: number;
}
