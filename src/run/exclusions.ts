/**
 * What the user decided about requirements and findings, applied to the rules' verdict: a
 * requirement turned off (`--severity ID=off`) is not judged, and a finding that matches an
 * exclusion (a configuration file's or a profile's `exclude`) becomes a note saying why it is
 * accepted. A requirement whose every finding became a note passes.
 */
import type { Exclusion } from '../generated/config.js';
import type { Finding, RequirementOutcome } from '../generated/report.js';

/** Why a requirement turned off is not judged, naming where it was turned off (--severity unless said). */
export function offReason(place = '--severity'): string {
  return `turned off by ${place}`;
}

interface Compiled {
  x: Exclusion;
  url?: RegExp;
  pointer?: RegExp;
  actual?: RegExp;
}

const whole = (source: string | undefined): RegExp | undefined => (source === undefined ? undefined : new RegExp(`^(?:${source})$`));

function text(v: unknown): string {
  return typeof v === 'string' ? v : (JSON.stringify(v) ?? '');
}

/** The exclusion a finding matches (requirement, method, address relative to the base URL, pointer, observed value), if any. */
export function exclusionMatcher(baseUrl: string, exclude: readonly Exclusion[]): (f: Finding) => Exclusion | undefined {
  const rules: Compiled[] = exclude.map((x) => ({ x, url: whole(x.url), pointer: whole(x.pointer), actual: whole(x.actual) }));
  return (f: Finding): Exclusion | undefined => {
    const url = f.url.startsWith(baseUrl) ? f.url.slice(baseUrl.length) : f.url;
    return rules.find(
      (r) =>
        r.x.requirement === f.requirement &&
        (r.x.method === undefined || r.x.method === (f.method ?? 'GET')) &&
        (r.url === undefined || r.url.test(url)) &&
        (r.pointer === undefined || r.pointer.test(f.pointer)) &&
        (r.actual === undefined || ('actual' in f && r.actual.test(text(f.actual)))),
    )?.x;
  };
}

/**
 * What happens to each finding as the rules report it: dropped when its requirement is turned off, a
 * note saying why when an exclusion matches, else unchanged. Undefined when nothing was decided.
 */
export function exclusionTransform(
  baseUrl: string,
  off: ReadonlyMap<string, string>,
  exclude: readonly Exclusion[],
): ((f: Finding) => Finding | undefined) | undefined {
  if (off.size === 0 && exclude.length === 0) return undefined;
  const matches = exclusionMatcher(baseUrl, exclude);
  return (f) => {
    if (off.has(f.requirement)) return undefined;
    const x = f.severity === 'note' ? undefined : matches(f);
    return x ? { ...f, severity: 'note', message: `${f.message} — accepted: ${x.because}` } : f;
  };
}

/**
 * The outcomes once the findings are settled (exclusions applied, groups collapsed): each
 * requirement's exact finding count; one turned off or not chosen is skipped, with why; a failed one whose every finding
 * became a note passes.
 */
export function settleOutcomes(
  requirements: RequirementOutcome[],
  groups: readonly { requirement: string; severity: Finding['severity']; count: number }[],
  off: ReadonlyMap<string, string>,
  /** Requirement → where its severity was set, when the user set it. */
  setBy: Readonly<Record<string, string>> = {},
): RequirementOutcome[] {
  const count = new Map<string, number>();
  const failing = new Set<string>();
  for (const g of groups) {
    count.set(g.requirement, (count.get(g.requirement) ?? 0) + g.count);
    if (g.severity !== 'note' && g.count > 0) failing.add(g.requirement);
  }
  return requirements.map((outcome): RequirementOutcome => {
    const r = setBy[outcome.id] === undefined ? outcome : { ...outcome, severitySetBy: setBy[outcome.id]! };
    const reason = off.get(r.id);
    if (reason !== undefined) {
      const { reason: _reason, ...rest } = r;
      return { ...rest, status: 'skipped', reason, findings: 0 };
    }
    const findings = count.get(r.id) ?? 0;
    if (r.status === 'failed' && !failing.has(r.id)) return { ...r, status: 'passed', findings };
    return { ...r, findings };
  });
}
