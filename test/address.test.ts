/**
 * Addresses judged as written: each repair the WHATWG URL parser makes is named, and for each the
 * parser really does read the text as the right address (which is why the text must be judged);
 * what RFC 3986 calls the same address is accepted.
 */
import t from 'tap';
import { seeded } from './seeded.js';
import { normalAddress, parserRepair, plainPathAndQuery, plainUnder, sameOriginAsWritten, splitAddress, startsWithBase } from '../src/base/address.js';

const BASE = 'http://h.example:8080/weblate/';
const RIGHT = `${BASE}api/components/p/c/`;

t.test('each repair of the URL parser is a departure as written, and the parser hides it', async (t) => {
  for (const [text, why] of [
    [`${BASE}api\\components\\p\\c\\`, /\\ where \/ belongs/],
    [`${BASE}api/compo\tnents/p/c/`, /tab/],
    [`${BASE}api/compo\nnents/p/c/`, /line break/],
    [` ${RIGHT}`, /begins or ends with a space/],
    [`${RIGHT}\u0000`, /begins or ends with a space or a control/],
    [`${BASE}api/components/p/./c/`, /dot segment/],
    [`${BASE}api/x/../components/p/c/`, /dot segment/],
    [`${BASE}api/x/%2E%2e/components/p/c/`, /dot segment/],
  ] as const) {
    t.match(parserRepair(text), why, JSON.stringify(text));
    t.equal(new URL(text).href, RIGHT, `${JSON.stringify(text)}: the parser reads it as the right address`);
    t.equal(normalAddress(text), undefined);
    t.notOk(startsWithBase(text, BASE), 'not under the base as written');
  }
  for (const [text, why] of [
    [`${BASE}api/components/p/my c/`, /space/],
    [`${BASE}api/components/p/c\u0001/`, /control character U\+0001/],
    [`${BASE}api/components/p/"c"/`, /holds "/],
    [`${BASE}api/components/p/c%zz/`, /% not followed by two hex digits/],
  ] as const) {
    t.match(parserRepair(text), why, JSON.stringify(text));
    t.notOk(startsWithBase(text, BASE));
  }
});

t.test('what RFC 3986 calls the same address is accepted', async (t) => {
  for (const text of [
    'HTTP://h.example:8080/weblate/api/components/p/c/',
    'http://H.Example:8080/weblate/api/components/p/c/',
    'http://h.example:8080/weblate/api/components/p/%63/',
    'http://h.example:8080/weblate/api/components/p%C3%A9/c/',
    'http://h.example:8080/weblate/api/components/p%c3%a9/c/',
    'http://h.example:8080/weblate/api/components/pé/c/',
  ]) {
    t.equal(parserRepair(text), undefined, text);
    t.ok(startsWithBase(text, BASE), `${text} starts with the base`);
    t.ok(sameOriginAsWritten(text, BASE), `${text} is on the base origin`);
  }
  t.equal(normalAddress('http://h.example:8080/x/p%c3%a9/'), normalAddress('http://h.example:8080/x/p%C3%A9/'), 'hex case');
  t.equal(normalAddress('http://h.example:80/x/'), 'http://h.example/x/', 'the default port');
  t.equal(normalAddress('https://h.example:443/x/'), 'https://h.example/x/');
  t.equal(normalAddress('http://h.example:/x/'), 'http://h.example/x/', 'an empty port');
  t.ok(startsWithBase('http://h.example:80/api/', 'http://h.example/'));
  t.ok(startsWithBase('http://h.example/api/', 'http://h.example:80/'));
});

t.test('other spellings the parser folds are other addresses as written', async (t) => {
  for (const text of [
    'http://user@h.example:8080/weblate/api/',
    'http://h.example:8081/weblate/api/',
    'https://h.example:8080/weblate/api/',
    'http://h.example:08080/weblate/api/',
    'http://h.example:8080/Weblate/api/',
  ])
    t.notOk(startsWithBase(text, BASE), text);
  t.notOk(sameOriginAsWritten('http://0x7f.0.0.1:8080/', 'http://127.0.0.1:8080/'), 'another spelling of an IPv4 host');
  t.notOk(sameOriginAsWritten('http://127.000.000.001:8080/', 'http://127.0.0.1:8080/'));
  t.ok(sameOriginAsWritten('http://127.0.0.1:8080/x', 'http://127.0.0.1:8080/'));
  t.same(splitAddress('http://u:p@[::1]:81/a?b#c'), {
    scheme: 'http',
    authority: 'u:p@[::1]:81',
    userinfo: 'u:p',
    host: '[::1]',
    port: '81',
    path: '/a',
    query: 'b',
    fragment: 'c',
  });
  t.equal(splitAddress('/api/components/'), undefined, 'a relative address has no origin');
});

t.test('plainUnder says true only of an address the URL parser leaves as written (the quote in a query aside)', async (t) => {
  const base = new URL('http://127.0.0.1:8000/api/');
  // Pieces a server may write after the base: dots and their %2e spellings, slashes, a query.
  const pieces = ['a', 'b-c', '.', '..', '%2e', '%2E', '%2e%2E', '.%2e', '%2e.', '%41', '/', '/', '/', '?', 'x=1', '~', '%', "'"];
  const random = seeded(7);
  let plain = 0;
  for (let k = 0; k < 20000; k++) {
    let tail = '';
    for (let j = 1 + random(6); j > 0; j--) tail += pieces[random(pieces.length)];
    const value = base.href + tail;
    if (!plainUnder(value, base)) continue;
    plain++;
    const href = new URL(value).href;
    const query = value.indexOf('?');
    if (href !== value && !(query >= 0 && value.slice(query).includes("'"))) t.fail(`${value} reads as ${href}`);
  }
  t.ok(plain > 1000, `${plain} plain addresses`);
  for (const dotted of ['%2e%2e/x/', 'a/%2E/', '.%2e/', '%2e.', '%2E?q=1', 'a/%2e%2e'])
    t.notOk(plainUnder(base.href + dotted, base), `${dotted} is a dot segment`);
  for (const kept of ['a%2e/', '%2ea/', 'a?x=%2e%2e', '.a/', 'a..b/']) t.ok(plainUnder(base.href + kept, base), `${kept} is no dot segment`);
});

t.test("plainPathAndQuery reads an address's path and query as the URL parser would, or says nothing", async (t) => {
  const origin = 'http://127.0.0.1:8000/';
  // Pieces of a path, then of a query: mostly what the parser keeps, and each character it rewrites.
  const pieces = ['api', 'p-1', '/', '/', '/', '.', '..', '%2e', '%41', '~', "'", '%', ' ', '"', '|', 'é', '#'];
  const queryPieces = ['page=2', '&', '=', 'a', '/', '?', '%', '%zz', "'", '"', ' ', '<', '>', '#', '|', '^', '`', '{', '\\', 'é'];
  const random = seeded(5);
  let read = 0;
  for (let k = 0; k < 20000; k++) {
    let tail = '';
    for (let j = random(5); j > 0; j--) tail += pieces[random(pieces.length)];
    if (random(3) > 0) {
      tail += '?';
      for (let j = random(4); j > 0; j--) tail += queryPieces[random(queryPieces.length)];
    }
    const url = origin + tail;
    const text = plainPathAndQuery(url, origin);
    if (text === undefined) continue;
    read++;
    const u = new URL(url);
    if (text !== u.pathname + u.search || u.origin + text !== url) t.fail(`${JSON.stringify(url)}: ${text} from the text, ${u.pathname + u.search} parsed`);
  }
  t.ok(read > 2000, `${read} addresses read from their text`);
  t.equal(plainPathAndQuery(`${origin}api/?page=2`, origin), '/api/?page=2');
  t.equal(plainPathAndQuery(`${origin}api/?`, origin), undefined, 'an empty query is not kept by the parser');
  t.equal(plainPathAndQuery('http://127.0.0.1:8001/api/', origin), undefined, 'another origin');
});
