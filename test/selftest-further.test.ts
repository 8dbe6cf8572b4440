import t from 'tap';
import { selfTest, formatMatrix } from '../src/run/selftest.js';
import { listFaults } from '../reference-server/index.js';
import { AWAITING_CHECKER, assertRow } from './selftest-rows.js';

t.setTimeout(600_000);

t.test('self-test: each further fault yields exactly the requirements it declares', async (t) => {
  const further = listFaults().filter((f) => f.id !== f.requirement);
  t.ok(further.length >= 30, `${further.length} further faults`);
  const { rows } = await selfTest({ faults: further.map((f) => f.id), variants: [] });
  t.equal(rows.length, 1 + further.length);
  t.equal(rows[0]!.verdict, 'clean');
  for (const [i, f] of further.entries()) assertRow(t, rows[1 + i]!, f);
  t.match(formatMatrix(rows), new RegExp(`^${further.length} faults, `, 'm'));
});

t.test('the awaiting list names only faults and variants that exist', async (t) => {
  const known = new Set([...listFaults().map((f) => f.id), 'prefix', 'gzip', 'unicode-slug', 'drift', 'big-ids', 'edges', 'respelled']);
  for (const id of AWAITING_CHECKER) t.ok(known.has(id), id);
});
