/** Words the kit prints: ordinals in English, as serve --help uses them. */
import t from 'tap';
import { ordinal } from '../reference-server/variants.js';
import { main } from '../src/cli.js';
import { memoryIo } from './report/fixtures.js';

t.test('ordinals', async (t) => {
  t.same([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal), [
    '1st',
    '2nd',
    '3rd',
    '4th',
    '11th',
    '12th',
    '13th',
    '21st',
    '22nd',
    '23rd',
    '101st',
    '111th',
  ]);
});

t.test('serve --help says "the 3rd, 6th"', async (t) => {
  const io = memoryIo();
  await main(['serve', '--help'], io);
  t.match(io.out().replace(/\s+/g, ' '), /\(the 3rd, 6th, …\)/);
  t.notMatch(io.out(), /\b3th\b/);
});

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
