/**
 * Parsing answer bodies as JSON, numbers judged on the text the server wrote. JSON.parse reads every
 * number as a double, which loses two things a rule may need:
 *
 * - integers beyond 2^53: 9007199254740993 becomes 9007199254740992, and two distinct ids look equal;
 * - fractions the double rounds away: 9007199254740993.5 becomes 9007199254740994, an integer, so an
 *   id or count written as a fraction would pass as one (JSON Schema's `integer` judges the double).
 *
 * Only a body that holds such a number (holdsMisreadNumber) is parsed with lossless-json, which hands
 * over each number's text.
 * The value is the same as JSON.parse gives (numbers stay numbers, so schemas and rules see no
 * difference); the text of each number above is kept beside its holder. Every holder on the way
 * from the root to such a fraction is marked, so that finding them (`fractionsIn`) costs one lookup
 * on a document without any.
 *
 * A number is an integer when its text denotes one: `1.0`, `1e3` and `150e-1` are integers (1, 1000
 * and 15, exactly) and are accepted where an integer is asked for; `3.5`, `15e-1` and
 * `9007199254740993.5` are not. That is JSON Schema's `integer` ("a number with a zero fractional
 * part") applied to the number written rather than to the double it reads as.
 */
import { isLosslessNumber, LosslessNumber, parse as parseLossless } from 'lossless-json';
import { deepSpans, NESTING_MAX, textDepth } from './json-depth.js';

/*
 * The exact texts of a document's numbers are kept beside its values, keyed by the objects that hold
 * them (each parse makes objects of its own). No run can reach another run's objects, and an entry
 * goes with its object, so these tables share nothing between runs: they are process-wide only as
 * the heap is.
 */
/** Holder → key → text, for integers beyond 2^53. */
const exactTexts = new WeakMap<object, Map<string, string>>();
/** Holder → key → text, for numbers whose text is a fraction while their double is an integer. */
const fractionTexts = new WeakMap<object, Map<string, string>>();
/**
 * The mark of a holder that holds such a fraction, itself or below it: a non-enumerable own property
 * of the value itself, so that whether a value holds one is known from the value alone (not from
 * what other documents, of this run or another, held). Reading a property no object of a document
 * has is one inline-cached load, where a WeakSet lookup would give each object an identity hash;
 * JSON.stringify, Object.keys, spreading and structuredClone do not see the mark.
 */
const HOLDS_FRACTION: unique symbol = Symbol('holds a fraction');
type Marked = { [HOLDS_FRACTION]?: true };

function mark(holder: object): void {
  if ((holder as Marked)[HOLDS_FRACTION] !== true) Object.defineProperty(holder, HOLDS_FRACTION, { value: true });
}

function marked(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as Marked)[HOLDS_FRACTION] === true;
}

const NUMBER = /^-?(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/** Whether the JSON number text denotes an integer (exactly, not as a double). */
export function denotesInteger(text: string): boolean {
  const m = NUMBER.exec(text);
  if (!m) return false;
  const digits = (m[1] ?? '') + (m[2] ?? '');
  const significant = digits.replace(/0+$/, '');
  if (/^0*$/.test(significant)) return true;
  const trailingZeros = digits.length - significant.length;
  const exponent = Number(m[3] ?? '0') - (m[2]?.length ?? 0);
  return exponent + trailingZeros >= 0;
}

/** Whether JSON.parse would misread this number text: an integer beyond 2^53, or a fraction whose double is an integer. */
function misread(text: string): boolean {
  const n = Number(text);
  if (!Number.isInteger(n)) return false;
  return !denotesInteger(text) || (!Number.isSafeInteger(n) && /^-?\d+$/.test(text));
}

/** Whether the character can be part of a JSON number: 0-9 . e E + -. */
function numberChar(c: number): boolean {
  return (c >= 48 && c <= 57) || c === 46 || c === 101 || c === 69 || c === 43 || c === 45;
}

/**
 * Whether the text holds a number that JSON.parse would misread. There are two kinds, and each is
 * looked for in its own way, so that a statistics page (dates, addresses and short percentages
 * everywhere) is read in microseconds and JSON.parse reads it, where a regular expression over every
 * digit cost as much as JSON.parse itself and sent the page to the slower lossless parser for nothing:
 *
 * - sixteen digits or more: an integer beyond 2^53, or a fraction whose double is an integer (a
 *   number of fifteen digits or fewer is within 2^53, and its fraction is more than half a step of
 *   its double away from any integer). Such a number spans at least sixteen characters that can make
 *   up a number, so probing every sixteenth character lands in it; only a run of such characters
 *   with that many digits is read as a number and judged.
 * - a number so small that its double is 0 (below 2.5e-324): with fifteen digits or fewer, it is
 *   written with a negative exponent of three digits or more, so each '-' is looked at (found by
 *   indexOf, which is fast where a loop over characters is not) for an 'e' before it and three
 *   digits after.
 */
export function holdsMisreadNumber(text: string): boolean {
  const n = text.length;
  for (let i = LONG - 1; i < n; i += LONG) {
    if (!numberChar(text.charCodeAt(i))) continue;
    const start = runStart(text, i);
    const end = runEnd(text, i + 1);
    if (end - start >= LONG && digitsIn(text, start, end) >= LONG && misread(text.slice(start, end))) return true;
    // The next run starts after `end`; a probe at end + LONG - 1 lies within any LONG characters from there.
    i = end - 1;
  }
  for (let at = text.indexOf('-'); at >= 0; at = text.indexOf('-', at + 1)) {
    const e = text.charCodeAt(at - 1);
    if ((e === 101 || e === 69) && isDigit(text.charCodeAt(at + 1)) && isDigit(text.charCodeAt(at + 2)) && isDigit(text.charCodeAt(at + 3))) {
      if (misread(text.slice(runStart(text, at), runEnd(text, at + 1)))) return true;
    }
  }
  return false;
}

/** The fewest digits of a number JSON.parse can misread other than by underflow. */
const LONG = 16;

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Where the run of number characters that holds position `i` begins. */
function runStart(text: string, i: number): number {
  let start = i;
  while (start > 0 && numberChar(text.charCodeAt(start - 1))) start--;
  return start;
}

/** Where the run of number characters that goes on at position `from` ends. */
function runEnd(text: string, from: number): number {
  let end = from;
  while (end < text.length && numberChar(text.charCodeAt(end))) end++;
  return end;
}

function digitsIn(text: string, start: number, end: number): number {
  let digits = 0;
  for (let k = start; k < end; k++) if (isDigit(text.charCodeAt(k))) digits++;
  return digits;
}

/** A number lossless-json hands over whose double is an integer its text is not. */
class Fraction {
  constructor(readonly text: string) {}
}

function parseNumber(text: string): unknown {
  const n = Number(text);
  if (!Number.isInteger(n)) return n;
  if (!denotesInteger(text)) return new Fraction(text);
  return !Number.isSafeInteger(n) && /^-?\d+$/.test(text) ? new LosslessNumber(text) : n;
}

function remember(store: WeakMap<object, Map<string, string>>, holder: object, key: string, text: string): void {
  let texts = store.get(holder);
  if (!texts) store.set(holder, (texts = new Map<string, string>()));
  texts.set(key, text);
}

function keepExact(this: unknown, key: string, value: unknown): unknown {
  const holder = this as object;
  if (value instanceof Fraction) {
    remember(fractionTexts, holder, key, value.text);
    mark(holder);
    return Number(value.text);
  }
  if (marked(value)) mark(holder);
  if (!isLosslessNumber(value)) return value;
  remember(exactTexts, holder, key, value.value);
  return Number(value.value);
}

/**
 * A body that breaks JSON only in a way a reader can see past, read as the JSON text it holds, with
 * how it breaks JSON: a leading byte order mark (U+FEFF), which RFC 8259 §8.1 forbids in JSON sent
 * over a network and which common readers skip (Python's json.loads refuses it, requests and .NET
 * read past it). The text after it has one reading. Undefined for any other body: one cut short, or
 * with anything before or after the value, has no reading a client can be sure of.
 */
export function seenPast(text: string): { text: string; departure: string } | undefined {
  if (text.charCodeAt(0) !== 0xfeff) return undefined;
  return { text: text.slice(1), departure: 'the body starts with a byte order mark (U+FEFF), which RFC 8259 §8.1 forbids in JSON sent over a network' };
}

/** JSON.parse, except that numbers the double misrepresents keep their text (see exactInteger, fractionsIn). Throws like JSON.parse. */
export function parseJson(text: string): unknown {
  if (!holdsMisreadNumber(text)) return JSON.parse(text);
  if (textDepth(text) > NESTING_MAX) return parseNested(text);
  try {
    return parseLossless(text, keepExact, parseNumber);
  } catch {
    // lossless-json refuses what JSON.parse accepts (duplicate keys): read it as JSON.parse does.
    return JSON.parse(text);
  }
}

/**
 * A text nested past NESTING_MAX that holds a misread number: lossless-json descends recursively,
 * so it reads the text with each part past the limit left out (a 0 in its place), and JSON.parse,
 * which does not recurse, reads those parts. The value is JSON.parse's, with the numbers above the
 * limit kept exact; the rule engine cuts the parts past the limit (base/json-depth.ts).
 */
function parseNested(text: string): unknown {
  const whole: unknown = JSON.parse(text);
  let shallow = '';
  let from = 0;
  for (const [start, end] of deepSpans(text)) {
    shallow += text.slice(from, start) + '0';
    from = end;
  }
  shallow += text.slice(from);
  let exact: unknown;
  try {
    exact = parseLossless(shallow, keepExact, parseNumber);
  } catch {
    return whole;
  }
  // The two values have the same shape down to the limit; below it, the parts left out are JSON.parse's.
  const pairs: [unknown, unknown][] = [[exact, whole]];
  while (pairs.length > 0) {
    const [e, w] = pairs.pop()!;
    if (typeof e !== 'object' || e === null || typeof w !== 'object' || w === null) continue;
    for (const k of Object.keys(w)) {
      const ev = (e as Record<string, unknown>)[k];
      const wv = (w as Record<string, unknown>)[k];
      if (typeof wv !== 'object' || wv === null) continue;
      if (typeof ev === 'object' && ev !== null) pairs.push([ev, wv]);
      else (e as Record<string, unknown>)[k] = wv;
    }
  }
  return exact;
}

/** The exact text of the integer at `holder[key]` when it lies beyond 2^53, else undefined. */
export function exactInteger(holder: object, key: string): string | undefined {
  return exactTexts.get(holder)?.get(key);
}

/** The integer at `holder[key]` as exact text: its source text beyond 2^53, else String(value). */
export function integerText(holder: Record<string, unknown>, key: string): string {
  return exactInteger(holder, key) ?? String(holder[key]);
}

/** The text of the number at `holder[key]` when it was written as a fraction its double reads as an integer. */
export function fractionText(holder: unknown, key: string): string | undefined {
  return typeof holder === 'object' && holder !== null ? fractionTexts.get(holder)?.get(key) : undefined;
}

/** One number written as a fraction whose double is an integer: its JSON pointer (relative to the value searched) and text. */
export interface WrittenFraction {
  pointer: string;
  text: string;
}

const token = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Whether `value` holds a number written as a fraction that its double reads as an integer: one lookup. */
export function holdsFractions(value: unknown): boolean {
  return marked(value);
}

/** Every number in `value` written as a fraction that its double reads as an integer; [] at the cost of one lookup when none. */
export function fractionsIn(value: unknown): WrittenFraction[] {
  const out: WrittenFraction[] = [];
  const walk = (v: unknown, at: string): void => {
    if (!marked(v) || typeof v !== 'object' || v === null) return;
    for (const [key, text] of fractionTexts.get(v) ?? []) out.push({ pointer: `${at}/${token(key)}`, text });
    for (const [key, child] of Object.entries(v)) walk(child, `${at}/${token(key)}`);
  };
  walk(value, '');
  return out;
}
