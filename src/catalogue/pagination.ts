/** Pagination (§2.1, §4.3, §8): the list envelope, next and previous, page sizes, termination. */
import { defineFamily, type FindingSeen } from './record.js';

/** How PAG-COUNT's findings are seen, whichever walk found them. */
const WALK_AND_COUNT: FindingSeen = {
  by: 'answers',
  how: 'follow next from page 1 to the last page, count the items of every page, and compare the sum with count',
};

export const PAGINATION = defineFamily('pagination', [
  {
    id: 'PAG-ENVELOPE',
    class: 'core',
    section: '§2.1',
    title: 'A list answer is an object with count (integer ≥ 0), next, previous (URL or null), results (array)',
    precondition: 'any list answer',
    notApplicable: 'no list answer was seen',
    why: 'Every list client reads count, next, previous and results; without the envelope it cannot read the list at all.',
    fix: 'Wrap every list answer in {"count", "next", "previous", "results"}: count a JSON integer of at least 0, next and previous an absolute URL or null, results an array, on every page and with every query parameter.',
    codes: {
      'not-envelope': { message: 'the list answer is not the paginated envelope: {field} {problem}' },
    },
  },
  {
    id: 'PAG-COUNT',
    class: 'core',
    section: '§2.1',
    title: 'count equals the number of items over all pages',
    precondition: 'a list walked to its last page',
    notApplicable: 'no list was walked to its end',
    why: 'Clients size progress bars and stop conditions by count; a wrong count makes them stop early or wait for items that never come.',
    fix: 'Set count to the number of items the whole list holds over all its pages, computed from the same query that produces the pages (not an estimate, not the number on this page).',
    codes: {
      mismatch: {
        message: '{counted}{because}',
        measured: ['counted', 'because'],
        seen: WALK_AND_COUNT,
      },
      'same-on-rewalk': {
        message: '{counted}, the same on re-walk{because}',
        measured: ['counted', 'because'],
        seen: WALK_AND_COUNT,
      },
      'wrong-on-both-walks': {
        message: '{counted}; walked again: {again} — wrong on both walks, so not drift{because}',
        measured: ['counted', 'again', 'because'],
        seen: WALK_AND_COUNT,
      },
    },
  },
  {
    id: 'PAG-NEXT',
    class: 'core',
    section: '§2.1',
    title: 'next is null exactly on the last page; otherwise it requests page n+1 and repeats every other query parameter',
    precondition: 'a list of several pages (a next link, the last page after it; a full last page and a count that is a multiple of 20 where offered)',
    notApplicable: 'every list fitted on one page: next was never seen as a link to page n+1',
    why: 'Clients walk a list by following next until null; a wrong next skips pages, repeats them, or never ends.',
    fix: 'Set next to null on the last page only (the page holding item count, including a last page that is exactly full); on every other page set it to this address with page=n+1, keeping every other query parameter of the request.',
    codes: {
      'not-absolute': { message: 'next is not an absolute URL' },
      repaired: { message: 'next on page {page} {repair}: as written it is not the address of page {next}' },
      'wrong-address': { message: 'next on page {page} {differences}' },
      'empty-page': {
        message: 'next on page {page} leads to page {next}, which holds no items: page {page} is the last',
        seen: { by: 'answers', how: 'GET the address next names: that page holds no items' },
      },
      'past-last-page': {
        message: 'next on page {page} leads to page {next}, past the last page {last}, which answered {status}',
        measured: ['last', 'status'],
        seen: { by: 'answers', how: 'GET the address next names: it answers other than 200' },
      },
      'null-on-full-page': {
        message: 'next is null on full page {page} while its count says {count} items, more than {reached} on pages 1 to {page}',
        measured: ['count', 'reached'],
        seen: { by: 'answers', how: 'walk the list from page 1, following next: the pages up to the one whose next is null hold fewer items than count' },
      },
      'null-before-items': {
        message:
          'next is null on full page {page} while its count says {count} items, more than {reached} on pages 1 to {page}, and page {after} exists with {items} items: next is what is missing, not the count',
        measured: ['count', 'reached', 'items'],
      },
    },
  },
  {
    id: 'PAG-PREVIOUS',
    class: 'core',
    section: '§2.1',
    title: 'previous is null on page 1; on page 2 it has no page parameter; on page n > 2 it requests page n−1; other parameters repeated',
    precondition: 'a list of several pages (page 2, and page ≥ 3 where offered)',
    notApplicable: 'every list fitted on one page: previous was never seen beyond page 1',
    why: 'Clients page backwards by previous; a wrong previous shows the wrong page.',
    fix: 'Set previous to null on page 1; on page 2 to this address without the page parameter; on page n > 2 to this address with page=n-1; keep every other query parameter of the request.',
    codes: {
      'not-null-on-page-1': { message: 'previous on page 1 is not null' },
      missing: { message: 'page {page} has no previous' },
      'not-url': { message: 'previous on page {page} is not a URL' },
      repaired: { message: 'previous on page {page} {repair}: as written it is not the address of page {previous}' },
      'wrong-address': { message: 'previous on page {page} {differences}' },
    },
  },
  {
    id: 'PAG-PAGE-SIZE',
    class: 'core',
    section: '§4.3, §8',
    title: 'Every page but the last holds the full page size (20 on statistics lists), the last holds the remainder',
    precondition: 'a list of several pages (a full page that is not the last)',
    notApplicable: 'every list fitted on one page: no page had to be full',
    why: "Clients that compute page numbers from count assume the document's page size; other sizes make them ask for pages that do not exist.",
    fix: "Page lists by the document's size: 20 items on every page of a statistics list but the last (and the configured page size on the component list), the remainder on the last page.",
    options: ['--page-size N: the full page size of the component list (statistics lists always hold 20)'],
    codes: {
      'last-page-over': {
        message: 'the last page holds {items} items, more than a full page of {size}: the observed page size is {items}{same}',
        measured: ['same'],
      },
      'page-not-full': {
        message: 'page {page} holds {items} items but is not the last: the observed page size is {items}, not {size}{same}',
        measured: ['same'],
      },
    },
  },
  {
    id: 'PAG-UNIQUE',
    class: 'core',
    section: '§2.1',
    title: 'No item appears twice across the pages of one list',
    precondition: 'a list of several pages',
    notApplicable: 'every list fitted on one page: no item could appear on two pages',
    why: 'An item on two pages is counted and processed twice by every client that walks the list.',
    fix: 'Order every list by a unique key (the id, or the language code on statistics lists) before paging, so that no item falls on two pages.',
    codes: {
      repeated: {
        message: '{field} {value} appears again on a later page of the list',
        seen: { by: 'answers', how: 'walk the list from page 1, following next: the value is on two pages' },
      },
    },
  },
  {
    id: 'PAG-TERMINATES',
    class: 'core',
    section: '§2.1',
    title: "Following next ends; it never revisits an address and never leaves the base URL's origin",
    precondition: 'a list of several pages (a non-null next)',
    notApplicable: 'no page had a next link to follow',
    why: 'A client following next must finish, and must never be led to another host with its credentials.',
    fix: 'Make next always point forward on the same origin: to page n+1 of this list, never to an address already given, never to another host, scheme or port.',
    codes: {
      'leaves-origin': { message: 'next leaves {origin}' },
      'switches-scheme': { message: 'next switches from {from} to {to}' },
      respelled: { message: 'next {how}: as written it leaves {origin} (addresses are compared as text starting with the base URL, §1)' },
      revisits: {
        message: 'next leads back to an address already fetched in this list: following next never ends',
        seen: { by: 'answers', how: 'follow next from page 1: it comes back to an address already fetched' },
      },
      'never-ends': {
        message: 'next is still not null after {pages} pages, while count {count} at {perPage} per page allows at most {bound}',
        measured: ['pages', 'count', 'bound'],
        seen: { by: 'answers', how: 'follow next from page 1: it is still not null past the pages count allows' },
      },
    },
  },
  {
    id: 'PAG-FORMAT-API',
    class: 'core',
    section: '§4.3',
    title: 'format=api is accepted on a statistics list; same JSON shape, format repeated in next and previous',
    precondition: 'a statistics list of several pages, walked with format=api (the longest list, every page)',
    notApplicable: 'no statistics list fetched with format=api had several pages: format could not be seen in next and previous',
    why: 'Clients that ask format=api (as the document allows) must still get the same JSON, or they break on that switch.',
    fix: 'Accept format=api on a statistics list and answer the same JSON as without it (status 200, application/json), repeating format=api in next and previous; do not answer the browsable HTML page or 404.',
    codes: {
      'not-200': { message: 'a {list} fetched with format=api answered {status}, not 200' },
      'not-json': { message: 'a statistics list fetched with format=api answered {type} that is not JSON, not the same JSON envelope' },
      'other-envelope': { message: 'with format=api the page is not the envelope it is without format: {field} {problem}' },
      'link-drops-format': { message: '{link} of a list fetched with format=api does not repeat format=api' },
    },
  },
]);
