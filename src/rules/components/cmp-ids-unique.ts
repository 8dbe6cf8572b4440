/**
 * CMP-IDS-UNIQUE (§2.3): distinct components of the component list do not share an id, nor a slug
 * within a project. The same component (same id and slugs) served again on another page is
 * PAG-UNIQUE's finding, not this one.
 */
import { exactInteger, integerText } from '../../base/json-parse.js';
import { isObject } from '../../base/json.js';
import { flatKey } from '../../base/text.js';
import { pointer } from '../common/pointer.js';
import { COMPONENT_DOCUMENTS, type Rule } from '../common/types.js';
import type { ComponentRecords } from './records.js';

/**
 * A component as first seen in the list: the page and pointer where, its id, its slug and its own
 * address (its url field, kept when a string of at most URL_KEPT characters), one object per
 * component for both maps, the place kept as its two parts: a few thousand components are kept to
 * the end.
 */
type Seen = { url: string; pointer: string; id: string | undefined; slug: string | undefined; self: string | undefined };

/** The longest url field kept to name the first of two components that share a slug. */
const URL_KEPT = 2048;

/** Where the component was first seen: `<page>#<pointer>`. */
const whereOf = (s: Seen): string => `${s.url}#${s.pointer}`;
/** The page of that place as its text reads it (up to the first `#`). */
const pageOf = (s: Seen): string => s.url.split('#')[0]!;

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
      const p = isObject(rec.project) ? rec.project.slug : undefined;
      const slugKey = typeof rec.slug === 'string' && typeof p === 'string' ? flatKey('/', p, rec.slug) : undefined;
      // Compared as exact text: two ids beyond 2^53 that read as one double are still two ids.
      const idKey = Number.isInteger(rec.id) ? integerText(rec, 'id') : undefined;
      let here: Seen | undefined;
      const self = typeof rec.url === 'string' && rec.url.length <= URL_KEPT ? rec.url : undefined;
      const repeatedElsewhere = (first: Seen, firstOther: string | undefined, other: string | undefined): boolean =>
        pageOf(first) !== doc.url && firstOther !== undefined && firstOther === other;
      if (idKey !== undefined) {
        ctx.check('CMP-IDS-UNIQUE');
        const first = seen.ids.get(idKey);
        if (!first) seen.ids.set(idKey, (here = { url: doc.url, pointer: ptr, id: idKey, slug: slugKey, self }));
        else if (!repeatedElsewhere(first, first.slug, slugKey))
          ctx.report({
            requirement: 'CMP-IDS-UNIQUE',
            url: doc.url,
            pointer: pointer(ptr, 'id'),
            code: 'repeated-id',
            args: { id: idKey, first: whereOf(first) },
            expected: 'unique',
            actual: exactInteger(rec, 'id') ?? rec.id,
            related: [pageOf(first)],
          });
      }
      if (slugKey !== undefined) {
        ctx.check('CMP-IDS-UNIQUE');
        const first = seen.slugs.get(slugKey);
        if (!first) seen.slugs.set(slugKey, here ?? { url: doc.url, pointer: ptr, id: idKey, slug: slugKey, self });
        else if (!repeatedElsewhere(first, first.id, idKey))
          ctx.report({
            requirement: 'CMP-IDS-UNIQUE',
            url: doc.url,
            pointer: pointer(ptr, 'slug'),
            code: 'repeated-slug',
            args: { slug: String(rec.slug), project: String(p), first: whereOf(first), firstUrl: first.self ?? null },
            expected: 'unique within the project',
            actual: rec.slug,
            related: [pageOf(first)],
          });
      }
    },
  };
}
