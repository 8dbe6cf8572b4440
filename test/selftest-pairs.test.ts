/**
 * self-test --pairs: the reference server serves two faults at once, and every requirement either
 * fault declares is reported. The suite runs a seeded sample and the pairs that once hid one fault
 * behind the other; every pair runs in scripts/self-test-pairs.mjs.
 */
import t from 'tap';
import { formatPairs, planPairs, selfTest, type SelfTestRow } from '../src/run/selftest.js';
import { faultConflict, listFaults } from '../reference-server/index.js';
import { main } from '../src/cli.js';
import { fastClock } from './crawl/clock.js';
import { memoryIo } from './report/fixtures.js';

t.setTimeout(300_000);

function missed(r: SelfTestRow): string[] {
  return r.declared.filter((id) => !r.detected.includes(id));
}

t.test('pairs that hid one fault behind the other: both are caught', async (t) => {
  // One pair per kind of hiding: a 5xx past the end (the count shows it); a byte order mark read past;
  // another 2xx status; a next the crawl (or the format=api walk) cannot follow, with a departure on
  // a later page; a list whose chain departs on its last page, read whole, on its count; a page
  // whose envelope departs in previous alone, read for where it stands in its list.
  const pairs = [
    ['ERR-BAD-PAGE', 'PAG-NEXT'],
    ['HTTP-JSON-BODY/bom', 'CMP-LIST-MATCHES-INSTANCE'],
    ['HTTP-STATUS-200', 'URL-SELF'],
    ['HTTP-STATUS-200/last-page-203', 'PAG-ENVELOPE/last-page'],
    ['PAG-TERMINATES', 'PAG-UNIQUE'],
    ['PAG-TERMINATES', 'PAG-FORMAT-API/shape'],
    ['PAG-COUNT/moving', 'PAG-TERMINATES/self-next'],
    ['PAG-ENVELOPE/last-page', 'PAG-TERMINATES/self-next'],
  ];
  for (const pair of pairs) {
    const { rows, ok } = await selfTest({ faults: pair, pairs: { all: true }, clock: fastClock() });
    t.equal(rows.length, 1, `${pair.join(' + ')}: one pair`);
    t.same(missed(rows[0]!), [], `${pair.join(' + ')}: nothing missed (detected ${rows[0]!.detected.join(', ')})`);
    t.equal(rows[0]!.kitErrors.length, 0);
    t.ok(ok);
  }
});

t.test('a seeded sample: the same seed, the same pairs; each pair caught', async (t) => {
  const a = planPairs({ all: false, size: 5, seed: 7 });
  t.same(planPairs({ all: false, size: 5, seed: 7 }), a, 'deterministic');
  t.notSame(planPairs({ all: false, size: 5, seed: 8 }).pairs, a.pairs, 'another seed, another sample');
  t.equal(a.pairs.length, 5);
  const all = planPairs({ all: true });
  const n = listFaults().length;
  t.equal(all.pairs.length + all.skipped.length, (n * (n - 1)) / 2, 'every pair is run or declared a conflict');
  for (const [x, y] of a.pairs)
    t.ok(
      all.pairs.some(([p, q]) => p === x && q === y),
      `${x} + ${y} is a pair`,
    );
  const { rows, ok } = await selfTest({ pairs: { all: false, size: 5, seed: 7 }, clock: fastClock() });
  t.same(
    rows.map((r) => r.faults),
    a.pairs,
  );
  for (const r of rows) t.same(missed(r), [], `${r.fault}: nothing missed`);
  t.ok(ok);
});

t.test('conflicts are declared in the faults, each with one line, and never run', async (t) => {
  const faults = listFaults();
  const ids = new Set(faults.map((f) => f.id));
  let declared = 0;
  for (const f of faults)
    for (const c of f.conflicts ?? []) {
      declared++;
      t.ok(ids.has(c.fault), `${f.id}: ${c.fault} is a fault`);
      t.ok(c.because.length > 20 && !c.because.includes('\n'), `${f.id} + ${c.fault}: one line`);
      t.equal(faultConflict(c.fault, f.id), c.because, 'declared on either side, seen from both');
    }
  t.ok(declared >= 2, `${declared} conflict sides`);
  const { pairs, skipped } = planPairs({ all: true }, ['HDR-ALLOW', 'MTH-OPTIONS/statistics']);
  t.same(pairs, []);
  t.same(skipped, [{ faults: ['HDR-ALLOW', 'MTH-OPTIONS/statistics'], because: faultConflict('HDR-ALLOW', 'MTH-OPTIONS/statistics') }]);
  t.match(formatPairs([], skipped), /1 pairs not run, declared conflicts[^\n]*\n {2}HDR-ALLOW \+ MTH-OPTIONS\/statistics: both write Allow/);
  const lone = planPairs({ all: true }, ['PAG-NEXT']);
  t.equal(lone.pairs.length + lone.skipped.length, faults.length - 1, 'one fault: its pairs with every other');
  t.ok(lone.pairs.every((p) => p.includes('PAG-NEXT')));
});

t.test('self-test --pairs CLI: the pairs and the verdict; a bad value is a bad option', async (t) => {
  const c = memoryIo();
  t.equal(await main(['self-test', '--fault', 'ERR-BAD-PAGE', '--fault', 'PAG-NEXT', '--pairs', 'all'], c), 0);
  t.match(c.out(), /^pair\s+verdict\s+missed, or detected beyond the declared$/m);
  t.match(c.out(), /^ERR-BAD-PAGE \+ PAG-NEXT\s+detected\s+—$/m);
  t.match(c.out(), /1 pairs, 1 with both faults caught; self-test passed/);
  const json = memoryIo();
  t.equal(await main(['self-test', '--fault', 'HDR-ALLOW', '--fault', 'MTH-OPTIONS/statistics', '--pairs', '--json'], json), 0);
  t.match(JSON.parse(json.out()), { ok: true, rows: [], skipped: [{ faults: ['HDR-ALLOW', 'MTH-OPTIONS/statistics'] }] });
  for (const [args, message] of [
    [['--pairs', 'some'], /--pairs takes all or a number of pairs of at least 1/],
    [['--pairs', '0'], /--pairs takes all or a number/],
    [['--seed', '3'], /--seed chooses the sample of --pairs N/],
    [['--pairs', '2', '--variant', 'gzip'], /give one or the other/],
  ] as const) {
    const bad = memoryIo();
    t.equal(await main(['self-test', ...args], bad), 2, args.join(' '));
    t.match(bad.err(), message);
  }
});
