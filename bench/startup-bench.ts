/**
 * Start-up figures: `stringent --version` and `stringent --help` from spawn to exit, and `stringent
 * check` from spawn to its first request reaching a server, each against `node -e 0` (spawn to exit)
 * measured in the same run, interleaved. The kit runs as a user runs it: bin/stringent.js, a fresh
 * process every time.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PACKAGE_ROOT } from '../src/base/paths.js';
import type { BenchConfig } from './config.js';
import { makeFigure, type Figure } from './figure.js';
import { summarise } from './stats.js';

type Log = (line: string) => void;

const BIN = path.join(PACKAGE_ROOT, 'bin', 'stringent.js');
const NODE = '`node -e 0` from spawn to exit, in the same run';

/** Milliseconds from spawning `node args…` to its exit; rejects on a non-zero exit. */
function timedRun(args: string[], timeoutMs = 60_000): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      const ms = performance.now() - started;
      if (code === 0) resolve(ms);
      else reject(new Error(`node ${args.join(' ')} exited with ${code}: ${err.trim().split('\n').slice(-2).join(' | ')}`));
    });
  });
}

/** A server that notes when each request arrives and answers nothing (the check is stopped then). */
async function firstRequestServer(): Promise<{ url: string; next: () => Promise<number>; close: () => Promise<void> }> {
  let waiter: ((at: number) => void) | undefined;
  const server = http.createServer((req) => {
    const at = performance.now();
    waiter?.(at);
    waiter = undefined;
    req.socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    next: () => new Promise<number>((resolve) => (waiter = resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Milliseconds from spawning `stringent check URL` to its first request at the server; the check is
 * then stopped. A stopped check keeps what it fetched in the cache folder (to be resumed): `cache`
 * stands in for that folder, so that the figure's stopped runs are not left among the user's.
 */
async function timeToFirstRequest(server: Awaited<ReturnType<typeof firstRequestServer>>, cache: string, timeoutMs = 60_000): Promise<number> {
  const arrived = server.next();
  const started = performance.now();
  const child = spawn(process.execPath, [BIN, 'check', server.url, '--quiet', '--retries', '0'], {
    stdio: ['ignore', 'ignore', 'ignore'],
    env: { ...process.env, XDG_CACHE_HOME: cache },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  try {
    const at = await Promise.race([arrived, exited.then(() => Promise.reject(new Error('check exited before sending a request')))]);
    return at - started;
  } finally {
    clearTimeout(timer);
    child.kill('SIGKILL');
    await exited;
  }
}

export async function startupFigures(cfg: BenchConfig, log: Log): Promise<Figure[]> {
  // Start-up is short and noisy: three times the runs of the other figures, interleaved.
  const runs = cfg.runs * 3;
  const server = await firstRequestServer();
  const cache = mkdtempSync(path.join(tmpdir(), 'stringent-startup-'));
  const values = { node: [] as number[], version: [] as number[], help: [] as number[], check: [] as number[] };
  try {
    log(`start-up: ${runs} interleaved runs of node -e 0, stringent --version, --help, and check to its first request`);
    // Warm the file cache once.
    await timedRun(['-e', '0']);
    await timedRun([BIN, '--version']);
    await timeToFirstRequest(server, cache);
    for (let i = 0; i < runs; i++) {
      values.node.push(await timedRun(['-e', '0']));
      values.version.push(await timedRun([BIN, '--version']));
      values.help.push(await timedRun([BIN, '--help']));
      values.check.push(await timeToFirstRequest(server, cache));
    }
  } finally {
    await server.close();
    rmSync(cache, { recursive: true, force: true });
  }
  const median = (xs: number[]): string => summarise(xs).median.toFixed(0);
  log(
    `  medians: node -e 0 ${median(values.node)} ms, --version ${median(values.version)} ms, --help ${median(values.help)} ms, check to first request ${median(values.check)} ms`,
  );
  const base = { label: 'node -e 0', unit: 'ms', values: values.node };
  return [
    makeFigure({
      id: 'startup-version',
      measured: { subject: '`stringent --version` (bin/stringent.js) from spawn to exit', floor: NODE },
      title: 'stringent --version, spawn to exit, vs node -e 0',
      subject: { label: 'stringent --version', unit: 'ms', values: values.version },
      baseline: base,
      target: { comparison: '<=', value: 2 },
    }),
    makeFigure({
      id: 'startup-help',
      measured: { subject: '`stringent --help` from spawn to exit', floor: NODE },
      title: 'stringent --help, spawn to exit, vs node -e 0',
      subject: { label: 'stringent --help', unit: 'ms', values: values.help },
      baseline: base,
      target: { comparison: '<=', value: 2 },
    }),
    makeFigure({
      id: 'startup-check',
      measured: { subject: '`stringent check URL` from spawn to its first request reaching a local server', floor: NODE },
      title: 'stringent check, spawn to first request sent, vs node -e 0 (spawn to exit)',
      subject: { label: 'check to first request', unit: 'ms', values: values.check },
      baseline: base,
      target: { comparison: '<=', value: 3 },
    }),
  ];
}
