import t from 'tap';
import { seeded } from '../seeded.js';
import { componentRef, nextAddress, pageKey, Sampler, withParam, canonicalInstanceUrl } from '../../src/crawl/plan.js';
import { backoffMs, MAX_BACKOFF_MS, retryWait } from '../../src/crawl/retry.js';
import { retryAfterMs } from '../../src/crawl/pacer.js';

const base = 'http://h.test/w/';

t.test('a list element on the base origin is fetched at its own url and statistics_url', (t) => {
  const ref = componentRef(
    { url: 'http://h.test/w/api/components/p/c/', statistics_url: 'http://h.test/w/api/components/p/c/statistics/', slug: 'c', project: { slug: 'p' } },
    base,
  );
  t.same(ref, { instanceUrl: 'http://h.test/w/api/components/p/c/', statisticsUrl: 'http://h.test/w/api/components/p/c/statistics/' });
  t.end();
});

t.test('urls off the base origin give way to the canonical addresses, slugs percent-encoded', (t) => {
  const ref = componentRef({ url: 'http://evil.test/api/components/p/c/', statistics_url: 'ftp://h.test/x', slug: 'c d', project: { slug: 'p/q' } }, base);
  t.same(ref, { instanceUrl: 'http://h.test/w/api/components/p%2Fq/c%20d/', statisticsUrl: 'http://h.test/w/api/components/p%2Fq/c%20d/statistics/' });
  t.equal(canonicalInstanceUrl(base, 'a', 'b'), 'http://h.test/w/api/components/a/b/');
  t.end();
});

t.test('an element with neither a usable url nor slugs is not crawled', (t) => {
  t.equal(componentRef({ url: 'http://evil.test/x/' }, base), undefined);
  t.equal(componentRef('text', base), undefined);
  t.equal(componentRef(null, base), undefined);
  t.end();
});

t.test('addresses: a parameter set, next resolved', (t) => {
  t.equal(withParam('http://h.test/a/?format=api', 'page', '2'), 'http://h.test/a/?format=api&page=2');
  t.equal(nextAddress('?page=2', 'http://h.test/a/'), 'http://h.test/a/?page=2');
  t.equal(nextAddress(null, 'http://h.test/a/'), undefined);
  t.equal(nextAddress(42, 'http://h.test/a/'), undefined);
  t.equal(nextAddress('http://[bad', 'http://h.test/a/'), undefined);
  t.end();
});

t.test('without a limit every position is taken and nothing counts as sampled', (t) => {
  const s = new Sampler();
  s.start(5);
  t.same(
    [0, 1, 2, 3, 4].map((p) => s.take(p)),
    [true, true, true, true, true],
  );
  t.equal(s.sampled, false);
  t.end();
});

t.test('a limit spreads the sample evenly over the announced count', (t) => {
  const s = new Sampler(3);
  s.start(9);
  const taken = Array.from({ length: 9 }, (_, p) => p).filter((p) => s.take(p));
  t.same(taken, [0, 3, 6]);
  t.equal(s.sampled, true);
  t.end();
});

t.test('a limit with an unusable count takes the first elements', (t) => {
  const s = new Sampler(2);
  s.start('many');
  const taken = [0, 1, 2, 3].filter((p) => s.take(p));
  t.same(taken, [0, 1]);
  t.equal(s.sampled, true);
  t.end();
});

t.test('a limit at or above the count takes everything and is not a sample', (t) => {
  const s = new Sampler(10);
  s.start(3);
  t.same(
    [0, 1, 2].map((p) => s.take(p)),
    [true, true, true],
  );
  t.equal(s.sampled, false);
  t.end();
});

t.test('Retry-After: seconds and HTTP dates; garbage is ignored', (t) => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  t.equal(retryAfterMs('1', now), 1000);
  t.equal(retryAfterMs('Thu, 01 Jan 2026 00:00:05 GMT', now), 5000);
  t.equal(retryAfterMs('Wed, 31 Dec 2025 00:00:05 GMT', now), 0, 'a date in the past means now');
  t.equal(retryAfterMs('soon', now), undefined);
  t.equal(retryAfterMs('-3', now), undefined);
  t.equal(retryAfterMs(undefined, now), undefined);
  t.end();
});

t.test('backoff: from the base after a broken connection or a 500; from seconds, jittered, after a 429 or a proxy page', (t) => {
  t.equal(backoffMs(0, 100), 100);
  t.equal(backoffMs(3, 100), 800);
  t.equal(retryWait(0, 250, 'error'), 250);
  t.equal(retryWait(2, 250, 'error'), 1000);
  t.equal(
    retryWait(0, 250, 'unavailable', () => 0),
    500,
    'half the one-second step at the least',
  );
  t.equal(
    retryWait(0, 250, 'unavailable', () => 1),
    1000,
  );
  t.equal(
    retryWait(3, 250, 'throttled', () => 1),
    8000,
    'seconds, not milliseconds',
  );
  t.equal(
    retryWait(20, 250, 'unavailable', () => 1),
    MAX_BACKOFF_MS,
    'never more than a minute a step',
  );
  t.end();
});

t.test('page keys: no page, an empty page and page 1 are one page; other parameters count', (t) => {
  const k = pageKey('http://h.test/a/?format=api');
  t.equal(pageKey('http://h.test/a/?format=api&page=1'), k);
  t.equal(pageKey('http://h.test/a/?page=&format=api#x'), k);
  t.not(pageKey('http://h.test/a/?format=api&page=2'), k);
  t.not(pageKey('http://h.test/a/'), k);
  t.end();
});

t.test('pageKey read from the text of an address on the origin is the key the URL parser gives', async (t) => {
  const origin = 'http://127.0.0.1:8000/';
  const heads = [origin, 'http://127.0.0.1:8000', 'HTTP://127.0.0.1:8000/', 'http://127.0.0.1:80/', 'http://user@127.0.0.1:8000/'];
  const pieces = ['api', 'components', 'p-1', '/', '/', '.', '..', '%2e', '%2E', '%41', '%zz', ' ', "'", 'statistics', '~x'];
  const queries = ['', '?page=2', '?page=1', '?page=', '?page=007', '?page=2&format=api', '?format=api', '?', '?page=2#f', '#f', '?page=x'];
  const random = seeded(11);
  let read = 0;
  for (let k = 0; k < 10000; k++) {
    let path = '';
    for (let j = random(6); j > 0; j--) path += pieces[random(pieces.length)];
    const url = heads[random(heads.length)]! + path + queries[random(queries.length)]!;
    let parsed: string;
    try {
      parsed = pageKey(url);
    } catch {
      continue;
    }
    if (url.startsWith(origin) && !url.includes('#')) read++;
    const fromText = pageKey(url, origin);
    if (fromText !== parsed) t.fail(`${JSON.stringify(url)}: ${JSON.stringify(fromText)} from the text, ${JSON.stringify(parsed)} parsed`);
  }
  t.ok(read > 1000, `${read} addresses on the origin`);
  t.equal(pageKey(`${origin}api/components/p/c/statistics/?page=3`, origin), `${origin}api/components/p/c/statistics/\npage=3`);
  t.equal(pageKey(`${origin}api/components/?page=1`, origin), `${origin}api/components/`);
});
