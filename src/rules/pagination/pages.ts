/** What the walk of the lists (walk.ts) says of each list and page: the facts the pagination rules read. */
import type { ErrorObject } from '../../base/schemas.js';
import type { PaginatedEnvelope } from '../../generated/envelope.js';
import type { Target } from '../common/types.js';
import type { Differences } from './page-links.js';

export type ListKind = 'component-list' | 'statistics';

export interface ListState {
  listKey: string;
  kind: ListKind;
  /** Its pages' addresses are read as text (walk.ts): its key is a plain path on the base origin. */
  plain: boolean;
  formatApi: boolean;
  firstUrl?: string;
  firstCount?: number;
  firstLength: number;
  firstHadNext: boolean;
  counts: Set<number>;
  items: number;
  pages: number;
  /** Page addresses fetched in this list (pageAddressKey). */
  visited: Set<string>;
  /** Item key → ordinal of the page it was first seen on (PAG-UNIQUE). */
  itemPages: Map<string, number>;
  /** The page before, for a `next` that leads to an empty page or past the last page. */
  previousPage?: { url: string; page: number | undefined };
  /** pageAddressKey of the address the last page's `next` leads to. */
  nextKey?: string;
  /**
   * A link or envelope departure was found: the chain is unreliable, so count is not judged against
   * the items; that it is the same on every page read is still judged.
   */
  unsound: boolean;
  /** PAG-PAGE-SIZE departed on this list already. */
  sizeReported: boolean;
}

/** Where a page's `next` leads, in the order the walk decides it. */
export type NextVerdict =
  /** The last page: next is null. */
  | { kind: 'null' }
  /** PAG-NEXT: next is not an absolute URL. */
  | { kind: 'not-absolute' }
  /** PAG-TERMINATES: next leaves the base URL's origin (`from` and `to` when it only switches scheme). */
  | { kind: 'leaves'; from?: string; to?: string }
  /** PAG-TERMINATES: as parsed next stays, as written it leaves; `how` says how. */
  | { kind: 'respelled'; how: string }
  /** PAG-TERMINATES: next leads back to an address already fetched in this list. */
  | { kind: 'revisits' }
  /**
   * A next the crawl follows: `expected` is where it should lead and `diff` how it differs (known
   * when the page number is); `bound` is set when the list has run past the pages its count allows;
   * `asExpected` when its text is the expected address as a URL parser writes it (nothing to repair).
   */
  | { kind: 'followed'; next: URL; expected?: URL; diff?: Differences; bound?: number; asExpected?: true };

/** One new page of a list, with a valid envelope. */
export interface PageView {
  url: string;
  request: URL;
  state: ListState;
  page: PaginatedEnvelope;
  /** Its page number, from its address. */
  n: number | undefined;
  /** Its ordinal among the pages of its list seen so far. */
  ordinal: number;
  /** The page before led here by `next`, and this page holds no items: the page before was the last. */
  emptyTail?: { url: string; page: number | undefined } | undefined;
  /**
   * On a page other than the first: where `previous` should lead, and how it differs (undefined when
   * null or no URL); `asExpected` when its text is that address as a URL parser writes it.
   */
  previous?: { expected: URL; diff?: Differences; asExpected?: true } | undefined;
  /**
   * The page's envelope departs in `previous` alone (PAG-ENVELOPE's): the rest of it is read for the
   * walk, and `previous` is judged by nothing else.
   */
  previousUnreadable?: true;
  next: NextVerdict;
  /** Whether the crawler stops here (next null, or a next it does not follow). */
  stops: boolean;
  /** The list ended here; `lastSeen` when its next is null (only then can its count be judged). */
  closed?: { lastSeen: boolean };
}

/** What a document is to the pagination rules. */
export type ListDocument =
  /** Not a list page the pagination rules judge (another kind, a probe, a repeat of a page). */
  | { kind: 'ignored' }
  /** A list page fetched again (purpose recheck): `page` when its envelope is valid. */
  | { kind: 'recheck'; target: Target | undefined; page: PaginatedEnvelope | undefined }
  /**
   * A list page judged: `formatList` when fetched with format=api; `page` when its envelope is valid,
   * else `error`, the first schema error; `view` for a new page of a list with an address (also of
   * one whose envelope departs in `previous` alone, see PageView.previousUnreadable);
   * `abandoned`, the list's state, when a page whose envelope is not valid ends its walk (it names
   * no next to follow).
   */
  | {
      kind: 'judged';
      formatList: boolean;
      page: PaginatedEnvelope | undefined;
      error?: ErrorObject | undefined;
      view?: PageView | undefined;
      abandoned?: ListState;
    };

/** A followed `next` that answered 4xx or 5xx beyond the last page the first page implies. */
export interface PastTheEnd {
  previousPage: { url: string; page: number | undefined };
  page: number;
  last: number;
  status: number;
  url: string;
}
