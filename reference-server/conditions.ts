/**
 * Operating conditions of a real deployment, rehearsed: a rate limit and a required token. Neither
 * is a fault: a correct server under them stays correct, and a client that honours them gets the
 * same answers as without them.
 *
 * - The rate limit throttles like Django REST framework's SimpleRateThrottle, which Weblate uses:
 *   a sliding log of request times; every answer carries Weblate's X-RateLimit-Limit, -Remaining
 *   and -Reset (seconds until the oldest request leaves the window, so one slot frees); past the
 *   limit, 429 with Retry-After and DRF's words.
 * - The token: without one, 401 "Authentication credentials were not provided."; with another,
 *   401 "Invalid token."; both with WWW-Authenticate: Token, as DRF's TokenAuthentication answers.
 */
import type http from 'node:http';
import { BadOptionError } from '../src/base/errors.js';
import { parseRate, RATE_SYNTAX } from '../src/base/units.js';

export interface ConditionOptions {
  /** `N/s`, `N/min`, `N/h` or `N/day`. */
  rateLimit?: string;
  /** The token a request must carry (`Authorization: Token …`). */
  requireToken?: string;
  /** Milliseconds since the epoch (tests). */
  now?: () => number;
}

/**
 * `--rate-limit` as every command reads it (src/base/units.ts parseRate); BadOptionError for anything
 * else. A rate that is not whole (1.5/s) is one request per its share of the window (one per 667 ms),
 * as a throttle counts whole requests.
 */
export function parseServerRate(text: string): { count: number; windowMs: number } {
  const rate = parseRate(text);
  if (!rate) throw new BadOptionError(`--rate-limit takes ${RATE_SYNTAX}, not ${JSON.stringify(text)}`);
  return Number.isInteger(rate.count) ? rate : { count: 1, windowMs: Math.round(rate.windowMs / rate.count) };
}

/** What a request meets before the API answers it. */
export interface Gate {
  /** Answers the request itself (401, 429) and returns true, or sets the limit's headers on `res` and returns false. */
  handle(req: http.IncomingMessage, res: http.ServerResponse): boolean;
}

export function conditions(options: ConditionOptions): Gate | undefined {
  if (options.rateLimit === undefined && options.requireToken === undefined) return undefined;
  const rate = options.rateLimit === undefined ? undefined : parseServerRate(options.rateLimit);
  const token = options.requireToken;
  if (token !== undefined && (token === '' || /[\s]/.test(token))) throw new BadOptionError('--require-token takes a non-empty token without spaces');
  const now = options.now ?? (() => Date.now());
  const history: number[] = [];
  const refuse = (res: http.ServerResponse, status: number, detail: string, headers: Record<string, string> = {}): true => {
    const body = JSON.stringify({ detail });
    // Set one by one (not passed to writeHead), so that whoever looks at the answer afterwards can read them.
    const all = {
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(body)),
      Vary: 'Accept',
      Allow: 'GET, HEAD, OPTIONS',
      ...headers,
    };
    for (const [name, value] of Object.entries(all)) res.setHeader(name, value);
    res.writeHead(status);
    res.end(res.req.method === 'HEAD' ? undefined : body);
    return true;
  };
  return {
    handle(req, res) {
      if (token !== undefined) {
        const given = /^Token\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim();
        if (given === undefined) return refuse(res, 401, 'Authentication credentials were not provided.', { 'WWW-Authenticate': 'Token' });
        if (given !== token) return refuse(res, 401, 'Invalid token.', { 'WWW-Authenticate': 'Token' });
      }
      if (rate) {
        const t = now();
        while (history.length > 0 && history[0]! <= t - rate.windowMs) history.shift();
        if (history.length >= rate.count) {
          // DRF's wait(): the time left until the oldest request leaves the window, over the slots that frees.
          const wait = Math.max(1, Math.ceil((history[0]! + rate.windowMs - t) / 1000));
          return refuse(res, 429, `Request was throttled. Expected available in ${wait} seconds.`, {
            'Retry-After': String(wait),
            'X-RateLimit-Limit': String(rate.count),
            'X-RateLimit-Remaining': '0',
            'X-RateLimit-Reset': String(wait),
          });
        }
        history.push(t);
        const reset = Math.max(0, Math.ceil((history[0]! + rate.windowMs - t) / 1000));
        res.setHeader('X-RateLimit-Limit', String(rate.count));
        res.setHeader('X-RateLimit-Remaining', String(rate.count - history.length));
        res.setHeader('X-RateLimit-Reset', String(reset));
      }
      return false;
    },
  };
}
