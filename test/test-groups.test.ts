/**
 * `npm test` runs the test files in groups, one process per group (scripts/test-groups.mjs): every
 * test file runs, in exactly one group, and every file named as long exists.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import t from 'tap';
import { PACKAGE_ROOT } from '../src/base/paths.js';

interface Groups {
  LONG: Set<string>;
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

t.test('every file named as long exists and runs in a group of its own', async (t) => {
  const files = groups.testFiles(TESTS);
  const into = mkdtempSync(path.join(tmpdir(), 'stringent-groups-'));
  t.teardown(() => rmSync(into, { recursive: true, force: true }));
  const planned = groups.writeGroups(TESTS, into);
  t.ok(groups.LONG.size > 5);
  for (const name of groups.LONG) {
    t.ok(files.includes(`${name}.test.js`), `${name} is a test file`);
    t.same(planned.find((g) => g.files.includes(`${name}.test.js`))?.files, [`${name}.test.js`], `${name} runs alone`);
  }
});
