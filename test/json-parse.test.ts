/**
 * Parsing answer bodies: the scan that sends a body to the lossless parser finds every number that
 * JSON.parse would misread, wherever it lies, and leaves every other body to JSON.parse.
 */
import t from 'tap';
import { seededFraction } from './seeded.js';
import { denotesInteger, exactInteger, fractionsIn, fractionText, holdsFractions, holdsMisreadNumber, parseJson } from '../src/base/json-parse.js';

/** The plain reading: every run of number characters that is a JSON number, judged as JSON.parse would read it. */
function reference(text: string): boolean {
  for (const m of text.matchAll(/[-+0-9.eE]+/g)) {
    if (!/^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/.test(m[0])) continue;
    const n = Number(m[0]);
    if (Number.isInteger(n) && (!denotesInteger(m[0]) || (!Number.isSafeInteger(n) && /^-?\d+$/.test(m[0])))) return true;
  }
  return false;
}

t.test('every number JSON.parse would misread is found, at every position', async (t) => {
  const misread = [
    '9007199254740993',
    '-9007199254740993',
    '12345678901234567890',
    '9007199254740993.5',
    '0.99999999999999999',
    '12345678.9999999999',
    '1.00000000000000001e2',
    '1e-400',
    '-2.5E-330',
    '1E-0400',
    '0.1e-324',
  ];
  const fine = [
    '33.333333333333336',
    '9007199254740991',
    '1.0',
    '1e3',
    '150e-1',
    '1.5e300',
    '123456789012345',
    '0.1',
    '1e-5',
    '1e-308',
    '5e-324',
    '123456789012345.5',
    'ae-123',
    '2024-01-01T00:00:00.123456789012345678Z',
  ];
  // Every place a number can stand relative to the probes (every sixteenth character), twice over.
  for (let pad = 0; pad < 32; pad++) {
    for (const n of misread) t.ok(holdsMisreadNumber(`{"${'k'.repeat(pad)}":${n}}`), `${n} after ${pad}`);
    for (const n of fine) t.notOk(holdsMisreadNumber(`{"${'k'.repeat(pad)}":${JSON.stringify(n)},"v":[${n.includes('T') ? 1 : n}]}`), `${n} after ${pad}`);
  }
  t.notOk(holdsMisreadNumber('[1,22,333,4444,55555,666666]'));
});

t.test('random documents: the scan agrees with reading every number; random text: it misses none', async (t) => {
  const rand = seededFraction(11);
  const digits = (n: number): string => Array.from({ length: n }, () => String(Math.floor(rand() * 10))).join('');
  const number = (): string => {
    const int = rand() < 0.2 ? '0' : String(1 + Math.floor(rand() * 9)) + digits(Math.floor(rand() * 20));
    const fraction = rand() < 0.5 ? `.${digits(1 + Math.floor(rand() * 20))}` : '';
    const exponent = rand() < 0.3 ? `${rand() < 0.5 ? 'e' : 'E'}${['', '+', '-'][Math.floor(rand() * 3)]}${digits(1 + Math.floor(rand() * 3))}` : '';
    return `${rand() < 0.2 ? '-' : ''}${int}${fraction}${exponent}`;
  };
  let documents = 0;
  for (let i = 0; i < 3000; i++) {
    const text = `{"a":[${Array.from({ length: Math.floor(rand() * 6) }, number).join(',')}],"s":"x${String(1 + Math.floor(rand() * 9))}${digits(Math.floor(rand() * 20))}"}`;
    if (holdsMisreadNumber(text) === reference(text)) documents++;
    else t.fail(`disagree on ${text}`);
  }
  t.equal(documents, 3000);
  const pieces = ['1', '7', '0', '.', 'e', 'E', '-', '+', ',', ' ', 'x', '"'];
  let texts = 0;
  for (let i = 0; i < 3000; i++) {
    let text = '';
    const n = Math.floor(rand() * 80);
    for (let k = 0; k < n; k++) text += rand() < 0.6 ? String(Math.floor(rand() * 10)) : pieces[Math.floor(rand() * pieces.length)]!;
    if (!reference(text) || holdsMisreadNumber(text)) texts++;
    else t.fail(`missed in ${JSON.stringify(text)}`);
  }
  t.equal(texts, 3000);
  // Long texts: a number of each kind anywhere in a page-sized document of other runs.
  let long = 0;
  for (let i = 0; i < 500; i++) {
    const parts: string[] = [];
    const m = 20 + Math.floor(rand() * 60);
    for (let k = 0; k < m; k++) parts.push(rand() < 0.5 ? number() : JSON.stringify(`x-${digits(Math.floor(rand() * 12))}e-${digits(2)}`));
    const text = `[${parts.join(',')}]`;
    if (holdsMisreadNumber(text) === reference(text)) long++;
    else t.fail(`disagree on ${text}`);
  }
  t.equal(long, 500);
});

t.test('numbers misread by JSON.parse keep their text; a body without any parses as JSON.parse does', async (t) => {
  const body = parseJson('{"id": 9007199254740993, "p": 33.333333333333336, "f": 9007199254740993.5}') as Record<string, unknown>;
  t.equal(exactInteger(body, 'id'), '9007199254740993');
  t.equal(exactInteger(body, 'p'), undefined);
  t.equal(fractionText(body, 'f'), '9007199254740993.5');
  t.same(parseJson('{"a": [1, 2.5, "x"], "p": 33.333333333333336}'), { a: [1, 2.5, 'x'], p: 33.333333333333336 });
});

t.test('whether a value holds a fraction is known from the value alone, whatever was parsed before', async (t) => {
  const withFraction = parseJson('{"results":[{"total":9007199254740993.5,"name":"a"}],"count":1}') as { results: Record<string, unknown>[] };
  const item = withFraction.results[0]!;
  t.ok(holdsFractions(withFraction), 'the document holds one');
  t.ok(holdsFractions(withFraction.results), 'and so does each holder on the way');
  t.ok(holdsFractions(item));
  t.same(fractionsIn(withFraction), [{ pointer: '/results/0/total', text: '9007199254740993.5' }]);
  t.same(Object.keys(item), ['total', 'name'], 'the mark is not a key');
  t.equal(JSON.stringify(withFraction), '{"results":[{"total":9007199254740994,"name":"a"}],"count":1}', 'nor is it written');
  t.notOk(holdsFractions({ ...item }), 'a copy is a value of its own');
  t.notOk(holdsFractions(structuredClone(item)));
  // Documents read after (by this run or another) hold none unless their own text does.
  const lossless = parseJson('{"results":[{"total":9007199254740993,"name":"b"}],"count":1}') as { results: object[] };
  const plain = parseJson('{"results":[{"total":3,"name":"c"}],"count":1}') as { results: object[] };
  for (const v of [lossless, lossless.results[0], plain, plain.results[0]]) t.notOk(holdsFractions(v));
  t.same(fractionsIn(lossless), []);
  t.notOk(holdsFractions(3));
  t.notOk(holdsFractions(null));
});
