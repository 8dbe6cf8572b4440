/** Faults of §4.3's pages: envelope, count, links, page size, uniqueness, format=api. */
import { NOT_FOUND } from '../answer.js';
import { otherOrigin } from '../urls.js';
import { longestList, type PageCtx } from '../hooks.js';
import { listOfSize, statisticsOf, withoutFormat, type FaultDeclaration } from './declaration.js';

const api = (x: PageCtx): boolean => x.query.format === 'api';

/** The same address spelled with another, equivalent host (WHATWG URL parsing gives the same origin). */
function respell(url: string): string {
  const u = new URL(url);
  const host = u.hostname === '127.0.0.1' ? '0x7f.0.0.1' : u.hostname.toUpperCase();
  return `${u.protocol}//${host}${u.port ? `:${u.port}` : ''}${url.slice(u.origin.length)}`;
}

const FAULTY_PAGE_SIZE = 25;

export const PAGINATION: FaultDeclaration[] = [
  {
    id: 'PAG-ENVELOPE',
    requirement: 'PAG-ENVELOPE',
    description: 'count is a numeric string on lists that fit on one page',
    conflicts: {
      'PAG-NEXT/single-full-page': 'both change page 1 of the list of 20 items, whose next is past the end only by its count, which this fault makes a string',
    },
    hooks: { page: (env, x) => void (x.list.count <= x.size && (env.count = String(env.count))) },
  },
  {
    id: 'PAG-COUNT',
    requirement: 'PAG-COUNT',
    description: 'count is one more than the items on statistics lists whose size is not a multiple of the page size',
    hooks: { page: (env, x) => void (x.list.kind === 'statistics' && x.list.count % x.size !== 0 && (env.count = x.list.count + 1)) },
  },
  {
    id: 'PAG-NEXT',
    requirement: 'PAG-NEXT',
    // The page next names is an address the API gives, and it answers 404 (HTTP-STATUS-200's precondition).
    also: ['HTTP-STATUS-200'],
    description: 'on lists whose size is a multiple of the page size, the last page links next to a page past the end (404)',
    hooks: {
      page: (env, x) => void (x.page === x.lastPage && x.list.count > 0 && x.list.count % x.size === 0 && (env.next = x.link(x.page + 1))),
    },
  },
  {
    id: 'PAG-PREVIOUS',
    requirement: 'PAG-PREVIOUS',
    description: 'previous on page 2 carries page=1',
    hooks: { page: (env, x) => void (x.page === 2 && (env.previous = `${x.list.url}?${[...x.query.others, 'page=1'].join('&')}`)) },
  },
  {
    id: 'PAG-PAGE-SIZE',
    requirement: 'PAG-PAGE-SIZE',
    description: 'statistics lists are paged by 25, with count and links consistent',
    hooks: {
      paging: (_sizes, x) => {
        if (x.list.kind !== 'statistics') return undefined;
        const sizes: number[] = [];
        for (let left = x.list.count; left > 0; left -= FAULTY_PAGE_SIZE) sizes.push(Math.min(left, FAULTY_PAGE_SIZE));
        return sizes.length ? sizes : [0];
      },
    },
  },
  {
    id: 'PAG-UNIQUE',
    requirement: 'PAG-UNIQUE',
    description: 'page 2 of a statistics list starts with the last item of page 1 again',
    hooks: { page: (env, x) => void (x.list.kind === 'statistics' && x.page === 2 && (env.results[0] = x.items(x.from - 1, x.from)[0]!)) },
  },
  {
    id: 'PAG-TERMINATES',
    requirement: 'PAG-TERMINATES',
    also: ['URL-ABSOLUTE'],
    description: "next on page 1 of a statistics list leaves the base URL's origin (same server, other host name)",
    hooks: {
      page: (env, x) => void (x.page === 1 && typeof env.next === 'string' && x.list.kind === 'statistics' && (env.next = otherOrigin(env.next))),
    },
  },
  {
    id: 'PAG-FORMAT-API',
    requirement: 'PAG-FORMAT-API',
    description: 'format=api answers 404',
    hooks: { request: (req) => (req.query.format === 'api' ? NOT_FOUND : undefined) },
  },
  {
    id: 'PAG-FORMAT-API/next-drops-format',
    requirement: 'PAG-FORMAT-API',
    description: 'with format=api, next on page 2 of lists of 3 pages or more leaves format out',
    conflicts: {
      'PAG-TERMINATES/userinfo': "both write next on page 2 of the longest statistics list fetched with format=api: the later write replaces the other's",
    },
    hooks: { page: (env, x) => void (api(x) && x.page === 2 && x.lastPage >= 3 && (env.next = withoutFormat(x, 3))) },
  },
  {
    id: 'PAG-FORMAT-API/previous-drops-format',
    requirement: 'PAG-FORMAT-API',
    description: 'with format=api, previous on pages 3 and later leaves format out',
    hooks: { page: (env, x) => void (api(x) && x.page >= 3 && (env.previous = withoutFormat(x, x.page - 1))) },
  },
  {
    id: 'PAG-FORMAT-API/shape',
    requirement: 'PAG-FORMAT-API',
    description: 'with format=api, pages 2 and later lack count (page 1 and format=json pages are whole)',
    conflicts: {
      'PAG-COUNT/moving':
        'both write count on pages 2 and later of the longest statistics list fetched with format=api: the moving count puts back the count this fault takes out',
    },
    hooks: { page: (env, x) => void (api(x) && x.page >= 2 && (env.count = undefined)) },
  },
  {
    id: 'PAG-PREVIOUS/page-3',
    requirement: 'PAG-PREVIOUS',
    description: 'previous on page 3 links to page 1 instead of page 2 (page 2 stays right)',
    hooks: { page: (env, x) => void (x.page === 3 && (env.previous = x.link(1))) },
  },
  {
    id: 'PAG-NEXT/full-last-page',
    requirement: 'PAG-NEXT',
    // The page next names is an address the API gives, and it answers 404 (HTTP-STATUS-200's precondition).
    also: ['HTTP-STATUS-200'],
    description: 'on the statistics list of exactly 40 items, the last (full) page links next to page 3 (404)',
    hooks: { page: (env, x) => void (statisticsOf(x, listOfSize(x, 40)) && x.page === x.lastPage && (env.next = x.link(x.page + 1))) },
  },
  {
    id: 'PAG-NEXT/single-full-page',
    requirement: 'PAG-NEXT',
    // The page next names is an address the API gives, and it answers 404 (HTTP-STATUS-200's precondition).
    also: ['HTTP-STATUS-200'],
    description: 'on the statistics list of exactly 20 items, next links to page 2 (404)',
    hooks: { page: (env, x) => void (statisticsOf(x, listOfSize(x, 20)) && x.page === 1 && (env.next = x.link(2))) },
  },
  {
    id: 'PAG-PAGE-SIZE/full-last-page',
    requirement: 'PAG-PAGE-SIZE',
    description: 'the statistics list of exactly 40 items is paged 20, 19, 1 (count and links consistent)',
    hooks: { paging: (sizes, x) => (statisticsOf(x, listOfSize(x, 40)) && sizes.length === 2 ? [20, 19, 1] : undefined) },
  },
  {
    id: 'PAG-UNIQUE/page-3',
    requirement: 'PAG-UNIQUE',
    description: 'page 3 of the longest statistics list repeats an item of page 2 in place of one of its own (count right)',
    conflicts: {
      'STA-OPTIONAL-GROUP/deep-item':
        'both change item 51 of the longest statistics list: the repeated item of page 2 takes the place of the item without the optional fields',
    },
    hooks: {
      page: (env, x) =>
        void (statisticsOf(x, longestList(x)) && x.page === 3 && env.results.length > 10 && (env.results[10] = x.items(x.from - 10, x.from - 9)[0]!)),
    },
  },
  {
    id: 'PAG-ENVELOPE/last-page',
    requirement: 'PAG-ENVELOPE',
    description: 'the last page of the longest statistics list lacks previous',
    hooks: { page: (env, x) => void (statisticsOf(x, longestList(x)) && x.page === x.lastPage && x.page > 1 && (env.previous = undefined)) },
  },
  {
    id: 'PAG-COUNT/moving',
    requirement: 'PAG-COUNT',
    description: "the longest statistics list's count is wrong on every walk, differently each time (items + 1 + walk number)",
    hooks: () => {
      let walks = 0;
      return {
        volatile: true,
        page: (env, x) => {
          if (!statisticsOf(x, longestList(x))) return;
          if (x.page === 1 && x.method === 'GET') walks++;
          env.count = x.list.count + 1 + walks;
        },
      };
    },
  },
  {
    id: 'PAG-COUNT/full-page-plus-one',
    requirement: 'PAG-COUNT',
    description: 'on the statistics list of exactly 20 items, count is 21 (next stays null)',
    conflicts: {
      'PAG-NEXT/single-full-page':
        'both change page 1 of the list of 20 items, into a page that agrees with itself (count 21, next to page 2): only the 404 of page 2 departs, and it cannot say whether count or next is wrong',
      'PAG-NEXT':
        'both change page 1 of the list of 20 items, into a page that agrees with itself (count 21, next to page 2): only the 404 of page 2 departs, and it cannot say whether count or next is wrong',
    },
    hooks: { page: (env, x) => void (statisticsOf(x, listOfSize(x, 20)) && (env.count = x.list.count + 1)) },
  },
  {
    id: 'PAG-TERMINATES/userinfo',
    requirement: 'PAG-TERMINATES',
    also: ['URL-ABSOLUTE'],
    description: 'next on page 2 of the longest statistics list carries userinfo (http://user@host:port/...)',
    hooks: {
      page: (env, x) => {
        if (!statisticsOf(x, longestList(x)) || x.page !== 2 || typeof env.next !== 'string') return;
        const u = new URL(env.next);
        env.next = `${u.protocol}//user@${u.host}${env.next.slice(u.origin.length)}`;
      },
    },
  },
  {
    id: 'PAG-TERMINATES/host-spelling',
    requirement: 'PAG-TERMINATES',
    also: ['URL-ABSOLUTE'],
    description: 'next on page 1 of the longest statistics list spells the host otherwise (0x7f.0.0.1 for 127.0.0.1)',
    hooks: { page: (env, x) => void (statisticsOf(x, longestList(x)) && x.page === 1 && typeof env.next === 'string' && (env.next = respell(env.next))) },
  },
  {
    id: 'PAG-TERMINATES/self-next',
    requirement: 'PAG-TERMINATES',
    description: 'next on the last page of the longest statistics list points at that same page',
    hooks: { page: (env, x) => void (statisticsOf(x, longestList(x)) && x.page === x.lastPage && (env.next = x.link(x.page))) },
  },
];
