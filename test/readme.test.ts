import t from 'tap';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../src/base/paths.js';
import * as errors from '../src/base/errors.js';
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

t.test('the README links the requirements page', async (t) => {
  t.match(readme, '](docs/requirements.md)');
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

t.test('the README has the sections a new user looks for', async (t) => {
  for (const h of ['## Configuration', '## Profiles', '## Programmatic use', '## Common mistakes']) t.match(readme, `\n${h}\n`, h);
});

t.test('the Common mistakes table quotes what the kit says, word for word', async (t) => {
  const mistakes: string[][] = [
    ['check', 'http://host/api/'],
    ['check', 'localhost:8088'],
    ['check', 'http://h.example/', '--max-components', 'abc'],
    ['check', '--reportr', 'json', 'http://h.example/'],
    ['check', 'http://h.example/', '--severity', 'HDR-VARY=of'],
    ['check', 'http://h.example/', '--severity', 'hdr-vry=off'],
    ['serve', '--fault', 'sta-cod'],
    ['chek', 'http://host/'],
  ];
  for (const argv of mistakes) {
    let err = '';
    const io = { stdout: { write: (s: string) => s.length }, stderr: { write: (s: string) => (err += s) }, env: {} };
    t.equal(await main(argv, io), 2, argv.join(' '));
    const said = err.split('\n')[0]!.replace(/^stringent: /, '');
    t.match(readme, `\`${said}\``, argv.join(' '));
  }
});
