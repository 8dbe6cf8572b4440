/**
 * The transport, pagination and snapshots cases (cases/*.json): each yields exactly the IDs it
 * expects, and every requirement of those families has a case where it passes and one where it fails.
 */
import t from 'tap';
import { lintCases, loadCases, runCase, type LoadedCase } from '../src/run/cases.js';
import { REQUIREMENTS } from '../src/catalogue/requirements.js';
import { resolveOptions } from '../src/rules/engine.js';
import { makeFamilies } from '../src/rules/index.js';

const FILES = ['transport.json', 'pagination.json', 'snapshots.json'];
const FAMILIES = new Set(['transport', 'pagination', 'snapshots']);
const cases: LoadedCase[] = loadCases().filter((c) => FILES.includes(c.file));

t.test('the three case files are present, well formed and lint clean', async (t) => {
  t.same([...new Set(cases.map((c) => c.file))].sort(), [...FILES].sort());
  t.same(lintCases(cases), []);
});

const passed = new Set<string>();
const failed = new Set<string>();

t.test('every case yields exactly its expected IDs and notes', async (t) => {
  t.plan(cases.length);
  for (const c of cases) {
    const run = runCase(c);
    t.same({ ids: run.ids, notes: run.notes }, { ids: c.expect, notes: c.notes ?? [] }, `${c.file}: ${c.description}`);
    for (const r of run.result.requirements) if (r.status === 'passed') passed.add(r.id);
    for (const id of [...run.ids, ...run.notes]) failed.add(id);
  }
});

t.test('every requirement of the transport, pagination and snapshots families passes in one case and fails in another', async (t) => {
  const ids = REQUIREMENTS.filter((r) => FAMILIES.has(r.family)).map((r) => r.id);
  t.ok(ids.length >= 19, `${ids.length} requirements`);
  for (const id of ids) {
    t.ok(passed.has(id), `${id} passes in some case`);
    t.ok(failed.has(id), `${id} fails in some case`);
  }
});

t.test('every case cites a requirement of its file', async (t) => {
  for (const c of cases) {
    const r = REQUIREMENTS.find((x) => x.id === c.requirement);
    t.equal(r?.family, c.family, `${c.description} cites ${c.requirement}`);
  }
});

t.test('a clean case shows its requirement as passed, not merely not applicable', async (t) => {
  for (const c of cases.filter((c) => c.expect.length === 0 && (c.notes ?? []).length === 0)) {
    const outcome = runCase(c).result.requirements.find((r) => r.id === c.requirement);
    t.equal(outcome?.status, 'passed', `${c.file}: ${c.description}`);
  }
});

t.test('transport, pagination and snapshots each own their IDs, one rule per requirement', async (t) => {
  const families = makeFamilies(resolveOptions({ baseUrl: 'http://weblate.test/' }));
  const of = (family: string) => REQUIREMENTS.filter((r) => r.family === family).map((r) => r.id);
  const rules = (name: string) => families.find((f) => f.name === name)!.rules;
  for (const name of ['transport', 'pagination', 'snapshots']) {
    t.same(families.find((f) => f.name === name)?.requirements, of(name), name);
    t.same(
      rules(name).map((r) => r.requirements.length),
      of(name).map(() => 1),
      `${name}: one requirement per rule`,
    );
  }
});

t.test('every requirement of the catalogue is reported by exactly one rule', async (t) => {
  const owners = makeFamilies(resolveOptions({ baseUrl: 'http://weblate.test/' })).flatMap((f) => f.rules.flatMap((r) => r.requirements));
  t.same([...owners].sort(), REQUIREMENTS.map((r) => r.id).sort());
});
