/**
 * The command line. Exit status: 0 clean, 1 conformance findings, 2 the kit could not do its job
 * (a coded error, printed as one line, never a stack trace).
 */
import yargs from 'yargs';
import { BadOptionError, formatKitError, isKitError } from './errors.js';
import type { CommandSpec, Io } from './commands/types.js';
import { checkCommand } from './commands/check.js';
import { validateCommand } from './commands/validate.js';
import { serveCommand } from './commands/serve.js';
import { rulesCommand } from './commands/rules.js';
import { selfTestCommand } from './commands/self-test.js';
import { demoCommand } from './commands/demo.js';
import { diffCommand } from './commands/diff.js';
import { VERSION } from './version.js';

export const COMMANDS: readonly CommandSpec[] = [
  checkCommand,
  validateCommand,
  serveCommand,
  rulesCommand,
  selfTestCommand,
  demoCommand,
  diffCommand,
];

function defaultIo(): Io {
  let signal: AbortSignal | undefined;
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
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
    .wrap(Math.min(110, (io.stdout as { columns?: number }).columns ?? 100))
    .demandCommand(1, 'name a command: check, validate, serve, rules or self-test')
    .recommendCommands()
    .fail((msg, err) => {
      if (err && !(err instanceof BadOptionError)) throw err;
      throw err ?? new BadOptionError(msg);
    })
    .help();
  for (const cmd of COMMANDS) {
    parser.command(
      cmd.name,
      cmd.describe,
      (y) => cmd.builder(y),
      (args) => {
        pending = cmd.handler(args, io);
      },
    );
  }
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
      if (err instanceof BadOptionError) io.stderr.write('Run `stringent --help` for the options.\n');
      return err.exitCode;
    }
    const msg = err instanceof Error ? err.message : String(err);
    io.stderr.write(`stringent: E_INTERNAL: ${msg.split('\n')[0]}\n`);
    return 2;
  }
  return exitCode;
}
