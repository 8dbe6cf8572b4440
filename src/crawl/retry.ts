/**
 * When to send a request again, and how long to wait first: the kit's documented policy, plugged
 * into undici's retry interceptor (which does the re-sending).
 */
import type { RetryHandler } from 'undici';

/** Statuses that may pass on their own: a server error, or "try again later". */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([429, 500, 502, 503, 504]);

/** Longest wait the kit accepts from a Retry-After header. */
export const MAX_RETRY_AFTER_MS = 60_000;

/** Exponential backoff: base, 2×base, 4×base, … */
export function backoffMs(attempt: number, baseMs: number): number {
  return baseMs * 2 ** Math.min(attempt, 10);
}

/**
 * Milliseconds a Retry-After value asks for: delta-seconds or an HTTP date; undefined when absent
 * or unreadable. Never negative.
 */
export function retryAfterMs(value: string | undefined, now: number = Date.now()): number | undefined {
  if (value === undefined) return undefined;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  if (!/[a-z]/i.test(v)) return undefined;
  const at = Date.parse(v);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

/** The wait before the next attempt: what the server asked for, else backoff; capped by `capMs`. */
export function waitBeforeRetry(attempt: number, baseMs: number, capMs: number, retryAfter?: string): number {
  const asked = retryAfterMs(retryAfter);
  const wait = asked ?? backoffMs(attempt, baseMs);
  return Math.min(wait, capMs, MAX_RETRY_AFTER_MS);
}

export interface RetryPolicy {
  /** Extra attempts after the first. */
  retries: number;
  /** First backoff step in ms. */
  baseMs: number;
  /** --timeout in ms: no wait is longer. */
  capMs: number;
  /** Whether an error (not a status) may pass on a second attempt. */
  retryable(err: unknown): boolean;
}

/**
 * undici's `retry` callback with the kit's policy: network failures and 429/500/502/503/504 are
 * sent again up to `retries` times, after exponential backoff from `baseMs`, or after what
 * Retry-After asks, capped at 60 s and at --timeout. Every other answer is handed on as it is.
 */
export function retryCallback(policy: RetryPolicy): RetryHandler.RetryCallback {
  return (err, { state }, cb) => {
    const attempt = state.counter - 1;
    if (attempt >= policy.retries) return cb(err);
    const e = err as Error & { code?: string; statusCode?: number; headers?: Record<string, string | string[] | undefined> };
    let wait: number;
    if (e.code === 'UND_ERR_REQ_RETRY' && typeof e.statusCode === 'number') {
      if (!RETRY_STATUSES.has(e.statusCode)) return cb(err);
      const header = e.headers?.['retry-after'];
      wait = waitBeforeRetry(attempt, policy.baseMs, policy.capMs, Array.isArray(header) ? header[0] : header);
    } else {
      if (!policy.retryable(err)) return cb(err);
      wait = Math.min(backoffMs(attempt, policy.baseMs), policy.capMs);
    }
    setTimeout(() => cb(null), wait);
  };
}
