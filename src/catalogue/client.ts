/**
 * The client requirements: what a client of the API must (error) or should (warning) do, as far as a
 * server can see it. `stringent serve --client-report` judges every request on them. Each traces to
 * the API document (§) or to HTTP (RFC 9110, RFC 6585); the severity is what its source gives: a
 * statement of the document is an error (class core), a recommendation a warning (class recommended).
 * A second catalogue beside the deployment's: same record shape, its own closed union of IDs.
 */
import { defineFamily, toRequirement, type Requirement } from './record.js';
import { fillTemplate, type FindingArgs } from './requirements.js';

export const CLIENT = defineFamily('client', [
  {
    id: 'CLI-PAGE-LINKS',
    class: 'core',
    section: '§4.3 rule 1, §2.1',
    title: 'Asks for a page only at an address the server gave in `next` or `previous`, never past the page whose `next` is null',
    precondition: 'the client asked for a page with a `page` parameter',
    notApplicable: 'the client never asked for a page by number',
    why:
      'Pages are requested with `page`, and `next` and `previous` give the addresses to follow (§4.3 rule 1). A client that builds page numbers ' +
      'itself asks for pages that do not exist when the last page is exactly full, and breaks on a deployment that pages by another size ' +
      '(stock Weblate serves 50) or repeats parameters in `next`.',
    fix: 'Start at the list address without a `page` parameter, then follow `next` until it is null (and `previous` to go back); never compute a page number or stop on a short page.',
    codes: {
      'not-given': { message: 'asked for {target}, an address that no next or previous had given' },
      'before-sent': {
        message: 'asked for {target} {earlyMs} ms before the answer whose next or previous gave it began to be sent',
        measured: ['earlyMs'],
      },
      'past-last': { message: 'asked for page {page} of {list}, past its last page {lastPage} (whose next is null)' },
    },
  },
  {
    id: 'CLI-ADDRESS-GIVEN',
    class: 'core',
    section: '§1, §4',
    title:
      'Asks only for addresses of the API that an answer gave or that §4 defines (the component list, and a component or its statistics by the slugs the server has)',
    precondition: 'the client asked for an address without a `page` parameter',
    notApplicable: 'the client asked for no address without a `page` parameter',
    why:
      'Every URL-valued field of an answer is an absolute URL that starts with {base_url} (§1), and §4 defines three endpoints under {base_url}api/. ' +
      'A client that rebuilds an address (from a slug it normalised, from a path it guessed) or asks for the web `url` of a statistics item as if it ' +
      'were an API address asks for what the server does not have, and breaks on a deployment whose addresses differ from its guess.',
    fix: 'Take addresses from the answers (url, statistics_url, next, previous) as written; build only the three addresses of §4, from slugs exactly as the answers spell them; never ask the API for a web url.',
    codes: {
      'not-given': { message: 'asked for {target}, an address of the API that no answer had given and that the server does not have ({status})' },
      'not-api': { message: 'asked for {target}, which is not an address of the API (a web address, or another path outside the API root)' },
    },
  },
  {
    id: 'CLI-LINK-HOST',
    class: 'core',
    section: '§1, §2.1',
    title: 'Follows a link to the host it names, not to the host of the address the client started from',
    precondition: 'the client asked for an address an answer had given',
    notApplicable: 'the client asked for no address an answer had given',
    why:
      'URL-valued fields are absolute URLs built from {base_url} (§1), and next is the absolute URL of the next page (§2.1). Behind a proxy the base ' +
      'URL names another host than the one a client was configured with; a client that moves links onto its own base URL asks the wrong host.',
    fix: 'Request a link exactly as the answer wrote it (scheme, host, port, path and query); do not rebuild it on the configured base URL.',
    codes: {
      'other-host': { message: 'asked for {target} at host {host}, but the answer that gave it named host {linkHost}' },
    },
  },
  {
    id: 'CLI-NO-REPEAT',
    class: 'recommended',
    section: 'RFC 9110 §9.2.2, §8',
    title: 'Does not ask again, without need, for an address already answered 200',
    precondition: 'the client was answered 200 to a GET',
    notApplicable: 'the client was answered 200 to no GET',
    why:
      'Every request counts against the deployment’s rate limit (Weblate allows 100 anonymous requests a day); a client that re-reads an answer it ' +
      'already has (page 1 before every page, the same record for every item) spends the allowance and the server’s time on nothing new.',
    fix: 'Keep what an answer gave for the length of the walk; ask an address again only when its answer was not a 200 (a 429 or a 503 to wait out).',
    codes: {
      repeated: { message: 'asked {repeats} times for addresses already answered 200 ({addresses} addresses; most often {target}, {most} times again)' },
    },
  },
  {
    id: 'CLI-READ-ONLY',
    class: 'core',
    section: '§1, §4',
    title: 'Sends only GET, HEAD and OPTIONS, and no body',
    precondition: 'the client sent a request',
    notApplicable: 'the client sent no request',
    why:
      'Only GET, HEAD and OPTIONS are allowed on the endpoints, with no request body (§1, §4); write operations are not shown (§4.4). A client that ' +
      'writes, or sends a body a server may read or refuse, does what the API does not offer.',
    fix: 'Read with GET (or HEAD); send no body and no Content-Length or Transfer-Encoding on a request.',
    codes: {
      'write-method': { message: 'sent {method} to {target}; the API allows GET, HEAD and OPTIONS' },
      body: { message: 'sent a body with {method} {target}' },
    },
  },
  {
    id: 'CLI-QUERY-DEFINED',
    class: 'recommended',
    section: '§4.1, §4.3',
    title: 'Sends only the query parameters the API defines: `page` on a list, `format` on a statistics list',
    precondition: 'the client asked for an address of the API',
    notApplicable: 'the client asked for no address of the API',
    why:
      'The API defines `page` on both lists and `format` on a statistics list, and leaves page size, filters and ordering unshown (§4.4, §8). ' +
      'A client that sends `page_size` or a filter relies on what one deployment happens to do; another ignores it or refuses it.',
    fix: 'Drop parameters the API does not define; read the page size from the pages themselves and filter on the client.',
    codes: {
      'undefined-parameter': { message: 'sent the parameter {parameter} to the {kind} address, where the API does not define it' },
    },
  },
  {
    id: 'CLI-RETRY-AFTER',
    class: 'recommended',
    section: 'RFC 9110 §10.2.3, RFC 6585 §4',
    title:
      'After a 429 or 503 with `Retry-After`, waits at least that long before asking again (allowing 100 ms for the clocks and the network); ' +
      'requests already under way when it was answered do not count',
    precondition: 'the client asked again after a 429 or 503 with Retry-After',
    notApplicable: 'the client was answered no 429 or 503 with Retry-After, or asked nothing after it',
    why:
      'Retry-After says how long the user agent ought to wait before a follow-up request (RFC 9110 §10.2.3); a client that comes back sooner ' +
      'meets another 429, and on Weblate spends its daily allowance (100 anonymous requests) on refusals. A limit is the server’s, not an ' +
      'address’s: any request counts. The wait is measured by the server from the moment the answer began to be sent to the arrival of the next ' +
      'request, and a request that comes up to 100 ms early is allowed for, so that a client waiting by its own timer is never flagged; another ' +
      'address asked within 100 ms of the answer was under way before the client could read it.',
    fix: 'On a 429 or a 503, read Retry-After (seconds or an HTTP date) and wait at least that long before asking again, for any address; without it, back off.',
    codes: {
      'too-soon': {
        message:
          'asked {target} {waitedMs} ms after the {status} answer to {throttled}, whose Retry-After was {retryAfter} ({toleranceMs} ms allowed for the clocks and the network)',
        measured: ['waitedMs'],
      },
    },
  },
  {
    id: 'CLI-ACCEPT-JSON',
    class: 'recommended',
    section: '§1, RFC 9110 §12.5.1',
    title: 'Sends an `Accept` that admits `application/json` (named, `application/*` or `*/*`) on GET and HEAD',
    precondition: 'the client sent GET or HEAD to an address of the API',
    notApplicable: 'the client sent no GET or HEAD to an address of the API',
    why:
      "Answers vary on Accept (§1, Vary: Accept): Weblate answers `format=api` or a browser's Accept with the HTML browsable API. Asking for " +
      'application/json is what makes the answer JSON on every deployment.',
    fix: 'Send `Accept: application/json` with every request.',
    codes: {
      'no-accept': { message: 'sent no Accept header; send Accept: application/json' },
      'not-json': { message: 'sent Accept: {accept}, which excludes application/json; send Accept: application/json' },
    },
  },
]);

type ClientRecord = (typeof CLIENT.records)[number];
/** The closed union of client requirement IDs. */
export type ClientRequirementId = ClientRecord['id'];
/** The codes of one client requirement. */
export type ClientCodeOf<Id extends ClientRequirementId> = keyof Extract<ClientRecord, { id: Id }>['codes'] & string;

export const CLIENT_REQUIREMENTS: readonly Requirement<ClientRequirementId>[] = CLIENT.records.map((r) => toRequirement(CLIENT.family, r));

const BY_ID = new Map<string, Requirement<ClientRequirementId>>(CLIENT_REQUIREMENTS.map((r) => [r.id, r]));

export function clientRequirement(id: ClientRequirementId): Requirement<ClientRequirementId> {
  return BY_ID.get(id)!;
}

/** The message of a client finding, from its code's template. */
export function clientMessage<Id extends ClientRequirementId>(id: Id, code: ClientCodeOf<Id>, args: FindingArgs): string {
  const c = (clientRequirement(id).codes as Record<string, { message: string }>)[code];
  if (!c) throw new Error(`${id} has no finding code ${code}`);
  return fillTemplate(c.message, args, `${id} ${code}`);
}
