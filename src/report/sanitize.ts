/**
 * Defensive redaction before any reporter sees a report. The kit never puts a credential into a
 * report, but messages and addresses carry text from the target; anything that looks like a
 * token is masked here, once, so that no format can print it.
 */
import type { Report } from '../generated/report.js';

export const MASK = '***';

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
  [/\bwl[up]_[A-Za-z0-9]{8,}/g, MASK],
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

function clean(value: unknown): unknown {
  if (typeof value === 'string') return redact(wellFormed(value));
  if (Array.isArray(value)) return value.map(clean);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[clean(k) as string] = clean(v);
    return out;
  }
  return value;
}

/** A deep copy of the report with every string redacted and made well formed. */
export function sanitizeReport(report: Report): Report {
  return clean(report) as Report;
}
