/**
 * The client requirements (src/catalogue/client.ts) judged on the requests a server received, one at
 * a time in the order their answers were finished. Pure: requests in, findings and per-requirement
 * outcomes out; what the server saw is all it knows.
 *
 * Several clients may talk to one server one after another or at once: requests on one connection
 * are one client's, and so are requests with one User-Agent (no User-Agent counts as one value), so
 * each client is judged on its own requests. Times are the server's: a request's arrival (atMs) and
 * the moment its answer began to be sent (answeredMs), the earliest a client could have read it.
 */
import { CLIENT_REQUIREMENTS, clientMessage, type ClientCodeOf, type ClientRequirementId } from '../catalogue/client.js';
import type { FindingArgs } from '../catalogue/requirements.js';
import type { ClientFinding, ClientIdentity, ClientRequest, ClientRequirementResult } from '../generated/client-report.js';

/** What a wait after Retry-After may fall short by and still count as honoured: the clocks and the network. */
export const RETRY_TOLERANCE_MS = 100;

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

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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

/** The host (and port, the scheme's default left out) an absolute URL names, lower-case; undefined for origin-form. */
export function hostOf(url: string): string | undefined {
  const m = /^([a-zA-Z][a-zA-Z0-9+.-]*):\/\/(?:[^@/?#]*@)?([^/?#]*)/.exec(url);
  return m ? normalHost(m[2]!, m[1]) : undefined;
}

function normalHost(host: string, scheme = 'http'): string {
  const h = host.trim().toLowerCase();
  const s = scheme.toLowerCase();
  if (s === 'http' && h.endsWith(':80')) return h.slice(0, -3);
  if (s === 'https' && h.endsWith(':443')) return h.slice(0, -4);
  return h;
}

/** Retry-After in milliseconds from the moment of the answer: delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
function retryAfterMs(value: string, answeredAtEpochMs: number): number | undefined {
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  const date = Date.parse(v);
  return Number.isNaN(date) ? undefined : Math.max(0, date - answeredAtEpochMs);
}

/**
 * Whether an Accept value admits application/json (RFC 9110 §12.5.1): the most specific range that
 * matches it (`application/json`, then `application/*`, then any type) has a weight above 0.
 */
export function acceptsJson(accept: string): boolean {
  let best: { rank: number; q: number } | undefined;
  for (const range of accept.split(',')) {
    const [type, ...params] = range.split(';').map((p) => p.trim().toLowerCase());
    const rank = type === 'application/json' ? 3 : type === 'application/*' ? 2 : type === '*/*' ? 1 : 0;
    if (rank === 0) continue;
    const qp = params.find((p) => p.startsWith('q='));
    const q = qp === undefined ? 1 : Number(qp.slice(2));
    if (!best || rank > best.rank) best = { rank, q: Number.isNaN(q) ? 0 : q };
  }
  return best !== undefined && best.q > 0;
}

export interface ClientJudgement {
  requirements: ClientRequirementResult[];
  findings: ClientFinding[];
  clients: ClientIdentity[];
}

/** An address an answer gave: the earliest moment an answer giving it began to be sent, and the hosts it was given with. */
interface Given {
  sentMs: number;
  hosts: Set<string>;
  /** Whether a next or previous gave it (or only another URL field). */
  byLink: boolean;
}

/** One client's state. */
class Client {
  readonly connections = new Set<number>();
  readonly agents = new Set<string>();
  requests = 0;
  findings = 0;
  /** Address key → how it was given. */
  readonly given = new Map<string, Given>();
  /** List address key → the page whose answer said next: null. */
  readonly lastPages = new Map<string, number>();
  /**
   * The wait a 429 or 503 with Retry-After asked for, from the first such answer (when it began to be
   * sent) to the latest end any refusal since has set (`untilMs`, on the server's clock).
   */
  throttle: { key: string; target: string; status: number; answeredMs: number; untilMs: number; retryAfter: string; judged: boolean } | undefined;
  /** GET address key answered 200 → how many times it was asked again after. */
  readonly answered = new Map<string, { target: string; again: number }>();
  firstRepeat: ClientRequest | undefined;
  /** Page requests whose link was not yet given when they were judged: judged again at the end. */
  readonly pending: ClientRequest[] = [];

  constructor(
    readonly id: number,
    readonly agent: string | undefined,
  ) {}
}

/** Judges requests one by one (`add`), in the order their answers finished; `result()` at any time. */
export class ClientJudge {
  private readonly findings: ClientFinding[] = [];
  private readonly checked = new Map<ClientRequirementId, number>();
  private readonly clients: Client[] = [];
  private readonly byConnection = new Map<number, Client>();
  private readonly byAgent = new Map<string, Client>();

  /** `startedAtEpochMs`: the wall-clock time of atMs 0, to read a Retry-After given as a date. */
  constructor(private readonly startedAtEpochMs = 0) {}

  /** Judges one request; returns the number of the client it was judged as. */
  add(r: ClientRequest): number {
    const c = this.clientOf(r);
    c.requests++;
    this.readOnly(c, r);
    this.pageLinks(c, r);
    this.addressGiven(c, r);
    this.linkHost(c, r);
    this.queryDefined(c, r);
    this.retryAfter(c, r);
    this.acceptJson(c, r);
    this.noRepeat(c, r);
    if (r.lastPage === true && r.list !== undefined && r.page !== undefined) c.lastPages.set(addressKey(r.list), r.page);
    const give = (link: string, byLink: boolean): void => {
      const key = addressKey(link);
      const host = hostOf(link);
      const g = c.given.get(key);
      if (!g) c.given.set(key, { sentMs: r.answeredMs, hosts: new Set(host ? [host] : []), byLink });
      else {
        g.sentMs = Math.min(g.sentMs, r.answeredMs);
        if (host) g.hosts.add(host);
        g.byLink ||= byLink;
      }
    };
    for (const link of r.links ?? []) give(link, true);
    for (const address of r.addresses ?? []) give(address, false);
    return c.id;
  }

  result(): ClientJudgement {
    const findings = [...this.findings];
    // What could be judged only once every answer was in: pages asked before their link was known, and repeats.
    for (const c of this.clients) {
      for (const r of c.pending) {
        const g = c.given.get(addressKey(r.target));
        if (g === undefined || !g.byLink) findings.push(this.finding(c, 'CLI-PAGE-LINKS', 'not-given', { target: r.target }, r));
        else if (g.sentMs > r.atMs)
          findings.push(this.finding(c, 'CLI-PAGE-LINKS', 'before-sent', { target: r.target, earlyMs: Math.round(g.sentMs - r.atMs) }, r));
      }
      if (c.firstRepeat) {
        let repeats = 0;
        let addresses = 0;
        let most: { target: string; again: number } | undefined;
        for (const a of c.answered.values()) {
          if (a.again === 0) continue;
          repeats += a.again;
          addresses++;
          if (!most || a.again > most.again) most = a;
        }
        findings.push(this.finding(c, 'CLI-NO-REPEAT', 'repeated', { repeats, addresses, target: most!.target, most: most!.again }, c.firstRepeat));
      }
    }
    findings.sort((a, b) => a.request - b.request);
    const failed = new Set(findings.map((f) => f.requirement));
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
    const perClient = new Map<number, number>();
    for (const f of findings) perClient.set(f.client!, (perClient.get(f.client!) ?? 0) + 1);
    const clients = this.clients.map((c): ClientIdentity => {
      const out: ClientIdentity = { client: c.id, connections: c.connections.size, requests: c.requests, findings: perClient.get(c.id) ?? 0 };
      if (c.agent !== undefined) out.userAgent = c.agent;
      out.userAgents = c.agents.size;
      return out;
    });
    return { requirements, findings, clients };
  }

  /** The client of a request: that of its connection, else that of its User-Agent, else a new one. */
  private clientOf(r: ClientRequest): Client {
    const agentKey = r.userAgent ?? '\u0000';
    let c = r.connection !== undefined ? this.byConnection.get(r.connection) : undefined;
    c ??= this.byAgent.get(agentKey);
    if (!c) {
      c = new Client(this.clients.length + 1, r.userAgent);
      this.clients.push(c);
    }
    if (r.connection !== undefined) {
      c.connections.add(r.connection);
      if (!this.byConnection.has(r.connection)) this.byConnection.set(r.connection, c);
    }
    if (!this.byAgent.has(agentKey)) this.byAgent.set(agentKey, c);
    if (r.userAgent !== undefined) c.agents.add(r.userAgent);
    return c;
  }

  private count(id: ClientRequirementId): void {
    this.checked.set(id, (this.checked.get(id) ?? 0) + 1);
  }

  private finding<Id extends ClientRequirementId>(c: Client, id: Id, code: ClientCodeOf<Id>, args: FindingArgs, r: ClientRequest): ClientFinding {
    const req = CLIENT_REQUIREMENTS.find((x) => x.id === id)!;
    return {
      requirement: id,
      severity: req.severity === 'error' ? 'error' : 'warning',
      code,
      args: { ...args },
      message: clientMessage(id, code, args),
      request: r.seq,
      client: c.id,
      method: r.method,
      target: r.target,
    };
  }

  private report<Id extends ClientRequirementId>(c: Client, id: Id, code: ClientCodeOf<Id>, args: FindingArgs, r: ClientRequest): void {
    this.findings.push(this.finding(c, id, code, args, r));
  }

  private readOnly(c: Client, r: ClientRequest): void {
    this.count('CLI-READ-ONLY');
    if (WRITE_METHODS.has(r.method.toUpperCase())) this.report(c, 'CLI-READ-ONLY', 'write-method', { method: r.method, target: r.target }, r);
    else if (r.body === true) this.report(c, 'CLI-READ-ONLY', 'body', { method: r.method, target: r.target }, r);
  }

  private pageLinks(c: Client, r: ClientRequest): void {
    if ((r.kind !== 'list' && r.kind !== 'statistics') || !r.parameters.includes('page')) return;
    this.count('CLI-PAGE-LINKS');
    const last = r.list === undefined ? undefined : c.lastPages.get(addressKey(r.list));
    if (r.page !== undefined && last !== undefined && r.page > last) {
      this.report(c, 'CLI-PAGE-LINKS', 'past-last', { page: r.page, list: r.list!, lastPage: last }, r);
      return;
    }
    const g = c.given.get(addressKey(r.target));
    // Not (yet) given by an answer sent before it arrived: an answer finished later may still have begun sooner.
    if (g === undefined || !g.byLink || g.sentMs > r.atMs) c.pending.push(r);
  }

  private addressGiven(c: Client, r: ClientRequest): void {
    if (r.api === undefined || r.parameters.includes('page')) return;
    this.count('CLI-ADDRESS-GIVEN');
    if (!r.api) {
      this.report(c, 'CLI-ADDRESS-GIVEN', 'not-api', { target: r.target }, r);
      return;
    }
    const g = c.given.get(addressKey(r.target));
    if (g !== undefined && g.sentMs <= r.atMs) return;
    // The three addresses of §4 are entry points, when they name what the server has.
    if (r.kind !== undefined && r.status !== 404) return;
    this.report(c, 'CLI-ADDRESS-GIVEN', 'not-given', { target: r.target, status: r.status }, r);
  }

  /** Links only: a page address, or an address of the API that no template of §4 builds (the entry points may be built on the configured base URL). */
  private linkHost(c: Client, r: ClientRequest): void {
    if (!r.parameters.includes('page') && !(r.api === true && r.kind === undefined)) return;
    const g = c.given.get(addressKey(r.target));
    if (!g || g.hosts.size === 0 || g.sentMs > r.atMs) return;
    this.count('CLI-LINK-HOST');
    const host = hostOf(r.target) ?? normalHost(r.host);
    if (!g.hosts.has(host)) this.report(c, 'CLI-LINK-HOST', 'other-host', { target: r.target, host, linkHost: [...g.hosts].join(' or ') }, r);
  }

  private queryDefined(c: Client, r: ClientRequest): void {
    if (r.kind === undefined) return;
    this.count('CLI-QUERY-DEFINED');
    const defined = DEFINED[r.kind];
    for (const parameter of new Set(r.parameters))
      if (!defined.includes(parameter)) this.report(c, 'CLI-QUERY-DEFINED', 'undefined-parameter', { parameter, kind: KIND_WORDS[r.kind] }, r);
  }

  private retryAfter(c: Client, r: ClientRequest): void {
    const key = addressKey(r.target);
    const t = c.throttle;
    // A request that arrived before the answer was sent was not sent in answer to it; one for another
    // address within the tolerance was under way before the client could have read it.
    if (t && r.atMs >= t.answeredMs && (key === t.key || r.atMs >= t.answeredMs + RETRY_TOLERANCE_MS)) {
      const waited = r.atMs - t.answeredMs;
      if (!t.judged) this.count('CLI-RETRY-AFTER');
      t.judged = true;
      if (r.atMs + RETRY_TOLERANCE_MS < t.untilMs)
        this.report(
          c,
          'CLI-RETRY-AFTER',
          'too-soon',
          {
            target: r.target,
            waitedMs: Math.max(0, Math.round(waited)),
            status: t.status,
            throttled: t.target,
            retryAfter: t.retryAfter,
            toleranceMs: RETRY_TOLERANCE_MS,
          },
          r,
        );
      else c.throttle = undefined;
    }
    if ((r.status === 429 || r.status === 503) && r.retryAfter !== undefined) {
      const waitMs = retryAfterMs(r.retryAfter, this.startedAtEpochMs + r.answeredMs);
      // A refusal while a wait is still on (a client that came back too soon is refused again) extends it.
      if (waitMs !== undefined && c.throttle) c.throttle.untilMs = Math.max(c.throttle.untilMs, r.answeredMs + waitMs);
      else if (waitMs !== undefined)
        c.throttle = {
          key,
          target: r.target,
          status: r.status,
          answeredMs: r.answeredMs,
          untilMs: r.answeredMs + waitMs,
          retryAfter: r.retryAfter,
          judged: false,
        };
    }
  }

  private acceptJson(c: Client, r: ClientRequest): void {
    if (r.kind === undefined || (r.method !== 'GET' && r.method !== 'HEAD')) return;
    this.count('CLI-ACCEPT-JSON');
    if (r.accept === undefined) this.report(c, 'CLI-ACCEPT-JSON', 'no-accept', {}, r);
    else if (!acceptsJson(r.accept)) this.report(c, 'CLI-ACCEPT-JSON', 'not-json', { accept: r.accept }, r);
  }

  private noRepeat(c: Client, r: ClientRequest): void {
    if (r.method !== 'GET' || r.api !== true) return;
    const key = addressKey(r.target);
    const before = c.answered.get(key);
    if (before) {
      before.again++;
      c.firstRepeat ??= r;
      return;
    }
    if (r.status === 200) {
      this.count('CLI-NO-REPEAT');
      c.answered.set(key, { target: r.target, again: 0 });
    }
  }
}
