import t from 'tap';
import { call, get, keys, serve, type Envelope } from './helpers.js';
import { defaultDataset } from '../../reference-server/index.js';

const server = await serve(t);
const base = server.url;
const stats = (p: string, c: string, q = ''): string => `${base}api/components/${p}/${c}/statistics/${q}`;

async function json<T = Envelope>(url: string): Promise<T> {
  const r = await get(url);
  if (r.status !== 200) throw new Error(`${url} answered ${r.status}`);
  return r.json as T;
}

t.test('the component list is an envelope of count, next, previous, results in that order', async (t) => {
  const r = await call(base, '/api/components/');
  t.equal(r.status, 200);
  const body = r.json as Envelope;
  t.same(keys(body), ['count', 'next', 'previous', 'results']);
  t.equal(body.count, 14);
  t.equal(body.results.length, 14);
  t.equal(body.next, null, 'one page: next is null');
  t.equal(body.previous, null, 'one page: previous is null');
  t.same(
    body.results.map((c) => c.id),
    [11, 12, 13, 14, 15, 21, 22, 23, 24, 31, 32, 33, 35, 34],
  );
});

t.test('54 translations are paged 20, 20, 14 with next and previous per §2.1', async (t) => {
  const first = stats('orbit-notes', 'android');
  const p1 = await json(first);
  const p2 = await json(p1.next!);
  const p3 = await json(p2.next!);
  t.same(
    [p1, p2, p3].map((p) => p.results.length),
    [20, 20, 14],
  );
  t.same(
    [p1, p2, p3].map((p) => p.count),
    [54, 54, 54],
  );
  t.equal(p1.next, `${first}?page=2`);
  t.equal(p1.previous, null);
  t.equal(p2.next, `${first}?page=3`);
  t.equal(p2.previous, first, 'page 2 links back to the address without page');
  t.equal(p3.next, null, 'the last page has no next');
  t.equal(p3.previous, `${first}?page=2`);
  const codes = [p1, p2, p3].flatMap((p) => p.results.map((i) => i.code));
  t.equal(new Set(codes).size, 54, 'every code once');
  t.equal(codes[0], 'en', 'the source language is first');
  t.same(keys(p2), ['count', 'next', 'previous', 'results']);
});

t.test('40 translations give two full pages and page 3 is an invalid page', async (t) => {
  const first = stats('fjord-weather', 'android');
  const p1 = await json(first);
  const p2 = await json(p1.next!);
  t.same([p1.results.length, p2.results.length], [20, 20]);
  t.equal(p2.next, null);
  const r = await get(`${first}?page=3`);
  t.equal(r.status, 404);
  t.same(r.json, { detail: 'Invalid page.' });
});

t.test('a list that fits on one page has next and previous null', async (t) => {
  const p = await json(stats('orbit-notes', 'glossary'));
  t.equal(p.count, 6);
  t.equal(p.next, null);
  t.equal(p.previous, null);
});

for (const format of ['api', 'json']) {
  t.test(`format=${format} keeps the JSON body and is repeated in next and previous`, async (t) => {
    const first = stats('orbit-notes', 'android');
    const plain = [await json(first), await json(`${first}?page=2`), await json(`${first}?page=3`)];
    const p1 = await json(`${first}?format=${format}`);
    t.same(p1.results, plain[0]!.results);
    t.equal(p1.next, `${first}?format=${format}&page=2`);
    const p2 = await json(p1.next!);
    t.same(p2.results, plain[1]!.results);
    t.equal(p2.previous, `${first}?format=${format}`);
    t.equal(p2.next, `${first}?format=${format}&page=3`);
    const p3 = await json(p2.next!);
    t.equal(p3.previous, `${first}?format=${format}&page=2`);
    const r = await call(base, `/api/components/tessera/android-app/?format=${format}`);
    t.equal(r.status, 200);
    t.same(r.json, (await get(`${base}api/components/tessera/android-app/`)).json, 'instance body is the same');
  });
}

t.test('next repeats every other query parameter of the request, in order', async (t) => {
  const first = stats('orbit-notes', 'android');
  const p2 = await json(`${first}?foo=1&page=2&bar=x%20y`);
  t.equal(p2.next, `${first}?foo=1&bar=x%20y&page=3`);
  t.equal(p2.previous, `${first}?foo=1&bar=x%20y`);
  const list = await json(`${base}api/components/?format=json&page=`);
  t.equal(list.next, null);
});

t.test('an empty page= means page 1', async (t) => {
  const a = await get(stats('orbit-notes', 'android', '?page='));
  const b = await get(stats('orbit-notes', 'android'));
  t.equal(a.status, 200);
  t.equal(a.body, b.body);
});

t.test('page 0, -1, abc, 1.5 and past the last page answer 404 Invalid page.', async (t) => {
  for (const page of ['0', '-1', 'abc', '1.5', '4', '99999999999999999999', '%zz', '+1', '1e1']) {
    const r = await get(stats('orbit-notes', 'android', `?page=${page}`));
    t.equal(r.status, 404, `page=${page}`);
    t.same(r.json, { detail: 'Invalid page.' }, `page=${page}`);
  }
  const list = await get(`${base}api/components/?page=2`);
  t.equal(list.status, 404);
});

t.test('an unknown format answers 404', async (t) => {
  for (const f of ['xml', 'html', 'API', 'yaml']) {
    const r = await get(stats('orbit-notes', 'android', `?format=${f}`));
    t.equal(r.status, 404, f);
    t.same(r.json, { detail: 'Not found.' });
  }
});

t.test('unknown paths, projects and components answer 404 JSON', async (t) => {
  for (const path of [
    '/',
    '/api/',
    '/api/components',
    '/api/components/orbit-notes/',
    '/api/components/orbit-notes/nope/',
    '/api/components/nope/android/',
    '/api/components/nope/android/statistics/',
    '/api/components/orbit-notes/android/statistics',
    '/api/components/orbit-notes/android/lock/',
    '/api/projects/orbit-notes/',
    '/projects/orbit-notes/android/',
  ]) {
    const r = await call(base, path);
    t.equal(r.status, 404, path);
    t.same(r.json, { detail: 'Not found.' }, path);
  }
});

t.test('every answer carries Allow, Content-Type, Vary and a correct Content-Length', async (t) => {
  const cases: [string, string, number][] = [
    ['GET', '/api/components/', 200],
    ['GET', '/api/components/tessera/android-app/', 200],
    ['GET', '/api/components/tessera/android-app/statistics/', 200],
    ['GET', '/api/components/tessera/nope/', 404],
    ['GET', '/api/components/tessera/android-app/statistics/?page=9', 404],
    ['GET', '/nowhere', 404],
    ['POST', '/api/components/', 405],
    ['DELETE', '/api/components/tessera/android-app/', 405],
    ['OPTIONS', '/api/components/', 200],
    ['HEAD', '/api/components/', 200],
  ];
  for (const [method, path, status] of cases) {
    const r = await call(base, path, { method });
    const what = `${method} ${path}`;
    t.equal(r.status, status, what);
    t.equal(r.headers.allow, 'GET, HEAD, OPTIONS', what);
    t.equal(r.headers['content-type'], 'application/json', what);
    t.equal(r.headers.vary, 'Accept', what);
    if (method !== 'HEAD') t.equal(Number(r.headers['content-length']), Buffer.byteLength(r.body), what);
  }
});

t.test('HEAD answers with the status and headers of GET and no body', async (t) => {
  for (const path of ['/api/components/', '/api/components/orbit-notes/android/statistics/?page=2', '/api/components/x/y/', '/api/components/?page=0']) {
    const g = await call(base, path);
    const h = await call(base, path, { method: 'HEAD' });
    t.equal(h.status, g.status, path);
    t.equal(h.body, '', `${path}: no body`);
    for (const name of ['allow', 'content-type', 'vary', 'content-length']) t.equal(h.headers[name], g.headers[name], `${path}: ${name}`);
  }
});

t.test('OPTIONS answers 200 with Allow and a JSON description', async (t) => {
  for (const path of ['/api/components/', '/api/components/tessera/android-app/', '/api/components/tessera/android-app/statistics/']) {
    const r = await call(base, path, { method: 'OPTIONS' });
    t.equal(r.status, 200, path);
    t.equal(r.headers.allow, 'GET, HEAD, OPTIONS');
    const body = r.json as Record<string, unknown>;
    t.same(keys(body), ['name', 'description', 'renders', 'parses'], path);
    t.same(body.renders, ['application/json']);
  }
});

t.test('POST, PUT, PATCH and DELETE answer 405 and change nothing', async (t) => {
  const before = (await call(base, '/api/components/tessera/android-app/')).body;
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
    const r = await call(base, '/api/components/tessera/android-app/', {
      method,
      headers: { 'content-type': 'application/json' },
      body: '{"branch":"hacked"}',
    });
    t.equal(r.status, 405, method);
    t.same(r.json, { detail: `Method "${method}" not allowed.` });
    t.equal(r.headers.allow, 'GET, HEAD, OPTIONS');
  }
  t.equal((await call(base, '/api/components/tessera/android-app/')).body, before);
});

t.test('list elements use the list shape and equal their instance record', async (t) => {
  const list = await json(`${base}api/components/`);
  for (const el of list.results) {
    t.ok('links_url' in el && 'pull_message' in el && 'manage_units' in el && 'is_glossary' in el && 'glossary_color' in el, `${el.slug}: list shape`);
    t.ok(Array.isArray(el.enforced_checks));
    t.ok('population' in (el.source_language as object));
    t.notOk('mail' in (el.project as object));
    const inst = await json<Record<string, unknown>>(el.url as string);
    if (el.slug === 'help-center') continue;
    t.same(inst, el, `${el.slug}: instance equals list element`);
  }
});

t.test('one component answers §4.2 in the older instance shape', async (t) => {
  const list = await json(`${base}api/components/`);
  const el = list.results.find((c) => c.slug === 'help-center')!;
  const inst = await json<Record<string, unknown>>(`${base}api/components/tessera/help-center/`);
  for (const f of ['links_url', 'pull_message', 'manage_units', 'is_glossary', 'glossary_color']) t.notOk(f in inst, `no ${f}`);
  t.notOk('population' in (inst.source_language as object));
  t.equal((inst.project as Record<string, unknown>).mail, '');
  t.equal(inst.enforced_checks, '["placeholders"]');
  t.same(JSON.parse(inst.enforced_checks as string), el.enforced_checks);
  const shared = Object.keys(inst).filter((k) => k !== 'enforced_checks' && k !== 'source_language' && k !== 'project');
  t.ok(shared.length > 40);
  for (const k of shared) t.same(inst[k], el[k], k);
  t.ok('links_url' in el, 'its list element keeps the list shape');
});

t.test('glossary translations have total 0, counts 0, translated percentages 100.0 and others 0.0', async (t) => {
  const p = await json(stats('orbit-notes', 'glossary'));
  t.equal(p.results.length, 6);
  for (const i of p.results) {
    for (const f of ['total', 'total_words', 'total_chars', 'translated', 'translated_words', 'translated_chars', 'fuzzy', 'failing', 'approved', 'readonly'])
      t.equal(i[f], 0, `${i.code} ${f}`);
    for (const f of ['translated_percent', 'translated_words_percent', 'translated_chars_percent']) t.equal(i[f], 100, `${i.code} ${f}`);
    for (const f of ['fuzzy_percent', 'failing_percent', 'approved_percent', 'readonly_percent']) t.equal(i[f], 0, `${i.code} ${f}`);
  }
});

t.test('the document examples: 12 of 18 is 66.6, 1 of 18 is 5.5', async (t) => {
  const p = await json(stats('tessera', 'android-app'));
  const by = new Map(p.results.map((i) => [i.code, i]));
  t.equal(by.get('de')!.translated, 12);
  t.equal(by.get('de')!.translated_percent, 66.6);
  t.equal(by.get('fr')!.translated, 1);
  t.equal(by.get('fr')!.translated_percent, 5.5);
  t.equal(by.get('fr')!.fuzzy_percent, 5.5);
  const source = p.results[0]!;
  t.equal(source.code, 'en');
  t.equal(source.translated, source.total);
  t.equal(source.translated_percent, 100);
  t.ok((source.readonly as number) > 0, 'the source item has read-only strings');
});

t.test('every percentage of every list is its ratio truncated to one decimal, and items follow §2.2', async (t) => {
  const list = await json(`${base}api/components/`);
  const ratio = (n: number, d: number, empty: number): number => (d === 0 ? empty : Math.trunc((n / d) * 1000 + 1e-9) / 10);
  const pairs: [string, string, string, number][] = [
    ['translated_percent', 'translated', 'total', 100],
    ['translated_words_percent', 'translated_words', 'total_words', 100],
    ['translated_chars_percent', 'translated_chars', 'total_chars', 100],
    ['fuzzy_percent', 'fuzzy', 'total', 0],
    ['failing_percent', 'failing', 'total', 0],
    ['approved_percent', 'approved', 'total', 0],
    ['readonly_percent', 'readonly', 'total', 0],
  ];
  let checked = 0;
  const optionalAbsent: string[] = [];
  for (const c of list.results) {
    let url: string | null = c.statistics_url as string;
    const items: Record<string, unknown>[] = [];
    while (url) {
      const p: Envelope = await json(url);
      items.push(...p.results);
      url = p.next;
    }
    t.equal(items[0]!.code, (c.source_language as Record<string, unknown>).code, `${c.slug}: source first`);
    if (!('approved' in items[0]!)) optionalAbsent.push(`${(c.project as Record<string, unknown>).slug}/${c.slug}`);
    for (const i of items) {
      const hasOptional = ['approved', 'approved_percent', 'readonly', 'readonly_percent', 'suggestions', 'comments'].map((f) => f in i);
      t.ok(
        hasOptional.every((x) => x === hasOptional[0]),
        'the six optional fields come together',
      );
      for (const [pct, n, d, empty] of pairs) {
        if (!(pct in i)) continue;
        if (i[pct] !== ratio(i[n] as number, i[d] as number, empty)) t.fail(`${c.slug}/${i.code} ${pct}=${i[pct]}`);
        t.ok(/^-?[0-9]+(\.[0-9])?$/.test(String(i[pct])), 'one decimal at most');
        checked++;
      }
      if (i.last_change === null) t.equal(i.recent_changes, 0, 'null last_change goes with 0 recent changes');
      else t.match(i.last_change, /^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{6}Z$/);
      t.match(i.code, /^[a-z]{2,3}(_[A-Za-z0-9]+)*$/);
    }
  }
  t.ok(checked > 1000, `${checked} percentages checked`);
  t.same(optionalAbsent.sort(), ['orbit-notes/play-store', 'tessera/store-listing']);
});

t.test('codes with region or script parts, and two codes sharing one name', async (t) => {
  const p = await json(stats('tessera', 'android-app'));
  const codes = p.results.map((i) => i.code);
  for (const c of ['pt_BR', 'zh_Hant', 'sr_Latn', 'nb', 'nb_NO']) t.ok(codes.includes(c), c);
  const names = new Map(p.results.map((i) => [i.code, i.name]));
  t.equal(names.get('nb'), names.get('nb_NO'));
  const nullChange = p.results.find((i) => i.last_change === null);
  t.ok(nullChange, 'one item has no change');
  t.equal(nullChange!.recent_changes, 0);
});

t.test('every address is built from the base URL with the path shapes of §2', async (t) => {
  const list = await json(`${base}api/components/`);
  for (const c of list.results) {
    const p = c.project as Record<string, unknown>;
    const l = c.source_language as Record<string, unknown>;
    const cu = `${base}api/components/${p.slug}/${c.slug}/`;
    t.equal(c.url, cu);
    t.equal(c.statistics_url, `${cu}statistics/`);
    for (const part of ['repository', 'translations', 'lock', 'links', 'changes'])
      t.equal(c[`${part === 'changes' ? 'changes_list' : part}_url`], `${cu}${part}/`);
    t.equal(c.web_url, `${base}projects/${p.slug}/${c.slug}/`);
    t.equal(c.git_export, `${base}git/${p.slug}/${c.slug}/`);
    t.equal(c.task_url, null);
    for (const a of c.addons as string[]) t.match(a, new RegExp(`^${base}api/addons/[0-9]+/$`));
    t.equal(p.url, `${base}api/projects/${p.slug}/`);
    for (const part of ['components', 'repository', 'statistics', 'changes', 'languages'])
      t.equal(p[`${part === 'components' ? 'components_list' : part === 'changes' ? 'changes_list' : part}_url`], `${base}api/projects/${p.slug}/${part}/`);
    t.equal(p.web_url, `${base}projects/${p.slug}/`);
    t.equal(l.url, `${base}api/languages/${l.code}/`);
    t.equal(l.statistics_url, `${base}api/languages/${l.code}/statistics/`);
    t.match(c.filemask, /\*/);
    t.notOk(String(c.repo).startsWith(base), 'repo is external');
    t.notOk(String(p.web).startsWith(base), 'web is external');
  }
  const s = await json(stats('tessera', 'android-app'));
  for (const i of s.results) {
    t.equal(i.url, `${base}projects/tessera/android-app/${i.code}/`);
    t.equal(i.translate_url, `${base}translate/tessera/android-app/${i.code}/`);
  }
  const withAddons = list.results.find((c) => (c.addons as string[]).length > 0)!;
  t.same(
    withAddons.addons,
    [3, 7, 12].map((id) => `${base}api/addons/${id}/`),
  );
});

t.test('message templates are Weblate defaults using the variables of §2.6', async (t) => {
  const c = await json<Record<string, string>>(`${base}api/components/orbit-notes/android/`);
  t.equal(
    c.commit_message,
    'Translated using Weblate ({{ language_name }})\n\nCurrently translated at {{ stats.translated_percent }}% ({{ stats.translated }} of {{ stats.all }} strings)\n\nTranslation: {{ project_name }}/{{ component_name }}\nTranslate-URL: {{ url }}',
  );
  t.match(c.merge_message, /\{\{ component_remote_branch \}\}/);
  t.match(c.addon_message, /\{\{ addon_name \}\}/);
  t.match(c.pull_message, /\{\{ site_title \}\}.*\{\{ site_url \}\}.*component_linked_childs/s);
  t.equal(c.language_regex, '^[^.]+$');
  t.same(
    new Set((await json(`${base}api/components/`)).results.map((x) => x.file_format)),
    new Set(['aresource', 'appstore', 'tbx', 'po', 'strings-utf8', 'markdown', 'json']),
  );
});

t.test('a base URL with a path prefix serves the API under that prefix', async (t) => {
  const prefixed = await serve(t, { baseUrl: 'http://translate.example.org/weblate/' });
  t.equal(prefixed.url, 'http://translate.example.org/weblate/');
  const local = `http://127.0.0.1:${prefixed.port}`;
  const r = await call(local, '/weblate/api/components/');
  t.equal(r.status, 200);
  const body = r.json as Envelope;
  t.equal(body.results[0]!.url, 'http://translate.example.org/weblate/api/components/orbit-notes/android/');
  t.equal(body.results[0]!.web_url, 'http://translate.example.org/weblate/projects/orbit-notes/android/');
  const s = await call(local, '/weblate/api/components/orbit-notes/android/statistics/');
  t.equal((s.json as Envelope).next, 'http://translate.example.org/weblate/api/components/orbit-notes/android/statistics/?page=2');
  t.equal((await call(local, '/api/components/')).status, 404, 'not served outside the prefix');
});

t.test('the default dataset is what the server serves', async (t) => {
  t.equal(server.components.length, defaultDataset().components.length);
  t.equal(server.components.find((c) => c.slug === 'android' && c.project === 'orbit-notes')!.translations, 54);
});
