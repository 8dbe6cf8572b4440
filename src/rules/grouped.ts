/**
 * One finding for many answers that depart in the same way (a header missing everywhere, every list
 * paged by another size): the answer with the first address (in text order, so that the report does
 * not depend on the order answers arrived in) stands for the group, the count and the next few
 * addresses are named beside it. Reported once, in a family's finish.
 */
import type { FindingInput, RuleContext } from './types.js';

/** Other addresses named beside a grouped finding. */
export const RELATED_MAX = 3;

interface Group {
  url: string;
  finding: FindingInput;
  count: number;
  /** The first RELATED_MAX other addresses, in text order. */
  related: string[];
}

export class FindingGroups {
  private readonly groups = new Map<string, Group>();

  /** Adds one departure; `finding` is built only when its address comes first in its group so far. */
  add(key: string, url: string, finding: () => FindingInput): void {
    const group = this.groups.get(key);
    if (!group) {
      this.groups.set(key, { url, finding: finding(), count: 1, related: [] });
      return;
    }
    group.count++;
    let other = url;
    if (url < group.url) {
      other = group.url;
      group.url = url;
      group.finding = finding();
    }
    const r = group.related;
    if (r.length === RELATED_MAX && other >= r[RELATED_MAX - 1]!) return;
    let at = r.length;
    while (at > 0 && r[at - 1]! > other) at--;
    r.splice(at, 0, other);
    if (r.length > RELATED_MAX) r.pop();
  }

  /** Reports each group once: `… (the same on N <noun>)` when it stands for more than one. */
  report(ctx: RuleContext, noun: string): void {
    for (const g of this.groups.values())
      ctx.report({
        ...g.finding,
        message: g.finding.message + (g.count > 1 ? ` (the same on ${g.count} ${noun})` : ''),
        ...(g.related.length > 0 ? { related: g.related } : {}),
      });
  }
}
