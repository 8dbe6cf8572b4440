/**
 * Seeded pseudo-random numbers (mulberry32: small, fast, well distributed over 32 bits): the same
 * seed gives the same sequence on every machine, so a generated dataset or a sampled set of pairs
 * is the same wherever it is made.
 */

/** Numbers in [0, 1), the same sequence for the same seed. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
