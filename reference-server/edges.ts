/**
 * The `edges` variant: every variation the API document permits, served together, for client
 * developers. Each choice is a pure function of the seed and the request's address (or the
 * component), so the same seed gives the same answers whatever the order or concurrency of requests.
 *
 * - Records: a third of the components (by seed) are older-shaped (§2.3: the older instance record;
 *   §2.2 rule 4: statistics without the six optional fields); the others carry the extra fields of
 *   newer Weblate releases. A record never mixes the two (CMP-SHAPE-CONSISTENT).
 * - Headers, per address: Allow in another order or without spaces, Vary in another case, a charset
 *   parameter on Content-Type, and no Content-Length (a chunked body).
 * - Data: one slug in NFD (a decomposed accent), the component list padded to an exactly full last page.
 * - Every `THROTTLE_EVERY`th request of an address is answered 429 with `Retry-After: 1`.
 *
 * The included variants (gzip, big-ids, unicode-slug, prefix) are composed by variants.ts.
 */
import type { Dataset, DatasetComponent } from '../src/generated/dataset.js';
import { detail } from './answer.js';
import type { Hooks, Json } from './hooks.js';

/** Every THROTTLE_EVERY-th request of one address (any method) is answered 429. */
export const THROTTLE_EVERY = 3;
/** The Retry-After of those answers, in seconds. */
export const THROTTLE_RETRY_AFTER = 1;
/** The NFD slug: `café-ñ` with its accents decomposed into combining marks. */
export const NFD_SLUG = 'café-ñ'.normalize('NFD');
/** The page size the component list is padded to a multiple of. */
const PAGE = 20;

/** A stable hash of the seed and a key: FNV-1a over both, then MurmurHash3's finalizer so every bit depends on every input bit. */
export function seeded(seed: number, key: string): number {
  let h = 0x811c9dc5;
  const text = `${seed}\u0000${key}`;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const pick = <T>(seed: number, key: string, options: readonly T[]): T => options[seeded(seed, key) % options.length]!;

/** Whether a component is older-shaped in this deployment (by seed; about one in three). */
export function olderShaped(seed: number, c: Pick<DatasetComponent, 'project' | 'slug'>): boolean {
  return seeded(seed, `shape\u0000${c.project}\u0000${c.slug}`) % 3 === 0;
}

/** The request target without an absolute-form origin or a fragment: the address choices key on. */
export function addressOf(target: string): string {
  const path = target.replace(/^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]*/, '') || '/';
  const hash = path.indexOf('#');
  return hash < 0 ? path : path.slice(0, hash);
}

export function edgesDataset(d: Dataset, seed: number): Dataset {
  const components = d.components.map((c) => ({ ...c }));
  // One slug in NFD, on a component the unicode-slug variant left alone (its slug is ASCII).
  const nfd = [...components].reverse().find((c) => /^[\x20-\x7e]*$/.test(c.slug));
  if (nfd) nfd.slug = NFD_SLUG;
  for (const c of components) {
    if (!olderShaped(seed, c)) continue;
    c.older_instance_shape = true;
    c.statistics_without_optional = true;
  }
  // The component list's last page is exactly full: copies of the first components, new ids and slugs.
  let id = Math.max(0, ...components.map((c) => c.id));
  const originals = components.length;
  for (let k = 0; components.length % PAGE !== 0; k++) {
    const from = components[k % originals]!;
    const copy = { ...from, id: ++id, slug: `${from.slug}-${Math.floor(k / originals) + 2}`, name: `${from.name} ${Math.floor(k / originals) + 2}` };
    components.push(copy);
  }
  return { ...d, components };
}

/** Fields newer Weblate releases add to a component record (list shape only), as Weblate 5.4 serves them. */
function newerRecordFields(r: Json): void {
  r.screenshot_filemask = '';
  r.category = null;
  r.linked_component = null;
  const project = r.project as Json | undefined;
  if (project && typeof project.url === 'string') {
    project.categories_url = `${project.url}categories/`;
    project.labels_url = `${project.url}labels/`;
  }
  const language = r.source_language as Json | undefined;
  const plural = language?.plural as Json | undefined;
  if (language && plural && typeof plural.id === 'number') language.id = plural.id;
}

/** Words and characters of the fuzzy, approved and read-only strings, as Weblate 5.4 adds them to statistics items. */
function newerItemFields(item: Json, percent: (count: number, total: number) => number): void {
  const n = (k: string): number => (typeof item[k] === 'number' ? item[k] : 0);
  const total = n('total');
  for (const kind of ['fuzzy', 'approved', 'readonly']) {
    const count = n(kind);
    for (const unit of ['words', 'chars']) {
      const all = n(`total_${unit}`);
      const share = total === 0 ? 0 : Math.floor((count * all) / total);
      item[`${kind}_${unit}`] = share;
      item[`${kind}_${unit}_percent`] = all === 0 ? 0 : percent(share, all);
    }
  }
}

const ALLOW = ['GET, HEAD, OPTIONS', 'OPTIONS, GET, HEAD', 'GET,HEAD,OPTIONS', 'HEAD,OPTIONS,GET'] as const;
const CONTENT_TYPE = ['application/json', 'application/json; charset=utf-8', 'application/json;charset=UTF-8'] as const;
const CASES = [(v: string) => v, (v: string) => v.toLowerCase(), (v: string) => v.toUpperCase()] as const;

export function edgesHooks(seed: number): Hooks {
  const requests = new Map<string, number>();
  return {
    request: (req) => {
      const address = addressOf(req.rawUrl);
      const n = (requests.get(address) ?? 0) + 1;
      requests.set(address, n);
      if (n % THROTTLE_EVERY !== 0) return undefined;
      const s = THROTTLE_RETRY_AFTER;
      return {
        status: 429,
        body: detail(`Request was throttled. Expected available in ${s} second${s === 1 ? '' : 's'}.`),
        headers: { 'Retry-After': String(s) },
      };
    },
    record: (r, x) => {
      if (x.shape === 'list' && !x.component.older_instance_shape) newerRecordFields(r);
    },
    statisticsItem: (item, x) => {
      if (x.optional) newerItemFields(item, (count, total) => x.percent(count, total));
    },
    headers: (h, x) => {
      const address = addressOf(x.target);
      if (h.Allow !== undefined) h.Allow = pick(seed, `allow\u0000${address}`, ALLOW);
      if (h.Vary !== undefined) h.Vary = pick(seed, `vary\u0000${address}`, CASES)(h.Vary);
      if (h['Content-Type'] === 'application/json') h['Content-Type'] = pick(seed, `type\u0000${address}`, CONTENT_TYPE);
      if (seeded(seed, `chunked\u0000${address}`) % 2 === 0) delete h['Content-Length'];
    },
  };
}
