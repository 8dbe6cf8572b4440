/**
 * Removes the token (and credential --header values) from everything a run hands back. The kit never writes the token itself, but
 * a server may echo it (in a body, a header, a next link) and findings quote what servers say.
 * Iterative, so values nested thousands deep are walked without recursion.
 */
export const TOKEN_MASK = '***';

/**
 * The forms a server may echo a secret in, as one pattern each:
 * - character by character, as sent, percent-encoded (any case of the hex digits) or as a JSON
 *   `\uXXXX` escape, in any mix (`tok%5Fen` for `tok_en`);
 * - in base64 and base64url, at each of the three byte alignments it can have inside a longer
 *   encoded text, the whole echo: the characters at either end that the secret's bits share with
 *   its neighbours match as the set of characters those bits allow, so no last character shows.
 */
function secretPatterns(secret: string): string[] {
  const perChar = [...secret].map((ch) => {
    const percent = [...Buffer.from(ch, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
    const json = [...Array(ch.length).keys()].map((i) => `\\\\u${ch.charCodeAt(i).toString(16).padStart(4, '0')}`).join('');
    return `(?:${escapeRe(ch)}|${percent}|${json})`;
  });
  const patterns = [perChar.join('')];
  const bytes = Buffer.from(secret, 'utf8');
  for (let k = 0; k < 3; k++) {
    const std = base64Pattern(bytes, k, B64);
    const url = base64Pattern(bytes, k, B64URL);
    if (std) patterns.push(std);
    if (url && url !== std) patterns.push(url);
  }
  return patterns;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The base64 of `bytes` preceded by `k` unknown bytes (and followed by unknown ones), as a pattern:
 * a character whose six bits all come from the secret is itself; one that shares bits with a
 * neighbour is the class of the characters those bits allow; one with no bit of the secret is left
 * out. Undefined when fewer than six characters are the secret's alone (too short to tell).
 */
function base64Pattern(bytes: Buffer, k: number, alphabet: string): string | undefined {
  const chars = Math.ceil(((k + bytes.length) * 8) / 6);
  const out: string[] = [];
  let whole = 0;
  for (let c = 0; c < chars; c++) {
    const allowed: string[] = [];
    for (let v = 0; v < 64; v++) {
      let fits = true;
      for (let b = 0; b < 6; b++) {
        const bit = c * 6 + b;
        const at = Math.floor(bit / 8) - k;
        if (at < 0 || at >= bytes.length) continue;
        if (((v >> (5 - b)) & 1) !== ((bytes[at]! >> (7 - (bit % 8))) & 1)) {
          fits = false;
          break;
        }
      }
      if (fits) allowed.push(alphabet[v]!);
    }
    if (allowed.length === 64) continue;
    if (allowed.length === 1) whole++;
    out.push(allowed.length === 1 ? escapeRe(allowed[0]!) : `[${allowed.map(escapeRe).join('')}]`);
  }
  return whole >= 6 ? out.join('') : undefined;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/**
 * The pattern of the secrets last asked for: a run scrubs with the same secrets every time, so one
 * entry is kept. Process-wide, and no run's state: the pattern is a pure function of the secrets it is
 * kept with, so a run that finds another run's entry finds the pattern it would make, and one that
 * does not makes its own. Used only inside one synchronous replace (which starts the pattern's
 * lastIndex at 0 and leaves it there), so two runs never use it at once.
 */
const LAST_PATTERN: { key?: string; pattern?: RegExp } = {};
function patternFor(secrets: readonly string[]): RegExp {
  const key = secrets.join('\n');
  if (LAST_PATTERN.key !== key || LAST_PATTERN.pattern === undefined) {
    LAST_PATTERN.pattern = new RegExp(secrets.flatMap(secretPatterns).join('|'), 'gi');
    LAST_PATTERN.key = key;
  }
  return LAST_PATTERN.pattern;
}

/**
 * Replaces every occurrence of each secret in the strings of `value` (keys included), in place where
 * it can: in any letter case, percent-encoded or base64-encoded.
 */
export function scrubToken<T>(value: T, token: string | readonly string[] | undefined): T {
  const secrets = (typeof token === 'string' ? [token] : (token ?? [])).filter((s) => s !== '');
  if (secrets.length === 0) return value;
  const pattern = patternFor(secrets);
  const clean = (s: string): string => s.replace(pattern, TOKEN_MASK);
  if (typeof value === 'string') return clean(value) as T;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null) continue;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const v: unknown = node[i];
        if (typeof v === 'string') node[i] = clean(v);
        else if (typeof v === 'object' && v !== null) stack.push(v);
      }
      continue;
    }
    const obj = node as Record<string, unknown>;
    for (const key of Object.keys(obj)) {
      const v = obj[key];
      const k = clean(key);
      if (k !== key) {
        delete obj[key];
        obj[k] = v;
      }
      if (typeof v === 'string') obj[k] = clean(v);
      else if (typeof v === 'object' && v !== null) stack.push(v);
    }
  }
  return value;
}
