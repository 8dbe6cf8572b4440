// The kit's validators, compiled ahead of time. Compiling costs Ajv about half a second of CPU per
// process (every schema added, then each validator built), so the build does it once
// (scripts/build-validators.mjs writes dist/src/generated/validators/<schema>.cjs, Ajv standalone
// code) and the kit loads plain functions (src/base/schemas.ts). Each schema file is one CommonJS
// module, loaded synchronously on the first call of one of its validators, exporting the validator
// of the schema (`root`) and of each of its $defs; src/generated/validators/index.ts names them all.
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schemaDir = path.join(root, 'schemas');
const require = createRequire(import.meta.url);
const SCHEMA_BASE = 'https://stringent.dev/schemas/';

/**
 * References also compiled with their `format` keywords left out, for callers that judge those
 * fields themselves and would drop the format errors: the addresses of statistics items and
 * component records are judged by URL-ABSOLUTE and the shape rules, and the uri format's regex,
 * run on each, took half the time of validating a statistics item. Each schema file with such
 * references gets a second module, <module>.without-formats.cjs, exporting them under the same names.
 */
const WITHOUT_FORMATS = ['component.schema.json#/$defs/listShape', 'component.schema.json#/$defs/olderShape', 'statistics-item.schema.json#/$defs/reduced'];

/** The Ajv every validator of the kit is compiled with (`formats: false`: format keywords ignored). */
function kitAjv(schemas, formats = true) {
  const { Ajv2020 } = require('ajv/dist/2020.js');
  const ajvFormats = require('ajv-formats');
  const addFormats = ajvFormats.default ?? ajvFormats;
  // strictRequired is off: shape variants are composed with allOf (e.g. the list-shaped language
  // object is the older shape plus a required population), so a variant requires a property that
  // the schema it extends defines.
  const ajv = new Ajv2020({
    strict: true,
    strictRequired: false,
    allErrors: true,
    allowUnionTypes: true,
    validateFormats: formats,
    code: { source: true, lines: true },
  });
  // Fast mode: the formats are sanity checks only (URL-ABSOLUTE and the shape rules judge addresses,
  // STA-LAST-CHANGE judges timestamps), and full mode's uri regex dominates validation time.
  addFormats(ajv, { mode: 'fast' });
  for (const { schema } of schemas) ajv.addSchema(schema);
  return ajv;
}

/** Each schema file with its module name and the references it exports (export name → $id reference). */
async function modules() {
  const names = (await readdir(schemaDir)).filter((n) => n.endsWith('.schema.json')).sort();
  const out = [];
  for (const name of names) {
    const schema = JSON.parse(await readFile(path.join(schemaDir, name), 'utf8'));
    if (schema.$id !== SCHEMA_BASE + name) throw new Error(`schemas/${name}: its $id must be ${SCHEMA_BASE}${name}`);
    const refs = [{ ref: name, name: 'root' }];
    for (const def of Object.keys(schema.$defs ?? {}).sort()) {
      if (!/^[A-Za-z][A-Za-z0-9]*$/.test(def)) throw new Error(`schemas/${name}: $defs name ${def} is no identifier`);
      refs.push({ ref: `${name}#/$defs/${def}`, name: def });
    }
    out.push({ name, schema, module: name.replace(/\.schema\.json$/, ''), refs });
  }
  const known = new Set(out.flatMap((m) => m.refs.map((r) => r.ref)));
  for (const ref of WITHOUT_FORMATS) if (!known.has(ref)) throw new Error(`WITHOUT_FORMATS names ${ref}, which no schema defines`);
  return out;
}

/** The references of a schema file compiled without formats too, and the module they are in. */
function withoutFormats(m) {
  return { module: `${m.module}.without-formats`, refs: m.refs.filter((r) => WITHOUT_FORMATS.includes(r.ref)) };
}

/** src/generated/validators/index.ts: every reference a caller may ask a validator for, with its module and export. */
export async function validatorIndex() {
  const all = await modules();
  const entries = all.flatMap((m) => m.refs.map((r) => `  '${r.ref}': ['${m.module}', '${r.name}'],`));
  const without = all.flatMap((m) => {
    const w = withoutFormats(m);
    return w.refs.map((r) => `  '${r.ref}': ['${w.module}', '${r.name}'],`);
  });
  return (
    `/* Generated from schemas/ by scripts/generate-types.mjs. Do not edit by hand. */\n\n` +
    `/** Each schema and $defs entry a validator exists for, with its module (built to ./<module>.cjs) and export. */\n` +
    `export const VALIDATORS = {\n${entries.join('\n')}\n} as const;\n\n` +
    `/** A schema reference the kit has a validator for, e.g. 'statistics-item.schema.json#/$defs/reduced'. */\n` +
    `export type ValidatorRef = keyof typeof VALIDATORS;\n\n` +
    `/** The references also compiled with their format keywords left out (scripts/validators.mjs, WITHOUT_FORMATS). */\n` +
    `export const VALIDATORS_WITHOUT_FORMATS = {\n${without.join('\n')}\n} as const;\n\n` +
    `export type WithoutFormatsRef = keyof typeof VALIDATORS_WITHOUT_FORMATS;\n`
  );
}

/** Module name → its standalone code. */
export async function validatorModules() {
  const { default: standaloneCode } = require('ajv/dist/standalone/index.js');
  const all = await modules();
  const out = new Map();
  for (const m of all) {
    // An Ajv of its own per module: its code does not depend on what another module compiled first.
    const ajv = kitAjv(all);
    const refs = Object.fromEntries(m.refs.map((r) => [r.name, SCHEMA_BASE + r.ref]));
    out.set(m.module, `// Compiled from schemas/${m.name} by scripts/build-validators.mjs (Ajv standalone code).\n${standaloneCode(ajv, refs)}\n`);
    const w = withoutFormats(m);
    if (w.refs.length === 0) continue;
    const plain = kitAjv(all, false);
    const wRefs = Object.fromEntries(w.refs.map((r) => [r.name, SCHEMA_BASE + r.ref]));
    out.set(
      w.module,
      `// Compiled from schemas/${m.name} without its format keywords by scripts/build-validators.mjs (Ajv standalone code).\n${standaloneCode(plain, wRefs)}\n`,
    );
  }
  return out;
}
