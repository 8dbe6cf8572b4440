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

/** A fixed sequence of choices, so every run generates the same forms. */
function* choices(seed: number): Generator<number> {
  let x = seed;
  for (;;) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    yield x >>> 16;
  }
}

t.test('every form a server may echo the token in is masked: mixed percent-encoding, any hex case, JSON escapes, base64 whole', (t) => {
  const token = 'tok_9f8A-secret.value~x/y+z';
  const pick = choices(7);
  const next = (n: number): number => pick.next().value! % n;
  let forms = 0;
  for (let round = 0; round < 40; round++) {
    const echo = [...token]
      .map((ch) => {
        const hex = Buffer.from(ch).toString('hex');
        switch (next(4)) {
          case 0:
            return ch;
          case 1:
            return `%${hex.toUpperCase()}`;
          case 2:
            return `%${hex.toLowerCase()}`;
          default:
            return `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
        }
      })
      .join('');
    const text = `{"detail":"echo ${echo} end"}`;
    t.equal(scrubToken(text, token), '{"detail":"echo *** end"}', `mixed form ${echo}`);
    forms++;
  }
  for (let before = 0; before < 3; before++)
    for (let after = 0; after < 3; after++)
      for (const enc of ['base64', 'base64url'] as const) {
        const pre = Buffer.from('ABC'.slice(0, before));
        const post = Buffer.from('xyz'.slice(0, after));
        const encoded = Buffer.concat([pre, Buffer.from(token), post]).toString(enc);
        const masked = scrubToken(encoded, token);
        t.ok(masked.includes('***'), `${enc}, ${before} bytes before and ${after} after: masked (${masked})`);
        // Only characters made of the neighbours' bits (and padding) alone may remain, never one that carries a bit of the token.
        const left = masked.replace('***', '').replace(/=+$/, '').length;
        t.ok(
          left <= Math.floor((before * 8) / 6) + Math.ceil((after * 8) / 6),
          `${enc} ${before}/${after}: no character of the token's bits shows (${masked})`,
        );
        forms++;
      }
  t.equal(forms, 58, 'every generated form was tried');
  t.end();
});
