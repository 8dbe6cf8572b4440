/**
 * The expressions of an exclusion (a configuration file's or a profile's `exclude`), as a
 * configuration is checked: in which order they are matched, and whether each `{name}` placeholder
 * names a group captured before it. src/run/exclusions.ts matches findings with them.
 */
import type { Exclusion } from '../generated/config.js';

/** `{name}`: the text a named group captured earlier, or the base URL for `{base}`. */
export const PLACEHOLDER = /\{([A-Za-z_$][A-Za-z0-9_$]*)\}/g;
/** A named capture group's opening `(?<name>` (not a lookbehind `(?<=`, `(?<!`). */
const GROUP = /\(\?<([A-Za-z_$][A-Za-z0-9_$]*)>/g;

/** The expression as a whole-text match. */
export const wholeExpression = (source: string): RegExp => new RegExp(`^(?:${source})$`);

/** The exclusion's pins of a map (`record`: pointer → expression; `args`: name → expression), in the order written. */
export function pinEntries(pins: Readonly<Record<string, string | undefined>> | undefined): [key: string, source: string][] {
  return Object.entries(pins ?? {}).flatMap(([key, source]): [string, string][] => (source === undefined ? [] : [[key, source]]));
}

/**
 * The order in which an exclusion's expressions are matched: a `{name}` placeholder may use a group
 * named by an expression before it (`{base}` is always the base URL).
 */
export function exclusionPatterns(x: Exclusion): { place: string; source: string }[] {
  const out: { place: string; source: string }[] = [];
  if (x.url !== undefined) out.push({ place: 'url', source: x.url });
  if (x.pointer !== undefined) out.push({ place: 'pointer', source: x.pointer });
  for (const [ptr, source] of pinEntries(x.record)) out.push({ place: `record[${JSON.stringify(ptr)}]`, source });
  for (const [name, source] of pinEntries(x.args)) out.push({ place: `args[${JSON.stringify(name)}]`, source });
  if (x.expected !== undefined) out.push({ place: 'expected', source: x.expected });
  if (x.actual !== undefined) out.push({ place: 'actual', source: x.actual });
  return out;
}

/**
 * Why the exclusion's expressions cannot be used, or undefined when they can: a placeholder that
 * names no group captured before it, or an expression that does not compile once filled in. Said
 * from the place (`url`, `record["/slug"]`…): callers put `exclude[i].` before it.
 */
export function exclusionProblem(x: Exclusion): string | undefined {
  const known = new Set(['base']);
  for (const { place, source } of exclusionPatterns(x)) {
    for (const m of source.matchAll(PLACEHOLDER))
      if (!known.has(m[1]!))
        return `${place} uses {${m[1]}}, which no expression before it captures (a named group (?<${m[1]}>…) in url, pointer, record, args, expected or actual, in that order) and which is not {base}`;
    try {
      wholeExpression(source.replace(PLACEHOLDER, 'x'));
    } catch (err) {
      return `${place} is not a regular expression (${(err as Error).message.replace(/^Invalid regular expression: /, '')}): ${source}`;
    }
    for (const m of source.matchAll(GROUP)) known.add(m[1]!);
  }
  return undefined;
}
