#!/usr/bin/env node
// Writes the generated reference pages of docs/ from the compiled sources (building first where a
// source is newer than the last build): docs/requirements.md from the catalogue, docs/options.md
// from the option table.
// Usage: node scripts/generate-docs.mjs [--check]  (--check: exit 1 when a page is stale)
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
const built = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-if-needed.mjs')], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
const { renderRequirementsDoc } = await import(pathToFileURL(path.join(root, 'dist', 'src', 'catalogue', 'docs.js')).href);
const { renderOptionsDoc } = await import(pathToFileURL(path.join(root, 'dist', 'src', 'commands', 'options-doc.js')).href);

let stale = 0;
for (const [file, text] of [
  ['docs/requirements.md', renderRequirementsDoc()],
  ['docs/options.md', renderOptionsDoc()],
]) {
  const target = path.join(root, file);
  const old = await readFile(target, 'utf8').catch(() => '');
  if (old === text) continue;
  if (check) {
    console.error(`${file} is stale: run npm run generate`);
    stale++;
  } else {
    await writeFile(target, text);
    console.log(`wrote ${file}`);
  }
}
process.exit(stale ? 1 : 0);
