/**
 * One Ajv (strict, JSON Schema 2020-12) for the whole process. Every schema in schemas/ is added
 * once by its $id; validators are compiled on first use and cached by Ajv. Never compile in a loop.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import * as ajvFormats from 'ajv-formats';
import { SCHEMA_DIR } from './paths.js';

export const SCHEMA_BASE = 'https://stringent.dev/schemas/';

type AddFormats = (ajv: Ajv2020, options?: { mode: 'fast' | 'full' }) => Ajv2020;
const addFormats = ((ajvFormats as unknown as { default: AddFormats }).default ?? ajvFormats) as AddFormats;

let ajv: Ajv2020 | undefined;

function instance(): Ajv2020 {
  if (ajv) return ajv;
  // strictRequired is off: shape variants are composed with allOf (e.g. the list-shaped language
  // object is the older shape plus a required population), so a variant requires a property that
  // the schema it extends defines.
  const a = new Ajv2020({ strict: true, strictRequired: false, allErrors: true, allowUnionTypes: true });
  // Fast mode: the formats are sanity checks only (URL-ABSOLUTE and the shape rules judge addresses,
  // STA-LAST-CHANGE judges timestamps), and full mode's uri regex dominates validation time.
  addFormats(a, { mode: 'fast' });
  for (const name of readdirSync(SCHEMA_DIR).filter((n) => n.endsWith('.schema.json')).sort()) {
    a.addSchema(JSON.parse(readFileSync(path.join(SCHEMA_DIR, name), 'utf8')));
  }
  ajv = a;
  return a;
}

/** The validator of a schema, e.g. `validator('statistics-item.schema.json#/$defs/full')`. */
export function validator(ref: string): ValidateFunction {
  const id = ref.startsWith('https:') ? ref : SCHEMA_BASE + ref;
  const v = instance().getSchema(id);
  if (!v) throw new Error(`no schema ${id}`);
  return v;
}

export type { ErrorObject, ValidateFunction };
