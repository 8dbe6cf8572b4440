/**
 * Preconditions against a real server: a requirement is checked where the deployment offers what
 * it needs (several pages, page ≥ 3, the last page, an empty translation), the one-off list probes
 * go to the list that exercises the most, and a requirement whose precondition is never offered is
 * not applicable with its reason — never passed. The report says on how many answers each was checked.
 */
import t from 'tap';
import { sendJson } from '../hostile/server.js';
import { failing, outcome, run, serveList, statsPath, verdictFixture } from './fixture.js';

t.test("preconditions: format=api walks every page of the longest statistics list, not the first component's", async (t) => {
  const f = await verdictFixture(t, { lengths: { 'comp-1': 3, 'comp-2': 45, 'comp-3': 25 } });
  const report = await run(f);
  t.same(report.findings, []);
  const formatApi = f.requests.filter((r) => r.path.includes('format=api')).map((r) => r.path);
  t.ok(formatApi.length === 3 && formatApi.every((p) => p.startsWith(statsPath('comp-2'))), `three pages of comp-2: ${formatApi.join(' ')}`);
  t.match(outcome(report, 'PAG-FORMAT-API'), { status: 'passed', checked: 3 });
});

t.test('preconditions: format dropped from next on page 2 of the longest list is PAG-FORMAT-API', async (t) => {
  const f = await verdictFixture(t, {
    lengths: { 'comp-1': 3, 'comp-2': 45 },
    override: (req, res, ctx) => {
      if (ctx.url.pathname !== statsPath('comp-2') || req.method !== 'GET' || !ctx.url.searchParams.has('format')) return false;
      return serveList(res, ctx, ctx.data.statistics.get('demo/comp-2')!, (body, page) => {
        if (page === 2 && typeof body.next === 'string') {
          const u = new URL(body.next);
          u.searchParams.delete('format');
          body.next = u.href;
        }
      });
    },
  });
  const report = await run(f);
  t.same(failing(report), ['PAG-FORMAT-API']);
  t.match(report.findings[0], { pointer: '/next', message: /does not repeat format=api/ });
});

t.test('preconditions: on a deployment of one-page lists, what needs several pages is not applicable, with the reason', async (t) => {
  const f = await verdictFixture(t, { lengths: { 'comp-1': 3, 'comp-2': 5, 'comp-3': 4 } });
  const report = await run(f);
  t.same(report.findings, []);
  for (const id of ['PAG-NEXT', 'PAG-PREVIOUS', 'PAG-PAGE-SIZE', 'PAG-UNIQUE', 'PAG-TERMINATES', 'PAG-FORMAT-API', 'STA-ZERO-TOTAL']) {
    const o = outcome(report, id);
    t.equal(o.status, 'not-applicable', `${id} is not applicable`);
    t.equal(o.checked, 0, `${id} checked on no answer`);
    t.ok(typeof o.reason === 'string' && o.reason.length > 20, `${id} says why: ${o.reason}`);
  }
  t.match(outcome(report, 'PAG-NEXT').reason, /one page/);
  t.match(outcome(report, 'STA-ZERO-TOTAL').reason, /total 0/);
  t.match(outcome(report, 'PAG-COUNT'), { status: 'passed' });
});

t.test('preconditions: where the deployment offers them, they are checked, and the report counts the answers', async (t) => {
  const f = await verdictFixture(t, {
    lengths: { 'comp-2': 45 },
    override: (_req, _res, ctx) => {
      const item = ctx.data.statistics.get('demo/comp-1')![2]!;
      Object.assign(item, {
        total: 0,
        total_words: 0,
        total_chars: 0,
        translated: 0,
        translated_words: 0,
        translated_chars: 0,
        translated_percent: 100,
        translated_words_percent: 100,
        translated_chars_percent: 100,
        recent_changes: 0,
        last_change: null,
      });
      return false;
    },
  });
  const report = await run(f);
  t.same(report.findings, []);
  // comp-2's three pages, walked plainly and with format=api: next on pages 1 and 2 and the last page.
  t.match(outcome(report, 'PAG-NEXT'), { status: 'passed', checked: 6 });
  t.match(outcome(report, 'PAG-PREVIOUS'), { status: 'passed', checked: 4 });
  t.match(outcome(report, 'STA-ZERO-TOTAL'), { status: 'passed', checked: 1 });
});

t.test('preconditions: the page past the end is asked of the longest list (ERR-BAD-PAGE)', async (t) => {
  const f = await verdictFixture(t, {
    lengths: { 'comp-1': 3, 'comp-2': 45 },
    override: (req, res, ctx) => {
      if (ctx.url.pathname !== statsPath('comp-2') || ctx.url.searchParams.get('page') !== '4') return false;
      sendJson(res, 500, { detail: 'Server Error' });
      return true;
    },
  });
  const report = await run(f, { probeErrors: true });
  t.same(failing(report), ['ERR-BAD-PAGE']);
  t.match(report.findings[0]?.url, /comp-2\/statistics\/\?page=4$/);
});

t.test('preconditions: with format=api, page 2 losing count is PAG-FORMAT-API (the plain page keeps the envelope)', async (t) => {
  const f = await verdictFixture(t, {
    lengths: { 'comp-2': 45 },
    override: (req, res, ctx) => {
      if (ctx.url.pathname !== statsPath('comp-2') || req.method !== 'GET' || !ctx.url.searchParams.has('format')) return false;
      return serveList(res, ctx, ctx.data.statistics.get('demo/comp-2')!, (body, page) => {
        if (page >= 2) delete body.count;
      });
    },
  });
  const report = await run(f);
  t.same(failing(report), ['PAG-FORMAT-API']);
});
