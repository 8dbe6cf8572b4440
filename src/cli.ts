/**
 * The command line. Exit status: 0 clean, 1 conformance findings, 2 the kit could not do its job
 * (a coded error, printed as one line, never a stack trace).
 */
import yargs, { type Argv } from 'yargs';
import { BadOptionError, formatKitError, isKitError } from './base/errors.js';
import type { Io } from './base/io.js';
import type { Command } from './commands/types.js';
import { checkCommand } from './commands/check.js';
import { validateCommand } from './commands/validate.js';
import { serveCommand } from './commands/serve.js';
import { rulesCommand } from './commands/rules.js';
import { selfTestCommand } from './commands/self-test.js';
import { demoCommand } from './commands/demo.js';
import { diffCommand } from './commands/diff.js';
import { openapiCommand } from './commands/openapi.js';
import { nearest, suggest } from './base/suggest.js';
import { VERSION } from './base/version.js';

export const COMMANDS: readonly Command[] = [checkCommand, validateCommand, serveCommand, rulesCommand, selfTestCommand, demoCommand, diffCommand, openapiCommand];

const COMMAND_NAMES = COMMANDS.map((c) => c.name.split(' ')[0]!);

const EXIT_STATUS =
  'Exit status: 0 clean; 1 conformance findings (at --fail-on or above); 2 the kit could not do its job ' +
  '(one line: stringent: E_CODE: message). Run `stringent <command> --help` for a command\'s options.';

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

/** yargs' own messages, said the kit's way: the option, the value, what is accepted, and the nearest name. */
function optionError(msg: string, parser: Argv, argv: readonly string[]): BadOptionError {
  const command = /^Did you mean (\S+)\?$/.exec(msg);
  if (command) return new BadOptionError(`unknown command ${argv.find((a) => !a.startsWith('-')) ?? ''}; did you mean ${command[1]}?`);
  const unknown = /^Unknown arguments?: (.+)$/.exec(msg);
  if (unknown) {
    const known = Object.keys((parser as unknown as { getOptions(): { key: Record<string, unknown> } }).getOptions().key).filter((k) => k.length > 1 && k !== '$0');
    const listed = unknown[1]!.split(', ');
    // yargs names an unknown --foo-bar twice, also as fooBar.
    const names = listed.filter((n) => !/[A-Z]/.test(n) || !listed.includes(n.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)));
    const said = names.map((n) => {
      const typed = argv.some((a) => a === `--${n}` || a.startsWith(`--${n}=`)) ? `--${n}` : argv.some((a) => a === `-${n}`) ? `-${n}` : n;
      const near = COMMAND_NAMES.includes(n) ? [] : nearest(n, known, 2).map((k) => `--${k}`);
      return `${typed}${near.length ? ` (did you mean ${near.join(' or ')}?)` : ''}`;
    });
    return new BadOptionError(`unknown ${said.every((x) => x.startsWith('-')) ? 'option' : 'argument'}${names.length > 1 ? 's' : ''} ${said.join(', ')}`);
  }
  const invalid = /Invalid values:\s*Argument: ([^,]+), Given: ("[^"]*"|\S+), Choices: (.+)$/s.exec(msg);
  if (invalid) {
    const given = invalid[2]!.replace(/^"|"$/g, '');
    const choices = invalid[3]!.split(',').map((c) => c.trim().replace(/^"|"$/g, ''));
    return new BadOptionError(`--${invalid[1]} takes ${choices.slice(0, -1).join(', ')} or ${choices[choices.length - 1]}, not ${given}${suggest(given, choices, 1)}`);
  }
  const missingArg = /^Not enough arguments following: (.+)$/.exec(msg);
  if (missingArg) return new BadOptionError(`--${missingArg[1]} needs a value`);
  const conflict = /^Arguments (\S+) and (\S+) are mutually exclusive$/.exec(msg);
  if (conflict) return new BadOptionError(`--${conflict[1]} and --${conflict[2]} cannot be used together`);
  return new BadOptionError(msg.replace(/\s*\n\s*/g, ' '));
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
      throw optionError(msg ?? err?.message ?? 'bad options', parser, argv);
    })
    .epilog(EXIT_STATUS)
    .help();
  for (const cmd of COMMANDS) cmd.register(parser, io, (p) => (pending = p));
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
      if (err instanceof BadOptionError && /^(unknown (option|argument)|name a command)/.test(err.message)) io.stderr.write('Run `stringent --help` for the commands, `stringent <command> --help` for their options.\n');
      return err.exitCode;
    }
    const msg = err instanceof Error ? err.message : String(err);
    io.stderr.write(`stringent: E_INTERNAL: ${msg.split('\n')[0]}\n`);
    return 2;
  }
  return exitCode;
}
