/**
 * Crawl figures. Overhead: the kit's `check` against the baseline crawler, same deployment, same
 * concurrency. Memory and scale: the kit at a small and at a large deployment (peak RSS, and wall
 * time per request). Servers and crawlers each run in their own process; every kit run is a
 * fresh process, and one baseline crawl first warms each server up.
 */
import { benchScript, runWorker, startServer } from './child.js';
import type { BenchConfig } from './config.js';
import { makeFigure, type Figure } from './figure.js';
import { interleave } from './stats.js';
import type { CrawlRun } from './worker-result.js';

type Log = (line: string) => void;

function kitRun(url: string, cfg: BenchConfig): Promise<CrawlRun> {
  return runWorker<CrawlRun>(benchScript('kit-worker.js'), [url, String(cfg.concurrency)], cfg.crawlTimeoutMs);
}

function baselineRun(url: string, cfg: BenchConfig): Promise<CrawlRun> {
  return runWorker<CrawlRun>(benchScript('baseline-worker.js'), [url, String(cfg.concurrency)], cfg.crawlTimeoutMs);
}

/** The request counts of some runs, each distinct count once. */
function distinct(runs: CrawlRun[]): string {
  return [...new Set(runs.map((r) => r.requests))].join(' / ');
}

function describe(run: CrawlRun): string {
  const kit = run.exitCode === undefined ? '' : `, exit ${run.exitCode}, ${run.findings} findings, ${run.kitErrors} kit errors`;
  return `${run.wallMs.toFixed(0)} ms, ${run.requests} requests, ${(run.maxRssKb / 1024).toFixed(0)} MiB${kit}`;
}

export async function crawlOverhead(cfg: BenchConfig, url: string, log: Log): Promise<Figure> {
  log(`crawl overhead: ${cfg.crawlComponents} components at ${url}; warming the server up`);
  log(`  warm-up baseline: ${describe(await baselineRun(url, cfg))}`);
  const { a: kit, b: base } = await interleave(
    cfg.runs,
    async (i) => {
      const r = await kitRun(url, cfg);
      log(`  run ${i + 1} kit: ${describe(r)}`);
      return r;
    },
    async (i) => {
      const r = await baselineRun(url, cfg);
      log(`  run ${i + 1} baseline: ${describe(r)}`);
      return r;
    },
  );
  return makeFigure({
    id: 'crawl-overhead',
    measured: {
      subject: `\`check\` of a reference server with ${cfg.crawlComponents} generated components, concurrency ${cfg.concurrency}, a fresh process per run (module loading excluded)`,
      floor: `an undici crawler (bench/baseline-crawler.ts) with the same concurrency and request headers, sending the same requests (list pages, instance records, statistics pages, the kit's HEAD, OPTIONS and format=api requests) and only parsing the JSON`,
    },
    title: `crawl wall time (${cfg.crawlComponents} components)`,
    subject: { label: 'kit check', unit: 'ms', values: kit.map((r) => r.wallMs) },
    baseline: { label: 'undici baseline', unit: 'ms', values: base.map((r) => r.wallMs) },
    target: { comparison: '<=', value: 1.15 },
    details: {
      components: cfg.crawlComponents,
      concurrency: cfg.concurrency,
      kitRequests: kit.map((r) => r.requests),
      baselineRequests: base.map((r) => r.requests),
      kitExitCodes: kit.map((r) => r.exitCode),
      kitFindings: kit.map((r) => r.findings),
      kitErrors: kit.map((r) => r.kitErrors),
    },
    notes: [`requests per crawl: kit ${distinct(kit)}, baseline ${distinct(base)}`],
  });
}

export async function memoryAndScale(cfg: BenchConfig, log: Log): Promise<Figure[]> {
  const small = await startServer(benchScript('server-process.js'), [String(cfg.smallComponents)]);
  try {
    const large = await startServer(benchScript('server-process.js'), [String(cfg.largeComponents)], 180_000);
    try {
      log(`memory and scale: ${cfg.smallComponents} components at ${small.url}, ${cfg.largeComponents} at ${large.url}; warming the servers up`);
      log(`  warm-up baseline at ${cfg.smallComponents}: ${describe(await baselineRun(small.url, cfg))}`);
      log(`  warm-up baseline at ${cfg.largeComponents}: ${describe(await baselineRun(large.url, cfg))}`);
      const { a: big, b: little } = await interleave(
        cfg.runs,
        async (i) => {
          const r = await kitRun(large.url, cfg);
          log(`  run ${i + 1} kit at ${cfg.largeComponents}: ${describe(r)}`);
          return r;
        },
        async (i) => {
          const r = await kitRun(small.url, cfg);
          log(`  run ${i + 1} kit at ${cfg.smallComponents}: ${describe(r)}`);
          return r;
        },
      );
      const mib = (r: CrawlRun): number => r.maxRssKb / 1024;
      const perRequest = (r: CrawlRun): number => r.wallMs / r.requests;
      const details = {
        smallComponents: cfg.smallComponents,
        largeComponents: cfg.largeComponents,
        smallRequests: little.map((r) => r.requests),
        largeRequests: big.map((r) => r.requests),
        smallWallMs: little.map((r) => r.wallMs),
        largeWallMs: big.map((r) => r.wallMs),
      };
      return [
        makeFigure({
          id: 'memory',
          measured: { subject: `peak RSS of \`check\` at ${cfg.largeComponents} components`, floor: `the same at ${cfg.smallComponents} components` },
          title: `peak RSS ${cfg.largeComponents} / ${cfg.smallComponents} components`,
          subject: { label: `kit at ${cfg.largeComponents}`, unit: 'MiB', values: big.map(mib) },
          baseline: { label: `kit at ${cfg.smallComponents}`, unit: 'MiB', values: little.map(mib) },
          target: { comparison: '<=', value: 1.2 },
          details,
          notes: [`requests per crawl: ${distinct(big)} at ${cfg.largeComponents}, ${distinct(little)} at ${cfg.smallComponents}`],
        }),
        makeFigure({
          id: 'scale',
          measured: { subject: `\`check\` wall time per request at ${cfg.largeComponents} components`, floor: `the same at ${cfg.smallComponents} components` },
          title: `time per request ${cfg.largeComponents} / ${cfg.smallComponents} components`,
          subject: { label: `kit at ${cfg.largeComponents}`, unit: 'ms/request', values: big.map(perRequest) },
          baseline: { label: `kit at ${cfg.smallComponents}`, unit: 'ms/request', values: little.map(perRequest) },
          target: { comparison: '<=', value: 1.1 },
          details,
          notes: [`requests per crawl: ${distinct(big)} at ${cfg.largeComponents}, ${distinct(little)} at ${cfg.smallComponents}`],
        }),
      ];
    } finally {
      await large.stop();
    }
  } finally {
    await small.stop();
  }
}
