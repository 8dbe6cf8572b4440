/**
 * PAG-ENVELOPE (§2.1): every list answer is the paginated envelope — count, next, previous,
 * results. Judged on every list page the crawl fetched, with or without format=api; a page fetched
 * with format=api whose plain twin kept the envelope is PAG-FORMAT-API's departure instead.
 */
import type { Rule } from '../common/types.js';
import { envelopeDeparture, envelopeExpected, type ListWalk } from './walk.js';

export function pagEnvelope(walk: ListWalk): Rule {
  return {
    requirements: ['PAG-ENVELOPE'],
    document(doc, ctx) {
      const read = walk.read(doc);
      if (read.kind !== 'judged') return;
      ctx.check('PAG-ENVELOPE');
      if (read.page || read.formatList) return;
      const e = read.error;
      ctx.report({
        requirement: 'PAG-ENVELOPE',
        url: doc.url,
        pointer: e?.instancePath ?? '',
        code: 'not-envelope',
        args: envelopeDeparture(e),
        expected: envelopeExpected(e),
      });
    },
  };
}
