/** JSON pointers (RFC 6901) for findings. */

export function escapeToken(token: string | number): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** `pointer('/results', 3, 'code')` → `/results/3/code`. */
export function pointer(base: string, ...tokens: (string | number)[]): string {
  return base + tokens.map((t) => '/' + escapeToken(t)).join('');
}
