/* Generated from schemas/exchange.schema.json by scripts/generate-types.mjs. Do not edit by hand. */

/**
 * Why the kit sent the request; crawl when absent.
 */
export type ExchangePurpose = 'crawl' | 'head' | 'options' | 'format-api' | 'recheck' | 'probe-error' | 'probe-write';

/**
 * One HTTP request and its answer as the crawler records it (and as cases/ hold them). The crawler records; only rules judge.
 */
export interface Exchange {
  request: ExchangeRequest;
  /**
   * HTTP status; 0 when no answer arrived (see error).
   */
  status: number;
  /**
   * Answer headers, lower-case names; repeated headers joined with ', '.
   */
  headers: {
    [k: string]: string | undefined;
  };
  /**
   * Body text as received (decoded as UTF-8). Empty for HEAD.
   */
  body?: string;
  /**
   * The body's bytes in base64, set only when they are not valid UTF-8 (body then says so instead of holding them); a recording (HAR) keeps these bytes.
   */
  bodyBase64?: string;
  /**
   * Convenience for recorded cases: the body as a JSON value; the body text is its serialization.
   */
  json?: unknown;
  purpose?: ExchangePurpose;
  durationMs?: number;
  /**
   * Milliseconds the request waited before it was sent: for the server's rate limit (the pacer), a Retry-After, or the backoff between attempts. Not part of durationMs, which is the answer's own time (HAR timings.blocked, never timings.wait).
   */
  blockedMs?: number;
  /**
   * Which attempt of the request this is (1 for the first), present when the request was sent more than once.
   */
  attempts?: number;
  /**
   * Set on the answer that stands when the request was sent more than once: what each earlier attempt got, in order (each is also recorded as its own superseded exchange). Rules judge a server that failed before it answered from it (HTTP-STATUS-200).
   */
  earlierAttempts?: EarlierAttempt[];
  /**
   * An attempt that was sent again (a 429, a 5xx, a broken connection): kept in recordings, never judged. Replay and resume use the last answer that is not superseded.
   */
  superseded?: true;
  /**
   * Set on a 3xx answer whose Location the kit followed (same origin only): the absolute address it requested next. Such a hop is recorded as its own exchange before the answer at the end of the chain.
   */
  redirectedTo?: string;
  /**
   * Position in a chain of followed redirects: 0 for the address the kit asked for, n for the request after n redirects. Absent when no redirect was followed.
   */
  hop?: number;
  /**
   * On the answer at the end of a chain of followed redirects: the address that gave it. request.url keeps the address the kit asked for, so the answer is judged as that address's.
   */
  finalUrl?: string;
  /**
   * HEAD only: bytes the server sent after the HEAD answer's headers, seen on the wire by a separate probe on a fresh connection (HTTP clients discard them). Absent when the probe could not look (through a proxy, or it failed).
   */
  headBodyBytes?: number;
  error?: ExchangeError;
}
export interface ExchangeRequest {
  method: 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * Absolute URL requested.
   */
  url: string;
  /**
   * Body sent with the request (write probes), as text.
   */
  body?: string;
  /**
   * Request headers sent, lower-case names; a credential is always stored redacted.
   */
  headers?: {
    [k: string]: string | undefined;
  };
}
export interface EarlierAttempt {
  /**
   * Its status; 0 when no answer arrived (see error).
   */
  status: number;
  /**
   * The code of the kit's error when no answer arrived (E_NETWORK, E_TIMEOUT, …).
   */
  error?: string;
}
/**
 * Set when the kit got no usable answer (timeout, reset, over the size cap, refused redirect) after its retries.
 */
export interface ExchangeError {
  code: string;
  message: string;
}
