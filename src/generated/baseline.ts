/* Generated from schemas/baseline.schema.json by scripts/generate-types.mjs. Do not edit by hand. */

/**
 * The identity of every finding of a run, written by check --write-baseline and read by check --baseline and stringent diff. Complete (never capped by examples per group), sorted by identity, one entry per line, without timestamps or host: the same findings give the same bytes.
 */
export interface Baseline {
  format: 'stringent-baseline';
  /**
   * Version of this file's layout.
   */
  version: 1;
  /**
   * How findings are identified (the key SARIF partialFingerprints carry): requirement, code, method, address relative to the base URL, the item's key, the JSON pointer and the identifying args.
   */
  identity: 'stringentIdentity/v2';
  /**
   * Findings the baseline holds: the sum of the entries' counts.
   */
  total: number;
  findings: BaselineEntry[];
}
/**
 * The identity of one finding (or of count findings that share it).
 *
 * This interface was referenced by `Baseline`'s JSON-Schema
 * via the `definition` "entry".
 */
export interface BaselineEntry {
  requirement: string;
  /**
   * The finding's code; absent for a finding that has none, which message then stands for.
   */
  code?: string;
  /**
   * Only for a finding without a code: its message with the base URL written {base} and its numbers written #.
   */
  message?: string;
  /**
   * HTTP method of the request; GET when absent.
   */
  method?: string;
  /**
   * The answer's address relative to the base URL (no scheme, host or port), without its page parameter when key is set; the endpoint (api/components/{project}/{component}/) for a finding that stands for every answer of one; a file name for validate, or an address outside the base URL in full.
   */
  address: string;
  /**
   * The item's own key when the finding is about a list item (project/component, project/component/language_code), in place of its page and index.
   */
  key?: string;
  /**
   * JSON pointer into the answer body, or into the item when key is set; absent for the whole answer.
   */
  pointer?: string;
  /**
   * The identifying args (measured ones such as counts, sizes and times left out), the base URL written {base} and its origin {origin}.
   */
  args?: {
    [k: string]: string | number | boolean | null | undefined;
  };
  /**
   * How many findings share this identity; 1 when absent.
   */
  count?: number;
}
