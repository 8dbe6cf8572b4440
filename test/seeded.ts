/**
 * Seeded pseudo-random numbers for tests that generate their inputs: the same seed gives the same
 * inputs on every run, so a failure names an input that fails again. A linear congruential
 * generator, read from its high bits (its low bits repeat after a few steps).
 */

/** Numbers in [0, 1), the same sequence for the same seed. */
export function seededFraction(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

/** Whole numbers in [0, n), the same sequence for the same seed. */
export function seeded(seed: number): (n: number) => number {
  const fraction = seededFraction(seed);
  return (n) => Math.floor(fraction() * n);
}
