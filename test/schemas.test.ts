import t from 'tap';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SCHEMA_DIR } from '../src/base/paths.js';
import { validator } from '../src/base/schemas.js';
import { loadCases } from '../src/run/cases.js';

const MINE = ['statistics-item', 'statistics-page', 'component', 'component-list-page', 'language', 'project'];
const read = (name: string) => JSON.parse(readFileSync(path.join(SCHEMA_DIR, `${name}.schema.json`), 'utf8')) as Record<string, unknown>;

/** Conformant bodies, taken from the clean cases so that there is one source of sample data. */
const cases = loadCases();
const body = (description: string, i = 0): Record<string, unknown> => {
  const c = cases.find((x) => x.description === description);
  if (!c?.documents) throw new Error(`no document case "${description}"`);
  return structuredClone(c.documents[i]!.body) as Record<string, unknown>;
};
const fullItem = () => body('a full statistics item is valid');
const reducedItem = () => body('a statistics item without the six optional fields is valid');
const listPage = () => body('a component list page with one list-shaped record is valid');
const listRecord = () => (listPage().results as Record<string, unknown>[])[0]!;
const olderRecord = () => body('an instance record in the older shape is valid');

t.test('every property of the resource schemas has a description citing its section', async (t) => {
  for (const name of MINE) {
    const schema = read(name);
    t.equal(schema.$id, `https://stringent.dev/schemas/${name}.schema.json`, `${name} $id`);
    const walk = (node: unknown, where: string): void => {
      if (typeof node !== 'object' || node === null) return;
      const o = node as Record<string, unknown>;
      if (o.properties && typeof o.properties === 'object')
        for (const [k, v] of Object.entries(o.properties as Record<string, Record<string, unknown>>)) {
          const described = typeof v.description === 'string' || (typeof v.$ref === 'string' && v.$ref.startsWith('#/$defs/'));
          t.ok(described, `${name}${where}/${k} has a description`);
          if (typeof v.description === 'string') t.match(v.description, /§\d/, `${name}${where}/${k} cites a section`);
        }
      for (const [k, v] of Object.entries(o)) if (k !== 'properties') walk(v, `${where}/${k}`);
      if (o.properties) for (const [k, v] of Object.entries(o.properties)) walk(v, `${where}/properties/${k}`);
    };
    walk(schema, '');
    for (const [k, d] of Object.entries((schema.$defs ?? {}) as Record<string, Record<string, unknown>>))
      t.type(d.title, 'string', `${name} $defs/${k} has a title`);
  }
});

t.test('statistics item: full and reduced', async (t) => {
  const full = validator('statistics-item.schema.json#/$defs/full');
  const reduced = validator('statistics-item.schema.json#/$defs/reduced');
  const any = validator('statistics-item.schema.json');
  t.ok(full(fullItem()), 'an item with every field matches full');
  t.ok(any(fullItem()));
  t.notOk(full(reducedItem()), 'an item without the six does not match full');
  t.ok(reduced(reducedItem()), 'but matches reduced');
  t.ok(any(reducedItem()));
  t.ok(any({ ...fullItem(), last_author: 'x', url_translate: 'http://x.test/' }), 'extra fields are allowed');
  const missing = fullItem();
  delete missing.translate_url;
  t.notOk(any(missing), 'a missing required field is an error');
  t.notOk(any({ ...fullItem(), total: 1.5 }), 'counts are integers');
  t.notOk(any({ ...fullItem(), fuzzy: -1 }), 'counts are at least 0');
  t.notOk(any({ ...fullItem(), translated_percent: 100.1 }), 'percentages are at most 100');
  t.notOk(any({ ...fullItem(), approved: '3' }), 'an optional field present keeps its type');
  t.ok(any({ ...fullItem(), last_change: null }), 'last_change may be null');
  t.notOk(any({ ...fullItem(), last_change: '2024-01-02T03:04:05.123Z' }), 'last_change has six fractional digits');
  t.notOk(any({ ...fullItem(), url: 'projects/hello/weblate/cs/' }), 'url is a URI');
});

t.test('statistics page: the envelope with statistics items', async (t) => {
  const v = validator('statistics-page.schema.json');
  t.ok(v({ count: 1, next: null, previous: null, results: [fullItem()] }));
  t.notOk(v({ count: 1, next: null, previous: null, results: [{ code: 'cs' }] }), 'items are statistics items');
  t.notOk(v({ count: 1, next: null, results: [fullItem()] }), 'previous is part of the envelope');
});

t.test('component record: list shape and older shape', async (t) => {
  const list = validator('component.schema.json#/$defs/listShape');
  const older = validator('component.schema.json#/$defs/olderShape');
  const any = validator('component.schema.json');
  t.ok(list(listRecord()), 'the list shape');
  t.ok(older(olderRecord()), 'the older shape');
  t.notOk(list(olderRecord()), 'the older shape is not the list shape');
  t.notOk(older(listRecord()), 'the list shape lacks project.mail and has enforced_checks as an array');
  t.ok(any(listRecord()) && any(olderRecord()));
  t.ok(any({ ...listRecord(), category: null }), 'extra fields are allowed');
  const noBranch = listRecord();
  delete noBranch.branch;
  t.notOk(any(noBranch), 'a missing field is an error');
  t.notOk(list({ ...listRecord(), enforced_checks: '["placeholders"]' }), 'list shape: enforced_checks is an array');
  t.ok(list({ ...listRecord(), task_url: 'http://weblate.test/tasks/1/' }), 'task_url may be a URL');
  t.notOk(list({ ...listRecord(), task_url: 7 }), 'task_url is a string or null');
  t.ok(
    list({ ...listRecord(), repo: 'git@github.com:x/y.git', license_url: '', git_export: 'http://weblate.test/git/' }),
    'repo and license_url are plain strings',
  );
  t.notOk(list({ ...listRecord(), lock_url: 'lock/' }), 'lock_url is a URI');
});

t.test('component list page: the envelope with list-shaped records', async (t) => {
  const v = validator('component-list-page.schema.json');
  t.ok(v(listPage()));
  t.notOk(v({ ...listPage(), results: [olderRecord()] }), 'an older-shaped record is not a list element');
});

t.test('language and project objects: both shapes', async (t) => {
  const rec = listRecord();
  const lang = rec.source_language as Record<string, unknown>;
  const proj = rec.project as Record<string, unknown>;
  const langList = validator('language.schema.json#/$defs/listShape');
  const langOlder = validator('language.schema.json#/$defs/olderShape');
  const { population: _p, ...noPopulation } = lang;
  t.ok(langList(lang));
  t.notOk(langList(noPopulation), 'the list shape has population');
  t.ok(langOlder(noPopulation), 'the older shape may lack population');
  t.notOk(validator('language.schema.json')({ ...lang, plural: { ...(lang.plural as object), number: '2' } }), 'plural number is an integer');
  const projList = validator('project.schema.json#/$defs/listShape');
  const projOlder = validator('project.schema.json#/$defs/olderShape');
  t.ok(projList(proj));
  t.notOk(projOlder(proj), 'the older shape has mail');
  t.ok(projOlder({ ...proj, mail: '' }));
  const { slug: _s, ...noSlug } = proj;
  t.notOk(validator('project.schema.json')(noSlug), 'slug is required');
  t.ok(projList({ ...proj, web: 'not a url at all' }), 'web is a plain string');
});
