/**
 * Removes the token (and credential --header values) from everything a run hands back. The kit never writes the token itself, but
 * a server may echo it (in a body, a header, a next link) and findings quote what servers say.
 * Iterative, so values nested thousands deep are walked without recursion.
 */
export const TOKEN_MASK = '***';

/** Replaces every occurrence of each secret in the strings of `value` (keys included), in place where it can. */
export function scrubToken<T>(value: T, token: string | readonly string[] | undefined): T {
  const secrets = (typeof token === 'string' ? [token] : (token ?? [])).filter((s) => s !== '');
  if (secrets.length === 0) return value;
  const clean = (s: string): string => {
    let out = s;
    for (const secret of secrets) if (out.includes(secret)) out = out.split(secret).join(TOKEN_MASK);
    return out;
  };
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
