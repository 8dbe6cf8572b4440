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
 * - Data: one slug in NFD (a decomposed accent); the component list paged by another size than 20
 *   (by seed), long enough for four pages, its last page short (a statistics list of 40 items has an
 *   exactly full last page).
 * - Latency: each answer is sent 5 to 15 ms after its request (by seed and address), so requests a
 *   client sends at once reach the server before the answers that would have given their addresses.
 * - Percentages: a whole percentage is written `100.0` or `0.0` on about half the items (by seed), as
 *   §2.2 writes them, `100` or `0` on the others.
 * - A server-wide rate limit: a burst (the first one short, by seed) then every request is refused
 *   until the wait it was told is over: 429 with `Retry-After` in seconds, 429 with `Retry-After` as
 *   an HTTP date, or 503 with `Retry-After`, in turn by seed. The only choice that depends on the
 *   order and timing of requests, as any rate limit does.
 *
 * The included variants (gzip, big-ids, unicode-slug, prefix) are composed by variants.ts.
 */
import type { Dataset, DatasetComponent } from '../src/generated/dataset.js';
import { detail } from './answer.js';
import type { Hooks, Json } from './hooks.js';

/** The Retry-After of a refusal given in seconds. */
export const THROTTLE_RETRY_AFTER = 1;
/**
 * The first burst answers 2 or 3 requests (by seed), fewer than a walk of the component list's four pages, so every client
 * meets the limit; later bursts answer LATER_BURST + up to LATER_BURST_SPREAD − 1.
 */
const FIRST_BURST = 2;
const FIRST_BURST_SPREAD = 2;
const LATER_BURST = 30;
const LATER_BURST_SPREAD = 20;
/** A request up to this early is let through: the clocks and the network (the client report allows the same). */
const THROTTLE_GRACE_MS = 100;
/** The full page sizes of the component list, one chosen by seed: never the statistics list's 20. */
const COMPONENT_PAGE_SIZES = [7, 8, 9, 11, 12, 13] as const;
/** The NFD slug: `café-ñ` with its accents decomposed into combining marks. */
export const NFD_SLUG = 'café-ñ'.normalize('NFD');

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

/** The full page size of the component list under a seed. */
export function edgesComponentPageSize(seed: number): number {
  return pick(seed, 'page-size', COMPONENT_PAGE_SIZES);
}

/** The number of components under a seed: four pages, the last one short (1 to size − 1 items). */
export function edgesComponentCount(seed: number, originals: number): number {
  const size = edgesComponentPageSize(seed);
  const count = 3 * size + 1 + (seeded(seed, 'last-page') % (size - 1));
  return Math.max(count, originals + (count % size === 0 ? 1 : 0));
}

/** How many requests a burst of the rate limit answers: the first burst short, the later ones long. */
export function edgesBurst(seed: number, episode: number): number {
  return episode === 0 ? FIRST_BURST + (seed % FIRST_BURST_SPREAD) : LATER_BURST + (seeded(seed, `burst\u0000${episode}`) % LATER_BURST_SPREAD);
}

/** How long each answer takes (5 to 15 ms, by seed and address), so that requests sent at once are seen at once. */
export function edgesLatency(seed: number): (target: string) => number {
  return (target) => 5 + (seeded(seed, `latency\u0000${addressOf(target)}`) % 11);
}

/** How a refusal of the rate limit is written, in turn by seed: 429 in seconds, 429 with an HTTP date, 503 in seconds. */
export function edgesRefusal(seed: number, episode: number): { status: 429 | 503; date: boolean } {
  const k = (seed + episode) % 3;
  return k === 0 ? { status: 429, date: false } : k === 1 ? { status: 429, date: true } : { status: 503, date: false };
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
  // The component list runs to four pages, its last one short: copies of the first components, new ids and slugs.
  let id = Math.max(0, ...components.map((c) => c.id));
  const originals = components.length;
  const count = edgesComponentCount(seed, originals);
  for (let k = 0; components.length < count; k++) {
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

/** A whole percentage written with one decimal, as §2.2 writes them (`100.0`, `0.0`). */
export class OneDecimal {
  constructor(readonly value: number) {}
  toJSON(): string {
    return `${ONE_DECIMAL}${this.value.toFixed(1)}`;
  }
}
/** The mark json.ts replaces by the number's text. */
export const ONE_DECIMAL = '\u0000decimal:';

/** The server-wide rate limit: bursts of requests answered, each followed by a refusal of every request until its wait is over. */
function rateLimit(seed: number, now: () => number = Date.now): NonNullable<Hooks['request']> {
  let episode = 0;
  let answered = 0;
  let refusing: { until: number; status: 429 | 503; date: boolean } | undefined;
  return () => {
    const t = now();
    if (refusing && t >= refusing.until - THROTTLE_GRACE_MS) {
      refusing = undefined;
      episode++;
      answered = 0;
    }
    if (!refusing && answered < edgesBurst(seed, episode)) {
      answered++;
      return undefined;
    }
    if (!refusing) {
      const form = edgesRefusal(seed, episode);
      // An HTTP date has whole seconds: the wait ends at the first whole second at least THROTTLE_RETRY_AFTER ahead.
      const until = form.date ? Math.ceil((t + THROTTLE_RETRY_AFTER * 1000) / 1000) * 1000 : t + THROTTLE_RETRY_AFTER * 1000;
      refusing = { until, ...form };
    }
    const seconds = Math.max(1, Math.ceil((refusing.until - t) / 1000));
    const retryAfter = refusing.date ? new Date(refusing.until).toUTCString() : String(seconds);
    return refusing.status === 429
      ? {
          status: 429,
          body: detail(`Request was throttled. Expected available in ${seconds} second${seconds === 1 ? '' : 's'}.`),
          headers: { 'Retry-After': retryAfter },
        }
      : { status: 503, body: detail('Service temporarily unavailable, try again later.'), headers: { 'Retry-After': retryAfter } };
  };
}

export function edgesHooks(seed: number, now: () => number = Date.now): Hooks {
  const size = edgesComponentPageSize(seed);
  return {
    request: rateLimit(seed, now),
    paging: (sizes, x) => {
      if (x.list.kind !== 'list') return undefined;
      const out: number[] = [];
      for (let left = x.list.count; left > 0; left -= size) out.push(Math.min(left, size));
      return out.length > 0 ? out : sizes;
    },
    record: (r, x) => {
      if (x.shape === 'list' && !x.component.older_instance_shape) newerRecordFields(r);
    },
    statisticsItem: (item, x) => {
      if (x.optional) newerItemFields(item, (count, total) => x.percent(count, total));
      if (seeded(seed, `decimal\u0000${x.component.project}\u0000${x.component.slug}\u0000${x.translation.language}`) % 2 === 0)
        for (const [k, v] of Object.entries(item)) if (k.endsWith('_percent') && (v === 100 || v === 0)) item[k] = new OneDecimal(v);
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
