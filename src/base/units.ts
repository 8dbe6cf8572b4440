/** Rates (`100/h`) and durations (`90s`) as options and servers write them: plain parsing, no time kept. */

/** A rate: `count` requests per `windowMs`. */
export interface Rate {
  count: number;
  windowMs: number;
}

const UNITS: Record<string, number> = {
  s: 1000,
  sec: 1000,
  second: 1000,
  min: 60_000,
  minute: 60_000,
  m: 60_000,
  h: 3_600_000,
  hour: 3_600_000,
  d: 86_400_000,
  day: 86_400_000,
};

/** The rate syntax in words, for every option and error that takes one (check and serve alike). */
export const RATE_SYNTAX = 'N/s, N/m (or N/min), N/h or N/day, N a number above 0 such as 10 or 1.5 (e.g. 100/day)';

/**
 * Parses a rate the one way every command reads it: a number above 0 (whole or decimal), a slash and
 * a unit (s, sec, second, m, min, minute, h, hour, d, day, singular or plural); undefined when the
 * text is not a rate.
 */
export function parseRate(text: string): Rate | undefined {
  const m = /^\s*(\d+(?:\.\d+)?)\s*\/\s*([a-z]+)\s*$/i.exec(text);
  if (!m) return undefined;
  const count = Number(m[1]);
  const unit = m[2]!.toLowerCase();
  const windowMs = UNITS[unit] ?? (unit.length > 3 && unit.endsWith('s') ? UNITS[unit.slice(0, -1)] : undefined);
  if (windowMs === undefined || !(count > 0)) return undefined;
  return { count, windowMs };
}

export function formatRate(rate: Rate): string {
  const unit = Object.entries(UNITS).find(([, ms]) => ms === rate.windowMs)?.[0] ?? `${rate.windowMs} ms`;
  return `${rate.count}/${unit}`;
}

/** Parses a duration: `90s`, `10m`, `2h`, `1d`, `500ms`, or a bare number of seconds. */
export function parseDuration(text: string): number | undefined {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|min|h|d)?\s*$/i.exec(text);
  if (!m) return undefined;
  const n = Number(m[1]);
  const unit = (m[2] ?? 's').toLowerCase();
  const ms = { ms: 1, s: 1000, m: 60_000, min: 60_000, h: 3_600_000, d: 86_400_000 }[unit]!;
  return n * ms;
}
