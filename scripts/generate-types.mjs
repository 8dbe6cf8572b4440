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

/** The title of the schema a `$ref` into another file points at: the root's or a $defs entry's. */
function refTitle(schemas, ref) {
  const [file, fragment = ''] = ref.split('#');
  let node = schemas.get(file);
  for (const token of fragment.split('/').filter(Boolean)) node = node?.[token];
  if (!node?.title) throw new Error(`${ref}: the referenced schema has no title to name its type`);
  return { module: file.replace(/\.schema\.json$/, ''), title: node.title };
}

/**
 * A copy of `node` where every `$ref` into another schema file is replaced by the name of the type
 * it points at (json-schema-to-typescript's `tsType`); `onRef` collects what to import.
 */
function withExternalRefsNamed(node, schemas, onRef) {
  if (Array.isArray(node)) return node.map((v) => withExternalRefsNamed(v, schemas, onRef));
  if (!node || typeof node !== 'object') return node;
  if (typeof node.$ref === 'string' && !node.$ref.startsWith('#')) {
    const target = refTitle(schemas, node.$ref);
    onRef(target);
    const { $ref, ...rest } = node;
    return { ...withExternalRefsNamed(rest, schemas, onRef), tsType: target.title };
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, withExternalRefsNamed(v, schemas, onRef)]));
}

export async function generateAll() {
  const out = new Map();
  const names = (await readdir(schemaDir)).filter((n) => n.endsWith('.schema.json')).sort();
  const schemas = new Map();
  for (const name of names) schemas.set(name, JSON.parse(await readFile(path.join(schemaDir, name), 'utf8')));
  for (const name of names) {
    // Each file declares its own types and imports those of the files it refers to, so that every
    // type is generated once.
    const imports = new Map();
    const local = withExternalRefsNamed(schemas.get(name), schemas, ({ module, title }) => {
      if (!imports.has(module)) imports.set(module, new Set());
      imports.get(module).add(title);
    });
    const importLines = [...imports]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([module, titles]) => `import type { ${[...titles].sort().join(', ')} } from './${module}.js';`)
      .join('\n');
    const banner = `/* Generated from schemas/${name} by scripts/generate-types.mjs. Do not edit by hand. */`;
    const ts = await compile(local, local.title ?? name, {
      cwd: schemaDir,
      bannerComment: importLines ? `${banner}\n\n${importLines}` : banner,
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
