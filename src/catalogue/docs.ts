/**
 * docs/requirements.md, written from the catalogue (`npm run generate` writes it; a test keeps it
 * fresh). Nothing in the page is written by hand: change a record, then regenerate.
 */
import { CLIENT_REQUIREMENTS } from './client.js';
import { SEEN_BY, type Requirement as AnyRequirement } from './record.js';
import { REQUIREMENTS, type Requirement } from './requirements.js';

const FAMILY_TITLES: Readonly<Record<Requirement['family'], string>> = {
  transport: 'Transport and headers',
  urls: 'URLs',
  pagination: 'Pagination',
  statistics: 'Statistics items',
  components: 'Component records',
  snapshots: 'Snapshots',
  client: 'Client requirements',
};

/** A table cell: pipes escaped, so a title with `|` cannot split a row. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/** The summary table of docs/requirements.md, one row per requirement. */
export function requirementsTable(requirements: readonly Requirement[] = REQUIREMENTS): string {
  let table =
    '| ID | class | default severity | § | requirement | checked where the deployment offers | not applicable means |\n|---|---|---|---|---|---|---|\n';
  for (const r of requirements)
    table += `| [${r.id}](#${r.id.toLowerCase()}) | ${r.class} | ${r.severity} | ${r.section} | ${cell(r.title)}${r.optIn ? ` (opt-in: --${r.optIn})` : ''} | ${cell(r.precondition)} | ${cell(r.notApplicable)} |\n`;
  return table;
}

/** The client requirements' table: what `serve --client-report` judges. */
export function clientRequirementsTable(requirements: readonly AnyRequirement[] = CLIENT_REQUIREMENTS): string {
  let table = '| ID | class | severity | source | requirement | judged when | not applicable means |\n|---|---|---|---|---|---|---|\n';
  for (const r of requirements)
    table += `| [${r.id}](#${r.id.toLowerCase()}) | ${r.class} | ${r.severity} | ${r.section} | ${cell(r.title)} | ${cell(r.precondition)} | ${cell(r.notApplicable)} |\n`;
  return table;
}

function section(r: AnyRequirement): string {
  const client = r.family === 'client';
  const lines = [
    `### ${r.id}`,
    '',
    `${r.title}.`,
    '',
    `${r.class} · ${client ? 'severity' : 'default severity'} ${r.severity} · ${client ? 'source' : 'section'} ${r.section}`,
    '',
  ];
  lines.push(`Why it matters: ${r.why}`, '');
  if (client) lines.push(`Judged when ${r.precondition}. Not applicable means: ${r.notApplicable}.`, '');
  else lines.push(`Checked where the deployment offers: ${r.precondition}. Not applicable means: ${r.notApplicable}.`, '');
  if (r.optIn) lines.push(`Opt-in: judged only with \`--${r.optIn}\`.`, '');
  if (r.unfaultable) lines.push(`No fault of the reference server: ${r.unfaultable}.`, '');
  if (r.fix) lines.push(`How to fix${client ? ' (in the client)' : ''}: ${r.fix}`, '');
  if (r.options?.length) lines.push('Options that change it:', '', ...r.options.map((o) => `- \`${o.split(':')[0]}\`:${o.slice(o.indexOf(':') + 1)}`), '');
  const codes = Object.entries(r.codes);
  if (codes.length > 0) {
    lines.push('| code | message template | measured args |', '|---|---|---|');
    for (const [code, c] of codes) lines.push(`| \`${code}\` | ${cell(c.message)} | ${(c.measured ?? []).join(', ')} |`);
    lines.push('');
    const seen = codes.filter(([, c]) => c.seen);
    if (seen.length > 0) {
      lines.push('Where one answer does not show a finding, its reproducer says how to see it:', '');
      for (const [code, c] of seen) lines.push(`- \`${code}\`: ${SEEN_BY[c.seen!.by]}: ${c.seen!.how}`);
      lines.push('');
    }
  }
  return lines.join('\n');
}

export function renderRequirementsDoc(requirements: readonly Requirement[] = REQUIREMENTS, client: readonly AnyRequirement[] = CLIENT_REQUIREMENTS): string {
  const out = [
    '# Requirements',
    '',
    '<!-- Generated from src/catalogue/ by `npm run generate`; do not edit by hand. -->',
    '',
    'Every check traces to one requirement of the catalogue, `src/catalogue/` (one record per requirement, in one file per',
    'family). A `§` number names the section of the Translation Components Read API document a requirement comes from; the',
    "document is not shipped, so `stringent rules ID` explains every requirement in the kit's own words. `core` is what the API",
    'document states (severity error); `recommended` is what it implies or what real deployments show (severity warning).',
    'Opt-in requirements are skipped unless their probe is switched on.',
    '',
    'A requirement is checked only where the deployment offers what it needs: a requirement whose precondition the deployment',
    'never offers is *not applicable*, with the reason shown, never *passed*. The one-off list probes (format=api, bad page',
    'numbers) go to the statistics list with the most pages, every page of it. The JSON report gives, per requirement,',
    '`checks` (how many times the rule was evaluated) and `checked` (on how many answers).',
    '',
    'Each finding carries a `code` (kebab-case, stable, unique within its requirement) and the `args` its message is made',
    "from; the message is the code's template filled from the args. Measured args (counts, sizes, observed values) are not",
    "part of a finding's identity.",
    '',
    requirementsTable(requirements),
  ];
  for (const family of Object.keys(FAMILY_TITLES) as Requirement['family'][]) {
    const rs = requirements.filter((r) => r.family === family);
    if (rs.length === 0) continue;
    out.push(`## ${FAMILY_TITLES[family]}`, '');
    for (const r of rs) out.push(section(r));
  }
  if (client.length > 0) {
    out.push(
      `## ${FAMILY_TITLES.client}`,
      '',
      'What a client of the API must do (severity error: the API document states it) or should do (severity warning: a recommendation of the',
      'document or of HTTP), as far as a server can see it. `stringent serve --client-report NAME:PATH` judges every request the reference',
      'server receives on them and writes the report when the server stops; see [testing your client](client-testing.md). They come from',
      '`src/catalogue/client.ts`, a catalogue of their own (IDs `CLI-*`).',
      '',
      clientRequirementsTable(client),
    );
    for (const r of client) out.push(section(r));
  }
  return out.join('\n').replace(/\n+$/, '\n');
}
