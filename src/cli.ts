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

/**
 * yargs' own messages, said the kit's way: the option or argument as typed, what is accepted, the
 * command's usage, and the nearest name. Every message yargs can give (its locales/en.json) has a
 * wording here; a test holds each to it. `known` is the command's option names.
 */
export function optionError(msg: string, argv: readonly string[], known: readonly string[]): BadOptionError {
  const command = argv.find((a) => COMMAND_NAMES.includes(a));
  const usage = command === undefined ? undefined : `usage: stringent ${usageOf(command)}`;
  // The words after the command that are not options: what yargs calls non-option arguments.
  const words = argv.slice(command === undefined ? 0 : argv.indexOf(command) + 1).filter((a) => !a.startsWith('-'));
  const typedAs = (n: string): string | undefined => [`--${n}`, `--no-${n}`, `-${n}`].find((f) => argv.some((a) => a === f || a.startsWith(`${f}=`)));

  const suggested = /^Did you mean (\S+)\?$/.exec(msg);
  if (suggested) return new BadOptionError(`unknown command ${argv.find((a) => !a.startsWith('-')) ?? ''}; did you mean ${suggested[1]}?`);
  const unknownCommand = /^Unknown commands?: (.+)$/.exec(msg);
  if (unknownCommand) {
    const typed = unknownCommand[1]!.split(', ')[0]!;
    return new BadOptionError(`unknown command ${typed}${suggest(typed, COMMAND_NAMES)}; commands: ${COMMAND_NAMES.join(', ')}`);
  }
  const unknown = /^Unknown arguments?: (.+)$/.exec(msg);
  if (unknown) {
    const names = unknown[1]!.split(', ');
    // yargs names an unknown --foo-bar twice, also as fooBar.
    const distinct = names.filter((n) => !/[A-Z]/.test(n) || !names.includes(n.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)));
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
  const few = /^Not enough non-option arguments: got (\d+), need at least (\d+)$/.exec(msg);
  if (few && command === undefined) return new BadOptionError(`name a command: ${COMMAND_NAMES.join(', ')}`);
  if (few && command !== undefined) {
    const required = usageOf(command)
      .split(' ')
      .filter((w) => w.startsWith('<'));
    const missing = required.slice(Number(few[1]));
    const given = words.slice(0, Number(few[1]));
    return new BadOptionError(`${command} needs ${listed(missing)}${given.length > 0 ? ` after ${given.join(' ')}` : ''} (${usage})`);
  }
  const many = /^Too many non-option arguments: got (\d+), maximum of (\d+)$/.exec(msg);
  if (many)
    return new BadOptionError(
      `unexpected argument${Number(many[1]) - Number(many[2]) > 1 ? 's' : ''} ${words.slice(Number(many[2])).join(', ')}${usage ? ` (${usage})` : ''}`,
    );
  const invalid = /Invalid values:\s*Argument: ([^,]+), Given: ("[^"]*"|\S+), Choices: (.+)$/s.exec(msg);
  if (invalid) {
    const given = invalid[2]!.replace(/^"|"$/g, '');
    const choices = invalid[3]!.split(',').map((c) => c.trim().replace(/^"|"$/g, ''));
    return new BadOptionError(
      `--${invalid[1]} takes ${choices.slice(0, -1).join(', ')} or ${choices[choices.length - 1]}, not ${given}${suggest(given, choices, 1)}`,
    );
  }
  const missingArg = /^(?:Not enough arguments following|Missing argument values?): (.+)$/.exec(msg);
  if (missingArg) return new BadOptionError(`${listed(missingArg[1]!.split(', ').map((n) => `--${n}`))} needs a value`);
  const required = /^Missing required arguments?: (.+)$/.exec(msg);
  if (required) return new BadOptionError(`${listed(required[1]!.split(', ').map((n) => `--${n}`))} must be given${usage ? ` (${usage})` : ''}`);
  const dependent = /^Missing dependent arguments:\s*(.+)$/s.exec(msg);
  if (dependent) {
    const pairs = dependent[1]!
      .split('\n')
      .map((l) => /(\S+)\s*->\s*(\S+)/.exec(l))
      .filter((m) => m !== null);
    return new BadOptionError(pairs.map((m) => `--${m[1]} needs --${m[2]} too`).join('; '));
  }
  const conflict = /^Arguments (\S+) and (\S+) are mutually exclusive$/.exec(msg);
  if (conflict) return new BadOptionError(`--${conflict[1]} and --${conflict[2]} cannot be used together`);
  const failed = /^Argument check failed: (.+)$/s.exec(msg);
  if (failed) return new BadOptionError(failed[1]!.replace(/\s*\n\s*/g, ' '));
  const json = /^Invalid JSON config file: (.+)$/.exec(msg);
  if (json) return new BadOptionError(`${json[1]} is not a JSON file`);
  return new BadOptionError(msg.replace(/\s*\n\s*/g, ' '));
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
