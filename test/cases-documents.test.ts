import t from 'tap';
import { lintCases, loadCases, runCase } from '../src/run/cases.js';
import { resolveOptions } from '../src/rules/engine.js';
import { makeFamilies } from '../src/rules/index.js';

const FILES = ['statistics.json', 'components.json', 'urls.json'];
const cases = loadCases().filter((c) => FILES.includes(c.file));
const options = resolveOptions({ baseUrl: 'http://weblate.test/' });
const IDS = makeFamilies(options)
  .filter((f) => ['statistics', 'components', 'urls'].includes(f.name))
  .flatMap((f) => f.requirements);

t.test('the statistics, components and urls case files lint clean', async (t) => {
  t.equal(new Set(cases.map((c) => c.file)).size, FILES.length, 'all three files are present');
  t.same(lintCases(cases), []);
});

t.test('every case yields exactly the requirement IDs it expects', async (t) => {
  t.plan(cases.length);
  for (const c of cases) {
    const run = runCase(c);
    t.same({ ids: run.ids, notes: run.notes }, { ids: c.expect, notes: c.notes ?? [] }, `${c.file}: ${c.description}`);
  }
});

t.test('a clean case shows its requirement as passed, not merely not applicable', async (t) => {
  const clean = cases.filter((c) => c.expect.length === 0 && (c.notes ?? []).length === 0);
  t.ok(clean.length > 10, `${clean.length} clean cases`);
  for (const c of clean) {
    const outcome = runCase(c).result.requirements.find((r) => r.id === c.requirement);
    t.equal(outcome?.status, 'passed', `${c.file}: ${c.description}`);
  }
});

t.test('every requirement of the three families has a passing case and a failing case', async (t) => {
  const passed = new Set<string>();
  const failed = new Set<string>();
  for (const c of cases) {
    const run = runCase(c);
    for (const r of run.result.requirements) if (r.status === 'passed') passed.add(r.id);
    for (const id of c.expect) failed.add(id);
  }
  for (const id of IDS) {
    t.ok(passed.has(id), `${id} passes in some case`);
    t.ok(failed.has(id), `${id} fails in some case`);
  }
});

t.test('drift: the list-vs-instance difference is a note when the re-check agrees, an error when it holds', async (t) => {
  const vanish = cases.find((c) => c.description === 'a list-vs-instance difference that vanishes on re-check is drift, a note');
  const hold = cases.find((c) => c.description === 'a list-vs-instance difference that holds on re-check is invalid');
  t.ok(vanish && hold);
  const v = runCase(vanish!);
  t.same([v.ids, v.notes], [[], ['SNAP-DRIFT']]);
  t.equal(v.result.findings.find((f) => f.requirement === 'SNAP-DRIFT')?.pointer, '/branch');
  const h = runCase(hold!);
  t.same(h.ids, ['CMP-LIST-MATCHES-INSTANCE']);
  t.same(
    h.result.findings.map((f) => [f.pointer, f.expected, f.actual]),
    [['/branch', 'main', 'develop']],
    'one finding naming the field, the list value and the instance value',
  );
});

t.test('every finding of the cases carries a kebab-case code and args; one about a list item carries the resource key', async (t) => {
  let items = 0;
  for (const c of loadCases())
    for (const f of runCase(c).result.findings) {
      t.match(f.code, /^[a-z0-9]+(-[a-z0-9]+)*$/, `${f.requirement}: a kebab-case code`);
      t.type(f.args, 'object');
      // An item that is no object (a string where a record belongs) has no key of its own.
      if (!/^\/results\/\d+/.test(f.pointer) || f.code === 'not-object') continue;
      items++;
      t.match(f.key, /\S/, `${f.requirement} at ${f.pointer}: key ${String(f.key)}`);
    }
  t.ok(items > 20, `${items} findings about items`);
});
