/**
 * HTTP-STATUS-200 (§5): each address the crawl was given answers GET with 200 and no credentials;
 * a redirect the kit followed from such an address is one finding per address (§1 shows only 200
 * answers). Which answers are judged: see answers.ts.
 *
 * A server that failed before it answered is unreliable, whatever the answer that stands: every
 * answer the kit got only by sending the request again after a server error is a warning
 * (`transient`), with the statuses of the failed attempts and the attempt that answered, for any
 * request of the run (HEAD, OPTIONS, probes and re-fetches too). Server errors are the 5xx statuses
 * but 503: a 503, like a 429, is how a server or a proxy in front of it says "slow down" (nginx's
 * limit_req) or "down for maintenance", an operating condition the pacer answers, never a fault. An
 * attempt that got no answer at all (a broken connection, a timeout) is not one either: the network
 * between may have failed. A last answer that is itself a server error is `not-200`, not transient.
 */
import type { EarlierAttempt, Exchange } from '../../generated/exchange.js';
import type { Rule } from '../common/types.js';
import type { TransportAnswers } from './answers.js';

/** Whether an earlier attempt's status is the server's failure (5xx but 503), not a condition. */
export function serverFailed(attempt: EarlierAttempt): boolean {
  return attempt.status >= 500 && attempt.status <= 599 && attempt.status !== 503;
}

/** The server errors an answer came after, when it came after any and is not one itself. */
function transientFailures(exchange: Exchange): EarlierAttempt[] | undefined {
  if (exchange.earlierAttempts === undefined || exchange.error !== undefined || exchange.status === 0 || exchange.status >= 500) return undefined;
  const failed = exchange.earlierAttempts.filter(serverFailed);
  return failed.length > 0 ? failed : undefined;
}

export function httpStatus200(answers: TransportAnswers): Rule {
  /** Addresses whose redirect has been reported (one finding per address). */
  const redirected = new Set<string>();
  return {
    requirements: ['HTTP-STATUS-200'],
    exchange(answer, ctx) {
      const read = answers.read(answer);
      const { exchange } = answer;
      const url = exchange.request.url;
      const failed = transientFailures(exchange);
      if (failed)
        ctx.report({
          requirement: 'HTTP-STATUS-200',
          url,
          ...(exchange.request.method !== 'GET' ? { method: exchange.request.method } : {}),
          pointer: '',
          code: 'transient',
          severity: 'warning',
          args: { status: failed.map((a) => a.status).join(', '), final: exchange.status, attempt: exchange.earlierAttempts!.length + 1 },
          expected: `${exchange.status} at the first attempt`,
          actual: failed[0]!.status,
        });
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
