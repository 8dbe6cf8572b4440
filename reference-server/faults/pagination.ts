/** Faults of §4.3's pages: envelope, count, links, page size, uniqueness, format=api. */
import { NOT_FOUND } from '../answer.js';
import { otherOrigin } from '../urls.js';
import type { FaultDeclaration } from './types.js';

const FAULTY_PAGE_SIZE = 25;

export const PAGINATION: FaultDeclaration[] = [
  {
    id: 'PAG-ENVELOPE',
    requirement: 'PAG-ENVELOPE',
    description: 'count is a numeric string on lists that fit on one page',
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
    description: "next on page 1 of a statistics list leaves the base URL's origin (same server, other host name)",
    hooks: {
      page: (env, x) => void (x.page === 1 && env.next !== null && x.list.kind === 'statistics' && (env.next = otherOrigin(env.next))),
    },
  },
  {
    id: 'PAG-FORMAT-API',
    requirement: 'PAG-FORMAT-API',
    description: 'format=api answers 404',
    hooks: { request: (req) => (req.query.format === 'api' ? NOT_FOUND : undefined) },
  },
];
