/** Reading HTTP header values (§1): media types and comma-separated token lists. Pure. */

/** The media type of a Content-Type value, lower-cased, without parameters; '' when absent. */
export function mediaType(value: string | undefined): string {
  if (value === undefined) return '';
  // Asked twice of every answer, and the answers of a server carry one or two values: the last is kept.
  if (value === LAST_MEDIA_TYPE.value) return LAST_MEDIA_TYPE.type;
  const type = (value.split(';')[0] ?? '').trim().toLowerCase();
  LAST_MEDIA_TYPE.type = type;
  LAST_MEDIA_TYPE.value = value;
  return type;
}

/**
 * The media type of the value last asked about. Process-wide, and no run's state: the type is a pure
 * function of the value, and the two are set together in synchronous code, so a run that finds
 * another run's entry finds the answer it would compute, and one that does not computes its own.
 */
const LAST_MEDIA_TYPE: { value: string | undefined; type: string } = { value: undefined, type: '' };

/** The tokens of a comma-separated header list, trimmed and upper-cased; empty elements dropped. */
export function tokens(value: string | undefined): string[] {
  return exactTokens(value).map((t) => t.toUpperCase());
}

/** The tokens of a comma-separated header list, trimmed, case kept; empty elements dropped. */
function exactTokens(value: string | undefined): string[] {
  if (value === undefined) return [];
  return value
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');
}

/** The methods §1 allows on every shown endpoint. */
export const REQUIRED_ALLOW: readonly string[] = ['GET', 'HEAD', 'OPTIONS'];

/**
 * Whether two Allow values name the same set of methods (order and spacing aside). Method names
 * are case-sensitive (RFC 9110 §9.1): `get` is not `GET`.
 */
export function sameMethods(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  const x = new Set(exactTokens(a));
  const y = new Set(exactTokens(b));
  return x.size === y.size && [...x].every((m) => y.has(m));
}

/** Whether an Allow value names exactly GET, HEAD and OPTIONS. */
export function allowIsRequired(value: string | undefined): boolean {
  return value !== undefined && sameMethods(value, REQUIRED_ALLOW.join(', '));
}

/** Whether a Vary value includes Accept; `*` (varies on everything) includes it too. */
export function varyIncludesAccept(value: string | undefined): boolean {
  const t = tokens(value);
  return t.includes('ACCEPT') || t.includes('*');
}
