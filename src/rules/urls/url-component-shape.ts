/**
 * URL-COMPONENT-SHAPE (§2.3): a component record's url is /api/components/<project>/<slug>/ and its
 * statistics_url that address followed by statistics/.
 */
import { isObject } from '../../base/json.js';
import { flatKey } from '../../base/text.js';
import { COMPONENT_DOCUMENTS, type Rule } from '../common/types.js';
import type { Addresses } from './addresses.js';

export function urlComponentShape(addresses: Addresses): Rule {
  /** `<project>/<slug>` → the url of the first record that gave it. */
  const slugOwners = new Map<string, unknown>();

  /**
   * Whether another record (another url) gave this slug in this project before. Then the slug is
   * what repeats (CMP-IDS-UNIQUE reports it), and a url that names the record's own place is not
   * also blamed for not naming the repeated slug.
   */
  function slugTaken(project: string, slug: string, url: unknown): boolean {
    const key = flatKey('/', project, slug);
    if (!slugOwners.has(key)) {
      slugOwners.set(key, url);
      return false;
    }
    return slugOwners.get(key) !== url;
  }

  return {
    requirements: ['URL-COMPONENT-SHAPE'],
    itemKinds: COMPONENT_DOCUMENTS,
    item(item, ctx) {
      const it = addresses.read(item);
      if (it?.kind !== 'component') return;
      const rec = it.value;
      const p = isObject(rec.project) && typeof rec.project.slug === 'string' ? rec.project.slug : undefined;
      if (p === undefined || typeof rec.slug !== 'string' || slugTaken(p, rec.slug, rec.url)) return;
      const own = ['api', 'components', p, rec.slug];
      addresses.shape('URL-COMPONENT-SHAPE', rec.url, 'api', own, it.url, it.pointer, 'url', ctx);
      addresses.shape('URL-COMPONENT-SHAPE', rec.statistics_url, 'api', [...own, 'statistics'], it.url, it.pointer, 'statistics_url', ctx);
    },
  };
}
