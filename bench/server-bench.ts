/**
 * Server throughput: requests per second of the reference server on one statistics page and on
 * the component list, against a bare node:http server answering the same bytes with the same
 * headers from memory. Both servers run in child processes; autocannon runs here.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { request } from 'undici';
import type { RecordedAnswer } from './bare-server.js';
import { benchScript, startServer } from './child.js';
import type { BenchConfig } from './config.js';
import { makeFigure, type Figure } from './figure.js';
import { interleave } from './stats.js';

type Log = (line: string) => void;

/** Headers that belong to one connection or one moment, not to the answer. */
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

async function record(url: string): Promise<{ answer: RecordedAnswer; json: unknown }> {
  const res = await request(url);
  const body = Buffer.from(await res.body.arrayBuffer());
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(res.headers)) {
    if (v !== undefined && !HOP_HEADERS.has(k.toLowerCase())) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  }
  const u = new URL(url);
  return {
    answer: { path: u.pathname + u.search, status: res.statusCode, headers, body: body.toString('base64') },
    json: JSON.parse(body.toString('utf8')) as unknown,
  };
}

async function load(url: string, cfg: BenchConfig, seconds: number): Promise<number> {
  const r = await autocannon({ url, connections: cfg.connections, duration: seconds, timeout: 10 });
  if (r.errors > 0 || r.non2xx > 0 || r['2xx'] === 0) {
    throw new Error(`load on ${url}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx answers`);
  }
  return r['2xx'] / r.duration;
}

export async function serverThroughput(cfg: BenchConfig, log: Log): Promise<Figure[]> {
  const ref = await startServer(benchScript('server-process.js'), [String(cfg.serverComponents)]);
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-bench-'));
  try {
    const list = await record(new URL('api/components/', ref.url).href);
    const first = (list.json as { results: Array<{ statistics_url: string }> }).results[0];
    if (!first) throw new Error('the reference server listed no components');
    const stats = await record(first.statistics_url);
    const file = path.join(dir, 'answers.json');
    writeFileSync(file, JSON.stringify([list.answer, stats.answer]));
    const bare = await startServer(benchScript('bare-server.js'), [file]);
    try {
      const figures: Figure[] = [];
      for (const [name, answer] of [
        ['statistics page', stats.answer],
        ['component list', list.answer],
      ] as const) {
        const refUrl = new URL(answer.path, ref.url).href;
        const bareUrl = new URL(answer.path, bare.url).href;
        log(`server throughput, ${name} (${Buffer.from(answer.body, 'base64').length} bytes): ${refUrl} vs ${bareUrl}; warming up`);
        await load(refUrl, cfg, 1);
        await load(bareUrl, cfg, 1);
        const { a: refRps, b: bareRps } = await interleave(
          cfg.runs,
          async (i) => {
            const v = await load(refUrl, cfg, cfg.loadSeconds);
            log(`  run ${i + 1} reference: ${v.toFixed(0)} req/s`);
            return v;
          },
          async (i) => {
            const v = await load(bareUrl, cfg, cfg.loadSeconds);
            log(`  run ${i + 1} bare: ${v.toFixed(0)} req/s`);
            return v;
          },
        );
        figures.push(
          makeFigure({
            id: name === 'statistics page' ? 'server-statistics' : 'server-component-list',
            measured: {
              subject: `requests per second of the reference server on the ${name}, autocannon with ${cfg.connections} connections for ${cfg.loadSeconds} s`,
              floor: 'a bare node:http server (bench/bare-server.ts) answering the same bytes with the same headers from memory',
            },
            title: `server req/s, ${name}`,
            subject: { label: 'reference server', unit: 'req/s', values: refRps },
            baseline: { label: 'bare node:http', unit: 'req/s', values: bareRps },
            target: { comparison: '>=', value: 0.9 },
            details: {
              path: answer.path,
              bodyBytes: Buffer.from(answer.body, 'base64').length,
              headers: answer.headers,
              connections: cfg.connections,
              secondsPerRun: cfg.loadSeconds,
            },
            notes: [`${answer.path}, ${Buffer.from(answer.body, 'base64').length} bytes, ${cfg.connections} connections, ${cfg.loadSeconds} s per run`],
          }),
        );
      }
      return figures;
    } finally {
      await bare.stop();
    }
  } finally {
    await ref.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
