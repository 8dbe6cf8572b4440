/** What every CLI command receives and returns. Commands never call process.exit. */
import type { Argv } from 'yargs';
import type { Io } from '../io.js';

export type { Io };

export interface CommandSpec {
  name: string;
  describe: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  builder(y: Argv): Argv<any>;
  /** Returns the exit status: 0 clean, 1 findings, 2 the kit could not do its job. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  handler(args: any, io: Io): Promise<number>;
}
