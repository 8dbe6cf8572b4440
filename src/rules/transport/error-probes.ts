/**
 * What the error requirements (ERR-NOT-FOUND, ERR-BAD-PAGE; opt-in --probe-errors) share: which of
 * them an error probe is for, and how its answer departs. §7 asks 4xx for an unknown project or
 * component and for a bad page number; a 5xx is the server failing, anything else no error at all.
 */
import type { RequirementId } from '../../catalogue/requirements.js';
import type { Answer, Rule } from '../common/types.js';
import type { TransportAnswers } from './answers.js';

/** The requirement an error probe is judged under, or undefined when it is not judged. */
function probeOf(answer: Answer, answers: TransportAnswers): RequirementId | undefined {
  if (answers.read(answer)?.role !== 'probe-error') return undefined;
  let badPage: boolean;
  try {
    badPage = new URL(answer.exchange.request.url).searchParams.has('page');
  } catch {
    badPage = false;
  }
  // A probe meant past the last page that the list's own count says exists is no bad page.
  const last = answers.lastPageOf(answer.target.listKey);
  const page = answer.target.page;
  if (badPage && page !== undefined && page >= 1 && last !== undefined && page <= last) return undefined;
  return badPage ? 'ERR-BAD-PAGE' : 'ERR-NOT-FOUND';
}

export function errorProbeRule(id: 'ERR-NOT-FOUND' | 'ERR-BAD-PAGE', answers: TransportAnswers): Rule {
  return {
    requirements: [id],
    exchange(answer, ctx) {
      if (probeOf(answer, answers) !== id) return;
      ctx.check(id);
      const s = answer.exchange.status;
      if (s >= 400 && s < 500) return;
      ctx.report({
        requirement: id,
        url: answer.exchange.request.url,
        pointer: '',
        code: s >= 500 ? 'server-error' : 'not-4xx',
        args: { status: s },
        expected: 404,
        actual: s,
      });
    },
    finish(ctx) {
      if (ctx.options.mode === 'validate') ctx.notApplicable(id, 'validate reads documents, not HTTP answers');
      else if (answers.errorProbes === 0) ctx.skip(id, 'error probes are off (--probe-errors)');
    },
  };
}
