/**
 * The reference server under load on loopback: `stringent serve` in a child process, autocannon
 * with 200 connections for 8 s over the component list, an instance and a statistics page. Every
 * answer is 2xx, no request errs or times out, and the child's resident memory (sampled from
 * /proc every 200 ms) does not grow from the first half of the run to the second.
 */
import t from 'tap';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../../src/base/paths.js';

t.setTimeout(90_000);

const BIN = path.join(PACKAGE_ROOT, 'bin', 'stringent.js');
const MiB = 1024 * 1024;

/** The part of autocannon's programmatic API used here (the package ships no types). */
interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  timeout: number;
  requests: { method: string; path: string }[];
}
interface LoadResult {
  requests: { total: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}
const { default: autocannon } = (await import('autocannon')) as { default: (o: LoadOptions) => Promise<LoadResult> };

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * Whether memory grew from the first half of the samples to the second. The tolerance (10% + 8 MiB)
 * is there because V8 and the allocator settle into their working size at their own pace under a
 * steady load (heap pages kept for the next burst, buffers of 200 sockets); a leak at tens of
 * thousands of requests a second grows by far more than that in 10 s.
 */
function grew(samples: number[]): { first: number; second: number; grew: boolean } {
  const half = Math.floor(samples.length / 2);
  const first = median(samples.slice(0, half));
  const second = median(samples.slice(half));
  return { first, second, grew: second > first * 1.1 + 8 * MiB };
}

function rssOf(pid: number): number | undefined {
  try {
    const m = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

const mib = (n: number): string => `${(n / MiB).toFixed(1)} MiB`;

t.test('the growth verdict flags a rising series and passes a flat or noisy one', async (t) => {
  const flat = Array.from({ length: 40 }, (_, i) => 80 * MiB + (i % 3) * MiB);
  const rising = Array.from({ length: 40 }, (_, i) => 80 * MiB + i * 2 * MiB);
  t.equal(grew(flat).grew, false, 'flat');
  t.equal(grew(rising).grew, true, 'rising by 2 MiB a sample');
  t.equal(grew([...Array(20).fill(100 * MiB), ...Array(20).fill(119 * MiB)]).grew, true, 'a step above 10% + 8 MiB');
  t.equal(grew([...Array(20).fill(100 * MiB), ...Array(20).fill(117 * MiB)]).grew, false, 'a step within 10% + 8 MiB');
});

t.test('200 connections for 8 s: no error, no timeout, only 2xx, and no growth in RSS', async (t) => {
  const child = spawn(process.execPath, [BIN, 'serve', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  t.teardown(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  let out = '';
  let err = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not print its URL in time: ${out} ${err}`)), 20_000);
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      out += d;
      const m = /^stringent: serving (http:\/\/\S+) /m.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
  });

  const pid = child.pid!;
  const samples: number[] = [];
  const sample = (): void => {
    const rss = rssOf(pid);
    if (rss !== undefined) samples.push(rss);
  };
  sample();
  const sampler = setInterval(sample, 200);
  let result: LoadResult;
  try {
    result = await autocannon({
      url,
      connections: 200,
      duration: 8,
      timeout: 10,
      requests: [
        { method: 'GET', path: '/api/components/' },
        { method: 'GET', path: '/api/components/tessera/android-app/' },
        { method: 'GET', path: '/api/components/orbit-notes/android/statistics/?page=2' },
      ],
    });
  } finally {
    clearInterval(sampler);
  }
  sample();

  const verdict = grew(samples);
  t.comment(`requests ${result.requests.total} (2xx ${result['2xx']}), errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`);
  t.comment(`rss at start ${mib(samples[0]!)}, at end ${mib(samples.at(-1)!)}, ${samples.length} samples`);
  t.comment(`rss median of the first half ${mib(verdict.first)}, of the second half ${mib(verdict.second)}`);
  t.ok(result.requests.total > 0, 'requests were made');
  t.equal(result['2xx'], result.requests.total, 'every answer is 2xx');
  t.equal(result.errors, 0, 'no errors');
  t.equal(result.timeouts, 0, 'no timeouts');
  t.equal(result.non2xx, 0, 'no non-2xx answer');
  t.ok(samples.length >= 20, 'RSS was sampled through the run');
  t.notOk(verdict.grew, 'the second half does not exceed the first by more than 10% + 8 MiB');

  child.kill('SIGTERM');
  const code = await Promise.race([exited, new Promise<string>((r) => setTimeout(() => r('still running'), 10_000).unref())]);
  t.equal(code, 0, 'the server stops cleanly on SIGTERM');
});
