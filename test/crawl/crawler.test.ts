import t from 'tap';
import { Crawler, type CrawlOptions } from '../../src/crawl/crawler.js';
import { HttpClient } from '../../src/crawl/http.js';
import type { Exchange } from '../../src/generated/exchange.js';
import { sendJson, startFixture, type FixtureOptions } from '../hostile/server.js';

interface Run {
  base: string;
  exchanges: Exchange[];
  lines: string[];
  result: Awaited<ReturnType<Crawler['run']>>;
  seen: { method: string; path: string; auth?: string | undefined }[];
}

async function crawl(t: { teardown(fn: () => unknown): void }, fixture: FixtureOptions, opts: Partial<CrawlOptions> = {}, maxRequests = 10_000): Promise<Run> {
  const f = await startFixture(fixture);
  t.teardown(() => f.close());
  const http = new HttpClient({ baseUrl: f.base, timeoutMs: 5000, retries: 0, maxBodySize: 1 << 20, maxRequests, connections: 4, token: 'tok-c' });
  t.teardown(() => http.close());
  const exchanges: Exchange[] = [];
  const crawler = new Crawler(http, { baseUrl: f.base, concurrency: 4, probeErrors: false, probeWrites: false, methodsAll: false, ...opts }, (e) =>
    exchanges.push(e),
  );
  const result = await crawler.run();
  const rel = (u: string): string => u.slice(f.base.length - 1);
  return {
    base: f.base,
    exchanges,
    lines: exchanges.map((e) => `${e.purpose} ${e.request.method} ${rel(e.request.url)}`),
    result,
    seen: f.requests.map((r) => ({ method: r.method, path: r.path, auth: r.headers.authorization })),
  };
}

t.test('the plan on a small deployment: list, instances, statistics pages, format=api, HEAD and OPTIONS once per kind', async (t) => {
  const r = await crawl(t, { components: 3, translations: 24 });
  const sorted = [...r.lines].sort();
  t.same(sorted, [
    'crawl GET /api/components/',
    'crawl GET /api/components/demo/comp-1/',
    'crawl GET /api/components/demo/comp-1/statistics/',
    'crawl GET /api/components/demo/comp-1/statistics/?page=2',
    'crawl GET /api/components/demo/comp-2/',
    'crawl GET /api/components/demo/comp-2/statistics/',
    'crawl GET /api/components/demo/comp-2/statistics/?page=2',
    'crawl GET /api/components/demo/comp-3/',
    'crawl GET /api/components/demo/comp-3/statistics/',
    'crawl GET /api/components/demo/comp-3/statistics/?page=2',
    'format-api GET /api/components/demo/comp-1/statistics/?format=api',
    'format-api GET /api/components/demo/comp-1/statistics/?format=api&page=2',
    'head HEAD /api/components/',
    'head HEAD /api/components/demo/comp-1/',
    'head HEAD /api/components/demo/comp-1/statistics/',
    'head HEAD /api/components/demo/comp-1/statistics/?page=2',
    'options OPTIONS /api/components/',
    'options OPTIONS /api/components/demo/comp-1/',
    'options OPTIONS /api/components/demo/comp-1/statistics/',
  ]);
  t.equal(r.lines[0], 'crawl GET /api/components/', 'the component list comes first');
  t.equal(r.result.components, 3);
  t.equal(r.result.statisticsLists, 3);
  t.equal(r.result.first.envelope, true);
  t.equal(r.result.sampled, false);
  t.equal(r.result.budgetSpent, false);
  t.ok(
    r.seen.every((s) => ['GET', 'HEAD', 'OPTIONS'].includes(s.method)),
    'only GET, HEAD and OPTIONS',
  );
  t.ok(
    r.seen.every((s) => s.auth === 'Token tok-c'),
    'every read carries the token',
  );
  const page = r.exchanges.find((e) => e.request.url.endsWith('/statistics/?page=2'));
  t.type(page?.json, 'object', 'a parsed list page rides along for the rules');
});

t.test('--methods-all sends HEAD and OPTIONS to every address the crawl fetched', async (t) => {
  const r = await crawl(t, { components: 2, translations: 24 }, { methodsAll: true });
  const gets = r.lines
    .filter((l) => l.startsWith('crawl GET'))
    .map((l) => l.slice('crawl GET '.length))
    .sort();
  const heads = r.lines
    .filter((l) => l.startsWith('head HEAD'))
    .map((l) => l.slice('head HEAD '.length))
    .sort();
  const options = r.lines
    .filter((l) => l.startsWith('options OPTIONS'))
    .map((l) => l.slice('options OPTIONS '.length))
    .sort();
  t.equal(gets.length, 7);
  t.same(heads, gets);
  t.same(options, gets);
});

t.test('--probe-errors asks for an unknown component and bad pages on both lists', async (t) => {
  const r = await crawl(t, { components: 2, translations: 3 }, { probeErrors: true });
  const probes = r.lines.filter((l) => l.startsWith('probe-error')).sort();
  t.same(probes, [
    'probe-error GET /api/components/?page=-1',
    'probe-error GET /api/components/?page=0',
    'probe-error GET /api/components/?page=2',
    'probe-error GET /api/components/?page=abc',
    'probe-error GET /api/components/demo/comp-1/statistics/?page=-1',
    'probe-error GET /api/components/demo/comp-1/statistics/?page=0',
    'probe-error GET /api/components/demo/comp-1/statistics/?page=2',
    'probe-error GET /api/components/demo/comp-1/statistics/?page=abc',
    'probe-error GET /api/components/stringent-no-such-project/stringent-no-such-component/',
    'probe-error GET /api/components/stringent-no-such-project/stringent-no-such-component/statistics/',
  ]);
  t.ok(r.seen.every((s) => ['GET', 'HEAD', 'OPTIONS'].includes(s.method)));
});

t.test('--probe-writes sends four write methods to three addresses, without credentials', async (t) => {
  const r = await crawl(t, { components: 2 }, { probeWrites: true });
  const writes = r.seen.filter((s) => !['GET', 'HEAD', 'OPTIONS'].includes(s.method));
  t.equal(writes.length, 12);
  t.same([...new Set(writes.map((w) => w.path))].sort(), ['/api/components/', '/api/components/demo/comp-1/', '/api/components/demo/comp-1/statistics/']);
  t.same([...new Set(writes.map((w) => w.method))].sort(), ['DELETE', 'PATCH', 'POST', 'PUT']);
  t.ok(
    writes.every((w) => w.auth === undefined),
    'no write probe carries the token',
  );
  t.ok(r.exchanges.filter((e) => e.purpose === 'probe-write').every((e) => e.request.headers?.authorization === undefined));
});

t.test('--max-components takes an evenly spread, repeatable sample', async (t) => {
  const a = await crawl(t, { components: 10 }, { maxComponents: 2 });
  const b = await crawl(t, { components: 10 }, { maxComponents: 2 });
  const instances = (r: Run): string[] => r.lines.filter((l) => /^crawl GET \/api\/components\/demo\/comp-\d+\/$/.test(l));
  t.same(instances(a), ['crawl GET /api/components/demo/comp-1/', 'crawl GET /api/components/demo/comp-6/']);
  t.same(instances(b), instances(a));
  t.equal(a.result.sampled, true);
  t.equal(a.result.components, 2);
});

t.test('components are crawled while the list is still being walked', async (t) => {
  const r = await crawl(t, { components: 100 }, { concurrency: 2 });
  const firstInstance = r.lines.indexOf('crawl GET /api/components/demo/comp-1/');
  const page5 = r.lines.indexOf('crawl GET /api/components/?page=5');
  t.ok(firstInstance >= 0 && page5 > firstInstance, `comp-1 (#${firstInstance}) before list page 5 (#${page5})`);
  t.equal(r.result.components, 100);
});

t.test('no more requests are in flight at once than --concurrency allows (plus the list walk)', async (t) => {
  let inFlight = 0;
  let most = 0;
  const r = await crawl(
    t,
    {
      components: 12,
      override: (req, res, ctx) => {
        if (!/comp-\d+\/$/.test(ctx.url.pathname) || req.method !== 'GET') return false;
        inFlight++;
        most = Math.max(most, inFlight);
        const comp = ctx.data.components.find((c) => ctx.url.pathname.endsWith(`/${String(c.slug)}/`));
        setTimeout(() => {
          inFlight--;
          sendJson(res, 200, comp);
        }, 30);
        return true;
      },
    },
    { concurrency: 3 },
  );
  t.equal(r.result.components, 12);
  t.ok(most <= 3, `at most 3 instance requests at once (saw ${most})`);
  t.ok(most >= 2, `components are crawled concurrently (saw ${most})`);
});

t.test('an endless list stops at the pages its first count implies, plus the margin', async (t) => {
  const r = await crawl(t, {
    override: (_req, res, ctx) => {
      if (ctx.url.pathname !== '/api/components/') return false;
      const page = Number(ctx.url.searchParams.get('page') ?? '1');
      sendJson(res, 200, { count: 40 * page, next: `${ctx.base}api/components/?page=${page + 1}`, previous: null, results: ctx.data.components.slice(0, 1) });
      return true;
    },
  });
  const pages = r.lines.filter((l) => l.startsWith('crawl GET /api/components/') && !l.includes('demo')).length;
  t.equal(pages, 42, 'count 40 at 1 per page: 40 pages, and 2 more');
});

t.test('a next to another origin, another scheme or a page already seen is not followed: the walk goes on at page 2 of the list', async (t) => {
  for (const next of ['http://127.0.0.2:9/api/components/?page=2', 'ftp://127.0.0.1/api/components/?page=2', 'SELF']) {
    const r = await crawl(t, {
      override: (_req, res, ctx) => {
        if (ctx.url.pathname !== '/api/components/') return false;
        sendJson(res, 200, { count: 2, next: next === 'SELF' ? ctx.url.href : next, previous: null, results: ctx.data.components.slice(0, 1) });
        return true;
      },
    });
    t.equal(r.lines.filter((l) => l === 'crawl GET /api/components/').length, 1, `${next}: page 1 fetched once`);
    // The count says two pages: the second is fetched at its own address (§2.1), and nothing else.
    t.same(
      r.seen.filter((s) => s.path.startsWith('/api/components/?')).map((s) => s.path),
      ['/api/components/?page=2'],
      `${next}: page 2 of the list at its own address, once`,
    );
  }
});

t.test('the request budget stops the crawl and says so', async (t) => {
  const r = await crawl(t, { components: 10 }, {}, 5);
  t.equal(r.result.budgetSpent, true);
  t.equal(r.seen.length, 5);
  t.equal(r.exchanges.length, 5);
});

t.test('a first page that is not an envelope is reported as such and no component is crawled', async (t) => {
  const r = await crawl(t, {
    override: (_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<html>Not here</html>');
      return true;
    },
  });
  t.equal(r.result.first.envelope, false);
  t.equal(r.result.first.status, 404);
  t.equal(r.result.components, 0);
  t.notOk(r.lines.some((l) => l.includes('demo')));
});

t.test('a list page of the statistics list keeps its format=api parameter in the pages it follows', async (t) => {
  const r = await crawl(t, { components: 1, translations: 45 });
  const formatApi = r.lines.filter((l) => l.startsWith('format-api'));
  t.same(formatApi, [
    'format-api GET /api/components/demo/comp-1/statistics/?format=api',
    'format-api GET /api/components/demo/comp-1/statistics/?format=api&page=2',
    'format-api GET /api/components/demo/comp-1/statistics/?format=api&page=3',
  ]);
});

t.test('the one-off requests go to the first component whose record and statistics answered 200', async (t) => {
  // comp-1's statistics fail; comp-2 is the first healthy component in list order.
  const override: FixtureOptions['override'] = (req, res) => {
    if (!(req.url ?? '').startsWith('/api/components/demo/comp-1/statistics/')) return false;
    sendJson(res, 404, { detail: 'Not found.' });
    return true;
  };
  for (let run = 0; run < 2; run++) {
    const r = await crawl(t, { components: 3, translations: 3, override }, { probeErrors: true });
    const extras = r.lines.filter((l) => !l.startsWith('crawl ') && !l.includes('/api/components/ ') && !/\/api\/components\/(\?|$)/.test(l.split(' ')[2]!));
    t.ok(extras.length > 0, 'one-off requests were sent');
    t.same(
      extras.filter((l) => l.includes('comp-1') || l.includes('comp-3')),
      [],
      `run ${run + 1}: none to comp-1 (broken) or comp-3 (later in the list)`,
    );
    t.ok(r.lines.includes('format-api GET /api/components/demo/comp-2/statistics/?format=api'), 'format=api on comp-2');
    t.ok(r.lines.includes('options OPTIONS /api/components/demo/comp-2/statistics/'), 'OPTIONS on comp-2');
  }
});
