/** Hand-built reports for the reporter tests. */
import type { Finding, KitErrorRecord, Report, RequirementOutcome } from '../../src/generated/report.js';
import { makeReport } from '../../src/run/outcome.js';
import { compareFindings } from '../../src/rules/engine.js';
import { REQUIREMENTS, requirement } from '../../src/catalogue/requirements.js';
import type { Io } from '../../src/commands/types.js';
import type { Dataset } from '../../src/generated/dataset.js';

export const BASE = 'https://weblate.example/';

/** A finding at the catalogue severity of its requirement (or the one given). */
export function finding(id: string, url: string, extra: Partial<Finding> = {}): Finding {
  return { requirement: id, severity: requirement(id).severity, url, pointer: '', message: `${id} departs`, ...extra };
}

export interface ReportSpec {
  findings?: Finding[];
  /** Status of requirements that are not passed/failed by their findings. */
  status?: Record<string, { status: 'skipped' | 'not-applicable'; reason: string }>;
  kitErrors?: KitErrorRecord[];
  target?: Report['target'];
  durationMs?: number;
  requests?: number;
  complete?: boolean;
  components?: number;
  statisticsLists?: number;
}

/** A report over the whole catalogue: failed where a non-note finding cites it, skipped/not applicable as told, else passed. */
export function buildReport(spec: ReportSpec = {}): Report {
  const findings = [...(spec.findings ?? [])].sort(compareFindings);
  const requirements: RequirementOutcome[] = REQUIREMENTS.map((r) => {
    const mine = findings.filter((f) => f.requirement === r.id);
    const base = { id: r.id, class: r.class, severity: r.severity, section: r.section, title: r.title, checks: 3, findings: mine.length };
    if (mine.some((f) => f.severity !== 'note')) return { ...base, status: 'failed' as const };
    const s = spec.status?.[r.id];
    if (s) return { ...base, checks: 0, status: s.status, reason: s.reason };
    return { ...base, status: 'passed' as const };
  });
  return makeReport({
    target: spec.target ?? { baseUrl: BASE },
    result: { findings, requirements },
    kitErrors: spec.kitErrors,
    durationMs: spec.durationMs ?? 0,
    requests: spec.requests ?? 12,
    complete: spec.complete,
    components: spec.components ?? 2,
    statisticsLists: spec.statisticsLists ?? 2,
  });
}

/** An Io that keeps what is written. */
export function memoryIo(opts: { isTTY?: boolean; env?: NodeJS.ProcessEnv } = {}): Io & { out: () => string; err: () => string } {
  let out = '';
  let err = '';
  return {
    stdout: { write: (c: string) => ((out += c), true), isTTY: opts.isTTY ?? false },
    stderr: { write: (c: string) => ((err += c), true), isTTY: false },
    env: opts.env ?? {},
    out: () => out,
    err: () => err,
  };
}

/** Findings at each severity, skipped and not-applicable outcomes, a kit error: most of what a report can hold. */
export function mixedReport(extra: Partial<ReportSpec> = {}): Report {
  return buildReport({
    findings: [
      finding('HDR-VARY', `${BASE}api/components/`, {
        message: 'Vary does not include Accept',
        expected: 'Accept',
        actual: 'Cookie',
      }),
      finding('MTH-HEAD', `${BASE}api/components/`, {
        method: 'HEAD',
        message: 'HEAD answer has a body',
        expected: 0,
        actual: 17,
      }),
      finding('CMP-TEMPLATES', `${BASE}api/components/hello/weblate/`, {
        pointer: '/commit_message',
        message: 'unbalanced {{ in template',
      }),
      finding('STA-PCT-TRUNCATED', `${BASE}api/components/hello/weblate/statistics/`, {
        severity: 'note',
        pointer: '/results/3/fuzzy_percent',
        message: 'percentage clamped to 0.1',
        expected: 0,
        actual: 0.1,
      }),
    ],
    status: {
      'MTH-WRITE-REFUSED': { status: 'skipped', reason: 'write probes are off (--probe-writes)' },
      'SNAP-DRIFT': { status: 'not-applicable', reason: 'no mismatch needed a re-check' },
    },
    kitErrors: [{ code: 'E_TIMEOUT', message: 'no answer within 10 s', url: `${BASE}api/components/?page=9`, method: 'GET' }],
    ...extra,
  });
}

/** A copy of `dataset` with one more component (slug added-component, a fresh id) before the others: every list item moves one place down. */
export function withAddedComponent(dataset: Dataset): Dataset {
  const grown = structuredClone(dataset);
  const copy = structuredClone(grown.components[0]!);
  copy.id = Math.max(...grown.components.map((c) => c.id)) + 1;
  copy.slug = 'added-component';
  copy.name = 'Added component';
  grown.components.unshift(copy);
  return grown;
}
