/** HDR-CONTENT-TYPE (§1): the Content-Type media type of every shown answer is application/json. */
import type { Rule } from '../common/types.js';
import { JSON_TYPE, type TransportAnswers } from './answers.js';
import { headerRule } from './header-rule.js';
import { mediaType } from './headers.js';

export function hdrContentType(answers: TransportAnswers): Rule {
  return headerRule('HDR-CONTENT-TYPE', answers, 'content-type', (contentType) => {
    const type = mediaType(contentType);
    if (type === JSON_TYPE) return undefined;
    return {
      ...(contentType === undefined ? { code: 'missing' } : { code: 'not-json', args: { type: type || 'empty' } }),
      expected: JSON_TYPE,
      actual: contentType ?? null,
    };
  });
}
