/**
 * Message templates of a component (§2.6): `{{ variable }}` substitutions and `{% tag %}` blocks.
 * The analysis finds unbalanced delimiters and unclosed or stray blocks (for/if/with), and lists
 * the variables used that §2.6 does not name. Loop and with-bound variables are local names, not
 * unknown variables.
 */
import { memo } from '../common/memo.js';

/** Variables of §2.6. */
const SPEC_VARIABLES = [
  'language_name',
  'stats.translated_percent',
  'stats.translated',
  'stats.all',
  'project_name',
  'component_name',
  'url',
  'component_remote_branch',
  'addon_name',
  'site_title',
  'site_url',
  'component_linked_childs',
];

/**
 * Variables that Weblate's own default templates use beyond the §2.6 table (the default pull
 * request message shows a status widget and iterates linked children under the newer name).
 */
const WEBLATE_DEFAULT_VARIABLES = ['widget_url', 'component_linked_children'];

const KNOWN = new Set([...SPEC_VARIABLES, ...WEBLATE_DEFAULT_VARIABLES]);
/** Prefixes of known paths (`stats` of `stats.all`) are known too, e.g. in `{% if stats %}`. */
for (const v of [...KNOWN]) {
  const parts = v.split('.');
  for (let i = 1; i < parts.length; i++) KNOWN.add(parts.slice(0, i).join('.'));
}

/** Fields of each element of the linked-components collection (§2.6). */
const LINKED_ATTRS = new Set(['project_name', 'name', 'url']);
const LINKED_COLLECTIONS = new Set(['component_linked_childs', 'component_linked_children']);

const KEYWORDS = new Set(['and', 'or', 'not', 'in', 'is', 'None', 'True', 'False', 'reversed']);

export interface TemplateProblem {
  message: string;
  /** Character offset in the template where the problem starts. */
  offset: number;
}

export interface TemplateAnalysis {
  problems: TemplateProblem[];
  /** Variables used that are neither in §2.6 nor bound by the template, in order of first use. */
  unknownVariables: string[];
}

interface Frame {
  tag: string;
  offset: number;
  /** Local names bound by the block; value: allowed attributes, or null for any. */
  names: Map<string, Set<string> | null>;
}

const BLOCKS: Record<string, { end: string; middles: string[] }> = {
  for: { end: 'endfor', middles: ['empty'] },
  if: { end: 'endif', middles: ['elif', 'else'] },
  with: { end: 'endwith', middles: [] },
};

function analyseTemplateUncached(text: string): TemplateAnalysis {
  const problems: TemplateProblem[] = [];
  const unknown: string[] = [];
  const stack: Frame[] = [];

  const use = (path: string): void => {
    const root = path.split('.')[0]!;
    for (let i = stack.length - 1; i >= 0; i--) {
      const bound = stack[i]!.names;
      if (!bound.has(root)) continue;
      const attrs = bound.get(root);
      const attr = path.split('.')[1];
      if (attrs && attr !== undefined && !attrs.has(attr)) break;
      return;
    }
    if (KNOWN.has(path)) return;
    if (!unknown.includes(path)) unknown.push(path);
  };

  let i = 0;
  while (i < text.length) {
    const next = nextDelimiter(text, i);
    if (!next) break;
    const { at, token } = next;
    if (token === '}}' || token === '%}') {
      problems.push({ message: `"${token}" closes nothing`, offset: at });
      i = at + 2;
      continue;
    }
    if (token === '{#') {
      const end = text.indexOf('#}', at + 2);
      if (end < 0) {
        problems.push({ message: 'comment "{#" is not closed by "#}"', offset: at });
        break;
      }
      i = end + 2;
      continue;
    }
    const close = token === '{{' ? '}}' : '%}';
    const end = text.indexOf(close, at + 2);
    const reopen = nextOpener(text, at + 2);
    if (end < 0 || (reopen >= 0 && reopen < end)) {
      problems.push({ message: `"${token}" is not closed by "${close}"`, offset: at });
      if (end < 0 && reopen < 0) break;
      i = reopen >= 0 && (end < 0 || reopen < end) ? reopen : end + 2;
      continue;
    }
    const inner = text.slice(at + 2, end).trim();
    if (token === '{{') {
      if (inner === '') problems.push({ message: 'empty "{{ }}"', offset: at });
      else for (const v of variablesOf(inner.split('|')[0]!)) use(v);
    } else {
      tag(inner, at, stack, problems, use);
    }
    i = end + 2;
  }
  for (const f of stack) problems.push({ message: `"{% ${f.tag} %}" is not closed by "{% ${BLOCKS[f.tag]!.end} %}"`, offset: f.offset });
  return { problems, unknownVariables: unknown };
}

function tag(inner: string, at: number, stack: Frame[], problems: TemplateProblem[], use: (p: string) => void): void {
  const words = inner.split(/\s+/);
  const name = words[0] ?? '';
  if (name === '') {
    problems.push({ message: 'empty "{% %}"', offset: at });
    return;
  }
  const rest = inner.slice(name.length).trim();
  if (name === 'for') {
    const m = /^(.+?)\s+in\s+(.+)$/.exec(rest);
    if (!m) {
      problems.push({ message: `"{% for %}" needs "<name> in <sequence>"`, offset: at });
      stack.push({ tag: 'for', offset: at, names: new Map() });
      return;
    }
    const seq = m[2]!.replace(/\s+reversed$/, '').trim();
    for (const v of variablesOf(seq.split('|')[0]!)) use(v);
    const attrs = LINKED_COLLECTIONS.has(seq) ? LINKED_ATTRS : null;
    const names = new Map<string, Set<string> | null>();
    for (const n of m[1]!.split(',')) names.set(n.trim(), attrs);
    stack.push({ tag: 'for', offset: at, names });
    return;
  }
  if (name === 'if' || name === 'elif') {
    for (const v of variablesOf(rest)) use(v);
    if (name === 'if') stack.push({ tag: 'if', offset: at, names: new Map() });
    else middle(name, at, stack, problems);
    return;
  }
  if (name === 'with') {
    const names = new Map<string, Set<string> | null>();
    for (const m of rest.matchAll(/([A-Za-z_]\w*)\s*=\s*("[^"]*"|'[^']*'|[^\s]+)/g)) {
      names.set(m[1]!, null);
      for (const v of variablesOf(m[2]!.split('|')[0]!)) use(v);
    }
    const legacy = /^(.+?)\s+as\s+([A-Za-z_]\w*)$/.exec(rest);
    if (legacy) {
      names.set(legacy[2]!, null);
      for (const v of variablesOf(legacy[1]!.split('|')[0]!)) use(v);
    }
    stack.push({ tag: 'with', offset: at, names });
    return;
  }
  if (name === 'else' || name === 'empty') {
    middle(name, at, stack, problems);
    return;
  }
  const opener = Object.entries(BLOCKS).find(([, b]) => b.end === name)?.[0];
  if (opener) {
    const top = stack[stack.length - 1];
    if (top?.tag === opener) stack.pop();
    else problems.push({ message: `"{% ${name} %}" closes no "{% ${opener} %}"`, offset: at });
  }
  // Other tags (load, now, spaceless, ...) have no variables of §2.6 to check.
}

function middle(name: string, at: number, stack: Frame[], problems: TemplateProblem[]): void {
  const top = stack[stack.length - 1];
  if (!top || !BLOCKS[top.tag]!.middles.includes(name)) problems.push({ message: `"{% ${name} %}" is outside a block that allows it`, offset: at });
}

/** Variable paths named in an expression: identifiers with dotted attributes, literals and keywords left out. */
function variablesOf(expr: string): string[] {
  const noStrings = expr.replace(/"[^"]*"|'[^']*'/g, ' ');
  const out: string[] = [];
  for (const m of noStrings.matchAll(/[A-Za-z_][\w]*(?:\.[A-Za-z_0-9]\w*)*/g)) {
    const prev = noStrings[m.index - 1];
    if (prev !== undefined && /[\w.]/.test(prev)) continue;
    if (KEYWORDS.has(m[0])) continue;
    out.push(m[0]);
  }
  return out;
}

function nextDelimiter(text: string, from: number): { at: number; token: string } | undefined {
  let best: { at: number; token: string } | undefined;
  for (const token of ['{{', '{%', '{#', '}}', '%}']) {
    const at = text.indexOf(token, from);
    if (at >= 0 && (!best || at < best.at)) best = { at, token };
  }
  return best;
}

function nextOpener(text: string, from: number): number {
  const a = text.indexOf('{{', from);
  const b = text.indexOf('{%', from);
  if (a < 0) return b;
  if (b < 0) return a;
  return Math.min(a, b);
}

/** `analyseTemplate`, once per distinct text (results are shared: do not mutate them). */
export const analyseTemplate = memo(analyseTemplateUncached);
