/**
 * A check's requests planned against a rate limit as the server counts it: in windows. A limit the
 * server declares (100 a day) is a number of requests per window, of which some are left in the
 * current one; a check that needs no more than what is left fits now, whatever the steady rate would
 * say, and one that needs more waits for the next window(s). A pace set with --rate-limit is a steady
 * rate, and takes the time it says. Shared by `check --dry-run` and the warning a check gives at its
 * first answer, so that both say the same.
 */
import type { Rate } from '../base/units.js';

export interface DeclaredWindow {
  limit?: number;
  remaining?: number;
  /** When the current window ends (epoch ms). */
  resetAt?: number;
  /** The window's length, when declared (RateLimit-Policy w=). */
  windowMs?: number;
  source?: string;
}

export interface WindowPlan {
  /** Requests to send. */
  total: number;
  /** The server's count, when it declared one. */
  window?: {
    left: number;
    limit?: number;
    /** Windows needed, the current one included (1: it fits now). */
    windows: number;
    /** When the next window opens (epoch ms), when known. */
    nextOpensAt?: number;
    /** Windows needed is a floor: the window's size is unknown. */
    atLeast: boolean;
  };
  /** Seconds the requests take at the steady pace of --rate-limit. */
  pacedSeconds?: number;
}

export function planWindows(total: number, declared: DeclaredWindow, rate?: Rate): WindowPlan {
  const plan: WindowPlan = { total };
  const left = declared.remaining ?? (declared.resetAt === undefined && declared.windowMs !== undefined ? declared.limit : undefined);
  if (left !== undefined) {
    const more = Math.max(0, total - left);
    const perWindow = declared.limit !== undefined && declared.limit > 0 ? declared.limit : undefined;
    const windows = more === 0 ? 1 : 1 + (perWindow ? Math.ceil(more / perWindow) : 1);
    plan.window = {
      left,
      ...(declared.limit !== undefined ? { limit: declared.limit } : {}),
      windows,
      ...(more > 0 && declared.resetAt !== undefined ? { nextOpensAt: declared.resetAt } : {}),
      atLeast: more > 0 && perWindow === undefined,
    };
  }
  if (rate) plan.pacedSeconds = Math.ceil((total * rate.windowMs) / rate.count / 1000);
  return plan;
}

/** "08:14 UTC", with the date when it is not today's (UTC). */
export function utcTime(at: number, now: number): string {
  const d = new Date(at);
  const hhmm = `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')} UTC`;
  return d.toISOString().slice(0, 10) === new Date(now).toISOString().slice(0, 10) ? hhmm : `${d.toISOString().slice(0, 10)} ${hhmm}`;
}

/** Seconds as people read a plan: "7 s", "3 min", "9.8 h" (never rounded up past the next unit). */
export function planDuration(seconds: number): string {
  if (seconds < 120) return `${Math.ceil(seconds)} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} min`;
  return `${(seconds / 3600).toFixed(1)} h`;
}

/** The plan in words: "fits in the current window (96 left)", "needs 2 windows; the next opens at 08:14 UTC". */
export function windowWords(plan: WindowPlan, now: number): string | undefined {
  const w = plan.window;
  if (!w) return undefined;
  if (w.windows === 1) return `fits in the current window (${w.left} left)`;
  const next = w.nextOpensAt !== undefined ? `; the next opens at ${utcTime(w.nextOpensAt, now)}` : '';
  return `needs ${w.atLeast ? 'at least ' : ''}${w.windows} windows (${w.left} left in the current one${w.limit !== undefined ? `, ${w.limit} in each` : ''})${next}`;
}
