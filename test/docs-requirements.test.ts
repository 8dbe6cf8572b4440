import t from 'tap';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../src/base/paths.js';
import { REQUIREMENTS } from '../src/catalogue/requirements.js';
import { renderRequirementsDoc } from '../src/catalogue/docs.js';

t.test('docs/requirements.md is what the catalogue generates (npm run generate)', async (t) => {
  t.equal(readFileSync(path.join(PACKAGE_ROOT, 'docs', 'requirements.md'), 'utf8'), renderRequirementsDoc());
});

t.test('the page lists every requirement with its precondition and what not applicable means', async (t) => {
  const page = renderRequirementsDoc();
  t.equal(REQUIREMENTS.length, 46);
  for (const r of REQUIREMENTS) {
    t.ok(r.precondition !== '', `${r.id} names its precondition`);
    t.ok(r.notApplicable !== '', `${r.id} says what not applicable means`);
    t.ok(r.why !== '', `${r.id} says why it matters`);
    t.match(page, `\n### ${r.id}\n`, `${r.id} has its section`);
    t.match(page, `| ${r.precondition.replace(/\|/g, '\\|')} | ${r.notApplicable.replace(/\|/g, '\\|')} |`, `${r.id} row`);
  }
});

t.test('a record with codes shows each code and its template', async (t) => {
  const withCodes = { ...REQUIREMENTS[0]!, codes: { 'made-up': { message: 'a {thing} went wrong', measured: ['thing'] } } };
  const page = renderRequirementsDoc([withCodes]);
  t.match(page, '| `made-up` | a {thing} went wrong | thing |');
});
