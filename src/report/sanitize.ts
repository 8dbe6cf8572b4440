/**
 * Defensive redaction and bounding before any reporter sees a report. The kit never puts a
 * credential into a report, but messages and addresses carry text from the target; anything that
 * looks like a token is masked here, once, so that no format can print it. Strings are made well
 * formed and cut at a bounded size, and values nested deeper than any record are cut, so that no
 * reporter meets megabytes of text or 100,000 levels of nesting. Iterative: no recursion anywhere.
 */
import type { Report } from '../generated/report.js';

export const MASK = '***';

/** Longest string kept in a report; longer ones end "… (N bytes)". */
export const STRING_MAX = 4096;
/** Deepest nesting kept in a quoted value; deeper parts become their cut JSON text. */
export const DEPTH_MAX = 32;
/** Most items kept of one array or object in a quoted value. */
export const ITEMS_MAX = 200;

// `Authorization: Token abc`, `Authorization: Bearer abc`, `Authorization: abc`
const AUTHORIZATION = /\b(authorization\s*[:=]\s*"?)([^\s"',;]+)(\s+[^\s"',;]+)?/gi;

function maskAuthorization(_m: string, prefix: string, first: string, second: string | undefined): string {
  if (second !== undefined && /^(token|bearer|basic|digest|apikey|api-key)$/i.test(first)) return `${prefix}${first} ${MASK}`;
  return `${prefix}${MASK}${second ?? ''}`;
}

const REDACTIONS: ReadonlyArray<[RegExp, string]> = [
  // `Token abc123…`: a token-looking word (8+ characters, at least one digit or underscore)
  [/\b(token\s+)(?!\*\*\*)(?=[\w.~+/-]*[\d_])[\w.~+/-]{8,}=*/gi, `$1${MASK}`],
  // Weblate's user and project API keys
  [/\bwl[up]_[A-Za-z0-9]{8,}/gi, MASK],
  // credentials in URLs: scheme://user:password@host
  [/(\b[a-z][a-z0-9+.-]*:\/\/[^\s/:@]*:)[^\s/@]+@/gi, `$1${MASK}@`],
  // token-like query parameters
  [/([?&](?:access_token|api_key|apikey|key|token)=)[^&#\s'"]+/gi, `$1${MASK}`],
];

/** Masks anything looking like a credential in one string. */
export function redact(text: string): string {
  let out = text.replace(AUTHORIZATION, maskAuthorization);
  for (const [re, replacement] of REDACTIONS) out = out.replace(re, replacement);
  return out;
}

/** Replaces unpaired UTF-16 surrogates (which no UTF-8 output can hold) by U+FFFD. */
export function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** A string cut to STRING_MAX characters with the size of the whole, then made well formed and redacted. */
export function cleanString(text: string, max = STRING_MAX): string {
  let s = text;
  if (s.length > max) {
    let end = max - 1;
    const c = s.charCodeAt(end - 1);
    if (c >= 0xd800 && c <= 0xdbff) end--;
    s = `${s.slice(0, end)}… (${Buffer.byteLength(s, 'utf8')} bytes)`;
  }
  return redact(wellFormed(s));
}

/** A deep copy with every string cleaned, nesting past DEPTH_MAX and items past ITEMS_MAX cut. */
export function cleanValue(value: unknown, limits: { depth: number; items: number } = { depth: DEPTH_MAX, items: ITEMS_MAX }): unknown {
  const DEPTH = limits.depth;
  const ITEMS = limits.items;
  const root: { v: unknown } = { v: undefined };
  type Job = { src: unknown; set: (v: unknown) => void; depth: number };
  const jobs: Job[] = [{ src: value, set: (v) => (root.v = v), depth: 0 }];
  while (jobs.length > 0) {
    const { src, set, depth } = jobs.pop()!;
    if (typeof src === 'string') set(cleanString(src));
    else if (src === null || typeof src !== 'object') set(src);
    else if (depth >= DEPTH) set(`(nested deeper than ${DEPTH} levels; cut)`);
    else if (Array.isArray(src)) {
      const out: unknown[] = [];
      set(out);
      const n = Math.min(src.length, ITEMS);
      for (let i = 0; i < n; i++) jobs.push({ src: src[i], set: (v) => (out[i] = v), depth: depth + 1 });
      if (src.length > n) out[n] = `… (${src.length - n} more items)`;
    } else {
      const out: Record<string, unknown> = {};
      set(out);
      let i = 0;
      let total = 0;
      for (const k in src as Record<string, unknown>) {
        if (!Object.prototype.hasOwnProperty.call(src, k)) continue;
        total++;
        if (i >= ITEMS) continue;
        i++;
        const key = cleanString(k, 200);
        out[key] = undefined;
        jobs.push({ src: (src as Record<string, unknown>)[k], set: (v) => (out[key] = v), depth: depth + 1 });
      }
      if (total > i) out['…'] = `${total - i} more members`;
    }
  }
  return root.v;
}

/** A copy of the report with every string redacted, made well formed and bounded. */
export function sanitizeReport(report: Report): Report {
  const { findings, ...rest } = report;
  // The report's own structure is shallow and its lists are the kit's; only quoted values are capped.
  const out = cleanValue(rest, { depth: 16, items: Infinity }) as Report;
  out.findings = findings.map((f) => {
    const { expected, actual, ...plain } = f;
    const c = cleanValue(plain, { depth: 4, items: Infinity }) as Report['findings'][number];
    if (expected !== undefined) c.expected = cleanValue(expected);
    if (actual !== undefined) c.actual = cleanValue(actual);
    return c;
  });
  return out;
}
