/**
 * PAG-PREVIOUS (§2.1): previous is null on page 1, and on page n > 1 the address of page n - 1 of
 * the same list (page 1 without a page parameter), other parameters repeated. A link that loses
 * format=api is PAG-FORMAT-API's.
 */
import type { Rule } from '../common/types.js';
import { addressText } from './page-links.js';
import type { ListWalk } from './walk.js';

export function pagPrevious(walk: ListWalk): Rule {
  return {
    requirements: ['PAG-PREVIOUS'],
    document(doc, ctx) {
      const read = walk.read(doc);
      const view = read.kind === 'judged' ? read.view : undefined;
      if (!view || view.n === undefined) return;
      const { n, url } = view;
      const previous = view.page.previous;
      if (n > 1) ctx.check('PAG-PREVIOUS');
      if (n === 1) {
        if (previous !== null)
          ctx.report({ requirement: 'PAG-PREVIOUS', url, pointer: '/previous', message: 'previous on page 1 is not null', expected: null, actual: previous });
        return;
      }
      const { expected, diff } = view.previous!;
      let message: string | undefined;
      if (previous === null) message = `page ${n} has no previous`;
      else if (!diff) message = `previous on page ${n} is not a URL`;
      else if (diff.other.length > 0) message = `previous on page ${n} ${diff.other.join(', ')}`;
      if (message !== undefined) ctx.report({ requirement: 'PAG-PREVIOUS', url, pointer: '/previous', message, expected: addressText(expected), actual: previous });
    },
  };
}
