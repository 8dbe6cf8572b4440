/**
 * What the user decided about requirements and findings, applied to the rules' verdict: a
 * requirement turned off (`--severity ID=off`) is not judged, and a finding that matches an
 * exclusion (a configuration file's or a profile's `exclude`) becomes a note saying why it is
 * accepted. A requirement whose every finding became a note passes.
 */
import type { Exclusion } from './generated/config.js';
import type { Finding, RequirementOutcome } from './generated/report.js';

export const OFF_REASON = 'turned off by --severity';

interface Compiled {
  x: Exclusion;
  url?: RegExp;
  pointer?: RegExp;
  actual?: RegExp;
}

const whole = (source: string | undefined): RegExp | undefined => (source === undefined ? undefined : new RegExp(`^(?:${source})$`));

function text(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v) ?? '';
}

export function applyExclusions(
  baseUrl: string,
  findings: Finding[],
  requirements: RequirementOutcome[],
  off: ReadonlySet<string>,
  exclude: readonly Exclusion[],
): { findings: Finding[]; requirements: RequirementOutcome[] } {
  if (off.size === 0 && exclude.length === 0) return { findings, requirements };
  const rules: Compiled[] = exclude.map((x) => ({ x, url: whole(x.url), pointer: whole(x.pointer), actual: whole(x.actual) }));
  const matches = (f: Finding): Exclusion | undefined => {
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
  const out: Finding[] = [];
  for (const f of findings) {
    if (off.has(f.requirement)) continue;
    const x = f.severity === 'note' ? undefined : matches(f);
    out.push(x ? { ...f, severity: 'note', message: `${f.message} — accepted: ${x.because}` } : f);
  }
  const failing = new Set(out.filter((f) => f.severity !== 'note').map((f) => f.requirement));
  const reqs = requirements.map((r): RequirementOutcome => {
    if (off.has(r.id)) {
      const { reason: _reason, ...rest } = r;
      return { ...rest, status: 'skipped', reason: OFF_REASON, findings: 0 };
    }
    if (r.status === 'failed' && !failing.has(r.id)) return { ...r, status: 'passed' };
    return r;
  });
  return { findings: out, requirements: reqs };
}
