/**
 * "Did you mean": the known names nearest to a mistyped one. yargs suggests only command names
 * (recommendCommands), not option values, requirement or fault IDs, environment variables or
 * configuration keys, and the edit distance is ten lines, so it lives here rather than in a
 * dependency.
 */

/** Levenshtein distance, case-insensitive. */
export function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    for (let j = 1; j <= y.length; j++) row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[y.length]!;
}

/**
 * Up to `max` candidates close to `typed`: within a quarter of its length in edits (at least 2), or containing it
 * (a prefix such as `sta-code` of `STA-CODE`, or `code` of STA-CODE), nearest first.
 */
export function nearest(typed: string, candidates: readonly string[], max = 3): string[] {
  const t = typed.toLowerCase();
  if (t === '') return [];
  const limit = Math.max(2, Math.floor(t.length / 4));
  return candidates
    .map((c) => ({ c, d: distance(t, c), contains: c.toLowerCase().includes(t) }))
    .filter((x) => x.d <= limit || (x.contains && t.length >= 3))
    .sort((a, b) => a.d - b.d || (a.c < b.c ? -1 : 1))
    .slice(0, max)
    .map((x) => x.c);
}

/** `; did you mean X?` (or `X, Y or Z?`), or nothing when no candidate is near. */
export function suggest(typed: string, candidates: readonly string[], max = 3): string {
  const near = nearest(typed, candidates, max);
  if (near.length === 0) return '';
  const list = near.length === 1 ? near[0] : `${near.slice(0, -1).join(', ')} or ${near[near.length - 1]}`;
  return `; did you mean ${list}?`;
}
