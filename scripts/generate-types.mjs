#!/usr/bin/env node
// Generates src/generated/*.ts from schemas/*.schema.json: the types, and the index of the
// validators the build compiles (src/generated/validators/index.ts; see scripts/validators.mjs). The
// schemas are the source of truth; the generated files are committed, and a test fails when running
// this script would change one.
// Usage: node scripts/generate-types.mjs [--check]
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { validatorIndex } from './validators.mjs';

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
    const rest = { ...node };
    delete rest.$ref;
    return { ...withExternalRefsNamed(rest, schemas, onRef), tsType: target.title };
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, withExternalRefsNamed(v, schemas, onRef)]));
}

const ANNOTATIONS = new Set(['description', 'title', 'default', 'examples', '$comment', 'deprecated', 'readOnly', 'writeOnly']);
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs'];
const SUBSCHEMAS = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'propertyNames', 'contains'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];

/**
 * A copy of schema `node` where a schema that allows any JSON value (`{}`, or annotations only such
 * as a description) carries `tsType: 'unknown'`. The shipped schemas stay
 * free of the generator's keyword, so a consumer's strict Ajv accepts them; json-schema-to-typescript
 * would otherwise type such a field as an object.
 */
function anyValueAsUnknown(node) {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return node;
  const out = { ...node };
  for (const key of SUBSCHEMA_MAPS)
    if (out[key] && typeof out[key] === 'object') out[key] = Object.fromEntries(Object.entries(out[key]).map(([k, v]) => [k, markAny(v)]));
  for (const key of SUBSCHEMAS) if (out[key] && typeof out[key] === 'object' && !Array.isArray(out[key])) out[key] = markAny(out[key]);
  for (const key of SUBSCHEMA_LISTS) if (Array.isArray(out[key])) out[key] = out[key].map(markAny);
  return out;
}

/** The same, for a property or item schema: its own node too. */
function markAny(node) {
  const out = anyValueAsUnknown(node);
  if (out && typeof out === 'object' && !Array.isArray(out) && Object.keys(out).every((k) => ANNOTATIONS.has(k))) out.tsType = 'unknown';
  return out;
}

/**
 * Types the generator gives where the schema alone would give a worse one (a recursive "any JSON
 * value" template becomes `unknown`): a generator-only overlay, kept out of the shipped schemas so
 * that a consumer's strict Ajv meets no unknown keyword. Keys are `file#pointer`.
 */
const TS_TYPES = JSON.parse(await readFile(path.join(root, 'scripts', 'ts-types.json'), 'utf8'));

function withOverlay(name, schema) {
  const out = structuredClone(schema);
  for (const [key, tsType] of Object.entries(TS_TYPES)) {
    const [file, pointer = ''] = key.split('#');
    if (file !== name) continue;
    let node = out;
    for (const token of pointer.split('/').filter(Boolean)) node = node?.[token.replaceAll('~1', '/').replaceAll('~0', '~')];
    if (!node || typeof node !== 'object') throw new Error(`scripts/ts-types.json: ${key} points at no schema`);
    node.tsType = tsType;
  }
  return out;
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
    const local = withExternalRefsNamed(anyValueAsUnknown(withOverlay(name, schemas.get(name))), schemas, ({ module, title }) => {
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

const files = new Map([...(await generateAll()), ['validators/index.ts', await validatorIndex()]]);
await mkdir(path.join(outDir, 'validators'), { recursive: true });
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
