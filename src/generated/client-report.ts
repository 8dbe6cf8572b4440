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
    /**
     * How many clients were told apart.
     */
    clients: number;
    passed: number;
    failed: number;
    notApplicable: number;
    errors: number;
    warnings: number;
  };
  /**
   * The clients told apart, each judged on its own requests: requests on one connection are one client's, and so are requests with one User-Agent (no User-Agent counts as one value).
   */
  clients: ClientIdentity[];
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
 * via the `definition` "client".
 */
export interface ClientIdentity {
  /**
   * Its number (requests[].client, findings[].client).
   */
  client: number;
  /**
   * The first User-Agent it sent; absent when it sent none.
   */
  userAgent?: string;
  /**
   * How many User-Agent values it sent.
   */
  userAgents?: number;
  connections: number;
  requests: number;
  findings: number;
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
  /**
   * The client it is about (clients[].client).
   */
  client?: number;
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
   * When its answer began to be sent (its first bytes handed to the connection), in milliseconds since the server started: the earliest moment the client could have read it.
   */
  answeredMs: number;
  /**
   * The connection it arrived on, numbered in the order connections opened.
   */
  connection?: number;
  /**
   * The client it was judged as (clients[].client).
   */
  client?: number;
  /**
   * Whether its path is under the API root ({base_url}api/).
   */
  api?: boolean;
  /**
   * Whether it carried a body (Content-Length above 0, or Transfer-Encoding).
   */
  body?: boolean;
  /**
   * The absolute addresses its answer gave in URL-valued fields other than next and previous; judged, then left out of the report's list.
   */
  addresses?: string[];
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
