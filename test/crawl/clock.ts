/**
 * A clock whose sleeps take no real time: each one moves the clock's own time on at once. The
 * kit's waits (the pacer, Retry-After, backoff) run through it, so tests of long waits are fast.
 */
import type { Clock } from '../../src/crawl/pacer.js';

export interface FastClock extends Clock {
  /** Every sleep asked for, in milliseconds. */
  readonly slept: number[];
}

export function fastClock(start = Date.now()): FastClock {
  let offset = 0;
  const slept: number[] = [];
  return {
    slept,
    now: () => start + offset + (performance.now() - began),
    sleep: (ms, signal) =>
      new Promise<void>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        slept.push(ms);
        offset += Math.max(0, ms);
        setImmediate(resolve);
      }),
  };
}
const began = performance.now();
