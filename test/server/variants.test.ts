/**
 * Clean variants of the reference server: each serves the API correctly in a way a naive client
 * gets wrong (a path prefix, gzip, a non-ASCII slug, drift between walks, ids beyond 2^53).
 */
import t from 'tap';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { call, get, serve, type Envelope } from './helpers.js';
import { BIG_IDS, UNICODE_SLUG, VARIANTS, startServer } from '../../reference-server/index.js';
import { BadOptionError } from '../../src/base/errors.js';

t.test('the variants, each with a one-line description', async (t) => {
  t.same(
    VARIANTS.map((v) => v.id),
    ['prefix', 'gzip', 'unicode-slug', 'drift', 'big-ids', 'edges', 'respelled'],
  );
  for (const v of VARIANTS) t.ok(v.description.length > 10 && !v.description.includes('\n'), v.id);
});

t.test('an unknown variant, or prefix beside --base-url, is a BadOptionError', async (t) => {
  const bad = await startServer({ variants: ['nope'] }).then(
    () => undefined,
    (e: unknown) => e,
  );
  t.ok(bad instanceof BadOptionError);
  t.match((bad as Error).message, /^unknown variant nope; valid variants: prefix, gzip, unicode-slug, drift, big-ids, edges, respelled$/);
  const both = await startServer({ variants: ['prefix'], baseUrl: 'http://example.org/x/' }).then(
    () => undefined,
    (e: unknown) => e,
  );
  t.ok(both instanceof BadOptionError);
});

t.test('prefix: the API lives under /weblate/, every address says so', async (t) => {
  const s = await serve(t, { variants: ['prefix'] });
  t.match(s.url, /^http:\/\/127\.0\.0\.1:\d+\/weblate\/$/);
  t.same(s.variants, ['prefix']);
  const list = await call(s.url, '/weblate/api/components/');
  t.equal(list.status, 200);
  for (const c of (list.json as Envelope).results) t.ok((c.url as string).startsWith(`${s.url}api/components/`), c.url as string);
  t.equal((await call(s.url, '/api/components/')).status, 404, 'nothing outside the prefix');
});

/** A GET whose body is kept as bytes. */
function bytes(url: string, headers: Record<string, string>): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

t.test('gzip: bodies are gzip-encoded when the request accepts it, plain otherwise, Vary names both', async (t) => {
  const plain = await serve(t);
  const s = await serve(t, { variants: ['gzip'] });
  const path = '/api/components/orbit-notes/android/statistics/?page=2';
  const zipped = await bytes(`${s.url}${path.slice(1)}`, { 'accept-encoding': 'gzip, deflate' });
  t.equal(zipped.headers['content-encoding'], 'gzip');
  t.equal(zipped.headers.vary, 'Accept, Accept-Encoding');
  t.equal(zipped.headers['content-length'], String(zipped.body.length), 'Content-Length counts the encoded bytes');
  const unzipped = gunzipSync(zipped.body).toString('utf8');
  t.equal(unzipped.split(s.url).join('/'), (await call(plain.url, path)).body.split(plain.url).join('/'));
  const notAsked = await call(s.url, path);
  t.equal(notAsked.headers['content-encoding'], undefined);
  t.equal(notAsked.headers.vary, 'Accept, Accept-Encoding');
  t.ok(notAsked.json, 'plain JSON');
  const refused = await call(s.url, path, { headers: { 'accept-encoding': 'gzip;q=0, identity' } });
  t.equal(refused.headers['content-encoding'], undefined, 'q=0 refuses gzip');
});

t.test('unicode-slug: a non-ASCII slug, percent-encoded in every address, answers there', async (t) => {
  const s = await serve(t, { variants: ['unicode-slug'] });
  const list = (await call(s.url, '/api/components/')).json as Envelope;
  const c = list.results.find((x) => x.slug === UNICODE_SLUG)!;
  t.ok(c, 'listed');
  const encoded = encodeURIComponent(UNICODE_SLUG);
  t.equal(c.url, `${s.url}api/components/tessera/${encoded}/`);
  t.match(c.statistics_url, new RegExp(`/${encoded}/statistics/$`));
  const inst = await get(c.url as string);
  t.equal(inst.status, 200);
  t.equal((inst.json as Record<string, unknown>).slug, UNICODE_SLUG);
  t.equal((await get(c.statistics_url as string)).status, 200);
});

async function walk(url: string): Promise<{ counts: number[]; items: number }> {
  const counts: number[] = [];
  let items = 0;
  for (let next: string | null = url; next !== null;) {
    const page = (await get(next)).json as Envelope;
    counts.push(page.count);
    items += page.results.length;
    next = page.next;
  }
  return { counts, items };
}

t.test('drift: the longest list loses a translation after its first walk; every walk is consistent', async (t) => {
  const s = await serve(t, { variants: ['drift'] });
  const url = `${s.url}api/components/orbit-notes/desktop/statistics/`;
  const first = await walk(url);
  t.same(first, { counts: [72, 72, 72, 72], items: 72 });
  const second = await walk(url);
  t.same(second, { counts: [71, 71, 71, 71], items: 71 });
  t.same(await walk(url), second, 'it drifts once');
});

t.test('big-ids: ids beyond 2^53 written as exact integer text, list and instance alike', async (t) => {
  const s = await serve(t, { variants: ['big-ids'] });
  const list = await call(s.url, '/api/components/');
  for (const id of BIG_IDS) t.match(list.body, new RegExp(`"id":${id},`), `${id} in the list`);
  t.equal(Number(BIG_IDS[0]), Number(BIG_IDS[1]), 'the two ids have the same nearest double');
  const first = await call(s.url, '/api/components/orbit-notes/android/');
  t.match(first.body, new RegExp(`^\\{"name":"Android app","slug":"android","id":${BIG_IDS[0]},`));
});

t.test('respelled: every address in an equivalent spelling (HTTP://, lower-case hex, %2d), and the server answers each', async (t) => {
  const s = await serve(t, { variants: ['respelled'] });
  const list = JSON.parse((await call(s.url, '/api/components/')).body) as { results: Record<string, unknown>[]; next: string | null };
  const origin = s.url.replace('http://', 'HTTP://');
  const addresses = list.results.map((r) => String(r.url));
  t.ok(
    addresses.every((a) => a.startsWith(origin)),
    'the scheme in capitals',
  );
  t.ok(
    addresses.some((a) => /%c4%8d/.test(a)),
    'the non-ASCII slug in lower-case hex',
  );
  t.ok(addresses.some((a) => a.includes('%2d')) && addresses.every((a) => !new URL(a).pathname.includes('-')), 'each - written %2d');
  t.ok(list.next === null || list.next.startsWith(origin), 'next respelled too');
  for (const a of addresses) t.equal((await call(s.url, new URL(a).pathname)).status, 200, `${a} answers`);
});
