/**
 * Runs the baseline crawler once against a deployment and prints a CrawlRun line.
 * Usage: node baseline-worker.js <baseUrl> <concurrency> [profile.cpuprofile]
 * With a third argument, the crawl (and only the crawl) runs under the CPU profiler.
 */
import { baselineCrawl } from './baseline-crawler.js';
import { withCpuProfile } from './inspector-profile.js';
import { kitExtras } from './kit-extras.js';
import { printRun } from './worker-result.js';

const [baseUrl, concurrencyArg, profileFile] = process.argv.slice(2);
const concurrency = Number(concurrencyArg);
if (!baseUrl || !Number.isInteger(concurrency) || concurrency < 1) {
  process.stderr.write('baseline-worker: usage: baseline-worker.js <baseUrl> <concurrency> [profile.cpuprofile]\n');
  process.exit(2);
}

const started = performance.now();
const result = await withCpuProfile(profileFile, () => baselineCrawl({ baseUrl, concurrency, extras: kitExtras }));
const wallMs = performance.now() - started;
printRun({ wallMs, requests: result.requests, maxRssKb: process.resourceUsage().maxRSS });
