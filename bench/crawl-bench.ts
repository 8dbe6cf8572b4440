/**
 * Crawl figures. Overhead: the kit's `check` against the baseline crawler, same deployment, same
 * concurrency. Memory and scale: the kit at a small and at a large deployment (peak RSS, and wall
 * time per request). Servers and crawlers each run in their own process; every kit run is a
 * fresh process, and one baseline crawl first warms each server up.
 */
import { benchScript, runWorker, startServer } from './child.js';
import type { BenchConfig } from './config.js';
import { makeFigure, type Figure } from './figure.js';
import { interleave, summarise } from './stats.js';
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
      floor: `an undici crawler (bench/baseline-crawler.ts) with the same concurrency and request headers, sending the same requests (list pages, instance records, statistics pages, the kit's HEAD, OPTIONS and format=api requests) and only parsing the JSON; the server keeps its default 64 MiB of pages, fewer than one crawl's, so it builds most pages again as it answers them`,
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
  const serverArgs = (components: number): string[] => [String(components), String(cfg.scalePageCacheBytes)];
  const small = await startServer(benchScript('server-process.js'), serverArgs(cfg.smallComponents));
  try {
    const large = await startServer(benchScript('server-process.js'), serverArgs(cfg.largeComponents), 180_000);
    try {
      log(`memory and scale: ${cfg.smallComponents} components at ${small.url}, ${cfg.largeComponents} at ${large.url}; warming the servers up`);
      log(`  warm-up baseline at ${cfg.smallComponents}: ${describe(await baselineRun(small.url, cfg))}`);
      log(`  warm-up baseline at ${cfg.largeComponents}: ${describe(await baselineRun(large.url, cfg))}`);
      // Each round crawls both sizes with the kit and with the baseline crawler, which shows how
      // much of a change in time per request is the servers' and the machine's, not the kit's.
      const { a: bigRounds, b: littleRounds } = await interleave(
        cfg.runs,
        async (i) => {
          const kit = await kitRun(large.url, cfg);
          log(`  run ${i + 1} kit at ${cfg.largeComponents}: ${describe(kit)}`);
          const base = await baselineRun(large.url, cfg);
          log(`  run ${i + 1} baseline at ${cfg.largeComponents}: ${describe(base)}`);
          return { kit, base };
        },
        async (i) => {
          const kit = await kitRun(small.url, cfg);
          log(`  run ${i + 1} kit at ${cfg.smallComponents}: ${describe(kit)}`);
          const base = await baselineRun(small.url, cfg);
          log(`  run ${i + 1} baseline at ${cfg.smallComponents}: ${describe(base)}`);
          return { kit, base };
        },
      );
      const big = bigRounds.map((r) => r.kit);
      const little = littleRounds.map((r) => r.kit);
      const baseBig = bigRounds.map((r) => r.base);
      const baseLittle = littleRounds.map((r) => r.base);
      const mib = (r: CrawlRun): number => r.maxRssKb / 1024;
      const perRequest = (r: CrawlRun): number => r.wallMs / r.requests;
      const growth = (large: CrawlRun[], small: CrawlRun[]): number[] => large.map((r, i) => perRequest(r) / perRequest(small[i]!));
      const medianPerRequest = (runs: CrawlRun[]): string => summarise(runs.map(perRequest)).median.toFixed(3);
      const details = {
        smallComponents: cfg.smallComponents,
        largeComponents: cfg.largeComponents,
        pageCacheBytes: cfg.scalePageCacheBytes,
        smallRequests: little.map((r) => r.requests),
        largeRequests: big.map((r) => r.requests),
        smallWallMs: little.map((r) => r.wallMs),
        largeWallMs: big.map((r) => r.wallMs),
        baselineSmallMsPerRequest: baseLittle.map(perRequest),
        baselineLargeMsPerRequest: baseBig.map(perRequest),
      };
      const requestsNote = `requests per crawl: ${distinct(big)} at ${cfg.largeComponents}, ${distinct(little)} at ${cfg.smallComponents}`;
      return [
        makeFigure({
          id: 'memory',
          measured: { subject: `peak RSS of \`check\` at ${cfg.largeComponents} components`, floor: `the same at ${cfg.smallComponents} components` },
          title: `peak RSS ${cfg.largeComponents} / ${cfg.smallComponents} components`,
          subject: { label: `kit at ${cfg.largeComponents}`, unit: 'MiB', values: big.map(mib) },
          baseline: { label: `kit at ${cfg.smallComponents}`, unit: 'MiB', values: little.map(mib) },
          target: { comparison: '<=', value: 1.2 },
          details,
          notes: [requestsNote],
        }),
        makeFigure({
          id: 'scale',
          measured: {
            subject: `\`check\` wall time per request at ${cfg.largeComponents} components`,
            floor: `the same at ${cfg.smallComponents} components; both servers keep every page they serve in memory (a page cache of ${cfg.scalePageCacheBytes / 1024 / 1024} MiB, above the pages of the larger crawl), so after a warm-up crawl they do the same work per request at both sizes`,
          },
          title: `time per request ${cfg.largeComponents} / ${cfg.smallComponents} components`,
          subject: { label: `kit at ${cfg.largeComponents}`, unit: 'ms/request', values: big.map(perRequest) },
          baseline: { label: `kit at ${cfg.smallComponents}`, unit: 'ms/request', values: little.map(perRequest) },
          target: { comparison: '<=', value: 1.1 },
          details,
          notes: [
            requestsNote,
            `the undici baseline crawler at the same servers: ${medianPerRequest(baseBig)} ms/request at ${cfg.largeComponents}, ${medianPerRequest(baseLittle)} at ${cfg.smallComponents}`,
          ],
        }),
        // The ratio above is under 1 wherever a small crawl's start-up weighs more than a large one's:
        // what grows with the deployment and is the kit's own is its rise over the bare crawler's.
        makeFigure({
          id: 'scale-vs-crawler',
          measured: {
            subject: `the kit's time per request at ${cfg.largeComponents} components over its time at ${cfg.smallComponents}, in each round of the figure above`,
            floor: `the same ratio of the undici baseline crawler (bench/baseline-crawler.ts) at the same two servers, in the same round`,
          },
          title: `time per request ${cfg.largeComponents} / ${cfg.smallComponents}, kit over the undici crawler`,
          subject: {
            label: `kit ${cfg.largeComponents} / ${cfg.smallComponents}`,
            unit: '×',
            values: growth(big, little),
          },
          baseline: {
            label: `undici crawler ${cfg.largeComponents} / ${cfg.smallComponents}`,
            unit: '×',
            values: growth(baseBig, baseLittle),
          },
          target: { comparison: '<=', value: 1.1 },
          details: {
            baselineSmallRequests: baseLittle.map((r) => r.requests),
            baselineLargeRequests: baseBig.map((r) => r.requests),
          },
          notes: [requestsNote],
        }),
      ];
    } finally {
      await large.stop();
    }
  } finally {
    await small.stop();
  }
}
