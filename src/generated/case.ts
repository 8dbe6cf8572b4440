/* Generated from schemas/case.schema.json by scripts/generate-types.mjs. Do not edit by hand. */

import type {Exchange} from './exchange.js';

/**
 * Exactly the requirement IDs with findings at error or warning severity; [] for a clean case.
 */
export type Ids = string[];
/**
 * Exactly the requirement IDs with findings at note severity; [] when absent.
 */
export type Ids1 = string[];
/**
 * This interface was referenced by `CaseFile`'s JSON-Schema
 * via the `definition` "ids".
 */
export type Ids2 = string[];

/**
 * One file of cases/: the cases of one requirement family. Each case is minimal (it breaks one thing, or nothing), cites the requirement it is about, and lists exactly the requirement IDs it must yield.
 */
export interface CaseFile {
  $schema?: string;
  family: 'transport' | 'urls' | 'pagination' | 'statistics' | 'components' | 'snapshots';
  description?: string;
  /**
   * @minItems 1
   */
  cases: [Case, ...Case[]];
}
/**
 * This interface was referenced by `CaseFile`'s JSON-Schema
 * via the `definition` "case".
 */
export interface Case {
  /**
   * What is true of the input, e.g. 'page 2 without previous is invalid'.
   */
  description: string;
  /**
   * The requirement the case is about.
   */
  requirement: string;
  options?: CaseOptions;
  /**
   * JSON documents checked offline, as validate does. A case has documents or exchanges, not both.
   *
   * @minItems 1
   */
  documents?: [CaseDocument, ...CaseDocument[]];
  /**
   * Recorded exchanges, checked as check does (rechecks included, in order).
   *
   * @minItems 1
   */
  exchanges?: [Exchange, ...Exchange[]];
  expect: Ids;
  notes?: Ids1;
}
/**
 * Engine options; baseUrl defaults to http://weblate.test/.
 */
export interface CaseOptions {
  baseUrl?: string;
  webBaseUrl?: string;
  componentPageSize?: number;
}
export interface CaseDocument {
  kind: 'component-list' | 'component' | 'statistics' | 'statistics-item';
  url?: string;
  body: unknown;
}
