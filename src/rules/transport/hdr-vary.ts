/** HDR-VARY (§1): Vary includes Accept (or is *), since the answer depends on the Accept header. */
import type { Rule } from '../common/types.js';
import type { TransportAnswers } from './answers.js';
import { headerRule } from './header-rule.js';
import { varyIncludesAccept } from './headers.js';

export function hdrVary(answers: TransportAnswers): Rule {
  return headerRule('HDR-VARY', answers, (headers) => {
    if (varyIncludesAccept(headers.vary)) return undefined;
    return {
      ...(headers.vary === undefined ? { code: 'missing' } : { code: 'without-accept', args: { vary: headers.vary || 'empty' } }),
      expected: 'Accept',
      actual: headers.vary ?? null,
    };
  });
}
