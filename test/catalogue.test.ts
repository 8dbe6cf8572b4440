import t from 'tap';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REQUIREMENTS, REQUIREMENT_IDS, fillTemplate, isRequirementId, renderMessage, type RequirementId } from '../src/catalogue/requirements.js';
import { PACKAGE_ROOT } from '../src/base/paths.js';

// The API's requirements document, copied into the fixtures (see test/fixtures/SOURCE.md).
const specPath = path.join(PACKAGE_ROOT, 'test', 'fixtures', 'spec', 'requirements.md');

t.test('the catalogue holds exactly the IDs of spec/requirements.md, with their classes', (t) => {
  const text = readFileSync(specPath, 'utf8');
  const rows = [...text.matchAll(/^\| ([A-Z]+(?:-[A-Z0-9]+)+) \| (core|recommended) \|/gm)].map((m) => ({ id: m[1]!, cls: m[2]! }));
  t.ok(rows.length >= 46, `requirements.md lists ${rows.length} IDs`);
  const specIds = rows.map((r) => r.id).sort();
  t.same([...REQUIREMENT_IDS].sort(), specIds, 'same set of IDs');
  for (const r of rows) {
    const mine = REQUIREMENTS.find((x) => x.id === r.id);
    t.equal(mine?.class, r.cls, `${r.id} is ${r.cls}`);
  }
  t.end();
});

t.test('severity follows class: core is error, recommended is warning', (t) => {
  for (const r of REQUIREMENTS) t.equal(r.severity, r.class === 'core' ? 'error' : 'warning', r.id);
  t.end();
});

t.test('IDs are unique', (t) => {
  t.equal(new Set(REQUIREMENT_IDS).size, REQUIREMENT_IDS.length);
  t.end();
});

t.test('an ID outside the catalogue does not compile where an ID is expected', (t) => {
  // @ts-expect-error: 'PAG-NEKST' is not a requirement ID
  const typo: RequirementId = 'PAG-NEKST';
  t.equal(isRequirementId(typo), false);
  t.equal(isRequirementId('PAG-NEXT'), true);
  t.end();
});

t.test('every finding code is kebab-case and its template names only placeholders', (t) => {
  let n = 0;
  for (const r of REQUIREMENTS)
    for (const [code, c] of Object.entries(r.codes)) {
      n++;
      t.match(code, /^[a-z0-9]+(-[a-z0-9]+)*$/, `${r.id} ${code}`);
      const names = [...c.message.matchAll(/\{([A-Za-z][A-Za-z0-9_]*)\}/g)].map((m) => m[1]!);
      for (const m of c.measured ?? []) t.ok(names.includes(m), `${r.id} ${code}: measured ${m} is a placeholder`);
      const args = Object.fromEntries(names.map((x) => [x, `<${x}>`]));
      t.doesNotThrow(() => renderMessage(r.id, code, args), `${r.id} ${code} renders`);
    }
  t.ok(n > 0, `${n} finding codes checked`);
  t.end();
});

t.test('a message renders from its template; a missing code or arg throws', (t) => {
  t.equal(fillTemplate('next is {next}, expected {want}', { next: 'x', want: 3 }), 'next is x, expected 3');
  t.equal(fillTemplate('{{ literal }} and {x}', { x: true }), '{{ literal }} and true');
  t.throws(() => fillTemplate('{missing}', {}), /no arg missing/);
  t.throws(() => renderMessage('PAG-NEXT', 'no-such-code', {}), /no finding code no-such-code/);
  t.end();
});

t.test('the transport codes reproduce the messages the kit has always written', (t) => {
  t.equal(renderMessage('HDR-VARY', 'missing', { same: '' }), 'Vary is missing');
  t.equal(
    renderMessage('HDR-ALLOW', 'wrong-methods', { allow: 'GET', same: ' (the same on 3 answers)' }),
    'Allow names GET, not exactly GET, HEAD, OPTIONS (the same on 3 answers)',
  );
  t.equal(
    renderMessage('ERR-BAD-PAGE', 'server-error', { status: 500 }),
    'GET of a page that does not exist answered 500 (a server error), not 4xx (404 expected)',
  );
  t.end();
});
