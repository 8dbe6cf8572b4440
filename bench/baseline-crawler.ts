/**
 * The baseline the kit's crawl is measured against: an undici client with the same concurrency
 * that requests the same addresses (the component list following `next`, each component's
 * instance record, each statistics list following `next`, plus the extra requests the caller
 * names) and does nothing with the answers but parse them as JSON.
 */
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { Pool } from 'undici';

export type Method = 'GET' | 'HEAD' | 'OPTIONS';

export interface ExtraRequest {
  method: Method;
  url: string;
  /** Follow the answer's `next` like a statistics list. */
  follow?: boolean;
}

export interface BaselineOptions {
  /** Base URL of the deployment, ending with a slash. */
  baseUrl: string;
  concurrency: number;
  /** Requests sent besides the crawl proper, derived from what was crawled. */
  extras?: (crawled: CrawledAddresses) => ExtraRequest[];
}

export interface CrawledAddresses {
  componentListPages: string[];
  components: string[];
  statisticsLists: string[];
}

export interface BaselineResult {
  requests: number;
}

interface Job {
  method: Method;
  url: string;
  kind: 'list' | 'component' | 'statistics' | 'extra';
  follow?: boolean;
}

/** The request headers the kit sends. */
const REQUEST_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'stringent-bench' };

function decode(raw: Buffer, encoding: string | string[] | undefined): string {
  switch (Array.isArray(encoding) ? encoding.join(', ') : encoding) {
    case 'gzip':
      return gunzipSync(raw).toString('utf8');
    case 'deflate':
      return inflateSync(raw).toString('utf8');
    case 'br':
      return brotliDecompressSync(raw).toString('utf8');
    default:
      return raw.toString('utf8');
  }
}

export async function baselineCrawl(options: BaselineOptions): Promise<BaselineResult> {
  const origin = new URL(options.baseUrl).origin;
  const pool = new Pool(origin, { connections: options.concurrency });
  const crawled: CrawledAddresses = { componentListPages: [], components: [], statisticsLists: [] };
  const seen = new Set<string>();
  const queue: Job[] = [];
  let head = 0;
  const result: BaselineResult = { requests: 0 };
  let active = 0;
  let failure: unknown;

  const enqueue = (job: Job): void => {
    const key = `${job.method} ${job.url}`;
    if (seen.has(key)) return;
    seen.add(key);
    queue.push(job);
  };

  const handle = (job: Job, json: unknown): void => {
    if (job.method !== 'GET' || typeof json !== 'object' || json === null) return;
    const body = json as { next?: unknown; results?: unknown };
    if (job.kind === 'list') {
      crawled.componentListPages.push(job.url);
      if (typeof body.next === 'string') enqueue({ ...job, url: body.next });
      for (const c of Array.isArray(body.results) ? body.results : []) {
        const rec = c as { url?: unknown; statistics_url?: unknown };
        if (typeof rec.url === 'string') {
          crawled.components.push(rec.url);
          enqueue({ method: 'GET', url: rec.url, kind: 'component' });
        }
        if (typeof rec.statistics_url === 'string') {
          crawled.statisticsLists.push(rec.statistics_url);
          enqueue({ method: 'GET', url: rec.statistics_url, kind: 'statistics' });
        }
      }
    } else if (job.kind === 'statistics' || job.follow) {
      if (typeof body.next === 'string') enqueue({ ...job, url: body.next });
    }
  };

  const run = async (job: Job): Promise<void> => {
    const u = new URL(job.url);
    const res = await pool.request({ method: job.method, path: u.pathname + u.search, headers: REQUEST_HEADERS });
    const text = decode(Buffer.from(await res.body.arrayBuffer()), res.headers['content-encoding']);
    result.requests++;
    const json = job.method === 'GET' && res.statusCode === 200 ? (JSON.parse(text) as unknown) : undefined;
    handle(job, json);
  };

  try {
    await new Promise<void>((resolve, reject) => {
      let extrasQueued = false;
      const pump = (): void => {
        if (failure !== undefined) {
          // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the first error a worker met, passed on as it was thrown
          if (active === 0) reject(failure);
          return;
        }
        if (head === queue.length && active === 0 && !extrasQueued) {
          extrasQueued = true;
          for (const e of options.extras?.(crawled) ?? []) enqueue({ ...e, kind: 'extra' });
        }
        while (active < options.concurrency && head < queue.length) {
          const job = queue[head++]!;
          active++;
          run(job).then(
            () => {
              active--;
              pump();
            },
            (err: unknown) => {
              active--;
              failure ??= err;
              pump();
            },
          );
        }
        if (head === queue.length && active === 0) resolve();
      };
      enqueue({ method: 'GET', url: new URL('api/components/', options.baseUrl).href, kind: 'list' });
      pump();
    });
  } finally {
    await pool.close();
  }
  return result;
}
