import t from 'tap';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../src/base/paths.js';
import * as errors from '../src/base/errors.js';
import { main } from '../src/cli.js';

const readme = readFileSync(path.join(PACKAGE_ROOT, 'README.md'), 'utf8');
const doc = (name: string): string => readFileSync(path.join(PACKAGE_ROOT, 'docs', name), 'utf8');

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

t.test("the README stays a newcomer's page: at most 35 KB, the references in docs/", async (t) => {
  t.ok(Buffer.byteLength(readme) <= 35 * 1024, `README.md is ${Buffer.byteLength(readme)} bytes`);
  for (const page of ['options.md', 'configuration.md', 'production.md', 'requirements.md', 'reports.md', 'architecture.md'])
    t.match(readme, `](docs/${page})`, page);
});

t.test('every relative link of the README and docs/ names a file that exists', async (t) => {
  const pages = [
    'README.md',
    ...readdirSync(path.join(PACKAGE_ROOT, 'docs'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/${f}`),
  ];
  let links = 0;
  for (const page of pages) {
    const text = readFileSync(path.join(PACKAGE_ROOT, page), 'utf8');
    for (const m of text.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)) {
      const target = m[1]!;
      if (/^[a-z]+:/.test(target)) continue;
      links++;
      t.ok(existsSync(path.join(PACKAGE_ROOT, path.dirname(page), target)), `${page} → ${target}`);
    }
  }
  t.ok(links >= 20, `${links} relative links`);
});

t.test('every option of every command is documented in docs/options.md', async (t) => {
  const options = doc('options.md');
  for (const command of ['check', 'validate', 'serve', 'self-test', 'rules', 'diff', 'openapi']) {
    const listed = [...(await help(command)).matchAll(/^\s+(--[a-z-]+)/gm)].map((m) => m[1]!).filter((o) => o !== '--help' && o !== '--version');
    t.ok(listed.length >= 1, `${command} has options`);
    for (const o of listed) t.match(options, `\`${o}\``, `${command} ${o}`);
  }
});

t.test('the architecture pictures of the README and docs/architecture.md name every folder of src/', async (t) => {
  const folders = readdirSync(path.join(PACKAGE_ROOT, 'src')).filter((f) => statSync(path.join(PACKAGE_ROOT, 'src', f)).isDirectory());
  t.ok(folders.length >= 5);
  for (const [name, text] of [
    ['README.md', readme],
    ['docs/architecture.md', doc('architecture.md')],
  ] as const) {
    const picture = /```text\n(src\/cli\.ts[\s\S]*?)```/.exec(text)?.[1] ?? '';
    t.ok(picture, `${name} has the picture`);
    for (const f of folders) t.match(picture, `src/${f}/`, `${name}: src/${f}/`);
    for (const m of picture.matchAll(/\bsrc\/([a-z-]+)\//g)) t.ok(folders.includes(m[1]!), `${name}: src/${m[1]}/ exists`);
  }
});

t.test('docs/architecture.md says why each runtime dependency is worth it', async (t) => {
  const pkg = JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const arch = doc('architecture.md');
  const names = Object.keys(pkg.dependencies);
  t.ok(names.length >= 1);
  for (const d of names) t.match(arch, new RegExp(`^\\| \`${d.replace(/[/.]/g, '\\$&')}\` \\| \\S`, 'm'), d);
  for (const m of arch.matchAll(/^\| `([@a-z0-9/.-]+)` \| /gm)) t.ok(names.includes(m[1]!), `${m[1]} is a dependency`);
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
    ['diff', 'new.json'],
  ];
  for (const argv of mistakes) {
    let err = '';
    const io = { stdout: { write: (s: string) => s.length }, stderr: { write: (s: string) => (err += s) }, env: {} };
    t.equal(await main(argv, io), 2, argv.join(' '));
    const said = err.split('\n')[0]!.replace(/^stringent: /, '');
    t.match(readme, `\`${said}\``, argv.join(' '));
  }
});
