/**
 * One Ajv (strict, JSON Schema 2020-12) for the whole process. Every schema in schemas/ is added
 * once by its $id; validators are compiled on first use and cached by Ajv. Never compile in a loop.
 *
 * Nothing happens at import: Ajv is loaded when the first validator judges something, and each
 * validator is compiled when it is first called, so a run that judges nothing yet (a check up to
 * its first request) pays for neither.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Ajv2020, AnySchema, ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { SCHEMA_DIR } from './paths.js';
import { fractionsIn, holdsFractions, type WrittenFraction } from './json-parse.js';

export const SCHEMA_BASE = 'https://stringent.dev/schemas/';

type AddFormats = (ajv: Ajv2020, options?: { mode: 'fast' | 'full' }) => Ajv2020;

let ajv: Ajv2020 | undefined;

function instance(): Ajv2020 {
  if (ajv) return ajv;
  // Ajv and ajv-formats are CommonJS: required here, on first use, rather than imported by every start.
  const require = createRequire(import.meta.url);
  const { Ajv2020: Ajv } = require('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
  const ajvFormats = require('ajv-formats') as { default?: AddFormats } & AddFormats;
  const addFormats = ajvFormats.default ?? ajvFormats;
  // strictRequired is off: shape variants are composed with allOf (e.g. the list-shaped language
  // object is the older shape plus a required population), so a variant requires a property that
  // the schema it extends defines.
  const a = new Ajv({ strict: true, strictRequired: false, allErrors: true, allowUnionTypes: true });
  // Fast mode: the formats are sanity checks only (URL-ABSOLUTE and the shape rules judge addresses,
  // STA-LAST-CHANGE judges timestamps), and full mode's uri regex dominates validation time.
  addFormats(a, { mode: 'fast' });
  for (const name of readdirSync(SCHEMA_DIR)
    .filter((n) => n.endsWith('.schema.json'))
    .sort()) {
    a.addSchema(JSON.parse(readFileSync(path.join(SCHEMA_DIR, name), 'utf8')) as AnySchema);
  }
  ajv = a;
  return a;
}

/** The compiled validator of a schema by its $id. */
function compiled(id: string): ValidateFunction {
  const v = instance().getSchema(id);
  if (!v) throw new Error(`no schema ${id}`);
  return v;
}

const judgedOnText = new Map<string, ValidateFunction>();

/**
 * The validator of a schema, e.g. `validator('statistics-item.schema.json#/$defs/full')`, judging
 * numbers on their text: where the schema asks for an integer, a number written as a fraction that
 * its double reads as an integer (9007199254740993.5) is the type error it would be were the double
 * exact (see json-parse.ts). Ajv judges doubles, so such a value is validated a second time with a
 * stand-in fraction (0.5) in each such place, and only the `type` errors at those places are added.
 * The schema is compiled on the validator's first call.
 */
export function validator(ref: string): ValidateFunction {
  const id = ref.startsWith('https:') ? ref : SCHEMA_BASE + ref;
  const known = judgedOnText.get(id);
  if (known) return known;
  let v: ValidateFunction | undefined;
  const judged = onText(() => (v ??= compiled(id)));
  judgedOnText.set(id, judged);
  return judged;
}

/** An error about a number written as a fraction: the text as written. */
export type WrittenError = ErrorObject & { writtenAs: string };

function onText(compile: () => ValidateFunction): ValidateFunction {
  // Called for every item of a crawl: no rest arguments, and one lookup when the value holds no such fraction.
  const judged = function (this: unknown, data: unknown, context?: unknown): boolean {
    const v = compile();
    const ok = (v as (this: unknown, data: unknown, context?: unknown) => boolean).call(this, data, context);
    judged.errors = v.errors;
    if (!holdsFractions(data)) return ok;
    const fractions = fractionsIn(data);
    const errors = v.errors ? [...v.errors] : [];
    v(withStandIns(data, fractions));
    const at = new Map(fractions.map((f) => [f.pointer, f.text]));
    const added = (v.errors ?? [])
      .filter((e) => e.keyword === 'type' && at.has(e.instancePath) && !errors.some((x) => x.instancePath === e.instancePath && x.keyword === 'type'))
      .map((e): WrittenError => ({ ...e, message: `${e.message ?? 'must be integer'}, not ${at.get(e.instancePath)!}`, writtenAs: at.get(e.instancePath)! }));
    judged.errors = errors.length + added.length > 0 ? [...errors, ...added] : null;
    return ok && added.length === 0;
  } as unknown as ValidateFunction;
  return judged;
}

/** A copy of `value` with 0.5 in each place of `fractions` (only the holders on the way are copied). */
function withStandIns(value: unknown, fractions: readonly WrittenFraction[]): unknown {
  const root: { v: unknown } = { v: value };
  for (const { pointer } of fractions) {
    const tokens = pointer
      .slice(1)
      .split('/')
      .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
    let holder: Record<string, unknown> = root;
    let key = 'v';
    for (const t of tokens) {
      const child = holder[key] as Record<string, unknown>;
      const copy = (Array.isArray(child) ? [...child] : { ...child }) as Record<string, unknown>;
      holder[key] = copy;
      holder = copy;
      key = t;
    }
    holder[key] = 0.5;
  }
  return root.v;
}

export type { ErrorObject, ValidateFunction };
