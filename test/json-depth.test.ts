/**
 * How deep the kit reads JSON (base/json-depth.ts), and what it keeps of long strings
 * (base/kept.ts): a value nested past NESTING_MAX is cut there without recursion, values that
 * differ below the cut still differ; a string past KEPT_MAX is kept bounded, and two such strings
 * compare as the strings do. Through the engine: the pairing of a list element with its instance
 * record keeps and reports the bounded form, and still tells two long strings apart.
 */
import t from 'tap';
import { cutNesting, deepSpans, depthOf, NESTING_MAX, survey, textDepth } from '../src/base/json-depth.js';
import { exactInteger, parseJson } from '../src/base/json-parse.js';
import { stableJson } from '../src/base/json.js';
import { copyOf, KEPT_MAX, keptString, keptValue } from '../src/base/kept.js';
import { Engine } from '../src/rules/engine.js';
import type { Exchange } from '../src/generated/exchange.js';
import { makeDataset } from './hostile/data.js';

const deepArray = (n: number): string => '['.repeat(n) + ']'.repeat(n);
const deepObject = (n: number, leaf = '1'): string => '{"a":'.repeat(n) + leaf + '}'.repeat(n);

t.test('textDepth reads the nesting of a text without recursion, brackets in strings aside', async (t) => {
  t.equal(textDepth('1'), 0);
  t.equal(textDepth('[]'), 1);
  t.equal(textDepth('{"a":[{"b":"[[[[\\"]]"}]}'), 3);
  t.equal(textDepth('"\\\\"'), 0, 'an escaped backslash ends before the quote');
  t.equal(textDepth(deepArray(100_000)), 100_000);
  t.equal(textDepth(deepObject(100_000)), 100_000);
});

t.test('cutNesting leaves a value within the limit alone, and cuts a deeper one in place', async (t) => {
  const shallow = JSON.parse(deepArray(NESTING_MAX)) as unknown;
  t.equal(cutNesting(shallow), undefined, `${NESTING_MAX} levels are read whole`);
  t.equal(depthOf(shallow), NESTING_MAX);
  for (const [shape, text] of [
    ['array', `{"x":1,"deep":${deepArray(100_000)}}`],
    ['object', `{"x":1,"deep":${deepObject(100_000)}}`],
  ] as const) {
    const v = JSON.parse(text) as { x: number; deep: unknown };
    const cut = cutNesting(v);
    t.equal(cut?.depth, 100_001, `${shape}: the depth of the whole value`);
    t.match(cut?.pointer, /^\/deep(\/(0|a)){63}$/, `${shape}: the first container past the limit`);
    t.equal(v.x, 1, `${shape}: the rest is untouched`);
    t.equal(depthOf(v), NESTING_MAX, `${shape}: nothing lies deeper than the limit`);
    t.doesNotThrow(() => JSON.stringify(v), `${shape}: a recursive writer meets at most ${NESTING_MAX} levels`);
    t.match(stableJson(v), /JSON nested 99937 levels deeper, not read; sha256 [0-9a-f]{16}/, `${shape}: the marker says how much deeper`);
  }
});

t.test('survey finds in one walk whether a value nests past a limit and holds a long string or key', async (t) => {
  t.same(survey({ a: [1, 'xx', { b: null }] }, 3, 2), { deep: false, long: false });
  t.same(survey({ a: [1, 'xxx'] }, 3, 2), { deep: false, long: true }, 'a long string in an array');
  t.same(survey({ a: { xxx: 1 } }, 3, 2), { deep: false, long: true }, 'a long key');
  t.same(survey('xxx', 3, 2), { deep: false, long: true }, 'a long string alone');
  t.same(survey([[[]]], 3, 2), { deep: false, long: false }, 'three levels are within a limit of three');
  t.equal(survey([[[[]]]], 3, 2).deep, true, 'four are past it');
  t.equal(survey(JSON.parse(deepObject(100_000)), NESTING_MAX, KEPT_MAX).deep, true, '100,000 levels, without recursion');
});

t.test('values that differ below the cut still differ; equal ones stay equal, in any key order', async (t) => {
  const a = JSON.parse(`[${deepObject(1000, '1')}]`) as unknown;
  const b = JSON.parse(`[${deepObject(1000, '2')}]`) as unknown;
  const c = JSON.parse(`[${deepObject(1000, '1')}]`) as unknown;
  cutNesting(a);
  cutNesting(b);
  cutNesting(c);
  t.not(stableJson(a), stableJson(b), 'a difference 1,000 levels down is seen');
  t.equal(stableJson(a), stableJson(c), 'the same value cuts the same');
  const d = JSON.parse(`[${'{"b":2,"a":'.repeat(100)}1${'}'.repeat(100)}]`) as unknown;
  const e = JSON.parse(`[${'{"a":'.repeat(100)}1${',"b":2}'.repeat(100)}]`) as unknown;
  cutNesting(d);
  cutNesting(e);
  t.equal(stableJson(d), stableJson(e), 'the hash is of the canonical text: key order does not count');
});

t.test('deepSpans finds in a text what cutNesting cuts in its value', async (t) => {
  const text = `{"a":${deepArray(70)},"s":"[[[","b":[${deepArray(66)},${deepArray(65)}]}`;
  const spans = deepSpans(text);
  t.equal(spans.length, 3, 'three containers open past the limit, outermost only');
  // "a" opens its arrays at level 2, "b" its inner ones at level 3: each span starts at level NESTING_MAX + 1.
  t.same(
    spans.map(([s, e]) => text.slice(s, e)),
    [deepArray(70 - (NESTING_MAX - 1)), deepArray(66 - (NESTING_MAX - 2)), deepArray(65 - (NESTING_MAX - 2))],
  );
  const v = JSON.parse(text) as unknown;
  cutNesting(v);
  t.equal((stableJson(v).match(/JSON nested/g) ?? []).length, 3, 'cutNesting cuts the same three');
});

t.test('parseJson keeps the exact numbers of a text nested 100,000 deep', async (t) => {
  const text = `{"id":9007199254740993,"deep":${deepArray(100_000)},"n":[1.0]}`;
  const v = parseJson(text) as { id: number; deep: unknown; n: number[] };
  t.equal(exactInteger(v, 'id'), '9007199254740993', 'the id beyond 2^53 keeps its text');
  t.equal(depthOf(v.deep), 100_000, 'the deep part is read whole, by JSON.parse');
  t.same(v.n, [1]);
  t.throws(() => parseJson(`{"id":9007199254740993,"deep":${deepArray(100_000).slice(1)}}`), SyntaxError, 'a text that is not JSON throws as JSON.parse does');
});

t.test('keptString keeps a long string bounded, as a fresh copy that still tells strings apart', async (t) => {
  const short = 'x'.repeat(KEPT_MAX);
  t.equal(keptString(short), short, 'a string of KEPT_MAX characters is kept as it is');
  const long = 'x'.repeat(9 * 1024 * 1024);
  const kept = keptString(long);
  t.ok(kept.length < 300, `9 MiB is kept in ${kept.length} characters`);
  t.match(kept, /^x{200}… \(sha256 [0-9a-f]{16}\)… \(9437184 bytes\)$/, 'a prefix, the hash and the size in bytes');
  t.equal(keptString(`${long}`), kept, 'the same string keeps the same form');
  t.not(keptString(long.slice(1) + 'y'), kept, 'a string that differs at its end keeps another form');
  t.not(keptString('\ud800' + long.slice(1)), keptString('\ud801' + long.slice(1)), 'lone surrogates are told apart');
  t.equal(copyOf('abc\ud800'), 'abc\ud800', 'copyOf keeps every code unit');
  const v = { a: [long, 1], b: { c: long }, d: 'short' };
  const kv = keptValue(v) as typeof v;
  t.not(kv, v, 'a value that holds a long string is copied');
  t.same(kv, { a: [kept, 1], b: { c: kept }, d: 'short' });
  const plain = { a: [1, 'x'], b: { c: null } };
  t.equal(keptValue(plain), plain, 'a value without one is itself');
  const proto = JSON.parse(`{"__proto__":"${'p'.repeat(2000)}"}`) as object;
  t.ok(Object.hasOwn(keptValue(proto) as object, '__proto__'), 'a field named __proto__ stays a field');
});

function exchange(url: string, body: unknown): Exchange {
  return {
    request: { method: 'GET', url, headers: {} },
    status: 200,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    purpose: 'crawl',
  };
}

t.test('the pairing keeps bounded records: a 2 MiB difference is reported by its kept form, and told apart from an equal one', async (t) => {
  const base = 'http://weblate.test/';
  const data = makeDataset(base, 3, 1);
  const long = 'a'.repeat(2 * 1024 * 1024);
  const engine = new Engine({ baseUrl: base }, { perGroup: 10 });
  const [c1, c2, c3] = data.components;
  const addressOf = (c: Record<string, unknown>): string => `${base}api/components/${(c.project as { slug: string }).slug}/${String(c.slug)}/`;
  // The instance records come first: each waits for its list element, as the pairing keeps it.
  engine.add(exchange(addressOf(c1!), { ...c1, agreement: long }));
  engine.add(exchange(addressOf(c2!), { ...c2, agreement: `${long}b` }));
  engine.add(exchange(addressOf(c3!), { ...c3, agreement: long }));
  engine.add(
    exchange(`${base}api/components/`, {
      count: 3,
      next: null,
      previous: null,
      results: [
        { ...c1, agreement: long },
        { ...c2, agreement: `${long}c` },
        { ...c3, agreement: `x${long.slice(1)}` },
      ],
    }),
  );
  const result = engine.finish();
  const found = result.findings.filter((f) => f.requirement === 'CMP-LIST-MATCHES-INSTANCE');
  t.same(
    found.map((f) => f.key),
    ['demo/comp-2', 'demo/comp-3'],
    'the strings that differ (at the end, at the start) differ; the equal ones agree',
  );
  for (const f of found) {
    t.equal(f.pointer, '/agreement');
    for (const side of ['expected', 'actual'] as const) {
      const v = f[side] as string;
      t.ok(typeof v === 'string' && v.length < 300, `${f.key} ${side}: kept in ${String(v.length)} characters, not 2 MiB`);
      t.match(v, /… \(sha256 [0-9a-f]{16}\)… \(209715[23] bytes\)$/, `${f.key} ${side}: with its hash and size`);
    }
    t.not(f.expected, f.actual, `${f.key}: the kept forms differ as the strings do`);
  }
});
