/**
 * The edges variant: every variation the API permits at once, each choice a function of the seed and
 * the address (never of the order of requests). That the kit finds nothing on it is the self-test's
 * clean-variant row (test/selftest.test.ts).
 */
import t from 'tap';
import { call, serve, type Envelope } from './helpers.js';
import { BIG_IDS, NFD_SLUG, THROTTLE_EVERY, UNICODE_SLUG, startServer } from '../../reference-server/index.js';
import { BadOptionError } from '../../src/base/errors.js';

type Json = Record<string, unknown>;

/** Every page of a list, following next (a 429 is not expected: each address is asked once). */
async function walk(base: string, path: string): Promise<{ pages: Envelope[]; items: Json[] }> {
  const pages: Envelope[] = [];
  let next: string | null = path;
  while (next !== null) {
    const r = await call(base, next.startsWith('http') ? new URL(next).pathname + new URL(next).search : next, { headers: { accept: 'application/json' } });
    if (r.status !== 200) throw new Error(`${next}: ${r.status}`);
    const env = r.json as Envelope;
    pages.push(env);
    next = env.next;
  }
  return { pages, items: pages.flatMap((p) => p.results as Json[]) };
}

t.test('edges composes prefix, gzip, unicode-slug and big-ids', async (t) => {
  const s = await serve(t, { variants: ['edges'] });
  t.same(s.variants, ['prefix', 'gzip', 'unicode-slug', 'big-ids', 'edges']);
  t.match(s.url, /\/weblate\/$/);
  const { items, pages } = await walk(s.url, '/weblate/api/components/');
  t.equal(items.length % 20, 0, `the component list (${items.length}) ends on an exactly full page`);
  t.equal((pages.at(-1)!.results as unknown[]).length, 20);
  t.equal(pages.at(-1)!.next, null);
  const slugs = items.map((c) => c.slug);
  t.ok(slugs.includes(UNICODE_SLUG), 'the unicode slug');
  t.ok(slugs.includes(NFD_SLUG), 'the NFD slug');
  t.not(NFD_SLUG, NFD_SLUG.normalize('NFC'), 'which differs from its NFC form');
  const list = await call(s.url, '/weblate/api/components/');
  t.match(list.body, `"id":${BIG_IDS[0]}`, 'ids beyond 2^53 as exact text');
  const zipped = await call(s.url, '/weblate/api/components/orbit-notes/android/', { headers: { 'accept-encoding': 'gzip' } });
  t.equal(zipped.headers['content-encoding'], 'gzip');
});

t.test('older-shaped and newer records, never both in one record', async (t) => {
  const s = await serve(t, { variants: ['edges'], seed: 7 });
  const { items } = await walk(s.url, '/weblate/api/components/');
  let older = 0;
  let newer = 0;
  for (const c of items) {
    const path = new URL(c.url as string).pathname;
    const instance = (await call(s.url, path)).json as Json;
    const stats = await walk(s.url, new URL(c.statistics_url as string).pathname);
    const first = stats.items[0]!;
    if ('links_url' in instance) {
      newer++;
      t.equal(instance.category, null, `${path}: a newer field`);
      t.ok('labels_url' in (instance.project as Json) && 'id' in (instance.source_language as Json), `${path}: newer nested fields`);
      t.equal(typeof instance.enforced_checks, 'object', `${path}: enforced_checks an array`);
      t.equal('fuzzy_words' in first, 'approved' in first, `${path}: newer statistics fields go with the optional ones`);
    } else {
      older++;
      t.equal(typeof instance.enforced_checks, 'string', `${path}: the older instance shape`);
      t.notOk('category' in instance || 'labels_url' in (instance.project as Json), `${path}: no newer field in an older record`);
      t.notOk('approved' in first || 'fuzzy_words' in first, `${path}: statistics without the optional fields`);
    }
  }
  t.ok(older > 0 && newer > 0, `both shapes served (${older} older, ${newer} newer)`);
});

t.test('headers vary by address: Allow order and spaces, Vary case, charset, chunked bodies', async (t) => {
  const s = await serve(t, { variants: ['edges'] });
  const { items } = await walk(s.url, '/weblate/api/components/');
  const allow = new Set<string>();
  const vary = new Set<string>();
  const types = new Set<string>();
  let chunked = 0;
  let sized = 0;
  for (const c of items) {
    const r = await call(s.url, new URL(c.url as string).pathname);
    allow.add(r.headers.allow!);
    vary.add(r.headers.vary!);
    types.add(r.headers['content-type']!);
    if (r.headers['transfer-encoding'] === 'chunked' && r.headers['content-length'] === undefined) chunked++;
    else if (r.headers['content-length'] === String(Buffer.byteLength(r.body))) sized++;
    t.same(
      r.headers
        .allow!.split(',')
        .map((m) => m.trim())
        .sort(),
      ['GET', 'HEAD', 'OPTIONS'],
      'Allow names the three methods',
    );
  }
  t.ok(allow.size >= 3 && [...allow].some((a) => !a.includes(' ')), `Allow spellings: ${[...allow].join(' | ')}`);
  t.ok(vary.size >= 2, `Vary spellings: ${[...vary].join(' | ')}`);
  t.ok([...types].some((x) => /charset/i.test(x)) && types.has('application/json'), `Content-Type: ${[...types].join(' | ')}`);
  t.ok(chunked > 0 && sized > 0, `${chunked} chunked, ${sized} with Content-Length`);
});

t.test(`one request in ${THROTTLE_EVERY} of one address is a 429 with Retry-After: 1, counted per address`, async (t) => {
  const s = await serve(t, { variants: ['edges'] });
  const path = '/weblate/api/components/orbit-notes/android/statistics/';
  const statuses: number[] = [];
  for (let i = 0; i < 2 * THROTTLE_EVERY; i++) {
    const r = await call(s.url, path, { method: i % 2 ? 'HEAD' : 'GET' });
    statuses.push(r.status);
    if (r.status === 429) {
      t.equal(r.headers['retry-after'], '1');
      if (r.body) t.match(r.json, { detail: /throttled/ });
    }
    // Other addresses in between do not move this address's count.
    t.equal((await call(s.url, `/weblate/api/components/?i=${i}`)).status, 200);
  }
  t.same(statuses, [200, 200, 429, 200, 200, 429]);
});

t.test('the same seed serves the same bytes whatever the order; another seed serves others', async (t) => {
  const paths = [
    '/weblate/api/components/',
    '/weblate/api/components/?page=2',
    '/weblate/api/components/tessera/help-center/',
    '/weblate/api/components/orbit-notes/android/statistics/?page=3',
  ];
  const snapshot = async (seed: number, order: string[]): Promise<Record<string, string>> => {
    const s = await startServer({ variants: ['edges'], seed });
    try {
      const out: Record<string, string> = {};
      await Promise.all(
        order.map(async (p) => {
          const r = await call(s.url, p);
          out[p] = `${r.status} ${r.headers.allow} ${r.headers.vary} ${r.headers['content-type']} ${r.headers['content-length'] ?? 'chunked'} ${r.body.length}`;
        }),
      );
      return Object.fromEntries(paths.map((p) => [p, `${out[p]}`.replace(/:\d+\//g, '/')]));
    } finally {
      await s.close();
    }
  };
  const a = await snapshot(3, paths);
  const b = await snapshot(3, [...paths].reverse());
  t.same(a, b, 'seed 3, two orders');
  const others = await Promise.all([4, 5, 6].map((seed) => snapshot(seed, paths)));
  t.ok(
    others.some((o) => JSON.stringify(o) !== JSON.stringify(a)),
    'another seed answers differently',
  );
});

t.test('--seed without a seeded variant is a bad option; edges beside --base-url drops only the prefix', async (t) => {
  const bad = await startServer({ seed: 2 }).then(
    () => undefined,
    (e: unknown) => e,
  );
  t.ok(bad instanceof BadOptionError);
  t.match((bad as Error).message, /--seed .* goes with --variant edges/);
  const s = await serve(t, { variants: ['edges'], baseUrl: 'http://127.0.0.1:1/' });
  t.equal(s.url, 'http://127.0.0.1:1/');
  t.equal((await call(`http://127.0.0.1:${s.port}/`, '/api/components/')).status, 200);
});
