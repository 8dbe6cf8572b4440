/**
 * HTTP-STATUS-200 (§5): each address the crawl was given answers GET with 200 and no credentials;
 * a redirect the kit followed from such an address is one finding per address (§1 shows only 200
 * answers). Which answers are judged: see answers.ts.
 */
import type { Rule } from '../common/types.js';
import type { TransportAnswers } from './answers.js';

export function httpStatus200(answers: TransportAnswers): Rule {
  /** Addresses whose redirect has been reported (one finding per address). */
  const redirected = new Set<string>();
  return {
    requirements: ['HTTP-STATUS-200'],
    exchange(answer, ctx) {
      const read = answers.read(answer);
      const { exchange } = answer;
      const url = exchange.request.url;
      if (read?.role === 'hop') {
        // The first hop is the address the crawl asked for; later hops are where the server sent it.
        const purpose = exchange.purpose ?? 'crawl';
        if (exchange.request.method !== 'GET' || exchange.hop !== 0 || (purpose !== 'crawl' && purpose !== 'format-api')) return;
        ctx.check('HTTP-STATUS-200');
        if (redirected.has(url)) return;
        redirected.add(url);
        ctx.report({
          requirement: 'HTTP-STATUS-200',
          url,
          pointer: '',
          code: 'redirect',
          args: { status: exchange.status, location: exchange.redirectedTo ?? null },
          expected: 200,
          actual: exchange.status,
        });
        return;
      }
      // A page past the end reached by following next is an address the API gave, answering 4xx.
      if (read?.role !== 'crawl') return;
      ctx.check('HTTP-STATUS-200');
      if (exchange.status !== 200)
        ctx.report({
          requirement: 'HTTP-STATUS-200',
          url,
          pointer: '',
          code: 'not-200',
          args: { status: exchange.status },
          expected: 200,
          actual: exchange.status,
        });
    },
    finish(ctx) {
      if (ctx.options.mode === 'validate') ctx.notApplicable('HTTP-STATUS-200', 'validate reads documents, not HTTP answers');
    },
  };
}
