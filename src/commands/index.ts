/**
 * Every command as the parser sees it: its name, its help and its options (from the option table).
 * A command's implementation (the crawler, the rules, the reporters, the reference server, Ajv) is
 * imported only when that command runs, so `--version`, `--help` and `<command> --help` load
 * nothing but the parser and the table.
 */
import { createRequire } from 'node:module';
import { DOCUMENT_KINDS } from '../base/document-kinds.js';
import { profileNames } from '../options/profiles.js';
import { positionalHelp, withOptions } from './options.js';
import { defineCommand, type Command } from './types.js';

/**
 * The reference server's variants, for serve's help. A builder runs synchronously when yargs picks
 * its command, so the table is required (an ES module, which Node's require loads since 20.19 and
 * 22.12) there rather than imported by every start.
 */
function referenceVariants(): { id: string; description: string }[] {
  const require = createRequire(import.meta.url);
  const variants = require('../../reference-server/variants.js') as typeof import('../../reference-server/variants.js');
  return variants.listVariants();
}

const CHECK_EXAMPLES: [string, string][] = [
  ['$0 check https://weblate.example.org/', 'check a deployment (the address api/components/ hangs off)'],
  ['$0 check https://weblate.example.org/ --profile weblate-5', "stock Weblate 5's known departures become notes"],
  ['$0 check http://127.0.0.1:8000/ --reporter pretty --reporter junit:report.xml', 'print the report and write JUnit XML'],
  ['$0 check https://h.example/ --severity HDR-VARY=warning --severity STA-CODE=off', 'change or switch off requirements'],
  ['STRINGENT_TOKEN=… $0 check https://h.example/ --max-components 200', 'authenticated, on a sample of 200 components'],
];

export const checkCommand = defineCommand({
  name: 'check [base-url]',
  describe: 'crawl a deployment and check it against the API, rule by rule',
  builder: (y) =>
    withOptions(y.positional('base-url', { type: 'string', describe: positionalHelp('check', 'base-url') }), 'check', { profiles: profileNames().join(', ') })
      .example(CHECK_EXAMPLES)
      .epilog(
        'Options also come from STRINGENT_* environment variables (STRINGENT_MAX_COMPONENTS=200, STRINGENT_SEVERITY=ID=level,…) ' +
          'and from stringent.config.json; the command line wins over the environment, the environment over the file, the file over the profile.\n\n' +
          'Exit status: 0 no finding at --fail-on or above; 1 findings; 2 the kit could not do its job (bad option, unreachable, no API at the base URL, budget spent).',
      ),
  handler: async (args, io) => (await import('./check.js')).runCheck(args, io),
});

export const validateCommand = defineCommand({
  name: 'validate <files..>',
  describe: 'check recorded JSON answers (component list pages, component records, statistics pages or items, or HAR recordings) offline',
  builder: (y) =>
    withOptions(
      y.positional('files', {
        type: 'string',
        array: true,
        describe: 'JSON files, one answer body each, or .har files (each JSON answer judged by its address)',
      }),
      'validate',
      { kinds: DOCUMENT_KINDS.join(', ') },
    )
      .example([
        ['$0 validate page.json --base-url https://weblate.example.org/', 'one recorded answer, addresses judged against the base URL'],
        ['$0 validate --as statistics-page *.json', 'several files, all of one kind'],
      ])
      .epilog('Exit status: 0 no finding at --fail-on or above; 1 findings; 2 a file could not be read or recognised.'),
  handler: async (args, io) => (await import('./validate.js')).runValidate(args, io),
});

export const serveCommand = defineCommand({
  name: 'serve',
  describe: 'run the reference server (a correct implementation of the API) over a dataset, optionally with faults',
  builder: (y) =>
    withOptions(y, 'serve', {
      variants: referenceVariants()
        .map((v) => `${v.id}: ${v.description}`)
        .join('; '),
    }),
  handler: async (args, io) => (await import('./serve.js')).runServe(args, io),
});

export const clientTestCommand = defineCommand({
  name: 'client-test [command..]',
  describe:
    "run a client's command or test suite against the reference server, then judge what it did (CLI-*); exit with the command's status, else 1 for a client error",
  builder: (y) =>
    withOptions(y.positional('command', { type: 'string', array: true, describe: positionalHelp('client-test', 'command') }), 'client-test', {
      variants: referenceVariants()
        .map((v) => v.id)
        .join(', '),
    })
      .example([
        ['$0 client-test --variant edges -- npm test', "a client's test suite against every variation the API permits"],
        [
          '$0 client-test --variant edges --client-report junit:client.xml -- sh -c \'wlc --url "$STRINGENT_API_URL" list-components\'',
          'one command, a JUnit report',
        ],
      ])
      .epilog(
        "The command gets STRINGENT_API_URL (the API address) and STRINGENT_BASE_URL. Exit status: the command's when it failed; else 1 when a client requirement " +
          'of severity error failed; else 0; 2 the kit could not do its job (bad option, a command that cannot start).',
      ),
  handler: async (args, io) => (await import('./client-test.js')).runClientTest(args, io),
});

export const rulesCommand = defineCommand({
  name: 'rules [id]',
  describe: 'list the requirements the kit checks, or explain one (stringent rules HDR-ALLOW)',
  builder: (y) =>
    withOptions(y.positional('id', { type: 'string', describe: 'a requirement ID (any case): its statement, why it matters, examples, options' }), 'rules')
      .example([
        ['$0 rules', 'the catalogue as a table'],
        ['$0 rules pag-page-size', 'one requirement explained'],
      ])
      .epilog('Exit status: 0; 2 for an unknown requirement ID.'),
  handler: async (args, io) => (await import('./rules.js')).runRules(args, io),
});

export const selfTestCommand = defineCommand({
  name: 'self-test',
  describe: 'Check the bundled reference server clean and with each fault; every fault must yield exactly the requirements it declares',
  builder: (y) => withOptions(y, 'self-test'),
  handler: async (args, io) => (await import('./self-test.js')).runSelfTest(args, io),
});

export const demoCommand = defineCommand({
  name: 'demo',
  describe: 'start the bundled reference server, check it with every probe on, print the report',
  builder: (y) =>
    withOptions(y, 'demo')
      .example([['$0 demo', 'see what a report looks like, with nothing to set up']])
      .epilog('Exit status: 0 (the reference server conforms); 2 the kit could not do its job.'),
  handler: async (args, io) => (await import('./demo.js')).runDemo(args, io),
});

export const diffCommand = defineCommand({
  name: 'diff <old> <new>',
  describe: 'compare two baselines (check --write-baseline) or JSON reports: findings new, unchanged and gone, by the identity check --baseline uses',
  builder: (y) =>
    withOptions(
      y
        .positional('old', { type: 'string', describe: 'the earlier baseline or report' })
        .positional('new', { type: 'string', describe: 'the later baseline or report' }),
      'diff',
    ),
  handler: async (args, io) => (await import('./diff.js')).runDiff(args, io),
});

export const openapiCommand = defineCommand({
  name: 'openapi',
  describe: "write the API as an OpenAPI 3.1 document generated from the kit's schemas (for Prism, Schemathesis and other schema-driven tools)",
  builder: (y) =>
    withOptions(y, 'openapi')
      .example([
        ['$0 openapi > openapi.json', 'to stdout'],
        ['$0 openapi --output openapi.json', 'to a file'],
      ])
      .epilog('Exit status: 0; 2 when the file cannot be written.'),
  handler: async (args, io) => (await import('./openapi.js')).runOpenapi(args, io),
});

/** The commands in the order --help lists them. */
export const COMMANDS: readonly Command[] = [
  checkCommand,
  validateCommand,
  serveCommand,
  clientTestCommand,
  rulesCommand,
  selfTestCommand,
  demoCommand,
  diffCommand,
  openapiCommand,
];
