/** URL-LANGUAGE-SHAPE (§2.4): a component's source_language has the addresses /api/languages/<code>/ and …/statistics/. */
import { isObject } from '../../base/json.js';
import { pointer } from '../common/pointer.js';
import { COMPONENT_DOCUMENTS, type Rule } from '../common/types.js';
import type { Addresses } from './addresses.js';

export function urlLanguageShape(addresses: Addresses): Rule {
  return {
    requirements: ['URL-LANGUAGE-SHAPE'],
    itemKinds: COMPONENT_DOCUMENTS,
    item(item, ctx) {
      const it = addresses.read(item);
      if (it?.kind !== 'component') return;
      const lang = it.value.source_language;
      if (!isObject(lang) || typeof lang.code !== 'string') return;
      const ptr = pointer(it.pointer, 'source_language');
      addresses.shape('URL-LANGUAGE-SHAPE', lang.url, 'api', ['api', 'languages', lang.code], it.url, ptr, 'url', ctx);
      addresses.shape('URL-LANGUAGE-SHAPE', lang.statistics_url, 'api', ['api', 'languages', lang.code, 'statistics'], it.url, ptr, 'statistics_url', ctx);
    },
  };
}
