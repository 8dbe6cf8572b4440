/**
 * The client requirements (src/catalogue/client.ts) judged on the requests a server received, one at
 * a time in the order their answers were sent. Pure: requests in, findings and per-requirement
 * outcomes out; what the server saw is all it knows.
 */
import { CLIENT_REQUIREMENTS, clientMessage, type ClientCodeOf, type ClientRequirementId } from '../catalogue/client.js';
import type { FindingArgs } from '../catalogue/requirements.js';
import type { ClientFinding, ClientRequest, ClientRequirementResult } from '../generated/client-report.js';

/** The query parameters the API defines, per endpoint (§4.1, §4.3; §4.2 defines none). */
const DEFINED: Readonly<Record<NonNullable<ClientRequest['kind']>, readonly string[]>> = {
  list: ['page'],
  instance: [],
  statistics: ['page', 'format'],
};

const KIND_WORDS: Readonly<Record<NonNullable<ClientRequest['kind']>, string>> = {
  list: 'component list',
  instance: 'component instance',
  statistics: 'statistics list',
};

function decode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

/**
 * What two spellings of one address share: the path with its segments decoded (a client may encode
 * `č` or leave it), and the query parameters decoded and sorted. Origin-form and absolute URLs alike.
 */
export function addressKey(target: string): string {
  let rest = target.replace(/^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]*/, '') || '/';
  const hash = rest.indexOf('#');
  if (hash >= 0) rest = rest.slice(0, hash);
  const q = rest.indexOf('?');
  const path = (q < 0 ? rest : rest.slice(0, q)).split('/').map(decode).join('/');
  const params =
    q < 0
      ? []
      : rest
          .slice(q + 1)
          .split('&')
          .filter((p) => p !== '')
          .map((p) => {
            const eq = p.indexOf('=');
            return eq < 0 ? `${decode(p)}=` : `${decode(p.slice(0, eq))}=${decode(p.slice(eq + 1))}`;
          });
  params.sort();
  return params.length === 0 ? path : `${path}?${params.join('&')}`;
}

/** Retry-After in milliseconds from the moment of the answer: delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
function retryAfterMs(value: string, answeredAtEpochMs: number): number | undefined {
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  const date = Date.parse(v);
  return Number.isNaN(date) ? undefined : Math.max(0, date - answeredAtEpochMs);
}

/** Whether an Accept value names application/json with a weight above 0 (RFC 9110 §12.5.1). */
export function acceptsJson(accept: string): boolean {
  for (const range of accept.split(',')) {
    const [type, ...params] = range.split(';').map((p) => p.trim().toLowerCase());
    if (type !== 'application/json') continue;
    const q = params.find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) return true;
  }
  return false;
}

export interface ClientJudgement {
  requirements: ClientRequirementResult[];
  findings: ClientFinding[];
}

/** Judges requests one by one (`add`), in the order their answers were sent; `result()` at any time. */
export class ClientJudge {
  private readonly findings: ClientFinding[] = [];
  private readonly checked = new Map<ClientRequirementId, number>();
  /** Address key → when (atMs) an answer first gave it in next or previous. */
  private readonly given = new Map<string, number>();
  /** List address key → the page whose answer said next: null. */
  private readonly lastPages = new Map<string, number>();
  /** Address key → the 429 that asks the client to wait. */
  private readonly throttled = new Map<string, { answeredMs: number; waitMs: number; retryAfter: string }>();

  /** `startedAtEpochMs`: the wall-clock time of atMs 0, to read a Retry-After given as a date. */
  constructor(private readonly startedAtEpochMs = 0) {}

  add(r: ClientRequest): void {
    this.pageLinks(r);
    this.queryDefined(r);
    this.retryAfter(r);
    this.acceptJson(r);
    if (r.lastPage === true && r.list !== undefined && r.page !== undefined) this.lastPages.set(addressKey(r.list), r.page);
    for (const link of r.links ?? []) {
      const key = addressKey(link);
      if (!this.given.has(key)) this.given.set(key, r.answeredMs);
    }
  }

  result(): ClientJudgement {
    const failed = new Set(this.findings.map((f) => f.requirement));
    const requirements = CLIENT_REQUIREMENTS.map((req): ClientRequirementResult => {
      const checked = this.checked.get(req.id) ?? 0;
      const status = failed.has(req.id) ? 'failed' : checked > 0 ? 'passed' : 'not-applicable';
      const out: ClientRequirementResult = {
        id: req.id,
        severity: req.severity === 'error' ? 'error' : 'warning',
        source: req.section,
        title: req.title,
        status,
        checked,
      };
      if (status === 'not-applicable') out.reason = req.notApplicable;
      return out;
    });
    return { requirements, findings: [...this.findings] };
  }

  private count(id: ClientRequirementId): void {
    this.checked.set(id, (this.checked.get(id) ?? 0) + 1);
  }

  private report<Id extends ClientRequirementId>(id: Id, code: ClientCodeOf<Id>, args: FindingArgs, r: ClientRequest): void {
    const req = CLIENT_REQUIREMENTS.find((x) => x.id === id)!;
    this.findings.push({
      requirement: id,
      severity: req.severity === 'error' ? 'error' : 'warning',
      code,
      args: { ...args },
      message: clientMessage(id, code, args),
      request: r.seq,
      method: r.method,
      target: r.target,
    });
  }

  private pageLinks(r: ClientRequest): void {
    if ((r.kind !== 'list' && r.kind !== 'statistics') || !r.parameters.includes('page')) return;
    this.count('CLI-PAGE-LINKS');
    const last = r.list === undefined ? undefined : this.lastPages.get(addressKey(r.list));
    if (r.page !== undefined && last !== undefined && r.page > last) {
      this.report('CLI-PAGE-LINKS', 'past-last', { page: r.page, list: r.list!, lastPage: last }, r);
      return;
    }
    const givenAt = this.given.get(addressKey(r.target));
    if (givenAt === undefined || givenAt > r.atMs) this.report('CLI-PAGE-LINKS', 'not-given', { target: r.target }, r);
  }

  private queryDefined(r: ClientRequest): void {
    if (r.kind === undefined) return;
    this.count('CLI-QUERY-DEFINED');
    const defined = DEFINED[r.kind];
    for (const parameter of new Set(r.parameters))
      if (!defined.includes(parameter)) this.report('CLI-QUERY-DEFINED', 'undefined-parameter', { parameter, kind: KIND_WORDS[r.kind] }, r);
  }

  private retryAfter(r: ClientRequest): void {
    const key = addressKey(r.target);
    const before = this.throttled.get(key);
    // A request that arrived before the 429 was sent was not sent in answer to it.
    if (before && r.atMs >= before.answeredMs) {
      this.count('CLI-RETRY-AFTER');
      this.throttled.delete(key);
      const waited = r.atMs - before.answeredMs;
      if (waited < before.waitMs)
        this.report('CLI-RETRY-AFTER', 'too-soon', { target: r.target, waitedMs: Math.max(0, Math.round(waited)), retryAfter: before.retryAfter }, r);
    }
    if (r.status === 429 && r.retryAfter !== undefined) {
      const waitMs = retryAfterMs(r.retryAfter, this.startedAtEpochMs + r.answeredMs);
      if (waitMs !== undefined) this.throttled.set(key, { answeredMs: r.answeredMs, waitMs, retryAfter: r.retryAfter });
    }
  }

  private acceptJson(r: ClientRequest): void {
    if (r.kind === undefined || (r.method !== 'GET' && r.method !== 'HEAD')) return;
    this.count('CLI-ACCEPT-JSON');
    if (r.accept === undefined) this.report('CLI-ACCEPT-JSON', 'no-accept', {}, r);
    else if (!acceptsJson(r.accept)) this.report('CLI-ACCEPT-JSON', 'not-json', { accept: r.accept }, r);
  }
}
