/**
 * A finding's identity across runs and releases: requirement, code, method, the address relative to
 * the base URL (or the endpoint a grouped finding stands for), the item's key in place of its page and
 * index, the JSON pointer, and the identifying
 * args (measured ones, such as counts, sizes and times, left out). Never its message: rewording a
 * template changes no identity. Baselines, `diff`, grouping, SARIF partialFingerprints and HTML
 * anchors all use it. A finding without a code (none in the catalogue yet) falls back on its message
 * with the base URL and numbers normalised.
 */
import { createHash } from 'node:crypto';
import { findingCode } from '../catalogue/requirements.js';
import type { BaselineEntry } from '../generated/baseline.js';
import type { Finding } from '../generated/report.js';

/** The key of SARIF partialFingerprints and the `identity` of a baseline file. */
export const IDENTITY_VERSION = 'stringentIdentity/v2';

type Args = NonNullable<Finding['args']>;

/** A message with its numbers replaced, so that "the same on 10 answers" and "… on 11 answers" are one finding. */
export function normaliseMessage(message: string): string {
  return message.replace(/-?\d+(?:[.,]\d+)*(?:e[+-]?\d+)?/gi, '#');
}

function originOf(baseUrl: string): string | undefined {
  try {
    const u = new URL(baseUrl);
    return /^https?:$/.test(u.protocol) ? u.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Text with the base URL written {base} and its origin {origin}: the same deployment on another host or port reads the same. */
export function withoutBase(text: string, baseUrl: string | undefined): string {
  if (!baseUrl) return text;
  let out = text.split(baseUrl).join('{base}');
  const origin = originOf(baseUrl);
  if (origin) out = out.split(origin).join('{origin}');
  return out;
}

/**
 * An address relative to the base URL: what follows it when the address starts with it; an address
 * outside the base URL (or a file name, for validate) as it is.
 */
export function relativeAddress(url: string, baseUrl: string | undefined): string {
  if (baseUrl && url.startsWith(baseUrl)) return url.slice(baseUrl.length);
  return url;
}

/** The address without its `page` query parameter (an item is found by its key, not its page). */
function withoutPage(address: string): string {
  const q = address.indexOf('?');
  if (q < 0) return address;
  const hash = address.indexOf('#', q);
  const query = address.slice(q + 1, hash < 0 ? undefined : hash);
  const kept = query.split('&').filter((p) => p !== '' && p !== 'page' && !p.startsWith('page='));
  return address.slice(0, q) + (kept.length ? `?${kept.join('&')}` : '') + (hash < 0 ? '' : address.slice(hash));
}

/** The args that identify a finding: those its code does not declare measured, the base URL written {base}. */
export function identifyingArgs(f: Pick<Finding, 'requirement' | 'code' | 'args'>, baseUrl?: string): Args | undefined {
  if (!f.args) return undefined;
  const measured = new Set(f.code === undefined ? [] : (findingCode(f.requirement, f.code)?.measured ?? []));
  const out: Record<string, Args[string]> = {};
  for (const name of Object.keys(f.args).sort()) {
    if (measured.has(name)) continue;
    const v = f.args[name]!;
    out[name] = typeof v === 'string' ? withoutBase(v, baseUrl) : v;
  }
  return Object.keys(out).length ? out : undefined;
}

export type Identity = BaselineEntry;

/** What a finding's identity is made from. */
export type IdentityFields = Pick<Finding, 'requirement' | 'code' | 'args' | 'message' | 'method' | 'url' | 'pointer' | 'key' | 'scope'>;

/** The identity of a finding, the address made relative to `baseUrl` (the run's base URL). */
export function identityOf(f: IdentityFields, baseUrl?: string): Identity {
  const id: Identity = { requirement: f.requirement, address: '' };
  if (f.code !== undefined) id.code = f.code;
  else id.message = normaliseMessage(withoutBase(f.message, baseUrl));
  const method = (f.method ?? 'GET').toUpperCase();
  if (method !== 'GET') id.method = method;
  let address = relativeAddress(f.url, baseUrl);
  let pointer = f.pointer;
  if (f.scope !== undefined) {
    // Stands for every answer of an endpoint: which one was chosen to show it does not matter.
    address = f.scope;
  } else if (f.key !== undefined) {
    // About a list item: found by its key wherever it sits in the list (page and index move when items come and go).
    address = withoutPage(address);
    id.key = f.key;
    pointer = pointer.replace(/^\/results\/\d+(?=\/|$)/, '');
  }
  id.address = address;
  if (pointer !== '') id.pointer = pointer;
  if (f.code !== undefined) {
    const args = identifyingArgs(f, baseUrl);
    if (args) id.args = args;
  }
  return id;
}

/** One string per identity (the entry's fields in a fixed order; count left out): equal identities, equal strings. */
export function identityString(id: Identity): string {
  const args = id.args
    ? Object.keys(id.args)
        .sort()
        .map((k) => [k, id.args![k]])
    : null;
  return JSON.stringify([id.requirement, id.code ?? null, id.message ?? null, id.method ?? 'GET', id.address, id.key ?? null, id.pointer ?? '', args]);
}

/** The identity of a finding as one string (see identityOf). */
export function findingIdentity(f: IdentityFields, baseUrl?: string): string {
  return identityString(identityOf(f, baseUrl));
}

/** SHA-256 of an identity string, hex: SARIF partialFingerprints and HTML anchors. */
export function identityDigest(identity: string): string {
  return createHash('sha256').update(identity).digest('hex');
}

/** The first 64 bits of an identity's SHA-256: what the baseline gate keeps per finding. */
export function identityHash64(identity: string): bigint {
  return createHash('sha256').update(identity).digest().readBigUInt64BE(0);
}

/**
 * The group a finding is listed in: requirement, severity, code and identifying args with their
 * numbers normalised (the location left out: one kind of departure, wherever it is, is one group);
 * for a finding without a code, its normalised message.
 * Numbers are left out so that a value that differs on every item (a language code `l17`, an id)
 * does not make a group of each finding: the report keeps a few findings per group.
 */
export function groupKey(f: Pick<Finding, 'requirement' | 'severity' | 'message' | 'code' | 'args'>): string {
  if (f.code === undefined) return `${f.requirement}\u0000${f.severity}\u0000\u0000${normaliseMessage(f.message)}`;
  const args = identifyingArgs(f);
  return `${f.requirement}\u0000${f.severity}\u0000${f.code}\u0000${args ? normaliseMessage(JSON.stringify(args)) : ''}`;
}
