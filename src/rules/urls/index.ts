/**
 * URLs family (§1, §2.2–2.5): URL-valued fields absolute and under the base URL (web pages under
 * the web base), and the path shapes of §2.2–2.5. One rule per requirement (url-<name>.ts), each
 * reading the items as addresses.ts reads them once. URL-SELF is judged where list and instance
 * records are paired (components/url-self.ts).
 */
import { family, type RuleFamilyFactory } from '../common/types.js';
import { Addresses } from './addresses.js';
import { urlAbsolute } from './url-absolute.js';
import { urlAddonShape } from './url-addon-shape.js';
import { urlComponentShape } from './url-component-shape.js';
import { urlLanguageShape } from './url-language-shape.js';
import { urlProjectShape } from './url-project-shape.js';
import { urlStatsShape } from './url-stats-shape.js';

export { UNKNOWN_BASE_URL } from './addresses.js';

export const urlsFamily: RuleFamilyFactory = (options) => {
  const addresses = new Addresses(options);
  return family('urls', [
    urlAbsolute(addresses),
    urlComponentShape(addresses),
    urlProjectShape(addresses),
    urlLanguageShape(addresses),
    urlAddonShape(addresses),
    urlStatsShape(addresses),
  ]);
};
