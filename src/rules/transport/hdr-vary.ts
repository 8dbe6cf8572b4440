/** HDR-VARY (§1): Vary includes Accept (or is *), since the answer depends on the Accept header. */
import type { Rule } from '../common/types.js';
import type { TransportAnswers } from './answers.js';
import { headerRule } from './header-rule.js';
import { varyIncludesAccept } from './headers.js';

export function hdrVary(answers: TransportAnswers): Rule {
  return headerRule('HDR-VARY', answers, 'vary', (vary) => {
    if (varyIncludesAccept(vary)) return undefined;
    return {
      ...(vary === undefined ? { code: 'missing' } : { code: 'without-accept', args: { vary: vary || 'empty' } }),
      expected: 'Accept',
      actual: vary ?? null,
    };
  });
}
