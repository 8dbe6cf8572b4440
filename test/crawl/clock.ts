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
  return sleepyClock(start, () => performance.now() - began);
}

/**
 * A clock that moves only by its sleeps: the real time between them does not count, so the spacing
 * a pacer keeps is exact on a machine however loaded. For tests of waits alone, with no real socket
 * timing in between.
 */
export function stillClock(start = 0): FastClock {
  return sleepyClock(start, () => 0);
}

function sleepyClock(start: number, real: () => number): FastClock {
  let offset = 0;
  const slept: number[] = [];
  return {
    slept,
    now: () => start + offset + real(),
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
