/**
 * A fixture override that serves every answer as the clean fixture would, with its body changed on
 * the way out: as a value (every string mapped) or as text.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HEADERS } from '../hostile/server.js';
import { envelope, instancePath, statsPath, type Ctx } from './fixture.js';

/** The body the clean fixture gives to a GET of this address, or undefined. */
function cleanBody(ctx: Ctx): unknown {
  let path = ctx.url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // not percent-encoding: served as it is asked
  }
  if (path === '/api/components/') return envelope(ctx.url, ctx.data.components, 20);
  const c = ctx.data.components.find((x) => path === instancePath(String(x.slug)));
  if (c) return c;
  const s = ctx.data.components.find((x) => path === statsPath(String(x.slug)));
  return s ? envelope(ctx.url, ctx.data.statistics.get(`demo/${String(s.slug)}`) ?? [], 20) : undefined;
}

/** Serves every GET and HEAD answer with its JSON text passed through `edit` (by path and query). */
export function rewriteText(edit: (where: string, text: string) => string) {
  return (req: IncomingMessage, res: ServerResponse, ctx: Ctx): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const body = cleanBody(ctx);
    if (body === undefined) return false;
    const text = edit(ctx.url.pathname + ctx.url.search, JSON.stringify(body));
    res.writeHead(200, { ...HEADERS, 'content-length': Buffer.byteLength(text) });
    res.end(req.method === 'HEAD' ? undefined : text);
    return true;
  };
}

/** Every string of a JSON value passed through `fn` (a copy). */
export function mapStrings(value: unknown, fn: (s: string) => string): unknown {
  if (typeof value === 'string') return fn(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fn));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fn)]));
  return value;
}

/** Serves every GET and HEAD answer with each of its strings passed through `fn`. */
export function rewriteStrings(fn: (s: string) => string) {
  return rewriteText((_where, text) => JSON.stringify(mapStrings(JSON.parse(text), fn)));
}
