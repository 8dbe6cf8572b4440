/** HDR-ALLOW (§1): Allow names exactly GET, HEAD, OPTIONS, in any order (method names are case-sensitive). */
import type { Rule } from '../common/types.js';
import type { TransportAnswers } from './answers.js';
import { headerRule } from './header-rule.js';
import { allowIsRequired, REQUIRED_ALLOW, sameMethods } from './headers.js';

export function hdrAllow(answers: TransportAnswers): Rule {
  return headerRule('HDR-ALLOW', answers, (headers) => {
    if (allowIsRequired(headers.allow)) return undefined;
    return {
      ...(headers.allow === undefined
        ? { code: 'missing' }
        : {
            code: sameMethods(headers.allow.toUpperCase(), REQUIRED_ALLOW.join(', ')) ? 'wrong-case' : 'wrong-methods',
            args: { allow: headers.allow || 'nothing' },
          }),
      expected: REQUIRED_ALLOW.join(', '),
      actual: headers.allow ?? null,
    };
  });
}
