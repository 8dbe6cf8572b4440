import t from 'tap';
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PACKAGE_ROOT } from '../src/base/paths.js';

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
  const { VALIDATORS } = await import('../src/generated/validators/index.js');
  const load = createRequire(import.meta.url);
  const dir = path.join(PACKAGE_ROOT, 'dist', 'src', 'generated', 'validators');
  const refs = Object.entries(VALIDATORS);
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
  t.same([...fresh.keys()].sort(), [...new Set(refs.map(([, [module]]) => module))].sort(), 'one module per schema file');
  for (const [module, code] of fresh) t.equal(readFileSync(path.join(dir, `${module}.cjs`), 'utf8'), code, `${module}.cjs is fresh`);
});
