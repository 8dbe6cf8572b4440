/**
 * PAG-PAGE-SIZE (§4.3, §8): every page but the last holds the full page size, the last holds the
 * remainder. A deployment that pages by another size does so on every list: one finding per kind of
 * list and observed size, naming how many lists share it, not one per list.
 */
import { FindingGroups } from '../common/grouped.js';
import type { FindingArgs } from '../../catalogue/requirements.js';
import { ENDPOINTS } from '../common/target.js';
import type { Rule } from '../common/types.js';
import type { ListWalk } from './walk.js';

export function pagPageSize(walk: ListWalk): Rule {
  /** Departures by kind of list and observed size: reported once each, in finish. */
  const sizeGroups = new FindingGroups();
  return {
    requirements: ['PAG-PAGE-SIZE'],
    document(doc, ctx) {
      const read = walk.read(doc);
      const view = read.kind === 'judged' ? read.view : undefined;
      if (!view) return;
      const { state, page, n, url } = view;
      // A next that leaves, revisits or never ends is PAG-TERMINATES' (or PAG-NEXT's) one finding:
      // whether this page is full or the last is then unknowable, so its size is not judged.
      if (view.emptyTail || (view.stops && page.next !== null)) return;
      if (state.sizeReported) return;
      const size = walk.pageSize(state.kind);
      const len = page.results.length;
      const last = page.next === null;
      // A page that must be full, or the last page of several: a one-page list has no page size to show.
      if (!last || (n ?? 1) > 1) ctx.check('PAG-PAGE-SIZE');
      if (last ? len <= size : len === size) return;
      state.sizeReported = true;
      // Typed here, so that each branch is held to FindingArgs rather than the two uniting into one shape.
      const args: FindingArgs = last ? { items: len, size } : { page: n ?? '?', items: len, size };
      sizeGroups.add(
        `${state.kind}\u0000${len}\u0000${last}`,
        url,
        () => ({
          requirement: 'PAG-PAGE-SIZE',
          url,
          pointer: '/results',
          code: last ? 'last-page-over' : 'page-not-full',
          args,
          expected: size,
          actual: len,
        }),
        ENDPOINTS[state.kind],
      );
    },
    finish(ctx) {
      sizeGroups.report(ctx, 'lists');
    },
  };
}
