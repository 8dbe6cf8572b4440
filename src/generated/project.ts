/* Generated from schemas/project.schema.json by scripts/generate-types.mjs. Do not edit by hand. */

/**
 * §2.5: the project object of a component record (field project). Extra fields are allowed.
 */
export type Project = ProjectListShape | ProjectOlderShape;
/**
 * §2.5: as in the older-shaped instance record, with mail.
 */
export type ProjectOlderShape = ProjectListShape;

/**
 * §2.5: as in the component list (mail absent or ignored).
 */
export interface ProjectListShape {
  /**
   * §2.5: project name.
   */
  name: string;
  /**
   * §2.5: URL identifier of the project.
   */
  slug: string;
  /**
   * §2.5: numeric identifier.
   */
  id: number;
  /**
   * §2.5: external home page of the project (not required to be under the base URL).
   */
  web: string;
  /**
   * §2.5: page of the project.
   */
  web_url: string;
  /**
   * §2.5: path /api/projects/<project_slug>/.
   */
  url: string;
  /**
   * §2.5: path /api/projects/<project_slug>/components/.
   */
  components_list_url: string;
  /**
   * §2.5: path /api/projects/<project_slug>/repository/.
   */
  repository_url: string;
  /**
   * §2.5: path /api/projects/<project_slug>/statistics/.
   */
  statistics_url: string;
  /**
   * §2.5: path /api/projects/<project_slug>/changes/.
   */
  changes_list_url: string;
  /**
   * §2.5: path /api/projects/<project_slug>/languages/.
   */
  languages_url: string;
  /**
   * §2.5: translation review flag.
   */
  translation_review: boolean;
  /**
   * §2.5: source review flag.
   */
  source_review: boolean;
  /**
   * §2.5: language team flag.
   */
  set_language_team: boolean;
  /**
   * §2.5: instructions; empty when unset.
   */
  instructions: string;
  /**
   * §2.5: contact address or empty; present only in the older-shaped instance record.
   */
  mail?: string;
  /**
   * §2.5: hooks flag.
   */
  enable_hooks: boolean;
  /**
   * §2.5: language aliases; empty when unset.
   */
  language_aliases: string;
}
