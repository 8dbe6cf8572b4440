/**
 * PAG-COUNT and its re-check (§2.1, §2.2 rule 5). A list whose `count` disagrees with the items
 * of its pages is walked again, from page 1 along `next`, before it is judged. The mismatch is
 * drift (SNAP-DRIFT, a note) only when that re-walk is self-consistent: one `count` on every page,
 * equal to the items the walk yields, and a walk that ends. A re-walk that disagrees with itself
 * again — the same way or another — shows a count that is never right: PAG-COUNT.
 *
 * The whole list is walked again, not its first addresses re-fetched: data that grows or shrinks
 * across a page boundary changes which pages exist, and only a walk along `next` sees that.
 * Only compact facts are kept: counts, item totals and the address the walk expects next.
 */
import type { RuleContext } from './types.js';

/** What one pass over a list showed about its count. */
export interface CountFacts {
  /** `count` of page 1. */
  firstCount: number;
  /** Every distinct `count` the pages carried, sorted. */
  counts: number[];
  /** Items over all pages. */
  items: number;
}

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
  expect?: string;
  /** The walk reached a page whose next is null. */
  ended: boolean;
  /** A page's envelope was not usable. */
  broken: boolean;
}

export function isMismatch(f: CountFacts): boolean {
  return f.items !== f.firstCount || f.counts.length > 1;
}

function describe(f: CountFacts): string {
  const counts = f.counts.length > 1 ? `counts ${f.counts.join(', ')} on different pages` : `count ${f.firstCount}`;
  return `${counts} while the pages hold ${f.items} items`;
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

  /** Judges every held list: a SNAP-DRIFT note when the re-walk is self-consistent, else PAG-COUNT. */
  finish(ctx: RuleContext): void {
    for (const [key, p] of this.pending) {
      if (p.explained) continue;
      const r = this.rewalks.get(key);
      const walked = r !== undefined && !r.broken && r.ended && r.firstCount !== undefined;
      const again: CountFacts | undefined = walked
        ? { firstCount: r.firstCount!, counts: [...r.counts].sort((a, b) => a - b), items: r.items }
        : undefined;
      if (again) ctx.check('SNAP-DRIFT');
      if (again && !isMismatch(again)) {
        ctx.report({
          requirement: 'SNAP-DRIFT',
          severity: 'note',
          url: p.url,
          pointer: '/count',
          message: `the count mismatch vanished on re-walk (${describe(p.facts)}, then count ${again.firstCount} with ${again.items} items): data changed between requests`,
          expected: describe(p.facts),
          actual: describe(again),
        });
        continue;
      }
      let why = '';
      if (again) {
        why =
          describe(again) === describe(p.facts)
            ? ', the same on re-walk'
            : `; walked again: ${describe(again)} — wrong on both walks, so not drift`;
      }
      ctx.report({
        requirement: 'PAG-COUNT',
        url: p.url,
        pointer: '/count',
        message: `${describe(p.facts)}${why}${p.because ? `; ${p.because}` : ''}`,
        expected: p.facts.items,
        actual: p.facts.counts.length > 1 ? p.facts.counts : p.facts.firstCount,
      });
    }
  }
}
