/** JSON pointers (RFC 6901) for findings. */

export function escapeToken(token: string | number): string {
  if (typeof token === 'number') return String(token);
  return token.includes('~') || token.includes('/') ? token.replace(/~/g, '~0').replace(/\//g, '~1') : token;
}

/** `pointer('/results', 3, 'code')` → `/results/3/code`. Built for every checked field, so kept cheap. */
export function pointer(base: string, ...tokens: (string | number)[]): string {
  let out = base;
  for (const t of tokens) out += '/' + escapeToken(t);
  return out;
}
