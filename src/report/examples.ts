/** The examples of one requirement's findings, as lines of text: shared by pretty, junit and tap. */
import type { Finding } from '../generated/report.js';
import { curlCommand, groupFindings, jsonValue, line, methodOf, plural, sameLine } from './text.js';

export type Highlight = 'note' | 'dim';

export interface ExampleOptions {
  maxExamples: number;
  authenticated: boolean;
  /** Decorates parts of the text (colour); identity when absent. */
  highlight?: (kind: Highlight, text: string) => string;
}

/** Numbered examples, one group of identical messages each, then "… and N more findings". */
export function exampleLines(findings: readonly Finding[], opts: ExampleOptions): string[] {
  const hl = opts.highlight ?? ((_k: Highlight, s: string) => s);
  const groups = groupFindings(findings);
  const shown = groups.slice(0, Math.max(0, opts.maxExamples));
  const lines: string[] = [];
  shown.forEach((g, i) => {
    const f = g.first;
    const head = `${i + 1}. `;
    const pad = ' '.repeat(head.length);
    const where = /^https?:\/\//i.test(f.url) ? `${methodOf(f)} ${line(f.url)}` : line(f.url);
    lines.push(`${head}${where}${f.pointer ? ` at ${line(f.pointer)}` : ''}`);
    lines.push(`${pad}${f.severity === 'note' ? hl('note', 'note: ') : ''}${line(f.message)}`);
    if (f.expected !== undefined) lines.push(`${pad}expected: ${jsonValue(f.expected)}`);
    if (f.actual !== undefined) lines.push(`${pad}actual:   ${jsonValue(f.actual)}`);
    if (f.related && f.related.length > 0) {
      const rel = f.related.slice(0, 3).map((u) => line(u, 200));
      lines.push(`${pad}related:  ${rel.join(', ')}${f.related.length > 3 ? `, and ${f.related.length - 3} more` : ''}`);
    }
    const curl = curlCommand(f, opts.authenticated);
    if (curl) lines.push(`${pad}${hl('dim', curl)}`);
    const same = sameLine(g);
    if (same) lines.push(`${pad}${hl('dim', same)}`);
  });
  const rest = findings.length - shown.reduce((n, g) => n + g.count, 0);
  if (rest > 0) lines.push(`… and ${plural(rest, 'more finding')}`);
  return lines;
}
