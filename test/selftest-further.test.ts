import t from 'tap';
import { selfTest, formatMatrix } from '../src/run/selftest.js';
import { listFaults } from '../reference-server/index.js';
import { assertRow } from './selftest-rows.js';
import { fastClock } from './crawl/clock.js';

t.setTimeout(600_000);

t.test('self-test: each further fault yields exactly the requirements it declares', async (t) => {
  const further = listFaults().filter((f) => f.id !== f.requirement);
  // the number of faults, the number of rows, the clean row, one exact row per further fault, the matrix
  t.plan(3 + further.length + 1);
  t.ok(further.length >= 40, `${further.length} further faults`);
  const { rows } = await selfTest({ faults: further.map((f) => f.id), variants: [], clock: fastClock() });
  t.equal(rows.length, 1 + further.length);
  t.equal(rows[0]!.verdict, 'clean');
  for (const [i, f] of further.entries()) assertRow(t, rows[1 + i]!, f);
  t.match(formatMatrix(rows), new RegExp(`^${further.length} faults, ${further.length} detected exactly; `, 'm'));
});
