/** `stringent rules [--json]`: the requirement catalogue, as a table or as JSON. */
import { loadCases, runCase, type LoadedCase } from '../run/cases.js';
import { profileNames, loadProfile, requirementId } from '../options/config.js';
import { PACKAGE_ROOT } from '../base/paths.js';
import { REQUIREMENTS, requirement, ruleHelp, type Requirement } from '../catalogue/requirements.js';
import { CLIENT_REQUIREMENTS } from '../catalogue/client.js';
import { CLIENT_EXAMPLES, exampleLine, type ExampleStep } from '../catalogue/client-examples.js';
import { SEEN_BY, type Requirement as AnyRequirement } from '../catalogue/record.js';
import type { CommandArgs, Io } from './types.js';

const COLUMNS = ['ID', 'class', 'severity', 'section', 'family', 'title'] as const;

function cells(r: AnyRequirement): string[] {
  const title = r.optIn ? `${r.title} [opt-in: --${r.optIn}]` : r.title;
  return [r.id, r.class, r.severity, r.section, r.family, title];
}

/**
 * The catalogue as an aligned text table (the title column last and unpadded), the client requirements
 * (CLI-*) after the deployment's, with a closing count of each.
 */
export function renderRulesTable(requirements: readonly Requirement[] = REQUIREMENTS, client: readonly AnyRequirement[] = CLIENT_REQUIREMENTS): string {
  const rows = [COLUMNS as readonly string[], ...requirements.map(cells), ...client.map(cells)];
  const widths = COLUMNS.map((_, i) => Math.max(...rows.map((row) => Array.from(row[i]!).length)));
  const format = (row: readonly string[]) =>
    row.map((cell, i) => (i === row.length - 1 ? cell : cell + ' '.repeat(widths[i]! - Array.from(cell).length))).join('  ');
  const core = requirements.filter((r) => r.class === 'core').length;
  const optIn = requirements.filter((r) => r.optIn).length;
  const lines = [format(rows[0]!), ...rows.slice(1).map(format)];
  lines.push('', `${requirements.length} requirements: ${core} core, ${requirements.length - core} recommended; ${optIn} run only with their opt-in flag.`);
  if (client.length > 0)
    lines.push(
      `${client.length} client requirements (family client, CLI-*): what a client of the API does, judged by serve --client-report and client-test; ` +
        'stringent rules CLI-… shows a failing and a passing request sequence.',
    );
  return lines.join('\n') + '\n';
}

/** A JSON body in full, indented under its exchange or document (never cut: the example is the evidence). */
function bodyLines(text: string, pad: string): string[] {
  let shown = text;
  try {
    shown = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // Not JSON: shown as it is.
  }
  return shown.split('\n').map((l) => pad + l);
}

/** A case's input in full: each exchange as request, status, headers and body; each document as its kind and body. */
function showCase(c: LoadedCase): string[] {
  const lines: string[] = [];
  for (const d of c.documents ?? []) lines.push(`    ${d.kind}${d.url ? ` ${d.url}` : ''}:`, ...bodyLines(JSON.stringify(d.body), '      '));
  for (const e of c.exchanges ?? []) {
    lines.push(`    ${e.request.method} ${e.request.url} → ${e.status}`);
    for (const [k, v] of Object.entries(e.headers)) lines.push(`      ${k}: ${v}`);
    const body = e.json !== undefined ? JSON.stringify(e.json) : (e.body ?? '');
    if (body !== '') lines.push(...bodyLines(body, '      '));
  }
  return lines;
}

/** Text wrapped at `width` columns, each line indented by `pad` (a word longer than the width keeps its own line). */
function wrap(text: string, pad: string, width = 100): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && pad.length + current.length + 1 + word.length > width) {
      lines.push(pad + current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(pad + current);
  return lines;
}

/** Lines a case takes to show: the shortest passing example is the one shown when the requirement has none of its own. */
function shownSize(c: LoadedCase): number {
  return showCase(c).length;
}

/**
 * A clean case of another requirement in which this one was judged and passed (the requirement is checked
 * there on the way), the shortest to show; for requirements whose own cases are all failing ones.
 */
function passingElsewhere(id: string): LoadedCase | undefined {
  return shippedCases().clean.find((c) => c.passed.has(id))?.c;
}

interface Shipped {
  all: LoadedCase[];
  /** The clean cases, shortest to show first, each with the requirements it judged and passed (run on first use). */
  clean: { c: LoadedCase; readonly passed: ReadonlySet<string> }[];
}

/**
 * The package's cases, read once per process: explaining every requirement reads and runs them once,
 * not once per ID. Process-wide: they are the files shipped with the package and what the kit finds
 * in them, the same for every command and every run, and nothing a run is given goes into them.
 */
const SHIPPED: { cases?: Shipped } = {};

function shippedCases(): Shipped {
  if (SHIPPED.cases) return SHIPPED.cases;
  const all = loadCases();
  const clean = all
    .filter((c) => c.expect.length === 0 && c.notes === undefined)
    .sort((a, b) => shownSize(a) - shownSize(b))
    .map((c) => {
      let passed: Set<string> | undefined;
      return {
        c,
        get passed(): ReadonlySet<string> {
          passed ??= new Set(
            runCase(c)
              .result.requirements.filter((r) => r.status === 'passed' && r.checks > 0)
              .map((r) => r.id),
          );
          return passed;
        },
      };
    });
  SHIPPED.cases = { all, clean };
  return SHIPPED.cases;
}

/**
 * `stringent rules ID`: the requirement in full, why it matters, a failing case, the options that change it,
 * its finding codes, and last the Fix: what to change in an implementation, with a passing case.
 */
export function explainRule(id: string): string {
  const r = requirement(id);
  const cases = shippedCases().all.filter((c) => c.requirement === r.id);
  // The failing example fails this requirement and no other (test/cases-documents.test.ts holds every case to its expect).
  const failing = cases.find((c) => c.expect.length === 1 && c.expect[0] === r.id) ?? cases.find((c) => c.expect.includes(r.id));
  const passing = cases.find((c) => c.expect.length === 0) ?? passingElsewhere(r.id);
  const lines = [
    `${r.id} — ${r.title}`,
    `${r.class} · default severity ${r.severity} · ${r.family} · section ${r.section} of the Translation Components Read API document`,
    '',
    `Why it matters: ${r.why}`,
    '',
  ];
  if (failing) lines.push(`Failing example (cases/${failing.file}: ${failing.description}):`, ...showCase(failing), '');
  lines.push('Options that change it:');
  if (r.optIn) lines.push(`  --${r.optIn}: judged only with this flag`);
  for (const o of r.options ?? []) lines.push(`  ${o}`);
  lines.push(`  --severity ${r.id}=error|warning|note|off (or "severity" in stringent.config.json)`);
  lines.push(`  "exclude": [{ "requirement": "${r.id}", "because": "…" }] in stringent.config.json: matching findings become notes`);
  for (const name of profileNames()) {
    const x = loadProfile(name, PACKAGE_ROOT).config.exclude?.find((e) => e.requirement === r.id);
    if (x) lines.push(`  --profile ${name}: ${x.because}`);
  }
  const codes = Object.entries(r.codes);
  if (codes.length > 0) {
    lines.push('', 'Findings it reports (code: message template):');
    for (const [code, c] of codes) {
      lines.push(`  ${code}: ${c.message}`);
      if (c.seen) lines.push(`    (${SEEN_BY[c.seen.by]}: ${c.seen.how})`);
    }
  }
  lines.push('', `Reference: docs/requirements.md#${r.id.toLowerCase()} (in the package); ${ruleHelp(r.id).command} --json for this record as data`);
  lines.push('', 'Fix:');
  if (r.fix) lines.push(...wrap(r.fix, '  '));
  if (passing) lines.push('', `  Passing example (cases/${passing.file}: ${passing.description}):`, ...showCase(passing).map((l) => `  ${l}`));
  return lines.join('\n') + '\n';
}

/** `stringent rules CLI-…`: a client requirement (judged by `serve --client-report`) in full. */
export function explainClientRule(r: AnyRequirement): string {
  const lines = [
    `${r.id} — ${r.title}`,
    `client requirement · ${r.class} · severity ${r.severity} · source ${r.section}`,
    '',
    `Why it matters: ${r.why}`,
    '',
    `Judged by stringent serve --client-report and stringent client-test when ${r.precondition}; not applicable means: ${r.notApplicable}.`,
  ];
  const example = CLIENT_EXAMPLES[r.id as keyof typeof CLIENT_EXAMPLES] as { failing: ExampleStep[]; passing: ExampleStep[] } | undefined;
  const steps = (s: ExampleStep[]): string[] => s.map((x) => `  ${exampleLine(x)}`);
  if (example) lines.push('', 'Failing request sequence (as the server sees it: arrival, request → answer):', ...steps(example.failing));
  const codes = Object.entries(r.codes);
  if (codes.length > 0) {
    lines.push('', 'Findings it reports (code: message template):');
    for (const [code, c] of codes) lines.push(`  ${code}: ${c.message}`);
  }
  if (r.fix) lines.push('', `Fix (in the client): ${r.fix}`);
  if (example) lines.push('', 'Passing request sequence:', ...steps(example.passing));
  return lines.join('\n') + '\n';
}

/** `stringent rules [id]`: the catalogue as a table, or one requirement explained. */
export async function runRules(args: CommandArgs<{ id: string | undefined }>, io: Io): Promise<number> {
  if (args.id !== undefined) {
    const client = CLIENT_REQUIREMENTS.find((r) => r.id === String(args.id).trim().toUpperCase());
    if (client) {
      io.stdout.write(args.json ? JSON.stringify(client, null, 2) + '\n' : explainClientRule(client));
      return 0;
    }
    const id = requirementId(args.id, 'rules');
    io.stdout.write(args.json ? JSON.stringify({ ...requirement(id), help: ruleHelp(id) }, null, 2) + '\n' : explainRule(id));
    return 0;
  }
  io.stdout.write(args.json ? JSON.stringify([...REQUIREMENTS, ...CLIENT_REQUIREMENTS], null, 2) + '\n' : renderRulesTable());
  return 0;
}
