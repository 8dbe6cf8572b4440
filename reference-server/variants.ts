/**
 * Clean variants: conformant deployments that differ from the plain one in ways a naive checker
 * gets wrong. Each is served correctly; self-test checks that the kit finds nothing on any of them
 * (notes about drift aside).
 */
import { gzipSync } from 'node:zlib';
import type { Dataset } from '../src/generated/dataset.js';
import { BadOptionError } from '../src/base/errors.js';
import { edgesComponentPageSize, edgesDataset, edgesLatency, edgesHooks, NFD_SLUG, THROTTLE_RETRY_AFTER } from './edges.js';
import { longestList, type ExchangeCtx, type Hooks } from './hooks.js';

export interface VariantDeclaration {
  id: string;
  description: string;
  /** A path under the origin where the API lives (the base URL's path), e.g. `weblate/`. */
  basePath?: string;
  /** Other variants served with this one (before it, in the order given). */
  includes?: readonly string[];
  /** A change to the served dataset; `seed` is the server's (--seed). */
  dataset?(data: Dataset, seed: number): Dataset;
  /** `now`: the server's clock in ms since the epoch (the rate limit of edges). */
  hooks?: (seed: number, now: () => number) => Hooks;
  /** Whether the variant's choices depend on --seed. */
  seeded?: boolean;
  /** The full page size of the component list when it is not 20 (§8 states only the statistics list's). */
  componentPageSize?: (seed: number) => number;
  /** How long the answer to a request target takes, in milliseconds. */
  latencyMs?: (seed: number) => (target: string) => number;
}

/** Two ids beyond 2^53 whose nearest doubles are equal (2^53 + 1 and 2^53). */
export const BIG_IDS = [9007199254740993n, 9007199254740992n] as const;

export const UNICODE_SLUG = 'čeština-ü';

/** Whether Accept-Encoding admits gzip (RFC 9110 §12.5.3: a token or *, with q above 0). */
function acceptsGzip(x: ExchangeCtx): boolean {
  const raw = x.requestHeaders['accept-encoding'];
  const value = Array.isArray(raw) ? raw.join(',') : raw;
  if (!value) return false;
  let star = false;
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name === 'gzip' || name === 'x-gzip') return weight > 0;
    if (name === '*') star = weight > 0;
  }
  return star;
}

/** The dataset with one component's slug non-ASCII (the one whose source is not English, else the last). */
function unicodeSlug(d: Dataset): Dataset {
  const components = d.components.map((c) => ({ ...c }));
  const target = components.find((c) => c.source_language !== 'en') ?? components[components.length - 1]!;
  target.slug = UNICODE_SLUG;
  return { ...d, components };
}

/**
 * The same address in another spelling RFC 3986 calls equivalent (§6.2.2): the scheme in capitals,
 * percent-encoding in lower-case hex, and each - of the path percent-encoded (%2d, an unreserved
 * character).
 */
export function respell(address: string): string {
  const m = /^(https?):\/\/([^/]*)(.*)$/.exec(address);
  if (!m) return address;
  const path = m[3]!.replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase()).replace(/-/g, '%2d');
  return `${m[1]!.toUpperCase()}://${m[2]!}${path}`;
}

/** Every address in a JSON value respelled (see respell), in place. */
function respellAll(value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  const o = value as Record<string, unknown>;
  for (const [k, v] of Object.entries(o)) {
    if (typeof v === 'string' && /^https?:\/\//.test(v)) o[k] = respell(v);
    else respellAll(v);
  }
}

export const VARIANTS: readonly VariantDeclaration[] = [
  {
    id: 'prefix',
    description: 'the API lives under a path prefix: the base URL is http://host:port/weblate/',
    basePath: 'weblate/',
  },
  {
    id: 'gzip',
    description: 'bodies are gzip-encoded when the request accepts gzip (Vary: Accept, Accept-Encoding)',
    hooks: () => {
      const zipped = new WeakMap<Buffer, Buffer>();
      const gzip = (body: Buffer): Buffer => {
        let z = zipped.get(body);
        if (!z) {
          z = gzipSync(body);
          zipped.set(body, z);
        }
        return z;
      };
      return {
        bytes: (body, x) => (acceptsGzip(x) ? gzip(body) : undefined),
        headers: (h, x) => {
          if (h.Vary !== undefined) h.Vary = 'Accept, Accept-Encoding';
          if (acceptsGzip(x)) h['Content-Encoding'] = 'gzip';
        },
      };
    },
  },
  {
    id: 'unicode-slug',
    description: `one component's slug is ${UNICODE_SLUG}, percent-encoded in every address`,
    dataset: unicodeSlug,
  },
  {
    id: 'drift',
    description: 'the longest statistics list loses its last translation once it has been walked to its end (each walk consistent)',
    hooks: () => {
      let drifted = false;
      let target = -1;
      return {
        volatile: true,
        listItems: (items, x) => {
          target = longestList(x);
          return drifted && x.list.index === target ? items.slice(0, -1) : undefined;
        },
        page: (_env, x) => {
          if (x.list.kind === 'statistics' && x.list.index === target && x.page === x.lastPage && x.method === 'GET' && x.query.others.length === 0)
            drifted = true;
        },
      };
    },
  },
  {
    id: 'big-ids',
    description: `the first two components have ids beyond 2^53 (${BIG_IDS.join(' and ')}, distinct integers with the same nearest double), written as exact integer text`,
    hooks: () => ({
      record: (r, x) => {
        const big = BIG_IDS[x.index];
        if (big !== undefined) r.id = big;
      },
    }),
  },
  {
    id: 'edges',
    description:
      'every variation the API permits at once (prefix, gzip, unicode-slug, big-ids and drift included; chosen per address by --seed): ' +
      'older-shaped records and records with the extra fields of newer Weblate releases, Allow reordered or without spaces, ' +
      `Vary in another case, charset parameters, chunked bodies, an NFD slug, a component list of four pages of another size than 20 ` +
      `(the last one short), whole percentages written 100.0 and 0.0, answers after 5 to 15 ms, and a server-wide rate limit: a burst, then every request refused ` +
      `until the wait is over (429 with Retry-After: ${THROTTLE_RETRY_AFTER}, 429 with Retry-After as an HTTP date, 503 with Retry-After)`,
    includes: ['prefix', 'gzip', 'unicode-slug', 'big-ids', 'drift'],
    seeded: true,
    componentPageSize: edgesComponentPageSize,
    latencyMs: edgesLatency,
    dataset: edgesDataset,
    hooks: edgesHooks,
  },
  {
    id: 'respelled',
    description: `every address spelled as RFC 3986 says is the same: the scheme in capitals (HTTP://), percent-encoding in lower-case hex, each - of a path written %2d; one slug is ${UNICODE_SLUG}`,
    dataset: unicodeSlug,
    hooks: () => ({
      record: (r) => respellAll(r),
      statisticsItem: (item) => respellAll(item),
      page: (env) => {
        if (typeof env.next === 'string') env.next = respell(env.next);
        if (typeof env.previous === 'string') env.previous = respell(env.previous);
      },
    }),
  },
];

export { NFD_SLUG, THROTTLE_RETRY_AFTER };

export function listVariants(): { id: string; description: string }[] {
  return VARIANTS.map(({ id, description }) => ({ id, description }));
}

export function variantsOf(ids: readonly string[]): VariantDeclaration[] {
  const known = new Map(VARIANTS.map((v) => [v.id, v]));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new BadOptionError(`unknown variant ${unknown.join(', ')}; valid variants: ${VARIANTS.map((v) => v.id).join(', ')}`);
  const out: VariantDeclaration[] = [];
  const add = (id: string): void => {
    const v = known.get(id)!;
    if (out.includes(v)) return;
    for (const inner of v.includes ?? []) add(inner);
    out.push(v);
  };
  for (const id of ids) add(id);
  return out;
}
