/** The examples of one requirement's findings, as lines of text: shared by pretty, junit and tap. */
import { countOf, curlLines, type CurlContext, jqLine, jsonValue, line, methodOf, plural, sameLine, totalOf, type RequirementView } from './text.js';

export type Highlight = 'note' | 'dim';

export interface ExampleOptions {
  maxExamples: number;
  authenticated: boolean;
  /** Extra request headers of the run (--header), for the curl lines. */
  headers?: CurlContext['headers'];
  /** Decorates parts of the text (colour); identity when absent. */
  highlight?: (kind: Highlight, text: string) => string;
}

/** Related addresses named in text before "and N more". */
const RELATED_SHOWN = 3;

/** Numbered examples, one group each, then "… and N more findings" (nothing of the kind when no example is shown). */
export function exampleLines(view: RequirementView, opts: ExampleOptions): string[] {
  const groups = view.groups;
  const hl = opts.highlight ?? ((_k: Highlight, s: string) => s);
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
      const rel = f.related.slice(0, RELATED_SHOWN).map((u) => line(u, 200));
      const more = f.related.length - rel.length + (f.relatedOmitted ?? 0);
      lines.push(`${pad}related:  ${rel.join(', ')}${more > 0 ? `, and ${more} more` : ''}`);
    }
    const ctx = { authenticated: opts.authenticated, ...(opts.headers ? { headers: opts.headers } : {}) };
    for (const c of curlLines(f, ctx)) lines.push(`${pad}${hl('dim', c)}`);
    const jq = jqLine(f, ctx);
    if (jq !== undefined) lines.push(`${pad}${hl('dim', jq)}`);
    const same = sameLine(g);
    if (same) lines.push(`${pad}${hl('dim', same)}`);
  });
  const rest = totalOf(view) - countOf(shown);
  if (shown.length > 0 && rest > 0) lines.push(`… and ${plural(rest, 'more finding')}`);
  return lines;
}
