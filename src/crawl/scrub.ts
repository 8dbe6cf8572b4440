/**
 * Removes the token (and credential --header values) from everything a run hands back. The kit never writes the token itself, but
 * a server may echo it (in a body, a header, a next link) and findings quote what servers say.
 * Iterative, so values nested thousands deep are walked without recursion.
 */
export const TOKEN_MASK = '***';

/**
 * The forms a server may echo the token in: as sent, percent-encoded, and in base64 (standard and
 * URL-safe) at each of the three byte alignments it can have inside a longer encoded text.
 */
function tokenForms(token: string): string[] {
  const forms = new Set([token, encodeURIComponent(token)]);
  const bytes = Buffer.from(token, 'utf8');
  for (let k = 0; k < 3; k++) {
    const padded = Buffer.concat([Buffer.alloc(k), bytes]);
    const start = [0, 2, 3][k]!;
    const end = Math.floor(padded.length / 3) * 4;
    for (const enc of ['base64', 'base64url'] as const) {
      const form = padded.toString(enc).slice(start, end);
      if (form.length >= 8) forms.add(form);
    }
  }
  return [...forms];
}

/** The pattern of every form of the secrets; a run scrubs with the same secrets every time, so the last one is kept. */
let last: { key: string; pattern: RegExp } | undefined;
function patternFor(secrets: readonly string[]): RegExp {
  const key = secrets.join('\n');
  if (last?.key !== key)
    last = { key, pattern: new RegExp(secrets.flatMap(tokenForms).map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'gi') };
  return last.pattern;
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
