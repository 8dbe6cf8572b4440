/**
 * PAG-TERMINATES (§2.1, §8): following next ends — it stays on the base URL's origin as written,
 * never leads back to a page already fetched, and stops within the pages the first page's count
 * allows. Where it does not, the crawler stops following it.
 */
import type { FindingInput, Rule } from '../common/types.js';
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
      let found: Pick<FindingInput, 'code' | 'args'>;
      let expected: string | null;
      switch (next.kind) {
        case 'leaves':
          found = next.from !== undefined ? { code: 'switches-scheme', args: { from: next.from, to: next.to! } } : { code: 'leaves-origin', args: { origin } };
          expected = `an address on ${origin}`;
          break;
        case 'respelled':
          found = { code: 'respelled', args: { how: next.how, origin } };
          expected = `an address starting with ${origin}/`;
          break;
        case 'revisits':
          found = { code: 'revisits' };
          expected = 'an address not yet fetched';
          break;
        case 'followed':
          if (next.bound === undefined) return;
          found = { code: 'never-ends', args: { pages: view.ordinal, count: state.firstCount ?? '?', perPage: state.firstLength, bound: next.bound } };
          expected = null;
          break;
        default:
          return;
      }
      ctx.report({ requirement: 'PAG-TERMINATES', url, pointer: '/next', ...found, expected, actual });
    },
  };
}
