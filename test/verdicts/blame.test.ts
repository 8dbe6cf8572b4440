/**
 * Blame against a real server: next null on a full last page whose count says more could be a
 * missing next (PAG-NEXT) or a count one too high (PAG-COUNT). The page after decides: when it
 * does not exist the list does end there and the count is to blame; when it holds items, next is.
 */
import t from 'tap';
import { failing, run, serveList, statsPath, verdictFixture } from './fixture.js';

for (const n of [20, 40]) {
  t.test(`blame: a list of exactly ${n} whose count is one too high is PAG-COUNT, not PAG-NEXT`, async (t) => {
    const f = await verdictFixture(t, {
      lengths: { 'comp-2': n },
      override: (req, res, ctx) => {
        if (ctx.url.pathname !== statsPath('comp-2') || req.method !== 'GET' || ctx.url.searchParams.has('format')) return false;
        return serveList(res, ctx, ctx.data.statistics.get('demo/comp-2')!, (body) => {
          body.count = n + 1;
        });
      },
    });
    const report = await run(f);
    t.same(failing(report), ['PAG-COUNT']);
    const findings = report.findings.filter((x) => x.requirement === 'PAG-COUNT');
    t.equal(findings.length, 1, 'one finding');
    t.match(findings[0], {
      pointer: '/count',
      expected: n,
      actual: n + 1,
      message: new RegExp(
        `next is null on full page ${n / 20} and page ${n / 20 + 1} answered 404: the list does end there, so the count is what is wrong, not next`,
      ),
    });
  });
}

t.test('blame: next missing on a full page while the page after holds items is PAG-NEXT, not PAG-COUNT', async (t) => {
  const f = await verdictFixture(t, {
    lengths: { 'comp-2': 45 },
    override: (req, res, ctx) => {
      if (ctx.url.pathname !== statsPath('comp-2') || req.method !== 'GET' || ctx.url.searchParams.has('format')) return false;
      return serveList(res, ctx, ctx.data.statistics.get('demo/comp-2')!, (body, page) => {
        if (page === 2) body.next = null;
      });
    },
  });
  const report = await run(f);
  t.same(failing(report), ['PAG-NEXT']);
  const findings = report.findings.filter((x) => x.requirement === 'PAG-NEXT');
  t.equal(findings.length, 1);
  t.match(findings[0], {
    pointer: '/next',
    actual: null,
    message:
      /next is null on full page 2 while its count says 45 items, more than 40 on pages 1 to 2, and page 3 exists with 5 items: next is what is missing, not the count/,
  });
});

t.test('blame: lists of exactly 20 and 40 with the right count are clean', async (t) => {
  const f = await verdictFixture(t, { lengths: { 'comp-1': 20, 'comp-2': 40 } });
  const report = await run(f);
  t.same(report.findings, []);
});
