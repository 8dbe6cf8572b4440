/**
 * Exactness against a real server: each departure below is one finding of its requirement and
 * nothing else; the near-misses a loose reading would flag (ids beyond 2^53 that share a double)
 * stay clean.
 */
import t from 'tap';
import { HEADERS } from '../hostile/server.js';
import { failing, instancePath, outcome, run, sendJson, serveList, statsPath, verdictFixture, type Ctx } from './fixture.js';

const TOKEN = 'exact-token-1';

function component(ctx: Ctx, slug: string): Record<string, unknown> {
  return ctx.data.components.find((c) => c.slug === slug)!;
}

t.test('exactness: a last_change that names no real instant is STA-LAST-CHANGE', async (t) => {
  const f = await verdictFixture(t, {
    lengths: { 'comp-2': 45 },
    override: (req, _res, ctx) => {
      const list = ctx.data.statistics.get('demo/comp-2')!;
      list[41]!.last_change = '2026-02-30T10:00:00.000000Z';
      list[43]!.last_change = '2025-07-01T24:00:00.000000Z';
      list[44]!.last_change = '2024-02-29T23:59:59.999999Z'; // a leap day: real
      void req;
      return false;
    },
  });
  const report = await run(f);
  t.same(failing(report), ['STA-LAST-CHANGE']);
  const found = report.findings.filter((x) => x.requirement === 'STA-LAST-CHANGE');
  t.match(found.map((x) => x.message).sort(), [/day 30 does not exist in 2026-02/, /hour 24 is not below 24/]);
  t.ok(
    found.every((x) => x.url.includes('page=3')),
    'found deep in the list',
  );
});

t.test('exactness: Allow method names are case-sensitive (HDR-ALLOW), and the same Allow on HEAD/OPTIONS is no MTH finding', async (t) => {
  const f = await verdictFixture(t, {
    override: (req, res, ctx) => {
      if (!ctx.url.pathname.endsWith('/statistics/')) return false;
      const list = ctx.data.statistics.get(`demo/${ctx.url.pathname.split('/')[4]}`)!;
      const headers = { allow: 'get, head, options' };
      if (req.method === 'OPTIONS') {
        res.writeHead(200, { ...HEADERS, ...headers, 'content-length': 0 });
        res.end();
        return true;
      }
      const body = { count: list.length, next: null, previous: null, results: list };
      sendJson(res, 200, body, headers);
      return true;
    },
  });
  const report = await run(f);
  t.same(failing(report), ['HDR-ALLOW']);
  t.match(report.findings.find((x) => x.requirement === 'HDR-ALLOW')?.message, /case-sensitive/);
});

t.test('exactness: a JSON body starting with a byte order mark is HTTP-JSON-BODY', async (t) => {
  const f = await verdictFixture(t, {
    override: (req, res, ctx) => {
      if (ctx.url.pathname !== instancePath('comp-2')) return false;
      const text = '\uFEFF' + JSON.stringify(component(ctx, 'comp-2'));
      res.writeHead(200, { ...HEADERS, 'content-length': Buffer.byteLength(text) });
      res.end(req.method === 'HEAD' ? undefined : text);
      return true;
    },
  });
  const report = await run(f);
  t.same(failing(report), ['HTTP-JSON-BODY']);
  t.match(report.findings[0], { url: `${f.base}${instancePath('comp-2').slice(1)}`, message: /byte order mark/ });
});

for (const [what, edit] of [
  ['is_glossary', (c: Record<string, unknown>) => ({ ...c, is_glossary: !c.is_glossary })],
  ['project.instructions', (c: Record<string, unknown>) => ({ ...c, project: { ...(c.project as object), instructions: 'Be brief.' } })],
  ['source_language.direction', (c: Record<string, unknown>) => ({ ...c, source_language: { ...(c.source_language as object), direction: 'rtl' } })],
  ['a field outside §2.3 both records carry', (c: Record<string, unknown>) => ({ ...c, category: 'b' })],
] as const) {
  t.test(`exactness: the instance differing from its list element in ${what} is CMP-LIST-MATCHES-INSTANCE`, async (t) => {
    const f = await verdictFixture(t, {
      override: (req, res, ctx) => {
        if (what.startsWith('a field outside')) for (const c of ctx.data.components) c.category = c.category ?? 'a';
        if (ctx.url.pathname !== instancePath('comp-2') || req.method !== 'GET') return false;
        sendJson(res, 200, edit(component(ctx, 'comp-2')));
        return true;
      },
    });
    const report = await run(f);
    t.same(failing(report), ['CMP-LIST-MATCHES-INSTANCE']);
    t.equal(report.findings.length, 1);
  });
}

/** The server's text with each `"id": <n>` of a component replaced by the given exact integer text. */
function bigIds(ids: Record<string, string>) {
  return (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, ctx: Ctx): boolean => {
    const path = ctx.url.pathname;
    const slug = Object.keys(ids).find((s) => path === instancePath(s));
    const marker = (s: string): number => 900000 + Number(s.split('-')[1]);
    for (const c of ctx.data.components) c.id = marker(c.slug as string);
    const swap = (text: string): string => {
      for (const [s, id] of Object.entries(ids)) text = text.replace(`"id":${marker(s)}`, `"id":${id}`);
      return text;
    };
    let body: unknown;
    if (path === '/api/components/') body = { count: ctx.data.components.length, next: null, previous: null, results: ctx.data.components };
    else if (slug) body = component(ctx, slug);
    else return false;
    const text = swap(JSON.stringify(body));
    res.writeHead(200, { ...HEADERS, 'content-length': Buffer.byteLength(text) });
    res.end(req.method === 'HEAD' ? undefined : text);
    return true;
  };
}

t.test('exactness: two distinct ids beyond 2^53 that read as one double are not duplicates', async (t) => {
  const f = await verdictFixture(t, { override: bigIds({ 'comp-1': '9007199254740993', 'comp-2': '9007199254740992', 'comp-3': '9007199254740995' }) });
  const report = await run(f);
  t.same(report.findings, [], 'clean');
  t.equal(outcome(report, 'CMP-IDS-UNIQUE').status, 'passed');
});

t.test('exactness: one id beyond 2^53 given twice is a duplicate', async (t) => {
  const f = await verdictFixture(t, { override: bigIds({ 'comp-1': '9007199254740993', 'comp-2': '9007199254740993' }) });
  const report = await run(f);
  t.same(failing(report), ['CMP-IDS-UNIQUE']);
  t.match(report.findings[0]?.message, /id 9007199254740993 appears twice/);
});

for (const [what, respell] of [
  ['carrying userinfo', (u: string) => u.replace('http://', 'http://user@')],
  ['spelling the host differently', (u: string) => u.replace('127.0.0.1', '127.000.000.001')],
] as const) {
  t.test(`exactness: next ${what} is PAG-TERMINATES and URL-ABSOLUTE, not followed, and the token goes nowhere`, async (t) => {
    const f = await verdictFixture(t, {
      lengths: { 'comp-2': 45 },
      override: (req, res, ctx) => {
        if (ctx.url.pathname !== statsPath('comp-2') || req.method !== 'GET' || ctx.url.searchParams.has('format')) return false;
        return serveList(res, ctx, ctx.data.statistics.get('demo/comp-2')!, (body, page) => {
          if (page === 2 && typeof body.next === 'string') body.next = respell(body.next);
        });
      },
    });
    const report = await run(f, { token: TOKEN });
    // next is a URL-valued field as well as the way on (§1): filed under both, and under nothing else.
    t.same(failing(report), ['PAG-TERMINATES', 'URL-ABSOLUTE']);
    t.equal(report.findings.length, 2, 'one finding each: no PAG-PAGE-SIZE, no PAG-COUNT');
    t.ok(report.findings.every((x) => x.pointer === '/next'));
    t.match(
      report.findings.find((x) => x.requirement === 'PAG-TERMINATES'),
      { message: /as written it leaves/ },
    );
    // The walk goes on at page 3's own address (§2.1), never at the address next wrote.
    const page3 = f.requests.filter((r) => r.path.startsWith(statsPath('comp-2')) && r.path.includes('page=3') && !r.path.includes('format'));
    t.equal(page3.length, 1, 'page 3 fetched once');
    t.equal(page3[0]?.headers.host, new URL(f.base).host, 'at the base URL, as written there');
  });
}

t.test('exactness: a record address with an explicit default port or userinfo is URL-ABSOLUTE', async (t) => {
  const f = await verdictFixture(t, {
    override: (req, res, ctx) => {
      for (const c of ctx.data.components) if (c.slug === 'comp-2') c.changes_list_url = String(c.url).replace('http://', 'http://user@') + 'changes/';
      return false;
    },
  });
  const report = await run(f);
  t.same(failing(report), ['URL-ABSOLUTE']);
  t.match(report.findings[0]?.message, /another spelling/);
});

t.test('exactness: next pointing to its own last page is one PAG-TERMINATES, no PAG-PAGE-SIZE', async (t) => {
  const f = await verdictFixture(t, {
    lengths: { 'comp-2': 45 },
    override: (req, res, ctx) => {
      if (ctx.url.pathname !== statsPath('comp-2') || req.method !== 'GET' || ctx.url.searchParams.has('format')) return false;
      return serveList(res, ctx, ctx.data.statistics.get('demo/comp-2')!, (body, page) => {
        if (page === 3) body.next = ctx.url.href;
      });
    },
  });
  const report = await run(f);
  t.same(failing(report), ['PAG-TERMINATES']);
  t.equal(report.findings.length, 1);
});

t.test("exactness: a statistics_url pointing at another component's list is URL-COMPONENT-SHAPE at that address, no cascade", async (t) => {
  const f = await verdictFixture(t, {
    components: 4,
    lengths: { 'comp-2': 45 },
    override: (_req, _res, ctx) => {
      const c3 = component(ctx, 'comp-3');
      c3.statistics_url = String(component(ctx, 'comp-2').statistics_url);
      return false;
    },
  });
  const report = await run(f);
  t.same(failing(report), ['URL-COMPONENT-SHAPE'], 'no STA-CODE cascade: the shared list is judged once');
  t.same(
    report.findings.map((x) => `${x.url.replace(f.base, '/')} ${x.pointer}`).sort(),
    ['/api/components/ /results/2/statistics_url', '/api/components/demo/comp-3/ /statistics_url'],
    'reported at the address, in the list element and the instance record',
  );
});

t.test('exactness: a slug repeated in its project is one CMP-IDS-UNIQUE, not also URL-COMPONENT-SHAPE for the url naming its own place', async (t) => {
  const f = await verdictFixture(t, {
    components: 4,
    override: (req, res, ctx) => {
      const c4 = ctx.data.components.find((c) => c.id === 4)!;
      c4.slug = 'comp-2';
      // The record keeps its own addresses, and they keep answering.
      if (ctx.url.pathname === instancePath('comp-4') && req.method === 'GET') {
        sendJson(res, 200, c4);
        return true;
      }
      if (ctx.url.pathname === statsPath('comp-4') && req.method === 'GET') return serveList(res, ctx, ctx.data.statistics.get('demo/comp-4')!);
      return false;
    },
  });
  const report = await run(f);
  t.same(failing(report), ['CMP-IDS-UNIQUE']);
  t.match(report.findings[0]?.message, /slug comp-2 appears twice in project demo/);
});
