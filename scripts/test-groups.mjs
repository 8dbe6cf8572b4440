#!/usr/bin/env node
// Packs the compiled test files into a few test processes for `npm test`. tap runs each file it is
// given in a process of its own, and that process's set-up (tap's plugins, its process-info loader,
// the kit's modules loaded through that loader) costs about as much CPU as an average test file
// itself. So `npm test` gives tap group files (dist/test/groups/*.test.js), each importing several
// test files, whose tests then run one after another in one process; a file still runs alone with
// `npx tap dist/test/<file>.test.js`. The grouping is fixed by the file names, never by timings, so
// that every machine runs the same files together:
// - a long file (LONG) runs in a group of its own, so that tap's jobs share the long files out;
// - the other files go by folder, at most PER_GROUP to a group, in path order.
// Long groups come first in tap's (alphabetical) order, so that the short ones fill in at the end.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tests = path.join(root, 'dist', 'test');
const PER_GROUP = 12;

/** Files (relative to test/, without .test.ts) that take long enough to run in a process of their own. */
export const LONG = new Set([
  'check-scale',
  'config',
  'package',
  'rules-command',
  'selftest',
  'validate',
  'crawl/http',
  'field/pacing',
  'har/resume',
  'hostile/hostile',
  'report/always-written',
  'report/baseline-scale',
  'report/curl-every-fault',
  'report/determinism',
  'report/hostile-content',
  'server/load',
  'server/serve-cli',
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

export function planGroups(files) {
  const planned = [];
  const byFolder = new Map();
  for (const file of files) {
    const name = file.slice(0, -'.test.js'.length);
    if (LONG.has(name)) {
      planned.push({ name: `1-${name.replace(/\//g, '-')}`, files: [file] });
      continue;
    }
    const folder = name.includes('/') ? name.slice(0, name.indexOf('/')) : 'top';
    if (!byFolder.has(folder)) byFolder.set(folder, []);
    byFolder.get(folder).push(file);
  }
  for (const [folder, list] of byFolder) {
    const count = Math.ceil(list.length / PER_GROUP);
    const size = Math.ceil(list.length / count);
    for (let i = 0; i < count; i++) planned.push({ name: `2-${folder}-${i + 1}`, files: list.slice(i * size, (i + 1) * size) });
  }
  return planned;
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
