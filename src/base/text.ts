/**
 * Text comparisons for the paths the rules take on every item. Pure; a leaf.
 *
 * `String.prototype.startsWith` compares character by character in the V8 of Node 20: for a prefix
 * as long as a base URL it costs several times what comparing a slice of the same length does, and
 * every address of every item is compared with one.
 */

/**
 * `parts` joined by `separator` into one flat string, for a key a rule keeps until the end of a run.
 * `a + '/' + b` and template literals make a string that keeps its parts and the pieces joining them.
 */
export function flatKey(separator: string, ...parts: string[]): string {
  return parts.join(separator);
}

/** Whether `text` starts with `prefix` (what `text.startsWith(prefix)` says). */
export function hasPrefix(text: string, prefix: string): boolean {
  return text.length >= prefix.length && text.slice(0, prefix.length) === prefix;
}
