/**
 * The layers of stringent, one way only (README, Architecture):
 *
 *   src/cli.ts, src/index.ts (the programmatic API)
 *     → src/commands/
 *       → src/run/ (the core: check, validate, self-test, with outcome, cases, coverage, preflight, exclusions)
 *         → src/crawl/, src/rules/, src/report/ (and the reference server, which only the commands, self-test and the API use)
 *           → src/options/ (the option table and the configuration layers)
 *             → leaves: src/base/ (errors, schemas, JSON helpers, io types, limits, version, paths, suggestions),
 *               src/catalogue/ (the requirements), src/findings/ (their order, identity, groups and bounded store),
 *               src/generated/ (types from schemas/), src/har/ (HAR 1.2 read and written),
 *               src/vendor/ (yargs, bundled into one module at build time: its declaration)
 *
 * Every file under src/ belongs to exactly one of these folders (no-unlayered-file).
 *
 * Run by `npm test` through test/layers.test.ts, which also proves that every rule rejects a forbidden
 * import; `npm run lint:layers` runs it alone.
 */
const LEAVES = '^src/(base|catalogue|findings|generated|har|vendor)/';
const OPTIONS = '^src/options/';
const CORE = '^src/run/';
const TOP = '^src/(cli|index)[.]ts$';
const OURS = '^(src|reference-server)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'leaves-import-only-leaves',
      comment: 'Leaves are what every layer may use; a leaf that imports anything above it drags that layer into all of them.',
      severity: 'error',
      from: { path: LEAVES },
      to: { path: OURS, pathNot: LEAVES },
    },
    {
      name: 'options-import-only-leaves',
      comment: 'The option table and configuration layers are read by the core and the commands alike; they decide values, never run anything.',
      severity: 'error',
      from: { path: OPTIONS },
      to: { path: OURS, pathNot: `${LEAVES}|${OPTIONS}` },
    },
    {
      name: 'crawl-imports-no-rules-or-report',
      comment: "The crawler fetches and hands answers on; judging them is the rules' job and showing them the reporters'.",
      severity: 'error',
      from: { path: '^src/crawl/' },
      to: { path: '^src/(rules|report)/' },
    },
    {
      name: 'rules-import-no-crawl-or-report',
      comment: 'Rules are pure functions of answers (validate runs them on files with no crawl), and know nothing of how findings are shown.',
      severity: 'error',
      from: { path: '^src/rules/' },
      to: { path: '^src/(crawl|report)/' },
    },
    {
      name: 'report-imports-no-commands-or-crawl',
      comment: 'Reporters format a finished report from plain options; command flags, the environment and the crawl are decided above them.',
      severity: 'error',
      from: { path: '^src/report/' },
      to: { path: '^src/(commands|crawl)/' },
    },
    {
      name: 'middle-layer-imports-nothing-above',
      comment: 'crawl, rules and report serve the core; importing the core, the commands, the CLI or the reference server would make a back edge.',
      severity: 'error',
      from: { path: '^src/(crawl|rules|report)/' },
      to: { path: `${CORE}|^src/commands/|${TOP}|^reference-server/` },
    },
    {
      name: 'core-imports-no-commands-or-cli',
      comment: 'check(), validate and self-test are the programmatic API; they must work without the command layer that parses flags.',
      severity: 'error',
      from: { path: CORE },
      to: { path: `^src/commands/|${TOP}` },
    },
    {
      name: 'commands-import-no-cli',
      comment: 'Commands are called by the CLI and by tests; the CLI wires them up, never the other way round.',
      severity: 'error',
      from: { path: '^src/commands/' },
      to: { path: TOP },
    },
    {
      name: 'reference-server-imports-only-leaves',
      comment:
        'The reference implementation must stay independent of the kit that judges it: no rules, crawl, report or commands, only leaves (errors, schemas, generated types).',
      severity: 'error',
      from: { path: '^reference-server/' },
      to: { path: '^src/', pathNot: LEAVES },
    },
    {
      name: 'reference-server-started-by-commands-and-self-test-only',
      comment:
        'Only serve, demo and self-test run the reference server (and the package API may offer it); check and validate judge any deployment and must not carry it.',
      severity: 'error',
      from: { path: '^src/', pathNot: `^src/commands/|^src/run/selftest[.]ts$|${TOP}` },
      to: { path: '^reference-server/' },
    },
    {
      name: 'faults-plugged-in-once',
      comment:
        'The implementation owns its hook vocabulary (reference-server/hooks.ts); faults/ only implements hooks, and the entry point alone plugs them in.',
      severity: 'error',
      from: { path: '^(src|reference-server)/', pathNot: '^reference-server/(faults/|index[.]ts$)' },
      to: { path: '^reference-server/faults/' },
    },
    {
      name: 'faults-use-only-the-vocabulary',
      comment:
        'A fault transforms clean output at a hook point; it sees the hooks, answers, requests and addresses, never the routing, pages or records that call it.',
      severity: 'error',
      from: { path: '^reference-server/faults/' },
      to: { path: '^reference-server/', pathNot: '^reference-server/(faults/|(hooks|answer|request|urls)[.]ts$)' },
    },
    {
      name: 'no-cycle',
      comment: 'A cycle between modules (type-only imports included) makes neither side understandable or testable alone.',
      severity: 'error',
      from: { path: OURS },
      to: { circular: true },
    },
    {
      name: 'no-folder-cycle',
      comment: 'A cycle between folders means two parts lean on each other even when no two files do (src/ itself holds every part, so it is left out).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^(src/|reference-server)' },
      to: { path: '^(src/|reference-server)', circular: true },
    },
    {
      name: 'no-unresolvable-import',
      comment: 'An import the cruiser cannot resolve is an edge no rule above can see; it must fail rather than pass unseen.',
      severity: 'error',
      from: { path: OURS },
      to: { couldNotResolve: true },
    },
  ],
  required: [
    {
      name: 'no-unlayered-file',
      comment:
        'A file outside every layer folder is one no layer rule can see; src/ root holds only the entry points. ' +
        '(A required rule fails each matching module that lacks a dependency on `to`; `to` matches nothing, so every such file fails.)',
      severity: 'error',
      module: { path: '^src/', pathNot: `${LEAVES}|${OPTIONS}|${CORE}|^src/(crawl|rules|report|commands)/|${TOP}` },
      to: { path: '^no-module-matches-this$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules)/' },
    // Type-only imports count: a cycle through types is still a cycle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
