/**
 * Drift (§2.2 rule 5) against a real server: a count mismatch is drift only when the list, walked
 * again from page 1 along next, agrees with itself (one count, equal to the items the walk yields).
 * A count that is wrong on every walk — even wrong differently each time — is PAG-COUNT.
 */
import t from 'tap';
import { failing, items, outcome, run, serveList, statsPath, verdictFixture } from './fixture.js';

t.test('drift: a count wrong on every walk, differently each time, is PAG-COUNT, not drift', async (t) => {
  let walks = 0;
  const f = await verdictFixture(t, {
    lengths: { 'comp-2': 54 },
    override: (req, res, ctx) => {
      if (ctx.url.pathname !== statsPath('comp-2') || req.method !== 'GET' || ctx.url.searchParams.has('format')) return false;
      const list = ctx.data.statistics.get('demo/comp-2')!;
      if (!ctx.url.searchParams.has('page')) walks++;
      return serveList(res, ctx, list, (body) => {
        body.count = list.length + 1 + walks;
      });
    },
  });
  const report = await run(f);
  t.same(failing(report), ['PAG-COUNT']);
  t.notOk(
    report.findings.some((x) => x.requirement === 'SNAP-DRIFT'),
    'no drift note',
  );
  const finding = report.findings.find((x) => x.requirement === 'PAG-COUNT');
  t.match(finding, { url: `${f.base}${statsPath('comp-2').slice(1)}`, pointer: '/count', expected: 54, actual: 56 });
  t.match(finding?.message, /count 56 while the pages hold 54 items; walked again: count 57 while the pages hold 54 items — wrong on both walks, so not drift/);
  t.ok(walks >= 2, 'the list was walked again from page 1');
});

t.test('drift: a count wrong the same way on the re-walk is PAG-COUNT', async (t) => {
  const f = await verdictFixture(t, {
    lengths: { 'comp-2': 30 },
    override: (req, res, ctx) => {
      if (ctx.url.pathname !== statsPath('comp-2') || req.method !== 'GET') return false;
      return serveList(res, ctx, ctx.data.statistics.get('demo/comp-2')!, (body) => {
        body.count = 29;
      });
    },
  });
  const report = await run(f);
  t.same(failing(report), ['PAG-COUNT']);
  t.match(report.findings.find((x) => x.requirement === 'PAG-COUNT')?.message, /the same on re-walk/);
});

t.test('drift: data that changes mid-walk, then again before the re-walk, is a note when the re-walk agrees with itself', async (t) => {
  // Page 1 of the first walk sees 39 items; the rest of that walk sees 41 (three pages); by the
  // re-walk the list holds 40 (two pages). Re-fetching the first walk's three addresses would find
  // page 3 gone; walking again along next sees a list that agrees with itself.
  let firstPages = 0;
  const f = await verdictFixture(t, {
    lengths: { 'comp-2': 39 },
    override: (req, _res, ctx) => {
      if (ctx.url.pathname !== statsPath('comp-2') || req.method !== 'GET' || ctx.url.searchParams.has('format')) return false;
      if (!ctx.url.searchParams.has('page')) firstPages++;
      const n = firstPages <= 1 && !ctx.url.searchParams.has('page') ? 39 : firstPages <= 1 ? 41 : 40;
      ctx.data.statistics.set('demo/comp-2', items(ctx.base, 'comp-2', n));
      return false;
    },
  });
  const report = await run(f);
  t.same(failing(report), [], 'no failure');
  const notes = report.findings.filter((x) => x.requirement === 'SNAP-DRIFT');
  t.equal(notes.length, 1, 'one drift note');
  t.match(notes[0], { severity: 'note', pointer: '/count', message: /vanished on re-walk .*then count 40 with 40 items/ });
  t.equal(outcome(report, 'PAG-COUNT').status, 'passed');
});

t.test('drift: a conformant list asks for no re-walk and gives no note', async (t) => {
  const f = await verdictFixture(t, { lengths: { 'comp-2': 54 } });
  const report = await run(f);
  t.same(report.findings, []);
  t.equal(outcome(report, 'SNAP-DRIFT').status, 'not-applicable');
});
