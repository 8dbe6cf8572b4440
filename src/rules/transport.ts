/**
 * Transport family (§1, §4, §5, §7): status codes, JSON bodies, the three headers, HEAD, OPTIONS,
 * refused writes and error answers.
 *
 * Which answers which requirement applies to:
 * - HTTP-STATUS-200, HTTP-JSON-BODY and the HDR-* headers apply to the GET answers of the three
 *   endpoints fetched by the crawl; §1 states the headers of the shown (200) answers, so the
 *   headers are judged on GET answers with status 200 only, and a JSON body only on those too
 *   (a 404 is HTTP-STATUS-200 alone, not also a missing body).
 * - A statistics list fetched with `format=api` is PAG-FORMAT-API's to judge when it does not
 *   answer 200 with JSON (pagination family); when it does, its headers are judged here like any
 *   other GET answer.
 * - HEAD and OPTIONS answers are judged against the GET of the same address (MTH-HEAD,
 *   MTH-OPTIONS), not against the header requirements again: a header that is wrong on the GET is
 *   one departure, reported once. A HEAD or OPTIONS value that equals either the GET's or the one
 *   §1 requires passes.
 * - Error answers (probes) carry no header requirement: §7 shows no error answer.
 * - Re-fetches (purpose recheck) repeat crawl GETs and are not judged again.
 * - A redirect the kit followed is recorded as its own exchange (a hop, with `redirectedTo`) before
 *   the answer at the end of the chain. A hop from an address the crawl was given (by the API or
 *   by §4) is one HTTP-STATUS-200 finding per address; the answer the kit reached by following it
 *   is judged as that address's answer. Hops are judged for nothing else.
 * - HEAD bodies are the bytes the kit saw on the wire after the HEAD answer's headers
 *   (`headBodyBytes`); HTTP clients discard them.
 * - A list page beyond the last one its first page implies, reached by following `next`, rightly
 *   answers 4xx (ERR-BAD-PAGE asks that of a page past the last): the departure is the `next` that
 *   led there (PAG-NEXT), not the status.
 * Header departures are reported once per requirement, endpoint kind and value, with the number
 * of answers that share it, so a server-wide header fault is one finding rather than thousands.
 */
import { FindingGroups } from './grouped.js';
import type { Answer, FindingInput, ResourceKind, RuleContext, RuleFamily, RuleFamilyFactory } from './types.js';
import { allowIsRequired, mediaType, REQUIRED_ALLOW, sameMethods, varyIncludesAccept } from './headers.js';
import { lastPageOf } from '../base/limits.js';

const REQUIREMENTS = [
  'HTTP-STATUS-200',
  'HTTP-JSON-BODY',
  'HDR-CONTENT-TYPE',
  'HDR-ALLOW',
  'HDR-VARY',
  'MTH-HEAD',
  'MTH-OPTIONS',
  'MTH-WRITE-REFUSED',
  'ERR-NOT-FOUND',
  'ERR-BAD-PAGE',
] as const;

const JSON_TYPE = 'application/json';

/** What a HEAD or OPTIONS answer is compared on; also kept for every GET, never the body. */
interface Facts {
  status: number;
  contentType: string;
  allow: string | undefined;
}

interface MethodProbe extends Facts {
  method: 'HEAD' | 'OPTIONS';
  url: string;
  bodyLength: number;
}


export const transportFamily: RuleFamilyFactory = (): RuleFamily => {
  /** GET facts per address; identical facts are shared, so memory grows with addresses only. */
  const getFacts = new Map<string, Facts>();
  const internedFacts = new Map<string, Facts>();
  const methodProbes: MethodProbe[] = [];
  const headerGroups = new FindingGroups();
  /** Last page number each list's first page implies (list address without page → number). */
  const lastPages = new Map<string, number>();
  /** Addresses whose redirect has been reported (one finding per address). */
  const redirected = new Set<string>();
  let writeProbes = 0;
  let errorProbes = 0;

  function intern(f: Facts): Facts {
    const key = `${f.status}\u0000${f.contentType}\u0000${f.allow ?? '\u0001'}`;
    const known = internedFacts.get(key);
    if (known) return known;
    internedFacts.set(key, f);
    return f;
  }

  function headerDeparture(kind: ResourceKind, url: string, finding: Omit<FindingInput, 'url' | 'pointer'>): void {
    const key = `${finding.requirement}\u0000${kind}\u0000${JSON.stringify(finding.actual ?? null)}`;
    headerGroups.add(key, url, () => ({ ...finding, url, pointer: '' }));
  }

  function judgeHeaders(answer: Answer, kind: ResourceKind, ctx: RuleContext): void {
    const { headers, request } = answer.exchange;
    const url = request.url;
    ctx.check('HDR-CONTENT-TYPE');
    const type = mediaType(headers['content-type']);
    if (type !== JSON_TYPE)
      headerDeparture(kind, url, {
        requirement: 'HDR-CONTENT-TYPE',
        ...(headers['content-type'] === undefined ? { code: 'missing' } : { code: 'not-json', args: { type: type || 'empty' } }),
        expected: JSON_TYPE,
        actual: headers['content-type'] ?? null,
      });
    ctx.check('HDR-ALLOW');
    if (!allowIsRequired(headers.allow))
      headerDeparture(kind, url, {
        requirement: 'HDR-ALLOW',
        ...(headers.allow === undefined
          ? { code: 'missing' }
          : {
              code: sameMethods(headers.allow.toUpperCase(), REQUIRED_ALLOW.join(', ')) ? 'wrong-case' : 'wrong-methods',
              args: { allow: headers.allow || 'nothing' },
            }),
        expected: REQUIRED_ALLOW.join(', '),
        actual: headers.allow ?? null,
      });
    ctx.check('HDR-VARY');
    if (!varyIncludesAccept(headers.vary))
      headerDeparture(kind, url, {
        requirement: 'HDR-VARY',
        ...(headers.vary === undefined ? { code: 'missing' } : { code: 'without-accept', args: { vary: headers.vary || 'empty' } }),
        expected: 'Accept',
        actual: headers.vary ?? null,
      });
  }

  function rememberLastPage(answer: Answer): void {
    const { target, json } = answer;
    if (target.page !== 1 || (target.kind !== 'component-list' && target.kind !== 'statistics')) return;
    if (typeof json !== 'object' || json === null || !Array.isArray((json as { results?: unknown }).results)) return;
    const page = json as { count?: unknown; next?: unknown; results: unknown[] };
    lastPages.set(target.listKey, lastPageOf(page.count, page.results.length, page.next !== null && page.next !== undefined));
  }

  function pastTheLastPage(answer: Answer): boolean {
    const { target, exchange } = answer;
    const last = lastPages.get(target.listKey);
    return last !== undefined && target.page !== undefined && target.page > last && exchange.status >= 400 && exchange.status < 500;
  }

  function judgeCrawlGet(answer: Answer, kind: ResourceKind, ctx: RuleContext): void {
    const { exchange } = answer;
    const url = exchange.request.url;
    if (exchange.status === 200) rememberLastPage(answer);
    else if (pastTheLastPage(answer)) return;
    ctx.check('HTTP-STATUS-200');
    if (exchange.status !== 200) {
      ctx.report({
        requirement: 'HTTP-STATUS-200',
        url,
        pointer: '',
        code: 'not-200',
        args: { status: exchange.status },
        expected: 200,
        actual: exchange.status,
      });
      return;
    }
    ctx.check('HTTP-JSON-BODY');
    if (answer.jsonError !== undefined)
      ctx.report({
        requirement: 'HTTP-JSON-BODY',
        url,
        pointer: '',
        code: 'not-json',
        args: { reason: answer.jsonError },
        expected: 'a JSON document',
        actual: (exchange.body ?? '').slice(0, 80),
      });
    judgeHeaders(answer, kind, ctx);
  }

  /** A 3xx the kit followed from an address it was given: §1 shows only 200 answers. */
  function judgeRedirectHop(answer: Answer, ctx: RuleContext): void {
    const { exchange } = answer;
    const url = exchange.request.url;
    const purpose = exchange.purpose ?? 'crawl';
    // The first hop is the address the crawl asked for; later hops are where the server sent it.
    if (exchange.request.method !== 'GET' || exchange.hop !== 0 || (purpose !== 'crawl' && purpose !== 'format-api')) return;
    ctx.check('HTTP-STATUS-200');
    if (redirected.has(url)) return;
    redirected.add(url);
    ctx.report({
      requirement: 'HTTP-STATUS-200',
      url,
      pointer: '',
      code: 'redirect',
      args: { status: exchange.status, location: exchange.redirectedTo ?? null },
      expected: 200,
      actual: exchange.status,
    });
  }

  function judgeProbeError(answer: Answer, ctx: RuleContext): void {
    const { exchange } = answer;
    const url = exchange.request.url;
    let badPage = false;
    try {
      badPage = new URL(url).searchParams.has('page');
    } catch {
      badPage = false;
    }
    // A probe meant past the last page that the list's own count says exists is no bad page.
    const last = lastPages.get(answer.target.listKey);
    const page = answer.target.page;
    if (badPage && page !== undefined && page >= 1 && last !== undefined && page <= last) return;
    const id = badPage ? 'ERR-BAD-PAGE' : 'ERR-NOT-FOUND';
    ctx.check(id);
    const s = exchange.status;
    if (s >= 400 && s < 500) return;
    ctx.report({
      requirement: id,
      url,
      pointer: '',
      code: s >= 500 ? 'server-error' : 'not-4xx',
      args: { status: s },
      expected: 404,
      actual: s,
    });
  }

  function judgeWrite(answer: Answer, ctx: RuleContext): void {
    const { exchange } = answer;
    const s = exchange.status;
    ctx.check('MTH-WRITE-REFUSED');
    // 5xx is no refusal either: the server failed while handling a write it should have turned away.
    if (s >= 400 && s < 500) return;
    ctx.report({
      requirement: 'MTH-WRITE-REFUSED',
      url: exchange.request.url,
      method: exchange.request.method,
      pointer: '',
      code: s < 300 ? 'accepted' : s < 400 ? 'redirected' : 'server-error',
      args: { method: exchange.request.method, status: s },
      expected: '4xx',
      actual: s,
    });
  }

  function judgeMethodProbe(p: MethodProbe, ctx: RuleContext): void {
    const get = getFacts.get(p.url);
    // An address whose GET fails is HTTP-STATUS-200's finding; OPTIONS there says nothing more.
    if (p.method === 'OPTIONS' && get !== undefined && get.status !== 200) return;
    const problems: string[] = [];
    const statusOk = p.method === 'HEAD' ? p.status === 200 || p.status === get?.status : p.status >= 200 && p.status < 300;
    if (!statusOk) problems.push(`status ${p.status}${p.method === 'HEAD' ? `, GET ${get?.status ?? 200}` : ', not 2xx'}`);
    if (p.method === 'HEAD' && p.contentType !== JSON_TYPE && p.contentType !== get?.contentType)
      problems.push(`Content-Type ${p.contentType || 'missing'}, GET ${get?.contentType || JSON_TYPE}`);
    if (!allowIsRequired(p.allow) && !(get && sameMethods(p.allow, get.allow)))
      problems.push(`Allow ${p.allow ?? 'missing'}, GET ${get?.allow ?? REQUIRED_ALLOW.join(', ')}`);
    if (p.method === 'HEAD' && p.bodyLength > 0) problems.push(`a body of ${p.bodyLength} ${p.bodyLength === 1 ? 'byte' : 'bytes'}`);
    const id = p.method === 'HEAD' ? 'MTH-HEAD' : 'MTH-OPTIONS';
    ctx.check(id);
    if (problems.length === 0) return;
    ctx.report({
      requirement: id,
      url: p.url,
      method: p.method,
      pointer: '',
      code: 'not-like-get',
      args: { problems: problems.join('; ') },
      expected: {
        status: p.method === 'HEAD' ? (get?.status ?? 200) : '2xx',
        allow: get?.allow ?? REQUIRED_ALLOW.join(', '),
        ...(p.method === 'HEAD' ? { contentType: get?.contentType || JSON_TYPE, body: '' } : {}),
      },
      actual: {
        status: p.status,
        allow: p.allow ?? null,
        ...(p.method === 'HEAD' ? { contentType: p.contentType || null, bodyLength: p.bodyLength } : {}),
      },
    });
  }

  return {
    name: 'transport',
    requirements: REQUIREMENTS,

    exchange(answer, ctx) {
      const { exchange, target } = answer;
      const purpose = exchange.purpose ?? 'crawl';
      if (target.kind === 'other' || purpose === 'recheck') return;
      const kind = target.kind;
      const method = exchange.request.method;
      if (exchange.redirectedTo !== undefined) {
        judgeRedirectHop(answer, ctx);
        return;
      }
      const facts = (): Facts =>
        intern({ status: exchange.status, contentType: mediaType(exchange.headers['content-type']), allow: exchange.headers.allow });
      switch (method) {
        case 'GET':
          if (purpose === 'probe-error') {
            errorProbes++;
            judgeProbeError(answer, ctx);
            return;
          }
          getFacts.set(exchange.request.url, facts());
          if (purpose === 'format-api') {
            if (exchange.status === 200 && answer.json !== undefined) judgeHeaders(answer, kind, ctx);
            return;
          }
          judgeCrawlGet(answer, kind, ctx);
          return;
        case 'HEAD':
        case 'OPTIONS': {
          const bodyLength =
            exchange.headBodyBytes ?? ((exchange.body ?? '').length || (exchange.json !== undefined ? JSON.stringify(exchange.json).length : 0));
          methodProbes.push({ ...facts(), method, url: exchange.request.url, bodyLength });
          return;
        }
        default:
          writeProbes++;
          judgeWrite(answer, ctx);
      }
    },

    finish(ctx) {
      if (ctx.options.mode === 'validate') {
        for (const id of REQUIREMENTS) ctx.notApplicable(id, 'validate reads documents, not HTTP answers');
        return;
      }
      // HEAD and OPTIONS are judged last: the GET of the same address may come before or after them.
      for (const p of methodProbes) judgeMethodProbe(p, ctx);
      headerGroups.report(ctx, 'answers');
      if (writeProbes === 0) ctx.skip('MTH-WRITE-REFUSED', 'write probes are off (--probe-writes)');
      if (errorProbes === 0) {
        ctx.skip('ERR-NOT-FOUND', 'error probes are off (--probe-errors)');
        ctx.skip('ERR-BAD-PAGE', 'error probes are off (--probe-errors)');
      }
    },
  };
};
