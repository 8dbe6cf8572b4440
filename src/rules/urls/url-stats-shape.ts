/**
 * URL-STATS-SHAPE (§2.2): a statistics item's url is /projects/<project>/<component>/<code>/ and its
 * translate_url /translate/<project>/<component>/<code>/, both under the web base.
 */
import { STATISTICS_DOCUMENTS, type Rule } from '../common/types.js';
import { ANY, type Addresses, type Segment } from './addresses.js';

export function urlStatsShape(addresses: Addresses): Rule {
  return {
    requirements: ['URL-STATS-SHAPE'],
    itemKinds: STATISTICS_DOCUMENTS,
    item(item, ctx) {
      const it = addresses.read(item);
      if (it?.kind !== 'statistics') return;
      if (it.plain) return ctx.check('URL-STATS-SHAPE', 2);
      const { value, url } = it;
      const code: Segment = typeof value.code === 'string' ? value.code : ANY;
      const tail: Segment[] = [it.project ?? ANY, it.component ?? ANY, code];
      addresses.shape('URL-STATS-SHAPE', value.url, 'web', ['projects', ...tail], url, it.pointer, 'url', ctx);
      addresses.shape('URL-STATS-SHAPE', value.translate_url, 'web', ['translate', ...tail], url, it.pointer, 'translate_url', ctx);
    },
  };
}
