import t from 'tap';
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
  t.match(r.stderr, 'stale: src/generated/validators/statistics-item.cts', 'the compiled validators too');
});
