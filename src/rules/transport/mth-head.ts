/**
 * MTH-HEAD (§1): HEAD answers like GET on every shown address — the same status, Content-Type and
 * Allow, and no body. Judged in finish: the GET of the same address may come before or after it.
 */
import type { Rule } from '../common/types.js';
import { JSON_TYPE, type TransportAnswers } from './answers.js';
import { REQUIRED_ALLOW } from './headers.js';
import { methodProblems } from './method-probes.js';

export function mthHead(answers: TransportAnswers): Rule {
  return {
    requirements: ['MTH-HEAD'],
    exchange(answer) {
      answers.read(answer);
    },
    finish(ctx) {
      if (ctx.options.mode === 'validate') return ctx.notApplicable('MTH-HEAD', 'validate reads documents, not HTTP answers');
      for (const p of answers.methodProbes) {
        if (p.method !== 'HEAD') continue;
        const get = answers.getOf(p.url);
        const problems = methodProblems(p, get);
        ctx.check('MTH-HEAD');
        if (problems.length === 0) continue;
        ctx.report({
          requirement: 'MTH-HEAD',
          url: p.url,
          method: p.method,
          pointer: '',
          code: 'not-like-get',
          args: { problems: problems.join('; ') },
          expected: { status: get?.status ?? 200, allow: get?.allow ?? REQUIRED_ALLOW.join(', '), contentType: get?.contentType || JSON_TYPE, body: '' },
          actual: { status: p.status, allow: p.allow ?? null, contentType: p.contentType || null, bodyLength: p.bodyLength },
        });
      }
    },
  };
}
