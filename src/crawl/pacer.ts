/**
 * One pacer for every request of a run, whatever the concurrency: it reads what the server says of
 * its rate limit on every answer (Weblate's X-RateLimit-Limit/-Remaining/-Reset, the IETF
 * RateLimit and RateLimit-Policy fields, Retry-After) and what the user set (--rate-limit), and
 * holds each request until it may go. A wait that cannot fit --max-wait or --deadline is refused
 * at once as E_RATE_LIMITED, never slept through.
 *
 * A limit that no header declares (nginx's limit_req answers 503 with an HTML page, a CDN a bare
 * 429; neither says how long to wait nor how many requests are allowed) is found by the pace
 * itself, as TCP finds a link's capacity: the first such answer sets a pace for every request of
 * the run, 0.7 × the rate the run was going at (multiplicative decrease; once per round, so the
 * answers to requests already sent at the old pace do not lower it again); every answer that
 * follows raises it (additive increase: a tenth of the rate last refused per second of answers,
 * at least the lowest pace per second). It never goes below --min-rate (1/s); when requests sent at
 * that pace are refused --retries + 1 times in a row, the pace has failed and the run stops.
 *
 * Kept by hand: undici's retry interceptor decides per request, so eight workers each waited out
 * their own 429 and retried into the same closed window; octokit's throttling plugin shows the
 * shape kept here (one scheduler, reacting to retry-after and x-ratelimit-reset in one place), but
 * it is bound to Octokit's request objects.
 */
import { DeadlineError, RateLimitedError } from '../base/errors.js';
import type { Clock } from '../base/io.js';

export type { Clock };

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const done = (): void => {
        signal?.removeEventListener('abort', stop);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, ms));
      const stop = (): void => {
        clearTimeout(timer);
        reject(signal!.reason);
      };
      signal?.addEventListener('abort', stop, { once: true });
    }),
};

export { formatRate, parseDuration, parseRate, type Rate } from '../base/units.js';
import { formatRate, type Rate } from '../base/units.js';

/**
 * Milliseconds a Retry-After value asks for: delta-seconds or an HTTP date; undefined when absent
 * or unreadable. Never negative.
 */
export function retryAfterMs(value: string | undefined, now: number): number | undefined {
  if (value === undefined) return undefined;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  if (!/[a-z]/i.test(v)) return undefined;
  const at = Date.parse(v);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

/** What one answer declares of the server's limit. */
export interface Declared {
  limit?: number;
  remaining?: number;
  /** When the window frees a slot (sliding) or resets (fixed), as a time. */
  resetAt?: number;
  /** The window of the policy, when the server names it (RateLimit-Policy `w=`). */
  windowMs?: number;
  /** Which header said so, for messages. */
  source?: string;
}

function num(v: string | undefined): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v.split(',')[0]!.trim());
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/**
 * Reads the limit an answer declares. X-RateLimit-Reset is seconds until the reset at Weblate and
 * epoch seconds elsewhere (GitHub): a value beyond 10^9 is an epoch time. The IETF fields:
 * `RateLimit: "default";r=50;t=30` (or the older `limit=, remaining=, reset=` form) and
 * `RateLimit-Policy: "default";q=100;w=60` (or `100;w=60`).
 */
export function declaredLimit(headers: Record<string, string>, now: number): Declared {
  const out: Declared = {};
  const limit = num(headers['x-ratelimit-limit']);
  const remaining = num(headers['x-ratelimit-remaining']);
  const reset = num(headers['x-ratelimit-reset']);
  if (limit !== undefined || remaining !== undefined) out.source = 'X-RateLimit-Reset';
  if (limit !== undefined) out.limit = limit;
  if (remaining !== undefined) out.remaining = remaining;
  if (reset !== undefined) out.resetAt = reset > 1e9 ? reset * 1000 : now + reset * 1000;
  const ietf = headers['ratelimit'];
  if (ietf !== undefined) {
    const r = num(param(ietf, 'r') ?? param(ietf, 'remaining'));
    const t = num(param(ietf, 't') ?? param(ietf, 'reset'));
    const l = num(param(ietf, 'limit'));
    if (r !== undefined) out.remaining = Math.min(r, out.remaining ?? Infinity);
    if (t !== undefined) out.resetAt = Math.max(now + t * 1000, out.resetAt ?? 0);
    if (l !== undefined && out.limit === undefined) out.limit = l;
    if (r !== undefined || t !== undefined) out.source ??= 'RateLimit';
  }
  const policy = headers['ratelimit-policy'];
  if (policy !== undefined) {
    const q = num(param(policy, 'q') ?? /^\s*(\d+)/.exec(policy)?.[1]);
    const w = num(param(policy, 'w'));
    if (q !== undefined && out.limit === undefined) out.limit = q;
    if (w !== undefined) out.windowMs = w * 1000;
  }
  return out;
}

function param(field: string, name: string): string | undefined {
  const m = new RegExp(`(?:^|[;,\\s])${name}\\s*=\\s*"?([^;,"\\s]+)`, 'i').exec(field);
  return m?.[1];
}

export interface PacerOptions {
  /** --rate-limit: a pace set by hand. */
  rate?: Rate;
  /**
   * --min-rate: the lowest pace for a limit no header declares. Without it, a 429 or 503 that
   * declares nothing is the HTTP client's to retry on its own (--retries 0 sends nothing again).
   */
  minRate?: Rate;
  /** Refusals in a row, of requests sent at --min-rate, after which that pace has failed (--retries + 1). */
  floorRefusals?: number;
  /** --max-wait: the longest single wait accepted. */
  maxWaitMs: number;
  /** --deadline as a time: no wait may end after it. */
  deadlineAt?: number;
  clock?: Clock;
  /** Aborts every wait (a stop: Ctrl-C, SIGTERM, the deadline). */
  signal?: AbortSignal;
  /** Told of each wait as it starts: how long, and why. */
  onWait?: (ms: number, reason: string) => void;
}

/** What the pacer saw, for the report. */
export interface PacingStats {
  /** The limit the server declared (`100 per window`), or the one set by hand. */
  declared?: string;
  /** Answers 429. */
  throttled: number;
  /** Answers 503 (and 502, 504). */
  unavailable: number;
  /** Milliseconds during which at least one request waited (concurrent waits counted once). */
  waitedMs: number;
  /**
   * Where 429/503 answers declared no limit: the pace the run found, requests a second (the pace in
   * force when the run ended), and the lowest pace allowed (--min-rate).
   */
  found?: { perSecond: number; lowest: string };
}

/** What the pacer makes of a 429 or 503 that declares no limit: slowed down for it, or the lowest pace has failed. */
export type Refusal = 'paced' | 'lowest-failed';

/** Why a request waits for the pace found for a limit no header declares (shown in progress and messages). */
export const FOUND_PACE = 'the pace found for a limit no header declares';

/** Multiplicative decrease of the found pace on a refusal. */
const DECREASE = 0.7;
/** Send times kept to tell the rate the run was going at when the first refusal came. */
const RECENT = 1024;

/** The found pace (pacer.ts's header comment). */
interface FoundPace {
  /** Requests a second now. */
  rate: number;
  /** The rate last refused: the additive increase is a tenth of it per second. */
  refusedAt: number;
  /** Bumped at each decrease: a refusal of a request sent before the latest decrease does not lower the pace again. */
  generation: number;
  /** Refusals in a row of requests sent at the lowest pace. */
  lowestRefusals: number;
  /** When the last request went (paced ones are spaced from it). */
  lastSent: number;
}

/** The pacer of a run. */
export class Pacer {
  readonly clock: Clock;
  readonly stats: PacingStats = { throttled: 0, unavailable: 0, waitedMs: 0 };
  private inFlight = 0;
  private remaining?: number;
  private resetAt?: number;
  private source = 'X-RateLimit-Reset';
  /** Retry-After of a 429 or 503 holds every request of the run until then. */
  private blockedUntil = 0;
  private blockedBy = '';
  /** Send times within the hand-set window. */
  private readonly sent: number[] = [];
  /** Wakes waiters when an answer brings news. */
  private wake: (() => void)[] = [];
  private waiters = 0;
  private waitingSince = 0;
  /** Send times of the latest requests (a ring), while no limit without headers has been met. */
  private readonly recent = new Float64Array(RECENT);
  private sends = 0;
  /** The pace found for a limit no header declares, once one has refused a request. */
  private found?: FoundPace;
  /** --min-rate in requests a second. */
  private readonly lowest: number;

  constructor(private readonly opts: PacerOptions) {
    this.clock = opts.clock ?? realClock;
    if (opts.rate) this.stats.declared = `${formatRate(opts.rate)} (--rate-limit)`;
    this.lowest = opts.minRate ? (opts.minRate.count * 1000) / opts.minRate.windowMs : 0;
  }

  /**
   * Which round of the found pace a request is sent in: read when it goes, handed back to
   * `observe` with its answer (0 before any limit without headers was met).
   */
  get round(): number {
    return this.found?.generation ?? 0;
  }

  /**
   * Waits until a request may go, then counts it in flight; `release` must follow. Throws
   * RateLimitedError when the wait cannot fit --max-wait or the deadline, DeadlineError past the
   * deadline, and the signal's reason on a stop.
   */
  async acquire(slots = 1): Promise<number> {
    let waited = 0;
    for (;;) {
      const now = this.clock.now();
      if (this.opts.deadlineAt !== undefined && now >= this.opts.deadlineAt) throw new DeadlineError('the run reached its --deadline');
      const { until, reason, news } = this.nextSlot(now, slots);
      if (until <= now) break;
      const ms = until - now;
      if (!news) this.refuseWait(ms, reason, until);
      this.opts.onWait?.(ms, reason);
      waited += await this.sleepOrWake(ms);
    }
    this.take(slots);
    return waited;
  }

  /**
   * `acquire` without waiting: counts the request in flight and says true when it may go now; false
   * when it has to wait or must not go (then `acquire` waits, or throws why). An idle pacer costs no
   * promise and no turn of the event loop.
   */
  tryAcquire(slots = 1): boolean {
    const now = this.clock.now();
    if (this.opts.deadlineAt !== undefined && now >= this.opts.deadlineAt) return false;
    if (this.blockedUntil <= now && this.remaining === undefined && this.opts.rate === undefined && this.found === undefined) {
      this.inFlight += slots;
      if (this.opts.minRate) this.recent[this.sends++ % RECENT] = now;
      return true;
    }
    if (this.nextSlot(now, slots).until > now) return false;
    this.take(slots);
    return true;
  }

  private take(slots: number): void {
    const now = this.clock.now();
    this.inFlight += slots;
    for (let i = 0; i < slots; i++) if (this.opts.rate) this.sent.push(now);
    if (this.remaining !== undefined) this.remaining -= slots;
    if (this.found) this.found.lastSent = now;
    else if (this.opts.minRate) this.recent[this.sends++ % RECENT] = now;
  }

  release(slots = 1): void {
    this.inFlight = Math.max(0, this.inFlight - slots);
    this.notify();
  }

  /**
   * Reads an answer's declared limit and its status. A 429 or 503 that declares nothing (no
   * Retry-After, no rate-limit field, and for a 429 no limit declared earlier) lowers the found pace
   * (with --min-rate): the answer is then `paced` (send the request again, when the pacer lets it go)
   * or `lowest-failed` (the lowest pace was refused too often: stop). `round` is the pacer's `round`
   * when the request went.
   */
  observe(status: number, headers: Record<string, string>, round = 0): Refusal | undefined {
    const now = this.clock.now();
    const d = declaredLimit(headers, now);
    const refused = this.refusedWithoutLimit(status, headers, d, now, round);
    if (refused !== undefined) {
      this.notify();
      return refused;
    }
    if (this.found && status < 500 && status !== 429) this.speedUp();
    if (d.remaining !== undefined) {
      // The server's latest word, less the other requests in flight, which it may not have counted yet.
      this.remaining = d.remaining - Math.max(0, this.inFlight - 1);
      this.source = d.source ?? this.source;
    }
    if (d.resetAt !== undefined) this.resetAt = d.resetAt;
    if (d.limit !== undefined && this.opts.rate === undefined)
      this.stats.declared =
        d.windowMs !== undefined
          ? `${d.limit} per ${d.windowMs / 1000} s (${d.source ?? 'RateLimit-Policy'})`
          : `${d.limit} (${d.source ?? 'X-RateLimit-Limit'})`;
    if (status === 429) this.stats.throttled++;
    if (status === 502 || status === 503 || status === 504) this.stats.unavailable++;
    if (status === 429 || status === 503) {
      const after = retryAfterMs(headers['retry-after'], now);
      if (after !== undefined) this.block(now + after, 'Retry-After');
      else if (status === 429 && this.remaining === undefined) this.remaining = 0;
    }
    if (status === 429 && this.remaining !== undefined && this.remaining > 0 && d.remaining === undefined) this.remaining = 0;
    this.notify();
    return undefined;
  }

  /** The found pace's part of `observe`: undefined unless the answer is a 429/503 that declares no limit. */
  private refusedWithoutLimit(status: number, headers: Record<string, string>, d: Declared, now: number, round: number): Refusal | undefined {
    if (!this.opts.minRate || (status !== 429 && status !== 503)) return undefined;
    if (headers['retry-after'] !== undefined && retryAfterMs(headers['retry-after'], now) !== undefined) return undefined;
    if (d.limit !== undefined || d.remaining !== undefined || d.resetAt !== undefined) return undefined;
    // A bare 429 from a server that declares its limit on other answers: its window is what to wait for.
    if (status === 429 && this.remaining !== undefined) return undefined;
    if (status === 429) this.stats.throttled++;
    else this.stats.unavailable++;
    const found = this.found;
    if (found === undefined) {
      // The rate the run was going at: requests sent in the last second.
      let count = 0;
      for (let i = 1; i <= Math.min(this.sends, RECENT); i++) {
        if (this.recent[(this.sends - i) % RECENT]! <= now - 1000) break;
        count++;
      }
      const going = Math.max(count, this.lowest);
      this.found = { rate: Math.max(this.lowest, going * DECREASE), refusedAt: going, generation: 1, lowestRefusals: 0, lastSent: now };
      this.report();
      return 'paced';
    }
    // Sent at a pace already lowered since: that decrease answered it.
    if (round < found.generation) return 'paced';
    if (found.rate > this.lowest) {
      found.refusedAt = found.rate;
      found.rate = Math.max(this.lowest, found.rate * DECREASE);
      found.generation++;
      found.lowestRefusals = 0;
      this.report();
      return 'paced';
    }
    found.lowestRefusals++;
    return found.lowestRefusals >= (this.opts.floorRefusals ?? 1) ? 'lowest-failed' : 'paced';
  }

  /** Additive increase: one answer's share of a tenth of the rate last refused (at least the lowest pace) a second. */
  private speedUp(): void {
    const found = this.found!;
    found.rate += Math.max(this.lowest, found.refusedAt / 10) / found.rate;
    found.lowestRefusals = 0;
    this.report();
  }

  private report(): void {
    const found = this.found!;
    const stats = (this.stats.found ??= { perSecond: 0, lowest: formatRate(this.opts.minRate!) });
    stats.perSecond = found.rate;
  }

  /** The found pace's rate, requests a second (undefined while no limit without headers was met). */
  get foundRate(): number | undefined {
    return this.found?.rate;
  }

  /** Holds every request until `until` (a Retry-After). */
  block(until: number, why: string): void {
    if (until > this.blockedUntil) {
      this.blockedUntil = until;
      this.blockedBy = why;
    }
  }

  /** When a wait of `ms` from now cannot be taken: beyond --max-wait or the deadline. */
  refuseWait(ms: number, reason: string, until: number = this.clock.now() + ms): void {
    const when = new Date(until).toISOString();
    // The found pace is the kit's own spacing, as --rate-limit is: the deadline bounds it, --max-wait does not.
    if (ms > this.opts.maxWaitMs && reason !== FOUND_PACE)
      throw new RateLimitedError(
        `the server asks to wait ${seconds(ms)} (${reason}), longer than --max-wait ${seconds(this.opts.maxWaitMs)}; it accepts requests again at ${when}`,
      );
    if (this.opts.deadlineAt !== undefined && until > this.opts.deadlineAt && (reason === '--rate-limit' || reason === FOUND_PACE))
      throw new DeadlineError(`the run reached its --deadline before it finished (paced by ${reason === FOUND_PACE ? FOUND_PACE : '--rate-limit'})`);
    if (this.opts.deadlineAt !== undefined && until > this.opts.deadlineAt)
      throw new RateLimitedError(`the server asks to wait ${seconds(ms)} (${reason}), beyond the --deadline; it accepts requests again at ${when}`);
  }

  /** Sleeps `ms` (cut short by news from an answer or by a stop); returns the time slept. */
  async sleepOrWake(ms: number): Promise<number> {
    const started = this.clock.now();
    let woken: () => void = () => undefined;
    const news = new Promise<void>((resolve) => {
      woken = resolve;
      this.wake.push(resolve);
    });
    const controller = new AbortController();
    const onStop = (): void => controller.abort(this.opts.signal!.reason);
    this.opts.signal?.addEventListener('abort', onStop, { once: true });
    if (this.opts.signal?.aborted) controller.abort(this.opts.signal.reason);
    try {
      await this.waiting(Promise.race([this.clock.sleep(ms, controller.signal), news]));
    } finally {
      controller.abort('done');
      this.opts.signal?.removeEventListener('abort', onStop);
      this.wake = this.wake.filter((w) => w !== woken);
    }
    if (this.opts.signal?.aborted) throw this.opts.signal.reason;
    return this.clock.now() - started;
  }

  /** Counts the time during which any request waits, once however many wait together. */
  waiting<T>(wait: Promise<T>): Promise<T> {
    if (this.waiters++ === 0) this.waitingSince = this.clock.now();
    const done = (): void => {
      if (--this.waiters === 0) this.stats.waitedMs += this.clock.now() - this.waitingSince;
    };
    return wait.finally(done);
  }

  private notify(): void {
    if (this.wake.length === 0) return;
    const wake = this.wake;
    this.wake = [];
    for (const w of wake) w();
  }

  /** The earliest time the next request may go, and why it waits. */
  private nextSlot(now: number, slots: number): { until: number; reason: string; news?: true } {
    let until = now;
    let reason = '';
    if (this.blockedUntil > until) {
      until = this.blockedUntil;
      reason = this.blockedBy;
    }
    if (this.remaining !== undefined && this.remaining < slots) {
      if (this.resetAt !== undefined && this.resetAt > now) {
        if (this.resetAt > until) {
          until = this.resetAt;
          reason = this.source;
        }
      } else if (this.inFlight > 0) {
        // The window should have moved on: one request finds out how far, while the others wait for its answer.
        return { until: now + 60_000, reason: `${this.source}: waiting for an answer in flight`, news: true };
      } else {
        // A sliding window (DRF's SimpleRateThrottle, which Weblate uses) frees one slot at a time.
        this.remaining = slots;
      }
    }
    if (this.opts.rate) {
      const { count, windowMs } = this.opts.rate;
      while (this.sent.length > 0 && this.sent[0]! <= now - windowMs) this.sent.shift();
      // Spread over the window: one request every windowMs / count, never a burst at the reset.
      const spacing = windowMs / count;
      const last = this.sent[this.sent.length - 1];
      let at = last === undefined ? now : last + spacing;
      if (this.sent.length + slots > count) at = Math.max(at, this.sent[Math.max(0, this.sent.length + slots - count - 1)]! + windowMs);
      if (at > until) {
        until = at;
        reason = '--rate-limit';
      }
    }
    if (this.found) {
      // One request every 1 / rate seconds, across every worker.
      const at = this.found.lastSent + 1000 / this.found.rate;
      if (at > until) {
        until = at;
        reason = FOUND_PACE;
      }
    }
    return { until, reason };
  }
}

function seconds(ms: number): string {
  return ms >= 10_000 ? `${Math.round(ms / 1000)} s` : `${(ms / 1000).toFixed(1)} s`;
}
