/**
 * Answers as the transport rules read them (§1, §4, §5, §7): each exchange is read once (the first
 * rule to ask reads it, the others get the same object) — what role it plays in the run, and the
 * facts kept of it for later: the GET of each address (which HEAD and OPTIONS are compared with),
 * and the last page each list's first page implies.
 *
 * Which answers which requirement applies to:
 * - HTTP-STATUS-200, HTTP-JSON-BODY and the HDR-* headers apply to the GET answers of the three
 *   endpoints fetched by the crawl; §1 states the headers of the shown (200) answers, so the
 *   headers are judged on GET answers with status 200 only, and a JSON body only on those too
 *   (a 404 is HTTP-STATUS-200 alone, not also a missing body).
 * - A statistics list fetched with `format=api` is PAG-FORMAT-API's to judge when it does not
 *   answer 200 with JSON (pagination family); when it does, its headers are judged like any
 *   other GET answer.
 * - HEAD and OPTIONS answers are judged against the GET of the same address (MTH-HEAD,
 *   MTH-OPTIONS). A HEAD answer carries the header fields of the GET (RFC 9110 §9.3.2), so the
 *   HDR-* requirements judge HEAD answers with status 200 too: a HEAD labelled text/html is
 *   HDR-CONTENT-TYPE as well as MTH-HEAD (when the GET says otherwise). OPTIONS answers are
 *   MTH-OPTIONS's alone. A HEAD or OPTIONS value that equals either the GET's or the one §1
 *   requires passes MTH-HEAD and MTH-OPTIONS.
 * - Error answers (probes) carry no header requirement: §7 shows no error answer.
 * - Re-fetches (purpose recheck) repeat crawl GETs: the HDR-* requirements judge their headers
 *   (a shared cache may answer an address asked again from its store, without Vary); nothing else
 *   judges them again.
 * - A redirect the kit followed is recorded as its own exchange (a hop, with `redirectedTo`) before
 *   the answer at the end of the chain. A hop from an address the crawl was given (by the API or
 *   by §4) is one HTTP-STATUS-200 finding per address; the answer the kit reached by following it
 *   is judged as that address's answer. Hops are judged for nothing else.
 * - HEAD bodies are the bytes the kit saw on the wire after the HEAD answer's headers
 *   (`headBodyBytes`); HTTP clients discard them.
 * - A list page beyond the last one its first page implies, reached by following `next`, answers
 *   4xx (ERR-BAD-PAGE asks that of a page past the last), or 5xx where the server also fails that:
 *   the `next` that led there is PAG-NEXT's departure either way (the count already shows it is
 *   past the end), and the address the API gave answering other than 200 is HTTP-STATUS-200's (its
 *   precondition: any address the API gives). Its body and headers are judged by nothing else.
 * - An answer with another 2xx status than 200 carries the resource under the wrong status
 *   (base/status.ts): HTTP-STATUS-200 reports the status, and the body and headers are judged as
 *   those of a 200 answer.
 */
import { lastPageOf } from '../../base/limits.js';
import { carriesResource } from '../../base/status.js';
import type { Answer, ResourceKind } from '../common/types.js';
import { mediaType } from './headers.js';

export const JSON_TYPE = 'application/json';

/** What a HEAD or OPTIONS answer is compared on; also kept for every GET, never the body. */
export interface Facts {
  status: number;
  contentType: string;
  allow: string | undefined;
}

export interface MethodProbe extends Facts {
  method: 'HEAD' | 'OPTIONS';
  url: string;
  bodyLength: number;
}

/**
 * What an exchange is to the transport rules: a redirect `hop`; a `probe-error` GET; the GET of a
 * list with `format-api`; a `crawl` GET (`pastTheEnd` when it is a 4xx beyond a list's last page);
 * a HEAD or OPTIONS `method` probe (judged in finish); a `write` probe.
 */
export type TransportRead =
  | { role: 'hop' | 'probe-error' | 'format-api' | 'method' | 'write' | 'recheck'; kind: ResourceKind }
  | { role: 'crawl'; kind: ResourceKind; pastTheEnd: boolean };

export class TransportAnswers {
  /** GET facts per address; identical facts are shared, so memory grows with addresses only. */
  private readonly getFacts = new Map<string, Facts>();
  private readonly internedFacts = new Map<string, Facts>();
  private lastFacts: Facts | undefined;
  /** Last page number each list's first page implies (list address without page → number). */
  private readonly lastPages = new Map<string, number>();
  readonly methodProbes: MethodProbe[] = [];
  /** Error probes seen (ERR-NOT-FOUND and ERR-BAD-PAGE are skipped without any). */
  errorProbes = 0;
  writeProbes = 0;
  private last?: { answer: Answer; read: TransportRead | undefined };

  /** The exchange as the transport rules read it (undefined when none judges it); read once per answer. */
  read(answer: Answer): TransportRead | undefined {
    if (this.last?.answer !== answer) this.last = { answer, read: this.readAnswer(answer) };
    return this.last.read;
  }

  /** The GET facts of an address, when it was fetched. */
  getOf(url: string): Facts | undefined {
    return this.getFacts.get(url);
  }

  /** The last page a list's first page implies, when its first page was seen. */
  lastPageOf(listKey: string): number | undefined {
    return this.lastPages.get(listKey);
  }

  private intern(f: Facts): Facts {
    // Most answers in a row have the facts of the one before: compared field by field, without a key.
    const last = this.lastFacts;
    if (last !== undefined && last.status === f.status && last.contentType === f.contentType && last.allow === f.allow) return last;
    const key = `${f.status}\u0000${f.contentType}\u0000${f.allow ?? '\u0001'}`;
    let known = this.internedFacts.get(key);
    if (!known) this.internedFacts.set(key, (known = f));
    this.lastFacts = known;
    return known;
  }

  private readAnswer(answer: Answer): TransportRead | undefined {
    const { exchange, target } = answer;
    const purpose = exchange.purpose ?? 'crawl';
    if (target.kind === 'other') return undefined;
    const kind = target.kind;
    if (exchange.redirectedTo !== undefined) return purpose === 'recheck' ? undefined : { role: 'hop', kind };
    // A re-fetch repeats a crawl GET: only the header requirements judge it again (header-rule.ts).
    if (purpose === 'recheck') return exchange.request.method === 'GET' ? { role: 'recheck', kind } : undefined;
    const facts = (): Facts =>
      this.intern({ status: exchange.status, contentType: mediaType(exchange.headers['content-type']), allow: exchange.headers.allow });
    const method = exchange.request.method;
    switch (method) {
      case 'GET':
        if (purpose === 'probe-error') {
          this.errorProbes++;
          return { role: 'probe-error', kind };
        }
        this.getFacts.set(exchange.request.url, facts());
        if (purpose === 'format-api') return { role: 'format-api', kind };
        if (carriesResource(exchange.status)) {
          this.rememberLastPage(answer);
          return { role: 'crawl', kind, pastTheEnd: false };
        }
        return { role: 'crawl', kind, pastTheEnd: this.pastTheLastPage(answer) };
      case 'HEAD':
      case 'OPTIONS': {
        const bodyLength = exchange.headBodyBytes ?? ((exchange.body ?? '').length || (exchange.json !== undefined ? JSON.stringify(exchange.json).length : 0));
        this.methodProbes.push({ ...facts(), method, url: exchange.request.url, bodyLength });
        return { role: 'method', kind };
      }
      default:
        this.writeProbes++;
        return { role: 'write', kind };
    }
  }

  private rememberLastPage(answer: Answer): void {
    const { target, json } = answer;
    if (target.page !== 1 || (target.kind !== 'component-list' && target.kind !== 'statistics')) return;
    if (typeof json !== 'object' || json === null || !Array.isArray((json as { results?: unknown }).results)) return;
    const page = json as { count?: unknown; next?: unknown; results: unknown[] };
    this.lastPages.set(target.listKey, lastPageOf(page.count, page.results.length, page.next !== null && page.next !== undefined));
  }

  private pastTheLastPage(answer: Answer): boolean {
    const { target, exchange } = answer;
    const last = this.lastPages.get(target.listKey);
    return last !== undefined && target.page !== undefined && target.page > last && exchange.status >= 400;
  }
}
