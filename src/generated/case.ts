/* Generated from schemas/case.schema.json by scripts/generate-types.mjs. Do not edit by hand. */

import type {Exchange} from './exchange.js';

/**
 * What is true of the input, e.g. 'page 2 without previous is invalid'.
 *
 * This interface was referenced by `CaseFile`'s JSON-Schema
 * via the `definition` "description".
 */
export type Description = string;
/**
 * The requirement the case is about.
 *
 * This interface was referenced by `CaseFile`'s JSON-Schema
 * via the `definition` "requirement".
 */
export type Requirement = string;
/**
 * This interface was referenced by `CaseFile`'s JSON-Schema
 * via the `definition` "documentKind".
 */
export type DocumentKind = 'component-list' | 'component' | 'statistics' | 'statistics-item';
/**
 * Any JSON value, in which an object holding $base or $generate is a directive: it stands for the value it expands to.
 *
 * This interface was referenced by `CaseFile`'s JSON-Schema
 * via the `definition` "template".
 */
export type Template = unknown;
/**
 * Exactly the requirement IDs with findings at error or warning severity; [] for a clean case.
 */
export type Expect = string[];
/**
 * Exactly the requirement IDs with findings at note severity; [] when absent.
 */
export type Notes = string[];
/**
 * Exactly the requirement IDs with findings at error or warning severity; [] for a clean case.
 *
 * This interface was referenced by `CaseFile`'s JSON-Schema
 * via the `definition` "expect".
 */
export type Ids = string[];
/**
 * Exactly the requirement IDs with findings at note severity; [] when absent.
 *
 * This interface was referenced by `CaseFile`'s JSON-Schema
 * via the `definition` "notes".
 */
export type Ids1 = string[];
/**
 * This interface was referenced by `CaseFile`'s JSON-Schema
 * via the `definition` "ids".
 */
export type Ids2 = string[];
/**
 * The name of a file of cases/fixtures/, without .json.
 *
 * This interface was referenced by `CaseFile`'s JSON-Schema
 * via the `definition` "fixtureName".
 */
export type FixtureName = string;
/**
 * An RFC 6902 JSON Patch applied to the expanded value; values may themselves be templates.
 *
 * @minItems 1
 *
 * This interface was referenced by `CaseFile`'s JSON-Schema
 * via the `definition` "patch".
 */
export type Patch = [PatchOperation, ...PatchOperation[]];
export type PatchOperation = {
  op: 'add' | 'remove' | 'replace' | 'move' | 'copy' | 'test';
  path: Pointer;
  from?: Pointer;
  value?: Template;
} & {
  op: 'add' | 'remove' | 'replace' | 'move' | 'copy' | 'test';
  path: Pointer;
  from?: Pointer;
  value?: Template;
};
/**
 * An RFC 6901 JSON Pointer.
 *
 * This interface was referenced by `CaseFile`'s JSON-Schema
 * via the `definition` "pointer".
 */
export type Pointer = string;
/**
 * A value made by a named generator of src/run/cases.ts from the fixtures, rebased, with the patch applied.
 *
 * This interface was referenced by `CaseFile`'s JSON-Schema
 * via the `definition` "generate".
 */
export type GenerateDirective = Generate & Generate1;
export type Generate =
  | ({
      [k: string]: unknown | undefined;
    } & {
      $generate: 'statistics-items';
      component: string;
      item?: FixtureName;
      from?: number;
      count?: number;
      /**
       * @minItems 1
       */
      codes?: [string, ...string[]];
      rebase?: Rebase;
      patch?: Patch;
    })
  | {
      $generate: 'json-text';
      value: Template;
    }
  | {
      $generate: 'component';
      slug: string;
      name: string;
      id: number;
      rebase?: Rebase;
      patch?: Patch;
    };

/**
 * One file of cases/: the cases of one requirement family. Each case is minimal (it breaks one thing, or nothing), cites the requirement it is about, and lists exactly the requirement IDs it must yield. A case states only its difference: its data names a base fixture of cases/fixtures/ (or a generator) and gives an RFC 6902 JSON Patch.
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
 * A case as written: its documents and exchanges may name base fixtures and generators (see template).
 *
 * This interface was referenced by `CaseFile`'s JSON-Schema
 * via the `definition` "case".
 */
export interface Case {
  description: Description;
  requirement: Requirement;
  options?: CaseOptions;
  /**
   * JSON documents checked offline, as validate does. A case has documents or exchanges, not both.
   *
   * @minItems 1
   */
  documents?: [CaseDocumentTemplate, ...CaseDocumentTemplate[]];
  /**
   * Recorded exchanges, checked as check does (rechecks included, in order). Each is a template that expands to one exchange (exchange.schema.json).
   *
   * @minItems 1
   */
  exchanges?: [Template, ...Template[]];
  expect: Expect;
  notes?: Notes;
}
/**
 * Engine options; baseUrl defaults to http://weblate.test/.
 *
 * This interface was referenced by `CaseFile`'s JSON-Schema
 * via the `definition` "options".
 */
export interface CaseOptions {
  baseUrl?: string;
  webBaseUrl?: string;
  componentPageSize?: number;
  /**
   * A shipped profile whose exclusions apply, as with --profile: the findings it accepts are notes.
   */
  profile?: 'weblate-5';
}
export interface CaseDocumentTemplate {
  kind: DocumentKind;
  url?: string;
  body: Template;
}
/**
 * A case with every base and generator expanded and every patch applied: what the engine is fed.
 *
 * This interface was referenced by `CaseFile`'s JSON-Schema
 * via the `definition` "expandedCase".
 */
export interface ExpandedCase {
  description: Description;
  requirement: Requirement;
  options?: CaseOptions;
  /**
   * @minItems 1
   */
  documents?: [CaseDocument, ...CaseDocument[]];
  /**
   * @minItems 1
   */
  exchanges?: [Exchange, ...Exchange[]];
  expect: Expect;
  notes?: Notes;
}
export interface CaseDocument {
  kind: DocumentKind;
  url?: string;
  body: unknown;
}
/**
 * The fixture cases/fixtures/<$base>.json, rebased, with the patch applied.
 *
 * This interface was referenced by `CaseFile`'s JSON-Schema
 * via the `definition` "base".
 */
export interface BaseDirective {
  $base: FixtureName;
  rebase?: Rebase;
  patch?: Patch;
}
/**
 * Addresses moved under another base before the patch applies: every string of the value that starts with a key (an absolute URL prefix; the first key that matches) gets that prefix replaced by the key's value, e.g. { "http://weblate.test/": "http://weblate.test/weblate/" }.
 *
 * This interface was referenced by `CaseFile`'s JSON-Schema
 * via the `definition` "rebase".
 */
export interface Rebase {
  [k: string]: string | undefined;
}
export interface Generate1 {
  $generate: 'statistics-items' | 'component' | 'json-text';
}
