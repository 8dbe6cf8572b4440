/**
 * STA-CODE over statistics pages that are served again: each list keeps the codes of the page it
 * last showed, and a page served again is judged against them, whatever was read in between. A page
 * of more codes than are scanned (32) is looked up through an index, dropped once another page is
 * read, and made again when that page is read again, or as a page grows past them.
 */
import t from 'tap';
import { Engine } from '../src/rules/engine.js';
import type { Exchange } from '../src/generated/exchange.js';

const B = 'http://weblate.test/';
const H = { 'content-type': 'application/json', allow: 'GET, HEAD, OPTIONS', vary: 'Accept' };
const stats = (component: string, page = 1): string => `${B}api/components/hello/${component}/statistics/${page === 1 ? '' : `?page=${page}`}`;
const page = (url: string, codes: string[]): Exchange => ({
  request: { method: 'GET', url },
  status: 200,
  headers: H,
  json: { count: codes.length, next: null, previous: null, results: codes.map((code) => ({ code, name: code })) },
});

/** The STA-CODE findings of a run over these pages: where, and where the code was first seen. */
function repeats(pages: Exchange[]): string[] {
  const e = new Engine({ baseUrl: B });
  for (const p of pages) e.add(p);
  return e
    .finish()
    .findings.filter((f) => f.requirement === 'STA-CODE')
    .map((f) => `${f.url}#${f.pointer} ${f.code} ${String(f.args?.first)}`);
}

t.test('STA-CODE: a page served again after other lists were read is judged against the codes it showed', async (t) => {
  t.same(repeats([page(stats('android'), ['en', 'cs']), page(stats('ios'), ['en', 'de']), page(stats('android'), ['cs', 'fr']), page(stats('ios'), ['de'])]), [
    `${stats('android')}#/results/0/code repeated-on-page /results/1/code`,
    `${stats('ios')}#/results/0/code repeated-on-page /results/1/code`,
  ]);
});

t.test('STA-CODE: a list that showed another page since has forgotten the codes of the page before', async (t) => {
  t.same(
    repeats([
      page(stats('android'), ['en', 'cs']),
      page(stats('android', 2), ['de']),
      page(stats('ios'), ['en']),
      page(stats('android'), ['en', 'cs']),
      page(stats('android', 2), ['fr']),
    ]),
    [],
  );
});

t.test('STA-CODE: codes of two servings of one page that share an index are all kept', async (t) => {
  // The second serving adds fr at index 1, where cs was first seen: both are kept for a third.
  t.same(
    repeats([
      page(stats('android'), ['en', 'cs']),
      page(stats('ios'), ['en']),
      page(stats('android'), ['cs', 'fr']),
      page(stats('ios'), ['de']),
      page(stats('android'), ['fr', 'cs', 'en']),
    ]),
    [
      `${stats('android')}#/results/0/code repeated-on-page /results/1/code`,
      `${stats('android')}#/results/0/code repeated-on-page /results/1/code`,
      `${stats('android')}#/results/1/code repeated-on-page /results/1/code`,
      `${stats('android')}#/results/2/code repeated-on-page /results/0/code`,
    ],
  );
});

/** `n` distinct language-like codes: aa, ab, … */
const manyCodes = (n: number): string[] => Array.from({ length: n }, (_, i) => String.fromCharCode(97 + Math.floor(i / 26), 97 + (i % 26)));

t.test('STA-CODE: a repeat on a long page is found past the codes scanned, and on the same page served again', async (t) => {
  const codes = manyCodes(40);
  t.same(
    repeats([
      // 40 codes, then the 36th again (at index 40) and the 2nd (at index 41).
      page(stats('android'), [...codes, codes[35]!, codes[1]!]),
      page(stats('ios'), ['en']),
      // Served again: every code was seen on it; the index went with the other list's page.
      page(stats('android'), [codes[39]!, 'zz', 'zz']),
    ]),
    [
      `${stats('android')}#/results/0/code repeated-on-page /results/39/code`,
      `${stats('android')}#/results/2/code repeated-on-page /results/1/code`,
      `${stats('android')}#/results/40/code repeated-on-page /results/35/code`,
      `${stats('android')}#/results/41/code repeated-on-page /results/1/code`,
    ],
  );
});

t.test('STA-CODE: a long page of distinct codes has no repeat', async (t) => {
  t.same(repeats([page(stats('android'), manyCodes(100))]), []);
});
