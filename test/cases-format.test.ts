/**
 * The written form of cases: a case names a base fixture (cases/fixtures/) or a generator and gives
 * an RFC 6902 patch; the loader expands it into the documents or exchanges the engine is fed. These
 * tests prove the expansion, its clear errors, and that the corpus stays small and shared.
 */
import t from 'tap';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { lintCases, loadCaseFiles, loadCases, loadFixtures, unusedFixtures } from '../src/run/cases.js';
import { FileError } from '../src/base/errors.js';
import { CASES_DIR } from '../src/base/paths.js';

const root = mkdtempSync(path.join(tmpdir(), 'stringent-cases-'));
t.teardown(() => rmSync(root, { recursive: true, force: true }));

const ITEM = {
  code: 'cs',
  name: 'Czech',
  total: 18,
  translated: 12,
  url: 'http://weblate.test/projects/hello/android/cs/',
  translate_url: 'http://weblate.test/translate/hello/android/cs/',
};
const LANGUAGES = [
  ['en', 'English'],
  ['cs', 'Czech'],
  ['de', 'German'],
];
const ANSWER = { request: { method: 'GET', url: 'http://weblate.test/api/components/' }, status: 200, headers: { 'content-type': 'application/json' } };

let n = 0;
/** A cases directory holding one case file with these cases, and the given fixtures. */
function corpus(cases: unknown[], fixtures: Record<string, unknown> = { 'statistics-item-complete': ITEM, languages: LANGUAGES }): string {
  const dir = path.join(root, `c${n++}`);
  mkdirSync(path.join(dir, 'fixtures'), { recursive: true });
  writeFileSync(path.join(dir, 'statistics.json'), JSON.stringify({ family: 'statistics', cases }));
  for (const [name, value] of Object.entries(fixtures)) writeFileSync(path.join(dir, 'fixtures', `${name}.json`), JSON.stringify(value));
  return dir;
}
const doc = (body: unknown) => ({ description: 'd', requirement: 'STA-SCHEMA', documents: [{ kind: 'statistics-item', body }], expect: [] });
const body = (dir: string) => loadCases(dir)[0]!.documents![0].body;

t.test('a base fixture with a patch expands to the fixture with the patch applied', async (t) => {
  const dir = corpus([
    doc({
      $base: 'statistics-item-complete',
      patch: [
        { op: 'remove', path: '/translate_url' },
        { op: 'replace', path: '/total', value: '18' },
      ],
    }),
  ]);
  const { translate_url: _, ...rest } = ITEM;
  t.same(body(dir), { ...rest, total: '18' });
  t.same(loadCases(dir)[0]!.fixtures, ['statistics-item-complete'], 'the case names the fixture it drew on');
  t.same(JSON.parse(readFileSync(path.join(dir, 'fixtures', 'statistics-item-complete.json'), 'utf8')), ITEM, 'the fixture itself is untouched');
});

t.test('move, copy and an operation on the whole value apply as RFC 6902 says', async (t) => {
  const ops = [
    { op: 'copy', from: '/total', path: '/copied' },
    { op: 'move', from: '/copied', path: '/moved' },
    { op: 'test', path: '/moved', value: ITEM.total },
  ];
  t.same(body(corpus([doc({ $base: 'statistics-item-complete', patch: ops })])), { ...ITEM, moved: ITEM.total });
  t.same(
    body(
      corpus([
        doc({
          $base: 'statistics-item-complete',
          patch: [
            { op: 'replace', path: '', value: [1] },
            { op: 'add', path: '/-', value: 2 },
          ],
        }),
      ]),
    ),
    [1, 2],
  );
});

t.test('a patch value may itself be a base fixture', async (t) => {
  const dir = corpus([doc({ $base: 'statistics-item-complete', patch: [{ op: 'add', path: '/nested', value: { $base: 'statistics-item-complete' } }] })]);
  t.same(body(dir), { ...ITEM, nested: ITEM });
});

t.test('a patch operation that changes nothing is a lint problem; one that inserts an equal element is not', async (t) => {
  const dir = corpus([
    doc({
      $base: 'statistics-item-complete',
      patch: [
        { op: 'replace', path: '/total', value: 18 },
        { op: 'add', path: '/code', value: 'cs' },
        { op: 'replace', path: '/translated', value: 13 },
      ],
    }),
    {
      ...doc({
        $base: 'languages',
        patch: [
          { op: 'add', path: '/0', value: ['en', 'English'] },
          { op: 'add', path: '/0/1', value: 'English' },
        ],
      }),
      description: 'e',
    },
  ]);
  t.same(lintCases(loadCases(dir)), [
    'statistics.json: "d": /documents/0/body/patch/0 (replace /total) changes nothing',
    'statistics.json: "d": /documents/0/body/patch/1 (add /code) changes nothing',
  ]);
});

t.test('a fixture may be built from other fixtures, never from itself', async (t) => {
  const page = { count: 1, next: null, previous: null, results: [{ $base: 'statistics-item-complete' }] };
  const dir = corpus([doc({ $base: 'page', patch: [{ op: 'replace', path: '/results/0/code', value: 'de' }] })], { 'statistics-item-complete': ITEM, page });
  t.same(body(dir), { ...page, results: [{ ...ITEM, code: 'de' }] });
  t.same(loadCases(dir)[0]!.fixtures, ['page', 'statistics-item-complete'], 'both fixtures are drawn on');
  const loop = corpus([doc({ $base: 'a' })], { a: { x: { $base: 'b' } }, b: [{ $base: 'a' }] });
  t.throws(() => loadCases(loop), /fixture a → b → a refers to itself/);
});

t.test('rebase moves the addresses under another base before the patch applies', async (t) => {
  const dir = corpus([
    doc({
      $base: 'statistics-item-complete',
      rebase: { 'http://weblate.test/projects/': 'http://www.weblate.test/projects/' },
      patch: [{ op: 'replace', path: '/code', value: 'de' }],
    }),
  ]);
  t.same(body(dir), { ...ITEM, code: 'de', url: 'http://www.weblate.test/projects/hello/android/cs/' });
});

t.test('statistics-items makes one item per language, from the languages fixture or from codes', async (t) => {
  const byCount = body(corpus([doc({ $generate: 'statistics-items', component: 'hello/web', from: 1, count: 2 })])) as Record<string, unknown>[];
  t.same(
    byCount.map((i) => [i.code, i.name, i.url, i.translate_url, i.total]),
    [
      ['cs', 'Czech', 'http://weblate.test/projects/hello/web/cs/', 'http://weblate.test/translate/hello/web/cs/', 18],
      ['de', 'German', 'http://weblate.test/projects/hello/web/de/', 'http://weblate.test/translate/hello/web/de/', 18],
    ],
  );
  const byCodes = body(
    corpus([doc({ $generate: 'statistics-items', component: 'hello/web', codes: ['pt_BR'], patch: [{ op: 'replace', path: '/0/total', value: 3 }] })]),
  ) as Record<string, unknown>[];
  t.same(
    byCodes.map((i) => [i.code, i.name, i.total]),
    [['pt_BR', 'pt_BR', 3]],
    'codes name each item by its code; the patch applies to the list',
  );
  t.throws(() => loadCases(corpus([doc({ $generate: 'statistics-items', component: 'hello/web', from: 2, count: 2 })])), /only 3 languages/);
});

t.test('component renames the fixture record: addresses, file paths, add-on', async (t) => {
  const android = JSON.parse(readFileSync(path.join(CASES_DIR, 'fixtures', 'component-android.json'), 'utf8')) as Record<string, unknown>;
  const dir = corpus([doc({ $generate: 'component', slug: 'ios', name: 'iOS', id: 2 })], { 'component-android': android });
  const r = body(dir) as Record<string, unknown>;
  t.same(
    [r.slug, r.name, r.id, r.url, r.statistics_url, r.web_url, r.filemask, r.addons],
    [
      'ios',
      'iOS',
      2,
      'http://weblate.test/api/components/hello/ios/',
      'http://weblate.test/api/components/hello/ios/statistics/',
      'http://weblate.test/projects/hello/ios/',
      'ios/values-*/strings.xml',
      ['http://weblate.test/api/addons/2/'],
    ],
  );
  t.same(r.project, android.project, 'the project is the same');
});

t.test('json-text is the JSON text of its value', async (t) => {
  const dir = corpus([
    {
      description: 'd',
      requirement: 'MTH-HEAD',
      exchanges: [{ ...ANSWER, body: { $generate: 'json-text', value: { a: [1, { $base: 'languages' }] } } }],
      expect: [],
    },
  ]);
  t.equal(loadCases(dir)[0]!.exchanges![0].body, JSON.stringify({ a: [1, LANGUAGES] }));
});

t.test('a corpus that cannot be expanded is a clear one-line file error naming the case and the place', async (t) => {
  const bad: [string, unknown, RegExp][] = [
    ['an unknown fixture', doc({ $base: 'no-such-thing' }), /statistics\.json: "d": \/documents\/0\/body: no fixture no-such-thing in cases\/fixtures\//],
    [
      'a patch that does not apply',
      doc({
        $base: 'statistics-item-complete',
        patch: [
          { op: 'remove', path: '/total' },
          { op: 'remove', path: '/nope' },
        ],
      }),
      /"d": \/documents\/0\/body\/patch\/1 \(remove \/nope\): no value at \/nope$/,
    ],
    [
      'a test operation that fails',
      doc({ $base: 'statistics-item-complete', patch: [{ op: 'test', path: '/total', value: 1 }] }),
      /\/documents\/0\/body\/patch\/0 \(test \/total\): test operation failed: the value is 18, not 1/,
    ],
    [
      'an exchange without a status',
      { description: 'd', requirement: 'MTH-HEAD', exchanges: [{ request: ANSWER.request, headers: {} }], expect: [] },
      /"d": expands to no valid case: \/exchanges\/0 /,
    ],
    [
      'an unknown generator',
      doc({ $generate: 'dice' }),
      /statistics\.json: not a case file: \/cases\/0\/documents\/0\/body\/\$generate must be equal to one of the allowed values/,
    ],
    [
      'an add without a value',
      doc({ $base: 'statistics-item-complete', patch: [{ op: 'add', path: '/x' }] }),
      /not a case file: \/cases\/0\/documents\/0\/body\/patch\/0 must have required property 'value'/,
    ],
    ['a path that is no JSON pointer', doc({ $base: 'statistics-item-complete', patch: [{ op: 'remove', path: 'total' }] }), /not a case file/],
    ['a directive with a stray key', doc({ $base: 'statistics-item-complete', value: 1 }), /not a case file/],
  ];
  for (const [what, c, message] of bad) {
    const dir = corpus([c]);
    t.throws(() => loadCases(dir), FileError, what);
    try {
      loadCases(dir);
    } catch (err) {
      t.match((err as Error).message, message, what);
      t.notMatch((err as Error).message, /\n/, `${what}: one line`);
    }
  }
  const broken = corpus([doc(1)]);
  writeFileSync(path.join(broken, 'fixtures', 'languages.json'), '[');
  t.throws(() => loadFixtures(broken), /fixtures\/languages\.json: not JSON/);
});

t.test('the corpus: every fixture is drawn on and none holds the same value as another', async (t) => {
  const cases = loadCases();
  const fixtures = loadFixtures();
  t.ok(fixtures.size >= 4, `${fixtures.size} fixtures`);
  t.same(unusedFixtures(cases, fixtures), [], 'every fixture is used by some case');
  const values = [...fixtures.values()];
  t.ok(
    values.every((v, i) => values.findIndex((w) => isDeepStrictEqual(v, w)) === i),
    'no two fixtures hold the same value',
  );
  t.same(
    unusedFixtures(
      cases.filter((c) => !c.fixtures.includes('languages')),
      fixtures,
    ),
    ['languages'],
    'a fixture no case uses is reported',
  );
});

t.test('cases stay small: the corpus within 250 KB, each written case within one screen', async (t) => {
  const files = readdirSync(CASES_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => path.join(CASES_DIR, f));
  const fixtureFiles = readdirSync(path.join(CASES_DIR, 'fixtures')).map((f) => path.join(CASES_DIR, 'fixtures', f));
  const bytes = [...files, ...fixtureFiles].reduce((sum, f) => sum + statSync(f).size, 0);
  t.ok(bytes <= 250_000, `cases/ holds ${bytes} bytes`);
  const written = loadCaseFiles().flatMap(({ data }) => data.cases);
  t.ok(written.length >= 184, `${written.length} cases`);
  for (const c of written) {
    const size = JSON.stringify(c).length;
    if (size > 3000) t.fail(`"${c.description}" is ${size} characters written out; state its difference from a fixture instead`);
  }
  for (const f of files) {
    const text = readFileSync(f, 'utf8');
    const starts = [...text.matchAll(/^ {4}\{$/gm)].map((m) => text.slice(0, m.index).split('\n').length);
    const lines = text.split('\n').length;
    const longest = Math.max(...starts.map((s, i) => (starts[i + 1] ?? lines) - s));
    t.ok(longest <= 66, `${path.basename(f)}: the longest case spans ${longest} lines`);
  }
});

t.test("docs/architecture.md's example case is a case of the corpus, as written", async (t) => {
  const arch = readFileSync(path.join(CASES_DIR, '..', 'docs', 'architecture.md'), 'utf8');
  const section = arch.slice(arch.indexOf('## Cases\n'));
  const m = /```json\n([\s\S]*?)```/.exec(section);
  t.ok(m, 'the Cases section shows a case');
  const example = JSON.parse(m![1]!) as { description: string };
  const written = loadCaseFiles()
    .flatMap(({ data }) => data.cases)
    .find((c) => c.description === example.description);
  t.same(written, example);
});
