import t from 'tap';
import { Engine } from '../src/rules/engine.js';
import { pageAddressKey, queryEntries } from '../src/rules/pagination/links.js';
import { differences, pageAddress } from '../src/rules/pagination/page-links.js';
import type { Exchange } from '../src/generated/exchange.js';

const B = 'http://weblate.test/';
const LIST = `${B}api/components/`;
const STATS = `${B}api/components/hello/android/statistics/`;
const H = { 'content-type': 'application/json', allow: 'GET, HEAD, OPTIONS', vary: 'Accept' };
const MINE = /^(PAG-|SNAP-DRIFT)/;

const L = (n: number): string => (n === 1 ? LIST : `${LIST}?page=${n}`);
const item = (id: number) => ({ id, slug: `c${id}` });
const page = (url: string, count: unknown, next: unknown, previous: unknown, results: unknown[], purpose?: Exchange['purpose']): Exchange => ({
  request: { method: 'GET', url },
  status: 200,
  headers: H,
  json: { count, next, previous, results },
  ...(purpose ? { purpose } : {}),
});

function engine(componentPageSize = 1) {
  return new Engine({ baseUrl: B, componentPageSize });
}

function mine(e: Engine) {
  const result = e.finish();
  return { findings: result.findings.filter((f) => MINE.test(f.requirement)), status: (id: string) => result.requirements.find((r) => r.id === id)! };
}

t.test('links compare query parameters as multisets, and an absent page is page 1', async (t) => {
  t.equal(pageAddressKey(new URL(LIST)), pageAddressKey(new URL(`${LIST}?page=1`)));
  t.equal(pageAddressKey(new URL(`${LIST}?format=api&page=2`)), pageAddressKey(new URL(`${LIST}?page=2&format=api`)));
  t.same(queryEntries(new URL(`${LIST}?b=2&a=1&page=3`), ['page']), ['a=1', 'b=2']);
  const req = new URL(`${STATS}?format=api&x=1&page=2`);
  const next = pageAddress(req, 3);
  const previous = pageAddress(req, null);
  t.same(differences(new URL(`${STATS}?page=3&x=1&format=api`), next, true), { other: [], format: false }, 'order of parameters does not matter');
  t.match(differences(new URL(`${STATS}?page=3&format=api`), next, true), { other: [/does not repeat x=1/], format: false });
  t.match(
    differences(new URL(`${STATS}?page=3&x=1&x=1&format=api`), next, true),
    { other: [/adds x=1/], format: false },
    'a parameter repeated twice is not the same multiset',
  );
  t.same(differences(new URL(`${STATS}?x=1&format=api`), previous, true), { other: [], format: false });
  t.same(differences(new URL(`${STATS}?x=1`), previous, true), { other: [], format: true }, 'a previous that loses format=api is the format departure alone');
  t.same(differences(new URL(`${LIST}?page=2`), new URL(`${LIST}?page=2`), false), { other: [], format: false });
});

t.test('a count mismatch asks for its list to be walked again from page 1; a clean list asks for nothing', async (t) => {
  const bad = engine(2);
  bad.add(page(L(1), 4, L(2), null, [item(1), item(2)]));
  bad.add(page(L(2), 4, null, L(1), [item(3)]));
  t.same(bad.takeListRechecks(), [L(1)]);
  t.same(bad.takeRechecks(), []);
  const clean = engine();
  clean.add(page(L(1), 2, L(2), null, [item(1)]));
  clean.add(page(L(2), 2, null, L(1), [item(2)]));
  t.same(clean.takeRechecks(), []);
  t.same(clean.takeListRechecks(), []);
  t.match(mine(clean).status('PAG-COUNT'), { status: 'passed', checks: 1 });
});

t.test('re-fetched pages feed only the count re-check, never the other rules again', async (t) => {
  const e = engine(2);
  // Page 2 repeats item 1 (PAG-UNIQUE) and has no previous (PAG-PREVIOUS); count says 4 over 3 items.
  const crawl = [page(L(1), 4, L(2), null, [item(1), item(2)]), page(L(2), 4, null, null, [item(1)])];
  for (const x of crawl) e.add(x);
  for (const x of crawl) e.add({ ...x, purpose: 'recheck' });
  const { findings } = mine(e);
  t.same(
    findings.map((f) => f.requirement),
    ['PAG-COUNT', 'PAG-PREVIOUS', 'PAG-UNIQUE'],
    'each once',
  );
  t.match(findings[0], { url: L(1), pointer: '/count', expected: 3, actual: 4, message: /the same on re-walk/ });
});

t.test('a self-consistent re-walk makes the mismatch drift: a note, and SNAP-DRIFT counts as evaluated', async (t) => {
  const e = engine(20);
  e.add(page(L(1), 2, null, null, [item(1)]));
  e.add(page(L(1), 1, null, null, [item(1)], 'recheck'));
  const { findings, status } = mine(e);
  t.match(findings, [{ requirement: 'SNAP-DRIFT', severity: 'note', url: L(1), pointer: '/count' }]);
  t.equal(findings.length, 1);
  t.equal(status('SNAP-DRIFT').checks, 1);
  t.equal(status('PAG-COUNT').status, 'passed', 'a note is not a failure');
});

t.test('a re-check page that is not the envelope leaves PAG-COUNT standing', async (t) => {
  const e = engine(20);
  e.add(page(L(1), 2, null, null, [item(1)]));
  e.add({ request: { method: 'GET', url: L(1) }, status: 200, headers: H, json: { oops: true }, purpose: 'recheck' });
  t.same(
    mine(e).findings.map((f) => f.requirement),
    ['PAG-COUNT'],
  );
});

t.test('validate mode judges only the envelope: documents have no address', async (t) => {
  const e = new Engine({ baseUrl: B, mode: 'validate' });
  e.addDocument({ kind: 'component-list', url: 'page.json', body: { count: 9, next: null, previous: 'http://x.test/', results: [item(1)] } });
  e.addDocument({ kind: 'statistics', url: 'stats.json', body: { count: -1, next: null, previous: null, results: [] } });
  const { findings, status } = mine(e);
  t.match(findings, [{ requirement: 'PAG-ENVELOPE', url: 'stats.json', pointer: '/count' }]);
  t.equal(findings.length, 1);
  t.equal(status('PAG-ENVELOPE').checks, 2);
  t.equal(status('PAG-COUNT').status, 'not-applicable');
});

t.test('the observed page size is reported once per list, with its value', async (t) => {
  const e = engine(20);
  e.add(page(L(1), 9, L(2), null, [item(1), item(2), item(3)]));
  e.add(page(L(2), 9, L(3), L(1), [item(4), item(5), item(6)]));
  e.add(page(L(3), 9, null, L(2), [item(7), item(8), item(9)]));
  const { findings } = mine(e);
  t.match(findings, [{ requirement: 'PAG-PAGE-SIZE', url: L(1), pointer: '/results', expected: 20, actual: 3, message: /observed page size is 3/ }]);
  t.equal(findings.length, 1);
});

t.test('lists paged by the same other size give one finding that counts them', async (t) => {
  const e = engine();
  const lists = ['a', 'b', 'c', 'd', 'e'].map((c) => `${B}api/components/hello/${c}/statistics/`);
  const codes = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ code: `l${from + i}` }));
  for (const s of lists) {
    // 30 items paged by 25 (a deployment with another page size), not by 20.
    e.add(page(s, 30, `${s}?page=2`, null, codes(0, 25)));
    e.add(page(`${s}?page=2`, 30, null, s, codes(25, 5)));
  }
  const sizes = mine(e).findings.filter((f) => f.requirement === 'PAG-PAGE-SIZE');
  t.equal(sizes.length, 1, 'one finding for five lists');
  t.match(sizes[0], { url: lists[0], expected: 20, actual: 25, message: /observed page size is 25, not 20 \(the same on 5 lists\)$/ });
  t.same(sizes[0]!.related, lists.slice(1, 4), 'three other lists named');
});

t.test('statistics lists use the statistics page size, not the component one', async (t) => {
  const e = engine(2);
  const items = Array.from({ length: 3 }, (_, i) => ({ code: `l${i}` }));
  e.add(page(STATS, 3, null, null, items));
  t.same(mine(e).findings, []);
});

t.test('probe pages are not list pages, and a page fetched twice counts once', async (t) => {
  const e = engine();
  e.add(page(L(1), 2, L(2), null, [item(1)]));
  e.add(page(L(1), 2, L(2), null, [item(1)]));
  e.add(page(`${LIST}?page=0`, 2, null, 'x', [item(1)], 'probe-error'));
  e.add(page(L(2), 2, null, L(1), [item(2)]));
  e.add(page(L(2), 2, null, L(1), [item(2)]));
  const { findings, status } = mine(e);
  t.same(findings, []);
  t.equal(status('PAG-COUNT').checks, 1);
});

t.test('a list that never ended within the crawl is not judged for its count', async (t) => {
  const e = engine();
  e.add(page(L(1), 5, L(2), null, [item(1)]));
  const { findings, status } = mine(e);
  t.same(findings, []);
  t.equal(status('PAG-COUNT').checks, 0);
  t.equal(status('PAG-FORMAT-API').status, 'not-applicable');
});

t.test('format=api lists are lists of their own; a follow-through page without format is ignored', async (t) => {
  const e = engine();
  const F = `${STATS}?format=api`;
  e.add(page(STATS, 1, null, null, [{ code: 'en' }]));
  e.add(page(F, 1, null, null, [{ code: 'en' }], 'format-api'));
  const { findings, status } = mine(e);
  t.same(findings, [], 'the same item in the plain and the format=api list is no repeat');
  t.match(status('PAG-FORMAT-API'), { status: 'not-applicable', reason: /several pages/ }, 'one page shows no link that could lose format');
  t.equal(status('PAG-COUNT').checks, 2);
});

t.test('odd bodies and addresses never throw', async (t) => {
  const e = engine();
  const bodies: unknown[] = [null, [], 'text', 3, { results: 'x' }, { count: 1, next: 'http://[bad', previous: null, results: [] }];
  t.doesNotThrow(() => {
    for (const b of bodies) e.add({ request: { method: 'GET', url: LIST }, status: 200, headers: H, json: b });
    e.add(page(`${LIST}?page=abc`, 1, 'ftp://weblate.test/x', 7, [null, 1, 'x', { id: {} }]));
    e.add(page(`${LIST}?page=2`, 1, `${LIST}?page=3#frag`, `${LIST}?page=1`, [{ id: 1 }]));
    e.add(page(STATS, 0, null, null, [{ code: 5 }, { code: 'en' }, { code: 'en' }]));
    e.addDocument({ kind: 'statistics', url: 'x', body: undefined });
  });
  let out: ReturnType<typeof mine> | undefined;
  t.doesNotThrow(() => {
    out = mine(e);
  });
  t.ok(out!.findings.every((f) => typeof f.message === 'string' && typeof f.pointer === 'string'));
});
