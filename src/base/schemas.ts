/**
 * The validators of schemas/, compiled ahead of time: the build (scripts/build-validators.mjs) compiles
 * each schema and $defs entry with Ajv (strict, JSON Schema 2020-12, every error) into standalone
 * code, one CommonJS module per schema file under dist/src/generated/validators/. The kit loads a
 * module on the first call of one of its validators and never compiles: compiling cost Ajv about
 * half a second of CPU in every process that judged anything.
 */
import { createRequire } from 'node:module';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { VALIDATORS, VALIDATORS_WITHOUT_FORMATS, type ValidatorRef, type WithoutFormatsRef } from '../generated/validators/index.js';
import { fractionsIn, holdsFractions, type WrittenFraction } from './json-parse.js';

export type { ValidatorRef, WithoutFormatsRef };

const load = createRequire(import.meta.url);

/** The compiled validator of a schema reference: the export `name` of the module. */
function compiled(ref: string, [module, name]: readonly [string, string]): ValidateFunction {
  // CommonJS, so that a validator can be loaded on its first (synchronous) call.
  const v = (load(`../generated/validators/${module}.cjs`) as Record<string, ValidateFunction | undefined>)[name];
  if (!v) throw new Error(`no validator ${ref}`);
  return v;
}

/*
 * The validators made so far, by schema reference. Process-wide: a validator is compiled by the build
 * from the package's schemas, the same for every run, and holds nothing of a run but the errors of its
 * last call (Ajv's `errors`), which a caller reads in the same synchronous turn as the call, before
 * any other run can call it.
 */
const judgedOnText = new Map<ValidatorRef, TextValidator>();
const judgedWithoutFormats = new Map<WithoutFormatsRef, TextValidator>();

/**
 * A validator judging numbers on their text, with `plain`: the same judgement of a value whose
 * document holds no number written as a fraction (holdsFractions of the document is false, so none
 * of its values holds one), made without asking the value. A caller that judges many values of one
 * document asks the document once and calls `plain` for each value of a document without any.
 * `plain` leaves its errors in the validator's `errors`.
 */
export type TextValidator = ValidateFunction & { readonly plain: (data: unknown) => boolean };

/**
 * The validator of a schema, e.g. `validator('statistics-item.schema.json#/$defs/full')`, judging
 * numbers on their text: where the schema asks for an integer, a number written as a fraction that
 * its double reads as an integer (9007199254740993.5) is the type error it would be were the double
 * exact (see json-parse.ts). Ajv judges doubles, so such a value is validated a second time with a
 * stand-in fraction (0.5) in each such place, and only the `type` errors at those places are added.
 * The schema's validators are loaded on the validator's first call.
 */
export function validator(ref: ValidatorRef): TextValidator {
  return judgedOnce(judgedOnText, ref, VALIDATORS[ref]);
}

/**
 * The validator of a schema with its `format` keywords left out (compiled so by the build, for the
 * references scripts/validators.mjs names), for a caller that judges the formatted fields itself.
 * Numbers are judged on their text, as validator() does.
 */
export function validatorWithoutFormats(ref: WithoutFormatsRef): TextValidator {
  return judgedOnce(judgedWithoutFormats, ref, VALIDATORS_WITHOUT_FORMATS[ref]);
}

/** The validator of `ref` judging numbers on their text, made once per reference; its module is loaded on its first call. */
function judgedOnce<R extends string>(made: Map<R, TextValidator>, ref: R, where: readonly [string, string]): TextValidator {
  const known = made.get(ref);
  if (known) return known;
  let v: ValidateFunction | undefined;
  const judged = onText(() => (v ??= compiled(ref, where)));
  made.set(ref, judged);
  return judged;
}

/** An error about a number written as a fraction: the text as written. */
export type WrittenError = ErrorObject & { writtenAs: string };

/**
 * The context of a validation from the top of a document, as Ajv's code takes it when given none:
 * passed so that its default (two new objects per call) is not made for every item of a crawl.
 * Ajv's code reads dynamicAnchors and passes it on, never writes it.
 */
const TOP_LEVEL = Object.freeze({
  instancePath: '',
  parentData: undefined,
  parentDataProperty: undefined,
  rootData: undefined,
  dynamicAnchors: Object.freeze({}),
});

function onText(compile: () => ValidateFunction): TextValidator {
  // Called for every item of a crawl: no rest arguments, and one lookup when the value holds no such fraction.
  const judged = function (this: unknown, data: unknown, context?: unknown): boolean {
    const v = compile();
    const ok = (v as (this: unknown, data: unknown, context?: unknown) => boolean).call(this, data, context ?? TOP_LEVEL);
    judged.errors = v.errors ?? null;
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
  } as unknown as ValidateFunction & { plain: (data: unknown) => boolean };
  judged.plain = (data: unknown): boolean => {
    const v = compile();
    const ok = (v as (this: unknown, data: unknown, context?: unknown) => boolean).call(undefined, data, TOP_LEVEL);
    judged.errors = v.errors ?? null;
    return ok;
  };
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
