/**
 * `npm run bench [-- --quick] [-- --only crawl,rules,server,scale,large-records,reports,paced,headerless,startup] [-- --profile]`: the
 * performance figures of the kit and its reference server, each a ratio against a baseline
 * measured in the same run (medians of interleaved runs), printed as a table and written to
 * bench/results.json (results-quick.json for --quick, results-partial.json for --only). --profile
 * adds CPU profiles of the kit, the baseline, the rules and the reference server, and the kit's
 * live heap, summarised by file and function.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../src/base/paths.js';
import { benchScript, startServer } from './child.js';
import { benchConfig } from './config.js';
import { crawlOverhead, memoryAndScale } from './crawl-bench.js';
import { largeRecordsMemory } from './large-records-bench.js';
import type { Figure } from './figure.js';
import { machine } from './machine.js';
import { headerlessCheck, pacedCheck } from './paced-bench.js';
import { profiles, type ProfileResult } from './profile-bench.js';
import { baselineGateBounds, engineReportBounds, reportBounds } from './report-bench.js';
import { ruleThroughput } from './rules-bench.js';
import { serverThroughput } from './server-bench.js';
import { startupFigures } from './startup-bench.js';
import { renderTable } from './table.js';

const PARTS = ['crawl', 'rules', 'server', 'scale', 'large-records', 'reports', 'paced', 'headerless', 'startup'] as const;
type Part = (typeof PARTS)[number];

function parseArgs(argv: string[]): { quick: boolean; parts: Part[]; profile: boolean } {
  let quick = false;
  let profile = false;
  let parts: Part[] = [...PARTS];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--quick') quick = true;
    else if (a === '--profile') profile = true;
    else if (a === '--only' || a.startsWith('--only=')) {
      const value = a === '--only' ? argv[++i] : a.slice('--only='.length);
      const names = (value ?? '').split(',').filter(Boolean);
      const bad = names.filter((n) => !(PARTS as readonly string[]).includes(n));
      if (names.length === 0 || bad.length > 0) throw new Error(`--only takes a list of ${PARTS.join(', ')}, not ${value ?? 'nothing'}`);
      parts = names as Part[];
    } else throw new Error(`unknown option ${a} (options: --quick, --only ${PARTS.join(',')}, --profile)`);
  }
  return { quick, parts, profile };
}

async function main(): Promise<number> {
  let args: ReturnType<typeof parseArgs>;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (err) {
    process.stderr.write(`bench: ${(err as Error).message}\n`);
    return 2;
  }
  const cfg = benchConfig(args.quick);
  const log = (line: string): void => {
    process.stderr.write(line + '\n');
  };
  const m = machine();
  const started = performance.now();
  const figures: Figure[] = [];
  if (args.parts.includes('crawl') || args.parts.includes('rules')) {
    const server = await startServer(benchScript('server-process.js'), [String(cfg.crawlComponents)]);
    try {
      if (args.parts.includes('crawl')) figures.push(await crawlOverhead(cfg, server.url, log));
      if (args.parts.includes('rules')) figures.push(await ruleThroughput(cfg, server.url, log));
    } finally {
      await server.stop();
    }
  }
  if (args.parts.includes('server')) figures.push(...(await serverThroughput(cfg, log)));
  if (args.parts.includes('scale')) figures.push(...(await memoryAndScale(cfg, log)));
  if (args.parts.includes('large-records')) figures.push(await largeRecordsMemory(cfg, log));
  if (args.parts.includes('reports'))
    figures.push(...(await reportBounds(cfg, log)), ...(await engineReportBounds(cfg, log)), ...(await baselineGateBounds(cfg, log)));
  if (args.parts.includes('paced')) figures.push(await pacedCheck(cfg, log));
  if (args.parts.includes('headerless')) figures.push(await headerlessCheck(cfg, log));
  if (args.parts.includes('startup')) figures.push(...(await startupFigures(cfg, log)));
  const profiled: ProfileResult[] = args.profile ? await profiles(cfg, log) : [];
  const table = renderTable(figures, m);
  process.stdout.write('\n' + table);
  const met = figures.filter((f) => f.met).length;
  process.stdout.write(`\n${met} of ${figures.length} targets met in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
  // Only a full run of every figure writes results.json; smoke and partial runs write beside it.
  const partial = args.parts.length < PARTS.length;
  const file = path.join(PACKAGE_ROOT, 'bench', `results${args.quick ? '-quick' : ''}${partial ? '-partial' : ''}.json`);
  const history = partial || cfg.quick ? undefined : earlierRuns(file);
  const results = { machine: m, quick: cfg.quick, parts: args.parts, config: cfg, figures, profiles: profiled, ...(history ? { history } : {}) };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(results, null, 2) + '\n');
  process.stdout.write(`written to ${path.relative(process.cwd(), file) || file}\n`);
  if (!partial && !cfg.quick) {
    // bench/README.md and the figures of docs/performance.md are written from results.json.
    const docs = spawnSync(process.execPath, [path.join(PACKAGE_ROOT, 'scripts', 'bench-docs.mjs')], { stdio: 'inherit' });
    if (docs.status !== 0) return 2;
  }
  // A missed goal fails the benchmark.
  return met === figures.length ? 0 : 1;
}

/** The ratios of the two full runs before this one (oldest first), kept so that a goal can be judged on the last three. */
function earlierRuns(file: string): { date: string; ratios: Record<string, number> }[] {
  let previous: { machine?: { date?: string }; figures?: { id: string; ratio: number }[]; history?: { date: string; ratios: Record<string, number> }[] };
  try {
    previous = JSON.parse(readFileSync(file, 'utf8')) as typeof previous;
  } catch {
    return [];
  }
  const last = { date: previous.machine?.date ?? '', ratios: Object.fromEntries((previous.figures ?? []).map((f) => [f.id, f.ratio])) };
  return [...(previous.history ?? []), last].slice(-2);
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`bench: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}\n`);
    process.exitCode = 2;
  },
);
