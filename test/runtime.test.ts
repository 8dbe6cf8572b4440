/** V8's budget for optimizing hot code is set once per process by a check, unless node was given one. */
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import t from 'tap';
import { PACKAGE_ROOT } from '../src/base/paths.js';

const RUNTIME = pathToFileURL(path.join(PACKAGE_ROOT, 'dist', 'src', 'run', 'runtime.js')).href;

/** What compileHotCodeSooner answers in a fresh process (other tests of a group may have run a check). */
function answers(calls: string, nodeArgs: string[] = []): unknown {
  const code = `const { compileHotCodeSooner } = await import(${JSON.stringify(RUNTIME)}); console.log(JSON.stringify([${calls}]));`;
  return JSON.parse(execFileSync(process.execPath, [...nodeArgs, '--input-type=module', '-e', code], { encoding: 'utf8' }));
}

t.test('the budget is set once per process', async (t) => {
  t.same(answers('compileHotCodeSooner(), compileHotCodeSooner()'), [true, false]);
});

t.test('a budget node was started with is kept', async (t) => {
  t.same(answers('compileHotCodeSooner()', ['--interrupt-budget=1000']), [false]);
  t.same(answers("compileHotCodeSooner(['--interrupt-budget=1000'])"), [false]);
});
