import t from 'tap';
import { selfTest, formatMatrix } from '../src/selftest.js';
import { listFaults } from '../reference-server/index.js';
import { main } from '../src/cli.js';

function capture() {
  let out = '';
  let err = '';
  return {
    io: { stdout: { write: (s: string) => (out += s) }, stderr: { write: (s: string) => (err += s) }, env: {} },
    out: () => out,
    err: () => err,
  };
}

t.test('self-test: the clean server yields nothing and every fault exactly its own requirement', async (t) => {
  const faults = listFaults().map((f) => f.id);
  const { rows, ok } = await selfTest();
  t.equal(rows.length, faults.length + 1, 'one row for the clean server and one per fault');
  t.same(rows[0], { fault: 'clean', detected: [], kitErrors: [], verdict: 'clean' });
  for (const row of rows.slice(1)) t.same(row, { fault: row.fault, detected: [row.fault], kitErrors: [], verdict: 'detected' }, row.fault);
  t.ok(ok);
  t.match(formatMatrix(rows), new RegExp(`${faults.length} faults, ${faults.length} detected exactly; clean server: no finding; self-test passed`));
});

t.test('self-test CLI: one fault, the matrix, exit 0; an unknown fault is a bad option', async (t) => {
  const c = capture();
  t.equal(await main(['self-test', '--fault', 'HDR-VARY'], c.io), 0);
  t.match(c.out(), /HDR-VARY\s+detected\s+HDR-VARY/);
  t.match(c.out(), /1 faults, 1 detected exactly/);
  const bad = capture();
  t.equal(await main(['self-test', '--fault', 'NO-SUCH'], bad.io), 2);
  t.match(bad.err(), /^stringent: E_BAD_OPTION: --fault NO-SUCH: no such fault \(all of them: stringent serve --list-faults\)\n$/);
});

t.test('the demo (npm start) checks the bundled server clean and exits 0', async (t) => {
  const c = capture();
  t.equal(await main(['demo'], c.io), 0);
  t.match(c.out(), /Result: PASS/);
  t.match(c.out(), /Findings: 0 errors, 0 warnings, 0 notes/);
  t.match(c.err(), /reference server on http:\/\/127\.0\.0\.1:\d+\//);
});
