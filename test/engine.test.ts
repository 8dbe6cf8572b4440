import t from 'tap';
import { classify, withoutPage } from '../src/rules/common/target.js';
import { compareFindings, detectKind, Engine, parseAnswer } from '../src/rules/engine.js';
import { makeReport, exitCodeFor } from '../src/run/outcome.js';
import { maxPagesFor } from '../src/base/limits.js';
import type { Finding } from '../src/generated/report.js';

const base = 'http://weblate.test/prefix/';

t.test('addresses are classified relative to the base URL, prefix included', async (t) => {
  t.match(classify(`${base}api/components/`, base), { kind: 'component-list', page: 1 });
  t.match(classify(`${base}api/components/?page=3`, base), { kind: 'component-list', page: 3 });
  t.match(classify(`${base}api/components/?page=`, base), { kind: 'component-list', page: 1 });
  t.equal(classify(`${base}api/components/?page=abc`, base).page, undefined, 'page=abc is not a page number');
  t.match(classify(`${base}api/components/hello/weblate/`, base), { kind: 'component', project: 'hello', component: 'weblate' });
  t.match(classify(`${base}api/components/h%20i/w/statistics/?page=2&format=api`, base), {
    kind: 'statistics',
    project: 'h i',
    component: 'w',
    page: 2,
    listKey: `${base}api/components/h%20i/w/statistics/?format=api`,
  });
  t.equal(classify('http://weblate.test/api/components/', base).kind, 'other', 'outside the prefix');
  t.equal(classify('http://other.test/prefix/api/components/', base).kind, 'other', 'another origin');
  t.equal(classify(`${base}api/components/a/b/c/`, base).kind, 'other');
  t.equal(classify('not a url', base).kind, 'other');
});

t.test('withoutPage drops only the page parameter', async (t) => {
  t.equal(withoutPage(new URL('http://x.test/a/?page=2')), 'http://x.test/a/');
  t.equal(withoutPage(new URL('http://x.test/a/?format=api&page=2')), 'http://x.test/a/?format=api');
});

t.test('kinds are detected from content where it says, and only there', async (t) => {
  t.equal(detectKind({ count: 1, next: null, previous: null, results: [{ slug: 'a', filemask: '*.po' }] }), 'component-list');
  t.equal(detectKind({ count: 1, next: null, previous: null, results: [{ code: 'cs', total: 3, translated_percent: 1 }] }), 'statistics');
  t.equal(detectKind({ count: 0, next: null, previous: null, results: [] }), undefined, 'an empty page is ambiguous');
  t.equal(detectKind({ slug: 'a', filemask: '*.po', project: {} }), 'component');
  t.equal(detectKind({ code: 'cs', total: 3, translated_percent: 1 }), 'statistics-item');
  t.equal(detectKind([1, 2]), undefined);
  t.equal(detectKind(null), undefined);
});

t.test('a GET 200 answer that is not JSON is a parse error; HEAD bodies are not parsed', async (t) => {
  const get = parseAnswer({ request: { method: 'GET', url: `${base}api/components/` }, status: 200, headers: {}, body: '<html>' }, base);
  t.type(get.jsonError, 'string');
  t.equal(get.json, undefined);
  const head = parseAnswer({ request: { method: 'HEAD', url: `${base}api/components/` }, status: 200, headers: {}, body: '' }, base);
  t.equal(head.jsonError, undefined);
  const empty = parseAnswer({ request: { method: 'GET', url: `${base}api/components/` }, status: 200, headers: {}, body: '' }, base);
  t.equal(empty.jsonError, 'the body is empty');
});

t.test('findings sort by requirement, url, pointer', async (t) => {
  const f = (requirement: string, url: string, pointer: string): Finding => ({ requirement, url, pointer, severity: 'error', message: 'm' });
  const list = [f('STA-CODE', 'b', '/1'), f('HDR-VARY', 'b', ''), f('STA-CODE', 'a', '/2'), f('STA-CODE', 'b', '/0')];
  t.same(
    list.sort(compareFindings).map((x) => `${x.requirement} ${x.url} ${x.pointer}`),
    ['HDR-VARY b ', 'STA-CODE a /2', 'STA-CODE b /0', 'STA-CODE b /1'],
  );
});

t.test('an engine that saw nothing reports every requirement not applicable, or skipped where told', async (t) => {
  const engine = new Engine({ baseUrl: base });
  engine.skip('MTH-WRITE-REFUSED', 'write probes are off (--probe-writes)');
  const result = engine.finish();
  t.equal(result.findings.length, 0);
  const writes = result.requirements.find((r) => r.id === 'MTH-WRITE-REFUSED');
  t.match(writes, { status: 'skipped', reason: /probe-writes/ });
  t.ok(
    result.requirements.every((r) => r.status === 'not-applicable' || r.status === 'skipped'),
    'nothing passed or failed',
  );
  t.ok(
    result.requirements.filter((r) => r.status === 'skipped').every((r) => r.reason),
    'every skip has a reason',
  );
  t.throws(() => engine.finish(), /twice/);
});

t.test('severity overrides must name known requirements', async (t) => {
  t.throws(() => new Engine({ baseUrl: base, severity: { 'NO-SUCH': 'error' } as Record<string, 'error'> }), /unknown requirement/);
});

t.test('exit status: 2 for kit errors, 1 for findings at --fail-on, else 0', async (t) => {
  const result = { findings: [{ requirement: 'HDR-VARY', severity: 'warning' as const, url: 'u', pointer: '', message: 'm' }], requirements: [] };
  const report = makeReport({ target: { baseUrl: base }, result });
  t.equal(exitCodeFor(report, 'error'), 0, 'a warning does not fail at --fail-on error');
  t.equal(exitCodeFor(report, 'warning'), 1, 'a warning fails at --fail-on warning');
  t.equal(exitCodeFor(report, 'never'), 0);
  const broken = makeReport({ target: { baseUrl: base }, result, kitErrors: [{ code: 'E_TIMEOUT', message: 'x' }] });
  t.equal(exitCodeFor(broken, 'never'), 2, 'kit errors win over --fail-on never');
});

t.test('exit status: a crawl that checked nothing is 1 unless allowEmpty', async (t) => {
  const clean = makeReport({ target: { baseUrl: base }, result: { findings: [], requirements: [] } });
  const empty = { components: 0, statisticsLists: 0 };
  t.equal(exitCodeFor(clean, 'error'), 0, 'no crawl counts given: the rule does not apply (validate)');
  t.equal(exitCodeFor(clean, 'error', empty), 1, 'nothing checked is not conformance');
  t.equal(exitCodeFor(clean, 'never', empty), 1, 'not even at --fail-on never');
  t.equal(exitCodeFor(clean, 'error', { ...empty, allowEmpty: true }), 0, 'allowEmpty accepts it');
  t.equal(exitCodeFor(clean, 'error', { components: 0, statisticsLists: 1 }), 0, 'one statistics list checked is a run');
  t.equal(exitCodeFor(clean, 'error', { components: 1, statisticsLists: 0 }), 0, 'one component checked is a run');
  const broken = makeReport({ target: { baseUrl: base }, result: { findings: [], requirements: [] }, kitErrors: [{ code: 'E_TIMEOUT', message: 'x' }] });
  t.equal(exitCodeFor(broken, 'error', empty), 2, 'kit errors still win');
});

t.test('a next chain may run two pages past what count implies', async (t) => {
  t.equal(maxPagesFor(54, 20), 5);
  t.equal(maxPagesFor(0, 0), 3);
  t.equal(maxPagesFor('54', 20), 3, 'a count that is not a number implies one page');
});
