/**
 * MTH-WRITE-REFUSED (§1, opt-in --probe-writes): POST, PUT, PATCH and DELETE without credentials are
 * refused with 4xx. A 5xx is no refusal either: the server failed while handling a write it should
 * have turned away.
 */
import type { Rule } from '../common/types.js';
import type { TransportAnswers } from './answers.js';

export function mthWriteRefused(answers: TransportAnswers): Rule {
  return {
    requirements: ['MTH-WRITE-REFUSED'],
    exchange(answer, ctx) {
      if (answers.read(answer)?.role !== 'write') return;
      const { exchange } = answer;
      const s = exchange.status;
      ctx.check('MTH-WRITE-REFUSED');
      if (s >= 400 && s < 500) return;
      ctx.report({
        requirement: 'MTH-WRITE-REFUSED',
        url: exchange.request.url,
        method: exchange.request.method,
        pointer: '',
        code: s < 300 ? 'accepted' : s < 400 ? 'redirected' : 'server-error',
        args: { method: exchange.request.method, status: s },
        expected: '4xx',
        actual: s,
      });
    },
    finish(ctx) {
      if (ctx.options.mode === 'validate') ctx.notApplicable('MTH-WRITE-REFUSED', 'validate reads documents, not HTTP answers');
      else if (answers.writeProbes === 0) ctx.skip('MTH-WRITE-REFUSED', 'write probes are off (--probe-writes)');
    },
  };
}
