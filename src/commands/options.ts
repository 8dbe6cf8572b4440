/**
 * The option table (src/options/table.ts) as yargs options. What the parser needs to know of every
 * command, so it imports the table alone: reading the values a command was given is values.ts.
 */
import type { Argv, Options } from 'yargs';
import { defaultText, fill, helpLine, optionsOf, type CommandName, type HelpWords, type OptionSpec } from '../options/table.js';

export { fill, type HelpWords };

/** The yargs declaration of one option. */
export function yargsOption(spec: OptionSpec, words?: HelpWords): Options {
  const shown = defaultText(spec);
  return {
    describe: fill(helpLine(spec), words),
    ...(spec.kind === 'boolean' ? { type: 'boolean' as const } : { type: 'string' as const, requiresArg: spec.bare === undefined }),
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
