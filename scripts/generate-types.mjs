#!/usr/bin/env node
// Generates src/generated/*.ts from schemas/*.schema.json. The schemas are the source of truth;
// the generated files are committed, and a test fails when running this script would change one.
// Usage: node scripts/generate-types.mjs [--check]
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { compile } from 'json-schema-to-typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schemaDir = path.join(root, 'schemas');
const outDir = path.join(root, 'src', 'generated');
const check = process.argv.includes('--check');

export async function generateAll() {
  const out = new Map();
  const names = (await readdir(schemaDir)).filter((n) => n.endsWith('.schema.json')).sort();
  for (const name of names) {
    const schema = JSON.parse(await readFile(path.join(schemaDir, name), 'utf8'));
    const ts = await compile(schema, schema.title ?? name, {
      cwd: schemaDir,
      bannerComment: `/* Generated from schemas/${name} by scripts/generate-types.mjs. Do not edit by hand. */`,
      unreachableDefinitions: true,
      additionalProperties: false,
      strictIndexSignatures: true,
      format: true,
      style: { singleQuote: true, printWidth: 120 },
    });
    out.set(name.replace(/\.schema\.json$/, '.ts'), ts);
  }
  return out;
}

const files = await generateAll();
let stale = 0;
for (const [file, ts] of files) {
  const target = path.join(outDir, file);
  const current = await readFile(target, 'utf8').catch(() => null);
  if (current === ts) continue;
  if (check) {
    stale++;
    process.stderr.write(`stale: src/generated/${file}\n`);
  } else {
    await writeFile(target, ts);
    process.stdout.write(`wrote src/generated/${file}\n`);
  }
}
if (check && stale > 0) {
  process.stderr.write(`${stale} generated file(s) differ from the schemas; run npm run generate\n`);
  process.exit(1);
}
