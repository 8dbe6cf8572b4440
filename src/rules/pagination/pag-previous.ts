/**
 * PAG-PREVIOUS (§2.1): previous is null on page 1, and on page n > 1 the address of page n - 1 of
 * the same list (page 1 without a page parameter), other parameters repeated. A link that loses
 * format=api is PAG-FORMAT-API's. A previous that only a URL parser's repairs make that address is
 * wrong as written (§1).
 */
import type { FindingInput, Rule } from '../common/types.js';
import { parserRepair } from '../../base/address.js';
import { addressText } from './page-links.js';
import type { ListWalk } from './walk.js';

export function pagPrevious(walk: ListWalk): Rule {
  return {
    requirements: ['PAG-PREVIOUS'],
    document(doc, ctx) {
      const read = walk.read(doc);
      const view = read.kind === 'judged' ? read.view : undefined;
      if (!view || view.n === undefined || view.previousUnreadable) return;
      const { n, url } = view;
      const previous = view.page.previous;
      if (n > 1) ctx.check('PAG-PREVIOUS');
      if (n === 1) {
        if (previous !== null)
          ctx.report({ requirement: 'PAG-PREVIOUS', url, pointer: '/previous', code: 'not-null-on-page-1', expected: null, actual: previous });
        return;
      }
      const expected = view.previous!;
      const { diff } = expected;
      let found: Pick<FindingInput, 'code' | 'args'> | undefined;
      if (previous === null) found = { code: 'missing', args: { page: n } };
      else if (!diff) found = { code: 'not-url', args: { page: n } };
      else if (!expected.asExpected && typeof previous === 'string' && parserRepair(previous) !== undefined)
        found = { code: 'repaired', args: { page: n, previous: n - 1, repair: parserRepair(previous)! } };
      else if (diff.other.length > 0) found = { code: 'wrong-address', args: { page: n, differences: diff.other.join(', ') } };
      if (found) ctx.report({ requirement: 'PAG-PREVIOUS', url, pointer: '/previous', ...found, expected: addressText(expected.expected), actual: previous });
    },
  };
}
