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
import net from 'node:net';
import { rootCertificates } from 'node:tls';
import { EnvHttpProxyAgent, interceptors, type Dispatcher } from 'undici';
import type { Exchange, ExchangePurpose, ExchangeRequest } from '../generated/exchange.js';
import { BudgetExceededError, KitError, RedirectError, TimeoutError, TlsError } from '../base/errors.js';
import { VERSION } from '../base/version.js';
import { bodyText, decodeContent } from './body.js';
import { classifyFailure, isRetryable, otherScheme, type FailureContext } from './failure.js';
import { RETRY_STATUSES, retryCallback } from './retry.js';
import { TOKEN_MASK } from './scrub.js';
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
  token?: string;
  connections: number;
  /** First backoff step; doubles with each retry. */
  retryBaseMs?: number;
  /** Extra request headers (--header), lower-case names; sent to the base origin only. */
  headers?: Record<string, string>;
  /** PEM certificates trusted besides Node's own (--ca). */
  ca?: string;
  /** Do not verify TLS certificates (--insecure). */
  insecure?: boolean;
  /** Where HTTP_PROXY, HTTPS_PROXY and NO_PROXY are read from (either case); process.env by default. */
  env?: Record<string, string | undefined>;
  /** Connect to this address instead of the base URL's host (a replay server standing in for it); requests are unchanged. */
  connectTo?: { host: string; port: number };
}

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

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The body's bytes, when they are not UTF-8. */
  bodyBase64?: string;
}

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
  readonly origin: string;
  private readonly hostPort: string;
  private readonly dispatcher: Dispatcher;
  private readonly agent: EnvHttpProxyAgent;
  private readonly failureContext: FailureContext;
  private readonly wire: WireOptions;
  /** The HEAD probe looks at the wire only where no proxy stands between. */
  private readonly direct: boolean;
  private tlsDiagnosis?: Promise<TlsError | undefined>;

  constructor(private readonly opts: HttpOptions) {
    const base = new URL(opts.baseUrl);
    this.origin = base.origin;
    this.hostPort = base.host;
    this.failureContext = { hostPort: base.host, baseUrl: base.href, timeoutMs: opts.timeoutMs, maxBodySize: opts.maxBodySize };
    const ca = opts.ca !== undefined ? [...rootCertificates, opts.ca] : undefined;
    const tls = { ...(ca ? { ca } : {}), rejectUnauthorized: opts.insecure !== true };
    this.wire = { timeoutMs: opts.timeoutMs, ca, insecure: opts.insecure, ...(opts.connectTo ? { connectTo: opts.connectTo } : {}) };
    // A replay server stands in for the host: no proxy stands between.
    const proxy = opts.connectTo ? { httpProxy: '', httpsProxy: '', noProxy: '' } : proxySettings(opts.env ?? process.env);
    this.direct = !proxied(base, proxy);
    this.agent = new EnvHttpProxyAgent({
      ...proxy,
      connections: Math.max(1, opts.connections),
      connectTimeout: opts.timeoutMs,
      headersTimeout: opts.timeoutMs,
      bodyTimeout: opts.timeoutMs,
      maxResponseSize: opts.maxBodySize,
      keepAliveTimeout: 4000,
      // Servers that hint a short keep-alive (Keep-Alive: timeout=1) still get their connections reused.
      keepAliveTimeoutThreshold: 500,
      connect: opts.connectTo ? connectTo(opts.connectTo) : tls,
      requestTls: tls,
    });
    this.dispatcher = this.agent.compose(
      this.budget(),
      interceptors.retry({
        throwOnError: false,
        maxRetries: opts.retries,
        retry: retryCallback({ retries: opts.retries, baseMs: opts.retryBaseMs ?? 250, capMs: opts.timeoutMs, retryable: isRetryable }),
      }),
    );
  }

  get budgetLeft(): number {
    return Math.max(0, this.opts.maxRequests - this.requests);
  }

  isSameOrigin(url: string): boolean {
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
      return dispatch(options, this.deadline(handler));
    };
  }

  /** The handler, with the answer aborted once headers and body together take longer than --timeout. */
  private deadline(handler: Dispatcher.DispatchHandler): Dispatcher.DispatchHandler {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const stop = (): void => clearTimeout(timer);
    return {
      onRequestStart: (controller, context) => handler.onRequestStart?.(controller, context),
      onRequestUpgrade: (controller, status, headers, socket) => handler.onRequestUpgrade?.(controller, status, headers, socket),
      onResponseStart: (controller, status, headers, message) => {
        // Before the headers, undici's headersTimeout watches (and its failure may be retried). A
        // status that may be retried holds its answer open while the retry waits: not cut off.
        if (!RETRY_STATUSES.has(status)) {
          const left = Math.max(0, this.opts.timeoutMs - (performance.now() - started));
          timer = setTimeout(() => controller.abort(this.timedOut()), left);
        }
        return handler.onResponseStart?.(controller, status, headers, message);
      },
      onResponseData: (controller, chunk) => handler.onResponseData?.(controller, chunk),
      onResponseEnd: (controller, trailers) => {
        stop();
        return handler.onResponseEnd?.(controller, trailers);
      },
      onResponseError: (controller, err) => {
        stop();
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
    const headers = this.requestHeaders(credentials, so.body !== undefined);
    const recorded = recordedHeaders(headers);
    const record = (at: string): Exchange => {
      const exchange: Exchange = { request: { method, url: at, headers: { ...recorded } }, status: 0, headers: {}, purpose: so.purpose };
      if (so.body !== undefined) exchange.request.body = so.body;
      return exchange;
    };
    const started = performance.now();
    // Kept by hand: undici's redirect interceptor would hide each hop, and the kit must record every
    // 3xx as its own exchange (§1: every answer shown is 200), refuse other origins unsent, and
    // stop loops.
    // The HEAD probe runs beside the HEAD itself, on its own connection.
    const probe = method === 'HEAD' && this.direct ? this.headProbe(url, headers) : undefined;
    const hops: Exchange[] = [];
    const seen = new Set([url]);
    let current = url;
    let last: Exchange;
    for (;;) {
      const exchange = record(current);
      try {
        const answer = await this.once(method, current, headers, so.body);
        if (answer.status === 400 && /https/i.test(answer.body)) {
          const tlsPort = await this.plainToTls();
          if (tlsPort) throw tlsPort;
        }
        exchange.status = answer.status;
        exchange.headers = answer.headers;
        exchange.body = answer.body;
        if (answer.bodyBase64 !== undefined) exchange.bodyBase64 = answer.bodyBase64;
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
        if (err instanceof BudgetExceededError) throw err;
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
    if (probe !== undefined) {
      // After redirects, the bytes that count are those of the answer at the end of the chain.
      const bytes = hops.length === 0 ? await probe : (await probe, await this.headProbe(current, headers));
      if (bytes !== undefined && last.error === undefined) last.headBodyBytes = bytes;
    }
    last.durationMs = Math.round(performance.now() - started);
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
  private headProbe(url: string, headers: Record<string, string>): Promise<number | undefined> {
    // Room for the HEAD itself too, so that a probe never goes out without it.
    if (this.requests + 3 > this.opts.maxRequests) throw this.spent();
    this.requests += 2;
    return headBodyBytes(url, headers, this.wire);
  }

  private requestHeaders(credentials: boolean, hasBody: boolean): Record<string, string> {
    const h: Record<string, string> = {
      accept: 'application/json',
      'accept-encoding': 'gzip, deflate, br',
      'user-agent': `stringent/${VERSION}`,
    };
    for (const [name, value] of Object.entries(this.opts.headers ?? {}))
      if (credentials || !isCredentialHeader(name)) h[name] = value;
    if (hasBody) h['content-type'] = 'application/json';
    if (credentials && this.opts.token !== undefined) h.authorization = `Token ${this.opts.token}`;
    return h;
  }

  /** One HTTP request on the wire, with undici's retries. */
  private async once(method: Method, url: string, headers: Record<string, string>, body?: string): Promise<Answer> {
    const u = new URL(url);
    const res = await this.dispatcher.request({ origin: u.origin, path: u.pathname + u.search, method, headers, body: body ?? null });
    const raw = Buffer.from(await res.body.arrayBuffer());
    const answerHeaders = flattenHeaders(res.headers);
    const data = method === 'HEAD' ? raw : await decodeContent(raw, answerHeaders['content-encoding'], this.opts.maxBodySize);
    const answer: Answer = { status: res.statusCode, headers: answerHeaders, body: bodyText(data) };
    if (!isUtf8(data)) answer.bodyBase64 = data.toString('base64');
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

  /** Closes every connection now, stalled ones included. */
  async close(): Promise<void> {
    await this.agent.destroy().catch(() => undefined);
  }
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

function flattenHeaders(h: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(h)) {
    if (v === undefined) continue;
    out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  }
  return out;
}
