/**
 * The client report's reporters (`serve --client-report NAME:PATH`): json (the report as data,
 * schemas/client-report.schema.json), pretty (for a person: each failed requirement with its first
 * examples) and junit (one testcase per client requirement).
 */
import type { ClientFinding, ClientReport, ClientRequirementResult } from '../generated/client-report.js';
import { element, xmlText } from './xml.js';

export type ClientReporterName = 'json' | 'pretty' | 'junit';
export const CLIENT_REPORTER_NAMES: readonly ClientReporterName[] = ['json', 'pretty', 'junit'];

/** Examples shown per failed requirement in pretty and junit. */
const EXAMPLES = 5;

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

function byRequirement(report: ClientReport): Map<string, ClientFinding[]> {
  const out = new Map<string, ClientFinding[]>();
  for (const f of report.findings) out.set(f.requirement, [...(out.get(f.requirement) ?? []), f]);
  return out;
}

const example = (f: ClientFinding): string =>
  `request ${f.request}${f.client !== undefined ? ` (client ${f.client})` : ''}: ${f.method} ${f.target}: ${f.message}`;

/** The clients told apart, and how: one line each. */
export function clientLines(report: ClientReport): string[] {
  const n = report.clients.length;
  if (n === 0) return [];
  const lines = [
    `Clients: ${plural(n, 'client')}, told apart by connection and User-Agent (requests on one connection, or with one User-Agent, are one client's); each is judged on its own requests`,
  ];
  for (const c of report.clients)
    lines.push(
      `  client ${c.client}: ${c.userAgent !== undefined ? `User-Agent ${JSON.stringify(c.userAgent)}` : 'no User-Agent'}${(c.userAgents ?? 0) > 1 ? ` (and ${c.userAgents! - 1} more)` : ''}; ${plural(c.requests, 'request')} on ${plural(c.connections, 'connection')}; ${plural(c.findings, 'finding')}`,
    );
  return [...lines, ''];
}

export function summaryLine(report: ClientReport): string {
  const s = report.summary;
  return `${plural(s.requests, 'request')} from ${plural(s.clients, 'client')}; requirements: ${s.passed} passed, ${s.failed} failed, ${s.notApplicable} not applicable; findings: ${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')}`;
}

export function renderClientPretty(report: ClientReport): string {
  const out: string[] = [
    `stringent ${report.tool.version}: client report`,
    `server: ${report.server.url}${report.server.variants.length ? ` (variants: ${report.server.variants.join(', ')}${report.server.seed !== undefined ? `; seed ${report.server.seed}` : ''})` : ''}`,
    '',
    ...clientLines(report),
  ];
  const findings = byRequirement(report);
  const order: ClientRequirementResult['status'][] = ['failed', 'passed', 'not-applicable'];
  for (const status of order) {
    const rs = report.requirements.filter((r) => r.status === status).sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));
    if (rs.length === 0) continue;
    out.push(`${status === 'failed' ? 'Failed' : status === 'passed' ? 'Passed' : 'Not applicable'}: ${plural(rs.length, 'requirement')}`);
    for (const r of rs) {
      if (status === 'failed') {
        const fs = findings.get(r.id) ?? [];
        out.push(`  ${r.severity.toUpperCase()} ${r.id} (${r.source}): ${r.title}`);
        for (const f of fs.slice(0, EXAMPLES)) out.push(`    ${example(f)}`);
        if (fs.length > EXAMPLES) out.push(`    … and ${fs.length - EXAMPLES} more`);
        out.push(`    stringent rules ${r.id} says how to fix it`);
      } else if (status === 'passed') out.push(`  ${r.id}: judged on ${plural(r.checked, 'request')}`);
      else out.push(`  ${r.id}: ${r.reason ?? ''}`);
    }
    out.push('');
  }
  out.push(`Client: ${summaryLine(report)}`);
  out.push(
    `Result: ${report.verdict === 'fail' ? 'FAIL — the client broke a requirement of severity error' : 'PASS — no requirement of severity error failed'}`,
  );
  return out.join('\n') + '\n';
}

export function renderClientJson(report: ClientReport): string {
  return JSON.stringify(report, null, 2) + '\n';
}

export function renderClientJunit(report: ClientReport): string {
  const findings = byRequirement(report);
  const failures = report.requirements.filter((r) => r.status === 'failed' && r.severity === 'error').length;
  const skipped = report.requirements.filter((r) => r.status === 'not-applicable').length;
  const cases = report.requirements.map((r) => {
    const fs = findings.get(r.id) ?? [];
    const text = fs
      .slice(0, EXAMPLES)
      .map(example)
      .concat(fs.length > EXAMPLES ? [`… and ${fs.length - EXAMPLES} more`] : [])
      .join('\n');
    let inner = '';
    if (r.status === 'not-applicable') inner = element('skipped', { message: r.reason ?? '' });
    else if (r.status === 'failed' && r.severity === 'error')
      inner = element('failure', { message: `${plural(fs.length, 'finding')}: ${fs[0]?.message ?? ''}`, type: r.id }, xmlText(text));
    else if (r.status === 'failed')
      inner = element(
        'system-out',
        {},
        xmlText(
          fs
            .map((f) => `warning: ${example(f)}`)
            .slice(0, EXAMPLES)
            .join('\n'),
        ),
      );
    return `    ${element('testcase', { classname: 'client', name: `${r.id}: ${r.title}` }, inner ? `\n      ${inner}\n    ` : '')}`;
  });
  const props = [
    ['verdict', report.verdict],
    ['exitCode', String(report.exitCode)],
    ['server', report.server.url],
    ['summary', summaryLine(report)],
    ['clients', report.clients.map((c) => `client ${c.client}: ${c.userAgent ?? 'no User-Agent'}`).join('; ')],
  ].map(([name, value]) => `      ${element('property', { name, value })}`);
  const suite = element(
    'testsuite',
    { name: 'stringent client', tests: report.requirements.length, failures, errors: 0, skipped },
    `\n    ${element('properties', {}, `\n${props.join('\n')}\n    `)}\n${cases.join('\n')}\n  `,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${element('testsuites', { name: 'stringent client', tests: report.requirements.length, failures, errors: 0, skipped }, `\n  ${suite}\n`)}\n`;
}

export function renderClientReport(name: ClientReporterName, report: ClientReport): string {
  return name === 'json' ? renderClientJson(report) : name === 'junit' ? renderClientJunit(report) : renderClientPretty(report);
}
