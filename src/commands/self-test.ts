import type { CommandArgs, Io } from './types.js';
import { optionValues } from './values.js';
import { faultIds } from './serve.js';
import { formatMatrix, formatPairs, selfTest, type PairChoice } from '../run/selftest.js';
import { listVariants } from '../../reference-server/index.js';
import { BadOptionError } from '../base/errors.js';

/** `--pairs all` or `--pairs N` as the pairs to run. */
function pairChoice(text: string, seed: number): PairChoice {
  const t = text.trim().toLowerCase();
  if (t === 'all') return { all: true };
  if (!/^\d+$/.test(t) || Number(t) < 1 || !Number.isSafeInteger(Number(t)))
    throw new BadOptionError(`--pairs takes all or a number of pairs of at least 1, not ${text || '(nothing)'}`);
  return { all: false, size: Number(t), seed };
}

/** `stringent self-test`: the reference server checked clean and with each fault, or with pairs of faults. */
export async function runSelfTest(args: CommandArgs, io: Io): Promise<number> {
  const o = optionValues('self-test', args);
  const chosen = o.variant as string[] | undefined;
  const faults = o.fault === undefined ? undefined : faultIds(o.fault as string[]);
  const variants = new Set(listVariants().map((v) => v.id));
  for (const v of chosen ?? []) if (!variants.has(v)) throw new BadOptionError(`unknown variant ${v}; valid variants: ${[...variants].join(', ')}`);
  const pairs = o.pairs === undefined ? undefined : pairChoice(o.pairs as string, o.seed as number);
  if (pairs && chosen) throw new BadOptionError('--pairs runs faults two at a time; --variant runs clean variants: give one or the other');
  if (!pairs && args.seed !== undefined) throw new BadOptionError('--seed chooses the sample of --pairs N: it goes with --pairs');
  const tty = Boolean(io.stderr.isTTY);
  const { rows, ok, skipped } = await selfTest({
    faults: faults ?? (chosen ? [] : undefined),
    variants: chosen,
    ...(pairs ? { pairs } : {}),
    onRow: tty ? (row, i, n) => void io.stderr.write(`\r\x1b[K${i + 1}/${n} ${row.fault}: ${row.verdict}`) : undefined,
  });
  if (tty) io.stderr.write('\r\x1b[K');
  const text = pairs ? formatPairs(rows, skipped ?? []) : formatMatrix(rows);
  io.stdout.write(o.json ? JSON.stringify({ ok, rows, ...(skipped ? { skipped } : {}) }, null, 2) + '\n' : text + '\n');
  return ok ? 0 : 1;
}
