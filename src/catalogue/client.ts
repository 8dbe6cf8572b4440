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
      'past-last': { message: 'asked for page {page} of {list}, past its last page {lastPage} (whose next is null)' },
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
    title: 'After a 429, waits at least its `Retry-After` before asking that address again',
    precondition: 'the client asked again for an address that had been answered 429 with Retry-After',
    notApplicable: 'no address answered 429 with Retry-After was asked again',
    why:
      'Retry-After says how long the user agent ought to wait before a follow-up request (RFC 9110 §10.2.3); a client that comes back sooner ' +
      'meets another 429, and on Weblate spends its daily allowance (100 anonymous requests) on refusals.',
    fix: 'On a 429, read Retry-After (seconds or an HTTP date) and wait at least that long before asking again; without it, back off.',
    codes: {
      'too-soon': { message: 'asked {target} again {waitedMs} ms after a 429 whose Retry-After was {retryAfter}', measured: ['waitedMs'] },
    },
  },
  {
    id: 'CLI-ACCEPT-JSON',
    class: 'recommended',
    section: '§1, RFC 9110 §12.5.1',
    title: 'Sends `Accept` naming `application/json` on GET and HEAD',
    precondition: 'the client sent GET or HEAD to an address of the API',
    notApplicable: 'the client sent no GET or HEAD to an address of the API',
    why:
      "Answers vary on Accept (§1, Vary: Accept): Weblate answers `format=api` or a browser's Accept with the HTML browsable API. Asking for " +
      'application/json is what makes the answer JSON on every deployment.',
    fix: 'Send `Accept: application/json` with every request.',
    codes: {
      'no-accept': { message: 'sent no Accept header' },
      'not-json': { message: 'sent Accept: {accept}, which does not name application/json' },
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
