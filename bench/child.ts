/**
 * Child processes of the bench: long-lived servers that announce their address on stdout, and
 * one-shot workers that print one JSON line of results. Every wait is bounded.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The compiled bench folder (dist/bench). */
export const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));

export function benchScript(name: string): string {
  return path.join(BENCH_DIR, name);
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

function tail(text: string): string {
  const lines = text.trim().split('\n');
  return lines.slice(-5).join(' | ');
}

function waitExit(child: ChildProcess, timeoutMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Starts `node script args…`; resolves once it prints a JSON line with a `url`. */
export function startServer(script: string, args: string[], timeoutMs = 60_000, nodeArgs: string[] = []): Promise<RunningServer> {
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => {
    err += d;
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${path.basename(script)} did not announce its address within ${timeoutMs} ms: ${tail(err)}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${path.basename(script)} exited with ${code} before announcing its address: ${tail(err)}`));
    });
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      out += d;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (!line) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      const { url } = JSON.parse(line) as { url: string };
      resolve({
        url,
        child,
        stop: async () => {
          child.kill('SIGTERM');
          await waitExit(child, 10_000);
        },
      });
    });
  });
}

/** Runs `node [nodeArgs] script args…` to its end and returns the last JSON line it printed. */
export function runWorker<T>(script: string, args: string[], timeoutMs: number, nodeArgs: string[] = []): Promise<T> {
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    out += d;
  });
  child.stderr.setEncoding('utf8').on('data', (d: string) => {
    err += d;
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${path.basename(script)} ${args.join(' ')} took longer than ${timeoutMs} ms`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      const line = out
        .trim()
        .split('\n')
        .reverse()
        .find((l) => l.startsWith('{'));
      if (code !== 0 || !line) {
        reject(new Error(`${path.basename(script)} ${args.join(' ')} exited with ${code}: ${tail(err || out)}`));
        return;
      }
      resolve(JSON.parse(line) as T);
    });
  });
}
