/**
 * `--profile`: CPU profiles of the kit's `check` and of the baseline crawler over the
 * crawl-overhead deployment (the crawl only, start-up excluded), of the rule engine over that crawl's recorded exchanges, and of the
 * reference server under load on the statistics page and the component list (node --cpu-prof),
 * summarised by file and function; and what the kit keeps alive on the large deployment of the
 * memory figure. The .cpuprofile files stay in a temporary folder for Chrome DevTools.
 */
import { mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { request } from 'undici';
import { PACKAGE_ROOT } from '../src/base/paths.js';
import { benchScript, runWorker, startServer } from './child.js';
import type { BenchConfig } from './config.js';
import { renderProfile, summariseProfile, type ProfileSummary } from './cpu-profile.js';
import { liveHeapDuringCrawl, renderHeap } from './heap-profile.js';
import { withCpuProfile } from './inspector-profile.js';
import { recordCrawl, timeEngine } from './rules-bench.js';

type Log = (line: string) => void;

export interface ProfileResult {
  title: string;
  /** The .cpuprofile file; absent for the heap summary. */
  file?: string;
  /** CPU: self milliseconds; heap: live MiB (in the selfMs fields). */
  kind: 'cpu' | 'heap';
  summary: ProfileSummary;
}

function onlyProfile(dir: string): string {
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  if (files.length !== 1) throw new Error(`expected one .cpuprofile in ${dir}, found ${files.length}`);
  return path.join(dir, files[0]!);
}

export async function profiles(cfg: BenchConfig, log: Log): Promise<ProfileResult[]> {
  const root = mkdtempSync(path.join(tmpdir(), 'stringent-profile-'));
  const out: ProfileResult[] = [];
  const keep = (title: string, dir: string): void => {
    const file = onlyProfile(dir);
    const summary = summariseProfile(file, PACKAGE_ROOT);
    out.push({ title, file, kind: 'cpu', summary });
    log(renderProfile(title, summary));
    log(`  profile: ${file}`);
  };

  const kitDir = path.join(root, 'kit');
  const baselineDir = path.join(root, 'baseline');
  const engineDir = path.join(root, 'engine');
  for (const dir of [kitDir, baselineDir, engineDir]) mkdirSync(dir);
  const server = await startServer(benchScript('server-process.js'), [String(cfg.crawlComponents)]);
  try {
    const args = [server.url, String(cfg.concurrency)];
    await runWorker(benchScript('kit-worker.js'), args, cfg.crawlTimeoutMs);
    await runWorker(benchScript('kit-worker.js'), [...args, path.join(kitDir, 'check.cpuprofile')], cfg.crawlTimeoutMs);
    await runWorker(benchScript('baseline-worker.js'), [...args, path.join(baselineDir, 'baseline.cpuprofile')], cfg.crawlTimeoutMs);
    const exchanges = await recordCrawl(server.url, cfg.concurrency);
    timeEngine(exchanges, server.url);
    await withCpuProfile(path.join(engineDir, 'engine.cpuprofile'), async () => timeEngine(exchanges, server.url));
  } finally {
    await server.stop();
  }
  keep(`kit check over ${cfg.crawlComponents} components`, kitDir);
  keep(`baseline crawler over the same components`, baselineDir);
  keep(`rule engine over the recorded exchanges of that crawl (warm)`, engineDir);

  const serverDir = path.join(root, 'server');
  const ref = await startServer(benchScript('server-process.js'), [String(cfg.serverComponents)], 60_000, ['--cpu-prof', `--cpu-prof-dir=${serverDir}`]);
  try {
    const listUrl = new URL('api/components/', ref.url).href;
    const res = await request(listUrl);
    const list = (await res.body.json()) as { results: Array<{ statistics_url: string }> };
    const statsUrl = list.results[0]?.statistics_url;
    if (!statsUrl) throw new Error('the reference server listed no components');
    for (const url of [statsUrl, listUrl]) await autocannon({ url, connections: cfg.connections, duration: cfg.loadSeconds, timeout: 10 });
  } finally {
    await ref.stop();
  }
  const large = await startServer(benchScript('server-process.js'), [String(cfg.largeComponents)], 180_000);
  try {
    const title = `kit live heap at the end of a crawl of ${cfg.largeComponents} components, before the rules finish`;
    const summary = await liveHeapDuringCrawl(large.url, cfg.concurrency, PACKAGE_ROOT);
    out.push({ title, kind: 'heap', summary });
    log(renderHeap(title, summary));
  } finally {
    await large.stop();
  }

  keep(`reference server under load (statistics page, then component list, ${cfg.loadSeconds} s each)`, serverDir);
  return out;
}
