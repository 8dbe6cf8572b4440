/**
 * The reference server: the kit's own implementation of the Translation Components Read API,
 * on node:http, over a dataset (bundled, a file, or generated), with optional faults that each
 * break one requirement.
 */
import type { AddressInfo } from 'node:net';
import type { Dataset } from '../src/generated/dataset.js';
import { BadOptionError } from '../src/base/errors.js';
import { Api, NOT_FOUND } from './api.js';
import { checkDataset, loadDataset } from './dataset.js';
import { defaultDataset } from './default-dataset.js';
import { Exchanges } from './exchange.js';
import { faultConflict, faultHooks, FAULTS, listFaults, type FaultConflict, type FaultInfo } from './faults/index.js';
import { generateDataset } from './generate.js';
import { conditions, type RateLimitStyle } from './conditions.js';
import { HookSet } from './hook-points.js';
import { createHttpServer } from './http.js';
import { listen } from './listen.js';
import { Observation, type Observer } from './observe.js';
import { VARIANTS, variantsOf } from './variants.js';
import { PAGE_SIZE } from './pages.js';

export { checkDataset, loadDataset, templateBalanced } from './dataset.js';
export { defaultDataset } from './default-dataset.js';
export { generateDataset, MAX_GENERATED } from './generate.js';
export { FAULTS, faultConflict, listFaults, type FaultConflict, type FaultInfo };
export { VARIANTS, listVariants, BIG_IDS, UNICODE_SLUG, NFD_SLUG, THROTTLE_RETRY_AFTER } from './variants.js';
export { edgesBurst, edgesComponentPageSize, edgesRefusal } from './edges.js';
export { percent } from './records.js';
export { conditions, RATE_LIMIT_STYLES, type ConditionOptions, type RateLimitStyle } from './conditions.js';
export type { Observer } from './observe.js';
export { PAGE_SIZE } from './pages.js';
export type { Dataset, DatasetComponent, DatasetTranslation } from '../src/generated/dataset.js';

export interface ServerOptions {
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  /** Public base URL, possibly with a path prefix (http://host/weblate/); default the listening address. */
  baseUrl?: string;
  /** A dataset to serve (validated). At most one of data, dataFile, generate. */
  data?: Dataset;
  /** A dataset file to serve (validated against schemas/dataset.schema.json). */
  dataFile?: string;
  /** Serve a synthetic dataset of this many components. */
  generate?: number;
  /** IDs of the faults to switch on (`stringent serve --list-faults`). */
  faults?: string[];
  /** Clean variants to serve (prefix, gzip, unicode-slug, drift, big-ids, edges); each stays conformant. */
  variants?: string[];
  /** The seed of the choices a seeded variant (edges) makes; default 1. */
  seed?: number;
  /** Throttle like Weblate (DRF's SimpleRateThrottle): `N/s`, `N/min`, `N/h` or `N/day`. */
  rateLimit?: string;
  /** How the limit is kept and said (conditions.ts): like Weblate (default), nginx's limit_req (503 page), or a bare 429. */
  rateLimitStyle?: RateLimitStyle;
  /** The leaky bucket's burst (styles nginx and bare-429). */
  rateLimitBurst?: number;
  /** Answer only requests that carry `Authorization: Token <this>` (401 otherwise, as Weblate does). */
  requireToken?: string;
  /**
   * Bytes of serialized list pages kept in memory (default 64 MiB, about the pages of a thousand
   * generated components); 0 keeps none. Pages past the bound are serialized again when asked.
   */
  pageCacheBytes?: number;
  /** The server's clock, in ms since the epoch (default Date.now): the rate limits and the observed times count by it (tests). */
  now?: () => number;
  /** Called with each request once its answer is sent: what the client did (`serve --client-report`). */
  observe?: Observer;
}

/** What a test needs to know of the served data. */
export interface ComponentSummary {
  id: number;
  project: string;
  slug: string;
  name: string;
  /** Number of statistics items (translations, source language included). */
  translations: number;
  sourceLanguage: string;
  olderInstanceShape: boolean;
  statisticsWithoutOptional: boolean;
  isGlossary: boolean;
}

export interface RunningServer {
  /** The public base URL, with a trailing slash. */
  url: string;
  /** The API root: url + 'api/'. */
  apiUrl: string;
  port: number;
  dataset: Dataset;
  components: ComponentSummary[];
  faults: string[];
  variants: string[];
  /** The seed of a seeded variant (edges), when one is served. */
  seed?: number;
  /** The full page size of the component list (20 unless a variant pages it by another size). */
  componentPageSize: number;
  /** With `observe`: the time (ms since the epoch, by the server's clock) that the observed `atMs` count from. */
  observedFrom?: number;
  /** Number of client connections open now (HTTP ones and those answered outside the parser). */
  connections(): Promise<number>;
  close(): Promise<void>;
}

export function summarize(data: Dataset): ComponentSummary[] {
  return data.components.map((c) => ({
    id: c.id,
    project: c.project,
    slug: c.slug,
    name: c.name,
    translations: c.translations.length,
    sourceLanguage: c.source_language,
    olderInstanceShape: c.older_instance_shape ?? false,
    statisticsWithoutOptional: c.statistics_without_optional ?? false,
    isGlossary: c.is_glossary ?? false,
  }));
}

function chooseDataset(o: ServerOptions): Dataset {
  const given = [o.data !== undefined, o.dataFile !== undefined, o.generate !== undefined].filter(Boolean).length;
  if (given > 1) throw new BadOptionError('give at most one of a dataset, a dataset file (--data) and --generate');
  if (o.data !== undefined) return checkDataset(o.data);
  if (o.dataFile !== undefined) return loadDataset(o.dataFile);
  if (o.generate !== undefined) return generateDataset(o.generate);
  return defaultDataset();
}

function checkBase(baseUrl: string): string {
  let u: URL;
  try {
    u = new URL(baseUrl);
  } catch {
    throw new BadOptionError(`--base-url ${JSON.stringify(baseUrl)} is not an absolute URL`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new BadOptionError(`--base-url must be http or https, got ${u.protocol}`);
  if (u.search || u.hash || u.username || u.password) throw new BadOptionError('--base-url takes no query, fragment or credentials');
  return u.href.endsWith('/') ? u.href : u.href + '/';
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new BadOptionError(`--port takes 0 to 65535, got ${port}`);
  const host = options.host ?? '127.0.0.1';
  const faults = [...new Set(options.faults ?? [])];
  const variants = variantsOf(options.variants ?? []);
  const seed = options.seed ?? 1;
  if (!Number.isSafeInteger(seed) || seed < 0) throw new BadOptionError(`--seed takes a whole number from 0, got ${seed}`);
  if (options.seed !== undefined && !variants.some((v) => v.seeded))
    throw new BadOptionError(
      `--seed chooses what a seeded variant serves: it goes with --variant ${VARIANTS.filter((v) => v.seeded)
        .map((v) => v.id)
        .join(', ')}`,
    );
  const pageCacheBytes = options.pageCacheBytes;
  if (pageCacheBytes !== undefined && (!Number.isSafeInteger(pageCacheBytes) || pageCacheBytes < 0))
    throw new BadOptionError(`pageCacheBytes takes a whole number of bytes from 0, got ${pageCacheBytes}`);
  const hooks = new HookSet([...variants.flatMap((v) => (v.hooks ? [v.hooks(seed, options.now ?? Date.now)] : [])), ...faultHooks(faults)]);
  const fixedBase = options.baseUrl === undefined ? undefined : checkBase(options.baseUrl);
  // A prefix that a composed variant brings in gives way to --base-url; the prefix variant named alone does not.
  const named = new Set(options.variants ?? []);
  const prefixed = variants.filter((v) => v.basePath !== undefined && (fixedBase === undefined || named.has(v.id)));
  const basePath = prefixed[0]?.basePath;
  if (basePath !== undefined && fixedBase !== undefined) throw new BadOptionError('the prefix variant and --base-url both set the base URL; give one of them');
  let data = chooseDataset(options);
  for (const v of variants) if (v.dataset) data = checkDataset(v.dataset(data, seed));

  // The base URL may depend on the port the system picks, so the answers are built after listening.
  let api: Api | undefined;
  const exchanges = new Exchanges(hooks, () => api!.scope);
  const observation = options.observe ? new Observation(options.observe, () => api && { basePath: api.basePath, urls: api.urls }, options.now) : undefined;
  const latency = variants.find((v) => v.latencyMs)?.latencyMs?.(seed);
  const server = createHttpServer(
    { answer: (method, url) => (api ? api.answer(method, url) : NOT_FOUND) },
    exchanges,
    conditions(options),
    observation,
    latency,
  );
  await listen(server, port, host);
  const address = server.address() as AddressInfo;
  const shown = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  const hostPart = shown.includes(':') ? `[${shown}]` : shown;
  const url = fixedBase ?? `http://${hostPart}:${address.port}/${basePath ?? ''}`;
  api = new Api(data, url, hooks, pageCacheBytes);
  let closed: Promise<void> | undefined;
  return {
    url,
    apiUrl: `${url}api/`,
    port: address.port,
    dataset: data,
    components: summarize(data),
    faults,
    variants: variants.map((v) => v.id),
    ...(variants.some((v) => v.seeded) ? { seed } : {}),
    componentPageSize: variants.find((v) => v.componentPageSize)?.componentPageSize?.(seed) ?? PAGE_SIZE,
    ...(observation ? { observedFrom: observation.startedAt } : {}),
    connections() {
      return new Promise<number>((resolve, reject) => server.getConnections((err, n) => (err ? reject(err) : resolve(n))));
    },
    close() {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closed;
    },
  };
}
