/**
 * A fault never hides another one the answers show: each requirement is judged on every answer that
 * can inform it, whatever else failed on that answer or that list. Against a real server, each case
 * below breaks two requirements at once, and both are reported.
 */
import t from 'tap';
import { HEADERS } from '../hostile/server.js';
import { failing, instancePath, outcome, run, sendJson, serveList, statsPath, verdictFixture, type Ctx } from './fixture.js';

function component(ctx: Ctx, slug: string): Record<string, unknown> {
  return ctx.data.components.find((c) => c.slug === slug)!;
}

/** Sends `text` as the body with status 200, as is. */
function sendText(res: import('node:http').ServerResponse, req: import('node:http').IncomingMessage, text: string, status = 200): true {
  res.writeHead(status, { ...HEADERS, 'content-length': Buffer.byteLength(text) });
  res.end(req.method === 'HEAD' ? undefined : text);
  return true;
}

t.test('a body with a byte order mark is HTTP-JSON-BODY, and what it holds is read for the other requirements', async (t) => {
  const f = await verdictFixture(t, {
    override: (req, res, ctx) => {
      if (ctx.url.pathname !== instancePath('comp-2')) return false;
      // The instance record departs from its list element too: only a reading past the mark sees it.
      return sendText(res, req, '\uFEFF' + JSON.stringify({ ...component(ctx, 'comp-2'), branch: 'other' }));
    },
  });
  const report = await run(f);
  t.same(failing(report), ['CMP-LIST-MATCHES-INSTANCE', 'HTTP-JSON-BODY']);
  const url = `${f.base}${instancePath('comp-2').slice(1)}`;
  t.match(
    report.findings.find((x) => x.requirement === 'HTTP-JSON-BODY'),
    { url, message: /byte order mark/ },
  );
  t.match(
    report.findings.find((x) => x.requirement === 'CMP-LIST-MATCHES-INSTANCE'),
    { url, pointer: '/branch' },
  );
});

t.test('a byte order mark before a body cut short is HTTP-JSON-BODY alone: what follows the mark has no reading', async (t) => {
  const f = await verdictFixture(t, {
    override: (req, res, ctx) => {
      if (ctx.url.pathname !== instancePath('comp-2')) return false;
      return sendText(res, req, '\uFEFF' + JSON.stringify(component(ctx, 'comp-2')).slice(0, -1));
    },
  });
  const report = await run(f);
  t.same(failing(report), ['HTTP-JSON-BODY']);
  t.match(report.findings[0]?.message, /byte order mark.*; after it, /);
});

t.test('a statistics page with a byte order mark is walked on: a count that changes on a later page is PAG-COUNT', async (t) => {
  const f = await verdictFixture(t, {
    lengths: { 'comp-2': 50 },
    override: (req, res, ctx) => {
      if (ctx.url.pathname !== statsPath('comp-2')) return false;
      const page = Number(ctx.url.searchParams.get('page') ?? '1');
      if (page === 1 && !ctx.url.searchParams.has('format')) {
        const list = ctx.data.statistics.get('demo/comp-2')!;
        return sendText(
          res,
          req,
          '\uFEFF' +
            JSON.stringify({ count: list.length, next: `${f.base}${statsPath('comp-2').slice(1)}?page=2`, previous: null, results: list.slice(0, 20) }),
        );
      }
      return serveList(res, ctx, ctx.data.statistics.get('demo/comp-2')!, (body, n) => {
        if (n === 3) body.count = 51;
      });
    },
  });
  const report = await run(f);
  t.same(failing(report), ['HTTP-JSON-BODY', 'PAG-COUNT']);
  t.match(report.findings.find((x) => x.requirement === 'PAG-COUNT')?.message, /counts 50, 51 on different pages/);
});

t.test('a list whose page 4 is not JSON is still judged on the count its pages 1 to 3 carry (PAG-COUNT)', async (t) => {
  const f = await verdictFixture(t, {
    lengths: { 'comp-2': 75 },
    override: (req, res, ctx) => {
      if (ctx.url.pathname !== statsPath('comp-2')) return false;
      const page = Number(ctx.url.searchParams.get('page') ?? '1');
      if (page === 4) return sendText(res, req, '{"count": 75, "next": null, "previous": "');
      return serveList(res, ctx, ctx.data.statistics.get('demo/comp-2')!, (body, n) => {
        if (n === 2) body.count = 76;
      });
    },
  });
  const report = await run(f);
  t.same(failing(report), ['HTTP-JSON-BODY', 'PAG-COUNT']);
  const found = report.findings.find((x) => x.requirement === 'PAG-COUNT');
  t.match(found, { url: `${f.base}${statsPath('comp-2').slice(1)}`, pointer: '/count', message: /counts 75, 76 on different pages of the 3 pages read/ });
});

t.test('a list page that answers 500 ends its walk, and the count its earlier pages carry is still judged', async (t) => {
  const f = await verdictFixture(t, {
    lengths: { 'comp-2': 75 },
    override: (req, res, ctx) => {
      if (ctx.url.pathname !== statsPath('comp-2')) return false;
      const page = Number(ctx.url.searchParams.get('page') ?? '1');
      if (page === 3) {
        sendJson(res, 500, { detail: 'Server error.' });
        return true;
      }
      return serveList(res, ctx, ctx.data.statistics.get('demo/comp-2')!, (body, n) => {
        if (n === 2) body.count = 74;
      });
    },
  });
  const report = await run(f);
  t.same(failing(report), ['HTTP-STATUS-200', 'PAG-COUNT']);
});

t.test('a list whose pages carry one count and stop early is not judged on its count against its items', async (t) => {
  const f = await verdictFixture(t, {
    lengths: { 'comp-2': 75 },
    override: (req, res, ctx) => {
      if (ctx.url.pathname !== statsPath('comp-2')) return false;
      const page = Number(ctx.url.searchParams.get('page') ?? '1');
      if (page === 3) return sendText(res, req, 'not json');
      return serveList(res, ctx, ctx.data.statistics.get('demo/comp-2')!);
    },
  });
  const report = await run(f);
  t.same(failing(report), ['HTTP-JSON-BODY']);
});

t.test('an answer with another 2xx status carries the resource: HTTP-STATUS-200, and its body is judged as well', async (t) => {
  const f = await verdictFixture(t, {
    override: (req, res, ctx) => {
      if (ctx.url.pathname !== instancePath('comp-2')) return false;
      const text = JSON.stringify({ ...component(ctx, 'comp-2'), branch: 'other' });
      return sendText(res, req, text, 203);
    },
  });
  const report = await run(f);
  t.same(failing(report), ['CMP-LIST-MATCHES-INSTANCE', 'HTTP-STATUS-200']);
  t.equal(outcome(report, 'HTTP-JSON-BODY').status, 'passed');
});
