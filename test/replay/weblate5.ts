/**
 * A replay of stock Weblate 5.4.2 (test/fixtures/weblate-5.4.2, raw `curl -i` answers; see
 * test/fixtures/SOURCE.md) on node:http, 127.0.0.1, port 0. Recorded answers are sent with their
 * status, headers and body, the recording host `http://127.0.0.1:8000/` rewritten to the replay's
 * own base URL.
 *
 * A crawl asks for more addresses than were recorded. Those are answered as Weblate 5.4.2 answers
 * them, from recorded material only:
 * - a component instance: its component-list element with the headers of the recorded instance
 *   (`demo/big`): Weblate serves one serializer for both, and the recorded `demo/big` instance
 *   equals its list element byte for byte (the replay test checks that);
 * - HEAD: the GET answer without its body; OPTIONS: the recorded OPTIONS answer of the same kind
 *   of address (component list, instance, statistics list);
 * - `format=api` on any statistics list: the recorded answer to the same Accept (406 to a client
 *   that accepts only JSON, the HTML page otherwise); `format=json`: the plain list;
 * - a page number other than the first on a one-page list: the recorded `Invalid page.` 404;
 * - POST, PUT, PATCH, DELETE anywhere: the recorded anonymous POST answer (401);
 * - the API root `api/`: the recorded API root;
 * - anything else: the recorded unknown-component 404.
 * The statistics of `tools/glossary` were not recorded, so the replayed component list leaves that
 * element out (count 4 instead of 5); every other byte of it is as recorded.
 */
import http from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PACKAGE_ROOT } from '../../src/base/paths.js';

export const WEBLATE_542 = path.join(PACKAGE_ROOT, 'test', 'fixtures', 'weblate-5.4.2');
const RECORDED_BASE = 'http://127.0.0.1:8000/';
const DROPPED = new Set(['Date', 'Connection', 'Content-Length', 'Transfer-Encoding', 'Set-Cookie']);

export interface HttpRecording {
  status: number;
  headers: [string, string][];
  body: string;
}

/** A `curl -i` answer: status line, headers, blank line, body. */
export function parseHttpRecording(text: string): HttpRecording {
  const split = text.search(/\r?\n\r?\n/);
  const head = split < 0 ? text : text.slice(0, split);
  const body = split < 0 ? '' : text.slice(split).replace(/^\r?\n\r?\n/, '');
  const [statusLine, ...lines] = head.split(/\r?\n/);
  const status = Number(/^HTTP\/[\d.]+ (\d{3})/.exec(statusLine ?? '')?.[1]);
  if (!Number.isInteger(status)) throw new Error(`not an HTTP answer: ${statusLine}`);
  const headers = lines
    .map((l) => /^([^:]+):\s*(.*)$/.exec(l))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [m[1]!, m[2]!] as [string, string]);
  return { status, headers, body };
}

export function loadWeblate542(dir = WEBLATE_542): Map<string, HttpRecording> {
  const out = new Map<string, HttpRecording>();
  for (const f of readdirSync(dir)) if (f.endsWith('.http')) out.set(f.slice(0, -'.http'.length), parseHttpRecording(readFileSync(path.join(dir, f), 'utf8')));
  return out;
}

export interface Weblate5Replay {
  url: string;
  /** Requests seen: `METHOD path?query`. */
  seen: string[];
  close(): Promise<void>;
}

const STATS: Record<string, string> = {
  'demo/big': 'component_demo_big_statistics',
  'demo/android': 'component_demo_android_statistics',
  'demo/glossary': 'component_demo_glossary_statistics',
  'tools/cli': 'component_tools_cli_statistics',
};

export interface Weblate5ReplayOptions {
  /** Leave Weblate's X-RateLimit-* headers out of every answer (a deployment whose proxy strips them). */
  withoutRateLimitHeaders?: boolean;
}

export async function startWeblate5Replay(options: Weblate5ReplayOptions = {}): Promise<Weblate5Replay> {
  const rec = loadWeblate542();
  let base = '';
  const get = (name: string): HttpRecording => {
    const r = rec.get(name);
    if (!r) throw new Error(`no recording ${name}`);
    const headers = options.withoutRateLimitHeaders ? r.headers.filter(([k]) => !/^x-ratelimit-/i.test(k)) : r.headers;
    return { ...r, headers, body: r.body.replaceAll(RECORDED_BASE, base) };
  };
  const list = (): HttpRecording => {
    const r = get('components_list');
    const page = JSON.parse(r.body) as { count: number; results: { slug: string; project: { slug: string } }[] };
    page.results = page.results.filter((c) => STATS[`${c.project.slug}/${c.slug}`] !== undefined);
    page.count = page.results.length;
    return { ...r, body: JSON.stringify(page) };
  };
  const instance = (p: string, c: string): HttpRecording | undefined => {
    if (p === 'demo' && c === 'big') return get('component_demo_big');
    const element = (JSON.parse(list().body) as { results: { slug: string; project: { slug: string } }[] }).results.find(
      (x) => x.project.slug === p && x.slug === c,
    );
    return element && { ...get('component_demo_big'), body: JSON.stringify(element) };
  };

  function answer(method: string, rawUrl: string, accept: string): HttpRecording {
    const u = new URL(rawUrl, 'http://replay.invalid');
    const q = u.searchParams;
    const unknown = get('component_unknown');
    if (!['GET', 'HEAD', 'OPTIONS'].includes(method)) return get('stats_big_post_anon');
    const onlyPage = (r: HttpRecording): HttpRecording => {
      const page = q.get('page');
      return page === null || page === '1' ? r : get('stats_big_page2');
    };
    if (u.pathname === '/api/' && method === 'GET') return get('api_root');
    if (u.pathname === '/api/components/') {
      if (method === 'HEAD') return get('components_list_head');
      if (method === 'OPTIONS') return get('components_list_options');
      return onlyPage(list());
    }
    const m = /^\/api\/components\/([^/]+)\/([^/]+)\/(statistics\/)?$/.exec(u.pathname);
    if (!m) return unknown;
    const [, p, c, stats] = m as unknown as [string, string, string, string | undefined];
    if (!stats) {
      const r = instance(p, c);
      if (!r) return unknown;
      if (method === 'OPTIONS') return get('component_big_options');
      return r;
    }
    const name = STATS[`${p}/${c}`];
    if (!name) return get('component_unknown_statistics');
    if (method === 'OPTIONS') return get('stats_big_options');
    if (method === 'HEAD') return get('stats_big_head');
    const format = q.get('format');
    if (format === 'api') return /^application\/json\s*$/i.test(accept) ? get('stats_big_format_api_accept_json') : get('stats_big_format_api');
    if (format !== null && format !== 'json') return unknown;
    return onlyPage(get(name));
  }

  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    req.on('error', () => undefined);
    req.resume();
    const method = req.method ?? 'GET';
    seen.push(`${method} ${req.url ?? '/'}`);
    const a = answer(method, req.url ?? '/', String(req.headers.accept ?? '*/*'));
    const headers: [string, string][] = a.headers.filter(([k]) => !DROPPED.has(k));
    headers.push(['Content-Length', String(Buffer.byteLength(a.body))]);
    res.writeHead(a.status, headers.flat());
    res.end(method === 'HEAD' ? undefined : a.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    url: base,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
