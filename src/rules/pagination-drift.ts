/**
 * PAG-COUNT and its re-check (§2.1, §2.2 rule 5). A list whose `count` disagrees with the items
 * of its pages is fetched again before it is judged: the same mismatch again is PAG-COUNT; a
 * mismatch that moved or vanished is data changing between requests, reported as SNAP-DRIFT at
 * note severity. Only compact facts are kept: counts, item totals and the page addresses.
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
  pageUrls: string[];
}

interface Refetch {
  urls: Set<string>;
  firstCount?: number;
  counts: Set<number>;
  items: number;
  usable: boolean;
}

export function isMismatch(f: CountFacts): boolean {
  return f.items !== f.firstCount || f.counts.length > 1;
}

function describe(f: CountFacts): string {
  const counts = f.counts.length > 1 ? `counts ${f.counts.join(', ')} on different pages` : `count ${f.firstCount}`;
  return `${counts} while the pages hold ${f.items} items`;
}

function same(a: CountFacts, b: CountFacts): boolean {
  return a.firstCount === b.firstCount && a.items === b.items && a.counts.join() === b.counts.join();
}

export class CountRechecks {
  private readonly pending = new Map<string, Pending>();
  private readonly refetched = new Map<string, Refetch>();

  /** A finished list showed a mismatch: ask for every page again. */
  hold(listKey: string, url: string, facts: CountFacts, pageUrls: string[], ctx: RuleContext): void {
    this.pending.set(listKey, { url, facts, pageUrls });
    for (const u of pageUrls) ctx.recheck(u);
  }

  /** A re-fetched page (purpose recheck); `page` undefined when its envelope was not usable. */
  add(listKey: string, url: string, pageNumber: number | undefined, page: { count: number; length: number } | undefined): void {
    const p = this.pending.get(listKey);
    if (!p || !p.pageUrls.includes(url)) return;
    const r = this.refetched.get(listKey) ?? { urls: new Set<string>(), counts: new Set<number>(), items: 0, usable: true };
    this.refetched.set(listKey, r);
    if (r.urls.has(url)) return;
    r.urls.add(url);
    if (!page) {
      r.usable = false;
      return;
    }
    if (pageNumber === 1) r.firstCount = page.count;
    r.counts.add(page.count);
    r.items += page.length;
  }

  /** Judges every held list: PAG-COUNT, or a SNAP-DRIFT note when the re-check moved. */
  finish(ctx: RuleContext): void {
    for (const [key, p] of this.pending) {
      const r = this.refetched.get(key);
      const complete = r !== undefined && r.usable && r.firstCount !== undefined && r.urls.size === p.pageUrls.length;
      if (complete) {
        const again: CountFacts = { firstCount: r.firstCount!, counts: [...r.counts].sort((a, b) => a - b), items: r.items };
        ctx.check('SNAP-DRIFT');
        if (!same(p.facts, again)) {
          ctx.report({
            requirement: 'SNAP-DRIFT',
            severity: 'note',
            url: p.url,
            pointer: '/count',
            message: `the count mismatch moved on re-check (${describe(p.facts)}, then ${describe(again)}): data changed between requests`,
            expected: describe(p.facts),
            actual: describe(again),
          });
          continue;
        }
      }
      ctx.report({
        requirement: 'PAG-COUNT',
        url: p.url,
        pointer: '/count',
        message: `${describe(p.facts)}${complete ? ', the same on re-check' : ''}`,
        expected: p.facts.items,
        actual: p.facts.counts.length > 1 ? p.facts.counts : p.facts.firstCount,
      });
    }
  }
}
