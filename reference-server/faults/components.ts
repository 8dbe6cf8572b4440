/** Faults of §2.3–2.6's component records. */
import type { Json, Scope } from '../hooks.js';
import { insertAfter, lastListShaped, type FaultDeclaration } from './declaration.js';

/** A component deep in the list whose project holds an earlier component: its slug is taken over. */
function deepSlugTaker(s: Scope): { index: number; slug: string } | undefined {
  const comps = s.data.components;
  for (let i = comps.length - 2; i > 0; i--) {
    const earlier = comps.slice(0, i).find((c) => c.project === comps[i]!.project);
    if (earlier) return { index: i, slug: earlier.slug };
  }
  return undefined;
}

export const COMPONENTS: FaultDeclaration[] = [
  {
    id: 'CMP-SCHEMA',
    requirement: 'CMP-SCHEMA',
    description: 'component records lack merge_style',
    hooks: { record: (r) => void delete r.merge_style },
  },
  {
    id: 'CMP-LANGUAGE',
    requirement: 'CMP-LANGUAGE',
    description: 'source_language objects lack direction',
    hooks: { record: (r) => void delete (r.source_language as Json).direction },
  },
  {
    id: 'CMP-PROJECT',
    requirement: 'CMP-PROJECT',
    description: 'project objects lack enable_hooks',
    hooks: { record: (r) => void delete (r.project as Json).enable_hooks },
  },
  {
    id: 'CMP-SHAPE-CONSISTENT',
    requirement: 'CMP-SHAPE-CONSISTENT',
    description: 'older-shaped instance records also carry links_url',
    hooks: {
      record: (r, x) =>
        x.shape === 'older' ? insertAfter(r, 'lock_url', 'links_url', x.urls.componentPart(x.component.project, x.component.slug, 'links')) : undefined,
    },
  },
  {
    id: 'CMP-LIST-MATCHES-INSTANCE',
    requirement: 'CMP-LIST-MATCHES-INSTANCE',
    description: "instance records give a branch other than the list element's",
    hooks: { record: (r, x) => void (x.instance && (r.branch = `${r.branch as string}-next`)) },
  },
  {
    id: 'CMP-IDS-UNIQUE',
    requirement: 'CMP-IDS-UNIQUE',
    description: "the second component carries the first component's id",
    hooks: { record: (r, x) => void (x.index === 1 && (r.id = x.data.components[0]!.id)) },
  },
  {
    id: 'CMP-FILEMASK',
    requirement: 'CMP-FILEMASK',
    description: 'filemask names one language file instead of holding *',
    hooks: { record: (r, x) => void (r.filemask = (r.filemask as string).replaceAll('*', x.component.source_language)) },
  },
  {
    id: 'CMP-ENFORCED-CHECKS',
    requirement: 'CMP-ENFORCED-CHECKS',
    description: 'older-shaped instance records hold enforced_checks as comma-separated text, not JSON array text',
    hooks: { record: (r, x) => void (x.shape === 'older' && (r.enforced_checks = (JSON.parse(r.enforced_checks as string) as string[]).join(','))) },
  },
  {
    id: 'CMP-TEMPLATES',
    requirement: 'CMP-TEMPLATES',
    description: 'commit_message has an unbalanced {{ ... }',
    hooks: { record: (r) => void (r.commit_message = (r.commit_message as string).replace('}}', '}')) },
  },
  {
    id: 'CMP-LANGUAGE-REGEX',
    requirement: 'CMP-LANGUAGE-REGEX',
    description: 'language_regex is ^[a-z (does not compile)',
    hooks: { record: (r) => void (r.language_regex = '^[a-z') },
  },
  {
    id: 'CMP-LIST-MATCHES-INSTANCE/is-glossary',
    requirement: 'CMP-LIST-MATCHES-INSTANCE',
    description: "the last list-shaped component's instance record flips is_glossary",
    hooks: { record: (r, x) => void (x.instance && x.index === lastListShaped(x) && (r.is_glossary = !(r.is_glossary as boolean))) },
  },
  {
    id: 'CMP-LIST-MATCHES-INSTANCE/nested',
    requirement: 'CMP-LIST-MATCHES-INSTANCE',
    description: "the last list-shaped component's instance record gives other project instructions than its list element",
    hooks: {
      record: (r, x) => {
        if (!x.instance || x.index !== lastListShaped(x)) return undefined;
        const project = r.project as Json;
        return { ...r, project: { ...project, instructions: `${project.instructions as string} (see the wiki)`.trim() } };
      },
    },
  },
  {
    id: 'CMP-IDS-UNIQUE/deep-slug',
    requirement: 'CMP-IDS-UNIQUE',
    description: 'a component deep in the list gives the slug of an earlier component of its project (its id stays its own)',
    hooks: {
      record: (r, x) => {
        const taker = deepSlugTaker(x);
        if (taker && x.index === taker.index) r.slug = taker.slug;
      },
    },
  },
];
