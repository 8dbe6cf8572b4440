/** HDR-ALLOW (§1): Allow names exactly GET, HEAD, OPTIONS, in any order (method names are case-sensitive). */
import type { Rule } from '../common/types.js';
import type { TransportAnswers } from './answers.js';
import { headerRule } from './header-rule.js';
import { allowIsRequired, REQUIRED_ALLOW, sameMethods } from './headers.js';

export function hdrAllow(answers: TransportAnswers): Rule {
  return headerRule('HDR-ALLOW', answers, 'allow', (allow) => {
    if (allowIsRequired(allow)) return undefined;
    return {
      ...(allow === undefined
        ? { code: 'missing' }
        : {
            code: sameMethods(allow.toUpperCase(), REQUIRED_ALLOW.join(', ')) ? 'wrong-case' : 'wrong-methods',
            args: { allow: allow || 'nothing' },
          }),
      expected: REQUIRED_ALLOW.join(', '),
      actual: allow ?? null,
    };
  });
}
