/** What the kit writes to and reads from: the streams, the environment, the working folder, the stop signal, the time. */

export interface OutStream {
  write(chunk: string): unknown;
  isTTY?: boolean;
  /** Terminal width, when a terminal. */
  columns?: number;
}

export interface Io {
  stdout: OutStream;
  stderr: OutStream;
  env: Record<string, string | undefined>;
  /** Where stringent.config.json is searched from (default: the process's working folder). */
  cwd?: string;
  /** Resolves when the user asks to stop (SIGINT/SIGTERM); long-running commands (serve) wait on it. */
  signal?: AbortSignal;
  /** The time and the kit's own waits (Retry-After, backoff, pacing, --deadline); the real clock when absent. */
  clock?: Clock;
}

/** Time, and waits that a stop cuts short; injectable so tests need not wait. */
export interface Clock {
  now(): number;
  /** Resolves after `ms`, or rejects with the signal's reason once it aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}
