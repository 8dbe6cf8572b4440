#!/usr/bin/env node
// Packs the compiled test files into a few test processes for `npm test`. tap runs each file it is
// given in a process of its own, and that process's set-up (tap's plugins, its process-info loader,
// the kit's modules loaded through that loader) costs about a second of CPU, as much as an average
// test file itself. So `npm test` gives tap group files (dist/test/groups/*.test.js), each importing
// several test files, whose tests then run one after another in one process; a file still runs
// alone with `npx tap dist/test/<file>.test.js`.
//
// tap starts the group files in name order, `jobs` at a time, each as soon as one ends. The groups
// are packed so that its jobs end together: the files, costliest first, go each to the group that
// is least full for its size, into GROUPS groups of SIZES shares (a few large, then small ones that
// fill in at the end), and the groups are named in order of their cost, so the large ones start
// first. A file's cost is its entry in COST (rough CPU seconds of the file run alone on a 2-core
// machine, children included), or DEFAULT_COST. The grouping depends on the file names and this
// table alone, never on the timings of a run, so every machine runs the same files together.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tests = path.join(root, 'dist', 'test');

/** The shares of the groups: large ones first, then small ones that even out the end of the run. */
export const SIZES = [4, 4, 4, 4, 4, 4, 4, 4, 1, 1, 1, 1];

/** The cost of a file not in COST. */
export const DEFAULT_COST = 1.5;

/** Files (relative to test/, without .test.ts) that cost more than most: rough CPU seconds. */
export const COST = new Map([
  ['package', 14],
  ['selftest', 10],
  ['selftest-further', 9],
  ['selftest-pairs', 4],
  ['report/baseline-scale', 9],
  ['har/resume', 8],
  ['hostile/nesting', 7],
  ['check-scale', 7],
  ['generated', 7],
  ['focus-needs', 6],
  ['focus-equal', 5],
  ['config', 5],
  ['field/pacing', 5],
  ['report/ci-formats', 5],
  ['report/determinism', 5],
  ['server/further-faults', 5],
  ['startup-modules', 5],
  ['har/record-replay', 4],
  ['report/bounded-engine', 4],
  ['layers', 4],
  ['network', 4],
  ['report/always-written', 4],
  ['report/baseline', 4],
  ['report/hostile-content', 4],
  ['server/load', 4],
]);

/** The test files under `dir` (the groups and fixtures aside), relative to it, in path order. */
export function testFiles(dir, under = dir) {
  const out = [];
  for (const e of readdirSync(under, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const p = path.join(under, e.name);
    if (e.isDirectory()) {
      if (!(under === dir && e.name === 'groups') && e.name !== 'fixtures') out.push(...testFiles(dir, p));
    } else if (e.name.endsWith('.test.js')) out.push(path.relative(dir, p).split(path.sep).join('/'));
  }
  return out;
}

/** The cost of a test file (a path relative to dist/test). */
export function costOf(file) {
  return COST.get(file.slice(0, -'.test.js'.length)) ?? DEFAULT_COST;
}

/** The groups, in the order tap starts them (their names' order), each with its files in path order. */
export function planGroups(files) {
  const bins = SIZES.map((size) => ({ size, cost: 0, files: [] }));
  const byCost = [...files].sort((a, b) => costOf(b) - costOf(a) || a.localeCompare(b));
  for (const file of byCost) {
    let best = bins[0];
    for (const bin of bins) if ((bin.cost + costOf(file)) / bin.size < (best.cost + costOf(file)) / best.size) best = bin;
    best.cost += costOf(file);
    best.files.push(file);
  }
  const used = bins.filter((b) => b.files.length > 0).sort((a, b) => b.cost - a.cost);
  const width = String(used.length).length;
  return used.map((b, i) => ({ name: `${String(i + 1).padStart(width, '0')}`, cost: b.cost, files: b.files.sort() }));
}

/** Writes one file per group into `into` (dist/test/groups), each importing its test files from `dir`. */
export function writeGroups(dir = tests, into = path.join(dir, 'groups')) {
  const planned = planGroups(testFiles(dir));
  rmSync(into, { recursive: true, force: true });
  mkdirSync(into, { recursive: true });
  for (const g of planned)
    writeFileSync(
      path.join(into, `${g.name}.test.js`),
      g.files
        .map(
          (f) =>
            `import ${JSON.stringify(
              path
                .relative(into, path.join(dir, f))
                .split(path.sep)
                .join('/')
                .replace(/^(?!\.)/, './'),
            )};\n`,
        )
        .join(''),
    );
  return planned;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) writeGroups();
