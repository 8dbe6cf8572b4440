/**
 * Parsing answer bodies: the scan that sends a body to the lossless parser finds every number that
 * JSON.parse would misread, wherever it lies, and leaves every other body to JSON.parse.
 */
import t from 'tap';
import { denotesInteger, exactInteger, fractionText, holdsMisreadNumber, parseJson } from '../src/base/json-parse.js';

/** The plain reading: every run of number characters, each judged as JSON.parse would read it. */
function reference(text: string): boolean {
  for (const m of text.matchAll(/[-+0-9.eE]+/g)) {
    const n = Number(m[0]);
    if (Number.isInteger(n) && (!denotesInteger(m[0]) || (!Number.isSafeInteger(n) && /^-?\d+$/.test(m[0])))) return true;
  }
  return false;
}

t.test('every number JSON.parse would misread is found, at every position', async (t) => {
  const misread = ['9007199254740993', '-9007199254740993', '12345678901234567890', '9007199254740993.5', '0.99999999999999999', '1e-400', '-2.5E-330'];
  const fine = ['33.333333333333336', '9007199254740991', '1.0', '1e3', '150e-1', '1.5e300', '123456789012345', '0.1', '1e-5', '2024-01-01T00:00:00.123456789012345678Z'];
  for (let pad = 0; pad < 12; pad++) {
    for (const n of misread) t.ok(holdsMisreadNumber(`{"${'k'.repeat(pad)}":${n}}`), `${n} after ${pad}`);
    for (const n of fine) t.notOk(holdsMisreadNumber(`{"${'k'.repeat(pad)}":${JSON.stringify(n)},"v":[${n.includes('T') ? 1 : n}]}`), `${n} after ${pad}`);
  }
  t.notOk(holdsMisreadNumber('[1,22,333,4444,55555,666666]'));
});

t.test('random bodies: the scan agrees with reading every number', async (t) => {
  let seed = 11;
  const rand = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pieces = ['1', '7', '0', '.', 'e', 'E', '-', '+', ',', ' ', 'x', '"'];
  let agreed = 0;
  for (let i = 0; i < 3000; i++) {
    let text = '';
    const n = Math.floor(rand() * 80);
    for (let k = 0; k < n; k++) text += rand() < 0.6 ? String(Math.floor(rand() * 10)) : pieces[Math.floor(rand() * pieces.length)]!;
    if (holdsMisreadNumber(text) === reference(text)) agreed++;
    else t.fail(`disagree on ${JSON.stringify(text)}`);
  }
  t.equal(agreed, 3000);
});

t.test('numbers misread by JSON.parse keep their text; a body without any parses as JSON.parse does', async (t) => {
  const body = parseJson('{"id": 9007199254740993, "p": 33.333333333333336, "f": 9007199254740993.5}') as Record<string, unknown>;
  t.equal(exactInteger(body, 'id'), '9007199254740993');
  t.equal(exactInteger(body, 'p'), undefined);
  t.equal(fractionText(body, 'f'), '9007199254740993.5');
  t.same(parseJson('{"a": [1, 2.5, "x"], "p": 33.333333333333336}'), { a: [1, 2.5, 'x'], p: 33.333333333333336 });
});
