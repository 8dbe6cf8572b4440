import t from 'tap';
import { selfTest, formatMatrix } from '../src/run/selftest.js';
import { listFaults } from '../reference-server/index.js';
import { assertRow } from './selftest-rows.js';
import { fastClock } from './crawl/clock.js';
import { systemTool } from './system-tools.js';
import { assertReproduced, reproducing } from './report/curl-reproduce.js';

t.setTimeout(600_000);

t.test('self-test: each further fault yields exactly the requirements it declares', async (t) => {
  const further = listFaults().filter((f) => f.id !== f.requirement);
  // the number of faults, the number of rows, the clean row, one exact row per further fault, the
  // matrix, the reproducers
  t.plan(3 + further.length + 1 + 1);
  t.ok(further.length >= 40, `${further.length} further faults`);
  // Each fault's run also serves the reproducers of its findings (test/report/curl-reproduce.ts).
  const { options: reproduce, reproduced } = reproducing(t);
  const { rows } = await selfTest({
    faults: further.map((f) => f.id),
    variants: [],
    clock: fastClock(),
    ...reproduce,
  });
  t.equal(rows.length, 1 + further.length);
  t.equal(rows[0]!.verdict, 'clean');
  for (const [i, f] of further.entries()) assertRow(t, rows[1 + i]!, f);
  t.match(formatMatrix(rows), new RegExp(`^${further.length} faults, ${further.length} detected exactly; `, 'm'));

  t.test('the curl line of every further fault’s findings reproduces the finding, or the finding says how to see it', async (t) => {
    if (!systemTool(t, 'curl', 'apt-get install -y curl')) return;
    const counts = assertReproduced(t, reproduced, { count: further.length, which: 'further' });
    t.equal(counts.writes, 0, 'no further fault is about writes (the first faults’ write probes: test/selftest.test.ts)');
  });
});
