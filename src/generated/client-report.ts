/* Generated from schemas/client-report.schema.json by scripts/generate-types.mjs. Do not edit by hand. */

/**
 * What a client did to the reference server (stringent serve --client-report), as written by its json reporter when the server stops: every request, and each client requirement (CLI-*) judged on them.
 */
export interface ClientReport {
  tool: {
    name: 'stringent';
    version: string;
  };
  /**
   * The server the client talked to.
   */
  server: {
    /**
     * Its public base URL.
     */
    url: string;
    variants: string[];
    /**
     * The seed of a seeded variant (edges).
     */
    seed?: number;
  };
  startedAt: string;
  stoppedAt: string;
  summary: {
    requests: number;
    passed: number;
    failed: number;
    notApplicable: number;
    errors: number;
    warnings: number;
  };
  /**
   * Every client requirement, in catalogue order.
   */
  requirements: ClientRequirementResult[];
  /**
   * Each departure, in request order.
   */
  findings: ClientFinding[];
  /**
   * Every request the server received, in the order received (the first 100000).
   */
  requests: ClientRequest[];
  /**
   * Requests past the first 100000, counted and judged but not listed.
   */
  requestsOmitted: number;
  /**
   * fail when a requirement of severity error failed.
   */
  verdict: 'pass' | 'fail';
  /**
   * The exit status of stringent serve: 1 when the verdict is fail.
   */
  exitCode: 0 | 1;
}
/**
 * This interface was referenced by `ClientReport`'s JSON-Schema
 * via the `definition` "requirement".
 */
export interface ClientRequirementResult {
  id: string;
  severity: 'error' | 'warning';
  /**
   * Where the requirement comes from: a section of the API document or of an RFC.
   */
  source: string;
  title: string;
  status: 'passed' | 'failed' | 'not-applicable';
  /**
   * On how many requests it was judged.
   */
  checked: number;
  /**
   * Why it is not applicable.
   */
  reason?: string;
}
/**
 * This interface was referenced by `ClientReport`'s JSON-Schema
 * via the `definition` "finding".
 */
export interface ClientFinding {
  requirement: string;
  severity: 'error' | 'warning';
  code: string;
  args: {
    [k: string]: string | number | boolean | null | undefined;
  };
  message: string;
  /**
   * The number of the request (requests[].seq).
   */
  request: number;
  method: string;
  target: string;
}
/**
 * One request as the server saw it. Credentials are never recorded, only whether they were sent.
 *
 * This interface was referenced by `ClientReport`'s JSON-Schema
 * via the `definition` "request".
 */
export interface ClientRequest {
  seq: number;
  /**
   * When it arrived, in milliseconds since the server started.
   */
  atMs: number;
  method: string;
  /**
   * The request target as sent.
   */
  target: string;
  /**
   * The Host header as sent; empty when absent.
   */
  host: string;
  accept?: string;
  userAgent?: string;
  /**
   * Whether it carried Authorization or Cookie.
   */
  credentials: boolean;
  status: number;
  /**
   * When its answer was sent, in milliseconds since the server started.
   */
  answeredMs: number;
  /**
   * The Retry-After of its answer.
   */
  retryAfter?: string;
  /**
   * The names of its query parameters, decoded, in the order sent.
   */
  parameters: string[];
  /**
   * The endpoint it reached.
   */
  kind?: 'list' | 'instance' | 'statistics';
  /**
   * The list a page request was for: its address without query.
   */
  list?: string;
  /**
   * The page number asked for (1 without a page parameter).
   */
  page?: number;
  /**
   * Whether its answer was a page whose next is null (the last page of its list).
   */
  lastPage?: boolean;
  /**
   * The next and previous addresses its answer gave.
   */
  links?: string[];
}
