/** The bench's figures as a plain-text table. */
import type { Figure } from './figure.js';
import type { Machine } from './machine.js';
import type { Summary } from './stats.js';

function num(n: number): string {
  const a = Math.abs(n);
  if (a >= 1000) return n.toFixed(0);
  if (a >= 100) return n.toFixed(1);
  if (a >= 1) return n.toFixed(2);
  return n.toFixed(3);
}

function triple(s: Summary): string {
  return `${num(s.min)} / ${num(s.median)} / ${num(s.max)}`;
}

function pad(cells: string[], widths: number[]): string {
  return cells
    .map((c, i) => c.padEnd(widths[i]!))
    .join('  ')
    .trimEnd();
}

export function renderTable(figures: Figure[], machine: Machine): string {
  const header = ['figure', 'subject (min / median / max)', 'baseline (min / median / max)', 'unit', 'ratio', 'target', 'met'];
  const rows = figures.map((f) => [
    f.title,
    `${f.subject.label}: ${triple(f.subject.summary)}`,
    `${f.baseline.label}: ${triple(f.baseline.summary)}`,
    f.subject.unit,
    f.ratio.toFixed(2),
    `${f.target.comparison} ${f.target.value}`,
    f.met ? 'yes' : 'NO',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const lines = [
    `Machine: ${machine.cpus.count} × ${machine.cpus.model}, ${(machine.memoryBytes / 2 ** 30).toFixed(1)} GiB, Node ${machine.node}, ${machine.platform}`,
    `Date: ${machine.date}; runs per side: ${figures[0]?.subject.summary.runs ?? 0} (interleaved)`,
    '',
    pad(header, widths),
    pad(
      widths.map((w) => '-'.repeat(w)),
      widths,
    ),
    ...rows.map((r) => pad(r, widths)),
    '',
    ...figures.flatMap((f) => f.notes.map((n) => `${f.title}: ${n}`)),
  ];
  return lines.join('\n') + '\n';
}
