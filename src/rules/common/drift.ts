/**
 * What the re-checks of §2.2 rule 5 showed, shared across families: a list walked again because its
 * count disagreed with its pages (pagination/pag-count.ts), and a list element and instance record
 * fetched again because they differed (components/cmp-list-matches-instance.ts). Each re-check
 * judged for drift is an entry; SNAP-DRIFT (snapshots/snap-drift.ts) reports them.
 */

/** What one pass over a list showed about its `count` (§2.1). */
export interface CountFacts {
  /** `count` of page 1. */
  firstCount: number;
  /** Every distinct `count` the pages carried, sorted. */
  counts: number[];
  /** Items over all pages. */
  items: number;
  /**
   * Only these pages were read (the walk stopped early, or a link departure made the chain
   * unreliable): the items are not the list's, and only whether count is the same on every page is judged.
   */
  partial?: { pages: number };
}

export function isMismatch(f: CountFacts): boolean {
  return (!f.partial && f.items !== f.firstCount) || f.counts.length > 1;
}

export function describeCount(f: CountFacts): string {
  const counts = f.counts.length > 1 ? `counts ${f.counts.join(', ')} on different pages` : `count ${f.firstCount}`;
  if (f.partial) return `${counts} of the ${f.partial.pages} pages read (the list could not be read to its end)`;
  return `${counts} while the pages hold ${f.items} items`;
}

/** A field where a list element and its instance record differ: its pointer and both values as JSON text. */
export interface RecordDifference {
  pointer: string;
  list: string;
  instance: string;
}

export type DriftEntry =
  /** The mismatch was there again: no drift (the re-checking rule reports it). */
  | { kind: 'persisted' }
  /** A list's count mismatch vanished on re-walk. */
  | { kind: 'count'; url: string; before: CountFacts; again: CountFacts }
  /** A list element and its instance record agreed when fetched again. */
  | { kind: 'records'; instanceUrl: string; pageUrl: string; diffs: readonly RecordDifference[]; key: string | undefined };

export class DriftLedger {
  readonly entries: DriftEntry[] = [];

  /** A list re-walk that ended: `again` agreed with itself (`vanished`: drift) or not. */
  countRewalked(url: string, before: CountFacts, again: CountFacts, vanished: boolean): void {
    this.entries.push(vanished ? { kind: 'count', url, before, again } : { kind: 'persisted' });
  }

  /** A list element and its instance record that differed agree when both are fetched again. */
  recordsAgreed(instanceUrl: string, pageUrl: string, diffs: readonly RecordDifference[], key: string | undefined): void {
    this.entries.push({ kind: 'records', instanceUrl, pageUrl, diffs, key });
  }
}
