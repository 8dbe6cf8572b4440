/**
 * The edges variant: every variation the API permits at once, each choice a function of the seed and
 * the address (never of the order of requests), but for the server-wide rate limit, which any
 * request meets. That the kit finds nothing on it is the self-test's clean-variant row
 * (test/selftest.test.ts). The servers and the waits of this file share a clock whose sleeps take
 * no real time, so the Retry-After seconds of the rate limit move the clock on instead of being waited.
 */
import t, { type Test } from 'tap';
import { call as callOnce, serve as serveOn, type CallOptions, type Envelope, type Reply } from './helpers.js';
import {
  BIG_IDS,
  edgesBurst,
  edgesComponentPageSize,
  edgesRefusal,
  NFD_SLUG,
  UNICODE_SLUG,
  startServer,
  type RunningServer,
  type ServerOptions,
} from '../../reference-server/index.js';
import { BadOptionError } from '../../src/base/errors.js';
import { check } from '../../src/run/check.js';
import { fastClock } from '../crawl/clock.js';

const clock = fastClock();
const now = (): number => clock.now();

/** A server on this file's clock. */
const serve = (t: Test, options: ServerOptions): Promise<RunningServer> => serveOn(t, { ...options, now });

type Json = Record<string, unknown>;

/** A request that waits out the rate limit: on a 429 or 503, it waits its Retry-After and asks again. */
async function call(base: string, path: string, o: CallOptions = {}): Promise<Reply> {
  for (;;) {
    const r = await callOnce(base, path, o);
    if (r.status !== 429 && r.status !== 503) return r;
    const after = r.headers['retry-after']!;
    const ms = /^\d+$/.test(after) ? Number(after) * 1000 : Date.parse(after) - clock.now();
    await clock.sleep(Math.max(0, ms));
  }
}

/** Every page of a list, following next. */
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

t.test('edges composes prefix, gzip, unicode-slug, big-ids and drift', async (t) => {
  const s = await serve(t, { variants: ['edges'] });
  t.same(s.variants, ['prefix', 'gzip', 'unicode-slug', 'big-ids', 'drift', 'edges']);
  t.match(s.url, /\/weblate\/$/);
  const { items, pages } = await walk(s.url, '/weblate/api/components/');
  const size = edgesComponentPageSize(1);
  t.equal(s.componentPageSize, size);
  t.not(size, 20, 'the component list is paged by another size than 20');
  t.equal(pages.length, 4, 'four pages: one has both previous and next');
  t.ok(pages.some((p) => p.next !== null && p.previous !== null));
  t.same(
    pages.slice(0, -1).map((p) => (p.results as unknown[]).length),
    [size, size, size],
  );
  const last = (pages.at(-1)!.results as unknown[]).length;
  t.ok(last > 0 && last < size, `the last page is short (${last} of ${size})`);
  t.equal(pages.at(-1)!.next, null);
  t.equal(pages[0]!.count, items.length);
  const forty = s.components.find((c) => c.translations === 40)!;
  t.ok(forty, 'a component whose statistics list ends on an exactly full page');
  const stats = await walk(s.url, `/weblate/api/components/${encodeURIComponent(forty.project)}/${encodeURIComponent(forty.slug)}/statistics/`);
  t.same(
    stats.pages.map((p) => (p.results as unknown[]).length),
    [20, 20],
  );
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

t.test('a server-wide rate limit: a burst, then every address refused until the wait is over, in seconds, as a date, or 503', async (t) => {
  for (const seed of [1, 2, 3]) {
    const s = await serve(t, { variants: ['edges'], seed });
    const forms: string[] = [];
    for (let episode = 0; episode < 3; episode++) {
      const burst = edgesBurst(seed, episode);
      // The burst is sent at once: the limit counts requests as they arrive, whatever their order.
      const answered = await Promise.all(Array.from({ length: burst }, (_, i) => callOnce(s.url, `/weblate/api/components/?n=${episode}-${i}`)));
      for (const r of answered) t.equal(r.status, 200, `seed ${seed}: burst ${episode}`);
      const refused = await callOnce(s.url, '/weblate/api/components/tessera/help-center/');
      const again = await callOnce(s.url, '/weblate/api/components/orbit-notes/android/', { method: 'HEAD' });
      const form = edgesRefusal(seed, episode);
      t.equal(refused.status, form.status, `seed ${seed}, refusal ${episode}: ${form.status}`);
      t.equal(again.status, form.status, 'another address, another method: refused too');
      const after = refused.headers['retry-after']!;
      t.match(after, form.date ? /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/ : /^1$/);
      t.match(refused.json, { detail: /./ });
      forms.push(`${form.status}${form.date ? ' date' : ''}`);
      const until = form.date ? Date.parse(after) : clock.now() + 1000;
      await clock.sleep(Math.max(0, until - clock.now()) + 5);
    }
    t.equal(new Set(forms).size, 3, `seed ${seed}: each form in turn (${forms.join(', ')})`);
  }
  t.ok(edgesBurst(1, 0) < 5 && edgesBurst(1, 1) >= 30, 'the first burst is short, later ones long');
});

t.test('whole percentages are written 100.0 and 0.0 on some items, 100 and 0 on others', async (t) => {
  const s = await serve(t, { variants: ['edges'] });
  let decimal = 0;
  let whole = 0;
  for (const path of ['/weblate/api/components/orbit-notes/android/statistics/', '/weblate/api/components/tessera/help-center/statistics/']) {
    const r = await call(s.url, path);
    decimal += (r.body.match(/_percent":(100|0)\.0[,}]/g) ?? []).length;
    whole += (r.body.match(/_percent":(100|0)[,}]/g) ?? []).length;
  }
  t.ok(decimal > 0 && whole > 0, `${decimal} written with .0, ${whole} without`);
});

t.test('the same seed serves the same bytes whatever the order; another seed serves others', async (t) => {
  const paths = [
    '/weblate/api/components/',
    '/weblate/api/components/?page=2',
    '/weblate/api/components/tessera/help-center/',
    '/weblate/api/components/orbit-notes/android/statistics/?page=3',
  ];
  const snapshot = async (seed: number, order: string[]): Promise<Record<string, string>> => {
    const s = await startServer({ variants: ['edges'], seed, now });
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

t.test('stringent check of edges finds nothing, for several seeds (drift notes aside), its 429 and 503 waited out', async (t) => {
  for (const seed of [1, 2, 5]) {
    const s = await serve(t, { variants: ['edges'], seed });
    const slept = clock.slept.length;
    const { report } = await check({ baseUrl: s.url, pageSize: s.componentPageSize, timeout: 10, clock });
    const waited = clock.slept.slice(slept).reduce((a, b) => a + b, 0);
    t.ok(waited >= 1000, `seed ${seed}: the refusals were waited out (sleeps of ${Math.round(waited)} ms in all, on the test clock)`);
    t.same(
      report.findings.filter((f) => !(f.requirement === 'SNAP-DRIFT' && f.severity === 'note')).map((f) => `${f.requirement}: ${f.message}`),
      [],
      `seed ${seed}: no finding`,
    );
    t.same(report.kitErrors, [], `seed ${seed}: no kit error`);
  }
});
