#!/usr/bin/env node
// Writes the benchmark's pages from bench/results.json (the last full `npm run bench`): bench/README.md
// whole, the figures of docs/performance.md between its `figures` markers, and the README's short
// table of ratios and goals between its `summary` markers. Each figure with what
// it measures, the floor it is measured against in the same run, both medians, the ratio, the goal,
// and the ratio in each of the last three full runs (a goal counts as met when it holds in 2 of 3).
// Usage: node scripts/bench-docs.mjs [--check]  (--check: exit 1 when a page is stale)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
const START = '<!-- figures: written by scripts/bench-docs.mjs from bench/results.json; do not edit -->';
const END = '<!-- end of figures -->';
const SUMMARY_START = '<!-- summary: written by scripts/bench-docs.mjs from bench/results.json; do not edit -->';
const SUMMARY_END = '<!-- end of summary -->';

function num(n) {
  const a = Math.abs(n);
  if (a >= 1000) return Math.round(n).toLocaleString('en');
  if (a >= 100) return n.toFixed(1);
  if (a >= 1) return n.toFixed(2);
  return n.toFixed(3);
}

const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The ratios of a figure in the runs kept (oldest first), this run last. */
function ratiosOf(results, id) {
  const runs = [...(results.history ?? []), { date: results.machine.date, ratios: Object.fromEntries(results.figures.map((f) => [f.id, f.ratio])) }];
  return runs.slice(-3).map((r) => r.ratios[id]);
}

function holds(target, ratio) {
  return ratio !== undefined && (target.comparison === '<=' ? ratio <= target.value : ratio >= target.value);
}

/** A figure's ratio, goal, ratios of the last three runs and whether it is met (in 2 of 3): the cells both tables end with. */
function verdictCells(results, f) {
  const last = ratiosOf(results, f.id);
  const held = last.filter((r) => holds(f.target, r)).length;
  const met = held >= Math.min(2, last.filter((r) => r !== undefined).length);
  return (
    `${f.ratio.toFixed(2)} | ${f.target.comparison === '<=' ? '≤' : '≥'} ${f.target.value} | ` +
    `${last.map((r) => (r === undefined ? '–' : r.toFixed(2))).join(', ')} | ${met ? 'yes' : 'no'} (${held} of ${last.length})`
  );
}

export function renderFigures(results) {
  const m = results.machine;
  const runs = results.figures[0]?.subject.summary.runs ?? 0;
  const lines = [
    `${m.cpus.count} × ${m.cpus.model}, ${(m.memoryBytes / 2 ** 30).toFixed(1)} GiB, Node ${m.node}, ${m.platform}; ` +
      `run of ${m.date.slice(0, 16).replace('T', ' ')} UTC; each side the median of ${runs} interleaved runs (start-up: ${runs * 3}).`,
    '',
    '| figure | measured | floor (same run) | subject median (min–max) | floor median (min–max) | ratio | goal | last three runs | met |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const f of results.figures) {
    const s = f.subject.summary;
    const b = f.baseline.summary;
    lines.push(
      `| ${cell(f.title)} | ${cell(f.measured?.subject ?? f.subject.label)} | ${cell(f.measured?.floor ?? f.baseline.label)} | ` +
        `${num(s.median)} ${f.subject.unit} (${num(s.min)}–${num(s.max)}) | ${num(b.median)} ${f.baseline.unit} (${num(b.min)}–${num(b.max)}) | ` +
        `${verdictCells(results, f)} |`,
    );
  }
  const notes = results.figures.flatMap((f) => (f.notes ?? []).map((n) => `- ${f.title}: ${n}`));
  if (notes.length > 0) lines.push('', ...notes);
  return lines.join('\n') + '\n';
}

/** The README's table: each figure's ratio against its floor, the goal, and the last three full runs. */
export function renderSummary(results) {
  const m = results.machine;
  const lines = [
    `Each figure is a ratio against a floor measured in the same run (\`npm run bench\`, ${m.cpus.count} × ${m.cpus.model}, Node ${m.node}, ` +
      `run of ${m.date.slice(0, 10)}); what each measures and both sides' figures are in [docs/performance.md](docs/performance.md).`,
    '',
    '| figure | ratio | goal | last three runs | met |',
    '|---|---|---|---|---|',
  ];
  for (const f of results.figures) {
    lines.push(`| ${cell(f.title)} | ${verdictCells(results, f)} |`);
  }
  return lines.join('\n') + '\n';
}

/** `text` with what stands between the markers replaced by `inner`; undefined when the markers are missing. */
function between(text, start, end, inner) {
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  if (a < 0 || b < a) return undefined;
  return text.slice(0, a + start.length) + '\n\n' + inner + '\n' + text.slice(b);
}

export function renderBenchReadme(results) {
  return [
    '# Benchmark',
    '',
    '`npm run bench` measures the kit and its reference server, each figure a ratio against a floor',
    'measured in the same run (medians of interleaved runs), and fails when a goal is missed. This page',
    'is written from `bench/results.json` by `scripts/bench-docs.mjs` after every full run; the method',
    'and the history of the figures are in [docs/performance.md](../docs/performance.md).',
    '',
    '```sh',
    'npm run bench                          # every figure; writes bench/results.json and this page',
    'npm run bench -- --quick               # smoke run: small sizes, 3 runs per side',
    'npm run bench -- --only crawl,startup  # some figures: crawl, rules, server, scale, large-records, reports, paced, headerless, startup',
    "npm run bench -- --profile             # also CPU profiles and the kit's live heap",
    '```',
    '',
    '## Latest figures',
    '',
    renderFigures(results).trimEnd(),
    '',
  ].join('\n');
}

function main() {
  const results = JSON.parse(readFileSync(path.join(root, 'bench', 'results.json'), 'utf8'));
  const pages = [['bench/README.md', renderBenchReadme(results)]];
  const perf = between(readFileSync(path.join(root, 'docs', 'performance.md'), 'utf8'), START, END, renderFigures(results));
  if (perf === undefined) {
    console.error(`docs/performance.md has no figures markers (${START} … ${END})`);
    return 1;
  }
  pages.push(['docs/performance.md', perf]);
  const readme = between(readFileSync(path.join(root, 'README.md'), 'utf8'), SUMMARY_START, SUMMARY_END, renderSummary(results));
  if (readme === undefined) {
    console.error(`README.md has no summary markers (${SUMMARY_START} … ${SUMMARY_END})`);
    return 1;
  }
  pages.push(['README.md', readme]);
  let stale = 0;
  for (const [file, text] of pages) {
    const target = path.join(root, file);
    let old = '';
    try {
      old = readFileSync(target, 'utf8');
    } catch {
      // A page not written yet.
    }
    if (old === text) continue;
    if (check) {
      console.error(`${file} is stale: run node scripts/bench-docs.mjs (it is written from bench/results.json)`);
      stale++;
    } else {
      writeFileSync(target, text);
      console.log(`wrote ${file}`);
    }
  }
  return stale ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(main());
