import { defineCommand } from './types.js';
import { faultIds } from './serve.js';
import { formatMatrix, selfTest } from '../run/selftest.js';
import { listVariants } from '../../reference-server/index.js';
import { BadOptionError } from '../base/errors.js';

export const selfTestCommand = defineCommand({
  name: 'self-test',
  describe: 'Check the bundled reference server clean and with each fault; every fault must yield exactly the requirements it declares',
  builder: (y) =>
    y
      .option('fault', { type: 'string', array: true, describe: 'Only these faults (default: all of `stringent serve --list-faults`)' })
      .option('variant', { type: 'string', array: true, describe: 'Only these clean variants (default: all when no --fault is given; see `stringent serve --help`)' })
      .option('json', { type: 'boolean', default: false, describe: 'Print the matrix as JSON' }),
  handler: async (args, io) => {
    const faults = args.fault === undefined ? undefined : faultIds(args.fault);
    const variants = new Set(listVariants().map((v) => v.id));
    for (const v of args.variant ?? [])
      if (!variants.has(v)) throw new BadOptionError(`unknown variant ${v}; valid variants: ${[...variants].join(', ')}`);
    const tty = Boolean(io.stderr.isTTY);
    const { rows, ok } = await selfTest({
      faults: faults ?? (args.variant ? [] : undefined),
      variants: args.variant,
      onRow: tty ? (row, i, n) => void io.stderr.write(`\r\x1b[K${i + 1}/${n} ${row.fault}: ${row.verdict}`) : undefined,
    });
    if (tty) io.stderr.write('\r\x1b[K');
    io.stdout.write(args.json ? JSON.stringify({ ok, rows }, null, 2) + '\n' : formatMatrix(rows) + '\n');
    return ok ? 0 : 1;
  },
});
