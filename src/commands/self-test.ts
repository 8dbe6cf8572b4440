import type { CommandArgs, Io } from './types.js';
import { optionValues } from './values.js';
import { faultIds } from './serve.js';
import { formatMatrix, selfTest } from '../run/selftest.js';
import { listVariants } from '../../reference-server/index.js';
import { BadOptionError } from '../base/errors.js';

/** `stringent self-test`: the reference server checked clean and with each fault. */
export async function runSelfTest(args: CommandArgs, io: Io): Promise<number> {
  const o = optionValues('self-test', args);
  const chosen = o.variant as string[] | undefined;
  const faults = o.fault === undefined ? undefined : faultIds(o.fault as string[]);
  const variants = new Set(listVariants().map((v) => v.id));
  for (const v of chosen ?? []) if (!variants.has(v)) throw new BadOptionError(`unknown variant ${v}; valid variants: ${[...variants].join(', ')}`);
  const tty = Boolean(io.stderr.isTTY);
  const { rows, ok } = await selfTest({
    faults: faults ?? (chosen ? [] : undefined),
    variants: chosen,
    onRow: tty ? (row, i, n) => void io.stderr.write(`\r\x1b[K${i + 1}/${n} ${row.fault}: ${row.verdict}`) : undefined,
  });
  if (tty) io.stderr.write('\r\x1b[K');
  io.stdout.write(o.json ? JSON.stringify({ ok, rows }, null, 2) + '\n' : formatMatrix(rows) + '\n');
  return ok ? 0 : 1;
}
