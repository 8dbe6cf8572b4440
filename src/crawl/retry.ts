/**
 * How long to wait before sending a request again, when the server did not say (Retry-After is read
 * by the pacer, pacer.ts). One policy for every method; the loop that applies it is HttpClient's.
 */

/** Statuses the HTTP client sends again (a server error, or "try again later"). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([429, 500, 502, 503, 504]);

/** Exponential backoff: base, 2×base, 4×base, … */
export function backoffMs(attempt: number, baseMs: number): number {
  return baseMs * 2 ** Math.min(attempt, 10);
}

/** First step of the backoff after a 429 without Retry-After, or a 502/503/504 page: seconds, not milliseconds. */
export const SLOW_BASE_MS = 1000;
/** No backoff step is longer. */
export const MAX_BACKOFF_MS = 60_000;

/**
 * The wait before attempt `attempt + 1`: after a broken connection or a 500, backoff from `baseMs`
 * (--retry-base, 250 ms); after a 429 without Retry-After or a 502/503/504, jittered exponential
 * backoff from one second (a proxy's throttle page or a restarting server needs seconds), so that
 * concurrent requests do not come back together. `random` is Math.random unless a test fixes it.
 */
export function retryWait(attempt: number, baseMs: number, after: 'error' | 'throttled' | 'unavailable', random: () => number = Math.random): number {
  if (after === 'error') return Math.min(backoffMs(attempt, baseMs), MAX_BACKOFF_MS);
  const step = Math.min(backoffMs(attempt, Math.max(baseMs, SLOW_BASE_MS)), MAX_BACKOFF_MS);
  // "Equal jitter": half the step for sure, the other half at random.
  return Math.round(step / 2 + (step / 2) * random());
}
