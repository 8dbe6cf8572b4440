/**
 * PAG-COUNT (§2.1) and its re-check (§2.2 rule 5): count is the number of items the list's pages
 * hold, the same on every page. A list whose `count` disagrees with the items of its pages is walked
 * again, from page 1 along `next`, before it is judged. The mismatch is drift (SNAP-DRIFT, a note)
 * only when that re-walk is self-consistent: one `count` on every page, equal to the items the walk
 * yields, and a walk that ends. A re-walk that disagrees with itself again — the same way or
 * another — shows a count that is never right: PAG-COUNT.
 *
 * The whole list is walked again, not its first addresses re-fetched: data that grows or shrinks
 * across a page boundary changes which pages exist, and only a walk along `next` sees that.
 * Only compact facts are kept: counts, item totals and the address the walk expects next.
 */
import type { Rule, RuleContext } from '../common/types.js';
import type { DriftLedger } from '../common/drift.js';
import { describeCount as describe, isMismatch, type CountFacts } from '../common/drift.js';
import { pageAddressKey, resolvedUrl } from './links.js';
import type { ListState, ListWalk, PageView } from './walk.js';

interface Pending {
  url: string;
  facts: CountFacts;
  /** Why the count, not another field, is to blame (appended to the PAG-COUNT message). */
  because?: string;
  /** Another requirement took the blame for this mismatch: no PAG-COUNT, no drift. */
  explained: boolean;
}

/** The re-walk of one list, page by page. */
interface Rewalk {
  firstCount?: number;
  counts: Set<number>;
  items: number;
  pages: number;
  /** pageAddressKey of the page the walk expects next; undefined before page 1 and once ended. */
  expect?: string | undefined;
  /** The walk reached a page whose next is null. */
  ended: boolean;
  /** A page's envelope was not usable. */
  broken: boolean;
}

export class CountRechecks {
  private readonly pending = new Map<string, Pending>();
  private readonly rewalks = new Map<string, Rewalk>();

  /** A finished list showed a mismatch: ask for the list to be walked again from `url` (page 1). */
  hold(listKey: string, url: string, facts: CountFacts, ctx: RuleContext): void {
    this.pending.set(listKey, { url, facts, explained: false });
    ctx.recheckList(url);
  }

  /** The count is to blame for the list's mismatch, and why (said in the PAG-COUNT message). */
  blameCount(listKey: string, because: string): void {
    const p = this.pending.get(listKey);
    if (p) p.because = because;
  }

  /** Another requirement explains the list's mismatch: it gives no PAG-COUNT and no drift note. */
  explain(listKey: string): void {
    const p = this.pending.get(listKey);
    if (p) p.explained = true;
  }

  /**
   * A page fetched with purpose recheck: page 1 starts the re-walk, and a page is part of it only
   * when it is the address the page before pointed to (a lone re-fetch of another page is not).
   * `page` is undefined when the envelope was not usable; `nextKey` is the next page's key, or null.
   */
  add(listKey: string, pageKey: string, pageNumber: number | undefined, page: { count: number; length: number } | undefined, nextKey: string | null): void {
    if (!this.pending.has(listKey)) return;
    let r = this.rewalks.get(listKey);
    if (pageNumber === 1 && r === undefined) {
      r = { counts: new Set(), items: 0, pages: 0, ended: false, broken: false };
      this.rewalks.set(listKey, r);
    } else if (r === undefined || r.expect !== pageKey) return;
    r.pages++;
    r.expect = undefined;
    if (!page) {
      r.broken = true;
      return;
    }
    if (r.pages === 1) r.firstCount = page.count;
    r.counts.add(page.count);
    r.items += page.length;
    if (nextKey === null) r.ended = true;
    else r.expect = nextKey;
  }

  /** Judges every held list: drift when the re-walk is self-consistent (SNAP-DRIFT reports it), else PAG-COUNT. */
  finish(ctx: RuleContext, drift: DriftLedger): void {
    for (const [key, p] of this.pending) {
      if (p.explained) continue;
      const r = this.rewalks.get(key);
      const walked = r !== undefined && !r.broken && r.ended && r.firstCount !== undefined;
      const again: CountFacts | undefined = walked ? { firstCount: r.firstCount!, counts: [...r.counts].sort((a, b) => a - b), items: r.items } : undefined;
      if (again) drift.countRewalked(p.url, p.facts, again, !isMismatch(again));
      if (again && !isMismatch(again)) continue;
      const args = { counted: describe(p.facts), because: p.because ? `; ${p.because}` : '' };
      ctx.report({
        requirement: 'PAG-COUNT',
        url: p.url,
        pointer: '/count',
        ...(!again
          ? { code: 'mismatch', args }
          : describe(again) === describe(p.facts)
            ? { code: 'same-on-rewalk', args }
            : { code: 'wrong-on-both-walks', args: { ...args, again: describe(again) } }),
        expected: p.facts.partial ? p.facts.firstCount : p.facts.items,
        actual: p.facts.counts.length > 1 ? p.facts.counts : p.facts.firstCount,
      });
    }
  }
}

/**
 * The rule: a list whose next ended it is judged on its count; a list whose chain a link departure
 * made unreliable, or whose walk stopped early (a page that answered without a usable page), is
 * judged on what its pages read show: the same count on every one. A mismatch is held for the
 * re-walk and judged in finish, after PAG-NEXT's finish has said which full-page mismatches are its
 * own (pagination/index.ts runs it last).
 */
/**
 * Whether the walk read the whole list although a link departed: pages 1 to n, each once, the last
 * a short page (fewer items than a full one, and some), which no page can follow. Its items are
 * then the list's, whatever its own next says.
 */
function readWhole(view: PageView, walk: ListWalk): boolean {
  const { state, page, n } = view;
  if (n === undefined || state.pages !== n || view.emptyTail) return false;
  const full = state.firstHadNext ? state.firstLength : walk.pageSize(state.kind);
  const len = page.results.length;
  return len > 0 && len < full;
}

export function pagCount(walk: ListWalk, counts: CountRechecks, drift: DriftLedger): Rule {
  /** The pages read of a list that was not read whole: a count that changes between them is PAG-COUNT's. */
  function partial(state: ListState, ctx: RuleContext): void {
    if (state.firstCount === undefined || state.firstUrl === undefined || state.pages < 2) return;
    ctx.check('PAG-COUNT');
    const facts = { firstCount: state.firstCount, counts: [...state.counts].sort((a, b) => a - b), items: state.items, partial: { pages: state.pages } };
    if (isMismatch(facts)) counts.hold(state.listKey, state.firstUrl, facts, ctx);
  }
  return {
    requirements: ['PAG-COUNT'],
    exchange(answer, ctx) {
      const state = walk.abandons(answer);
      if (state) partial(state, ctx);
    },
    document(doc, ctx) {
      const read = walk.read(doc);
      if (read.kind === 'recheck') {
        if (!read.target) return;
        let here: URL;
        try {
          here = new URL(doc.url);
        } catch {
          return;
        }
        const page = read.page;
        let nextKey: string | null = null;
        if (page && page.next !== null) {
          const next = resolvedUrl(page.next, doc.url);
          nextKey = next ? pageAddressKey(next) : '';
        }
        counts.add(read.target.listKey, pageAddressKey(here), read.target.page, page && { count: page.count, length: page.results.length }, nextKey);
        return;
      }
      if (read.kind === 'judged' && read.abandoned) return partial(read.abandoned, ctx);
      const view = read.kind === 'judged' ? read.view : undefined;
      if (!view?.closed) return;
      const { state } = view;
      if ((state.unsound || !view.closed.lastSeen) && !readWhole(view, walk)) return partial(state, ctx);
      if (state.firstCount === undefined || state.firstUrl === undefined) return;
      ctx.check('PAG-COUNT');
      const facts = { firstCount: state.firstCount, counts: [...state.counts].sort((a, b) => a - b), items: state.items };
      if (isMismatch(facts)) counts.hold(state.listKey, state.firstUrl, facts, ctx);
    },
    finish(ctx) {
      counts.finish(ctx, drift);
    },
  };
}
