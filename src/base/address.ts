/**
 * Addresses as the server wrote them. The WHATWG URL parser repairs what it reads: it turns `\` into
 * `/`, drops tabs and line breaks, strips leading and trailing spaces and controls, resolves `.` and
 * `..` segments, and percent-encodes spaces, controls and characters a URI cannot carry. Each repair
 * is a way a wrong address can look right, so URL-valued fields are judged here, on their text, before
 * any parser sees them.
 *
 * What RFC 3986 calls the same address is accepted: the case of the scheme and the host (§6.2.2.1),
 * the case of percent-encoding hex digits (§6.2.2.1), percent-encoded unreserved characters
 * (§6.2.2.2), and an explicit default port or an empty one (§6.2.3). Nothing else is folded: another
 * spelling of an IPv4 host (`0x7f.0.0.1`, `127.000.000.001`), userinfo, or a dot segment is another
 * address as written. Characters beyond ASCII are taken as an IRI (RFC 3987): they map to one URI.
 * Pure: no I/O.
 */
import { hasPrefix } from './text.js';

/** An absolute address split as written (RFC 3986 Appendix B), nothing decoded or folded. */
export interface WrittenAddress {
  scheme: string;
  /** Everything between `//` and the path. */
  authority: string;
  /** Userinfo, without its `@`, when the authority has one. */
  userinfo?: string;
  host: string;
  /** The port as written: undefined without a colon, '' after a bare colon. */
  port?: string;
  path: string;
  /** The query without its `?`, when there is one. */
  query?: string;
  /** The fragment without its `#`, when there is one. */
  fragment?: string;
}

const SPLIT = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/s;
const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443' };

/** The parts of an absolute address with an authority (`scheme://authority/path?query#fragment`), as written; undefined otherwise. */
export function splitAddress(text: string): WrittenAddress | undefined {
  const m = SPLIT.exec(text);
  if (!m) return undefined;
  const authority = m[2]!;
  const at = authority.lastIndexOf('@');
  const hostPort = at < 0 ? authority : authority.slice(at + 1);
  const portAt = hostPort.startsWith('[') ? hostPort.indexOf(']:') + 1 : hostPort.lastIndexOf(':');
  const out: WrittenAddress = {
    scheme: m[1]!,
    authority,
    host: portAt > 0 ? hostPort.slice(0, portAt) : hostPort,
    path: m[3]!,
  };
  if (at >= 0) out.userinfo = authority.slice(0, at);
  if (portAt > 0) out.port = hostPort.slice(portAt + 1);
  if (m[4] !== undefined) out.query = m[4];
  if (m[5] !== undefined) out.fragment = m[5];
  return out;
}

/** Path segments a URL parser resolves (RFC 3986 §5.2.4; WHATWG reads %2e as a dot too). */
const DOT_SEGMENTS = new Set(['.', '..', '%2e', '%2e%2e', '.%2e', '%2e.']);

function codePoint(c: string): string {
  return `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * Why the WHATWG URL parser would read `text` as another address than the one written, or undefined
 * when it reads it as written (up to the equivalences above): the first such repair, in words.
 */
export function parserRepair(text: string): string | undefined {
  if (/^[\u0000-\u0020]|[\u0000-\u0020]$/.test(text)) return 'begins or ends with a space or a control character, which a URL parser strips';
  const tabOrBreak = /[\t\n\r]/.exec(text);
  if (tabOrBreak) return `holds a ${tabOrBreak[0] === '\t' ? 'tab' : 'line break'}, which a URL parser drops`;
  if (text.includes('\\')) return 'holds \\ where / belongs, which a URL parser reads as /';
  const control = /[\u0000-\u001f\u007f]/.exec(text);
  if (control) return `holds the control character ${codePoint(control[0])}, which a URL parser percent-encodes`;
  if (text.includes(' ')) return 'holds a space, which a URL parser writes %20';
  const banned = /["<>^`{|}]/.exec(text);
  if (banned) return `holds ${banned[0]}, which a URI cannot carry (a URL parser percent-encodes it)`;
  if (/%(?![0-9A-Fa-f]{2})/.test(text)) return 'holds % not followed by two hex digits';
  const parts = splitAddress(text);
  if (parts && parts.path.split('/').some((seg) => DOT_SEGMENTS.has(seg.toLowerCase())))
    return 'holds a dot segment (/./ or /../) in its path, which a URL parser resolves';
  return undefined;
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Percent-encoding in its normal form: hex digits upper-cased, unreserved characters decoded (RFC 3986 §6.2.2.1–2). */
export function normalPercent(s: string): string {
  if (!s.includes('%')) return s;
  return s.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => {
    const c = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(c) ? c : `%${hex.toUpperCase()}`;
  });
}

/**
 * The address in the normal form of RFC 3986 §6.2.2–6.2.3 (scheme and host lower-cased, a default or
 * empty port left out, percent-encoding normalised), for comparing addresses as text; undefined when
 * the text is not an absolute address with an authority, or when a URL parser would repair it
 * (parserRepair). Userinfo is kept: it makes another address.
 */
export function normalAddress(text: string): string | undefined {
  if (parserRepair(text) !== undefined) return undefined;
  const a = splitAddress(text);
  const origin = normalOrigin(text);
  if (!a || origin === undefined) return undefined;
  return (
    `${origin}${normalPercent(a.path === '' ? '/' : a.path)}` +
    (a.query === undefined ? '' : `?${normalPercent(a.query)}`) +
    (a.fragment === undefined ? '' : `#${normalPercent(a.fragment)}`)
  );
}

/**
 * Whether `text`, as written, starts with `base` up to the equivalences of RFC 3986 (see normalAddress).
 * `base` is a base URL as the kit holds it (normalised by the WHATWG parser, ending with a slash).
 */
export function startsWithBase(text: string, base: string): boolean {
  const a = normalAddress(text);
  const b = normalAddress(base);
  return a !== undefined && b !== undefined && a.startsWith(b);
}

/** The scheme and authority of an address as written, in the normal form of RFC 3986 (see normalAddress); undefined without one. */
function normalOrigin(text: string): string | undefined {
  const a = splitAddress(text);
  if (!a) return undefined;
  const scheme = a.scheme.toLowerCase();
  const port = a.port === undefined || a.port === '' || a.port === DEFAULT_PORTS[scheme] ? '' : `:${a.port}`;
  return `${scheme}://${a.userinfo === undefined ? '' : `${a.userinfo}@`}${normalPercent(a.host).toLowerCase()}${port}`;
}

/**
 * Whether `text`, as written, names the origin of `base` (scheme and authority) up to the equivalences
 * of RFC 3986. Only the scheme and authority are read: what follows them is judged elsewhere.
 */
export function sameOriginAsWritten(text: string, base: string): boolean {
  const a = normalOrigin(text);
  return a !== undefined && a === baseOrigin(base);
}

/**
 * normalOrigin of the base last asked about: a run compares every address with one base, so one entry
 * is kept. Process-wide, and no run's state: the entry is replaced whole, and its origin is a pure
 * function of its base, so a run that finds another run's entry finds the answer it would compute,
 * and one that does not computes its own. Two runs at once only cost each other a reading.
 */
const LAST_BASE: { entry?: { readonly base: string; readonly origin: string | undefined } } = {};

function baseOrigin(base: string): string | undefined {
  const known = LAST_BASE.entry;
  if (known?.base === base) return known.origin;
  const origin = normalOrigin(base);
  LAST_BASE.entry = { base, origin };
  return origin;
}

/** Path text a URL parser leaves as it is: unreserved and sub-delimiter characters, `:`, `@`, `/` and well-formed %XX. */
const PLAIN_PATH = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-Fa-f]{2})*$/;
/** A segment the URL parser resolves (`.`, `..`, and their %2e spellings). */
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2[eE]){1,2}(?:\/|$)/;

/**
 * Whether a path (no query, no fragment) is written as a URL parser writes it, with nothing a parser
 * would repair (parserRepair): then comparing addresses as text is comparing them as URLs.
 */
export function plainPath(path: string): boolean {
  return PLAIN_PATH.test(path) && !DOT_SEGMENT.test(path);
}

/** Characters that a URL parser leaves as they are in a path and query: A-Z a-z 0-9 - . _ ~ / : @ ! $ & ' ( ) * + , ; = ? %. */
const PLAIN = new Uint8Array(128);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/:@!$&'()*+,;=?%") PLAIN[c.charCodeAt(0)] = 1;

const SLASH = 0x2f;
const DOT = 0x2e;
const QUERY = 0x3f;
const PERCENT = 0x25;

function isHex(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

/** Whether the character at `i` ends a path segment: '/', '?' or the end of the text. */
function endsSegment(text: string, i: number): boolean {
  if (i >= text.length) return true;
  const c = text.charCodeAt(i);
  return c === SLASH || c === QUERY;
}

/**
 * Whether `value` is the base URL followed by text the WHATWG URL parser would leave unchanged (no
 * dot segments, no characters it escapes or rewrites), so that comparing text is comparing URLs.
 * Most addresses of a conformant answer take this path, which spares a URL parse per field. One
 * pass over the characters after the base: each is one the parser leaves as it is, a '%' begins
 * two hex digits, and no dot segment ('.' or '..', each dot written as '.' or as %2e in either case,
 * which the parser resolves alike) stands between a '/' (or the base) and a '/', a '?' or the end.
 * One character is let through that the parser writes otherwise: a `'` in the query (as %27). RFC
 * 3986 allows it there, and the slower path (parserRepair) does not take it for a repair either, so
 * the verdict is the same both ways.
 */
export function plainUnder(value: string, base: URL): boolean {
  return plainAfter(value, base.href);
}

/** plainUnder, given the base as the URL parser writes it (`href`). */
function plainAfter(value: string, href: string): boolean {
  if (!hasPrefix(value, href)) return false;
  const n = value.length;
  for (let i = href.length; i < n; i++) {
    const c = value.charCodeAt(i);
    if (c >= 128 || PLAIN[c] === 0) return false;
    if (c === PERCENT && (!isHex(value.charCodeAt(i + 1)) || !isHex(value.charCodeAt(i + 2)))) return false;
    if ((c === DOT || c === PERCENT) && (i === href.length || value.charCodeAt(i - 1) === SLASH)) {
      const one = dotAt(value, i);
      if (one > 0 && (endsSegment(value, i + one) || (dotAt(value, i + one) > 0 && endsSegment(value, i + one + dotAt(value, i + one))))) return false;
    }
  }
  return true;
}

/** How many characters the dot at `i` takes, '.' (1) or %2e / %2E (3); 0 where no dot stands there. */
function dotAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === DOT) return 1;
  return c === PERCENT && text.charCodeAt(i + 1) === 0x32 && (text.charCodeAt(i + 2) | 0x20) === 0x65 ? 3 : 0;
}

/**
 * Whether the URL parser writes `value` (an address under `href`) exactly as it is: plainAfter, and
 * no quote, which plainAfter lets through but the parser encodes in a query.
 */
function writtenAsParsed(value: string, href: string): boolean {
  return plainAfter(value, href) && !value.includes("'");
}

/** Whether `value` is an address under `base` whose href, as the URL parser writes it, is the text itself. */
export function hrefAsWritten(value: string, base: URL): boolean {
  return writtenAsParsed(value, base.href);
}

/**
 * The path and query (`/…?…`) of an address under `originSlash` (an origin as the URL parser writes
 * it, and '/') when the parser leaves them as written (writtenAsParsed, and without an empty query,
 * which its pathname and search drop): its pathname and search, read from the text. Undefined for
 * any other address.
 */
export function plainPathAndQuery(url: string, originSlash: string): string | undefined {
  if (!writtenAsParsed(url, originSlash) || url.endsWith('?')) return undefined;
  return url.slice(originSlash.length - 1);
}
