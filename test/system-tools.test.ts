import t from 'tap';
import { REQUIRE_SYSTEM_TOOLS, hasProgram, systemTool } from './system-tools.js';

t.test('a missing program skips with one line, or fails when CI requires system tools', async (t) => {
  t.ok(hasProgram('sh'));
  t.notOk(hasProgram('stringent-no-such-program'));
  const calls: string[] = [];
  const planner = { plan: (n: number, c?: string) => void calls.push(`plan ${n} ${c}`), fail: (m: string) => void calls.push(`fail ${m}`) };
  t.equal(systemTool(planner, 'stringent-no-such-program', 'apt-get install it', {}), false);
  t.same(calls, ['plan 0 skip: stringent-no-such-program is not installed (apt-get install it)']);
  calls.length = 0;
  t.equal(systemTool(planner, 'stringent-no-such-program', 'apt-get install it', { [REQUIRE_SYSTEM_TOOLS]: '1' }), false);
  t.same(calls, [`fail stringent-no-such-program is not installed (apt-get install it), and ${REQUIRE_SYSTEM_TOOLS}=1 requires it`]);
  calls.length = 0;
  t.equal(systemTool(planner, 'sh', 'none', { [REQUIRE_SYSTEM_TOOLS]: '1' }), true);
  t.same(calls, []);
});
