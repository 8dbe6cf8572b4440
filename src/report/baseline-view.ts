/**
 * A gate run's findings as a team reads them on a red build: what is new since the baseline (per
 * requirement, worst first, with the report restricted to those findings for examples), what is known
 * (one count per requirement), and what is gone. Shared by the pretty report and the GitHub step
 * summary.
 */
import type { Finding, Report, RequirementOutcome } from '../generated/report.js';

type Severity = Finding['severity'];

export interface RequirementCount {
  requirement: RequirementOutcome;
  count: number;
  /** The worst severity among the counted findings. */
  worst: Severity;
}

export interface BaselineView {
  /** The report with only its new findings (listed and counted), for examples of what is new. */
  newOnly: Report;
  /** Requirements with new findings: errors first, then warnings, then notes; report order within. */
  fresh: RequirementCount[];
  /** Requirements with known findings, in report order. */
  known: RequirementCount[];
  /** Baseline findings no longer seen, per requirement ID. */
  gone: { id: string; count: number }[];
}

const RANK: Record<Severity, number> = { error: 0, warning: 1, note: 2 };

/** The view of a report checked against a baseline; undefined for a report without one. */
export function baselineView(report: Report): BaselineView | undefined {
  const b = report.baseline;
  if (!b) return undefined;
  // Counts come from the groups (every finding, listed or not); a report without groups counts its listed findings.
  const tally = (state: 'new' | 'unchanged') => {
    const counts = new Map<string, { count: number; worst: Severity }>();
    const add = (id: string, severity: Severity, n: number) => {
      const c = counts.get(id);
      if (!c) counts.set(id, { count: n, worst: severity });
      else {
        c.count += n;
        if (RANK[severity] < RANK[c.worst]) c.worst = severity;
      }
    };
    if (report.groups) {
      for (const g of report.groups) if ((g.baseline ?? 'new') === state) add(g.requirement, g.severity, g.count);
    } else for (const f of report.findings) if ((f.baseline ?? 'new') === state) add(f.requirement, f.severity, 1);
    const out: RequirementCount[] = [];
    for (const r of report.requirements) {
      const c = counts.get(r.id);
      if (c) out.push({ requirement: r, count: c.count, worst: c.worst });
    }
    return out;
  };
  const fresh = tally('new')
    .map((c, i) => ({ c, i }))
    .sort((a, b) => RANK[a.c.worst] - RANK[b.c.worst] || a.i - b.i)
    .map(({ c }) => c);
  const newOnly: Report = {
    ...report,
    findings: report.findings.filter((f) => f.baseline !== 'unchanged'),
    ...(report.groups ? { groups: report.groups.filter((g) => g.baseline !== 'unchanged') } : {}),
  };
  const gone = Object.entries(b.goneByRequirement ?? {}).map(([id, count]) => ({ id, count: count ?? 0 }));
  return { newOnly, fresh, known: tally('unchanged'), gone };
}
