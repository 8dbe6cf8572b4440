/**
 * The streams and environment a run talks to. A leaf: the commands hand it down, the core and the
 * reporters write to it, and none of them depends on the command layer for it.
 */
export interface Io {
  stdout: { write(chunk: string): unknown; isTTY?: boolean };
  stderr: { write(chunk: string): unknown; isTTY?: boolean };
  env: NodeJS.ProcessEnv;
  /** Resolves when the user asks to stop (SIGINT/SIGTERM); long-running commands (serve) wait on it. */
  signal?: AbortSignal;
}
