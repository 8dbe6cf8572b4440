/* Generated from schemas/dataset.schema.json by scripts/generate-types.mjs. Do not edit by hand. */

/**
 * URL identifier; percent-encoded in addresses. Not '.' or '..', no slash.
 *
 * This interface was referenced by `Dataset`'s JSON-Schema
 * via the `definition` "slug".
 */
export type DatasetSlug = string;
/**
 * §2.2: two- or three-letter code, then underscore and region or script parts (pt_BR, zh_Hant, sr_Latn).
 *
 * This interface was referenced by `Dataset`'s JSON-Schema
 * via the `definition` "languageCode".
 */
export type DatasetLanguageCode = string;
/**
 * URL identifier; percent-encoded in addresses. Not '.' or '..', no slash.
 */
export type DatasetSlug1 = string;
/**
 * §2.2: two- or three-letter code, then underscore and region or script parts (pt_BR, zh_Hant, sr_Latn).
 */
export type DatasetLanguageCode1 = string;
/**
 * This interface was referenced by `Dataset`'s JSON-Schema
 * via the `definition` "count".
 */
export type DatasetCount = number;

/**
 * What the reference server serves (stringent serve --data FILE): projects, languages, and components with the raw counts of their translations. Percentages and addresses are never stored: the server computes them. Component configuration fields left out take Weblate's defaults.
 */
export interface Dataset {
  $schema?: string;
  description?: string;
  projects: DatasetProject[];
  /**
   * @minItems 1
   */
  languages: [DatasetLanguage, ...DatasetLanguage[]];
  components: DatasetComponent[];
}
/**
 * This interface was referenced by `Dataset`'s JSON-Schema
 * via the `definition` "project".
 */
export interface DatasetProject {
  id: number;
  slug: DatasetSlug;
  name: string;
  /**
   * External home page; default empty.
   */
  web?: string;
  translation_review?: boolean;
  source_review?: boolean;
  set_language_team?: boolean;
  instructions?: string;
  /**
   * Shown only in the older-shaped instance record.
   */
  mail?: string;
  enable_hooks?: boolean;
  language_aliases?: string;
}
/**
 * This interface was referenced by `Dataset`'s JSON-Schema
 * via the `definition` "language".
 */
export interface DatasetLanguage {
  code: DatasetLanguageCode;
  /**
   * English display name; several codes may share one.
   */
  name: string;
  plural: DatasetPlural;
  aliases?: string[];
  direction?: 'ltr' | 'rtl';
  population?: number;
}
/**
 * This interface was referenced by `Dataset`'s JSON-Schema
 * via the `definition` "plural".
 */
export interface DatasetPlural {
  id: number;
  source: number;
  number: number;
  formula: string;
  type: number;
}
/**
 * This interface was referenced by `Dataset`'s JSON-Schema
 * via the `definition` "component".
 */
export interface DatasetComponent {
  id: number;
  project: DatasetSlug1;
  slug: DatasetSlug;
  name: string;
  source_language: DatasetLanguageCode1;
  /**
   * §4.2 answers the older-shaped instance record (no links_url, pull_message, manage_units, is_glossary, glossary_color, population; project with mail; enforced_checks as JSON text). The list element keeps the list shape.
   */
  older_instance_shape?: boolean;
  /**
   * §2.2 rule 4: the statistics items of this component omit approved, approved_percent, readonly, readonly_percent, suggestions and comments.
   */
  statistics_without_optional?: boolean;
  vcs?: string;
  /**
   * Default: https://git.example.org/<project>/<component>.git
   */
  repo?: string;
  branch?: string;
  push_branch?: string;
  filemask?: string;
  template?: string;
  edit_template?: boolean;
  intermediate?: string;
  new_base?: string;
  file_format?: string;
  license?: string;
  license_url?: string;
  agreement?: string;
  new_lang?: string;
  language_code_style?: string;
  push?: string;
  check_flags?: string;
  priority?: number;
  enforced_checks?: string[];
  restricted?: boolean;
  repoweb?: string;
  report_source_bugs?: string;
  merge_style?: string;
  /**
   * Default: Weblate's default commit message.
   */
  commit_message?: string;
  add_message?: string;
  delete_message?: string;
  merge_message?: string;
  addon_message?: string;
  pull_message?: string;
  allow_translation_propagation?: boolean;
  manage_units?: boolean;
  enable_suggestions?: boolean;
  suggestion_voting?: boolean;
  suggestion_autoaccept?: number;
  push_on_commit?: boolean;
  commit_pending_age?: number;
  auto_lock_error?: boolean;
  language_regex?: string;
  variant_regex?: string;
  /**
   * Add-on ids; served as /api/addons/<id>/ addresses.
   */
  addons?: number[];
  is_glossary?: boolean;
  glossary_color?: string;
  /**
   * One per language; the source language must be among them (it is served first).
   *
   * @minItems 1
   */
  translations: [DatasetTranslation, ...DatasetTranslation[]];
}
/**
 * This interface was referenced by `Dataset`'s JSON-Schema
 * via the `definition` "translation".
 */
export interface DatasetTranslation {
  language: DatasetLanguageCode;
  total: DatasetCount;
  total_words: DatasetCount;
  total_chars: DatasetCount;
  translated: DatasetCount;
  translated_words: DatasetCount;
  translated_chars: DatasetCount;
  fuzzy: DatasetCount;
  failing: DatasetCount;
  approved: DatasetCount;
  readonly: DatasetCount;
  suggestions: DatasetCount;
  comments: DatasetCount;
  /**
   * UTC timestamp with microseconds and trailing Z, or null.
   */
  last_change: string | null;
  recent_changes: DatasetCount;
}
