/**
 * Parsing answer bodies as JSON without losing integers beyond 2^53. JSON.parse reads every number
 * as a double, so 9007199254740993 becomes 9007199254740992 and two distinct ids could look equal.
 * Only a body whose text holds a run of 16 or more digits can carry such an integer; only that body
 * is parsed with lossless-json, which hands over each number's text. The value is the same as
 * JSON.parse gives (numbers stay numbers, so schemas and rules see no difference); the exact text
 * of each unsafe integer is kept beside its holder, for the rules that compare identities.
 */
import { isLosslessNumber, LosslessNumber, parse as parseLossless } from 'lossless-json';

const exactTexts = new WeakMap<object, Map<string, string>>();
const LONG_DIGITS = /\d{16}/;

function parseNumber(text: string): unknown {
  const n = Number(text);
  return Number.isInteger(n) && !Number.isSafeInteger(n) && /^-?\d+$/.test(text) ? new LosslessNumber(text) : n;
}

function keepExact(this: unknown, key: string, value: unknown): unknown {
  if (!isLosslessNumber(value)) return value;
  const holder = this as object;
  let texts = exactTexts.get(holder);
  if (!texts) exactTexts.set(holder, (texts = new Map()));
  texts.set(key, value.value);
  return Number(value.value);
}

/** JSON.parse, except that integers beyond 2^53 keep their exact text (see exactInteger). Throws like JSON.parse. */
export function parseJson(text: string): unknown {
  if (!LONG_DIGITS.test(text)) return JSON.parse(text);
  try {
    return parseLossless(text, keepExact, parseNumber);
  } catch {
    // lossless-json refuses what JSON.parse accepts (duplicate keys): read it as JSON.parse does.
    return JSON.parse(text);
  }
}

/** The exact text of the integer at `holder[key]` when it lies beyond 2^53, else undefined. */
export function exactInteger(holder: object, key: string): string | undefined {
  return exactTexts.get(holder)?.get(key);
}

/** The integer at `holder[key]` as exact text: its source text beyond 2^53, else String(value). */
export function integerText(holder: Record<string, unknown>, key: string): string {
  return exactInteger(holder, key) ?? String(holder[key]);
}
