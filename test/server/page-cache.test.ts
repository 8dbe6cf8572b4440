import t, { type Test } from 'tap';
import { get, serve, type Envelope } from './helpers.js';
import { PageCache, PAGE_CACHE_BYTES } from '../../reference-server/page-cache.js';
import { startServer, type DatasetComponent } from '../../reference-server/index.js';

t.test('the page cache keeps pages up to its bound and drops the oldest first', async (t) => {
  const cache = new PageCache(100);
  for (const k of ['a', 'b', 'c', 'd', 'e']) cache.remember(k, Buffer.alloc(10));
  t.ok(cache.get('a'), 'within the bound every page is kept');
  for (const k of ['f', 'g', 'h', 'i', 'j', 'k']) cache.remember(k, Buffer.alloc(10));
  t.equal(cache.get('a'), undefined, 'the oldest page goes first');
  t.ok(cache.get('b'));
  t.ok(cache.get('k'));
  cache.remember('big', Buffer.alloc(13));
  t.equal(cache.get('big'), undefined, 'a page over an eighth of the bound is never kept');
  const none = new PageCache(0);
  none.remember('a', Buffer.alloc(1));
  t.equal(none.get('a'), undefined, 'a bound of 0 keeps nothing');
  t.equal(PAGE_CACHE_BYTES, 64 * 1024 * 1024);
});

// A page is built from the data when it is asked, unless the cache kept it: a change to the
// served data after a first answer shows only when the server keeps no pages.
async function secondAnswer(t: Test, pageCacheBytes: number | undefined): Promise<number> {
  const server = await serve(t, pageCacheBytes === undefined ? {} : { pageCacheBytes });
  const [first, other] = server.dataset.components as [DatasetComponent, DatasetComponent];
  const stats = (c: { project: string; slug: string }): string => `${server.url}api/components/${c.project}/${c.slug}/statistics/`;
  t.equal((await get(stats(first))).status, 200);
  t.equal((await get(stats(other))).status, 200);
  first.translations[0].total += 1000;
  const again = (await get(stats(first))).json as Envelope;
  return again.results[0]!.total as number;
}

t.test('pageCacheBytes bounds the pages the server keeps', async (t) => {
  const kept = await secondAnswer(t, undefined);
  const rebuilt = await secondAnswer(t, 0);
  t.equal(rebuilt, kept + 1000, 'with a bound of 0 the page is built again from the data');
});

t.test('pageCacheBytes takes a whole number of bytes from 0', async (t) => {
  for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
    await t.rejects(startServer({ pageCacheBytes: bad }), { name: 'BadOptionError', message: /pageCacheBytes takes a whole number of bytes from 0/ });
});
