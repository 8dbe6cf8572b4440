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

/** The next and previous of a page answer, and whether next is null; undefined for anything else. */
function pageLinks(body: Buffer): { links: string[]; last: boolean } | undefined {
  try {
    const env = JSON.parse(body.toString('utf8')) as { next?: unknown; previous?: unknown };
    if (typeof env !== 'object' || env === null) return undefined;
    const links = [env.next, env.previous].filter((l): l is string => typeof l === 'string');
    return { links, last: env.next === null };
  } catch {
    return undefined;
  }
}

export class Observation {
  private seq = 0;
  private readonly t0 = performance.now();
  /** The wall-clock time of atMs 0. */
  readonly startedAt = Date.now();

  constructor(
    private readonly observer: Observer,
    private readonly routing: () => Routing | undefined,
  ) {}

  /** Milliseconds since the server started. */
  now(): number {
    return performance.now() - this.t0;
  }

  /**
   * Records `req` once `res` is sent; `sent()` gives the API's answer and the headers written with it
   * (both undefined when a condition answered: its headers are on `res`).
   */
  watch(req: http.IncomingMessage, res: http.ServerResponse, sent: () => { answer?: Answer | undefined; headers?: Record<string, string> | undefined }): void {
    const atMs = this.now();
    res.once('finish', () => {
      const { answer, headers } = sent();
      this.observer(this.record(req, res, atMs, answer, headers));
    });
  }

  private record(req: http.IncomingMessage, res: http.ServerResponse, atMs: number, answer?: Answer, headers?: Record<string, string>): ClientRequest {
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
      answeredMs: round(this.now()),
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
    if (routing && route?.route) {
      const where = route.route;
      r.kind = where.kind;
      if (where.kind !== 'instance') {
        r.list = where.kind === 'list' ? routing.urls.componentList() : routing.urls.componentPart(where.project, where.component, 'statistics');
        const page = pageNumber(route.query.page);
        if (page !== undefined) r.page = page;
        const links = answer && answer.status === 200 && r.status === 200 && r.method === 'GET' ? pageLinks(answer.body) : undefined;
        if (links) {
          r.links = links.links;
          r.lastPage = links.last;
        }
      }
    }
    return r;
  }
}

const round = (ms: number): number => Math.round(ms * 1000) / 1000;
