/**
 * check against the clean reference server over a generated dataset (and the bundled one), every
 * opt-in switched on, finds nothing; one fault among the generated components is found alone;
 * --max-components takes the same evenly spread sample on every run. 60 generated components are
 * three list pages (a first, a middle one with both links, a last) and every kind the generator
 * makes (its ten component kinds, both older shapes, 1 to 200 translations, so statistics lists of
 * 1 to 10 pages); the kit's time and memory at 500 and 5000 components are held by `npm run bench`.
 */
import t from 'tap';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { check } from '../src/run/check.js';
import type { Report } from '../src/generated/report.js';
import { REQUIREMENTS } from '../src/catalogue/requirements.js';
import { PAGE_SIZE, startServer, type RunningServer, type ServerOptions } from '../reference-server/index.js';

const GENERATED = 60;
const SAMPLE = 10;

type Test = { teardown(fn: () => unknown): void };

async function serve(t: Test, options: ServerOptions): Promise<RunningServer> {
  const server = await startServer({ port: 0, ...options });
  t.teardown(() => server.close());
  return server;
}

/**
 * A logging pass-through in front of a reference server that believes it lives at the proxy's
 * address, so every URL in its answers leads back through the proxy. Returns the proxy's base
 * URL, the reference server, and the paths of the GET requests seen.
 */
async function proxied(t: Test, options: ServerOptions): Promise<{ url: string; server: RunningServer; gets: string[] }> {
  const gets: string[] = [];
  let upstreamPort = 0;
  const proxy = http.createServer((req, res) => {
    if (req.method === 'GET') gets.push(req.url ?? '');
    const up = http.request({ host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  t.teardown(
    () =>
      new Promise<void>((resolve) => {
        proxy.close(() => resolve());
        proxy.closeAllConnections();
      }),
  );
  const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/`;
  const server = await serve(t, { ...options, baseUrl: url });
  upstreamPort = server.port;
  return { url, server, gets };
}

/** Findings at any severity, one line each, for a readable diff when there are some. */
const lines = (r: Report) => r.findings.map((f) => `${f.requirement} ${f.severity} ${f.url}${f.pointer}: ${f.message}`);

/** Core requirements neither passed nor not-applicable with a reason. */
function coreUnsettled(r: Report): string[] {
  const core = new Set<string>(REQUIREMENTS.filter((q) => q.class === 'core').map((q) => q.id));
  return r.requirements
    .filter((q) => core.has(q.id))
    .filter((q) => !(q.status === 'passed' || (q.status === 'not-applicable' && typeof q.reason === 'string' && q.reason !== '')))
    .map((q) => `${q.id} ${q.status}`);
}

/** `p/c` of every component instance fetched, in request order. */
const instancesFetched = (gets: string[]) =>
  gets.flatMap((p) => {
    const m = /^\/api\/components\/([^/?]+)\/([^/?]+)\/$/.exec(p);
    return m ? [`${decodeURIComponent(m[1]!)}/${decodeURIComponent(m[2]!)}`] : [];
  });

t.test(`${GENERATED} generated components, every opt-in on: no finding at any severity`, { timeout: 300_000 }, async (t) => {
  const server = await serve(t, { generate: GENERATED });
  t.equal(server.components.length, GENERATED);
  // What makes the size enough: the list spans pages, and every kind the generator makes is in it.
  t.equal(Math.ceil(GENERATED / PAGE_SIZE), 3, 'the list spans three pages');
  t.equal(new Set(server.components.map((c) => c.slug)).size, 10, 'the ten component kinds');
  t.ok(server.components.some((c) => c.olderInstanceShape) && server.components.some((c) => c.statisticsWithoutOptional), 'both older shapes');
  const translations = server.components.map((c) => c.translations);
  t.same([Math.min(...translations), Math.max(...translations)], [1, 200], 'statistics lists of one item and of ten pages');
  const { report, exitCode, notices } = await check({ baseUrl: server.url, probeErrors: true, probeWrites: true, methodsAll: true });
  t.same(lines(report), [], 'no finding');
  t.same(report.kitErrors, []);
  t.equal(exitCode, 0);
  t.same(notices, []);
  t.equal(report.complete, true);
  t.equal(report.summary.components, GENERATED);
  t.equal(report.summary.statisticsLists, GENERATED);
  t.same(coreUnsettled(report), [], 'every core requirement passed or not applicable with a reason');
  t.same(
    report.requirements.filter((q) => q.status === 'skipped' || q.status === 'failed').map((q) => q.id),
    [],
    'nothing skipped or failed',
  );
  t.equal(report.requirements.length, REQUIREMENTS.length, 'every requirement has an outcome');
});

t.test('the bundled dataset, every opt-in on: no finding at any severity', { timeout: 120_000 }, async (t) => {
  const server = await serve(t, {});
  const { report, exitCode, notices } = await check({ baseUrl: server.url, probeErrors: true, probeWrites: true, methodsAll: true });
  t.same(lines(report), [], 'no finding');
  t.same(report.kitErrors, []);
  t.equal(exitCode, 0);
  t.same(notices, []);
  t.equal(report.summary.components, server.components.length);
  t.equal(report.summary.statisticsLists, server.components.length);
  t.same(coreUnsettled(report), [], 'every core requirement passed or not applicable with a reason');
});

t.test(`--max-components ${SAMPLE} of ${GENERATED}: the same evenly spread ${SAMPLE} on every run`, { timeout: 300_000 }, async (t) => {
  const { url, server, gets } = await proxied(t, { generate: GENERATED });
  const runs: string[][] = [];
  for (let run = 0; run < 2; run++) {
    const before = gets.length;
    const { report, exitCode } = await check({ baseUrl: url, maxComponents: SAMPLE });
    t.same(lines(report), [], `run ${run + 1}: no finding`);
    t.equal(exitCode, 0);
    t.equal(report.summary.components, SAMPLE, `run ${run + 1}: ${SAMPLE} components checked`);
    t.equal(report.summary.statisticsLists, SAMPLE);
    t.equal(report.complete, false, 'a sampled run is not complete');
    const fetched = instancesFetched(gets.slice(before));
    t.equal(fetched.length, SAMPLE, `run ${run + 1}: ${SAMPLE} instance records fetched`);
    const sample = [...new Set(fetched)].sort();
    t.equal(sample.length, SAMPLE, 'no component fetched twice');
    // The sample takes every (GENERATED / SAMPLE)-th position of the list, which serves the dataset in order.
    const step = GENERATED / SAMPLE;
    const expected = server.components
      .filter((_, i) => i % step === 0)
      .map((c) => `${c.project}/${c.slug}`)
      .sort();
    t.same(sample, expected, `run ${run + 1}: positions 0, ${step}, ${2 * step}, … of the list`);
    runs.push(sample);
  }
  t.same(runs[0], runs[1], 'both runs checked the same components');
});

t.test(`a fault among ${GENERATED} generated components is found, and only it`, { timeout: 300_000 }, async (t) => {
  const server = await serve(t, { generate: GENERATED, faults: ['STA-PCT-TRUNCATED'] });
  const { report, exitCode } = await check({ baseUrl: server.url });
  t.equal(exitCode, 1);
  t.same([...new Set(report.findings.map((f) => f.requirement))], ['STA-PCT-TRUNCATED'], 'rounded percentages are reported');
  t.same(coreUnsettled(report), ['STA-PCT-TRUNCATED failed']);
  t.equal(report.summary.components, GENERATED);
});
