/**
 * `npm test` runs the test files in groups, one process per group (scripts/test-groups.mjs): every
 * test file runs, in exactly one group; the groups are packed so that two jobs end together.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import t from 'tap';
import { PACKAGE_ROOT } from '../src/base/paths.js';

interface Groups {
  COST: Map<string, number>;
  SIZES: number[];
  costOf(file: string): number;
  planGroups(files: string[]): { name: string; cost: number; files: string[] }[];
  testFiles(dir: string): string[];
  writeGroups(dir: string, into: string): { name: string; files: string[] }[];
}

const groups = (await import(pathToFileURL(path.join(PACKAGE_ROOT, 'scripts', 'test-groups.mjs')).href)) as Groups;
const TESTS = path.join(PACKAGE_ROOT, 'dist', 'test');

t.test('every test file is imported by exactly one group', async (t) => {
  const into = mkdtempSync(path.join(tmpdir(), 'stringent-groups-'));
  t.teardown(() => rmSync(into, { recursive: true, force: true }));
  const planned = groups.writeGroups(TESTS, into);
  const files = groups.testFiles(TESTS);
  t.ok(files.length > 100, `${files.length} test files`);
  t.ok(files.includes('test-groups.test.js'), 'this file is among them');
  const imported: string[] = [];
  for (const name of readdirSync(into)) {
    const text = readFileSync(path.join(into, name), 'utf8');
    for (const m of text.matchAll(/^import "(.+)";$/gm)) imported.push(path.relative(TESTS, path.resolve(into, m[1]!)).split(path.sep).join('/'));
  }
  t.same(imported.sort(), [...files].sort(), 'each file once');
  t.equal(readdirSync(into).length, planned.length, 'one file per group');
  t.ok(planned.length < files.length / 2, `${planned.length} processes for ${files.length} files`);
});

t.test('every file named in the cost table exists; the groups start in order of cost and end together', async (t) => {
  const plan = groups;
  const files = groups.testFiles(TESTS);
  t.ok(plan.COST.size > 5);
  for (const name of plan.COST.keys()) t.ok(files.includes(`${name}.test.js`), `${name} is a test file`);
  const planned = plan.planGroups(files);
  t.equal(planned.length, plan.SIZES.length, 'every group holds files');
  t.same(
    planned.map((g) => g.name),
    planned.map((g) => g.name).sort((a, b) => a.localeCompare(b, 'en')),
    'tap starts the groups in the order planned (name order)',
  );
  for (const [i, g] of planned.entries()) {
    t.equal(
      g.cost,
      g.files.reduce((sum, f) => sum + plan.costOf(f), 0),
      `${g.name}: its cost is its files'`,
    );
    if (i > 0) t.ok(g.cost <= planned[i - 1]!.cost, `${g.name} costs no more than the group started before it`);
  }
  // Two jobs taking the groups in order, each the next one when it is free, end within the cost of
  // the last group started.
  const jobs = [0, 0];
  let last = 0;
  for (const g of planned) {
    const free = jobs.indexOf(Math.min(...jobs));
    jobs[free] = jobs[free]! + g.cost;
    last = g.cost;
  }
  t.ok(Math.max(...jobs) - Math.min(...jobs) <= last, `the two jobs end ${Math.max(...jobs) - Math.min(...jobs)} apart, no more than the last group (${last})`);
  const total = files.reduce((sum, f) => sum + plan.costOf(f), 0);
  t.ok(Math.max(...planned.map((g) => g.cost)) <= total / 6, 'no group holds more than a sixth of the suite');
});
