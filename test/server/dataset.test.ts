import t from 'tap';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkDataset, defaultDataset, generateDataset, loadDataset, startServer, type Dataset } from '../../reference-server/index.js';
import { BadOptionError, DatasetError } from '../../src/base/errors.js';
import { validator } from '../../src/base/schemas.js';
import { call, serve, type Envelope } from './helpers.js';

const dir = mkdtempSync(path.join(tmpdir(), 'stringent-dataset-'));
const write = (name: string, data: unknown): string => {
  const file = path.join(dir, name);
  writeFileSync(file, typeof data === 'string' ? data : JSON.stringify(data));
  return file;
};

/** A small valid dataset; each bad case changes one thing in a fresh copy. */
function small(): Dataset {
  return {
    projects: [{ id: 1, slug: 'hello world', name: 'Hello World' }],
    languages: [
      { code: 'en', name: 'English', plural: { id: 1, source: 0, number: 2, formula: 'n != 1', type: 1 } },
      { code: 'de', name: 'German', plural: { id: 2, source: 0, number: 2, formula: 'n != 1', type: 1 } },
    ],
    components: [
      {
        id: 7,
        project: 'hello world',
        slug: 'ünï',
        name: 'Unicode',
        source_language: 'en',
        translations: [
          {
            language: 'en',
            total: 10,
            total_words: 20,
            total_chars: 100,
            translated: 10,
            translated_words: 20,
            translated_chars: 100,
            fuzzy: 0,
            failing: 0,
            approved: 0,
            readonly: 0,
            suggestions: 0,
            comments: 0,
            last_change: null,
            recent_changes: 0,
          },
          {
            language: 'de',
            total: 10,
            total_words: 20,
            total_chars: 100,
            translated: 3,
            translated_words: 5,
            translated_chars: 31,
            fuzzy: 1,
            failing: 0,
            approved: 0,
            readonly: 0,
            suggestions: 1,
            comments: 0,
            last_change: '2026-01-02T03:04:05.678901Z',
            recent_changes: 2,
          },
        ],
      },
    ],
  };
}

t.test('the bundled dataset matches the schema and holds every variant of the document', async (t) => {
  const d = defaultDataset();
  t.ok(validator('dataset.schema.json')(d), 'schema-valid');
  t.same(checkDataset(d), d);
  t.ok(d.projects.length >= 3);
  t.ok(d.components.length >= 8);
  const sizes = d.components.map((c) => c.translations.length);
  t.ok(sizes.includes(54), 'a component with 54 translations');
  t.ok(
    sizes.some((n) => n > 60),
    'a statistics list of 4 pages or more',
  );
  t.ok(sizes.includes(20), 'a list of exactly 20 items (one full page)');
  t.ok(sizes.includes(40), 'a list of exactly 40 items (a full last page)');
  const german = d.components.find((c) => c.source_language !== 'en');
  t.ok(german, 'a component whose source language is not English');
  t.ok(
    d.components.some((c) => !c.is_glossary && c.translations.some((x) => x.total === 0 && x.language !== c.source_language)),
    'an empty translation in a component that is not a glossary',
  );
  t.ok(
    d.components.some((c) => c.is_glossary && c.translations.every((x) => x.total === 0)),
    'a glossary with empty translations',
  );
  t.equal(d.components.filter((c) => c.older_instance_shape).length, 1, 'one older-shaped component');
  t.equal(d.components.filter((c) => c.statistics_without_optional).length, 2, 'two components without the optional fields');
  const codes = new Set(d.languages.map((l) => l.code));
  for (const c of ['pt_BR', 'zh_Hant', 'sr_Latn']) t.ok(codes.has(c), c);
  const names = d.languages.map((l) => l.name);
  t.ok(
    names.some((n, i) => names.indexOf(n) !== i),
    'two codes share a display name',
  );
  t.same(new Set(d.components.map((c) => c.file_format ?? 'aresource')), new Set(['aresource', 'appstore', 'tbx', 'po', 'strings-utf8', 'markdown', 'json']));
  t.ok(
    d.components.some((c) => c.translations.some((x) => x.language === c.source_language && x.readonly > 0)),
    'a source item with read-only strings',
  );
});

t.test('--data serves a dataset file, with slugs percent-encoded in addresses', async (t) => {
  const file = write('good.json', small());
  t.same(loadDataset(file), small());
  const server = await serve(t, { dataFile: file });
  const list = (await call(server.url, '/api/components/')).json as Envelope;
  t.equal(list.count, 1);
  const url = list.results[0]!.url as string;
  t.equal(url, `${server.url}api/components/hello%20world/%C3%BCn%C3%AF/`);
  const inst = await call(server.url, new URL(url).pathname);
  t.equal(inst.status, 200);
  t.equal((inst.json as Record<string, unknown>).slug, 'ünï');
  const s = (await call(server.url, '/api/components/hello%20world/%C3%BCn%C3%AF/statistics/')).json as Envelope;
  t.equal(s.results[1]!.translated_percent, 30);
  t.equal(s.results[1]!.translated_chars_percent, 31);
  t.equal(s.results[1]!.translate_url, `${server.url}translate/hello%20world/%C3%BCn%C3%AF/de/`);
  const c = list.results[0]!;
  t.equal(c.merge_style, 'rebase', 'left-out configuration takes the default');
  t.equal(c.repo, 'https://git.example.org/hello world/ünï.git');
});

t.test('programmatic data is checked the same way', async (t) => {
  const server = await serve(t, { data: small() });
  t.equal(server.components[0]!.translations, 2);
  const bad = small();
  bad.components[0]!.translations[1]!.translated = 11;
  await t.rejects(startServer({ data: bad }), new DatasetError('dataset: /components/0/translations/1/translated: translated 11 exceeds total 10'));
});

type Edit = (d: Dataset) => void;
const badCases: [string, Edit | string, RegExp][] = [
  ['not JSON', '{"projects": [', /: not JSON: /],
  ['a required field missing', (d) => delete (d.projects[0] as Partial<Dataset['projects'][0]>).name, /: \/projects\/0: must have required property 'name'$/],
  [
    'an unknown field',
    (d) => ((d.components[0] as unknown as Record<string, unknown>).colour = 'red'),
    /: \/components\/0: must NOT have additional properties \(colour\)$/,
  ],
  ['a hyphenated language code', (d) => (d.languages[1]!.code = 'de-AT'), /: \/languages\/1\/code: must match pattern/],
  ['a filemask without *', (d) => (d.components[0]!.filemask = 'po/de.po'), /: \/components\/0\/filemask: must match pattern/],
  [
    'a timestamp without microseconds',
    (d) => (d.components[0]!.translations[1]!.last_change = '2026-01-02T03:04:05Z'),
    /: \/components\/0\/translations\/1\/last_change: must match pattern/,
  ],
  ['a negative count', (d) => (d.components[0]!.translations[1]!.fuzzy = -1), /: \/components\/0\/translations\/1\/fuzzy: must be >= 0$/],
  ['an unknown project', (d) => (d.components[0]!.project = 'nope'), /: \/components\/0\/project: no project has the slug nope$/],
  ['an unknown source language', (d) => (d.components[0]!.source_language = 'fr'), /: \/components\/0\/source_language: no language has the code fr$/],
  [
    'an unknown translation language',
    (d) => (d.components[0]!.translations[1]!.language = 'fr'),
    /: \/components\/0\/translations\/1\/language: no language has the code fr$/,
  ],
  ['two components with one id', (d) => d.components.push({ ...d.components[0]!, slug: 'other' }), /: \/components\/1\/id: component id 7 is used twice$/],
  [
    'two components with one slug in a project',
    (d) => d.components.push({ ...d.components[0]!, id: 8 }),
    /: \/components\/1\/slug: slug ünï is used twice in project hello world$/,
  ],
  ['a language listed twice', (d) => d.languages.push({ ...d.languages[0] }), /: \/languages\/2\/code: language en is listed twice$/],
  [
    'a count above its total',
    (d) => (d.components[0]!.translations[1]!.translated_words = 21),
    /translations\/1\/translated_words: translated_words 21 exceeds total_words 20$/,
  ],
  [
    'an incomplete source translation',
    (d) => (d.components[0]!.translations[0].translated = 9),
    /translations\/0\/translated: the source-language translation has translated = total/,
  ],
  ['no source translation', (d) => d.components[0]!.translations.shift(), /: \/components\/0\/translations: no translation in the source language en$/],
  [
    'counts with total 0',
    (d) => Object.assign(d.components[0]!.translations[1]!, { total: 0, translated: 0, fuzzy: 0 }),
    /translations\/1\/total_words: total_words must be 0 when total is 0/,
  ],
  [
    'recent changes without a last change',
    (d) => (d.components[0]!.translations[0].recent_changes = 3),
    /translations\/0\/recent_changes: recent_changes must be 0 when last_change is null$/,
  ],
  [
    'a language_regex that does not compile',
    (d) => (d.components[0]!.language_regex = '^[a-z'),
    /: \/components\/0\/language_regex: "\^\[a-z" is not a regular expression$/,
  ],
  [
    'an unbalanced template',
    (d) => (d.components[0]!.commit_message = 'Translated {{ language_name }'),
    /: \/components\/0\/commit_message: unbalanced \{\{ \}\} or \{% %\} delimiters$/,
  ],
];

for (const [what, edit, message] of badCases) {
  t.test(`a dataset with ${what} is refused with one coded line naming the file and place`, async (t) => {
    let file: string;
    if (typeof edit === 'string') file = write(`bad-${what.replace(/\W+/g, '-')}.json`, edit);
    else {
      const d = small();
      edit(d);
      file = write(`bad-${what.replace(/\W+/g, '-')}.json`, d);
    }
    const err = await startServer({ dataFile: file }).then(
      () => undefined,
      (e: unknown) => e,
    );
    t.ok(err instanceof DatasetError, 'a DatasetError');
    t.equal((err as DatasetError).code, 'E_DATASET');
    const text = (err as Error).message;
    t.ok(text.startsWith(`${file}: `), 'names the file');
    t.match(text, message);
    t.notMatch(text, /\n/, 'one line');
  });
}

t.test('a missing dataset file is a DatasetError', async (t) => {
  t.throws(() => loadDataset(path.join(dir, 'absent.json')), { code: 'E_DATASET', message: /absent\.json: cannot read the dataset \(ENOENT\)$/ });
});

t.test('at most one of data, dataFile and generate', async (t) => {
  await t.rejects(startServer({ data: small(), generate: 3 }), BadOptionError);
});

t.test('--generate N is deterministic, N components, 1 to 200 translations each', async (t) => {
  const a = generateDataset(300);
  t.same(generateDataset(300), a, 'the same N gives the same data');
  t.notSame(generateDataset(301).components[5], a.components[5], 'another N gives other data');
  t.equal(a.components.length, 300);
  t.same(checkDataset(a), a, 'valid');
  const sizes = a.components.map((c) => c.translations.length);
  t.equal(Math.min(...sizes), 1);
  t.equal(Math.max(...sizes), 200);
  t.ok(new Set(sizes).size > 50, 'varied sizes');
  t.ok(a.components.some((c) => c.older_instance_shape) && a.components.some((c) => c.statistics_without_optional) && a.components.some((c) => c.is_glossary));
  for (const bad of [0, -1, 1.5, 100_001, Number.NaN]) t.throws(() => generateDataset(bad), BadOptionError, String(bad));
});

t.test('a server of 5000 generated components starts and serves them all', async (t) => {
  const server = await serve(t, { generate: 5000 });
  t.equal(server.components.length, 5000);
  const first = (await call(server.url, '/api/components/')).json as Envelope;
  t.equal(first.count, 5000);
  t.equal(first.next, `${server.url}api/components/?page=2`);
  const last = (await call(server.url, '/api/components/?page=250')).json as Envelope;
  t.equal(last.results.length, 20);
  t.equal(last.next, null);
  t.equal((await call(server.url, '/api/components/?page=251')).status, 404);
  const big = server.components.find((c) => c.translations === 200)!;
  const p10 = (await call(server.url, `/api/components/${encodeURIComponent(big.project)}/${big.slug}/statistics/?page=10`)).json as Envelope;
  t.equal(p10.count, 200);
  t.equal(p10.results.length, 20);
  t.equal(p10.next, null);
});
