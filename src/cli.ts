/**
 * The command line. Exit status: 0 clean, 1 conformance findings, 2 the kit could not do its job
 * (a coded error, printed as one line, never a stack trace).
 */
import yargs from './vendor/yargs.js';
import { BadOptionError, formatKitError, isKitError } from './base/errors.js';
import type { Io } from './base/io.js';
import { COMMANDS } from './commands/index.js';
import { nearest, suggest } from './base/suggest.js';
import { VERSION } from './base/version.js';

export { COMMANDS };

const COMMAND_NAMES = COMMANDS.map((c) => c.name.split(' ')[0]!);

const EXIT_STATUS =
  'Exit status: 0 clean; 1 conformance findings (at --fail-on or above); 2 the kit could not do its job ' +
  "(one line: stringent: E_CODE: message). Run `stringent <command> --help` for a command's options.";

function defaultIo(): Io {
  let signal: AbortSignal | undefined;
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    cwd: process.cwd(),
    // Installed on first use only, so that commands that never wait keep the default Ctrl-C behaviour.
    get signal(): AbortSignal {
      if (!signal) {
        const controller = new AbortController();
        // The reason names the signal: check stops with a partial report and exit status 130 or 143.
        process.once('SIGINT', () => controller.abort('SIGINT'));
        process.once('SIGTERM', () => controller.abort('SIGTERM'));
        signal = controller.signal;
      }
      return signal;
    },
  };
}

/** The usage line of a command, from its declaration: `diff <old> <new>`. */
function usageOf(command: string): string {
  return COMMANDS.find((c) => c.name.split(' ')[0] === command)?.name ?? command;
}

function listed(words: readonly string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** Separates the tag of a yargs message from the values yargs fills in (see YARGS_STRINGS). */
const SEP = '\u001f';

function tagged(tag: string, values: number): string {
  return [tag, ...Array.from({ length: values }, () => '%s')].join(SEP);
}

/**
 * yargs' messages, given to it through its documented `updateStrings()`: each of its message keys
 * (its locales/en.json, and yargs-parser's) becomes a tag and the values yargs fills in, so the kit
 * reads its own strings, never yargs' English, and words them in optionError. Setting the strings
 * also stops yargs choosing a language from the environment.
 */
export const YARGS_STRINGS: Record<string, string | { one: string; other: string }> = {
  'Not enough non-option arguments: got %s, need at least %s': { one: tagged('few', 2), other: tagged('few', 2) },
  'Too many non-option arguments: got %s, maximum of %s': { one: tagged('many', 2), other: tagged('many', 2) },
  'Missing argument value: %s': { one: tagged('value', 1), other: tagged('value', 1) },
  'Missing required argument: %s': { one: tagged('required', 1), other: tagged('required', 1) },
  'Unknown argument: %s': { one: tagged('unknown', 1), other: tagged('unknown', 1) },
  'Unknown command: %s': { one: tagged('unknown-command', 1), other: tagged('unknown-command', 1) },
  // "Invalid values:" is followed by one "Argument: …" line per option, each after a newline.
  'Invalid values:': 'invalid',
  'Argument: %s, Given: %s, Choices: %s': tagged('choice', 3),
  'Argument check failed: %s': tagged('check', 1),
  // "Implications failed:" is followed by a newline and " a -> b" for each pair.
  'Implications failed:': 'implies',
  'Not enough arguments following: %s': tagged('value', 1),
  'Argument unexpected for: %s': tagged('unexpected', 1),
  'Invalid JSON config file: %s': tagged('json', 1),
  'Did you mean %s?': tagged('near', 1),
  'Arguments %s and %s are mutually exclusive': tagged('conflict', 2),
};

/**
 * A yargs message (given in YARGS_STRINGS' form) said the kit's way: the option or argument as
 * typed, what is accepted, the command's usage, and the nearest name. `known` is the command's
 * option names.
 */
export function optionError(msg: string, argv: readonly string[], known: readonly string[]): BadOptionError {
  const command = argv.find((a) => COMMAND_NAMES.includes(a));
  const usage = command === undefined ? undefined : `usage: stringent ${usageOf(command)}`;
  // The words after the command that are not options: what yargs calls non-option arguments.
  const words = argv.slice(command === undefined ? 0 : argv.indexOf(command) + 1).filter((a) => !a.startsWith('-'));
  const typedAs = (n: string): string | undefined => [`--${n}`, `--no-${n}`, `-${n}`].find((f) => argv.some((a) => a === f || a.startsWith(`${f}=`)));
  const [head = '', ...lines] = msg.split('\n');
  const [tag = '', ...values] = head.split(SEP);
  const value = values[0] ?? '';
  const names = (): string[] => value.split(', ');

  switch (tag) {
    case 'near':
      return new BadOptionError(`unknown command ${argv.find((a) => !a.startsWith('-')) ?? ''}; did you mean ${value}?`);
    case 'unknown-command': {
      const typed = names()[0]!;
      return new BadOptionError(`unknown command ${typed}${suggest(typed, COMMAND_NAMES)}; commands: ${COMMAND_NAMES.join(', ')}`);
    }
    case 'unknown': {
      const all = names();
      // yargs names an unknown --foo-bar twice, also as fooBar.
      const distinct = all.filter((n) => !/[A-Z]/.test(n) || !all.includes(n.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)));
      const options = distinct.filter((n) => typedAs(n) !== undefined);
      const others = distinct.filter((n) => typedAs(n) === undefined);
      if (command === undefined && others.length > 0)
        return new BadOptionError(`unknown command ${others[0]}${suggest(others[0]!, COMMAND_NAMES)}; commands: ${COMMAND_NAMES.join(', ')}`);
      const parts: string[] = [];
      if (options.length > 0) {
        const said = options.map((n) => {
          const near = nearest(n.replace(/^no-/, ''), known, 2).map((k) => `--${k}`);
          return `${typedAs(n)}${near.length ? ` (did you mean ${near.join(' or ')}?)` : ''}`;
        });
        parts.push(`unknown option${said.length > 1 ? 's' : ''} ${said.join(', ')}`);
      }
      if (others.length > 0) parts.push(`unexpected argument${others.length > 1 ? 's' : ''} ${others.join(', ')}`);
      return new BadOptionError(`${parts.join('; ')}${others.length > 0 && usage ? ` (${usage})` : ''}`);
    }
    case 'few': {
      if (command === undefined) return new BadOptionError(`name a command: ${COMMAND_NAMES.join(', ')}`);
      const got = Number(values[0]);
      const missing = usageOf(command)
        .split(' ')
        .filter((w) => w.startsWith('<'))
        .slice(got);
      const given = words.slice(0, got);
      return new BadOptionError(`${command} needs ${listed(missing)}${given.length > 0 ? ` after ${given.join(' ')}` : ''} (${usage})`);
    }
    case 'many': {
      const surplus = words.slice(Number(values[1]));
      return new BadOptionError(`unexpected argument${surplus.length > 1 ? 's' : ''} ${surplus.join(', ')}${usage ? ` (${usage})` : ''}`);
    }
    case 'invalid': {
      const said = lines.map((line) => {
        const [, option = '', given = '', choices = ''] = line.trim().split(SEP);
        const unquote = (v: string): string => v.trim().replace(/^"|"$/g, '');
        const allowed = choices.split(',').map(unquote);
        const value = unquote(given);
        return `--${option} takes ${allowed.slice(0, -1).join(', ')} or ${allowed[allowed.length - 1]}, not ${value}${suggest(value, allowed, 1)}`;
      });
      return new BadOptionError(said.join('; '));
    }
    case 'value':
      return new BadOptionError(`${listed(names().map((n) => `--${n}`))} needs a value`);
    case 'unexpected':
      return new BadOptionError(`--${value} takes no value`);
    case 'required':
      return new BadOptionError(`${listed(names().map((n) => `--${n}`))} must be given${usage ? ` (${usage})` : ''}`);
    case 'implies': {
      const pairs = lines
        .join(' ')
        .split(/\s+(?=\S+\s*->)/)
        .map((l) => /(\S+)\s*->\s*(\S+)/.exec(l))
        .filter((m) => m !== null);
      return new BadOptionError(pairs.map((m) => `--${m[1]} needs --${m[2]} too`).join('; '));
    }
    case 'conflict':
      return new BadOptionError(`--${values[0]} and --${values[1]} cannot be used together`);
    case 'check':
      return new BadOptionError([value, ...lines].join(' ').replace(/\s+/g, ' ').trim());
    case 'json':
      return new BadOptionError(`${value} is not a JSON file`);
    default:
      return new BadOptionError(msg.replace(/\s*\n\s*/g, ' '));
  }
}

/**
 * yargs renders a command's whole help as it starts the command's handler, to have it at hand
 * should the handler show it later. No handler does (help is asked for with --help, which yargs
 * answers before any handler runs; failures are one line), and rendering the help of check's
 * options costs several times what parsing them does, on every run.
 */
function skipHelpCache(parser: unknown): void {
  const usage = (parser as { getInternalMethods?(): { getUsageInstance?(): { cacheHelpMessage?: () => void } } }).getInternalMethods?.().getUsageInstance?.();
  if (typeof usage?.cacheHelpMessage === 'function') usage.cacheHelpMessage = () => undefined;
}

export async function main(argv: string[], io: Io = defaultIo()): Promise<number> {
  let exitCode = 0;
  let pending: Promise<number> | undefined;
  let helpShown = false;
  const parser = yargs(argv)
    .scriptName('stringent')
    .usage('$0 <command> [options]')
    .version(VERSION)
    .strict()
    .exitProcess(false)
    .wrap(Math.min(110, io.stdout.columns ?? 100))
    .demandCommand(1, `name a command: ${COMMAND_NAMES.join(', ')}`)
    .recommendCommands()
    // A plural message takes { one, other }, as in yargs' own locale files (y18n's form); yargs' types say string.
    .updateStrings(YARGS_STRINGS as Record<string, string>)
    .fail((msg, err) => {
      // yargs' own validation errors (YError) carry the message; anything else is a real failure.
      if (err && !(err instanceof BadOptionError) && err.name !== 'YError') throw err;
      if (err instanceof BadOptionError) throw err;
      const known = Object.keys((parser as unknown as { getOptions(): { key: Record<string, unknown> } }).getOptions().key).filter(
        (k) => k.length > 1 && k !== '$0',
      );
      throw optionError(msg ?? err?.message ?? 'bad options', argv, known);
    })
    .epilog(EXIT_STATUS)
    .help();
  skipHelpCache(parser);
  for (const cmd of COMMANDS)
    cmd.register(parser, io, (p) => {
      pending = p;
    });
  try {
    await parser.parseAsync(argv, {}, (err, _argv, output) => {
      if (output) {
        helpShown = true;
        (err ? io.stderr : io.stdout).write(output.endsWith('\n') ? output : output + '\n');
      }
    });
    if (pending) exitCode = await pending;
    else if (!helpShown) exitCode = 0;
  } catch (err) {
    if (isKitError(err)) {
      io.stderr.write(formatKitError(err) + '\n');
      if (err instanceof BadOptionError && /^(unknown options?|unexpected argument|name a command)/.test(err.message))
        io.stderr.write('Run `stringent --help` for the commands, `stringent <command> --help` for their options.\n');
      return err.exitCode;
    }
    const msg = err instanceof Error ? err.message : String(err);
    io.stderr.write(`stringent: E_INTERNAL: ${msg.split('\n')[0]}\n`);
    return 2;
  }
  return exitCode;
}
