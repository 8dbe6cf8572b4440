/**
 * A fixture server for tests (node:http, 127.0.0.1, port 0): it serves a small dataset the way
 * the API document describes, and an `override` can take over any request to misbehave.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeDataset, type Dataset } from './data.js';

export interface SeenRequest {
  method: string;
  /** Path and query as received. */
  path: string;
  headers: http.IncomingHttpHeaders;
}

export interface Ctx {
  /** Base URL with a trailing slash. */
  base: string;
  data: Dataset;
  url: URL;
  /** How many times this path and query was requested before (0 on the first). */
  hits: number;
}

/** Takes over a request by answering it and returning true; false lets the normal answer through. */
export type Override = (req: IncomingMessage, res: ServerResponse, ctx: Ctx) => boolean;

export interface FixtureOptions {
  components?: number;
  translations?: number;
  /** Full page size of the component list (statistics lists always use 20). */
  pageSize?: number;
  override?: Override | undefined;
}

export interface Fixture {
  base: string;
  port: number;
  requests: SeenRequest[];
  close(): Promise<void>;
}

export const HEADERS = { allow: 'GET, HEAD, OPTIONS', 'content-type': 'application/json', vary: 'Accept' };

export async function startFixture(options: FixtureOptions = {}): Promise<Fixture> {
  const requests: SeenRequest[] = [];
  const hits = new Map<string, number>();
  let ctxBase = '';
  let data: Dataset = { components: [], statistics: new Map() };
  const server = http.createServer((req, res) => {
    requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers });
    const key = `${req.method} ${req.url}`;
    const n = hits.get(key) ?? 0;
    hits.set(key, n + 1);
    const url = new URL(req.url ?? '/', ctxBase);
    req.resume();
    if (options.override?.(req, res, { base: ctxBase, data, url, hits: n })) return;
    serveApi(req, res, url, data, options.pageSize ?? 20);
  });
  // Idle connections stay open long after the client lets them go (it keeps one for the server's hint less
  // half a second): with a 1 s hint, a client process busy for a second on a large body could send its next
  // request on a connection the server was closing. close() ends them all at once.
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  ctxBase = `http://127.0.0.1:${port}/`;
  data = makeDataset(ctxBase, options.components ?? 2, options.translations ?? 3);
  return {
    base: ctxBase,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...HEADERS, 'content-length': Buffer.byteLength(text), ...headers });
  res.end(res.req.method === 'HEAD' ? undefined : text);
}

/** The page of `items` the request asks for, as an envelope; undefined for a page that does not exist. */
export function envelope(url: URL, items: unknown[], size: number): Record<string, unknown> | undefined {
  const raw = url.searchParams.get('page');
  const page = raw === null ? 1 : /^[0-9]+$/.test(raw) ? Number(raw) : NaN;
  const pages = Math.max(1, Math.ceil(items.length / size));
  if (!(page >= 1 && page <= pages)) return undefined;
  const at = (n: number): string | null => {
    if (n < 1 || n > pages) return null;
    const u = new URL(url.href);
    if (n === 1) u.searchParams.delete('page');
    else u.searchParams.set('page', String(n));
    return u.href;
  };
  return { count: items.length, next: at(page + 1), previous: at(page - 1), results: items.slice((page - 1) * size, page * size) };
}

function serveApi(req: IncomingMessage, res: ServerResponse, url: URL, data: Dataset, pageSize: number): void {
  const method = req.method ?? 'GET';
  if (method === 'OPTIONS') {
    res.writeHead(200, { ...HEADERS, 'content-length': 0 });
    res.end();
    return;
  }
  if (method !== 'GET' && method !== 'HEAD') {
    sendJson(res, 405, { detail: `Method "${method}" not allowed.` });
    return;
  }
  const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const notFound = (): void => sendJson(res, 404, { detail: 'Not found.' });
  if (parts[0] !== 'api' || parts[1] !== 'components') return notFound();
  if (parts.length === 2) {
    const body = envelope(url, data.components, pageSize);
    return body ? sendJson(res, 200, body) : notFound();
  }
  const comp = data.components.find((c) => (c.project as { slug: string }).slug === parts[2] && c.slug === parts[3]);
  if (!comp) return notFound();
  if (parts.length === 4) return sendJson(res, 200, comp);
  if (parts.length === 5 && parts[4] === 'statistics') {
    const body = envelope(url, data.statistics.get(`${parts[2]}/${parts[3]}`) ?? [], 20);
    return body ? sendJson(res, 200, body) : notFound();
  }
  return notFound();
}
