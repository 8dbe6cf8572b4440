import t from 'tap';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REQUIREMENTS, REQUIREMENT_IDS } from '../src/catalogue/requirements.js';
import { PACKAGE_ROOT } from '../src/base/paths.js';

const specPath = path.resolve(PACKAGE_ROOT, '..', 'shared', 'spec', 'requirements.md');

// The shared document lives beside the checkout, not in it: a clone on its own skips this file.
const absent = existsSync(specPath) ? false : `${path.relative(process.cwd(), specPath)} is not beside the checkout; the catalogue is compared with it where it is`;
t.test('the catalogue holds exactly the IDs of spec/requirements.md, with their classes', { skip: absent }, (t) => {
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
