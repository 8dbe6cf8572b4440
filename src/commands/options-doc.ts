/**
 * docs/options.md, written from the option table (`npm run generate` writes it; a test keeps it
 * fresh): every option of every command, its default, its environment variable and its key in
 * stringent.config.json. Nothing in the page is written by hand: change the table, then regenerate.
 */
import { listVariants } from '../../reference-server/index.js';
import { profileNames } from '../options/config.js';
import { defaultText, envName, fill, keyOf, optionsOf, type CommandName, type HelpWords, type OptionSpec } from '../options/table.js';
import { DOCUMENT_KINDS } from '../run/validate.js';
import { RATE_SYNTAX } from '../base/units.js';

/** What each command's help lines name by placeholder. */
export function helpWords(): HelpWords {
  return {
    profiles: profileNames().join(', '),
    kinds: DOCUMENT_KINDS.join(', '),
    variants: listVariants()
      .map((v) => v.id)
      .join(', '),
  };
}

const COMMANDS: readonly [CommandName, string][] = [
  ['check', 'stringent check [base-url]'],
  ['validate', 'stringent validate <files..>'],
  ['serve', 'stringent serve'],
  ['client-test', 'stringent client-test [options] -- <command..>'],
  ['diff', 'stringent diff <old> <new>'],
  ['self-test', 'stringent self-test'],
  ['rules', 'stringent rules [id]'],
  ['demo', 'stringent demo'],
  ['openapi', 'stringent openapi'],
];

const ACCEPTS: Record<OptionSpec['kind'], (s: OptionSpec) => string> = {
  text: () => 'text',
  path: () => 'file',
  url: () => 'URL',
  integer: (s) => `whole number ≥ ${s.min ?? 0}`,
  number: (s) => `number ${s.above ? '>' : '≥'} ${s.min ?? 0}`,
  boolean: () => 'flag',
  choice: (s) => (s.choices ?? []).map((c) => `\`${c}\``).join(' | '),
  size: () => 'size (`10MiB`, `512KiB`, bytes)',
  rate: () => '`N/s`, `N/m`, `N/h`, `N/day` (see rates above)',
  duration: () => 'duration (`90s`, `10m`, `2h`)',
  list: () => 'text',
  lines: () => 'text',
  severity: () => '`ID=error|warning|note|off`',
  ids: () => 'IDs and globs (`STA-*`), comma-separated',
};

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function row(command: CommandName, spec: OptionSpec, words: HelpWords): string {
  const name = spec.positional ? `\`<${spec.name}>\` (positional)` : `\`--${spec.name}\`${spec.alias ? `, \`-${spec.alias}\`` : ''}`;
  const accepts = ACCEPTS[spec.kind](spec).replace(/\|/g, '\\|') + (spec.repeatable ? ', repeatable' : '');
  const shown = defaultText(spec);
  const env = command === 'check' && spec.env ? `\`${envName(spec.name)}\`` : '—';
  const key = command === 'check' && spec.file ? `\`${keyOf(spec)}\`` : '—';
  const meaning = fill(spec.help, words) + (spec.doc ? `. ${fill(spec.doc, words)}` : '');
  // A default that quotes a command is written as it is: code inside code would not render.
  const shownCell = shown === undefined ? '—' : shown.includes('`') ? cell(shown) : `\`${cell(shown)}\``;
  return `| ${name} | ${accepts} | ${shownCell} | ${env} | ${key} | ${cell(meaning)} |`;
}

export function renderOptionsDoc(words: HelpWords = helpWords()): string {
  const lines = [
    '# Options',
    '',
    '<!-- Generated from src/options/table.ts by scripts/generate-docs.mjs (npm run generate). Do not edit by hand. -->',
    '',
    'Every option of every command, from the one table the command line, the environment, the',
    'configuration file and this page are made from (`src/options/table.ts`). The direction: the table',
    'is where an option is declared; `schemas/config.schema.json` is generated from it',
    '(`scripts/generate-schema.mjs`), and the `Config` type from that schema, so the schema stays the',
    "source of truth for the file's types. Adding an option is one entry in the table plus its use.",
    '',
    '`check` reads its options from four places, the first that sets one wins: the command line, then',
    'the `STRINGENT_*` environment variable, then the configuration file (`stringent.config.json` in the',
    'working folder or the nearest above, or the file `--config` or `STRINGENT_CONFIG` names; its',
    'schema is `schemas/config.schema.json`), then the profile, then the default. Severities merge per',
    'requirement and exclusions add up across the sources. In the environment a list is comma-separated',
    '(`STRINGENT_REPORTER=json,junit:out.xml`), headers one per line, and a flag is `true`, `false`,',
    '`1`, `0`, `yes` or `no`. An option marked — in the environment and file columns is given on the',
    'command line only. A bad value, from any source, is one line naming the source, the value and',
    'what is accepted (`E_BAD_OPTION`, exit 2).',
    '',
    `A rate (\`check --rate-limit\`, \`serve --rate-limit\`, \`STRINGENT_RATE_LIMIT\`, \`rateLimit\`) is written one way everywhere: ${RATE_SYNTAX}.`,
    'The unit may be spelled `s`, `sec`, `second`, `m`, `min`, `minute`, `h`, `hour`, `d` or `day`, and in the plural.',
    '',
  ];
  for (const [command, usage] of COMMANDS) {
    const specs = optionsOf(command);
    if (specs.length === 0) continue;
    lines.push(`## \`${usage}\``, '');
    lines.push('| option | accepts | default | environment | configuration key | meaning |', '|---|---|---|---|---|---|');
    for (const spec of specs) lines.push(row(command, spec, words));
    lines.push('');
  }
  return lines.join('\n');
}
