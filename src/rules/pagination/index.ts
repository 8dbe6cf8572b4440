/**
 * Pagination family (§2.1, §4.3, §8): the envelope of list pages, and what the pages of one list
 * must agree on — count, next/previous links, page sizes, unique items, a chain that ends, and
 * `format=api`. One rule per requirement (pag-<name>.ts), all reading the one walk of the lists
 * (walk.ts). In validate mode documents carry no address, so only PAG-ENVELOPE applies.
 */
import { family, type RuleFamilyFactory } from '../common/types.js';
import { pagCount, CountRechecks } from './pag-count.js';
import { pagEnvelope } from './pag-envelope.js';
import { pagFormatApi } from './pag-format-api.js';
import { pagNext } from './pag-next.js';
import { pagPageSize } from './pag-page-size.js';
import { pagPrevious } from './pag-previous.js';
import { pagTerminates } from './pag-terminates.js';
import { pagUnique } from './pag-unique.js';
import { ListWalk } from './walk.js';

export const paginationFamily: RuleFamilyFactory = (options, shared) => {
  const walk = new ListWalk(options);
  const counts = new CountRechecks();
  return family('pagination', [
    pagEnvelope(walk),
    // PAG-COUNT before PAG-NEXT in the catalogue, after it here: PAG-NEXT's finish decides which
    // full-page mismatches are its own before PAG-COUNT judges the rest.
    pagNext(walk, counts),
    pagPrevious(walk),
    pagPageSize(walk),
    pagUnique(walk),
    pagTerminates(walk),
    pagFormatApi(walk),
    pagCount(walk, counts, shared.drift),
  ]);
};
