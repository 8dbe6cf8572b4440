/**
 * Loading and checking datasets: the schema (schemas/dataset.schema.json) first, then what a
 * schema cannot say (references between records, unique keys, counts within their totals, the
 * rules of §2.2), so that whatever a dataset holds, the server answers by the letter of the API.
 * Every problem is one DatasetError line naming the file and the JSON pointer.
 */
import { readFileSync } from 'node:fs';
import type { Dataset, DatasetComponent, DatasetTranslation } from '../src/generated/dataset.js';
import { DatasetError } from '../src/base/errors.js';
import { validator } from '../src/base/schemas.js';
import { MESSAGE_FIELDS } from './defaults.js';

export type { Dataset, DatasetComponent, DatasetTranslation } from '../src/generated/dataset.js';

export function loadDataset(file: string): Dataset {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new DatasetError(`${file}: cannot read the dataset (${code})`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new DatasetError(`${file}: not JSON: ${(err as Error).message}`);
  }
  return checkDataset(data, file);
}

/** Validates `data` (schema, then cross-record rules) and returns it typed; throws DatasetError. */
export function checkDataset(data: unknown, name = 'dataset'): Dataset {
  const validate = validator('dataset.schema.json');
  if (!validate(data)) {
    const e = validate.errors?.[0];
    const extra = e?.keyword === 'additionalProperties' ? ` (${String(e.params['additionalProperty'])})` : '';
    throw new DatasetError(`${name}: ${e?.instancePath || '/'}: ${e?.message ?? 'does not match the dataset schema'}${extra}`);
  }
  const problem = findProblem(data as Dataset);
  if (problem) throw new DatasetError(`${name}: ${problem[0]}: ${problem[1]}`);
  return data as Dataset;
}

type Problem = [pointer: string, message: string];

function findProblem(d: Dataset): Problem | undefined {
  const projects = new Set<string>();
  const projectIds = new Set<number>();
  for (const [i, p] of d.projects.entries()) {
    if (projects.has(p.slug)) return [`/projects/${i}/slug`, `project slug ${p.slug} is used twice`];
    if (projectIds.has(p.id)) return [`/projects/${i}/id`, `project id ${p.id} is used twice`];
    projects.add(p.slug);
    projectIds.add(p.id);
  }
  const languages = new Set<string>();
  for (const [i, l] of d.languages.entries()) {
    if (languages.has(l.code)) return [`/languages/${i}/code`, `language ${l.code} is listed twice`];
    languages.add(l.code);
  }
  const ids = new Set<number>();
  const slugs = new Set<string>();
  for (const [i, c] of d.components.entries()) {
    const at = `/components/${i}`;
    if (ids.has(c.id)) return [`${at}/id`, `component id ${c.id} is used twice`];
    ids.add(c.id);
    if (!projects.has(c.project)) return [`${at}/project`, `no project has the slug ${c.project}`];
    const key = `${c.project}\u0000${c.slug}`;
    if (slugs.has(key)) return [`${at}/slug`, `slug ${c.slug} is used twice in project ${c.project}`];
    slugs.add(key);
    if (!languages.has(c.source_language)) return [`${at}/source_language`, `no language has the code ${c.source_language}`];
    const p = componentProblem(c, languages);
    if (p) return [`${at}${p[0]}`, p[1]];
  }
  return undefined;
}

function componentProblem(c: DatasetComponent, languages: Set<string>): Problem | undefined {
  for (const field of ['language_regex', 'variant_regex'] as const) {
    const re = c[field];
    if (re) {
      try {
        new RegExp(re);
      } catch {
        return [`/${field}`, `${JSON.stringify(re)} is not a regular expression`];
      }
    }
  }
  for (const field of MESSAGE_FIELDS) {
    const text = c[field];
    if (text !== undefined && !templateBalanced(text)) return [`/${field}`, 'unbalanced {{ }} or {% %} delimiters'];
  }
  const seen = new Set<string>();
  let source = false;
  for (const [j, t] of c.translations.entries()) {
    const at = `/translations/${j}`;
    if (!languages.has(t.language)) return [`${at}/language`, `no language has the code ${t.language}`];
    if (seen.has(t.language)) return [`${at}/language`, `language ${t.language} has two translations`];
    seen.add(t.language);
    const p = countsProblem(t, t.language === c.source_language);
    if (p) return [`${at}${p[0]}`, p[1]];
    if (t.language === c.source_language) source = true;
  }
  if (!source) return ['/translations', `no translation in the source language ${c.source_language}`];
  return undefined;
}

const BOUNDS: [keyof DatasetTranslation, keyof DatasetTranslation][] = [
  ['translated', 'total'],
  ['translated_words', 'total_words'],
  ['translated_chars', 'total_chars'],
  ['fuzzy', 'total'],
  ['failing', 'total'],
  ['approved', 'total'],
  ['readonly', 'total'],
];

const ZERO_WITH_TOTAL: (keyof DatasetTranslation)[] = [
  'total_words',
  'total_chars',
  'translated',
  'translated_words',
  'translated_chars',
  'fuzzy',
  'failing',
  'approved',
  'readonly',
  'suggestions',
  'comments',
  'recent_changes',
];

function countsProblem(t: DatasetTranslation, isSource: boolean): Problem | undefined {
  for (const [count, total] of BOUNDS) {
    if ((t[count] as number) > (t[total] as number)) return [`/${count}`, `${count} ${t[count]} exceeds ${total} ${t[total]}`];
  }
  if (t.total === 0) {
    for (const f of ZERO_WITH_TOTAL) if (t[f] !== 0) return [`/${f}`, `${f} must be 0 when total is 0 (§2.2 rule 2)`];
  }
  if (t.last_change === null && t.recent_changes !== 0) return ['/recent_changes', 'recent_changes must be 0 when last_change is null'];
  if (isSource && t.translated !== t.total) return ['/translated', 'the source-language translation has translated = total (§2.2 rule 3)'];
  return undefined;
}

/** `{{ }}` and `{% %}` open and close in turn, never nested, never left open (§2.6). */
export function templateBalanced(text: string): boolean {
  let open: '}}' | '%}' | null = null;
  for (let i = 0; i < text.length - 1; i++) {
    const pair = text.slice(i, i + 2);
    if (open === null) {
      if (pair === '{{') open = '}}';
      else if (pair === '{%') open = '%}';
      else if (pair === '}}' || pair === '%}') return false;
      else continue;
      i++;
    } else if (pair === open) {
      open = null;
      i++;
    } else if (pair === '{{' || pair === '{%') {
      return false;
    }
  }
  return open === null;
}
