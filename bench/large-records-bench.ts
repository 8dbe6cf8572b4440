/**
 * Memory follows the answers in flight, not the answers seen: the kit's peak RSS checking
 * components whose instance records each carry a 9 MiB string, over its peak RSS checking as many
 * ordinary components. Each side's server is the reference server behind the front of
 * bench/large-records-server.ts (in its own process); every kit run is a fresh process.
 */
import { benchScript, runWorker, startServer } from './child.js';
import type { BenchConfig } from './config.js';
import { makeFigure, type Figure } from './figure.js';
import { interleave } from './stats.js';
import type { CrawlRun } from './worker-result.js';

type Log = (line: string) => void;

/** Components of both deployments. */
const COMPONENTS = 40;
/** Characters of the string each instance record carries: under the default --max-body-size of 10 MiB. */
const RECORD_STRING = 9 * 1024 * 1024;

function kitRun(url: string, cfg: BenchConfig): Promise<CrawlRun> {
  return runWorker<CrawlRun>(benchScript('kit-worker.js'), [url, String(cfg.concurrency)], cfg.crawlTimeoutMs);
}

function describe(run: CrawlRun): string {
  return `${run.wallMs.toFixed(0)} ms, ${run.requests} requests, ${(run.maxRssKb / 1024).toFixed(0)} MiB, exit ${run.exitCode}, ${run.findings} findings, ${run.kitErrors} kit errors`;
}

export async function largeRecordsMemory(cfg: BenchConfig, log: Log): Promise<Figure> {
  const large = await startServer(benchScript('large-records-server.js'), [String(COMPONENTS), String(RECORD_STRING)]);
  try {
    const plain = await startServer(benchScript('large-records-server.js'), [String(COMPONENTS), '0']);
    try {
      log(
        `large records: ${COMPONENTS} components whose instance records carry ${RECORD_STRING / 1048576} MiB at ${large.url}, ${COMPONENTS} ordinary ones at ${plain.url}`,
      );
      const { a: big, b: small } = await interleave(
        cfg.runs,
        async (i) => {
          const r = await kitRun(large.url, cfg);
          log(`  run ${i + 1} kit, large records: ${describe(r)}`);
          return r;
        },
        async (i) => {
          const r = await kitRun(plain.url, cfg);
          log(`  run ${i + 1} kit, ordinary records: ${describe(r)}`);
          return r;
        },
      );
      const mib = (r: CrawlRun): number => r.maxRssKb / 1024;
      return makeFigure({
        id: 'large-records-rss',
        measured: {
          subject: `peak RSS of \`check\` (concurrency ${cfg.concurrency}, default --max-body-size 10 MiB) of ${COMPONENTS} components whose instance records each carry a ${RECORD_STRING / 1048576} MiB string in \`agreement\` (the list's records do not, so each component is a CMP-LIST-MATCHES-INSTANCE finding, fetched again before it is reported)`,
          floor: `the same check of ${COMPONENTS} ordinary components; both servers are the reference server behind the front of bench/large-records-server.ts, in their own processes`,
        },
        title: `peak RSS, ${COMPONENTS} records of ${RECORD_STRING / 1048576} MiB / ${COMPONENTS} ordinary records`,
        subject: { label: `${RECORD_STRING / 1048576} MiB records`, unit: 'MiB', values: big.map(mib) },
        baseline: { label: 'ordinary records', unit: 'MiB', values: small.map(mib) },
        target: { comparison: '<=', value: 3 },
        details: {
          components: COMPONENTS,
          recordStringCharacters: RECORD_STRING,
          concurrency: cfg.concurrency,
          largeRequests: big.map((r) => r.requests),
          ordinaryRequests: small.map((r) => r.requests),
          largeExitCodes: big.map((r) => r.exitCode),
          largeFindings: big.map((r) => r.findings),
          largeKitErrors: big.map((r) => r.kitErrors),
          largeWallMs: big.map((r) => r.wallMs),
        },
        notes: [
          `the sum of the instance records' strings is ${((COMPONENTS * RECORD_STRING) / 1048576).toFixed(0)} MiB; the bound is what is in flight, about --max-body-size × concurrency`,
        ],
      });
    } finally {
      await plain.stop();
    }
  } finally {
    await large.stop();
  }
}
