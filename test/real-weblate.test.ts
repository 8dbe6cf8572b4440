/**
 * Answers recorded from real Weblate code (test/fixtures, see its SOURCE.md). The 2016-era
 * wlc recordings depart from the API document; each file yields exactly the requirement IDs pinned
 * here, and every missing field is named at its pointer. Extra fields are never a finding.
 *
 * Files judged: the component statistics pages 1 and 2 and the per-translation statistics item
 * (§2.2 shapes), the component list and the component instance records (§2.3). Not judged:
 * components-hello-weblate-statistics--GET--page=3 (a {"detail"} error answer, not a page),
 * projects-hello-statistics (project statistics: no code, not an answer of this API), and the
 * changes/lock/repository/translations sub-resources (§4.4: shapes not shown).
 */
import t from 'tap';
import { readFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PACKAGE_ROOT } from '../src/base/paths.js';
import { validateFiles } from '../src/run/validate.js';
import type { Report } from '../src/generated/report.js';

const REAL = path.join(PACKAGE_ROOT, 'test', 'fixtures');
const BASE = 'http://127.0.0.1:8000/';

const ids = (r: Report) => [...new Set(r.findings.filter((f) => f.severity !== 'note').map((f) => f.requirement))].sort();
const run = (file: string) => validateFiles([path.join(REAL, file)], { baseUrl: BASE });

const COMPONENT_IDS = ['CMP-ENFORCED-CHECKS', 'CMP-LANGUAGE', 'CMP-PROJECT', 'CMP-SCHEMA', 'URL-ABSOLUTE'];
const EXPECTED: Record<string, string[]> = {
  'wlc-fixtures/components-hello-weblate-statistics.json': ['STA-LAST-CHANGE', 'STA-SCHEMA', 'STA-SOURCE-COMPLETE', 'URL-STATS-SHAPE'],
  'wlc-fixtures/components-hello-weblate-statistics--GET--page=2.json': ['STA-SCHEMA', 'URL-STATS-SHAPE'],
  'wlc-fixtures/translations-hello-weblate-cs-statistics.json': ['STA-LAST-CHANGE', 'STA-SCHEMA', 'URL-STATS-SHAPE'],
  'wlc-fixtures/components.json': COMPONENT_IDS,
  'wlc-fixtures/components-hello-android.json': ['CMP-ENFORCED-CHECKS', 'CMP-PROJECT', 'CMP-SCHEMA', 'URL-ABSOLUTE'],
  'wlc-fixtures/components-hello-olderweblate.json': COMPONENT_IDS,
  'wlc-fixtures/components-hello-weblate.json': ['CMP-ENFORCED-CHECKS', 'CMP-PROJECT', 'CMP-SCHEMA', 'URL-ABSOLUTE'],
  'wlc-fixtures-1.13/components.json': COMPONENT_IDS,
  'wlc-fixtures-1.13/components-hello-android.json': ['CMP-ENFORCED-CHECKS', 'CMP-PROJECT', 'CMP-SCHEMA', 'URL-ABSOLUTE'],
  'wlc-fixtures-1.13/components-hello-weblate.json': ['CMP-ENFORCED-CHECKS', 'CMP-PROJECT', 'CMP-SCHEMA', 'URL-ABSOLUTE'],
};

t.test('each recorded answer yields exactly its pinned requirement IDs', async (t) => {
  for (const [file, expected] of Object.entries(EXPECTED)) t.same(ids(run(file)), expected, file);
});

t.test('statistics items name each missing field at its pointer', async (t) => {
  const r = run('wlc-fixtures/components-hello-weblate-statistics.json');
  const missing = r.findings.filter((f) => f.requirement === 'STA-SCHEMA').map((f) => f.pointer);
  const fields = ['total_chars', 'translate_url', 'translated_chars', 'translated_chars_percent', 'translated_words_percent'];
  const expected = Array.from({ length: 20 }, (_, i) => fields.map((f) => `/results/${i}/${f}`))
    .flat()
    .sort();
  t.same([...missing].sort(), expected, 'five missing fields in each of the 20 items, one finding each');
  const one = r.findings.find((f) => f.pointer === '/results/0/translate_url');
  t.match(one, { requirement: 'STA-SCHEMA', severity: 'error', message: /translate_url/ });
});

t.test('component records name each missing field at its pointer, under the part it belongs to', async (t) => {
  const r = run('wlc-fixtures/components-hello-olderweblate.json');
  const at = (p: string) => r.findings.filter((f) => f.pointer === p).map((f) => f.requirement);
  t.same(at('/source_language'), ['CMP-LANGUAGE'], 'no source_language at all');
  t.same(at('/id'), ['CMP-SCHEMA']);
  t.same(at('/project/mail'), ['CMP-PROJECT'], 'the older instance shape has project.mail');
  t.same(at('/enforced_checks'), ['CMP-ENFORCED-CHECKS']);
});

t.test('extra fields (url_translate, last_author, category) are never a finding', async (t) => {
  for (const file of Object.keys(EXPECTED))
    for (const f of run(file).findings) t.notMatch(f.pointer, /url_translate|last_author|category|fuzzy_words/, `${file} ${f.pointer}`);
  // The cs item with only what the API document asks for put right keeps its extra fields and is clean.
  const item = JSON.parse(readFileSync(path.join(REAL, 'wlc-fixtures/translations-hello-weblate-cs-statistics.json'), 'utf8')) as Record<string, unknown>;
  Object.assign(item, {
    last_change: '2016-03-07T10:20:05.499000Z',
    url: `${BASE}projects/hello/weblate/cs/`,
    translate_url: `${BASE}translate/hello/weblate/cs/`,
    translated_words_percent: 100,
    translated_chars: 60,
    total_chars: 60,
    translated_chars_percent: 100,
  });
  t.ok('url_translate' in item && 'last_author' in item);
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-real-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const p = path.join(dir, 'cs.json');
  writeFileSync(p, JSON.stringify(item));
  t.same(validateFiles([p], { baseUrl: BASE }).findings, []);
});
