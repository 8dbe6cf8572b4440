#!/usr/bin/env node
// Writes schemas/config.schema.json from the option table (src/options/table.ts, through the
// compiled dist/src/options/schema.js; building first where a source is newer than the last build).
// The table is where an option is declared; the schema, and the Config type generated from it by
// generate-types.mjs, follow from it. Run it before generate-types.mjs.
// Usage: node scripts/generate-schema.mjs [--check]  (--check: exit 1 when the schema is stale)
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
const built = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-if-needed.mjs')], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
const { renderConfigSchema } = await import(pathToFileURL(path.join(root, 'dist', 'src', 'options', 'schema.js')).href);

const file = 'schemas/config.schema.json';
const target = path.join(root, file);
const text = renderConfigSchema();
const old = await readFile(target, 'utf8').catch(() => '');
if (old !== text) {
  if (check) {
    console.error(`${file} is stale: the option table (src/options/table.ts) says otherwise; run npm run generate`);
    process.exit(1);
  }
  await writeFile(target, text);
  console.log(`wrote ${file}`);
}
