/**
 * The sarif reporter: SARIF 2.1.0 for code-scanning dashboards. One rule per requirement (its title,
 * section, class and full text; no helpUri, as the package publishes no web page per rule: `stringent rules ID`
 * explains it), one result per listed finding, located by the answer's URL and the
 * JSON pointer into its body, with a stable fingerprint (the finding's identity across runs and
 * releases, findings/identity.ts: never its message, never the host or port) and,
 * with a baseline, its baselineState. Kit errors are tool execution notifications.
 */
import type { Report } from '../generated/report.js';
import { isRequirementId, requirement } from '../catalogue/requirements.js';
import { findingIdentity, identityDigest, IDENTITY_VERSION } from '../findings/identity.js';
import { curlCommand, incompleteCauses, jqLine } from './text.js';

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

function ruleLevel(severity: string): 'error' | 'warning' | 'note' {
  return severity === 'error' ? 'error' : severity === 'warning' ? 'warning' : 'note';
}

export function renderSarif(report: Report): string {
  const index = new Map(report.requirements.map((r, i) => [r.id, i]));
  const rules = report.requirements.map((r) => ({
    id: r.id,
    name: r.id.toLowerCase().replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase()),
    shortDescription: { text: r.title },
    fullDescription: { text: `${r.title} (${r.section} of the Translation Components Read API; ${r.class})` },
    help: { text: `${r.title}. See \`stringent rules ${r.id}\`.` },
    defaultConfiguration: { level: ruleLevel(r.severity) },
    properties: {
      section: r.section,
      class: r.class,
      ...(isRequirementId(r.id) ? { family: requirement(r.id).family } : {}),
      status: r.status,
      checks: r.checks,
      findings: r.findings,
      ...(r.reason !== undefined ? { reason: r.reason } : {}),
    },
  }));
  const results = report.findings.map((f) => {
    const properties: Record<string, unknown> = { pointer: f.pointer, method: f.method ?? 'GET' };
    if (f.expected !== undefined) properties.expected = f.expected;
    if (f.actual !== undefined) properties.actual = f.actual;
    if (f.related) properties.related = f.related;
    if (f.relatedOmitted) properties.relatedOmitted = f.relatedOmitted;
    const curl = curlCommand(f, report.target);
    if (curl) properties.reproduce = curl;
    const jq = jqLine(f, report.target);
    if (jq !== undefined) properties.jq = jq;
    const result: Record<string, unknown> = {
      ruleId: f.requirement,
      level: ruleLevel(f.severity),
      message: { text: f.message },
      locations: [
        {
          physicalLocation: { artifactLocation: { uri: f.url }, ...(f.region ? { region: f.region } : {}) },
          logicalLocations: [{ fullyQualifiedName: f.pointer === '' ? '/' : f.pointer, kind: 'element' }],
        },
      ],
      partialFingerprints: { [IDENTITY_VERSION]: identityDigest(findingIdentity(f, report.target.baseUrl)) },
      properties,
    };
    const ri = index.get(f.requirement);
    if (ri !== undefined) result.ruleIndex = ri;
    if (f.baseline !== undefined) result.baselineState = f.baseline;
    return result;
  });
  const sarif = {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'stringent',
            version: report.tool.version,
            rules,
          },
        },
        invocations: [
          {
            executionSuccessful: (report.exitCode === 0 || report.exitCode === 1) && incompleteCauses(report).length === 0,
            exitCode: report.exitCode,
            ...(report.startedAt !== undefined ? { startTimeUtc: report.startedAt } : {}),
            toolExecutionNotifications: incompleteCauses(report).map((e) => ({
              level: 'error',
              message: { text: e.message },
              descriptor: { id: e.code },
              ...(e.url !== undefined ? { locations: [{ physicalLocation: { artifactLocation: { uri: e.url } } }] } : {}),
            })),
          },
        ],
        results,
        properties: {
          verdict: report.verdict,
          target: report.target,
          summary: report.summary,
          ...(report.findingsOmitted ? { findingsOmitted: report.findingsOmitted } : {}),
          ...(report.baseline ? { baseline: report.baseline } : {}),
          ...(report.pacing ? { pacing: report.pacing } : {}),
        },
      },
    ],
  };
  return JSON.stringify(sarif, null, 2) + '\n';
}
