#!/usr/bin/env node
// Every pair of the reference server's faults, each pair served at once by one server and checked:
// `stringent self-test --pairs all`, with a line per pair that misses a fault as it comes and the
// time the whole set took. The test suite runs a seeded sample (test/selftest-pairs.test.ts); this
// is the whole set, for a release or a change to the rules or the faults.
//
//   node scripts/self-test-pairs.mjs [--jobs N]     (default: one job per core)
//
// Exit 0 when every pair is caught, 1 when one is not.
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-if-needed.mjs')], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const at = process.argv.indexOf('--jobs');
const jobs = at > 0 ? Number(process.argv[at + 1]) : availableParallelism();
if (!Number.isSafeInteger(jobs) || jobs < 1) {
  process.stderr.write('self-test-pairs: --jobs takes a whole number of at least 1\n');
  process.exit(2);
}

const { selfTest, formatPairs } = await import(pathToFileURL(path.join(root, 'dist', 'src', 'run', 'selftest.js')).href);
const began = performance.now();
const { rows, ok, skipped } = await selfTest({
  pairs: { all: true },
  jobs,
  onRow: (row, i, n) => {
    if (row.verdict !== 'detected') process.stderr.write(`${row.fault}: ${row.verdict}\n`);
    if ((i + 1) % 250 === 0) process.stderr.write(`${i + 1}/${n} pairs, ${Math.round((performance.now() - began) / 1000)} s\n`);
  },
});
process.stdout.write(formatPairs(rows, skipped ?? []) + '\n');
process.stdout.write(`${rows.length} pairs in ${Math.round((performance.now() - began) / 1000)} s with ${jobs} jobs\n`);
process.exit(ok ? 0 : 1);
