/**
 * The HTTP layer: undici, for the base URL's origin and nothing else. Every request is recorded as
 * an Exchange; what goes wrong on the wire becomes `exchange.error`, carrying the code of one of
 * the kit's errors (src/base/errors.ts). It judges nothing.
 *
 * undici does the HTTP work: connections and keep-alive, proxies from HTTP_PROXY / HTTPS_PROXY /
 * NO_PROXY (EnvHttpProxyAgent), TLS (--ca, --insecure), the retries with Retry-After (its retry
 * interceptor, with the kit's policy from retry.ts), the header and body timeouts, and the body
 * size cap (maxResponseSize). Kept by hand, each where it stands: the request budget, redirects
 * followed hop by hop, and the bytes after a HEAD answer's headers (wire.ts).
 *
 * Guarantees: no request leaves the base URL's origin (redirects elsewhere are refused unsent);
 * the token and --header values go only there, and credentials are recorded as `***`; --timeout
 * bounds the connection, the wait for the headers, and headers and body together; bodies stop at
 * the size cap; the request budget is enforced.
 */
import { isUtf8 } from 'node:buffer';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { rootCertificates } from 'node:tls';
import type { Agent, Dispatcher, EnvHttpProxyAgent } from 'undici';
import type { EarlierAttempt, Exchange, ExchangePurpose, ExchangeRequest } from '../generated/exchange.js';
import {
  BodyTooLargeError,
  BudgetExceededError,
  KitError,
  RateLimitedError,
  RedirectError,
  StopError,
  stopsRun,
  TimeoutError,
  TlsError,
  UnavailableError,
} from '../base/errors.js';
import { VERSION } from '../base/version.js';
import { plainPathAndQuery } from '../base/address.js';
import { bodyText, decodeContent } from './body.js';
import { classifyFailure, isRetryable, otherScheme, type FailureContext } from './failure.js';
import { formatRate, Pacer, retryAfterMs, type Clock, type PacingStats, type Rate } from './pacer.js';
import { RETRY_STATUSES, retryWait } from './retry.js';
import { TOKEN_MASK } from './scrub.js';
import { agentClass, envHttpProxyAgentClass, requestOf } from './undici.js';
import { headBodyBytes, speaksTls, type WireOptions } from './wire.js';

export type Method = ExchangeRequest['method'];

export interface HttpOptions {
  baseUrl: string;
  /** Deadline of one attempt, headers and body together (and of the connection). */
  timeoutMs: number;
  /** Extra attempts after a network failure or a 429/500/502/503/504. */
  retries: number;
  maxBodySize: number;
  maxRequests: number;
  token?: string | undefined;
  connections: number;
  /** First backoff step; doubles with each retry. */
  retryBaseMs?: number | undefined;
  /** Extra request headers (--header), lower-case names; sent to the base origin only. */
  headers?: Record<string, string>;
  /** PEM certificates trusted besides Node's own (--ca). */
  ca?: string | undefined;
  /** Do not verify TLS certificates (--insecure). */
  insecure?: boolean;
  /** Where HTTP_PROXY, HTTPS_PROXY and NO_PROXY are read from (either case); process.env by default. */
  env?: Record<string, string | undefined> | undefined;
  /** Connect to this address instead of the base URL's host (a replay server standing in for it); requests are unchanged. */
  connectTo?: { host: string; port: number };
  /** --rate-limit: a pace set by hand (the server's declared limit applies too; the stricter wins). */
  rateLimit?: Rate;
  /** --min-rate: the lowest pace for a limit no header declares (pacer.ts); none: such a 429/503 is retried like any other. */
  minRate?: Rate;
  /** --max-wait in ms: the longest wait for a rate limit or Retry-After (default 5 minutes). */
  maxWaitMs?: number;
  /** --deadline as a time (ms since the epoch): nothing is sent, and no wait ends, after it. */
  deadlineAt?: number;
  /** Time and sleeps; tests inject one that does not wait. */
  clock?: Clock;
  /** Told of each wait for the server's limit as it starts (the progress line says it). */
  onWait?: (ms: number, reason: string) => void;
  /**
   * Receives every attempt that was sent again (a 429, a 5xx, a broken connection), as its own
   * exchange marked `superseded`, for the recording; the rules see only the answer that stands.
   */
  onAttempt?: (attempt: Exchange) => void;
  /** Called once, when the first request has been handed to the connection pool (its connection opening). */
  onFirstRequest?: () => void;
}

/** The default --max-wait: 5 minutes. */
export const DEFAULT_MAX_WAIT_MS = 5 * 60_000;

export interface SendOptions {
  purpose: ExchangePurpose;
  /** Body to send (write probes), as application/json. */
  body?: string;
  /** Whether credentials (the token, credential --header values) go with this request. Default true. */
  credentials?: boolean;
  /** Whether same-origin redirects are followed. Default true. */
  followRedirects?: boolean;
  /** Receives each redirect hop followed, as its own exchange, before send() resolves with the last answer. */
  onHop?: (hop: Exchange) => void;
}

export const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Header names that carry credentials: recorded as `***`, never sent with write probes. */
export function isCredentialHeader(name: string): boolean {
  return /auth|token|secret|passw|cookie|session|api-?key|credential|signature/i.test(name);
}

/** The names of the --header values that carry credentials (Authorization, X-API-Key …). */
export function credentialHeaders(headers: Record<string, string> | undefined): string[] {
  return Object.keys(headers ?? {}).filter((name) => isCredentialHeader(name));
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The body's bytes, when they are not UTF-8. */
  bodyBase64?: string;
}

/** The answer that stands after the retries: when it was asked for, the time waited, the attempts made. */
interface Attempted extends Answer {
  startedAt: number;
  blockedMs: number;
  attempts: number;
  /** The attempts sent again before it, when there were any. */
  earlier?: EarlierAttempt[];
}

/** The answer itself, completed (one object per answer, not a copy). */
function attempted(answer: Answer, startedAt: number, blockedMs: number, attempts: number, earlier: EarlierAttempt[] | undefined): Attempted {
  const a = answer as Attempted;
  a.startedAt = startedAt;
  a.blockedMs = blockedMs;
  a.attempts = attempts;
  if (earlier) a.earlier = earlier;
  return a;
}

/** A pace found for a limit no header declares does not count a refusal against --retries more often than this per request. */
export const MAX_PACED_RESENDS = 10;

/** Proxy settings as EnvHttpProxyAgent reads them; '' means none (so process.env is not consulted again). */
interface ProxySettings {
  httpProxy: string;
  httpsProxy: string;
  noProxy: string;
}

function proxySettings(env: Record<string, string | undefined>): ProxySettings {
  const pick = (name: string): string => env[name.toLowerCase()] ?? env[name] ?? '';
  return { httpProxy: pick('HTTP_PROXY'), httpsProxy: pick('HTTPS_PROXY') || pick('HTTP_PROXY'), noProxy: pick('NO_PROXY') };
}

/** Whether requests to `url` go through a proxy, by the rules EnvHttpProxyAgent applies. */
function proxied(url: URL, p: ProxySettings): boolean {
  if ((url.protocol === 'https:' ? p.httpsProxy : p.httpProxy) === '') return false;
  const entries = p.noProxy.split(/[,\s]/).filter(Boolean);
  if (entries.includes('*')) return false;
  const host = url.hostname.toLowerCase();
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  return !entries.some((entry) => {
    const m = /^(.+):(\d+)$/.exec(entry);
    const name = (m ? m[1]! : entry).replace(/^\*?\./, '').toLowerCase();
    if (m && Number(m[2]) !== port) return false;
    return host === name || host.endsWith(`.${name}`);
  });
}

export class HttpClient {
  /** HTTP requests sent so far (retries, redirect hops and HEAD probes included). */
  requests = 0;
  /** Of those, the requests of HEAD body probes (two per HEAD; never recorded, never judged alone). */
  probes = 0;
  readonly origin: string;
  private readonly hostPort: string;
  private readonly dispatcher: Dispatcher;
  /** The dispatcher's request method (undici.ts). */
  private readonly requestAnswer: (options: Dispatcher.RequestOptions) => Promise<Dispatcher.ResponseData>;
  private readonly agent: Agent | EnvHttpProxyAgent;
  private readonly failureContext: FailureContext;
  private readonly wire: WireOptions;
  /** The HEAD probe looks at the wire only where no proxy stands between. */
  private readonly direct: boolean;
  private tlsDiagnosis?: Promise<TlsError | undefined>;
  /** One pacer for every request of the run (pacer.ts). */
  readonly pacer: Pacer;
  /** Aborted by close(): every wait ends at once. */
  private readonly closing = new AbortController();
  /** `origin/`: an address that starts so is on the origin, without parsing it. */
  private readonly originSlash: string;
  /** The --timeout deadline of every answer in flight, on one timer. */
  private readonly deadlines: Deadlines;
  /** Request headers and their recorded form, by whether credentials and a body go with the request; built once. */
  private readonly headerSets = new Map<string, { sent: Record<string, string>; recorded: Record<string, string> }>();

  constructor(private readonly opts: HttpOptions) {
    const base = new URL(opts.baseUrl);
    this.origin = base.origin;
    this.originSlash = `${base.origin}/`;
    this.deadlines = new Deadlines(opts.timeoutMs);
    this.hostPort = base.host;
    this.failureContext = { hostPort: base.host, baseUrl: base.href, timeoutMs: opts.timeoutMs, maxBodySize: opts.maxBodySize };
    const ca = opts.ca !== undefined ? [...rootCertificates, opts.ca] : undefined;
    const tls = { ...(ca ? { ca } : {}), rejectUnauthorized: opts.insecure !== true };
    this.wire = { timeoutMs: opts.timeoutMs, ca, insecure: opts.insecure, ...(opts.connectTo ? { connectTo: opts.connectTo } : {}) };
    // A replay server stands in for the host: no proxy stands between.
    const proxy = opts.connectTo ? { httpProxy: '', httpsProxy: '', noProxy: '' } : proxySettings(opts.env ?? process.env);
    this.direct = !proxied(base, proxy);
    const agentOptions = {
      connections: Math.max(1, opts.connections),
      connectTimeout: opts.timeoutMs,
      headersTimeout: opts.timeoutMs,
      bodyTimeout: opts.timeoutMs,
      maxResponseSize: opts.maxBodySize,
      keepAliveTimeout: 4000,
      // Servers that hint a short keep-alive (Keep-Alive: timeout=1) still get their connections reused.
      keepAliveTimeoutThreshold: 500,
      connect: opts.connectTo ? connectTo(opts.connectTo) : tls,
    };
    // With no proxy set, a plain Agent: EnvHttpProxyAgent would parse every request's origin to find that out.
    this.agent =
      proxy.httpProxy === '' && proxy.httpsProxy === ''
        ? new (agentClass())(agentOptions)
        : new (envHttpProxyAgentClass())({ ...proxy, ...agentOptions, requestTls: tls });
    // Retries are the kit's own (attempt() below), paced run-wide; undici's retry interceptor decided per request.
    this.dispatcher = this.agent.compose(this.budget());
    this.requestAnswer = requestOf(this.dispatcher);
    this.pacer = new Pacer({
      ...(opts.rateLimit ? { rate: opts.rateLimit } : {}),
      // --retries 0 sends nothing again: a refusal then stops the run as it comes.
      ...(opts.minRate && opts.retries > 0 ? { minRate: opts.minRate, floorRefusals: opts.retries + 1 } : {}),
      maxWaitMs: opts.maxWaitMs ?? DEFAULT_MAX_WAIT_MS,
      ...(opts.deadlineAt !== undefined ? { deadlineAt: opts.deadlineAt } : {}),
      ...(opts.clock ? { clock: opts.clock } : {}),
      ...(opts.onWait ? { onWait: opts.onWait } : {}),
      signal: this.closing.signal,
    });
  }

  /** What the pacer saw: the declared limit, 429 and 503 answers, time waited. */
  get pacing(): PacingStats {
    return this.pacer.stats;
  }

  get budgetLeft(): number {
    return Math.max(0, this.opts.maxRequests - this.requests);
  }

  isSameOrigin(url: string): boolean {
    // The scheme and authority written as the origin's, then a path: the parser can read nothing else.
    if (url.startsWith(this.originSlash)) return true;
    try {
      return new URL(url).origin === this.origin;
    } catch {
      return false;
    }
  }

  /**
   * Kept by hand: undici has no request budget, and its timeouts are per phase (the headers, each
   * pause in the body), while --timeout also bounds the whole answer, so a server that trickles a
   * body byte by byte cannot hold the kit. Sits below the retry interceptor, so every attempt
   * (retries and redirect hops included) is counted, and a spent budget stops a retry too.
   */
  private budget(): Dispatcher.DispatcherComposeInterceptor {
    return (dispatch) => (options, handler) => {
      if (this.requests >= this.opts.maxRequests) throw this.spent();
      this.requests++;
      const taken = dispatch(options, this.deadline(handler));
      if (this.requests === 1) this.opts.onFirstRequest?.();
      return taken;
    };
  }

  /** The handler, with the answer aborted once headers and body together take longer than --timeout. */
  private deadline(handler: Dispatcher.DispatchHandler): Dispatcher.DispatchHandler {
    // Before the headers, undici's headersTimeout watches; from then on, the run's one deadline timer.
    const watch = this.deadlines.watch();
    return {
      onRequestStart: (controller, context) => handler.onRequestStart?.(controller, context),
      onRequestUpgrade: (controller, status, headers, socket) => handler.onRequestUpgrade?.(controller, status, headers, socket),
      onResponseStart: (controller, status, headers, message) => {
        const abort = (): void => controller.abort(this.timedOut());
        if (watch.expired) setTimeout(abort, 0);
        else watch.abort = abort;
        return handler.onResponseStart?.(controller, status, headers, message);
      },
      onResponseData: (controller, chunk) => handler.onResponseData?.(controller, chunk),
      onResponseEnd: (controller, trailers) => {
        this.deadlines.done(watch);
        return handler.onResponseEnd?.(controller, trailers);
      },
      onResponseError: (controller, err) => {
        this.deadlines.done(watch);
        return handler.onResponseError?.(controller, err);
      },
    };
  }

  private timedOut(): TimeoutError {
    return new TimeoutError(`no complete answer from ${this.hostPort} within ${this.opts.timeoutMs / 1000} s (--timeout)`);
  }

  private spent(): BudgetExceededError {
    return new BudgetExceededError(`the request budget of ${this.opts.maxRequests} (--max-requests) is spent`);
  }

  /**
   * Sends one request (with its retries and same-origin redirects) and records it. Each redirect
   * hop followed goes to `so.onHop` as its own exchange; the answer at the end of the chain is
   * returned, recorded under the address asked for. Throws only BudgetExceededError, and an Error
   * when asked for an address off the base origin.
   */
  async send(method: Method, url: string, so: SendOptions): Promise<Exchange> {
    if (!this.isSameOrigin(url)) throw new Error(`refusing to send a request off the base origin: ${url}`);
    const credentials = so.credentials !== false;
    const { sent: headers, recorded } = this.headersFor(credentials, so.body !== undefined);
    const record = (at: string): Exchange => {
      const exchange: Exchange = { request: { method, url: at, headers: { ...recorded } }, status: 0, headers: {}, purpose: so.purpose };
      if (so.body !== undefined) exchange.request.body = so.body;
      return exchange;
    };
    // Kept by hand: undici's redirect interceptor would hide each hop, and the kit must record every
    // 3xx as its own exchange (§1: every answer shown is 200), refuse other origins unsent, and
    // stop loops.
    // Room for the HEAD's probe too (two more requests), so that a HEAD never goes out without it.
    if (method === 'HEAD' && this.direct && this.requests + 3 > this.opts.maxRequests) throw this.spent();
    const hops: Exchange[] = [];
    const seen = new Set([url]);
    let current = url;
    let last: Exchange;
    let started = performance.now();
    let blockedMs = 0;
    let attempts = 1;
    for (;;) {
      const exchange = record(current);
      try {
        const answer = await this.attempt(method, current, headers, so, record);
        started = answer.startedAt;
        blockedMs += answer.blockedMs;
        attempts = answer.attempts;
        if (answer.status === 400 && /https/i.test(answer.body)) {
          const tlsPort = await this.plainToTls();
          if (tlsPort) throw tlsPort;
        }
        exchange.status = answer.status;
        exchange.headers = answer.headers;
        exchange.body = answer.body;
        if (answer.bodyBase64 !== undefined) exchange.bodyBase64 = answer.bodyBase64;
        if (answer.earlier) exchange.earlierAttempts = answer.earlier;
        const next = so.followRedirects === false ? undefined : this.redirectTarget(answer, current, seen, hops.length);
        if (next === undefined) {
          last = exchange;
          break;
        }
        exchange.redirectedTo = next;
        exchange.hop = hops.length;
        hops.push(exchange);
        seen.add(next);
        current = next;
      } catch (err) {
        if (stopsRun(err)) throw err;
        if (this.closing.signal.aborted) throw this.closing.signal.reason;
        const failure = await this.failure(err);
        // A chain that ends without an answer is one kit error at the address asked for.
        hops.length = 0;
        last = record(url);
        last.error = { code: failure.code, message: this.redact(failure.message) };
        break;
      }
    }
    if (hops.length > 0) {
      last.request.url = url;
      last.hop = hops.length;
      last.finalUrl = current;
    }
    // The HEAD probe looks at the bytes of the answer that stands (at the end of any redirect chain),
    // on its own connection, paced like every request; a throttled answer has nothing to show.
    if (method === 'HEAD' && this.direct && last.error === undefined && last.status !== 429 && last.status !== 503) {
      const bytes = await this.headProbe(current, headers);
      if (bytes !== undefined) last.headBodyBytes = bytes;
    }
    // The answer's own time: waits for the server's limit and between attempts are apart (blockedMs).
    last.durationMs = Math.round(performance.now() - started);
    if (blockedMs > 0) last.blockedMs = Math.round(blockedMs);
    if (attempts > 1) last.attempts = attempts;
    for (const hop of hops) so.onHop?.(hop);
    return last;
  }

  /** Where a same-origin redirect leads, or undefined when the answer is no redirect to follow. */
  private redirectTarget(answer: Answer, current: string, seen: Set<string>, hops: number): string | undefined {
    const location = answer.headers.location;
    if (!REDIRECTS.has(answer.status) || location === undefined) return undefined;
    let next: URL;
    try {
      next = new URL(location, current);
    } catch {
      return undefined;
    }
    if (next.origin !== this.origin) throw new RedirectError(`redirect to another origin (${next.origin}) not followed`);
    if (seen.has(next.href)) throw new RedirectError(`redirect loop back to ${next.href}`);
    if (hops + 1 > MAX_REDIRECTS) throw new RedirectError(`more than ${MAX_REDIRECTS} redirects`);
    return next.href;
  }

  /**
   * The HEAD probe (wire.ts): two requests on a fresh connection, counted against the budget; the
   * same headers as the HEAD itself, so credentials go only where the HEAD went.
   */
  private async headProbe(url: string, headers: Record<string, string>): Promise<number | undefined> {
    if (this.requests + 2 > this.opts.maxRequests) throw this.spent();
    await this.pacer.acquire(2);
    this.requests += 2;
    this.probes += 2;
    try {
      return await headBodyBytes(url, headers, this.wire);
    } finally {
      this.pacer.release(2);
    }
  }

  /**
   * One request with the run's retry policy, the same for every method (retry.ts): each attempt
   * waits its turn at the pacer and counts against --retries and --max-requests; nothing is ever
   * sent again in a loop. A 429, or a 503 with Retry-After, waits what the server asks (the whole
   * run waits with it); a 429 or 503 that declares no limit lowers the pace of the whole run
   * (pacer.ts) and is sent again at that pace without counting against --retries (up to
   * MAX_PACED_RESENDS times), until the lowest pace (--min-rate) fails too; 502/504 back off for
   * seconds; a 500 or a broken connection is tried again after a short backoff. When the retries are
   * spent: 429 stops the run (E_RATE_LIMITED), 502/503/504 too (E_UNAVAILABLE); a 500 is the
   * server's answer, judged. The answer that stands carries what its earlier attempts got.
   */
  private async attempt(method: Method, url: string, headers: Record<string, string>, so: SendOptions, record: (at: string) => Exchange): Promise<Attempted> {
    let blockedMs = 0;
    /** Attempts counted against --retries. */
    let retried = 0;
    let pacedResends = 0;
    let earlier: EarlierAttempt[] | undefined;
    for (let attempt = 0; ; attempt++) {
      // Nothing to wait for (the common case): no promise, no turn of the event loop.
      if (!this.pacer.tryAcquire()) blockedMs += await this.pacer.acquire();
      const round = this.pacer.round;
      const startedAt = performance.now();
      let answer: Answer;
      try {
        answer = await this.once(method, url, headers, so.body);
      } catch (err) {
        this.pacer.release();
        if (stopsRun(err) || this.closing.signal.aborted || retried >= this.opts.retries || !isRetryable(err)) throw err;
        retried++;
        const failed = record(url);
        failed.error = { code: classifyFailure(err, this.failureContext).code, message: this.redact(String((err as Error).message ?? err)) };
        this.superseded(failed, attempt, startedAt, blockedMs);
        (earlier ??= []).push({ status: 0, error: failed.error.code });
        blockedMs = await this.sleep(retryWait(retried - 1, this.opts.retryBaseMs ?? 250, 'error'));
        continue;
      }
      const refused = this.pacer.observe(answer.status, answer.headers, round);
      this.pacer.release();
      const status = answer.status;
      if (!RETRY_STATUSES.has(status)) return attempted(answer, startedAt, blockedMs, attempt + 1, earlier);
      const asked = retryAfterMs(answer.headers['retry-after'], this.pacer.clock.now());
      const tries = `${attempt + 1} time${attempt === 0 ? '' : 's'}`;
      if (refused === 'lowest-failed') {
        this.superseded(this.attemptExchange(record(url), answer), attempt, startedAt, blockedMs);
        const why = `${method} ${url} answered ${status} ${tries}, without Retry-After or a rate-limit field, and requests sent at the lowest pace, ${formatRate(this.opts.minRate!)} (--min-rate), were refused ${this.opts.retries + 1} times in a row`;
        if (status === 429) throw new RateLimitedError(`${why}; the server's limit is below that pace`);
        throw new UnavailableError(`${why}; the server or a proxy in front of it is unavailable`);
      }
      if (refused === 'paced' && pacedResends < MAX_PACED_RESENDS) {
        // Sent again when the found pace lets it go (pacer.ts); not one of --retries.
        pacedResends++;
        this.superseded(this.attemptExchange(record(url), answer), attempt, startedAt, blockedMs);
        (earlier ??= []).push({ status });
        blockedMs = 0;
        continue;
      }
      if (retried >= this.opts.retries) {
        if (status === 500) return attempted(answer, startedAt, blockedMs, attempt + 1, earlier);
        // The attempt that stops the run is recorded too, never judged.
        this.superseded(this.attemptExchange(record(url), answer), attempt, startedAt, blockedMs);
        if (status === 429)
          throw new RateLimitedError(
            `${method} ${url} answered 429 ${tries} (--retries ${this.opts.retries})${asked !== undefined ? `; the server accepts requests again at ${new Date(this.pacer.clock.now() + asked).toISOString()}` : ''}`,
          );
        throw new UnavailableError(
          `${method} ${url} answered ${status} ${tries} (--retries ${this.opts.retries}); the server or a proxy in front of it is unavailable`,
        );
      }
      retried++;
      this.superseded(this.attemptExchange(record(url), answer), attempt, startedAt, blockedMs);
      (earlier ??= []).push({ status });
      if ((status === 429 || status === 503) && asked !== undefined) {
        // The pacer holds every request until then (observe); this one waits its turn there.
        try {
          this.pacer.refuseWait(asked, `Retry-After of a ${status}`);
        } catch (err) {
          if (status === 503 && err instanceof RateLimitedError)
            throw new UnavailableError(err.message.replace('the server asks', `${url} answered 503 and asks`));
          throw err;
        }
        blockedMs = 0;
        continue;
      }
      const wait = retryWait(retried - 1, this.opts.retryBaseMs ?? 250, status === 500 ? 'error' : status === 429 ? 'throttled' : 'unavailable');
      this.pacer.refuseWait(wait, `backoff after a ${status}`);
      blockedMs = await this.sleep(wait);
    }
  }

  private attemptExchange(exchange: Exchange, answer: Answer): Exchange {
    exchange.status = answer.status;
    exchange.headers = answer.headers;
    exchange.body = answer.body;
    if (answer.bodyBase64 !== undefined) exchange.bodyBase64 = answer.bodyBase64;
    return exchange;
  }

  /** An attempt that was sent again: recorded (marked superseded), never judged. */
  private superseded(exchange: Exchange, attempt: number, startedAt: number, blockedMs: number): void {
    exchange.superseded = true;
    exchange.attempts = attempt + 1;
    exchange.durationMs = Math.round(performance.now() - startedAt);
    if (blockedMs > 0) exchange.blockedMs = Math.round(blockedMs);
    this.opts.onAttempt?.(exchange);
  }

  /** A wait between attempts, cut short by close(). */
  private async sleep(ms: number): Promise<number> {
    const started = this.pacer.clock.now();
    await this.pacer.waiting(this.pacer.clock.sleep(ms, this.closing.signal));
    return this.pacer.clock.now() - started;
  }

  private headersFor(credentials: boolean, hasBody: boolean): { sent: Record<string, string>; recorded: Record<string, string> } {
    const key = `${credentials} ${hasBody}`;
    let set = this.headerSets.get(key);
    if (set === undefined) {
      const sent = this.requestHeaders(credentials, hasBody);
      set = { sent, recorded: recordedHeaders(sent) };
      this.headerSets.set(key, set);
    }
    return set;
  }

  private requestHeaders(credentials: boolean, hasBody: boolean): Record<string, string> {
    const h: Record<string, string> = {
      accept: 'application/json',
      'accept-encoding': 'gzip, deflate, br',
      'user-agent': `stringent/${VERSION}`,
    };
    for (const [name, value] of Object.entries(this.opts.headers ?? {})) if (credentials || !isCredentialHeader(name)) h[name] = value;
    if (hasBody) h['content-type'] = 'application/json';
    if (credentials && this.opts.token !== undefined) h.authorization = `Token ${this.opts.token}`;
    return h;
  }

  /** One HTTP request on the wire, with undici's retries. */
  private async once(method: Method, url: string, headers: Record<string, string>, body?: string): Promise<Answer> {
    // Most addresses of a run are on the origin, written as the URL parser writes them: not parsed.
    const path = plainPathAndQuery(url, this.originSlash);
    const u = path === undefined ? new URL(url) : undefined;
    let status: number;
    let raw: Buffer;
    let answerHeaders: Record<string, string>;
    try {
      const res = await this.requestAnswer({
        origin: u ? u.origin : this.origin,
        path: u ? u.pathname + u.search : path!,
        method,
        headers,
        body: body ?? null,
      });
      raw = Buffer.from(await res.body.arrayBuffer());
      status = res.statusCode;
      answerHeaders = flattenHeaders(res.headers);
    } catch (err) {
      if (!unsolicitedContinue(err) || this.opts.connectTo) throw err;
      ({ status, raw, headers: answerHeaders } = await this.viaNodeHttp(method, u ?? new URL(url), headers, body));
    }
    return this.answerOf(method, status, answerHeaders, raw);
  }

  /** Answers that began with an unasked-for `100 Continue` and were fetched again over node:http. */
  interimFallbacks = 0;

  /**
   * RFC 9110 §15.2: a client must accept 1xx answers it did not expect. undici 7 passes 102 and 103
   * over, but destroys the connection on an unsolicited 100 ("bad response") and has no option
   * against it; node:http skips every 1xx. So that one request is sent again over node:http, with
   * the same headers, --timeout, body cap and TLS settings, counted against the budget, and the
   * report says how often it was needed.
   */
  private async viaNodeHttp(
    method: Method,
    u: URL,
    headers: Record<string, string>,
    body?: string,
  ): Promise<{ status: number; raw: Buffer; headers: Record<string, string> }> {
    if (this.requests >= this.opts.maxRequests) throw this.spent();
    this.requests++;
    this.interimFallbacks++;
    const lib = u.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const req = lib.request(
        u,
        {
          method,
          headers,
          agent: false,
          ...(u.protocol === 'https:' ? { ca: this.wire.ca, rejectUnauthorized: this.opts.insecure !== true } : {}),
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > this.opts.maxBodySize) {
              req.destroy(new BodyTooLargeError(`the answer body is larger than ${this.opts.maxBodySize} bytes (--max-body-size)`));
              return;
            }
            chunks.push(chunk);
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, raw: Buffer.concat(chunks), headers: flattenHeaders(res.headers) }));
          res.on('error', reject);
        },
      );
      req.setTimeout(this.opts.timeoutMs, () => req.destroy(this.timedOut()));
      const deadline = setTimeout(() => req.destroy(this.timedOut()), this.opts.timeoutMs);
      deadline.unref();
      req.on('close', () => clearTimeout(deadline));
      req.on('error', reject);
      req.end(body);
    });
  }

  private async answerOf(method: Method, status: number, answerHeaders: Record<string, string>, raw: Buffer): Promise<Answer> {
    const data = method === 'HEAD' ? raw : await decodeContent(raw, answerHeaders['content-encoding'], this.opts.maxBodySize);
    const utf8 = isUtf8(data);
    const answer: Answer = { status, headers: answerHeaders, body: bodyText(data, utf8) };
    if (!utf8) answer.bodyBase64 = data.toString('base64');
    return answer;
  }

  /**
   * The kit error for a failure. A broken answer from an http: origin may be a TLS port spoken to
   * in plain HTTP: one TLS handshake (once per run) tells, and then the error says so in words.
   */
  private async failure(err: unknown): Promise<KitError> {
    const failure = classifyFailure(err, this.failureContext);
    if (failure.code !== 'E_PROTOCOL') return failure;
    return (await this.plainToTls()) ?? failure;
  }

  /**
   * Whether the base URL says http: for a port that speaks TLS, found by one TLS handshake (once
   * per run). Asked when an answer is broken, or is a 400 that mentions HTTPS (what nginx and
   * others answer to plain HTTP on a TLS port).
   */
  private plainToTls(): Promise<TlsError | undefined> {
    if (!this.origin.startsWith('http:') || !this.direct || this.opts.connectTo) return Promise.resolve(undefined);
    this.tlsDiagnosis ??= speaksTls(this.origin, Math.min(this.opts.timeoutMs, 5000)).then((yes) =>
      yes ? new TlsError(`the server at ${this.hostPort} speaks TLS, not plain HTTP; use ${otherScheme(this.failureContext.baseUrl)}`) : undefined,
    );
    return this.tlsDiagnosis;
  }

  private redact(message: string): string {
    let out = message;
    for (const secret of this.secrets()) if (out.includes(secret)) out = out.split(secret).join(TOKEN_MASK);
    return out;
  }

  /** The token and credential --header values: never written anywhere. */
  secrets(): string[] {
    const out: string[] = [];
    if (this.opts.token) out.push(this.opts.token);
    for (const [name, value] of Object.entries(this.opts.headers ?? {})) {
      if (!isCredentialHeader(name) || value === '') continue;
      // The whole value, and its long parts (`Bearer <this>`, `session=<this>`), as a server may echo either.
      out.push(value, ...value.split(/[\s;,=]+/).filter((part) => part.length >= 8 && part !== value));
    }
    return out;
  }

  /** Ends every wait and closes every connection now, stalled ones included. */
  async close(): Promise<void> {
    if (!this.closing.signal.aborted) this.closing.abort(new StopError('the run was stopped'));
    this.deadlines.stop();
    await this.agent.destroy().catch(() => undefined);
  }
}

/** One answer's --timeout deadline: aborted when it passes while the answer is still coming in. */
interface Watch {
  at: number;
  /** Set once the headers are in: aborts the answer. */
  abort?: () => void;
  done: boolean;
  /** The deadline passed before the headers came in. */
  expired?: boolean;
}

/**
 * The --timeout deadlines of the answers in flight, on one timer. Every deadline is its request's
 * dispatch time plus the same timeout, so they fall due in the order the requests went out: a queue
 * with one timer for the earliest pending one, rather than a timer set and cleared per answer.
 * Finished answers leave the queue when the timer passes them.
 */
class Deadlines {
  private readonly queue: Watch[] = [];
  private head = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly timeoutMs: number) {}

  watch(): Watch {
    const w: Watch = { at: performance.now() + this.timeoutMs, done: false };
    this.queue.push(w);
    if (this.timer === undefined) this.arm(this.timeoutMs);
    return w;
  }

  /** The answer is in (or failed): its watch lets go of the answer, and finished watches leave the queue's head. */
  done(w: Watch): void {
    w.done = true;
    delete w.abort;
    const q = this.queue;
    while (this.head < q.length && q[this.head]!.done) this.head++;
    if (this.head === q.length) {
      q.length = 0;
      this.head = 0;
    } else if (this.head > 1024 && this.head * 2 > q.length) {
      q.splice(0, this.head);
      this.head = 0;
    }
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private arm(ms: number): void {
    // An answer in flight keeps the process alive by its socket; the timer alone does not.
    this.timer = setTimeout(this.due, Math.max(0, ms));
    this.timer.unref();
  }

  private readonly due = (): void => {
    this.timer = undefined;
    const now = performance.now();
    const q = this.queue;
    while (this.head < q.length) {
      const w = q[this.head]!;
      if (!w.done && w.at > now) break;
      this.head++;
      if (w.done) continue;
      w.expired = true;
      w.abort?.();
    }
    if (this.head > 1024 && this.head * 2 > q.length) {
      q.splice(0, this.head);
      this.head = 0;
    }
    if (this.head < q.length) this.arm(q[this.head]!.at - now);
    else {
      q.length = 0;
      this.head = 0;
    }
  };
}

/** Request headers as recorded: credentials as `Token ***` / `***`. */
function recordedHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'authorization' && value.startsWith('Token ')) out[name] = `Token ${TOKEN_MASK}`;
    else out[name] = isCredentialHeader(name) ? TOKEN_MASK : value;
  }
  return out;
}

/** A connector that opens every connection to one address, whatever the origin (plain TCP: a replay server speaks HTTP/1.1). */
function connectTo(to: { host: string; port: number }) {
  return (_options: unknown, callback: (...args: [null, net.Socket] | [Error, null]) => void): void => {
    const socket = net.connect(to.port, to.host);
    socket.setNoDelay(true);
    const onError = (err: Error): void => callback(err, null);
    socket.once('error', onError);
    socket.once('connect', () => {
      socket.off('error', onError);
      callback(null, socket);
    });
  };
}

/** undici's error for an answer that began with `100 Continue` the kit never asked for. */
function unsolicitedContinue(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | undefined;
  return e?.code === 'UND_ERR_SOCKET' && e.message === 'bad response';
}

function flattenHeaders(h: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(h)) {
    if (v === undefined) continue;
    out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  }
  return out;
}
