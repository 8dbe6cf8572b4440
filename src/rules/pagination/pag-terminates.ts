/**
 * PAG-TERMINATES (§2.1, §8): following next ends — it stays on the base URL's origin as written,
 * never leads back to a page already fetched, and stops within the pages the first page's count
 * allows. Where it does not, the crawler stops following it.
 */
import type { Rule } from '../common/types.js';
import type { ListWalk } from './walk.js';

export function pagTerminates(walk: ListWalk): Rule {
  return {
    requirements: ['PAG-TERMINATES'],
    document(doc, ctx) {
      const read = walk.read(doc);
      const view = read.kind === 'judged' ? read.view : undefined;
      if (!view || view.page.next === null) return;
      ctx.check('PAG-TERMINATES');
      const { next, url, state } = view;
      const actual = view.page.next;
      const origin = walk.baseOrigin;
      let message: string;
      let expected: string | null;
      switch (next.kind) {
        case 'leaves':
          message = `next ${next.how}`;
          expected = `an address on ${origin}`;
          break;
        case 'respelled':
          message = `next ${next.how}: as written it leaves ${origin} (addresses are compared as text starting with the base URL, §1)`;
          expected = `an address starting with ${origin}/`;
          break;
        case 'revisits':
          message = 'next leads back to an address already fetched in this list: following next never ends';
          expected = 'an address not yet fetched';
          break;
        case 'followed':
          if (next.bound === undefined) return;
          message = `next is still not null after ${view.ordinal} pages, while count ${state.firstCount ?? '?'} at ${state.firstLength} per page allows at most ${next.bound}`;
          expected = null;
          break;
        default:
          return;
      }
      ctx.report({ requirement: 'PAG-TERMINATES', url, pointer: '/next', message, expected, actual });
    },
  };
}
