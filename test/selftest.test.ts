import t from 'tap';
import { selfTest, formatMatrix, type SelfTestRow } from '../src/run/selftest.js';
import { listFaults, listVariants } from '../reference-server/index.js';
import { main } from '../src/cli.js';
import { assertRow } from './selftest-rows.js';
import { fastClock } from './crawl/clock.js';
import { memoryIo } from './report/fixtures.js';
import { systemTool } from './system-tools.js';
import { assertReproduced, reproducing } from './report/curl-reproduce.js';

t.setTimeout(600_000);

t.test('self-test: the clean server and every clean variant yield nothing; each first fault exactly its declared requirements', async (t) => {
  const first = listFaults().filter((f) => f.id === f.requirement);
  const variants = listVariants().map((v) => v.id);
  t.ok(first.length >= 45, `${first.length} first faults`);
  t.same(variants, ['prefix', 'gzip', 'unicode-slug', 'drift', 'big-ids', 'edges', 'respelled'], 'every clean variant');
  // Each fault's run also serves the reproducers of its findings (test/report/curl-reproduce.ts).
  const { options: reproduce, reproduced } = reproducing(t);
  const { rows } = await selfTest({
    faults: first.map((f) => f.id),
    variants,
    clock: fastClock(),
    ...reproduce,
  });
  t.equal(rows.length, 1 + variants.length + first.length, 'one row for the clean server, one per variant, one per fault');
  t.same(rows[0], { kind: 'clean', fault: 'clean', requirement: null, declared: [], detected: [], kitErrors: [], verdict: 'clean' });
  t.same(
    rows.slice(1, 1 + variants.length).map((r) => [r.kind, r.fault]),
    variants.map((v) => ['variant', v]),
  );
  for (const row of rows.slice(1, 1 + variants.length)) assertRow(t, row, null);
  for (const [i, f] of first.entries()) assertRow(t, rows[1 + variants.length + i]!, f);
  const matrix = formatMatrix(rows);
  t.match(matrix, /^fault\s+requirement\s+verdict\s+detected at error severity$/m);
  t.match(matrix, /^variant gzip\s+—\s+clean\s+—$/m);
  t.match(matrix, new RegExp(`${first.length} faults, ${first.length} detected exactly; clean server: no finding; clean variants: `));

  t.test('the curl line of every first fault’s findings reproduces the finding, or the finding says how to see it', async (t) => {
    if (!systemTool(t, 'curl', 'apt-get install -y curl')) return;
    const counts = assertReproduced(t, reproduced, { count: first.length, which: 'first' });
    t.ok(counts.writes > 0, 'write probes are shown, never run');
  });
});

t.test('self-test CLI: one fault, the matrix, exit 0; an unknown fault or variant is a bad option', async (t) => {
  const c = memoryIo();
  t.equal(await main(['self-test', '--fault', 'HDR-VARY'], c), 0);
  t.match(c.out(), /HDR-VARY\s+HDR-VARY\s+detected\s+HDR-VARY/);
  t.match(c.out(), /1 faults, 1 detected exactly; clean server: no finding; self-test passed/);
  const further = memoryIo();
  t.equal(await main(['self-test', '--fault', 'HDR-VARY/instance-only', '--json'], further), 0);
  const json = JSON.parse(further.out()) as { ok: boolean; rows: SelfTestRow[] };
  t.same(json.rows[1], {
    kind: 'fault',
    fault: 'HDR-VARY/instance-only',
    requirement: 'HDR-VARY',
    declared: ['HDR-VARY'],
    detected: ['HDR-VARY'],
    kitErrors: [],
    verdict: 'detected',
  });
  const variant = memoryIo();
  t.equal(await main(['self-test', '--variant', 'gzip'], variant), 0);
  t.match(variant.out(), /0 faults, 0 detected exactly; clean server: no finding; clean variants: 1 of 1 without findings; self-test passed/);
  const bad = memoryIo();
  t.equal(await main(['self-test', '--fault', 'NO-SUCH'], bad), 2);
  t.match(bad.err(), /^stringent: E_BAD_OPTION: --fault NO-SUCH: no such fault/);
  const badVariant = memoryIo();
  t.equal(await main(['self-test', '--variant', 'nope'], badVariant), 2);
  t.match(badVariant.err(), /^stringent: E_BAD_OPTION: unknown variant nope; valid variants: prefix, gzip, unicode-slug, drift, big-ids, edges/);
});

t.test('the demo (npm start) checks the bundled server clean and exits 0', async (t) => {
  const c = memoryIo();
  t.equal(await main(['demo'], c), 0);
  t.match(c.out(), /Result: PASS/);
  t.match(c.out(), /Findings: 0 errors, 0 warnings, 0 notes/);
  t.match(c.err(), /reference server on http:\/\/127\.0\.0\.1:\d+\//);
});
