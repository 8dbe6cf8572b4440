/** When to send a request again, and how long to wait first. Pure: no I/O. */

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
