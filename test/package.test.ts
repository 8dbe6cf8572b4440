/**
 * The package as a user gets it: `npm pack`, installed into an empty project (dependencies from
 * the npm cache or registry), a strict TypeScript consumer type-checked without skipLibCheck, the
 * shipped schemas compiled by a strict Ajv, and the installed `stringent check` (the bin link npx
 * runs) against a reference server started from the package's own export.
 */
import t from 'tap';
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PACKAGE_ROOT } from '../src/base/paths.js';

t.setTimeout(600_000);

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const TSC = path.join(PACKAGE_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

function run(cmd: string, args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      cmd,
      args,
      { cwd, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, npm_config_loglevel: 'error', npm_config_fund: 'false', npm_config_audit: 'false' } },
      (err, stdout, stderr) => {
        const code = err ? (typeof (err as { code?: unknown }).code === 'number' ? (err as { code: number }).code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

const dir = mkdtempSync(path.join(tmpdir(), 'stringent-package-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));
const project = path.join(dir, 'consumer');

t.test('npm pack: dist, schemas, profiles, docs, LICENSE; no source maps, no tests', async (t) => {
  // dist is current (npm test built it); --ignore-scripts keeps prepack from rebuilding under the running tests.
  const packed = await run(NPM, ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], PACKAGE_ROOT);
  t.equal(packed.code, 0, packed.stderr);
  const [info] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[];
  const files = info!.files.map((f) => f.path);
  for (const f of [
    'LICENSE',
    'README.md',
    'package.json',
    'bin/stringent.js',
    'dist/src/index.js',
    'dist/src/index.d.ts',
    'schemas/report.schema.json',
    'schemas/config.schema.json',
    'profiles/weblate-5.json',
    'docs/options.md',
  ])
    t.ok(files.includes(f), `ships ${f}`);
  t.same(
    files.filter((f) => f.endsWith('.map')),
    [],
    'no source map points at an unshipped source',
  );
  t.same(
    files.filter((f) => f.startsWith('dist/test/') || f.startsWith('test/')),
    [],
    'no tests',
  );
  t.match(readFileSync(path.join(PACKAGE_ROOT, 'LICENSE'), 'utf8'), /^MIT License\n\nCopyright \(c\) \d{4} stringent contributors/);
  const pkg = JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  t.notOk('prepare' in pkg.scripts, 'no install-time build');
  t.ok(pkg.scripts.prepack, 'built on prepack');
  const devTypes = (JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }).devDependencies[
    '@types/node'
  ]!;
  // An empty project installs the tarball.
  await run('mkdir', ['-p', project], dir);
  writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true, type: 'module' }));
  const installed = await run(
    NPM,
    ['install', '--prefer-offline', '--no-audit', '--no-fund', path.join(dir, info!.filename), `@types/node@${devTypes}`],
    project,
  );
  t.equal(installed.code, 0, installed.stderr);
});

t.test('a strict TypeScript consumer type-checks without skipLibCheck', async (t) => {
  writeFileSync(
    path.join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        noEmit: true,
        // Every declaration file is checked (the package's and its dependencies'); TypeScript's own lib files are TypeScript's business.
        skipLibCheck: false,
        skipDefaultLibCheck: true,
        types: ['node'],
        noUncheckedIndexedAccess: true,
        exactOptionalPropertyTypes: true,
      },
      include: ['consumer.ts'],
    }),
  );
  writeFileSync(
    path.join(project, 'consumer.ts'),
    `import { check, validate, startServer, KitError, REQUIREMENTS, ruleHelp, type Report, type CheckOptions } from 'stringent';
import { renderJunit, renderPretty, renderJson, renderTap } from 'stringent/reporters';
import { BadOptionError, NoApiError } from 'stringent/errors';
import type { Finding, Config, Exchange, Dataset } from 'stringent/types';
import { listFaults } from 'stringent/reference-server';

const server = await startServer({ port: 0 });
const options: CheckOptions = { baseUrl: server.url, retries: 0, severity: { 'HDR-VARY': 'off' } };
const { report, exitCode }: { report: Report; exitCode: number } = await check(options);
const first: Finding | undefined = report.findings[0];
const config: Config = { maxComponents: 2, exclude: [{ requirement: 'HDR-ALLOW', because: 'ours' }] };
const none: Exchange | Dataset | undefined = undefined;
const validated: Report = await validate([], {});
console.log(exitCode, first?.requirement, renderPretty(report).length, renderJunit(report).length, renderJson(report).length, renderTap(report).length,
  REQUIREMENTS.length, config, none, validated.summary, listFaults().length, ruleHelp('HDR-VARY').command,
  new BadOptionError('x') instanceof KitError, NoApiError.name);
await server.close();
`,
  );
  const tsc = await run(process.execPath, [TSC, '-p', 'tsconfig.json'], project);
  t.equal(tsc.code, 0, `tsc: ${tsc.stdout}${tsc.stderr}`);
  t.notMatch(tsc.stdout, /TS7016|NodeJS/);
});

t.test('the shipped schemas compile under a strict Ajv', async (t) => {
  const script = `import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
const dir = path.join(path.dirname(createRequire(import.meta.url).resolve('stringent/package.json')), 'schemas');
// Ajv's strict mode as a consumer meets it by default (unknown keywords are errors), with every
// warning made fatal too; required properties defined by an allOf sibling are the schemas' design.
const fail = (m) => { throw new Error(String(m)); };
const ajv = new Ajv2020({ strict: true, strictRequired: false, allowUnionTypes: true, logger: { log() {}, warn: fail, error: fail } });
addFormats(ajv);
const names = readdirSync(dir).filter((n) => n.endsWith('.schema.json'));
for (const n of names) ajv.addSchema(JSON.parse(readFileSync(path.join(dir, n), 'utf8')));
for (const n of names) ajv.getSchema('https://stringent.dev/schemas/' + n);
const profile = JSON.parse(readFileSync(path.join(dir, '..', 'profiles', 'weblate-5.json'), 'utf8'));
if (!ajv.getSchema('https://stringent.dev/schemas/config.schema.json')(profile)) throw new Error('the profile is not a valid configuration');
console.log(names.length);
`;
  writeFileSync(path.join(project, 'ajv.mjs'), script);
  const r = await run(process.execPath, ['ajv.mjs'], project);
  t.equal(r.code, 0, r.stderr);
  for (const n of readdirSync(path.join(PACKAGE_ROOT, 'schemas')))
    t.notMatch(readFileSync(path.join(PACKAGE_ROOT, 'schemas', n), 'utf8'), /"tsType"/, `${n} has no generator keyword`);
  t.equal(Number(r.stdout.trim()), readdirSync(path.join(PACKAGE_ROOT, 'schemas')).filter((n) => n.endsWith('.schema.json')).length);
});

t.test('the installed stringent command (node_modules/.bin) checks a startServer imported from the package', async (t) => {
  writeFileSync(
    path.join(project, 'serve.mjs'),
    `import { startServer } from 'stringent';
const s = await startServer({ port: 0 });
process.stdout.write(s.url + '\\n');
process.on('SIGTERM', () => s.close().then(() => process.exit(0)));
`,
  );
  const child = spawn(process.execPath, ['serve.mjs'], { cwd: project, stdio: ['ignore', 'pipe', 'inherit'] });
  t.teardown(() => void child.kill('SIGTERM'));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('\n')) resolve(out.trim());
    });
    child.once('exit', () => reject(new Error('the server did not start')));
  });
  // The command npx and npm scripts run: the bin link npm made for the package.
  const r = await run(path.join(project, 'node_modules', '.bin', 'stringent'), ['check', url, '--reporter', 'json'], project);
  t.equal(r.code, 0, r.stderr);
  const report = JSON.parse(r.stdout) as { summary: { failed: number; components: number } };
  t.equal(report.summary.failed, 0);
  t.ok(report.summary.components > 0);
});
