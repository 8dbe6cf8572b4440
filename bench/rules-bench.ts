/**
 * Rule throughput: the exchanges of one crawl, recorded once into memory with the kit's own
 * crawler, fed to a fresh Engine (add, then finish) against Ajv validation alone of the same
 * bodies with the page and record schemas. Both sides get the bodies already parsed, so that
 * the figure compares checking, not JSON parsing.
 */
import { Crawler } from '../src/crawl/crawler.js';
import { HttpClient } from '../src/crawl/http.js';
import type { Exchange } from '../src/generated/exchange.js';
import { Engine } from '../src/rules/engine.js';
import { classify } from '../src/rules/common/target.js';
import { validator, type ValidateFunction } from '../src/base/schemas.js';
import type { BenchConfig } from './config.js';
import { makeFigure, type Figure } from './figure.js';
import { interleave } from './stats.js';

type Log = (line: string) => void;

/** The kit's crawl of `baseUrl` with its default plan; every exchange kept, bodies parsed. */
export async function recordCrawl(baseUrl: string, concurrency: number): Promise<Exchange[]> {
  const exchanges: Exchange[] = [];
  const http = new HttpClient({
    baseUrl,
    timeoutMs: 30_000,
    retries: 0,
    maxBodySize: 10 * 1024 * 1024,
    maxRequests: 1_000_000,
    connections: concurrency,
  });
  try {
    const crawler = new Crawler(http, { baseUrl, concurrency, probeErrors: false, probeWrites: false, methodsAll: false }, (e) => {
      exchanges.push(e);
    });
    await crawler.run();
  } finally {
    await http.close();
  }
  for (const e of exchanges) {
    if (e.error) throw new Error(`${e.request.method} ${e.request.url}: ${e.error.code} ${e.error.message}`);
    if (e.json === undefined && e.request.method === 'GET' && e.status === 200 && e.body) e.json = JSON.parse(e.body) as unknown;
  }
  return exchanges;
}

interface Validated {
  validate: ValidateFunction;
  body: unknown;
}

/** Each GET 200 answer of a known kind with the validator of its schema; and the statistics items among them. */
function validationWork(exchanges: Exchange[], baseUrl: string): { work: Validated[]; statisticsItems: number } {
  const byKind = {
    'component-list': validator('component-list-page.schema.json'),
    component: validator('component.schema.json'),
    statistics: validator('statistics-page.schema.json'),
  };
  const work: Validated[] = [];
  let statisticsItems = 0;
  for (const e of exchanges) {
    if (e.request.method !== 'GET' || e.status !== 200 || e.json === undefined) continue;
    const kind = classify(e.request.url, baseUrl).kind;
    if (kind === 'other') continue;
    work.push({ validate: byKind[kind], body: e.json });
    if (kind === 'statistics') statisticsItems += (e.json as { results: unknown[] }).results.length;
  }
  return { work, statisticsItems };
}

export function timeEngine(exchanges: Exchange[], baseUrl: string): { ms: number; findings: number } {
  const started = performance.now();
  const engine = new Engine({ baseUrl, mode: 'check' });
  for (const e of exchanges) engine.add(e);
  const result = engine.finish();
  return { ms: performance.now() - started, findings: result.findings.length };
}

function timeAjv(work: Validated[]): { ms: number; invalid: number } {
  const started = performance.now();
  let invalid = 0;
  for (const w of work) if (!w.validate(w.body)) invalid++;
  return { ms: performance.now() - started, invalid };
}

export async function ruleThroughput(cfg: BenchConfig, baseUrl: string, log: Log): Promise<Figure> {
  const exchanges = await recordCrawl(baseUrl, cfg.concurrency);
  const { work, statisticsItems } = validationWork(exchanges, baseUrl);
  log(`rule throughput: ${exchanges.length} exchanges recorded, ${work.length} documents, ${statisticsItems} statistics items; warming up`);
  // Two warm-up runs of each side: V8 compiles the first Engine's rules for its own closures, and
  // compiles them again for the second Engine's (each Engine makes its rules anew); from the third
  // on, the compiled code is reused. Timing from the second run on would time that compiling once.
  let warmEngine = { ms: 0, findings: 0 };
  let warmAjv = { ms: 0, invalid: 0 };
  for (const n of [1, 2]) {
    warmEngine = timeEngine(exchanges, baseUrl);
    warmAjv = timeAjv(work);
    log(
      `  warm-up ${n}: engine ${warmEngine.ms.toFixed(0)} ms (${warmEngine.findings} findings), ajv ${warmAjv.ms.toFixed(0)} ms (${warmAjv.invalid} invalid)`,
    );
  }
  const perSecond = (ms: number): number => statisticsItems / (ms / 1000);
  const { a: engineMs, b: ajvMs } = await interleave(
    cfg.runs,
    async (i) => {
      const { ms } = timeEngine(exchanges, baseUrl);
      log(`  run ${i + 1} engine: ${ms.toFixed(0)} ms, ${perSecond(ms).toFixed(0)} statistics items/s`);
      return ms;
    },
    async (i) => {
      const { ms } = timeAjv(work);
      log(`  run ${i + 1} ajv: ${ms.toFixed(0)} ms, ${perSecond(ms).toFixed(0)} statistics items/s`);
      return ms;
    },
  );
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return makeFigure({
    id: 'rule-throughput',
    measured: {
      subject: `a fresh Engine fed every exchange of one crawl of ${cfg.crawlComponents} components (recorded once, bodies parsed), then finish`,
      floor: `Ajv validation alone of the same documents with the component-list-page, component and statistics-page schemas`,
    },
    title: `rules over one crawl (${cfg.crawlComponents} components)`,
    subject: { label: 'Engine add+finish', unit: 'ms', values: engineMs },
    baseline: { label: 'Ajv validation', unit: 'ms', values: ajvMs },
    target: { comparison: '<=', value: 2.5 },
    details: {
      exchanges: exchanges.length,
      documents: work.length,
      statisticsItems,
      engineItemsPerSecond: perSecond(median(engineMs)),
      ajvItemsPerSecond: perSecond(median(ajvMs)),
      engineFindings: warmEngine.findings,
      ajvInvalidDocuments: warmAjv.invalid,
    },
    notes: [
      `statistics items/s: engine ${perSecond(median(engineMs)).toFixed(0)}, Ajv ${perSecond(median(ajvMs)).toFixed(0)} ` +
        `(${statisticsItems} items in ${work.length} documents, ${exchanges.length} exchanges)`,
    ],
  });
}
