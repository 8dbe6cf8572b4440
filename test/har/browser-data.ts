/** The deployment behind test/fixtures/har/browser.har: three tessera components of the bundled dataset, one fault. */
import { defaultDataset, type Dataset } from '../../reference-server/index.js';

export const BROWSER_COMPONENTS = ['android-app', 'help-center', 'store-listing'];
export const BROWSER_FAULTS = ['STA-PCT-TRUNCATED'];
/** The base URL the fixture says it was recorded from. */
export const BROWSER_BASE = 'https://weblate.example/';

export function browserDataset(): Dataset {
  const d = defaultDataset();
  return { ...d, components: d.components.filter((c) => c.project === 'tessera' && BROWSER_COMPONENTS.includes(c.slug)) };
}
