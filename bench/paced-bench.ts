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

/** Requests a second the leaky bucket drains, and what it takes at once beyond that. */
const BUCKET_RATE = 10;
const BUCKET_BURST = 5;

/**
 * The paced check of a limit no header declares: `check` against the reference server behind a
 * leaky bucket like nginx's limit_req (`serve --rate-limit 10/s --rate-limit-style nginx
 * --rate-limit-burst 5`: 503 with nginx's HTML page past the bucket, no Retry-After, no rate-limit
 * field), against the same floor as the paced check: its successful requests ÷ the rate. The kit
 * finds the pace itself (src/crawl/pacer.ts); a run that ends in E_UNAVAILABLE, or any kit error,
 * counts as no figure at all (an infinite time).
 */
export async function headerlessCheck(cfg: BenchConfig, log: (line: string) => void): Promise<Figure> {
  const runs = cfg.quick ? 1 : 3;
  const took: number[] = [];
  const floors: number[] = [];
  const refused: number[] = [];
  const successful: number[] = [];
  const found: number[] = [];
  const errors: string[] = [];
  for (let i = 0; i < runs; i++) {
    const s = await startServer({ rateLimit: `${BUCKET_RATE}/s`, rateLimitStyle: 'nginx', rateLimitBurst: BUCKET_BURST });
    try {
      const started = performance.now();
      const r = await check({ baseUrl: s.url, output: 'quiet', concurrency: cfg.concurrency });
      const ms = performance.now() - started;
      const p = r.report.pacing!;
      const ok = (r.report.requests ?? 0) - p.throttled - p.unavailable;
      errors.push(...r.report.kitErrors.map((k) => k.code));
      took.push(r.report.kitErrors.length > 0 ? Infinity : ms);
      floors.push((ok / BUCKET_RATE) * 1000);
      refused.push(p.throttled + p.unavailable);
      successful.push(ok);
      found.push(p.foundPerSecond ?? 0);
      log(
        `headerless paced check ${i + 1}/${runs}: ${Math.round(ms)} ms, ${ok} answered, ${p.unavailable} answers 503, pace found ${p.foundPerSecond ?? '-'}/s, verdict ${r.report.verdict}`,
      );
    } finally {
      await s.close();
    }
  }
  return makeFigure({
    id: 'headerless-paced-check',
    measured: {
      subject: `\`check\` of the reference server behind a leaky bucket like nginx's limit_req (\`serve --rate-limit ${BUCKET_RATE}/s --rate-limit-style nginx --rate-limit-burst ${BUCKET_BURST}\`: 503 with an HTML page, no header of the limit)`,
      floor: `the physical floor of the same run: its successful requests ÷ the rate`,
    },
    title: `check behind limit_req ${BUCKET_RATE}/s burst ${BUCKET_BURST}, no headers, vs requests ÷ rate`,
    subject: { label: 'headerless paced check', unit: 'ms', values: took },
    baseline: { label: 'requests ÷ rate', unit: 'ms', values: floors },
    target: { comparison: '<=', value: 1.3 },
    details: {
      rate: `${BUCKET_RATE}/s`,
      burst: BUCKET_BURST,
      successfulRequests: successful,
      refused,
      foundPerSecond: found,
      kitErrors: errors,
      concurrency: cfg.concurrency,
    },
    notes: [
      `successful requests ${successful.join(', ')}; 503 answers ${refused.join(', ')}; pace found ${found.join(', ')} requests a second${errors.length > 0 ? `; kit errors ${errors.join(', ')} (no figure)` : '; no kit error'}`,
    ],
  });
}
