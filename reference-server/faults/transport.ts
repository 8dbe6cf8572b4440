/** Faults of §1 and §3: status, JSON body, headers, methods, error answers. */
import { SERVER_ERROR } from '../answer.js';
import { longestList, type Scope } from '../hooks.js';
import { lastComponent, redirect, type FaultDeclaration } from './declaration.js';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const READS = new Set(['GET', 'HEAD']);
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** The component in the middle of the list. */
const middle = (s: Scope): number => Math.floor(s.data.components.length / 2);

export const TRANSPORT: FaultDeclaration[] = [
  {
    id: 'HTTP-STATUS-200',
    requirement: 'HTTP-STATUS-200',
    description: "the last component's instance address answers 203 (body unchanged)",
    hooks: {
      status: (status, x) => (status === 200 && x.meta?.kind === 'instance' && x.meta.index === lastComponent(x) ? 203 : status),
    },
  },
  {
    id: 'HTTP-JSON-BODY',
    requirement: 'HTTP-JSON-BODY',
    description: "the last component's instance answer is cut short, so it is not JSON",
    conflicts: {
      'URL-SELF': "both change the body of the last component's instance answer, and a body cut short has no reading to judge the record by",
      'CMP-LIST-MATCHES-INSTANCE/is-glossary':
        "both change the body of the last component's instance answer, and a body cut short has no reading to judge the record by",
      'CMP-LIST-MATCHES-INSTANCE/nested':
        "both change the body of the last component's instance answer, and a body cut short has no reading to judge the record by",
    },
    hooks: {
      bytes: (body, x) => (x.meta?.kind === 'instance' && x.meta.index === lastComponent(x) ? body.subarray(0, -1) : undefined),
    },
  },
  {
    id: 'HDR-CONTENT-TYPE',
    requirement: 'HDR-CONTENT-TYPE',
    description: 'every answer is labelled text/html; charset=utf-8',
    conflicts: {
      'MTH-HEAD/list-content-type': 'both label the HEAD answer of the component list text/html, so HEAD agrees with GET there',
    },
    hooks: { headers: (h) => void (h['Content-Type'] = 'text/html; charset=utf-8') },
  },
  {
    id: 'HDR-ALLOW',
    requirement: 'HDR-ALLOW',
    description: 'every answer names GET, POST, HEAD, OPTIONS in Allow',
    conflicts: {
      'MTH-OPTIONS/statistics': 'both write Allow: GET, POST, HEAD, OPTIONS on the OPTIONS answers of statistics lists, so OPTIONS agrees with GET there',
    },
    hooks: { headers: (h) => void (h.Allow = 'GET, POST, HEAD, OPTIONS') },
  },
  {
    id: 'HDR-VARY',
    requirement: 'HDR-VARY',
    description: 'no answer carries Vary',
    hooks: { headers: (h) => void delete h.Vary },
  },
  {
    id: 'MTH-HEAD',
    requirement: 'MTH-HEAD',
    description: 'HEAD answers 405 where GET answers',
    conflicts: {
      'HDR-VARY/cache-hit':
        'the answers the cache serves without Vary are the HEADs after their GET, which this fault replaces with 405 answers (no header requirement applies to them)',
      'MTH-HEAD/list-content-type': 'this fault replaces the HEAD answer of the component list, whose Content-Type the other changes, with a 405 answer',
    },
    hooks: { method: (method, allowed) => allowed && method !== 'HEAD' },
  },
  {
    id: 'MTH-OPTIONS',
    requirement: 'MTH-OPTIONS',
    description: 'OPTIONS answers 405',
    hooks: { method: (method, allowed) => allowed && method !== 'OPTIONS' },
  },
  {
    id: 'MTH-WRITE-REFUSED',
    requirement: 'MTH-WRITE-REFUSED',
    description: 'POST, PUT, PATCH and DELETE without credentials answer 200 with the GET body (nothing changes)',
    hooks: { method: (method, allowed) => allowed || WRITES.has(method) },
  },
  {
    id: 'ERR-NOT-FOUND',
    requirement: 'ERR-NOT-FOUND',
    description: 'an unknown project or component answers 500',
    hooks: { error: (answer, x) => (x.why === 'unknown-component' ? SERVER_ERROR : answer) },
  },
  {
    id: 'ERR-BAD-PAGE',
    requirement: 'ERR-BAD-PAGE',
    description: 'page=0, -1, abc, 1.5 or past the last page answers 500',
    hooks: { error: (answer, x) => (x.why === 'bad-page' ? SERVER_ERROR : answer) },
  },
  {
    id: 'HTTP-STATUS-200/instance-redirect',
    requirement: 'HTTP-STATUS-200',
    description: "the middle component's instance address answers 301 to itself without the trailing slash, which answers 200 with the record",
    hooks: {
      request: (req) => {
        const c = req.data.components[middle(req)]!;
        const address = req.urls.component(c.project, c.slug);
        const bare = new URL(address).pathname.slice(0, -1);
        if (req.route?.kind === 'instance' && req.index === middle(req) && READS.has(req.method)) return redirect(301, address.slice(0, -1));
        if (req.route === undefined && req.path === bare) return req.pass(req.method, `${bare}/${req.rawUrl.slice(req.rawUrl.indexOf(bare) + bare.length)}`);
        return undefined;
      },
    },
  },
  {
    id: 'HTTP-STATUS-200/statistics-redirect',
    requirement: 'HTTP-STATUS-200',
    description: 'the longest statistics list answers 302 to ?page=1 when asked without page, which answers 200 with page 1',
    hooks: {
      request: (req) => {
        if (req.route?.kind !== 'statistics' || req.index !== longestList(req) || req.query.page !== undefined || !READS.has(req.method)) return undefined;
        const c = req.data.components[req.index]!;
        return redirect(302, `${req.urls.componentPart(c.project, c.slug, 'statistics')}?${[...req.query.others, 'page=1'].join('&')}`);
      },
    },
  },
  {
    id: 'HTTP-STATUS-200/page-redirect',
    requirement: 'HTTP-STATUS-200',
    description: 'page 2 of the longest statistics list answers 307 to the same page spelled page=02, which answers 200',
    hooks: {
      request: (req) => {
        if (req.route?.kind !== 'statistics' || req.index !== longestList(req) || req.query.page !== '2' || !READS.has(req.method)) return undefined;
        const c = req.data.components[req.index]!;
        return redirect(307, `${req.urls.componentPart(c.project, c.slug, 'statistics')}?${[...req.query.others, 'page=02'].join('&')}`);
      },
    },
  },
  {
    id: 'HTTP-STATUS-200/last-page-203',
    requirement: 'HTTP-STATUS-200',
    description: 'the last page of the longest statistics list answers 203 (body unchanged)',
    hooks: {
      status: (status, x) =>
        status === 200 && x.meta?.kind === 'statistics' && x.meta.index === longestList(x) && x.meta.page !== undefined && x.meta.page === x.meta.lastPage
          ? 203
          : status,
    },
  },
  {
    id: 'HTTP-JSON-BODY/bom',
    requirement: 'HTTP-JSON-BODY',
    description: 'component instance bodies start with a UTF-8 byte order mark',
    hooks: { bytes: (body, x) => (x.meta?.kind === 'instance' && x.method !== 'OPTIONS' ? Buffer.concat([BOM, body]) : undefined) },
  },
  {
    id: 'HDR-ALLOW/lower-case',
    requirement: 'HDR-ALLOW',
    description: 'statistics answers carry Allow: get, head, options',
    hooks: { headers: (h, x) => void (x.meta?.kind === 'statistics' && (h.Allow = 'get, head, options')) },
  },
  {
    id: 'HDR-VARY/instance-only',
    requirement: 'HDR-VARY',
    description: 'component instance answers lack Vary (all others carry it)',
    hooks: { headers: (h, x) => void (x.meta?.kind === 'instance' && delete h.Vary) },
  },
  {
    id: 'HDR-CONTENT-TYPE/later-pages',
    requirement: 'HDR-CONTENT-TYPE',
    description: 'pages 2 and later of statistics lists are labelled text/plain',
    hooks: { headers: (h, x) => void (x.meta?.kind === 'statistics' && (x.meta.page ?? 1) >= 2 && (h['Content-Type'] = 'text/plain')) },
  },
  {
    id: 'HDR-VARY/cache-hit',
    requirement: 'HDR-VARY',
    description: 'a shared cache answers each address asked again (a HEAD after its GET, or the same GET) from its store, without Vary',
    hooks: () => {
      const stored = new Set<string>();
      return {
        headers: (h, x) => {
          if ((x.method !== 'GET' && x.method !== 'HEAD') || x.meta === undefined) return;
          const q = x.meta.query;
          const key = `${x.meta.kind}|${x.meta.index ?? ''}|${q?.page ?? '-'}|${q?.others.join('&') ?? ''}`;
          if (stored.has(key)) delete h.Vary;
          else stored.add(key);
        },
      };
    },
  },
  {
    id: 'MTH-HEAD/instance-body',
    requirement: 'MTH-HEAD',
    description: 'HEAD on component instance addresses is answered with the GET body after the headers',
    hooks: { headBody: (x) => x.meta?.kind === 'instance' },
  },
  {
    id: 'MTH-HEAD/page-body',
    requirement: 'MTH-HEAD',
    description: 'HEAD on pages 2 and later of statistics lists is answered with the GET body after the headers',
    hooks: { headBody: (x) => x.meta?.kind === 'statistics' && (x.meta.page ?? 1) >= 2 },
  },
  {
    id: 'MTH-HEAD/list-content-type',
    requirement: 'MTH-HEAD',
    // A HEAD answer carries the header fields of GET (RFC 9110 §9.3.2), and §1 asks application/json of each.
    also: ['HDR-CONTENT-TYPE'],
    description: 'HEAD on the component list is labelled text/html; charset=utf-8 (GET says application/json)',
    hooks: { headers: (h, x) => void (x.method === 'HEAD' && x.meta?.kind === 'list' && (h['Content-Type'] = 'text/html; charset=utf-8')) },
  },
  {
    id: 'MTH-OPTIONS/statistics',
    requirement: 'MTH-OPTIONS',
    description: 'OPTIONS on statistics lists answers with Allow: GET, POST, HEAD, OPTIONS (GET says GET, HEAD, OPTIONS)',
    hooks: { headers: (h, x) => void (x.method === 'OPTIONS' && x.meta?.kind === 'statistics' && (h.Allow = 'GET, POST, HEAD, OPTIONS')) },
  },
  {
    id: 'ERR-BAD-PAGE/past-end-long',
    requirement: 'ERR-BAD-PAGE',
    description: 'on lists of 3 pages or more, the page past the last answers 500 (others 404)',
    hooks: {
      error: (answer, x) =>
        x.why === 'bad-page' && x.meta?.page !== undefined && x.meta.lastPage !== undefined && x.meta.page > x.meta.lastPage && x.meta.lastPage >= 3
          ? SERVER_ERROR
          : answer,
    },
  },
];
