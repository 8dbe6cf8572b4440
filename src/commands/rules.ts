/** `stringent rules [--json]`: the requirement catalogue, as a table or as JSON. */
import { REQUIREMENTS, type Requirement } from '../requirements.js';
import { defineCommand } from './types.js';

const COLUMNS = ['ID', 'class', 'severity', 'section', 'family', 'title'] as const;

function cells(r: Requirement): string[] {
  const title = r.optIn ? `${r.title} [opt-in: --${r.optIn}]` : r.title;
  return [r.id, r.class, r.severity, r.section, r.family, title];
}

/** The catalogue as an aligned text table (the title column last and unpadded), with a closing count. */
export function renderRulesTable(requirements: readonly Requirement[] = REQUIREMENTS): string {
  const rows = [COLUMNS as readonly string[], ...requirements.map(cells)];
  const widths = COLUMNS.map((_, i) => Math.max(...rows.map((row) => Array.from(row[i]!).length)));
  const format = (row: readonly string[]) =>
    row.map((cell, i) => (i === row.length - 1 ? cell : cell + ' '.repeat(widths[i]! - Array.from(cell).length))).join('  ');
  const core = requirements.filter((r) => r.class === 'core').length;
  const optIn = requirements.filter((r) => r.optIn).length;
  const lines = [format(rows[0]!), ...rows.slice(1).map(format)];
  lines.push('', `${requirements.length} requirements: ${core} core, ${requirements.length - core} recommended; ${optIn} run only with their opt-in flag.`);
  return lines.join('\n') + '\n';
}

export const rulesCommand = defineCommand({
  name: 'rules',
  describe: 'list the requirements the kit checks (ID, class, severity, section, family, title)',
  builder: (y) =>
    y.option('json', { type: 'boolean', default: false, describe: 'print the catalogue as a JSON array' }),
  handler: async (args, io) => {
    io.stdout.write(args.json ? JSON.stringify(REQUIREMENTS, null, 2) + '\n' : renderRulesTable());
    return 0;
  },
});
