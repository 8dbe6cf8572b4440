/**
 * Runs the kit's `check` once against a deployment and prints a CrawlRun line.
 * Usage: node kit-worker.js <baseUrl> <concurrency> [profile.cpuprofile]
 * With a third argument, the check (and only the check) runs under the CPU profiler.
 */
import { check } from '../src/run/check.js';
import { withCpuProfile } from './inspector-profile.js';
import { printRun } from './worker-result.js';

const [baseUrl, concurrencyArg, profileFile] = process.argv.slice(2);
const concurrency = Number(concurrencyArg);
if (!baseUrl || !Number.isInteger(concurrency) || concurrency < 1) {
  process.stderr.write('kit-worker: usage: kit-worker.js <baseUrl> <concurrency> [profile.cpuprofile]\n');
  process.exit(2);
}

const io = { stderr: { write: () => true } };

const started = performance.now();
const { report, exitCode } = await withCpuProfile(profileFile, () => check({ baseUrl, concurrency }, io));
const wallMs = performance.now() - started;
printRun({
  wallMs,
  requests: report.requests ?? -1,
  maxRssKb: process.resourceUsage().maxRSS,
  exitCode,
  findings: report.findings.length,
  kitErrors: report.kitErrors.length,
});
