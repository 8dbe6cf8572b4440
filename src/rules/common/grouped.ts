/**
 * One finding for many answers that depart in the same way (a header missing everywhere, every list
 * paged by another size): the answer first in address order stands for the group, the count and the
 * next few addresses in that order are named beside it. Reported once, in a family's finish. Nothing
 * depends on the order the answers arrived in.
 */
import type { FindingInput, RuleContext } from './types.js';

/** Other addresses named beside a grouped finding. */
export const RELATED_MAX = 3;

interface Group {
  finding: FindingInput;
  /** The endpoint the group stands for (the finding's `scope`). */
  scope: string;
  url: string;
  count: number;
  /** Every other address, for an exact count of those left out. */
  others: Set<string>;
  /** The smallest RELATED_MAX of `others`, sorted. */
  related: string[];
}

export class FindingGroups {
  private readonly groups = new Map<string, Group>();

  /**
   * Adds one departure; `finding` is built only when its address comes first so far. `scope` is the
   * endpoint the group stands for (e.g. api/components/{project}/{component}/), the finding's location
   * in its identity: which answer comes first changes as components come and go, the endpoint does not.
   */
  add(key: string, url: string, finding: () => FindingInput, scope: string): void {
    const group = this.groups.get(key);
    if (!group) {
      this.groups.set(key, { finding: finding(), scope, url, count: 1, others: new Set(), related: [] });
      return;
    }
    group.count++;
    let other = url;
    if (url < group.url) {
      other = group.url;
      group.url = url;
      group.finding = finding();
    }
    if (other === group.url || group.others.has(other)) return;
    group.others.add(other);
    const at = group.related.findIndex((u) => other < u);
    if (at >= 0) group.related.splice(at, 0, other);
    else group.related.push(other);
    if (group.related.length > RELATED_MAX) group.related.pop();
  }

  /**
   * Reports each group once: `… (the same on N <noun>)` when it stands for more than one, given as
   * the finding's measured arg `same` (the templates of grouped codes end with `{same}`).
   */
  report(ctx: RuleContext, noun: string): void {
    for (const g of this.groups.values()) {
      const omitted = g.others.size - g.related.length;
      const same = g.count > 1 ? ` (the same on ${g.count} ${noun})` : '';
      ctx.report({
        ...g.finding,
        scope: g.scope,
        args: { ...g.finding.args, same },
        ...(g.related.length > 0 ? { related: g.related } : {}),
        ...(omitted > 0 ? { relatedOmitted: omitted } : {}),
      });
    }
  }
}
