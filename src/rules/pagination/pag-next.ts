/**
 * PAG-NEXT (§2.1): next is null on the last page, and otherwise the address of page n + 1 of the
 * same list, other parameters repeated. Every way a next can be wrong is reported here:
 * - a next that is not an absolute URL, or points elsewhere than page n + 1, or that only a URL
 *   parser's repairs (\ read as /, a dot segment resolved, a tab dropped…) make the address of page n + 1;
 * - a next that leads to a page holding no items (the page before was the last);
 * - a next that leads past the last page the first page implies, which rightly answers 4xx (or fails with 5xx);
 * - a null next on a full page whose count says more items follow, when the page after holds items.
 * A next that leaves the origin, revisits a page or never ends is PAG-TERMINATES'; one that loses
 * format=api is PAG-FORMAT-API's.
 */
import type { Answer, Rule } from '../common/types.js';
import { parserRepair } from '../../base/address.js';
import { carriesResource } from '../../base/status.js';
import { pageAddressKey } from './links.js';
import { addressText, pageAddress } from './page-links.js';
import type { CountRechecks } from './pag-count.js';
import type { ListWalk, PageView } from './walk.js';

/** A full last page with next null whose count says more items follow: next is missing, or count is wrong. */
interface FullPageSuspect {
  /** The full last page. */
  url: string;
  page: number;
  count: number;
  /** Items on pages 1 to `page`. */
  reached: number;
  /** The page after it, and its pageAddressKey. */
  afterUrl: string;
  afterKey: string;
  /** What the page after answered: its status, and its items when it was a list page. */
  after?: { status: number; items?: number | undefined };
}

export function pagNext(walk: ListWalk, counts: CountRechecks): Rule {
  /** By list: the page after decides (fetched again, purpose recheck). */
  const fullPageSuspects = new Map<string, FullPageSuspect>();

  /** Either next is missing or the count is too high: the page after is fetched again to tell. */
  function suspectFullPage(view: PageView, recheck: (url: string) => void): void {
    const { state, page, n, url } = view;
    const full = state.firstHadNext ? state.firstLength : walk.pageSize(state.kind);
    const len = page.results.length;
    if (n === undefined || len === 0 || len < full || (n - 1) * full + len >= page.count) return;
    const after = pageAddress(view.request, n + 1);
    fullPageSuspects.set(state.listKey, {
      url,
      page: n,
      count: page.count,
      reached: (n - 1) * full + len,
      afterUrl: after.href,
      afterKey: pageAddressKey(after),
    });
    recheck(after.href);
  }

  /** The page after a full last page answered other than 200 (purpose recheck). */
  function recheckedStatus(answer: Answer): void {
    const suspect = fullPageSuspects.get(answer.target.listKey);
    if (!suspect || suspect.after !== undefined) return;
    try {
      if (pageAddressKey(new URL(answer.exchange.request.url)) !== suspect.afterKey) return;
    } catch {
      return;
    }
    suspect.after = { status: answer.exchange.status };
  }

  return {
    requirements: ['PAG-NEXT'],

    exchange(answer, ctx) {
      const { exchange } = answer;
      if (exchange.request.method !== 'GET' || carriesResource(exchange.status)) return;
      if (exchange.purpose === 'recheck') return recheckedStatus(answer);
      // The page does not exist (it rightly answers 4xx, ERR-BAD-PAGE), so the departure is the next that led there.
      const past = walk.pastTheEnd(answer);
      if (!past) return;
      ctx.report({
        requirement: 'PAG-NEXT',
        url: past.previousPage.url,
        pointer: '/next',
        code: 'past-last-page',
        args: { page: past.previousPage.page ?? '?', next: past.page, last: past.last, status: past.status },
        expected: null,
        actual: past.url,
      });
    },

    document(doc, ctx) {
      const read = walk.read(doc);
      if (read.kind === 'recheck') {
        const suspect = read.target && fullPageSuspects.get(read.target.listKey);
        if (!suspect || suspect.after !== undefined) return;
        try {
          if (pageAddressKey(new URL(doc.url)) !== suspect.afterKey) return;
        } catch {
          return;
        }
        suspect.after = { status: 200, items: read.page?.results.length };
        return;
      }
      const view = read.kind === 'judged' ? read.view : undefined;
      if (!view) return;
      const { page, n, url, next } = view;
      if (view.emptyTail)
        ctx.report({
          requirement: 'PAG-NEXT',
          url: view.emptyTail.url,
          pointer: '/next',
          code: 'empty-page',
          args: { page: view.emptyTail.page ?? '?', next: n ?? '?' },
          expected: null,
          actual: url,
        });
      // Checked where it can fail: a next link, or the last page of a list of several pages. A
      // one-page list's null next is no evidence that next would be right (see the catalogue).
      if (page.next !== null || (n ?? 1) > 1) ctx.check('PAG-NEXT');
      if (next.kind === 'null') suspectFullPage(view, (u) => ctx.recheck(u));
      else if (next.kind === 'not-absolute')
        ctx.report({ requirement: 'PAG-NEXT', url, pointer: '/next', code: 'not-absolute', expected: 'an absolute URL', actual: page.next });
      else if (next.kind === 'followed' && !next.asExpected && n !== undefined && typeof page.next === 'string' && parserRepair(page.next) !== undefined)
        // As written (§1): the address a parser makes of it is not the address the server gave.
        ctx.report({
          requirement: 'PAG-NEXT',
          url,
          pointer: '/next',
          code: 'repaired',
          args: { page: n, next: n + 1, repair: parserRepair(page.next)! },
          expected: addressText(next.expected!),
          actual: page.next,
        });
      else if (next.kind === 'followed' && next.diff && next.diff.other.length > 0)
        ctx.report({
          requirement: 'PAG-NEXT',
          url,
          pointer: '/next',
          code: 'wrong-address',
          args: { page: n!, differences: next.diff.other.join(', ') },
          expected: addressText(next.expected!),
          actual: next.next.href,
        });
    },

    /**
     * Next null on a full last page whose count says more: PAG-NEXT when the page after exists and
     * holds items (next is what is missing), else the count is to blame (PAG-COUNT's re-walk reports
     * it, saying why). Without an answer for the page after, next is blamed, as the page itself shows.
     */
    finish(ctx) {
      for (const [key, s] of fullPageSuspects) {
        const after = s.after;
        const nextMissing = after === undefined || (after.status === 200 && (after.items ?? 0) > 0);
        if (!nextMissing) {
          counts.blameCount(
            key,
            `next is null on full page ${s.page} and page ${s.page + 1} ${after.status === 200 ? 'holds no items' : `answered ${after.status}`}: ` +
              `the list does end there, so the count is what is wrong, not next`,
          );
          continue;
        }
        counts.explain(key);
        ctx.report({
          requirement: 'PAG-NEXT',
          url: s.url,
          pointer: '/next',
          ...(after
            ? { code: 'null-before-items', args: { page: s.page, count: s.count, reached: s.reached, after: s.page + 1, items: after.items ?? 0 } }
            : { code: 'null-on-full-page', args: { page: s.page, count: s.count, reached: s.reached } }),
          expected: after ? s.afterUrl : 'the address of the next page',
          actual: null,
        });
      }
    },
  };
}
