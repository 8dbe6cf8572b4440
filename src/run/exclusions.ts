/**
 * What the user decided about requirements and findings, applied to the rules' verdict: a
 * requirement turned off (`--severity ID=off`) is not judged, and a finding that matches an
 * exclusion (a configuration file's or a profile's `exclude`) becomes a note saying why it is
 * accepted. A requirement whose every finding became a note passes.
 */
import type { Exclusion } from '../generated/config.js';
import type { Finding, RequirementOutcome } from '../generated/report.js';
import { PLACEHOLDER, pinEntries, wholeExpression as whole } from '../options/exclusion.js';

/** Why a requirement turned off is not judged, naming where it was turned off (--severity unless said). */
export function offReason(place = '--severity'): string {
  return `turned off by ${place}`;
}

/**
 * What a finding stood in, for exclusions that pin other values of it: the record (a list element,
 * or the answer's whole body) the finding's pointer lies in, when the finding was reported while
 * its answer was being judged. Asked for only by an exclusion with `record`.
 */
export type RecordOf = () => unknown;

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** One regular expression of an exclusion: compiled once when it has no placeholder, else per use. */
class Pattern {
  private readonly fixed: RegExp | undefined;
  private readonly cache = new Map<string, RegExp>();

  constructor(readonly source: string) {
    this.fixed = PLACEHOLDER.test(source) ? undefined : whole(source);
    PLACEHOLDER.lastIndex = 0;
  }

  /** The named groups the text captured, or undefined when it does not match whole. */
  match(text: string, names: Readonly<Record<string, string>>): Record<string, string> | undefined {
    const re = this.fixed ?? this.filled(names);
    const m = re.exec(text);
    if (!m) return undefined;
    const got: Record<string, string> = {};
    for (const [name, value] of Object.entries(m.groups ?? {})) if (value !== undefined) got[name] = value;
    return got;
  }

  private filled(names: Readonly<Record<string, string>>): RegExp {
    const source = this.source.replace(PLACEHOLDER, (all, name: string) => (Object.hasOwn(names, name) ? escapeRegExp(names[name]!) : all));
    let re = this.cache.get(source);
    if (!re) {
      if (this.cache.size >= 256) this.cache.clear();
      this.cache.set(source, (re = whole(source)));
    }
    return re;
  }
}

interface Compiled {
  x: Exclusion;
  url?: Pattern | undefined;
  pointer?: Pattern | undefined;
  record?: [pointer: string, pattern: Pattern][];
  args?: [name: string, pattern: Pattern][];
  expected?: Pattern | undefined;
  actual?: Pattern | undefined;
}

const pattern = (source: string | undefined): Pattern | undefined => (source === undefined ? undefined : new Pattern(source));

function text(v: unknown): string {
  return typeof v === 'string' ? v : (JSON.stringify(v) ?? '');
}

/** The value at a JSON pointer (RFC 6901) in `doc`, or undefined where there is none. */
function at(doc: unknown, ptr: string): unknown {
  if (ptr === '') return doc;
  let v = doc;
  for (const raw of ptr.slice(1).split('/')) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(v)) {
      if (!/^(0|[1-9]\d*)$/.test(token)) return undefined;
      v = v[Number(token)];
    } else if (v !== null && typeof v === 'object' && Object.prototype.hasOwnProperty.call(v, token)) v = (v as Record<string, unknown>)[token];
    else return undefined;
  }
  return v;
}

/**
 * The exclusion a finding matches (requirement, method, address relative to the base URL, pointer,
 * values of its record, its arguments, expected and observed value), if any. `recordOf` gives the record the
 * finding lies in; without one, an exclusion that pins record values matches nothing.
 */
export function exclusionMatcher(baseUrl: string, exclude: readonly Exclusion[]): (f: Finding, recordOf?: RecordOf) => Exclusion | undefined {
  const rules: Compiled[] = exclude.map((x) => ({
    x,
    url: pattern(x.url),
    pointer: pattern(x.pointer),
    expected: pattern(x.expected),
    actual: pattern(x.actual),
    ...(x.record ? { record: pinEntries(x.record).map(([p, s]): [string, Pattern] => [p, new Pattern(s)]) } : {}),
    ...(x.args ? { args: pinEntries(x.args).map(([n, s]): [string, Pattern] => [n, new Pattern(s)]) } : {}),
  }));
  const matches = (r: Compiled, f: Finding, url: string, recordOf: RecordOf | undefined): boolean => {
    if (r.x.requirement !== f.requirement || (r.x.method !== undefined && r.x.method !== (f.method ?? 'GET'))) return false;
    let names: Record<string, string> = { base: baseUrl };
    const step = (p: Pattern | undefined, value: string): boolean => {
      if (p === undefined) return true;
      const got = p.match(value, names);
      if (got === undefined) return false;
      names = { ...names, ...got };
      return true;
    };
    if (!step(r.url, url) || !step(r.pointer, f.pointer)) return false;
    if (r.record) {
      const record = recordOf?.();
      if (record === undefined) return false;
      for (const [ptr, p] of r.record) {
        const v = at(record, ptr);
        if (v === undefined || !step(p, text(v))) return false;
      }
    }
    if (r.args)
      for (const [name, p] of r.args) {
        const v = f.args?.[name];
        if (v === undefined || !step(p, text(v))) return false;
      }
    if (r.expected && !('expected' in f && step(r.expected, text(f.expected)))) return false;
    if (r.actual && !('actual' in f && step(r.actual, text(f.actual)))) return false;
    return true;
  };
  return (f: Finding, recordOf?: RecordOf): Exclusion | undefined => {
    const url = f.url.startsWith(baseUrl) ? f.url.slice(baseUrl.length) : f.url;
    return rules.find((r) => matches(r, f, url, recordOf))?.x;
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
): ((f: Finding, recordOf?: RecordOf) => Finding | undefined) | undefined {
  if (off.size === 0 && exclude.length === 0) return undefined;
  const matches = exclusionMatcher(baseUrl, exclude);
  return (f, recordOf) => {
    if (off.has(f.requirement)) return undefined;
    const x = f.severity === 'note' ? undefined : matches(f, recordOf);
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
