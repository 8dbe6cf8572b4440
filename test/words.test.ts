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
