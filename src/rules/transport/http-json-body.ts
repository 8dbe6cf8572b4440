/**
 * HTTP-JSON-BODY (§1): the body of every GET answer with status 200 (or another 2xx that carries the
 * resource) parses as JSON, and nests no deeper than common readers accept (NESTING_MAX; the engine
 * cuts what lies deeper). validate has no HTTP answers: there, a document nested too deep is the one
 * thing it judges.
 */
import { NESTING_MAX, type Nesting } from '../../base/json-depth.js';
import { copyOf } from '../../base/kept.js';
import { carriesResource } from '../../base/status.js';
import type { FindingInput, Rule } from '../common/types.js';
import type { TransportAnswers } from './answers.js';

function tooDeep(url: string, nesting: Nesting): FindingInput {
  return {
    requirement: 'HTTP-JSON-BODY',
    url,
    pointer: nesting.pointer,
    code: 'too-deep',
    args: { depth: nesting.depth, limit: NESTING_MAX },
    expected: `at most ${NESTING_MAX} levels of nesting`,
    actual: `${nesting.depth} levels`,
  };
}

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
          // A copy: a slice would keep the whole body alive for as long as the finding is kept.
          actual: copyOf((exchange.body ?? '').slice(0, 80)),
        });
      if (answer.nesting) ctx.report(tooDeep(exchange.request.url, answer.nesting));
    },
    document(doc, ctx) {
      if (ctx.options.mode !== 'validate' || !doc.nesting) return;
      ctx.check('HTTP-JSON-BODY');
      ctx.report(tooDeep(doc.url, doc.nesting));
    },
    finish(ctx) {
      if (ctx.options.mode === 'validate') ctx.notApplicable('HTTP-JSON-BODY', 'validate reads documents, not HTTP answers');
    },
  };
}
