/**
 * A replay of Weblate's recorded answers (test/fixtures, see its SOURCE.md) on node:http,
 * 127.0.0.1, port 0. A recording named `components-hello-weblate-statistics--GET--page=2.json`
 * answers GET `{base}api/components/hello/weblate/statistics/?page=2`: the address relative to the
 * API root, trailing slash dropped, `/` replaced by `-`, then `--GET--<query>` when there is a
 * query. Only GET recordings are served; bodies are sent as recorded, with the recording host
 * `http://127.0.0.1:8000/` rewritten to the replay's own base URL.
 *
 * Answers carry the headers Django REST framework sends (Content-Type, Allow, Vary). HEAD is GET
 * without a body; OPTIONS answers DRF's view metadata; other methods get 405; an address with no
 * recording gets 404 {"detail":"Not found."}. A recording that holds only a `detail` message (DRF's
 * error body, e.g. `Invalid page "3"`) is the answer to a request DRF refuses, so it is sent with 404.
 */
import http from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PACKAGE_ROOT } from '../../src/base/paths.js';

export const REAL_WEBLATE = path.join(PACKAGE_ROOT, 'test', 'fixtures');
/** The wlc main-branch recordings. */
export const WLC_FIXTURES = path.join(REAL_WEBLATE, 'wlc-fixtures');
/** The wlc 1.13 recordings: only the files that differ from the main branch (they override it). */
export const WLC_FIXTURES_113 = path.join(REAL_WEBLATE, 'wlc-fixtures-1.13');

/** The host the recordings were made on. */
export const RECORDED_BASE = 'http://127.0.0.1:8000/';

const HEADERS = { 'Content-Type': 'application/json', Allow: 'GET, HEAD, OPTIONS', Vary: 'Accept' } as const;
const NOT_FOUND = JSON.stringify({ detail: 'Not found.' });
const GET_MARK = '--GET--';

export interface Recording {
  /** Recording name: file name without `.json`. */
  name: string;
  /** File it was read from. */
  file: string;
  /** Address relative to the base URL, e.g. `api/components/?page=2`. */
  address: string;
  /** HTTP status it is served with. */
  status: number;
  /** Body text, host rewritten. */
  body: string;
}

export interface Replay {
  /** Base URL with a trailing slash; `api/` hangs off it. */
  url: string;
  /** Served recordings by name. */
  recordings: Map<string, Recording>;
  close(): Promise<void>;
}

/** The recording name an address relative to the API root answers to (`components/?page=2` → `components--GET--page=2`). */
export function recordingName(apiPath: string, query: string): string {
  const name = apiPath.replace(/\/$/, '').replaceAll('/', '-');
  return query === '' ? name : `${name}${GET_MARK}${query}`;
}

/** The address relative to the base URL that a recording name answers (inverse of recordingName for slugs without `-`). */
function addressOf(name: string): string {
  const at = name.indexOf(GET_MARK);
  const stem = at < 0 ? name : name.slice(0, at);
  const query = at < 0 ? '' : `?${name.slice(at + GET_MARK.length)}`;
  return `api/${stem.replaceAll('-', '/')}/${query}`;
}

/** GET recordings of `dirs`, a later folder's file overriding an earlier one's of the same name. */
function loadRecordings(dirs: readonly string[], base: string): Map<string, Recording> {
  const out = new Map<string, Recording>();
  for (const dir of dirs) {
    for (const entry of readdirSync(dir).sort()) {
      if (!entry.endsWith('.json')) continue;
      const name = entry.slice(0, -'.json'.length);
      // Other methods are named `--POST--…`, `--PATCH--…`; only GET answers are replayed.
      if (/--[A-Z]+--/.test(name) && !name.includes(GET_MARK)) continue;
      const file = path.join(dir, entry);
      const body = readFileSync(file, 'utf8').replaceAll(RECORDED_BASE, base);
      out.set(name, { name, file, address: addressOf(name), status: isDetailOnly(body) ? 404 : 200, body });
    }
  }
  return out;
}

function isDetailOnly(text: string): boolean {
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 1 && 'detail' in v;
  } catch {
    return false;
  }
}

/** DRF's OPTIONS body (SimpleMetadata) for the view behind a recording. */
function metadata(rec: Recording): string {
  const stem = rec.name.split(GET_MARK)[0]!;
  const title = stem.split('-')[0]!.replace(/^./, (c) => c.toUpperCase());
  return JSON.stringify({
    name: title,
    description: '',
    renders: ['application/json', 'text/html'],
    parses: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
  });
}

function answer(recordings: Map<string, Recording>, method: string, rawUrl: string): { status: number; body: string } {
  let u: URL;
  try {
    u = new URL(rawUrl, 'http://replay.invalid');
  } catch {
    return { status: 404, body: NOT_FOUND };
  }
  if (!['GET', 'HEAD', 'OPTIONS'].includes(method)) return { status: 405, body: JSON.stringify({ detail: `Method "${method}" not allowed.` }) };
  const rec =
    u.pathname.startsWith('/api/') && u.pathname.endsWith('/') && u.pathname.length > '/api/'.length
      ? recordings.get(recordingName(u.pathname.slice('/api/'.length), u.search.slice(1)))
      : undefined;
  if (rec === undefined) return { status: 404, body: NOT_FOUND };
  if (method === 'OPTIONS') return { status: rec.status, body: rec.status === 200 ? metadata(rec) : rec.body };
  return { status: rec.status, body: rec.body };
}

/** Serves the recordings of `dirs` (later folders override earlier ones) on 127.0.0.1, port 0. */
export async function startReplay(dirs: readonly string[]): Promise<Replay> {
  let recordings = new Map<string, Recording>();
  const server = http.createServer((req, res) => {
    req.on('error', () => undefined);
    req.resume();
    const method = req.method ?? 'GET';
    const a = answer(recordings, method, req.url ?? '/');
    res.writeHead(a.status, { ...HEADERS, 'Content-Length': String(Buffer.byteLength(a.body)) });
    res.end(method === 'HEAD' ? undefined : a.body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  try {
    recordings = loadRecordings(dirs, url);
  } catch (err) {
    server.close();
    throw err;
  }
  let closed: Promise<void> | undefined;
  return {
    url,
    recordings,
    close() {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closed;
    },
  };
}
