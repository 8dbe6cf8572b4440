/**
 * Operating conditions of a real deployment, rehearsed: a rate limit and a required token. Neither
 * is a fault: a correct server under them stays correct, and a client that honours them gets the
 * same answers as without them.
 *
 * - The rate limit throttles like Django REST framework's SimpleRateThrottle, which Weblate uses:
 *   a sliding log of request times; every answer carries Weblate's X-RateLimit-Limit, -Remaining
 *   and -Reset (seconds until the oldest request leaves the window, so one slot frees); past the
 *   limit, 429 with Retry-After and DRF's words.
 * - Or, with the style `nginx`, like nginx's limit_req in front of the site (`limit_req
 *   zone=… burst=N nodelay`): a leaky bucket that drains at the rate and holds `burst` requests
 *   beyond it; an excess request is answered 503 with nginx's HTML page, and no answer says a word
 *   of the limit (no Retry-After, no rate-limit field). The style `bare-429` is the same bucket
 *   answering a bare 429, as a CDN may.
 * - The token: without one, 401 "Authentication credentials were not provided."; with another,
 *   401 "Invalid token."; both with WWW-Authenticate: Token, as DRF's TokenAuthentication answers.
 */
import type http from 'node:http';
import { BadOptionError } from '../src/base/errors.js';
import { parseRate, RATE_SYNTAX } from '../src/base/units.js';

export interface ConditionOptions {
  /** `N/s`, `N/min`, `N/h` or `N/day`. */
  rateLimit?: string;
  /** How the limit is kept and said: like Weblate (default), nginx's limit_req, or a bare 429. */
  rateLimitStyle?: RateLimitStyle;
  /** The leaky bucket's burst (styles nginx and bare-429): requests allowed at once beyond the rate; default 0. */
  rateLimitBurst?: number;
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

export const RATE_LIMIT_STYLES = ['weblate', 'nginx', 'bare-429'] as const;
export type RateLimitStyle = (typeof RATE_LIMIT_STYLES)[number];

/** nginx's own page for a request limit_req refuses (limit_req_status 503, its default). */
const NGINX_503 =
  '<html>\r\n<head><title>503 Service Temporarily Unavailable</title></head>\r\n<body>\r\n<center><h1>503 Service Temporarily Unavailable</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

/**
 * nginx's limit_req with `burst` and `nodelay` (ngx_http_limit_req_module.c): the excess drains at
 * the rate; a request raises it by one and is refused, leaving it unchanged, when it would pass the burst.
 */
function leakyBucket(rate: { count: number; windowMs: number }, burst: number): (t: number) => boolean {
  let excess = 0;
  let last: number | undefined;
  return (t) => {
    if (last === undefined) {
      last = t;
      return true;
    }
    const e = Math.max(0, excess - ((t - last) * rate.count) / rate.windowMs + 1);
    if (e > burst) return false;
    excess = e;
    last = t;
    return true;
  };
}

/** What a request meets before the API answers it. */
export interface Gate {
  /** Answers the request itself (401, 429) and returns true, or sets the limit's headers on `res` and returns false. */
  handle(req: http.IncomingMessage, res: http.ServerResponse): boolean;
}

export function conditions(options: ConditionOptions): Gate | undefined {
  if (options.rateLimit === undefined && (options.rateLimitStyle !== undefined || options.rateLimitBurst !== undefined))
    throw new BadOptionError('--rate-limit-style and --rate-limit-burst shape a --rate-limit: give the rate too');
  if (options.rateLimit === undefined && options.requireToken === undefined) return undefined;
  const rate = options.rateLimit === undefined ? undefined : parseServerRate(options.rateLimit);
  const token = options.requireToken;
  if (token !== undefined && (token === '' || /[\s]/.test(token))) throw new BadOptionError('--require-token takes a non-empty token without spaces');
  const now = options.now ?? (() => Date.now());
  const style = options.rateLimitStyle ?? 'weblate';
  if (!(RATE_LIMIT_STYLES as readonly string[]).includes(style))
    throw new BadOptionError(`--rate-limit-style takes ${RATE_LIMIT_STYLES.join(', ')}, not ${JSON.stringify(style)}`);
  const burst = options.rateLimitBurst ?? 0;
  if (!Number.isSafeInteger(burst) || burst < 0) throw new BadOptionError(`--rate-limit-burst takes a whole number ≥ 0, not ${String(burst)}`);
  if (style === 'weblate' && options.rateLimitBurst !== undefined)
    throw new BadOptionError("--rate-limit-burst is a leaky bucket's (--rate-limit-style nginx or bare-429); Weblate's window has none");
  const bucket = rate && style !== 'weblate' ? leakyBucket(rate, burst) : undefined;
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
      if (bucket) {
        if (bucket(now())) return false;
        const body = style === 'nginx' ? NGINX_503 : '429 Too Many Requests\n';
        res.setHeader('Content-Type', style === 'nginx' ? 'text/html' : 'text/plain');
        res.setHeader('Content-Length', String(Buffer.byteLength(body)));
        if (style === 'nginx') res.setHeader('Server', 'nginx');
        res.writeHead(style === 'nginx' ? 503 : 429);
        res.end(req.method === 'HEAD' ? undefined : body);
        return true;
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
