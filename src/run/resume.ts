/**
 * check --resume: a run that takes the answers a recording already holds instead of requesting them
 * again, and requests only the rest. The crawl, the rules and the report are those of a live run;
 * only where an answer comes from differs. Re-checks always go to the deployment (src/har/resume.ts
 * never offers them), so a deployment that changed between windows is re-fetched before it is blamed,
 * as a change during one crawl is.
 *
 * Where a run that stops before it finishes keeps what it fetched when no --record file was given:
 * the user's cache folder ($XDG_CACHE_HOME, else ~/.cache), stringent/runs/.
 */
import { isUtf8 } from 'node:buffer';
import { mkdirSync, readdirSync, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import type { Exchange } from '../generated/exchange.js';
import type { HarEntry } from '../generated/har.js';
import { recordedBody, type ResumeRecording } from '../har/resume.js';
import { bodyText } from '../crawl/body.js';
import { HttpClient, MAX_REDIRECTS, type HttpOptions, type Method, type SendOptions } from '../crawl/http.js';
import { FileError } from '../base/errors.js';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** An HTTP client that answers from a recording what it holds, and asks the deployment the rest. */
export class ResumingClient extends HttpClient {
  /** Recorded answers used (redirect hops included). */
  reused = 0;
  private readonly taken = new WeakSet<Exchange>();
  private readonly maxBodySize: number;

  constructor(
    opts: HttpOptions,
    private readonly recording: ResumeRecording,
  ) {
    super(opts);
    this.maxBodySize = opts.maxBodySize;
  }

  /** Whether the exchange came from the recording (it is there already: not written again). */
  isReused(exchange: Exchange): boolean {
    return this.taken.has(exchange);
  }

  override async send(method: Method, url: string, so: SendOptions): Promise<Exchange> {
    if (so.purpose !== 'recheck' && this.isSameOrigin(url)) {
      const chain = this.recorded(method, url, so);
      if (chain) {
        const last = chain.pop()!;
        for (const hop of chain) so.onHop?.(hop);
        return last;
      }
    }
    return super.send(method, url, so);
  }

  /**
   * The recorded answer to the request, and the hops of the same-origin redirects it followed, as
   * the exchanges a live send gives; undefined when the recording lacks any of them (the request is
   * then sent as a whole).
   */
  private recorded(method: Method, url: string, so: SendOptions): Exchange[] | undefined {
    const chain: Exchange[] = [];
    const seen = new Set([url]);
    let current = url;
    for (;;) {
      const entry = this.recording.entry(method, current);
      const exchange = entry && this.exchangeOf(entry, method, current, so);
      if (!exchange) return undefined;
      const location = exchange.headers.location;
      const follow = so.followRedirects !== false && REDIRECTS.has(exchange.status) && location !== undefined;
      let next: string | undefined;
      if (follow) {
        try {
          next = new URL(location, current).href;
        } catch {
          next = undefined;
        }
      }
      if (next === undefined) {
        if (chain.length > 0) {
          exchange.request.url = url;
          exchange.hop = chain.length;
          exchange.finalUrl = current;
        }
        chain.push(exchange);
        break;
      }
      // A redirect the live client would refuse is left to it, so that its error is the live one.
      if (!this.isSameOrigin(next) || seen.has(next) || chain.length + 1 > MAX_REDIRECTS) return undefined;
      exchange.redirectedTo = next;
      exchange.hop = chain.length;
      chain.push(exchange);
      seen.add(next);
      current = next;
    }
    for (const e of chain) this.taken.add(e);
    this.reused += chain.length;
    return chain;
  }

  private exchangeOf(entry: HarEntry, method: Method, url: string, so: SendOptions): Exchange | undefined {
    const data = method === 'HEAD' ? Buffer.alloc(0) : recordedBody(entry, this.maxBodySize);
    if (data === undefined) return undefined;
    const headers: Record<string, string> = {};
    for (const h of entry.response.headers ?? []) {
      const name = h.name.toLowerCase();
      headers[name] = headers[name] === undefined ? h.value : `${headers[name]}, ${h.value}`;
    }
    const requestHeaders: Record<string, string> = {};
    for (const h of entry.request.headers ?? []) requestHeaders[h.name.toLowerCase()] = h.value;
    const exchange: Exchange = {
      request: { method, url, headers: requestHeaders },
      status: entry.response.status,
      headers,
      body: bodyText(data),
      purpose: so.purpose,
      durationMs: Math.max(0, entry.time ?? 0),
    };
    if (!isUtf8(data)) exchange.bodyBase64 = data.toString('base64');
    if (so.body !== undefined) exchange.request.body = so.body;
    const headBodyBytes = entry._stringent?.headBodyBytes;
    if (method === 'HEAD' && headBodyBytes !== undefined) exchange.headBodyBytes = headBodyBytes;
    const earlier = entry._stringent?.earlierAttempts;
    if (earlier !== undefined && earlier.length > 0) exchange.earlierAttempts = earlier;
    return exchange;
  }
}

/**
 * A new file for the recording of a run given no --record, in the user's cache folder
 * ($XDG_CACHE_HOME when it is an absolute path, as the XDG base directory specification asks, else
 * $HOME/.cache): stringent/runs/HOST-TIME.har. The folder is made private (0700). Undefined when
 * the environment names neither (the environment given to the run, not the process's: a caller
 * that passes its own decides).
 */
export function cacheRecordingFile(baseUrl: string, env: Record<string, string | undefined>, now = new Date(), keep = 10): string | undefined {
  const dir = cacheRunsFolder(env);
  if (dir === undefined) return undefined;
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch (err) {
    throw new FileError(
      `${dir}: cannot make the folder that keeps a stopped run's recording (${(err as NodeJS.ErrnoException).code ?? 'error'}); give --record FILE.har`,
    );
  }
  // This run's recording is one more: the oldest beyond `keep` go (--keep-recordings).
  pruneRecordings(dir, Math.max(0, keep - 1));
  const host = new URL(baseUrl).host.replace(/[^A-Za-z0-9.-]+/g, '_');
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return path.join(dir, `${host}-${stamp}-${process.pid}.har`);
}

/** The folder stopped runs' recordings are kept in, or undefined when the environment names no cache folder. */
export function cacheRunsFolder(env: Record<string, string | undefined>): string | undefined {
  const xdg = env.XDG_CACHE_HOME;
  const home = env.HOME;
  const root = xdg && path.isAbsolute(xdg) ? xdg : home && path.isAbsolute(home) ? path.join(home, '.cache') : undefined;
  return root === undefined ? undefined : path.join(root, 'stringent', 'runs');
}

/** Removes the oldest recordings of the folder beyond the newest `keep` (only *.har files; others stay). */
export function pruneRecordings(dir: string, keep: number): void {
  let files: { file: string; mtime: number }[];
  try {
    files = readdirSync(dir)
      .filter((name) => name.endsWith('.har'))
      .map((name) => {
        const file = path.join(dir, name);
        return { file, mtime: statSync(file).mtimeMs };
      });
  } catch {
    return;
  }
  files.sort((a, b) => b.mtime - a.mtime || (a.file < b.file ? 1 : -1));
  for (const { file } of files.slice(keep)) {
    try {
      unlinkSync(file);
    } catch {
      // Gone already, or another run's to remove.
    }
  }
}
