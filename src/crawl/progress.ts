/**
 * One updating progress line on a terminal: components done of the total, request rate, time
 * left, findings so far (`1,593 / 3,000 components · 412 req/s · 0:04 left · 12 errors`). Nothing
 * at all when stderr is not a terminal, unless asked for (--verbose), then a plain line now and then.
 * The counts come in as numbers; this module knows nothing of rules.
 */

export interface ProgressStream {
  write(chunk: string): unknown;
  isTTY?: boolean;
}

export interface ProgressCounts {
  /** Components checked so far. */
  components: number;
  /** Components the run will check, once known. */
  total?: number | undefined;
  /** Requests sent so far. */
  requests: number;
  errors: number;
  warnings: number;
  /** A wait for the server's rate limit under way: seconds left, and the header that asked for it. */
  waiting?: { seconds: number; reason: string };
}

export interface ProgressOptions {
  everyMs?: number;
  /** Draw even when the stream is not a terminal: one plain line every `plainEveryMs`. */
  force?: boolean;
  plainEveryMs?: number;
  /** Clock in milliseconds (tests). */
  now?: () => number;
}

/**
 * The formatter of grouped numbers, built on first use: building one loads ICU's number data, some
 * 20 ms that a run which draws no progress line need not spend. Process-wide: it is made from
 * constants alone (the en-US locale), so it is the same whichever run builds it, and formatting
 * changes nothing in it.
 */
const GROUPING: { format?: Intl.NumberFormat } = {};

/** A number with its thousands grouped (1,593). */
function grouped(n: number): string {
  return (GROUPING.format ??= new Intl.NumberFormat('en-US')).format(n);
}

/** `m:ss`, or `h:mm:ss` past an hour. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** The progress line for counts seen `elapsedMs` after the start. */
export function progressLine(c: ProgressCounts, elapsedMs: number): string {
  const seconds = elapsedMs / 1000;
  const parts = [c.total === undefined ? `${grouped(c.components)} components` : `${grouped(c.components)} / ${grouped(c.total)} components`];
  const rate = seconds > 0 ? c.requests / seconds : 0;
  parts.push(`${grouped(Math.round(rate))} req/s`);
  if (c.total !== undefined && c.components > 0 && seconds > 0) {
    const left = ((c.total - c.components) * seconds) / c.components;
    parts.push(`${clock(left)} left`);
  }
  if (c.errors > 0 || c.warnings > 0) parts.push(`${grouped(c.errors)} errors, ${grouped(c.warnings)} warnings`);
  if (c.waiting && c.waiting.seconds > 0) parts.push(`waiting ${grouped(c.waiting.seconds)} s for the server's rate limit (${c.waiting.reason})`);
  return `stringent: ${parts.join(' · ')}`;
}

/**
 * Draws the progress line until stopped. A terminal's line is cleared at the end (the report follows);
 * plain lines (--verbose) end, when stopped with the run's final counts (the report's), with a line of
 * those counts, so that the last one never says other than the report.
 */
export function startProgress(
  stream: ProgressStream | undefined,
  counts: () => ProgressCounts,
  options: ProgressOptions = {},
): (final?: ProgressCounts) => void {
  if (!stream) return () => undefined;
  const tty = Boolean(stream.isTTY);
  if (!tty && !options.force) return () => undefined;
  const now = options.now ?? (() => performance.now());
  const started = now();
  const draw = (): void => {
    const line = progressLine(counts(), now() - started);
    stream.write(tty ? `\r\x1b[K${line}` : `${line}\n`);
  };
  const timer = setInterval(draw, tty ? (options.everyMs ?? 200) : (options.plainEveryMs ?? 5000));
  timer.unref();
  let stopped = false;
  return (final) => {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    if (tty) stream.write('\r\x1b[K');
    else if (final) stream.write(`${progressLine(final, now() - started)}\n`);
  };
}
