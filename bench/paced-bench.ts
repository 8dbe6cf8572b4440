/**
 * The paced check: `check` against the reference server throttled like Weblate (`serve
 * --rate-limit`), at a rate that makes the run last about ten seconds, against the physical floor
 * of the same run: its successful requests ÷ the rate. A pacer that bursts into 429s, sleeps to the
 * reset, or waits longer than the window asks shows as a ratio above 1.
 */
import { startServer } from '../reference-server/index.js';
import { check } from '../src/run/check.js';
import type { BenchConfig } from './config.js';
import { makeFigure, type Figure } from './figure.js';

/** Requests a second the server allows. */
const RATE = 6;

export async function pacedCheck(cfg: BenchConfig, log: (line: string) => void): Promise<Figure> {
  const free = await startServer();
  let unthrottled: number;
  try {
    unthrottled = (await check({ baseUrl: free.url, output: 'quiet' })).report.requests ?? 0;
  } finally {
    await free.close();
  }
  const runs = cfg.quick ? 1 : 3;
  const took: number[] = [];
  const floors: number[] = [];
  const throttled: number[] = [];
  const successful: number[] = [];
  for (let i = 0; i < runs; i++) {
    const s = await startServer({ rateLimit: `${RATE}/s` });
    try {
      const started = performance.now();
      const r = await check({ baseUrl: s.url, output: 'quiet', concurrency: cfg.concurrency });
      const ms = performance.now() - started;
      const p = r.report.pacing!;
      const ok = (r.report.requests ?? 0) - p.throttled;
      took.push(ms);
      floors.push((ok / RATE) * 1000);
      throttled.push(p.throttled);
      successful.push(ok);
      log(`paced check ${i + 1}/${runs}: ${Math.round(ms)} ms, ${ok} answered, ${p.throttled} answers 429, verdict ${r.report.verdict}`);
    } finally {
      await s.close();
    }
  }
  return makeFigure({
    id: 'paced-check',
    measured: {
      subject: `\`check\` of the reference server under \`serve --rate-limit $${RATE}/s\` (a sliding window, X-RateLimit-*, 429 with Retry-After)`,
      floor: `the physical floor of the same run: its successful requests ÷ the rate`,
    },
    title: `check under serve --rate-limit ${RATE}/s vs requests ÷ rate`,
    subject: { label: 'paced check', unit: 'ms', values: took },
    baseline: { label: 'requests ÷ rate', unit: 'ms', values: floors },
    target: { comparison: '<=', value: 1.15 },
    details: { rate: `${RATE}/s`, unthrottledRequests: unthrottled, successfulRequests: successful, throttled, concurrency: cfg.concurrency },
    notes: [
      `successful requests ${successful.join(', ')} against ${unthrottled} unthrottled; 429 answers ${throttled.join(', ')} (at most a concurrency's worth, ${cfg.concurrency}, is the goal)`,
    ],
  });
}
