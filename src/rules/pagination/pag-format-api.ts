/**
 * PAG-FORMAT-API (§4.3): a statistics list fetched with format=api answers 200 with the same JSON
 * envelope as without it, and its next and previous repeat format=api.
 *
 * A departure the same page shows without format (a status, a body that is no JSON, a broken envelope) is the page's,
 * reported once there, not this requirement's. Checked where format can be seen in a link: a page
 * of a format=api list with next or previous.
 */
import type { FindingInput, Rule } from '../common/types.js';
import { carriesResource } from '../../base/status.js';
import { pageAddressKey } from './links.js';
import { addressText } from './page-links.js';
import { envelopeDeparture, hasFormat, type ListWalk } from './walk.js';

function withoutFormat(url: string): string {
  try {
    const u = new URL(url);
    u.searchParams.delete('format');
    return pageAddressKey(u);
  } catch {
    return url;
  }
}

function linkFinding(url: string, field: 'next' | 'previous', actual: string, expected: URL): FindingInput {
  return {
    requirement: 'PAG-FORMAT-API',
    url,
    pointer: '/' + field,
    code: 'link-drops-format',
    args: { link: field },
    expected: addressText(expected),
    actual,
  };
}

export function pagFormatApi(walk: ListWalk): Rule {
  /**
   * Plain (crawl) list pages that departed on their own — a status other than 200, or a broken
   * envelope — by their address without `format`.
   */
  const plainDepartures = new Map<string, Set<string>>();
  const depart = (key: string, what: string): void => {
    let set = plainDepartures.get(key);
    if (!set) plainDepartures.set(key, (set = new Set()));
    set.add(what);
  };
  const departed = (key: string, what: string): boolean => plainDepartures.get(key)?.has(what) ?? false;
  let formatApiSeen = false;

  return {
    requirements: ['PAG-FORMAT-API'],

    exchange(answer, ctx) {
      const { exchange, target } = answer;
      const url = exchange.request.url;
      if (exchange.request.method === 'GET' && exchange.status !== 200) {
        if (exchange.purpose === 'recheck') return;
        if (walk.pastTheEnd(answer)) return; // PAG-NEXT's
      }
      if ((exchange.purpose ?? 'crawl') === 'crawl' && exchange.request.method === 'GET' && target.kind !== 'other') {
        if (exchange.status !== 200) depart(withoutFormat(url), `status ${exchange.status}`);
        if (carriesResource(exchange.status) && answer.json === undefined) depart(withoutFormat(url), 'not-json');
      }
      if (exchange.purpose !== 'format-api' || exchange.request.method !== 'GET' || !hasFormat(url)) return;
      formatApiSeen = true;
      if (exchange.status === 200 && answer.json !== undefined) return; // judged as a document
      if (departed(withoutFormat(url), exchange.status !== 200 ? `status ${exchange.status}` : 'not-json')) return;
      ctx.check('PAG-FORMAT-API');
      const type = exchange.headers['content-type'];
      ctx.report({
        requirement: 'PAG-FORMAT-API',
        url,
        pointer: '',
        ...(exchange.status !== 200
          ? { code: 'not-200', args: { list: target.kind === 'statistics' ? 'statistics list' : 'list', status: exchange.status } }
          : { code: 'not-json', args: { type: type ?? 'a body' } }),
        expected: 'the JSON envelope of §2.1 with status 200',
        actual: exchange.status !== 200 ? exchange.status : (type ?? null),
      });
    },

    document(doc, ctx) {
      const read = walk.read(doc);
      if (read.kind !== 'judged') return;
      const { page, formatList } = read;
      if (formatList && (page?.next != null || page?.previous != null)) ctx.check('PAG-FORMAT-API');
      if (!page) {
        const plainKey = withoutFormat(doc.url);
        if (!formatList) depart(plainKey, 'envelope');
        else if (!departed(plainKey, 'envelope')) {
          // The same page without format kept the envelope: format=api changed the shape.
          const e = read.error;
          ctx.check('PAG-FORMAT-API');
          ctx.report({
            requirement: 'PAG-FORMAT-API',
            url: doc.url,
            pointer: e?.instancePath ?? '',
            code: 'other-envelope',
            args: envelopeDeparture(e),
            expected: 'the same JSON envelope as without format',
          });
        }
        return;
      }
      const view = read.view;
      if (!view) return;
      const { previous, next } = view;
      if (previous?.diff?.format) ctx.report(linkFinding(view.url, 'previous', page.previous!, previous.expected));
      if (next.kind === 'followed' && next.diff?.format) ctx.report(linkFinding(view.url, 'next', next.next.href, next.expected!));
    },

    finish(ctx) {
      if (ctx.options.mode === 'check' && !formatApiSeen) ctx.notApplicable('PAG-FORMAT-API', 'no statistics list was fetched with format=api');
    },
  };
}
