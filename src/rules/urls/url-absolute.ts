/**
 * URL-ABSOLUTE (§1, §2.2–2.5): every URL-valued field is an absolute URL starting, as text, with the
 * base URL — web pages (web_url, a statistics item's url and translate_url) with the web base. A
 * component record's own fields, its addons, source_language and project are judged, each
 * statistics item's two addresses, and the next and previous links of every list page.
 */
import { isObject } from '../../base/json.js';
import { isCrawlDocument } from '../common/types.js';
import { pointer } from '../common/pointer.js';
import type { Rule, RuleContext } from '../common/types.js';
import { fieldName, type Addresses, type Place } from './addresses.js';
import { parserRepair, plainUnder, startsWithBase } from '../../base/address.js';

/** URL-valued fields of a component record (§2.3) besides source_language, project and addons. */
const COMPONENT_URLS: readonly [string, Place][] = [
  ['git_export', 'api'],
  ['web_url', 'web'],
  ['url', 'api'],
  ['repository_url', 'api'],
  ['translations_url', 'api'],
  ['statistics_url', 'api'],
  ['lock_url', 'api'],
  ['links_url', 'api'],
  ['changes_list_url', 'api'],
  ['task_url', 'api'],
];
const LANGUAGE_URLS: readonly [string, Place][] = [
  ['web_url', 'web'],
  ['url', 'api'],
  ['statistics_url', 'api'],
];
const PROJECT_URLS: readonly [string, Place][] = [
  ['web_url', 'web'],
  ['url', 'api'],
  ['components_list_url', 'api'],
  ['repository_url', 'api'],
  ['statistics_url', 'api'],
  ['changes_list_url', 'api'],
  ['languages_url', 'api'],
];
export function urlAbsolute(addresses: Addresses): Rule {
  const { bases } = addresses;

  /**
   * Judges the address at `pointer(holder, field)`; the pointer is only written for a finding. `once`:
   * an address no other rule reads as text again (a list page's links, each a page of its own), not
   * worth remembering as plain.
   */
  function absolute(value: unknown, place: Place, url: string, holder: string, field: string | number, ctx: RuleContext, once = false): void {
    if (typeof value !== 'string') return; // null task_url, or a type the schema rules report
    const base = bases[place];
    if (!base) {
      ctx.skip('URL-ABSOLUTE', 'no base URL given: an address cannot be compared with it (validate --base-url)');
      return;
    }
    ctx.check('URL-ABSOLUTE');
    if (once ? plainUnder(value, base) : addresses.isPlainUnder(value, place)) return;
    // As written (§1): what a URL parser would repair is a departure, whatever the parser makes of
    // it; what RFC 3986 calls the same address (the case of scheme and host, a default port) is not.
    const repair = parserRepair(value);
    if (repair === undefined && startsWithBase(value, base.href)) return;
    let respelled = false;
    if (repair === undefined)
      try {
        // Userinfo or another spelling of the host, which the URL parser folds into the base URL.
        const u = new URL(value);
        u.username = '';
        u.password = '';
        respelled = u.href.startsWith(base.href);
      } catch {
        respelled = false;
      }
    const ptr = pointer(holder, field);
    const where = place === 'web' ? 'web base' : 'base';
    ctx.report({
      requirement: 'URL-ABSOLUTE',
      url,
      pointer: ptr,
      code: repair !== undefined ? 'repaired' : respelled ? 'respelled' : 'not-under-base',
      args: repair !== undefined ? { field: fieldName(ptr), repair } : { field: fieldName(ptr), base: where },
      expected: `${base.href}…`,
      actual: value,
    });
  }

  function fields(obj: unknown, table: readonly [string, Place][], url: string, ptr: string, ctx: RuleContext): void {
    if (!isObject(obj)) return;
    for (const [f, place] of table) absolute(obj[f], place, url, ptr, f, ctx);
  }

  return {
    requirements: ['URL-ABSOLUTE'],
    document(doc, ctx) {
      // A list page's links are URL-valued fields too (§1); null is the end of the list.
      if ((doc.kind !== 'component-list' && doc.kind !== 'statistics') || !isCrawlDocument(doc.purpose) || !isObject(doc.body)) return;
      for (const link of ['next', 'previous'] as const) absolute(doc.body[link], 'api', doc.url, '', link, ctx, true);
    },
    item(item, ctx) {
      const it = addresses.read(item);
      if (!it) return;
      if (it.kind === 'statistics') {
        if (it.plain) return ctx.check('URL-ABSOLUTE', 2);
        const { value: rec, url, pointer: ptr } = it;
        absolute(rec.url, 'web', url, ptr, 'url', ctx);
        absolute(rec.translate_url, 'web', url, ptr, 'translate_url', ctx);
        return;
      }
      const { value: rec, url, pointer: ptr } = it;
      fields(rec, COMPONENT_URLS, url, ptr, ctx);
      if (Array.isArray(rec.addons)) {
        const at = pointer(ptr, 'addons');
        rec.addons.forEach((a, i) => absolute(a, 'api', url, at, i, ctx));
      }
      fields(rec.source_language, LANGUAGE_URLS, url, pointer(ptr, 'source_language'), ctx);
      fields(rec.project, PROJECT_URLS, url, pointer(ptr, 'project'), ctx);
    },
  };
}
