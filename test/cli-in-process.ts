/**
 * The command line run in this process: main() with its output kept, a working folder, an
 * environment and a stop signal of the test's choosing. The same code a real process runs, without
 * starting one; tests about the process itself (the exit status through bin/stringent.js, signals,
 * a terminal, fd 1) start the real binary instead.
 */
import { main } from '../src/cli.js';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  /** The working folder (default: this process's). */
  cwd?: string;
  /** The whole environment the command sees (default: none). */
  env?: Record<string, string | undefined>;
  /** Whether stdout is a terminal (default: not). */
  isTTY?: boolean;
}

export interface RunningCli {
  /** Everything written to stdout so far. */
  stdout(): string;
  stderr(): string;
  /** The exit status, once the command returns. */
  done: Promise<number>;
  /** What Ctrl-C or SIGTERM does to a real process: the command's stop signal fires with that reason. */
  stop(reason?: 'SIGINT' | 'SIGTERM'): void;
}

/** Starts a command; for one that keeps running (serve) until stop(). */
export function startCli(args: string[], o: CliOptions = {}): RunningCli {
  let out = '';
  let err = '';
  const controller = new AbortController();
  const done = main(args, {
    stdout: { write: (s: string) => ((out += s), true), isTTY: o.isTTY ?? false },
    stderr: { write: (s: string) => ((err += s), true), isTTY: false },
    env: o.env ?? {},
    cwd: o.cwd ?? process.cwd(),
    signal: controller.signal,
  });
  return { stdout: () => out, stderr: () => err, done, stop: (reason = 'SIGTERM') => controller.abort(reason) };
}

/** Runs a command to its end. */
export async function runCli(args: string[], o: CliOptions = {}): Promise<CliRun> {
  const c = startCli(args, o);
  const code = await c.done;
  return { code, stdout: c.stdout(), stderr: c.stderr() };
}
