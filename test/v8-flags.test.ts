/**
 * Only the command line tunes the process it owns: bin/v8-flags.js sets V8's budget for optimizing
 * hot code, unless node was given one; nothing in the library (src/, reference-server/) changes
 * its host's V8 flags.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import t from 'tap';
import { PACKAGE_ROOT } from '../src/base/paths.js';

const FLAGS = pathToFileURL(path.join(PACKAGE_ROOT, 'bin', 'v8-flags.js')).href;

/** What compileHotCodeSooner answers in a fresh process. */
function answers(calls: string, nodeArgs: string[] = []): unknown {
  const code = `const { compileHotCodeSooner } = await import(${JSON.stringify(FLAGS)}); console.log(JSON.stringify([${calls}]));`;
  return JSON.parse(execFileSync(process.execPath, [...nodeArgs, '--input-type=module', '-e', code], { encoding: 'utf8' }));
}

t.test('the command line sets the budget, unless node was started with one', async (t) => {
  t.same(answers('compileHotCodeSooner()'), [true]);
  t.same(answers('compileHotCodeSooner()', ['--interrupt-budget=1000']), [false]);
  t.same(answers("compileHotCodeSooner(['--interrupt-budget=1000'])"), [false]);
  t.match(readFileSync(path.join(PACKAGE_ROOT, 'bin', 'stringent.js'), 'utf8'), /compileHotCodeSooner\(\)/, 'bin/stringent.js calls it');
});

t.test('the library never sets V8 flags', async (t) => {
  const sources = (dir: string): string[] =>
    readdirSync(path.join(PACKAGE_ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .map((f) => path.join(dir, f));
  const files = [...sources('src'), ...sources('reference-server')];
  t.ok(files.length > 50, `${files.length} source files`);
  const setting = files.filter((f) => /setFlagsFromString|from 'node:v8'|from "v8"|from 'v8'/.test(readFileSync(path.join(PACKAGE_ROOT, f), 'utf8')));
  t.same(setting, [], 'no source file of the library imports node:v8');
});
