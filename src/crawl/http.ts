/**
 * The HTTP layer: one undici Pool for the base URL's origin, and nothing else. Every request is
 * recorded as an Exchange; what goes wrong on the wire becomes `exchange.error`. It judges nothing.
 *
 * Guarantees: no request leaves the base URL's origin (redirects elsewhere are refused unsent);
 * the token goes only with requests that ask for credentials and is recorded as `Token ***`;
 * a deadline covers headers and body; bodies stop at the size cap; the request budget is enforced.
 */
import { isUtf8 } from 'node:buffer';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import type { Exchange, ExchangePurpose, ExchangeRequest } from '../generated/exchange.js';
import { BudgetExceededError } from '../errors.js';
import { VERSION } from '../version.js';
import { bodyText, decodeContent, readCapped } from './body.js';
import { classifyFailure, E, toExchangeError, WireFailure } from './failure.js';
import { RETRY_STATUSES, backoffMs, waitBeforeRetry } from './retry.js';

export type Method = ExchangeRequest['method'];

export interface HttpOptions {
  baseUrl: string;
  /** Deadline of one request, headers and body together. */
  timeoutMs: number;
  /** Extra attempts after a network failure or a 429/500/502/503/504. */
  retries: number;
  maxBodySize: number;
  maxRequests: number;
  token?: string;
  connections: number;
  /** First backoff step; doubles with each retry. */
  retryBaseMs?: number;
  /** Connect to this address instead of the base URL's host (a replay server standing in for it); requests are unchanged. */
  connectTo?: { host: string; port: number };
}

export interface SendOptions {
  purpose: ExchangePurpose;
  /** Body to send (write probes), as application/json. */
  body?: string;
  /** Whether the token goes with this request (never for write probes). Default true. */
  credentials?: boolean;
  /** Whether same-origin redirects are followed. Default true. */
  followRedirects?: boolean;
}

export const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The body's bytes, when they are not UTF-8. */
  bodyBase64?: string;
}

export class HttpClient {
  /** HTTP requests sent so far (retries and redirect hops included). */
  requests = 0;
  readonly origin: string;
  private readonly hostPort: string;
  private readonly pool: Pool;
  private readonly retryBaseMs: number;

  constructor(private readonly opts: HttpOptions) {
    const base = new URL(opts.baseUrl);
    this.origin = base.origin;
    this.hostPort = base.host;
    this.retryBaseMs = opts.retryBaseMs ?? 250;
    this.pool = new Pool(base.origin, {
      connections: Math.max(1, opts.connections),
      connectTimeout: opts.timeoutMs,
      headersTimeout: opts.timeoutMs + 1000,
      bodyTimeout: opts.timeoutMs + 1000,
      keepAliveTimeout: 4000,
      // Servers that hint a short keep-alive (Keep-Alive: timeout=1) still get their connections reused.
      keepAliveTimeoutThreshold: 500,
      ...(opts.connectTo ? { connect: connectTo(opts.connectTo) } : {}),
    });
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
   * Sends one request (with its retries and same-origin redirects) and records it. Throws only
   * BudgetExceededError, and an Error when asked for an address off the base origin.
   */
  async send(method: Method, url: string, so: SendOptions): Promise<Exchange> {
    if (!this.isSameOrigin(url)) throw new Error(`refusing to send a request off the base origin: ${url}`);
    const credentials = so.credentials !== false && this.opts.token !== undefined;
    const headers = this.requestHeaders(credentials, so.body !== undefined);
    const recorded: Record<string, string> = { ...headers };
    if (credentials) recorded.authorization = 'Token ***';
    const exchange: Exchange = { request: { method, url, headers: recorded }, status: 0, headers: {}, purpose: so.purpose };
    if (so.body !== undefined) exchange.request.body = so.body;
    const started = performance.now();
    for (let attempt = 0; ; attempt++) {
      try {
        const answer = await this.follow(method, url, headers, so);
        const last = attempt >= this.opts.retries;
        if (!last && RETRY_STATUSES.has(answer.status)) {
          await sleep(waitBeforeRetry(attempt, this.retryBaseMs, this.opts.timeoutMs, answer.headers['retry-after']));
          continue;
        }
        exchange.status = answer.status;
        exchange.headers = answer.headers;
        exchange.body = answer.body;
        if (answer.bodyBase64 !== undefined) exchange.bodyBase64 = answer.bodyBase64;
        break;
      } catch (err) {
        if (err instanceof BudgetExceededError) throw err;
        const failure = classifyFailure(err, this.hostPort, this.opts.timeoutMs);
        if (failure.retryable && attempt < this.opts.retries) {
          await sleep(Math.min(backoffMs(attempt, this.retryBaseMs), this.opts.timeoutMs));
          continue;
        }
        exchange.error = toExchangeError(this.redact(failure));
        break;
      }
    }
    exchange.durationMs = Math.round(performance.now() - started);
    return exchange;
  }

  private requestHeaders(credentials: boolean, hasBody: boolean): Record<string, string> {
    const h: Record<string, string> = {
      accept: 'application/json',
      'accept-encoding': 'gzip, deflate, br',
      'user-agent': `stringent/${VERSION}`,
    };
    if (hasBody) h['content-type'] = 'application/json';
    if (credentials) h.authorization = `Token ${this.opts.token}`;
    return h;
  }

  /** One attempt: the request and the same-origin redirects it leads to. */
  private async follow(method: Method, url: string, headers: Record<string, string>, so: SendOptions): Promise<Answer> {
    const seen = new Set([url]);
    let current = url;
    for (let hops = 0; ; hops++) {
      const answer = await this.once(method, current, headers, so.body);
      const location = answer.headers.location;
      if (so.followRedirects === false || !REDIRECTS.has(answer.status) || location === undefined) return answer;
      let next: URL;
      try {
        next = new URL(location, current);
      } catch {
        return answer;
      }
      if (next.origin !== this.origin)
        throw new WireFailure(E.redirect, `redirect to another origin (${next.origin}) not followed`);
      if (seen.has(next.href)) throw new WireFailure(E.redirect, `redirect loop back to ${next.href}`);
      if (hops + 1 > MAX_REDIRECTS) throw new WireFailure(E.redirect, `more than ${MAX_REDIRECTS} redirects`);
      seen.add(next.href);
      current = next.href;
    }
  }

  /** One HTTP request on the wire, under the deadline. */
  private async once(method: Method, url: string, headers: Record<string, string>, body?: string): Promise<Answer> {
    if (this.requests >= this.opts.maxRequests)
      throw new BudgetExceededError(`the request budget of ${this.opts.maxRequests} (--max-requests) is spent`);
    this.requests++;
    const u = new URL(url);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.opts.timeoutMs);
    try {
      const res = await this.pool.request({
        path: u.pathname + u.search,
        method,
        headers,
        body: body ?? null,
        signal: controller.signal,
      });
      // A declared length within the cap is read in one piece; otherwise chunk by chunk, stopping at the cap.
      const declared = Number(res.headers['content-length']);
      const raw =
        Number.isInteger(declared) && declared >= 0 && declared <= this.opts.maxBodySize
          ? Buffer.from(await res.body.arrayBuffer())
          : await readCapped(res.body, this.opts.maxBodySize);
      const answerHeaders = flattenHeaders(res.headers);
      const data = method === 'HEAD' ? raw : decodeContent(raw, answerHeaders['content-encoding'], this.opts.maxBodySize);
      const answer: Answer = { status: res.statusCode, headers: answerHeaders, body: bodyText(data) };
      if (!isUtf8(data)) answer.bodyBase64 = data.toString('base64');
      return answer;
    } catch (err) {
      if (timedOut) throw new WireFailure(E.timeout, `no complete answer from ${this.hostPort} within ${this.opts.timeoutMs / 1000} s (--timeout)`, true);
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  private redact(f: WireFailure): WireFailure {
    const token = this.opts.token;
    if (!token || !f.message.includes(token)) return f;
    return new WireFailure(f.code, f.message.split(token).join('***'), f.retryable);
  }

  /** Closes every connection now, stalled ones included. */
  async close(): Promise<void> {
    await this.pool.destroy().catch(() => undefined);
  }
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
