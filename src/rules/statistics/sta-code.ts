/** STA-CODE (§2.2): each item's code is a language code, and no code appears twice on one page. */
import { pointer } from '../common/pointer.js';
import type { Rule } from '../common/types.js';
import type { StatisticsItems } from './items.js';

/**
 * A language code (§2.2): two or three lower-case letters, then region, script or variant parts each
 * after an underscore (pt_BR, zh_Hant, sr_Latn, es_419), and an optional @variant (ca@valencia).
 */
export const LANGUAGE_CODE = /^[a-z]{2,3}(?:_[A-Za-z0-9]{2,8})*(?:@[a-z0-9]+)?$/;

/** Codes already found to be language codes: a deployment's lists repeat the same few hundred. */
const KNOWN_MAX = 4096;

export function staCode(items: StatisticsItems): Rule {
  const known = new Set<string>();
  function isLanguageCode(code: string): boolean {
    if (known.has(code)) return true;
    if (!LANGUAGE_CODE.test(code)) return false;
    if (known.size >= KNOWN_MAX) known.clear();
    known.add(code);
    return true;
  }
  return {
    requirements: ['STA-CODE'],
    item(item, ctx) {
      const s = items.read(item);
      if (!s?.object || s.code === undefined) return;
      const { url, list: l, code } = s;
      ctx.check('STA-CODE');
      if (!isLanguageCode(code))
        ctx.report({
          requirement: 'STA-CODE',
          url,
          pointer: pointer(s.pointer, 'code'),
          code: code.includes('-') ? 'hyphen' : 'not-language-code',
          args: { code },
          expected: 'a language code such as cs, pt_BR, zh_Hant',
          actual: code,
        });
      // The items of a list page all have an index.
      const at = item.index;
      if (!l || at === undefined) return;
      // A code repeated on a later page is a repeated item, PAG-UNIQUE's; a repeat within a page is
      // ours. So only the current page's codes are kept.
      const first = items.firstOnPage(l, url, code, at);
      if (first !== undefined)
        ctx.report({
          requirement: 'STA-CODE',
          url,
          pointer: pointer(s.pointer, 'code'),
          code: 'repeated-on-page',
          args: { code, first: pointer('/results', first, 'code') },
          expected: 'unique',
          actual: code,
        });
    },
  };
}
