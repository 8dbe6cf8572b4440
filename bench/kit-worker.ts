/**
 * Runs the kit's `check` once against a deployment and prints a CrawlRun line.
 * Usage: node kit-worker.js <baseUrl> <concurrency> [profile.cpuprofile]
 * With a third argument, the check (and only the check) runs under the CPU profiler.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PACKAGE_ROOT } from '../src/base/paths.js';
import { check } from '../src/run/check.js';
import { withCpuProfile } from './inspector-profile.js';
import { printRun } from './worker-result.js';

const [baseUrl, concurrencyArg, profileFile] = process.argv.slice(2);
const concurrency = Number(concurrencyArg);
if (!baseUrl || !Number.isInteger(concurrency) || concurrency < 1) {
  process.stderr.write('kit-worker: usage: kit-worker.js <baseUrl> <concurrency> [profile.cpuprofile]\n');
  process.exit(2);
}

// The process is tuned as bin/stringent.js tunes the one it owns: the figure is the kit as users run it.
const flags = (await import(pathToFileURL(path.join(PACKAGE_ROOT, 'bin', 'v8-flags.js')).href)) as { compileHotCodeSooner(): boolean };
flags.compileHotCodeSooner();

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
