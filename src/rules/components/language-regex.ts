/**
 * language_regex and variant_regex (§2.3) are Python regular expressions on the server (Weblate
 * compiles them with Python's `re`). The kit compiles them as JavaScript after rewriting the
 * Python-only spellings that have an exact JavaScript equivalent:
 *   (?P<name>...) → (?<name>...), (?P=name) → \k<name>, \A → ^, \Z → $, and leading inline flags
 *   (?aiLmsux) → JavaScript flags (i, m, s; a, L, u and x have no effect on the kit's check, x is
 *   refused because whitespace would change meaning).
 * Anything that still does not compile is reported: the expression is not usable as written.
 */
import { memo } from '../common/memo.js';

export interface RegexVerdict {
  ok: boolean;
  /** Why the expression does not compile (the engine's message). */
  error?: string;
}

function compilePythonRegexUncached(source: string): RegexVerdict {
  let body = source;
  let flags = '';
  const lead = /^\(\?([aiLmsux]+)\)/.exec(body);
  if (lead) {
    const f = lead[1]!;
    if (f.includes('x')) return { ok: false, error: 'verbose mode (?x) cannot be checked' };
    for (const c of ['i', 'm', 's']) if (f.includes(c)) flags += c;
    body = body.slice(lead[0].length);
  }
  body = body
    .replace(/\(\?P<([A-Za-z_]\w*)>/g, '(?<$1>')
    .replace(/\(\?P=([A-Za-z_]\w*)\)/g, '\\k<$1>')
    .replace(/(^|[^\\])((?:\\\\)*)\\A/g, '$1$2^')
    .replace(/(^|[^\\])((?:\\\\)*)\\Z/g, '$1$2$');
  try {
    new RegExp(body, flags);
    return { ok: true };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

/** `compilePythonRegex`, once per distinct text (results are shared: do not mutate them). */
export const compilePythonRegex = memo(compilePythonRegexUncached);
