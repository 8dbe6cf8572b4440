/**
 * What a client did, as the server sees it: one record per request once its answer is sent (the
 * endpoint it reached, the page it asked for, the links the answer gave, the Retry-After of a 429).
 * Credentials are never recorded, only whether a request carried them. Judging the records is the
 * kit's (src/rules/client.ts); the server only observes.
 */
import type http from 'node:http';
import type { ClientRequest } from '../src/generated/client-report.js';
import type { Answer } from './answer.js';
import { pageNumber, parseTarget } from './request.js';
import type { Urls } from './urls.js';

export type Observer = (request: ClientRequest) => void;

/** Where requests are routed: the base path and the addresses of the served API. */
export interface Routing {
  basePath: string;
  urls: Urls;
}

const header = (req: http.IncomingMessage, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(', ') : v;
};

function paramNames(target: string): string[] {
  const q = target.indexOf('?');
  if (q < 0) return [];
  const hash = target.indexOf('#', q);
  const query = hash < 0 ? target.slice(q + 1) : target.slice(q + 1, hash);
  return query
    .split('&')
    .filter((p) => p !== '')
    .map((p) => {
      const name = p.split('=')[0]!.replace(/\+/g, ' ');
      try {
        return decodeURIComponent(name);
      } catch {
        return name;
      }
    });
}

/** Every absolute http(s) address among a JSON value's strings, except the envelope's next and previous. */
function addressesIn(value: unknown, out: Set<string>, top = true): void {
  if (typeof value === 'string') {
    if (/^https?:\/\//i.test(value)) out.add(value);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [k, v] of Object.entries(value)) if (!(top && (k === 'next' || k === 'previous'))) addressesIn(v, out, false);
}

/** What an answer body gave: the next and previous of a page (and whether next is null), and every other address. */
function given(body: Buffer): { page?: { links: string[]; last: boolean }; addresses: string[] } | undefined {
  let doc: unknown;
  try {
    doc = JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof doc !== 'object' || doc === null) return undefined;
  const set = new Set<string>();
  addressesIn(doc, set);
  const env = doc as { next?: unknown; previous?: unknown; results?: unknown };
  const isPage = Array.isArray(env.results) && 'next' in env;
  const links = [env.next, env.previous].filter((l): l is string => typeof l === 'string');
  return { ...(isPage ? { page: { links, last: env.next === null } } : {}), addresses: [...set] };
}

/** Whether a request carries a body: Content-Length above 0, or a Transfer-Encoding (RFC 9112 §6.1). */
function hasBody(req: http.IncomingMessage): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(req.headers['content-length'] ?? '0');
  return Number.isFinite(length) && length > 0;
}

export class Observation {
  private seq = 0;
  /** Each connection's number, in the order connections brought their first request. */
  private readonly connections = new WeakMap<object, number>();
  private connectionCount = 0;
  /** What atMs and answeredMs are read from: the server's clock, or performance.now. */
  private readonly clock: () => number;
  private readonly t0: number;
  /** The time (ms since the epoch, by the server's clock) of atMs 0. */
  readonly startedAt: number;

  /** `now`: the server's clock (ms since the epoch), as its rate limits count; default the wall clock, timed by performance.now. */
  constructor(
    private readonly observer: Observer,
    private readonly routing: () => Routing | undefined,
    now?: () => number,
  ) {
    this.clock = now ?? (() => performance.now());
    this.t0 = this.clock();
    this.startedAt = now ? this.t0 : Date.now();
  }

  /** Milliseconds since the server started. */
  now(): number {
    return this.clock() - this.t0;
  }

  /**
   * Records `req` once `res` is sent; `sent()` gives the API's answer and the headers written with it
   * (both undefined when a condition answered: its headers are on `res`).
   */
  watch(req: http.IncomingMessage, res: http.ServerResponse, sent: () => { answer?: Answer | undefined; headers?: Record<string, string> | undefined }): void {
    const atMs = this.now();
    let connection = this.connections.get(req.socket);
    if (connection === undefined) this.connections.set(req.socket, (connection = ++this.connectionCount));
    // When the answer's first bytes are handed to the connection: no client can have read it sooner.
    let startedMs: number | undefined;
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    res.write = ((...args: Parameters<typeof res.write>) => {
      startedMs ??= this.now();
      return write(...args);
    }) as typeof res.write;
    res.end = ((...args: Parameters<typeof res.end>) => {
      startedMs ??= this.now();
      return end(...args);
    }) as typeof res.end;
    res.once('finish', () => {
      const { answer, headers } = sent();
      this.observer(this.record(req, res, atMs, startedMs ?? this.now(), connection, answer, headers));
    });
  }

  private record(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    atMs: number,
    answeredMs: number,
    connection: number,
    answer?: Answer,
    headers?: Record<string, string>,
  ): ClientRequest {
    const target = req.url ?? '';
    const r: ClientRequest = {
      seq: ++this.seq,
      atMs: round(atMs),
      method: req.method ?? '',
      target,
      host: header(req, 'host') ?? '',
      parameters: paramNames(target),
      credentials: req.headers.authorization !== undefined || req.headers.cookie !== undefined,
      status: res.statusCode,
      answeredMs: round(answeredMs),
      connection,
      body: hasBody(req),
    };
    const accept = header(req, 'accept');
    if (accept !== undefined) r.accept = accept;
    const agent = header(req, 'user-agent');
    if (agent !== undefined) r.userAgent = agent;
    const written = headers && Object.entries(headers).find(([name]) => name.toLowerCase() === 'retry-after')?.[1];
    const retryAfter = written ?? res.getHeader('retry-after');
    if (retryAfter !== undefined) r.retryAfter = String(retryAfter);
    const routing = this.routing();
    const route = routing ? parseTarget(target, routing.basePath) : undefined;
    if (routing) r.api = pathOf(target).startsWith(`${routing.basePath}api/`);
    const gave = answer && answer.status === 200 && r.status === 200 && r.method === 'GET' ? given(answer.body) : undefined;
    if (gave && gave.addresses.length > 0) r.addresses = gave.addresses;
    if (routing && route?.route) {
      const where = route.route;
      r.kind = where.kind;
      if (where.kind !== 'instance') {
        r.list = where.kind === 'list' ? routing.urls.componentList() : routing.urls.componentPart(where.project, where.component, 'statistics');
        const page = pageNumber(route.query.page);
        if (page !== undefined) r.page = page;
        if (gave?.page) {
          r.links = gave.page.links;
          r.lastPage = gave.page.last;
        }
      }
    }
    return r;
  }
}

/** The path of an origin-form or absolute-form target. */
function pathOf(target: string): string {
  const rest = target.replace(/^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]*/, '') || '/';
  return rest.split(/[?#]/, 1)[0]!;
}

const round = (ms: number): number => Math.round(ms * 1000) / 1000;
