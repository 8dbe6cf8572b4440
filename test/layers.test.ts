/**
 * The layers (.dependency-cruiser.cjs, README "Architecture"): the source tree obeys them, and every
 * rule rejects a forbidden import. The forbidden imports are written into a temporary copy of the
 * tree, so the real one is never left dirty, whatever happens to the test.
 */
import t from 'tap';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PACKAGE_ROOT } from '../src/base/paths.js';

const CONFIG = '.dependency-cruiser.cjs';
const TREES = ['src', 'reference-server'];

interface Violation {
  from: string;
  to: string;
  rule: { name: string; severity: string };
}

interface Cruise {
  violations: Violation[];
  errors: number;
  modules: number;
}

/**
 * Cruises with the project's configuration, in this process (dependency-cruiser's own API, as
 * `depcruise` runs it; the second cruise reuses the first's loaded parser), from `root`: over src/
 * and reference-server/, or over the given files alone, following only those (the modules they
 * import are resolved and judged as the ends of their edges, not cruised in turn).
 */
async function cruise(root: string, only?: { files: string[]; follow: string }): Promise<Cruise> {
  const [{ cruise: run }, { default: extractOptions }, { default: extractTSConfig }] = await Promise.all([
    import('dependency-cruiser'),
    import('dependency-cruiser/config-utl/extract-depcruise-options'),
    import('dependency-cruiser/config-utl/extract-ts-config'),
  ]);
  const options = await extractOptions(path.join(root, CONFIG));
  const tsConfig = path.join(root, 'tsconfig.json');
  const result = await run(
    only ? only.files : TREES,
    { ...options, outputType: 'json', baseDir: root, tsConfig: { fileName: tsConfig }, ...(only ? { doNotFollow: `^(?!${only.follow})` } : {}) },
    {},
    { tsConfig: extractTSConfig(tsConfig) },
  );
  const out = JSON.parse(result.output as string) as { summary: { violations: Violation[]; error: number; totalCruised: number } };
  return { violations: out.summary.violations, errors: out.summary.error, modules: out.summary.totalCruised };
}

const shown = (vs: Violation[]): string => vs.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).join('\n') || 'none';

t.test('the source tree obeys the layers', async (t) => {
  const { violations, errors, modules } = await cruise(PACKAGE_ROOT);
  t.ok(modules > 50, `the whole tree was cruised (${modules} modules)`);
  t.same(violations, [], `no violation; found:\n${shown(violations)}`);
  t.equal(errors, 0);
});

/** One forbidden import each: the file it goes in, what it imports, and the rule that must reject it. */
interface Probe {
  rule: string;
  /** A new file; its name holds `_probe`, `_cycle` or `_stray` (see FOLLOW). */
  file: string;
  source: string;
  /** The violation's `to`, when the rule reports the imported module. */
  to?: string;
}

const PROBES: Probe[] = [
  {
    rule: 'rules-import-no-crawl-or-report',
    file: 'src/rules/_probe.ts',
    source: "import { HttpClient } from '../crawl/http.js';\nexport const probe = HttpClient;\n",
    to: 'src/crawl/http.ts',
  },
  {
    rule: 'crawl-imports-no-rules-or-report',
    file: 'src/crawl/_probe.ts',
    source: "export { Engine } from '../rules/engine.js';\n",
    to: 'src/rules/engine.ts',
  },
  {
    rule: 'report-imports-no-commands-or-crawl',
    file: 'src/report/_probe.ts',
    source: "export { scrubToken } from '../crawl/scrub.js';\n",
    to: 'src/crawl/scrub.ts',
  },
  {
    rule: 'middle-layer-imports-nothing-above',
    file: 'src/rules/_probe_core.ts',
    source: "export { check } from '../run/check.js';\n",
    to: 'src/run/check.ts',
  },
  {
    rule: 'leaves-import-only-leaves',
    file: 'src/generated/_probe.ts',
    source: "export type { EngineResult } from '../rules/engine.js';\n",
    to: 'src/rules/engine.ts',
  },
  // A type-only import that the compiler erases still counts.
  {
    rule: 'core-imports-no-commands-or-cli',
    file: 'src/run/_probe_types.ts',
    source: "import type { CommandSpec } from '../commands/types.js';\nexport type Probe = CommandSpec;\n",
    to: 'src/commands/types.ts',
  },
  { rule: 'commands-import-no-cli', file: 'src/commands/_probe.ts', source: "export { main } from '../cli.js';\n", to: 'src/cli.ts' },
  {
    rule: 'reference-server-imports-only-leaves',
    file: 'reference-server/_probe.ts',
    source: "export { Engine } from '../src/rules/engine.js';\n",
    to: 'src/rules/engine.ts',
  },
  {
    rule: 'reference-server-started-by-commands-and-self-test-only',
    file: 'src/run/_probe_server.ts',
    source: "export { startServer as probeServer } from '../../reference-server/index.js';\n",
    to: 'reference-server/index.ts',
  },
  {
    rule: 'faults-plugged-in-once',
    file: 'reference-server/_probe_faults.ts',
    source: "export { FAULTS } from './faults/index.js';\n",
    to: 'reference-server/faults/index.ts',
  },
  {
    rule: 'faults-use-only-the-vocabulary',
    file: 'reference-server/faults/_probe.ts',
    source: "export { Pages } from '../pages.js';\n",
    to: 'reference-server/pages.ts',
  },
  // A cycle through type-only imports (its other half is in PROBE_TARGETS); reported once.
  {
    rule: 'no-cycle',
    file: 'src/crawl/_cycle_a.ts',
    source: "import type { B } from './_cycle_b.js';\nexport interface A { b?: B }\n",
    to: 'src/crawl/_cycle_b.ts',
  },
  // Two folders leaning on each other through different files: no file cycle, a folder cycle.
  { rule: 'no-folder-cycle', file: 'src/rules/_probe_a/uses-b.ts', source: "export { b } from '../_probe_b/b.js';\n" },
  { rule: 'no-folder-cycle', file: 'src/rules/_probe_b/uses-a.ts', source: "export { a } from '../_probe_a/a.js';\n" },
  { rule: 'options-import-only-leaves', file: 'src/options/_probe.ts', source: "export { check } from '../run/check.js';\n", to: 'src/run/check.ts' },
  // A file in no layer folder, even one that imports nothing.
  { rule: 'no-unlayered-file', file: 'src/_stray.ts', source: 'export const stray = 1;\n' },
  { rule: 'no-unresolvable-import', file: 'src/rules/_probe_missing.ts', source: "export * from './no-such-module.js';\n", to: './no-such-module.js' },
];

/** What a probe's path holds, and nothing of the real tree does: only these files are followed. */
const FOLLOW = '.*/_(probe|cycle|stray)';

/** Modules the probes import: the other half of the cycle, and plain modules for the folder cycle. */
const PROBE_TARGETS: Record<string, string> = {
  'src/crawl/_cycle_b.ts': "import type { A } from './_cycle_a.js';\nexport interface B { a?: A }\n",
  'src/rules/_probe_a/a.ts': 'export const a = 1;\n',
  'src/rules/_probe_b/b.ts': 'export const b = 1;\n',
};

t.test('every layer rule rejects a forbidden import (in a temporary copy of the tree)', async (t) => {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'stringent-layers-'));
  t.teardown(() => rmSync(copy, { recursive: true, force: true }));
  for (const tree of TREES) cpSync(path.join(PACKAGE_ROOT, tree), path.join(copy, tree), { recursive: true });
  for (const file of [CONFIG, 'tsconfig.json', 'package.json']) cpSync(path.join(PACKAGE_ROOT, file), path.join(copy, file));
  symlinkSync(path.join(PACKAGE_ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');

  for (const [file, source] of Object.entries(PROBE_TARGETS)) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    writeFileSync(path.join(copy, file), source);
  }
  for (const p of PROBES) {
    const target = path.join(copy, p.file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, p.source);
  }
  const files = [...new Set([...PROBES.map((p) => p.file), ...Object.keys(PROBE_TARGETS)])];
  t.ok(
    files.every((f) => new RegExp(`^${FOLLOW}`).test(f)),
    'every probe is followed',
  );

  // The probes alone are cruised (the whole tree is, once, above): the rules judge each of their
  // edges, and the modules they import are resolved in the copy of the tree.
  const { violations, errors } = await cruise(copy, { files, follow: FOLLOW });
  t.ok(errors > 0, 'depcruise reports errors');
  // Module-level violations come from the probes alone; the probes' edges between layers also make
  // folder cycles, which the folder rule rightly reports too.
  const probeFiles = new Set(PROBES.map((p) => p.file));
  for (const v of violations.filter((v) => v.rule.name !== 'no-folder-cycle'))
    t.ok(probeFiles.has(v.from), `only the probes are rejected: ${v.rule.name}: ${v.from} → ${v.to}`);
  for (const p of PROBES) {
    const from = p.rule === 'no-folder-cycle' ? path.posix.dirname(p.file) : p.file;
    const hit = violations.find((v) => v.rule.name === p.rule && v.from === from && (p.to === undefined || v.to === p.to));
    t.ok(hit, `${p.rule} rejects ${p.file}${p.to ? ` → ${p.to}` : ''}; found:\n${shown(violations)}`);
    t.equal(hit?.rule.severity, 'error', `${p.rule} is an error`);
  }
  const rules = new Set(PROBES.map((p) => p.rule));
  const config = readFileSync(path.join(PACKAGE_ROOT, CONFIG), 'utf8');
  const named = [...config.matchAll(/^\s*name: '([^']+)'/gm)].map((m) => m[1]);
  t.same(
    named.filter((n) => !rules.has(n!)),
    [],
    'every rule of the configuration has a probe that it rejects',
  );
});
