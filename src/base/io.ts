/** What the kit writes to and reads from: the streams, the environment, the working folder, the stop signal. */

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
}
