/* Generated from schemas/component.schema.json by scripts/generate-types.mjs. Do not edit by hand. */

import type {LanguageListShape, LanguageOlderShape} from './language.js';
import type {ProjectListShape, ProjectOlderShape} from './project.js';

/**
 * §2.3: a component record: a list element (list shape) or an instance answer (list shape or older shape). Extra fields are allowed.
 */
export type Component = ComponentListShape | ComponentOlderShape;
/**
 * §2.3: the record as the component list returns it.
 */
export type ComponentListShape = ComponentCommon & ListShape;
/**
 * §2.3: the older-shaped instance record: without links_url, pull_message, manage_units, is_glossary, glossary_color; enforced_checks as JSON text; project with mail.
 */
export type ComponentOlderShape = ComponentCommon & OlderShape;

/**
 * §2.3: the fields both shapes of a component record share, with the same types. Extra fields are allowed.
 */
export interface ComponentCommon {
  /**
   * §2.3: display name.
   */
  name: string;
  /**
   * §2.3: URL identifier of the component, unique inside its project.
   */
  slug: string;
  /**
   * §2.3: numeric identifier.
   */
  id: number;
  /**
   * §2.3: version-control system; observed value git.
   */
  vcs: string;
  /**
   * §2.3: address of the source repository (an external address, not required to be under the base URL).
   */
  repo: string;
  /**
   * §2.3: address at which the repository is exported.
   */
  git_export: string;
  /**
   * §2.3: repository branch.
   */
  branch: string;
  /**
   * §2.3: branch to push to; empty string when unset.
   */
  push_branch: string;
  /**
   * §2.3: glob of translation files, * standing for the language code.
   */
  filemask: string;
  /**
   * §2.3: path of the source-language template file.
   */
  template: string;
  /**
   * §2.3: whether the template may be edited.
   */
  edit_template: boolean;
  /**
   * §2.3: path of an intermediate file; empty when unset.
   */
  intermediate: string;
  /**
   * §2.3: path of the file for new translations; empty when unset.
   */
  new_base: string;
  /**
   * §2.3: file format; observed values aresource, appstore.
   */
  file_format: string;
  /**
   * §2.3: license identifier.
   */
  license: string;
  /**
   * §2.3: address of the license text (not required to be under the base URL).
   */
  license_url: string;
  /**
   * §2.3: contributor agreement text; empty when none.
   */
  agreement: string;
  /**
   * §2.3: web page of the component.
   */
  web_url: string;
  /**
   * §2.3: API address of this record, path /api/components/<project_slug>/<component_slug>/.
   */
  url: string;
  /**
   * §2.3: address of the repository sub-resource.
   */
  repository_url: string;
  /**
   * §2.3: address of the translations sub-resource.
   */
  translations_url: string;
  /**
   * §2.3: address of the statistics list (§4.3).
   */
  statistics_url: string;
  /**
   * §2.3: address of the lock sub-resource.
   */
  lock_url: string;
  /**
   * §2.3: address of the links sub-resource; present in the component list, absent in the older-shaped instance record.
   */
  links_url?: string;
  /**
   * §2.3: address of the changes sub-resource.
   */
  changes_list_url: string;
  /**
   * §2.3: task address or null; observed value null.
   */
  task_url: string | null;
  /**
   * §2.3: policy for adding languages; observed value add.
   */
  new_lang: string;
  /**
   * §2.3: observed values android, empty string.
   */
  language_code_style: string;
  /**
   * §2.3: push address; empty when unset.
   */
  push: string;
  /**
   * §2.3: quality-check flags; empty when unset.
   */
  check_flags: string;
  /**
   * §2.3: priority; observed value 100.
   */
  priority: number;
  /**
   * §2.3: access restriction flag.
   */
  restricted: boolean;
  /**
   * §2.3: address template of a repository web view; empty when unset.
   */
  repoweb: string;
  /**
   * §2.3: contact address for source-string bugs; empty when unset.
   */
  report_source_bugs: string;
  /**
   * §2.3: merge style; observed value rebase.
   */
  merge_style: string;
  /**
   * §2.3: template for commit messages (§2.6).
   */
  commit_message: string;
  /**
   * §2.3: template for the commit message when a translation is added (§2.6).
   */
  add_message: string;
  /**
   * §2.3: template for the commit message when a translation is deleted (§2.6).
   */
  delete_message: string;
  /**
   * §2.3: template for merge commit messages (§2.6).
   */
  merge_message: string;
  /**
   * §2.3: template for add-on commit messages (§2.6).
   */
  addon_message: string;
  /**
   * §2.3: template for pull-request text (§2.6); absent in the older-shaped instance record.
   */
  pull_message?: string;
  /**
   * §2.3: translation propagation flag.
   */
  allow_translation_propagation: boolean;
  /**
   * §2.3: unit management flag; absent in the older-shaped instance record.
   */
  manage_units?: boolean;
  /**
   * §2.3: suggestions flag.
   */
  enable_suggestions: boolean;
  /**
   * §2.3: suggestion voting flag.
   */
  suggestion_voting: boolean;
  /**
   * §2.3: observed value 0.
   */
  suggestion_autoaccept: number;
  /**
   * §2.3: push on commit flag.
   */
  push_on_commit: boolean;
  /**
   * §2.3: hours; observed value 24.
   */
  commit_pending_age: number;
  /**
   * §2.3: auto lock on error flag.
   */
  auto_lock_error: boolean;
  /**
   * §2.3: regular expression that language codes must match.
   */
  language_regex: string;
  /**
   * §2.3: variant regular expression; empty when unset.
   */
  variant_regex: string;
  /**
   * §2.3: addresses of add-on records, path /api/addons/<addon_id>/.
   */
  addons: string[];
  /**
   * §2.3: true for glossary components; absent in the older-shaped instance record.
   */
  is_glossary?: boolean;
  /**
   * §2.3: glossary colour; observed value silver; absent in the older-shaped instance record.
   */
  glossary_color?: string;
}
export interface ListShape {
  /**
   * §2.4: the source language of the component.
   */
  source_language: LanguageListShape;
  /**
   * §2.5: the project of the component.
   */
  project: ProjectListShape;
  /**
   * §2.3: names of enforced checks; empty array when none.
   */
  enforced_checks: string[];
}
export interface OlderShape {
  /**
   * §2.4: the source language of the component.
   */
  source_language: LanguageOlderShape;
  /**
   * §2.5: the project of the component.
   */
  project: ProjectOlderShape;
  /**
   * §2.3: in the older-shaped instance record, a string holding a JSON array of check names.
   */
  enforced_checks: string;
}
