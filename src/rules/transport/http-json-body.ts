/** HTTP-JSON-BODY (§1): the body of every GET answer with status 200 (or another 2xx that carries the resource) parses as JSON. */
import { carriesResource } from '../../base/status.js';
import type { Rule } from '../common/types.js';
import type { TransportAnswers } from './answers.js';

export function httpJsonBody(answers: TransportAnswers): Rule {
  return {
    requirements: ['HTTP-JSON-BODY'],
    exchange(answer, ctx) {
      const read = answers.read(answer);
      const { exchange } = answer;
      if (read?.role !== 'crawl' || read.pastTheEnd || !carriesResource(exchange.status)) return;
      ctx.check('HTTP-JSON-BODY');
      if (answer.jsonError !== undefined)
        ctx.report({
          requirement: 'HTTP-JSON-BODY',
          url: exchange.request.url,
          pointer: '',
          code: 'not-json',
          args: { reason: answer.jsonError },
          expected: 'a JSON document',
          actual: (exchange.body ?? '').slice(0, 80),
        });
    },
    finish(ctx) {
      if (ctx.options.mode === 'validate') ctx.notApplicable('HTTP-JSON-BODY', 'validate reads documents, not HTTP answers');
    },
  };
}
