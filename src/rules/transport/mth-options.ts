/**
 * MTH-OPTIONS (§1): OPTIONS answers 2xx with the Allow of GET on every shown address. An address
 * whose GET fails is HTTP-STATUS-200's finding; OPTIONS there says nothing more.
 */
import type { Rule } from '../common/types.js';
import type { TransportAnswers } from './answers.js';
import { REQUIRED_ALLOW } from './headers.js';
import { methodProblems } from './method-probes.js';

export function mthOptions(answers: TransportAnswers): Rule {
  return {
    requirements: ['MTH-OPTIONS'],
    exchange(answer) {
      answers.read(answer);
    },
    finish(ctx) {
      if (ctx.options.mode === 'validate') return ctx.notApplicable('MTH-OPTIONS', 'validate reads documents, not HTTP answers');
      for (const p of answers.methodProbes) {
        if (p.method !== 'OPTIONS') continue;
        const get = answers.getOf(p.url);
        if (get !== undefined && get.status !== 200) continue;
        const problems = methodProblems(p, get);
        ctx.check('MTH-OPTIONS');
        if (problems.length === 0) continue;
        ctx.report({
          requirement: 'MTH-OPTIONS',
          url: p.url,
          method: p.method,
          pointer: '',
          code: 'not-like-get',
          args: { problems: problems.join('; ') },
          expected: { status: '2xx', allow: get?.allow ?? REQUIRED_ALLOW.join(', ') },
          actual: { status: p.status, allow: p.allow ?? null },
        });
      }
    },
  };
}
