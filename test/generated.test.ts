import t from 'tap';
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PACKAGE_ROOT } from '../src/base/paths.js';
import { statisticsItem } from './hostile/data.js';

interface Run {
  code: number;
  stderr: string;
}

function check(root: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(root, 'scripts', 'generate-types.mjs'), '--check'], { cwd: root, timeout: 60_000 }, (err, _out, stderr) => {
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : -1) : 0, stderr });
    });
  });
}

t.test('src/generated matches the schemas: regenerating changes no committed file', async (t) => {
  const r = await check(PACKAGE_ROOT);
  t.equal(r.code, 0, r.stderr);
});

t.test('the check fails when a schema is edited without regenerating', async (t) => {
  const root = mkdtempSync(path.join(tmpdir(), 'stringent-generated-'));
  t.teardown(() => rmSync(root, { recursive: true, force: true }));
  for (const dir of ['scripts', 'schemas', path.join('src', 'generated')]) {
    mkdirSync(path.join(root, dir), { recursive: true });
    cpSync(path.join(PACKAGE_ROOT, dir), path.join(root, dir), { recursive: true });
  }
  symlinkSync(path.join(PACKAGE_ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  const file = path.join(root, 'schemas', 'statistics-item.schema.json');
  const schema = JSON.parse(readFileSync(file, 'utf8')) as { $defs: { reduced: { properties: { total: { description: string } } } } };
  schema.$defs.reduced.properties.total.description = '§2.2: number of strings (edited).';
  writeFileSync(file, JSON.stringify(schema, null, 2) + '\n');
  const r = await check(root);
  t.equal(r.code, 1);
  t.match(r.stderr, 'stale: src/generated/statistics-item.ts');
});

t.test('the build compiles a validator for every schema and $defs entry, as the schemas are now', async (t) => {
  const { VALIDATORS, VALIDATORS_WITHOUT_FORMATS } = await import('../src/generated/validators/index.js');
  const load = createRequire(import.meta.url);
  const dir = path.join(PACKAGE_ROOT, 'dist', 'src', 'generated', 'validators');
  const refs = [...Object.entries(VALIDATORS), ...Object.entries(VALIDATORS_WITHOUT_FORMATS)] as [string, readonly [string, string]][];
  t.ok(refs.length >= 15, `${refs.length} references`);
  for (const [ref, [module, name]] of refs) {
    const exported = (load(path.join(dir, `${module}.cjs`)) as Record<string, unknown>)[name];
    t.equal(typeof exported, 'function', `${ref}: ${module}.cjs exports ${name}`);
  }
  // What the build wrote is what compiling the schemas gives now (npm test rebuilds when a schema changes).
  const { validatorModules } = (await import(pathToFileURL(path.join(PACKAGE_ROOT, 'scripts', 'validators.mjs')).href)) as {
    validatorModules: () => Promise<Map<string, string>>;
  };
  const fresh = await validatorModules();
  t.same(
    [...fresh.keys()].sort(),
    [...new Set(refs.map(([, [module]]) => module))].sort(),
    'one module per schema file, and one for its references compiled without formats',
  );
  for (const [module, code] of fresh) t.equal(readFileSync(path.join(dir, `${module}.cjs`), 'utf8'), code, `${module}.cjs is fresh`);
});

t.test('a validator compiled without formats judges everything but the format keywords', async (t) => {
  const { validator, validatorWithoutFormats } = await import('../src/base/schemas.js');
  const ref = 'statistics-item.schema.json#/$defs/reduced';
  const item = statisticsItem('https://example.org/', 'p', 'c', 'cs', 'Czech', 9);
  const withFormats = validator(ref);
  const without = validatorWithoutFormats(ref);
  t.ok(withFormats(item) && without(item), 'a conformant item passes both');
  const spaced = { ...item, url: 'not an address' };
  t.notOk(withFormats(spaced), 'the full validator rejects a url that is no URI');
  t.same(
    withFormats.errors?.map((e) => e.keyword),
    ['format'],
  );
  t.ok(without(spaced), 'the one without formats leaves it to the URL rules');
  const typed = { ...item, url: 7, total: -1 };
  t.notOk(without(typed), 'and still judges types and bounds');
  t.same(without.errors?.map((e) => `${e.instancePath} ${e.keyword}`).sort(), ['/total minimum', '/url type']);
});
