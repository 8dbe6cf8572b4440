#!/usr/bin/env node
// Bundles yargs and its dependencies into one ES module, dist/src/vendor/yargs.js, which the
// command line imports (src/vendor/yargs.d.ts gives it yargs' types). Run by `npm run build` after
// tsc. Why: every start of `stringent` goes through yargs, and as installed yargs is some forty
// modules; Node resolves, reads and compiles each one apart (no compile cache in Node 20), which cost
// about as much as starting node itself. One module is one read and one compile.
//
// The packages are bundled as published: nothing in them is rewritten and each gets the versions it
// asks for. yargs' locale files are not shipped: the command line gives yargs every message string
// it uses (updateStrings in src/cli.ts), and its labels are its English keys.
// The licences of the bundled packages are written to dist/src/vendor/yargs.LICENSES.txt.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'dist', 'src', 'vendor');

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const result = await build({
  stdin: { contents: "export { default } from 'yargs';\n", resolveDir: root, sourcefile: 'yargs-entry.js' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile: path.join(outDir, 'yargs.js'),
  banner: { js: '// yargs and its dependencies, bundled by scripts/bundle-yargs.mjs (licences: yargs.LICENSES.txt).' },
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
});

// Every package a bundled file came from, with its licence text.
const packages = new Map();
for (const input of Object.keys(result.metafile.inputs)) {
  const m = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input.replace(/\\/g, '/'));
  if (!m) continue;
  const dir = path.resolve(root, m[1]);
  if (packages.has(dir)) continue;
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  if ([...packages.values()].some((p) => p.name === pkg.name && p.version === pkg.version)) continue;
  const licenceFile = readdirSync(dir).find((f) => /^licen[sc]e([.-][a-z]+)*(\.md|\.txt)?$/i.test(f));
  if (!licenceFile) throw new Error(`${dir}: no licence file to ship with the bundle`);
  packages.set(dir, { name: pkg.name, version: pkg.version, license: pkg.license, text: readFileSync(path.join(dir, licenceFile), 'utf8').trim() });
}
const notices = [...packages.values()]
  .sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version))
  .map((p) => `${p.name} ${p.version} (${p.license})\n\n${p.text}\n`);
writeFileSync(path.join(outDir, 'yargs.LICENSES.txt'), `dist/src/vendor/yargs.js bundles these packages:\n\n${notices.join('\n' + '-'.repeat(72) + '\n\n')}`);
