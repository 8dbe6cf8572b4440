/** V8's budget for optimizing hot code is set once per process by a check, unless node was given one. */
import t from 'tap';
import { compileHotCodeSooner } from '../src/run/runtime.js';

t.test('the budget is set once, and never over one node was started with', async (t) => {
  t.equal(compileHotCodeSooner(['--interrupt-budget=1000']), false, 'node was given a budget: it is kept');
  t.equal(compileHotCodeSooner([]), true, 'set');
  t.equal(compileHotCodeSooner([]), false, 'set once');
});
