/**
 * One finding for many answers that depart in the same way (a header missing everywhere, every list
 * paged by another size): the first answer stands for the group, the count and a few other
 * addresses are named beside it. Reported once, in a family's finish.
 */
import type { FindingInput, RuleContext } from './types.js';

/** Other addresses named beside a grouped finding. */
export const RELATED_MAX = 3;

export class FindingGroups {
  private readonly groups = new Map<string, { finding: FindingInput; count: number; related: string[] }>();

  /** Adds one departure; `finding` is kept only for the first of its key. */
  add(key: string, url: string, finding: () => FindingInput): void {
    const group = this.groups.get(key);
    if (!group) {
      this.groups.set(key, { finding: finding(), count: 1, related: [] });
      return;
    }
    group.count++;
    if (group.related.length < RELATED_MAX) group.related.push(url);
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
