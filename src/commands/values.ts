/**
 * The values a command was given: each checked by its kind, named by its --flag in errors, the
 * option table's default where none was given.
 */
import { parseSeverities, parseText } from '../options/config.js';
import { checkValue, keyOf, optionsOf, type CommandName, type OptionSpec } from '../options/table.js';

function lastOf(value: unknown): unknown {
  return Array.isArray(value) ? value[value.length - 1] : value;
}

/** One option's value as given on the command line, checked; undefined when not given. */
export function givenValue(spec: OptionSpec, raw: unknown): unknown {
  if (raw === undefined) return undefined;
  const source = `--${spec.name}`;
  if (spec.kind === 'boolean') return lastOf(raw);
  if (spec.kind === 'severity') return parseSeverities((raw as unknown[]).map(String), source);
  if (spec.kind === 'ids') return (raw as unknown[]).flatMap((r) => parseText(spec, String(r), source) as string[]);
  if (spec.repeatable) return (raw as unknown[]).map(String);
  const text = String(lastOf(raw));
  return parseText(spec, text === '' && spec.bare !== undefined ? spec.bare : text, source);
}

/**
 * The values of `command`'s options by key (maxBodySize, failOn, …): given ones checked, the others
 * the table's default; a size in bytes, numbers as numbers, the rest as text.
 */
export function optionValues(command: CommandName, args: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const spec of optionsOf(command)) {
    if (spec.positional) continue;
    const given = givenValue(spec, args[spec.name]);
    const value = given ?? (spec.repeatable && spec.default !== undefined ? [String(spec.default)] : spec.default);
    if (value === undefined) continue;
    out[keyOf(spec)] = spec.kind === 'size' ? checkValue(spec, value) : value;
  }
  return out;
}
