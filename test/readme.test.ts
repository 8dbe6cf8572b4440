import t from 'tap';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../src/paths.js';
import { REQUIREMENTS } from '../src/requirements.js';
import * as errors from '../src/errors.js';
import { main } from '../src/cli.js';

const readme = readFileSync(path.join(PACKAGE_ROOT, 'README.md'), 'utf8');

async function help(command: string): Promise<string> {
  let out = '';
  const io = { stdout: { write: (s: string) => (out += s) }, stderr: { write: (s: string) => (out += s) }, env: {} };
  await main([command, '--help'], io);
  return out;
}

t.test('the README shows the two set-up commands', async (t) => {
  t.match(readme, 'npm ci && npm start');
  t.match(readme, 'npm ci && npm test');
  t.match(readme, 'npx stringent check');
});

t.test('the README requirements table is the catalogue, with each precondition and what not applicable means', async (t) => {
  for (const r of REQUIREMENTS) {
    t.ok(r.precondition !== '', `${r.id} names its precondition`);
    t.ok(r.notApplicable !== '', `${r.id} says what not applicable means`);
  }
  const m = /<!-- requirements-table:start -->\n([\s\S]*?)<!-- requirements-table:end -->/.exec(readme);
  t.ok(m, 'the table is marked');
  let table = '| ID | class | default severity | § | requirement | checked where the deployment offers | not applicable means |\n|---|---|---|---|---|---|---|\n';
  for (const r of REQUIREMENTS)
    table += `| ${r.id} | ${r.class} | ${r.severity} | ${r.section} | ${r.title}${r.optIn ? ` (opt-in: --${r.optIn})` : ''} | ${r.precondition} | ${r.notApplicable} |\n`;
  t.equal(m?.[1], table);
});

t.test('every option of check, validate and serve is documented', async (t) => {
  for (const command of ['check', 'validate', 'serve']) {
    const options = [...(await help(command)).matchAll(/^\s+(--[a-z-]+)/gm)].map((m) => m[1]!).filter((o) => o !== '--help' && o !== '--version');
    t.ok(options.length >= 5, `${command} has options`);
    for (const o of options) t.match(readme, `\`${o}\``, `${command} ${o}`);
  }
});

t.test('every kit error code is documented', async (t) => {
  const codes = Object.values(errors)
    .filter((v): v is typeof errors.KitError => typeof v === 'function' && v.prototype instanceof errors.KitError)
    .map((E) => new E('x').code);
  t.ok(codes.length >= 10);
  for (const code of codes) t.match(readme, `\`${code}\``, code);
  t.match(readme, '`E_INTERNAL`');
});
