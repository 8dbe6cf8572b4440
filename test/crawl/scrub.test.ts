import t from 'tap';
import { scrubToken } from '../../src/crawl/scrub.js';

t.test('the token is masked in strings, keys and nested values', (t) => {
  const value = { message: 'got tok-123 back', list: ['a tok-123', 1, null, { 'tok-123': 'x' }], n: 5 };
  t.same(scrubToken(value, 'tok-123'), { message: 'got *** back', list: ['a ***', 1, null, { '***': 'x' }], n: 5 });
  t.equal(scrubToken('tok-123tok-123', 'tok-123'), '******');
  t.end();
});

t.test('without a token nothing changes', (t) => {
  const value = { a: 'b' };
  t.equal(scrubToken(value, undefined), value);
  t.same(value, { a: 'b' });
  t.end();
});

t.test('values nested 10,000 deep are walked without running out of stack', (t) => {
  const deep: unknown = JSON.parse('['.repeat(10_000) + '"tok-9"' + ']'.repeat(10_000));
  scrubToken(deep, 'tok-9');
  let v: unknown = deep;
  while (Array.isArray(v)) v = v[0];
  t.equal(v, '***');
  t.end();
});
