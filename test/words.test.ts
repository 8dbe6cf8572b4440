/** Words the kit reads and prints: one rate syntax for check and serve. */
import t from 'tap';
import { main } from '../src/cli.js';
import { memoryIo } from './report/fixtures.js';

t.test('one rate syntax for check and serve: 10/m and 1.5/s both, the same refusal for both', async (t) => {
  const { parseServerRate } = await import('../reference-server/conditions.js');
  const { checkValue, optionOf } = await import('../src/options/table.js');
  const check = (v: string) => checkValue(optionOf('check', 'rate-limit'), v);
  for (const text of ['10/m', '10/min', '1.5/s', '100/day', '2/hours']) {
    t.ok(check(text), `check takes ${text}`);
    t.ok(parseServerRate(text), `serve takes ${text}`);
  }
  t.same(check('10/m'), { count: 10, windowMs: 60_000 });
  t.same(parseServerRate('1.5/s'), { count: 1, windowMs: 667 }, 'a rate that is not whole: one request per its share of the window');
  for (const bad of ['10', '0/s', '10/fortnight', '-1/s']) {
    t.throws(() => check(bad), /takes N\/s, N\/m \(or N\/min\), N\/h or N\/day/, `check refuses ${bad}`);
    t.throws(() => parseServerRate(bad), /takes N\/s, N\/m \(or N\/min\), N\/h or N\/day/, `serve refuses ${bad}`);
  }
});

t.test('PAG-ENVELOPE says what it expected in words, not as the validator’s parameters', async (t) => {
  const { envelopeExpected } = await import('../src/rules/pagination/walk.js');
  t.equal(envelopeExpected({ keyword: 'required', params: { missingProperty: 'count' } }), 'a member "count"');
  t.equal(envelopeExpected({ keyword: 'type', params: { type: 'integer' } }), 'a value of type integer');
  t.equal(envelopeExpected({ keyword: 'additionalProperties', params: { additionalProperty: 'extra' } }), 'no member "extra"');
  t.equal(envelopeExpected(undefined), 'the envelope of §2.1 (count, next, previous, results)');
  const { mkdtempSync, rmSync, writeFileSync, readFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-words-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const doc = path.join(dir, 'list.json');
  writeFileSync(doc, JSON.stringify({ next: null, previous: null, results: [] }));
  const out = path.join(dir, 'r.json');
  t.equal(await main(['validate', doc, '--as', 'component-list', '--reporter', `json:${out}`], memoryIo()), 1);
  const report = JSON.parse(readFileSync(out, 'utf8')) as { findings: { requirement: string; expected?: unknown }[] };
  const f = report.findings.find((x) => x.requirement === 'PAG-ENVELOPE');
  t.equal(f?.expected, 'a member "count"');
});
