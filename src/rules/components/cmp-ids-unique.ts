/**
 * CMP-IDS-UNIQUE (§2.3): distinct components of the component list do not share an id, nor a slug
 * within a project. The same component (same id and slugs) served again on another page is
 * PAG-UNIQUE's finding, not this one.
 */
import { exactInteger, integerText } from '../../base/json-parse.js';
import { isObject } from '../../base/json.js';
import { pointer } from '../common/pointer.js';
import { COMPONENT_DOCUMENTS, type Rule } from '../common/types.js';
import type { ComponentRecords } from './records.js';

/** Where an id or slug was first seen, and the other key (slug or id) of that component. */
type Seen = { where: string; other: string | undefined };

export function cmpIdsUnique(records: ComponentRecords): Rule {
  const ids = new Map<string, { ids: Map<string, Seen>; slugs: Map<string, Seen> }>();
  return {
    requirements: ['CMP-IDS-UNIQUE'],
    itemKinds: COMPONENT_DOCUMENTS,
    item(item, ctx) {
      const r = records.read(item);
      const rec = r?.value;
      if (!r || r.where !== 'list' || rec === undefined) return;
      const { doc } = item;
      const ptr = r.pointer;
      const listKey = doc.target?.listKey ?? 'component list';
      let seen = ids.get(listKey);
      if (!seen) ids.set(listKey, (seen = { ids: new Map(), slugs: new Map() }));
      const here = `${doc.url}#${ptr}`;
      const p = isObject(rec.project) ? rec.project.slug : undefined;
      const slugKey = typeof rec.slug === 'string' && typeof p === 'string' ? `${p}/${rec.slug}` : undefined;
      // Compared as exact text: two ids beyond 2^53 that read as one double are still two ids.
      const idKey = Number.isInteger(rec.id) ? integerText(rec, 'id') : undefined;
      const repeatedElsewhere = (first: string, firstOther: string | undefined, other: string | undefined): boolean =>
        first.split('#')[0] !== doc.url && firstOther !== undefined && firstOther === other;
      if (idKey !== undefined) {
        ctx.check('CMP-IDS-UNIQUE');
        const first = seen.ids.get(idKey);
        if (!first) seen.ids.set(idKey, { where: here, other: slugKey });
        else if (!repeatedElsewhere(first.where, first.other, slugKey))
          ctx.report({
            requirement: 'CMP-IDS-UNIQUE',
            url: doc.url,
            pointer: pointer(ptr, 'id'),
            code: 'repeated-id',
            args: { id: idKey, first: first.where },
            expected: 'unique',
            actual: exactInteger(rec, 'id') ?? rec.id,
            related: [first.where.split('#')[0]!],
          });
      }
      if (slugKey !== undefined) {
        ctx.check('CMP-IDS-UNIQUE');
        const first = seen.slugs.get(slugKey);
        if (!first) seen.slugs.set(slugKey, { where: here, other: idKey });
        else if (!repeatedElsewhere(first.where, first.other, idKey))
          ctx.report({
            requirement: 'CMP-IDS-UNIQUE',
            url: doc.url,
            pointer: pointer(ptr, 'slug'),
            code: 'repeated-slug',
            args: { slug: String(rec.slug), project: String(p), first: first.where },
            expected: 'unique within the project',
            actual: rec.slug,
            related: [first.where.split('#')[0]!],
          });
      }
    },
  };
}
