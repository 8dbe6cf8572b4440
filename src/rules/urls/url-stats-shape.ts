/**
 * URL-STATS-SHAPE (§2.2): a statistics item's url is /projects/<project>/<component>/<code>/ and its
 * translate_url /translate/<project>/<component>/<code>/, both under the web base. <component> is
 * the component's slug: where a component record's statistics_url names the component otherwise (a
 * path before its slug), the items of that list are still judged against the slug.
 */
import { isObject } from '../../base/json.js';
import { flatKey } from '../../base/text.js';
import { classify } from '../common/target.js';
import { COMPONENT_DOCUMENTS, STATISTICS_DOCUMENTS, type Rule } from '../common/types.js';
import { ANY, encodeSegment, type Addresses, type Segment } from './addresses.js';

export function urlStatsShape(addresses: Addresses): Rule {
  /**
   * `<project>/<component as its statistics address names it>` → the component's slug, for the
   * records whose statistics_url does not end with their slug (few: most name their slug).
   */
  const slugs = new Map<string, string>();
  return {
    requirements: ['URL-STATS-SHAPE'],
    itemKinds: [...STATISTICS_DOCUMENTS, ...COMPONENT_DOCUMENTS],
    item(item, ctx) {
      const kind = item.doc.kind;
      if (kind === 'component' || kind === 'component-list') {
        const rec = item.value;
        if (!isObject(rec) || typeof rec.slug !== 'string' || typeof rec.statistics_url !== 'string') return;
        if (rec.statistics_url.endsWith(`/${encodeSegment(rec.slug)}/statistics/`)) return;
        const t = classify(rec.statistics_url, ctx.options.baseUrl);
        if (t.kind === 'statistics' && t.project !== undefined && t.component !== undefined && t.component !== rec.slug)
          slugs.set(flatKey('\u0000', t.project, t.component), rec.slug);
        return;
      }
      const it = addresses.read(item);
      if (it?.kind !== 'statistics') return;
      if (it.plain) return ctx.check('URL-STATS-SHAPE', 2);
      const { value, url } = it;
      const code: Segment = typeof value.code === 'string' ? value.code : ANY;
      const component =
        it.project !== undefined && it.component !== undefined ? (slugs.get(flatKey('\u0000', it.project, it.component)) ?? it.component) : it.component;
      const tail: Segment[] = [it.project ?? ANY, component ?? ANY, code];
      addresses.shape('URL-STATS-SHAPE', value.url, 'web', ['projects', ...tail], url, it.pointer, 'url', ctx);
      addresses.shape('URL-STATS-SHAPE', value.translate_url, 'web', ['translate', ...tail], url, it.pointer, 'translate_url', ctx);
    },
  };
}
