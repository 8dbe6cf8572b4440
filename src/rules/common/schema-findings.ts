/**
 * Turns Ajv errors into the parts of a finding: one per problem, each at the JSON pointer of the
 * field concerned (a missing field is named by its own pointer). Families decide which requirement
 * each one belongs to.
 */
import type { ErrorObject } from '../../base/schemas.js';
import { atPointer, jsonType } from '../../base/json.js';
import { escapeToken } from './pointer.js';

export interface SchemaProblem {
  /** Pointer relative to the validated value ('' for the value itself). */
  pointer: string;
  keyword: string;
  /** The finding code (SCHEMA_CODES of the catalogue) and its args: a missing field, or another schema error. */
  code: 'missing-field' | 'invalid';
  /** `found`: what the value is, where the problem (a type) does not say it: `, not null`. */
  args: { field: string; problem?: string; found?: string };
  message: string;
  expected: unknown;
  actual: unknown;
}

export function schemaProblems(errors: readonly ErrorObject[] | null | undefined, value: unknown): SchemaProblem[] {
  const out: SchemaProblem[] = [];
  const seen = new Set<string>();
  for (const e of errors ?? []) {
    // anyOf/if branches repeat what their sub-errors already say.
    if (e.keyword === 'anyOf' || e.keyword === 'oneOf' || e.keyword === 'if') continue;
    let p: SchemaProblem;
    if (e.keyword === 'required') {
      const field = String((e.params as { missingProperty: string }).missingProperty);
      const ptr = `${e.instancePath}/${escapeToken(field)}`;
      p = {
        pointer: ptr,
        keyword: 'required',
        code: 'missing-field',
        args: { field },
        message: `required field ${field} is missing`,
        expected: 'present',
        actual: 'absent',
      };
    } else {
      const actual = atPointer(value, e.instancePath);
      const where = e.instancePath === '' ? 'value' : e.instancePath.slice(1);
      const expected = schemaExpectation(e);
      // A number written as a fraction its double reads as an integer: the text is what departs (see base/schemas.ts).
      const written = (e as { writtenAs?: unknown }).writtenAs;
      const actualShown = typeof written === 'string' ? `number ${written}` : e.keyword === 'type' ? jsonType(actual) : actual;
      const problem = e.message ?? 'does not match the schema';
      // A message says what was found: the value's type, where the problem names only the type due.
      const found = e.keyword === 'type' && typeof written !== 'string' ? `, not ${String(actualShown)}` : '';
      p = {
        pointer: e.instancePath,
        keyword: e.keyword,
        code: 'invalid',
        args: { field: where, problem, found },
        message: `${where} ${problem}${found}`,
        expected,
        actual: actualShown,
      };
    }
    const key = `${p.pointer}\u0000${p.keyword}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(p);
  }
  return out;
}

function schemaExpectation(e: ErrorObject): unknown {
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'type':
      return params.type;
    case 'minimum':
      return `>= ${String(params.limit)}`;
    case 'maximum':
      return `<= ${String(params.limit)}`;
    case 'pattern':
      return `matches ${String(params.pattern)}`;
    case 'format':
      return `format ${String(params.format)}`;
    default:
      return e.message;
  }
}

/** The first field name of a pointer ('/results/0/code' relative '' → 'results'). */
export function firstToken(ptr: string): string {
  const t = ptr.split('/')[1] ?? '';
  return t.replace(/~1/g, '/').replace(/~0/g, '~');
}
