import { defineCommand } from './types.js';
import { faultIds } from './serve.js';
import { formatMatrix, selfTest } from '../selftest.js';

export const selfTestCommand = defineCommand({
  name: 'self-test',
  describe: 'Check the bundled reference server clean and with each fault; every fault must yield exactly its requirement',
  builder: (y) =>
    y
      .option('fault', { type: 'string', array: true, describe: 'Only these faults (default: all of `stringent serve --list-faults`)' })
      .option('json', { type: 'boolean', default: false, describe: 'Print the matrix as JSON' })
      .example([['$0 self-test', 'every fault'], ['$0 self-test --fault sta-code', 'one fault (IDs in any case)']])
      .epilog('Exit status: 0 every fault yielded exactly its requirement; 1 some did not; 2 bad option.'),
  handler: async (args, io) => {
    const faults = args.fault === undefined ? undefined : faultIds(args.fault);
    const tty = Boolean(io.stderr.isTTY);
    const { rows, ok } = await selfTest({
      faults,
      onRow: tty ? (row, i, n) => void io.stderr.write(`\r\x1b[K${i + 1}/${n} ${row.fault}: ${row.verdict}`) : undefined,
    });
    if (tty) io.stderr.write('\r\x1b[K');
    io.stdout.write(args.json ? JSON.stringify({ ok, rows }, null, 2) + '\n' : formatMatrix(rows) + '\n');
    return ok ? 0 : 1;
  },
});
