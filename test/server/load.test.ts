/**
 * The reference server under load on loopback: `stringent serve` in a child process, autocannon
 * with 200 connections over the component list, an instance and a statistics page, twice 5,000
 * requests (a count, not a duration, so that a slow machine does the same work). Every answer is
 * 2xx and no request errs or times out; the child's heap after forced garbage collection (measured
 * from inside it by test/server/fixtures/heap-probe.ts) is no larger after the second load than
 * after the first; and the child stops cleanly on SIGTERM.
 */
import t from 'tap';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PACKAGE_ROOT } from '../../src/base/paths.js';

t.setTimeout(90_000);

const BIN = path.join(PACKAGE_ROOT, 'bin', 'stringent.js');
const PROBE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'heap-probe.js');
const MiB = 1024 * 1024;

/** The part of autocannon's programmatic API used here (the package ships no types). */
interface LoadOptions {
  url: string;
  connections: number;
  amount: number;
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

interface Memory {
  heapUsed: number;
  rss: number;
}

/** The child's next IPC message, or a failure after 15 s. */
function nextMessage<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      reject(new Error('no message from the server process in 15 s'));
    }, 15_000);
    const onMessage = (m: unknown): void => {
      clearTimeout(timer);
      resolve(m as T);
    };
    child.once('message', onMessage);
  });
}

function ask<T>(child: ChildProcess, what: 'measure' | 'hold'): Promise<T> {
  const answer = nextMessage<T>(child);
  child.send(what);
  return answer;
}

const mib = (n: number): string => `${(n / MiB).toFixed(1)} MiB`;

t.test('200 connections, twice: no error, no timeout, only 2xx, no growth of the heap; SIGTERM stops the server cleanly', async (t) => {
  const child = spawn(process.execPath, ['--expose-gc', `--import=${pathToFileURL(PROBE).href}`, BIN, 'serve', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // 'exit', not 'close': a child whose IPC channel was disconnected is never reported closed.
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  t.teardown(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  let out = '';
  let err = '';
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (err += d));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not print its URL in time: ${out} ${err}`)), 20_000);
    child.stdout!.setEncoding('utf8').on('data', (d: string) => {
      out += d;
      const m = /^stringent: serving (http:\/\/\S+) /m.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
  });

  const load = (): Promise<LoadResult> =>
    autocannon({
      url,
      connections: 200,
      amount: 5000,
      timeout: 10,
      requests: [
        { method: 'GET', path: '/api/components/' },
        { method: 'GET', path: '/api/components/tessera/android-app/' },
        { method: 'GET', path: '/api/components/orbit-notes/android/statistics/?page=2' },
      ],
    });
  const runs: LoadResult[] = [];
  runs.push(await load());
  const first = await ask<Memory>(child, 'measure');
  runs.push(await load());
  const second = await ask<Memory>(child, 'measure');

  t.equal(runs.length, 2);
  for (const [i, r] of runs.entries()) {
    const n = i + 1;
    t.comment(`load ${n}: requests ${r.requests.total} (2xx ${r['2xx']}), errors ${r.errors}, timeouts ${r.timeouts}, non-2xx ${r.non2xx}`);
    t.equal(r.requests.total, 5000, `load ${n}: every request was made`);
    t.equal(r['2xx'], r.requests.total, `load ${n}: every answer is 2xx`);
    t.equal(r.errors, 0, `load ${n}: no errors`);
    t.equal(r.timeouts, 0, `load ${n}: no timeouts`);
    t.equal(r.non2xx, 0, `load ${n}: no non-2xx answer`);
  }
  t.comment(`heap after the first load ${mib(first.heapUsed)}, after the second ${mib(second.heapUsed)}; rss ${mib(first.rss)}, ${mib(second.rss)}`);
  // What a request leaves behind by mistake (its request, response, buffers: a few KB) times the
  // thousands of the second load is far more than 2 MiB; after forced collections the heap of the
  // same work moves by well under 1 MiB between measurements.
  t.ok(second.heapUsed <= first.heapUsed + 2 * MiB, 'the heap does not grow by 2 MiB or more from the first load to the second');
  await ask<{ held: number }>(child, 'hold');
  const held = await ask<Memory>(child, 'measure');
  t.ok(held.heapUsed > second.heapUsed + 2 * MiB, 'the same measurement sees about 8 MiB kept by the process');

  child.disconnect();
  child.kill('SIGTERM');
  const code = await Promise.race([exited, new Promise<string>((r) => setTimeout(() => r('still running'), 10_000).unref())]);
  t.equal(code, 0, 'the server stops cleanly on SIGTERM');
  if (!child.stdout!.readableEnded) await new Promise((resolve) => child.stdout!.once('end', resolve));
  t.match(out, /stringent: stopped\n$/, 'and says so');
});
