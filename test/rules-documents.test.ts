import t from 'tap';
import { Engine } from '../src/rules/engine.js';
import { compilePythonRegex } from '../src/rules/components/language-regex.js';
import { hasOneDecimal, truncatedTenths } from '../src/rules/statistics/percent.js';
import { NUMERIC_FIELDS, readNumbers } from '../src/rules/statistics/count-pairs.js';
import { groupFieldsPresent, OPTIONAL_GROUP } from '../src/rules/statistics/sta-optional-group.js';
import { agree, differences, project } from '../src/rules/components/match.js';
import { analyseTemplate } from '../src/rules/components/templates.js';
import { UNKNOWN_BASE_URL } from '../src/rules/urls/index.js';
import type { DocumentKind } from '../src/rules/common/types.js';

function judge(kind: DocumentKind, body: unknown, baseUrl = 'http://weblate.test/') {
  const engine = new Engine({ baseUrl, mode: 'validate' });
  engine.addDocument({ kind, url: 'file.json', body });
  return engine.finish();
}

/** A conformant statistics item: 18 strings, of which `translated` translated and `fuzzy` fuzzy. */
function item(translated: number, fuzzy: number, total = 18): Record<string, unknown> {
  const pct = (c: number) => truncatedTenths(c, total, 0) / 10;
  return {
    total,
    total_words: total,
    last_change: null,
    recent_changes: 0,
    translated,
    translated_words: translated,
    translated_percent: pct(translated),
    translated_words_percent: pct(translated),
    translated_chars: translated,
    translated_chars_percent: pct(translated),
    total_chars: total,
    fuzzy,
    fuzzy_percent: pct(fuzzy),
    failing: 0,
    failing_percent: 0,
    code: 'cs',
    name: 'Czech',
    url: 'http://weblate.test/projects/p/c/cs/',
    translate_url: 'http://weblate.test/translate/p/c/cs/',
  };
}
const findings = (body: unknown, id: string) => judge('statistics-item', body).findings.filter((f) => f.requirement === id);

t.test("a statistics item's numbers are read by name into NUMERIC_FIELDS' places; what is no number is NaN", async (t) => {
  t.same(
    readNumbers(Object.fromEntries(NUMERIC_FIELDS.map((f, i) => [f, i]))),
    NUMERIC_FIELDS.map((_, i) => i),
  );
  t.same(
    readNumbers({ total: '3', fuzzy: null }),
    NUMERIC_FIELDS.map(() => NaN),
  );
});

t.test('the optional group is counted by name: each field of OPTIONAL_GROUP, and no other', async (t) => {
  for (const f of OPTIONAL_GROUP) t.equal(groupFieldsPresent({ [f]: null }), 1, f);
  t.equal(groupFieldsPresent(Object.fromEntries(OPTIONAL_GROUP.map((f) => [f, 0]))), OPTIONAL_GROUP.length);
  t.equal(groupFieldsPresent(Object.fromEntries(NUMERIC_FIELDS.filter((f) => !OPTIONAL_GROUP.includes(f)).map((f) => [f, 0]))), 0);
});

t.test('a list element and its instance agree exactly when the field-by-field comparison finds no difference', async (t) => {
  const record = (): Record<string, unknown> => ({
    id: 1,
    slug: 'android',
    url: 'http://weblate.test/api/components/demo/android/',
    source_language: { code: 'en', plural: { number: 2, formula: 'n != 1' }, aliases: ['english', 'base'] },
    project: { slug: 'demo', name: 'Demo' },
    enforced_checks: ['placeholders', 'urls'],
    addons: ['http://weblate.test/api/addons/1/'],
    is_glossary: false,
  });
  const changed = (edit: (r: Record<string, unknown>) => void): Record<string, unknown> => {
    const r = record();
    edit(r);
    return r;
  };
  const nested = (r: Record<string, unknown>, f: string) => r[f] as Record<string, unknown>;
  const instances: [string, Record<string, unknown>, boolean][] = [
    ['the same record', record(), true],
    ['fields in another order', Object.fromEntries(Object.entries(record()).reverse()), true],
    ['enforced_checks as the same JSON text', changed((r) => (r.enforced_checks = '["placeholders", "urls"]')), true],
    ['enforced_checks as other JSON text', changed((r) => (r.enforced_checks = '["urls"]')), false],
    ['enforced_checks as text that is no JSON', changed((r) => (r.enforced_checks = 'placeholders')), false],
    ['a list-only field missing', changed((r) => delete r.is_glossary), true],
    ['a field of its own', changed((r) => (r.mail = 'x@example.org')), true],
    ['project written as text', changed((r) => (r.project = 'demo')), true],
    ['a nested field of its own', changed((r) => (nested(r, 'source_language').population = 5)), true],
    ['a nested field missing', changed((r) => delete nested(r, 'project').name), true],
    ['another slug', changed((r) => (r.slug = 'ios')), false],
    ['another source language code', changed((r) => (nested(r, 'source_language').code = 'cs')), false],
    ['another plural, deep', changed((r) => (nested(r, 'source_language').plural = { number: 3, formula: 'n != 1' })), false],
    ['the plural with its fields in another order', changed((r) => (nested(r, 'source_language').plural = { formula: 'n != 1', number: 2 })), true],
    ['aliases in another order', changed((r) => (nested(r, 'source_language').aliases = ['base', 'english'])), false],
    ['another addon', changed((r) => (r.addons = ['http://weblate.test/api/addons/2/'])), false],
    ['false for 0', changed((r) => (r.is_glossary = 0)), false],
  ];
  for (const [what, inst, agreeing] of instances) {
    t.equal(differences(project(record()), project(inst)).length === 0, agreeing, `${what}: the projections`);
    t.equal(agree(record(), inst), agreeing, `${what}: agree`);
    t.equal(agree(inst, record()), agreeing, `${what}: agree, the other way`);
  }
  const both = (r: Record<string, unknown>) => ({ ...r, project: null });
  t.ok(agree(both(record()), both(record())), 'project null on both sides');
  t.notOk(agree(both(record()), { ...record(), project: 'demo' }), 'project null on one side, text on the other');
  t.notOk(agree(record(), Object.assign(Object.create(null) as Record<string, unknown>, record())), 'another prototype is left to the projections');
});

t.test('truncation in integer arithmetic', async (t) => {
  t.equal(truncatedTenths(12, 18, 0), 666);
  t.equal(truncatedTenths(1, 18, 0), 55);
  t.equal(truncatedTenths(1, 2000, 0), 0);
  t.equal(truncatedTenths(1999, 2000, 100), 999);
  t.equal(truncatedTenths(7, 7, 100), 1000);
  t.equal(truncatedTenths(0, 0, 100), 1000, 'a zero total gives the rule-2 value');
  t.ok(hasOneDecimal(66.6) && hasOneDecimal(100) && hasOneDecimal(0.1));
  t.notOk(hasOneDecimal(66.66));
});

t.test('percentages: 12/18 → 66.6 and 1/18 → 5.5 pass; 66.7 and 5.6 fail', async (t) => {
  const ok = item(12, 1);
  t.equal(ok.translated_percent, 66.6);
  t.equal(ok.fuzzy_percent, 5.5);
  t.same(judge('statistics-item', ok).findings, []);
  t.same(
    findings({ ...ok, translated_percent: 66.7 }, 'STA-PCT-TRUNCATED').map((f) => [f.pointer, f.expected, f.actual]),
    [['/translated_percent', 66.6, 66.7]],
  );
  t.same(
    findings({ ...ok, fuzzy_percent: 5.6 }, 'STA-PCT-TRUNCATED').map((f) => [f.pointer, f.expected, f.actual]),
    [['/fuzzy_percent', 5.5, 5.6]],
  );
});

t.test("0.1 for 1 of 2000 is Weblate's clamp: accepted with a note", async (t) => {
  const r = judge('statistics-item', { ...item(1000, 0, 2000), fuzzy: 1, fuzzy_percent: 0.1 });
  t.same(
    r.findings.map((f) => [f.requirement, f.severity, f.pointer]),
    [['STA-PCT-TRUNCATED', 'note', '/fuzzy_percent']],
  );
  t.equal(r.requirements.find((x) => x.id === 'STA-PCT-TRUNCATED')?.status, 'passed');
  t.same(
    findings({ ...item(1000, 0, 2000), fuzzy: 1, fuzzy_percent: 0.2 }, 'STA-PCT-TRUNCATED').map((f) => f.severity),
    ['error'],
    '0.2 is no clamp',
  );
});

t.test('100 and 100.0 are the same; 100.0 below the total is not', async (t) => {
  t.same(judge('statistics-item', JSON.parse(JSON.stringify(item(18, 0)).replace('"translated_percent":100', '"translated_percent":100.0'))).findings, []);
  t.same(
    findings({ ...item(1999, 0, 2000), translated_percent: 100 }, 'STA-PCT-TRUNCATED').map((f) => f.expected),
    [99.9],
  );
});

t.test("Weblate's default templates give no finding at all", async (t) => {
  const templates = [
    'Translated using Weblate ({{ language_name }})\n\nCurrently translated at {{ stats.translated_percent }}% ({{ stats.translated }} of {{ stats.all }} strings)\n\nTranslation: {{ project_name }}/{{ component_name }}\nTranslate-URL: {{ url }}',
    "Merge branch '{{ component_remote_branch }}' into Weblate.\n\n",
    'Update translation files\n\nUpdated by "{{ addon_name }}" add-on in Weblate.\n\nTranslation: {{ project_name }}/{{ component_name }}\nTranslate-URL: {{ url }}',
    'chore(l10n): update translations\n\nTranslations updated in [{{ site_title }}]({{ site_url }}) for [{{ project_name }}/{{ component_name }}]({{ url }}).\n\n{% if component_linked_children %}\nIncluded components:\n{% for linked in component_linked_children %}\n* [{{ linked.project_name }}/{{ linked.name }}]({{ linked.url }})\n{% endfor %}\n{% endif %}\n\nTranslation status:\n\n![Weblate translation status]({{widget_url}})\n',
  ];
  for (const text of templates) t.same(analyseTemplate(text), { problems: [], unknownVariables: [] }, text.slice(0, 40));
});

t.test('template problems and unknown variables', async (t) => {
  const problems = (s: string) => analyseTemplate(s).problems.map((p) => p.message);
  t.match(problems('{{ language_name }'), [/not closed/]);
  t.match(problems('a }} b'), [/closes nothing/]);
  t.match(problems('{% for x in component_linked_childs %}{{ x.name }}'), [/not closed by "\{% endfor %\}"/]);
  t.match(problems('{% endif %}'), [/closes no/]);
  t.match(problems('{% if a %}{% endfor %}{% endif %}'), [/closes no/]);
  t.same(analyseTemplate('{{ branch|upper }} {{ stats.fuzzy }}').unknownVariables, ['branch', 'stats.fuzzy']);
  t.same(
    analyseTemplate('{% for l in component_linked_childs %}{{ l.slug }}{% endfor %}').unknownVariables,
    ['l.slug'],
    'linked components have project_name, name and url',
  );
  t.same(analyseTemplate('{% with n=project_name %}{{ n }}{% endwith %}').unknownVariables, []);
  t.same(analyseTemplate('{# {{ nothing }} #}{{ "text"|default:url }}').unknownVariables, []);
});

t.test('language_regex: Python spellings are translated, broken expressions fail', async (t) => {
  for (const ok of ['^[^.]+$', '^(?P<lang>[a-z]+)(?P=lang)?$', '(?i)^EN$', '\\A[a-z_]+\\Z', '^(?!.*\\.).*$']) t.ok(compilePythonRegex(ok).ok, ok);
  for (const bad of ['^[a-z', '(_latin', '(?x) a b', '*']) t.notOk(compilePythonRegex(bad).ok, bad);
});

t.test('without a base URL, URL-ABSOLUTE is skipped and path shapes hold under any prefix', async (t) => {
  const stat = { ...item(12, 1), url: 'https://elsewhere.test/weblate/projects/p/c/cs/', translate_url: 'https://elsewhere.test/weblate/translate/p/c/cs/' };
  const r = judge('statistics-item', stat, UNKNOWN_BASE_URL);
  t.same(r.findings, []);
  t.match(
    r.requirements.find((x) => x.id === 'URL-ABSOLUTE'),
    { status: 'skipped', reason: /base URL/ },
  );
  t.equal(r.requirements.find((x) => x.id === 'URL-STATS-SHAPE')?.status, 'passed');
  const bad = judge('statistics-item', { ...stat, url: 'https://elsewhere.test/weblate/engage/p/cs/' }, UNKNOWN_BASE_URL);
  t.same(
    bad.findings.map((f) => [f.requirement, f.pointer]),
    [['URL-STATS-SHAPE', '/url']],
  );
});

t.test('bodies of any shape never throw', async (t) => {
  const bodies: unknown[] = [
    null,
    [],
    'x',
    3,
    {},
    { results: {} },
    { results: [null, [], 'a', { project: 1, source_language: [] }] },
    { enforced_checks: null, addons: [1, null], project: { slug: 5 } },
  ];
  for (const kind of ['component-list', 'component', 'statistics', 'statistics-item'] as const)
    for (const b of bodies) t.doesNotThrow(() => judge(kind, b), `${kind} ${JSON.stringify(b)}`);
});
