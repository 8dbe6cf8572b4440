/**
 * The option table (src/options/table.ts) as yargs options, and the values a command was given:
 * each checked by its kind, named by its --flag in errors, the table's default where none was given.
 */
import type { Argv, Options } from 'yargs';
import { parseSeverities, parseText } from '../options/config.js';
import { checkValue, defaultText, fill, helpLine, keyOf, optionsOf, type CommandName, type HelpWords, type OptionSpec } from '../options/table.js';

export { fill, type HelpWords };

/** The yargs declaration of one option. */
export function yargsOption(spec: OptionSpec, words?: HelpWords): Options {
  const shown = defaultText(spec);
  return {
    describe: fill(helpLine(spec), words),
    ...(spec.kind === 'boolean' ? { type: 'boolean' as const } : { type: 'string' as const, requiresArg: true }),
    ...(spec.repeatable ? { array: true } : {}),
    ...(spec.choices ? { choices: [...spec.choices] } : {}),
    ...(spec.alias ? { alias: spec.alias } : {}),
    ...(shown !== undefined ? { defaultDescription: shown } : {}),
  };
}

/** Every option of `command` (its positional excepted), in table order. */
export function withOptions<T>(y: Argv<T>, command: CommandName, words?: HelpWords): Argv<T> {
  let out = y;
  for (const spec of optionsOf(command)) {
    if (spec.positional) continue;
    out = out.option(spec.name, yargsOption(spec, words));
    if (spec.conflicts) out = out.conflicts(spec.name, spec.conflicts);
  }
  return out;
}

/** The help line of a command's positional that the table declares. */
export function positionalHelp(command: CommandName, name: string, words?: HelpWords): string {
  const spec = optionsOf(command).find((s) => s.positional && s.name === name);
  return spec ? fill(spec.help, words) : name;
}

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
  return parseText(spec, String(lastOf(raw)), source);
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
