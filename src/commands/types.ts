/** What every CLI command is: a yargs builder whose inferred argument types the handler receives. */
import type { ArgumentsCamelCase, Argv } from 'yargs';
import type { Io } from '../base/io.js';

export type { Io };

/**
 * What a command's implementation receives: the arguments yargs parsed, its positionals `P` as
 * declared and every option as given (each is read through the option table, see values.ts).
 */
export type CommandArgs<P extends object = object> = ArgumentsCamelCase<P & Record<string, unknown>>;

export interface CommandSpec<A> {
  name: string;
  describe: string;
  builder(y: Argv): Argv<A>;
  /** Returns the exit status: 0 clean, 1 findings, 2 the kit could not do its job. Never calls process.exit. */
  handler(args: ArgumentsCamelCase<A>, io: Io): Promise<number>;
}

/** A command with its argument types checked at its definition and erased for the command list. */
export interface Command {
  name: string;
  describe: string;
  register(parser: Argv, io: Io, started: (pending: Promise<number>) => void): void;
}

export function defineCommand<A>(spec: CommandSpec<A>): Command & CommandSpec<A> {
  return {
    ...spec,
    register(parser, io, started) {
      parser.command<A>(
        spec.name,
        spec.describe,
        (y) => spec.builder(y),
        (args) => started(spec.handler(args, io)),
      );
    },
  };
}
