/** CMP-LANGUAGE-REGEX (§2.3): language_regex and a non-empty variant_regex compile as regular expressions. */
import { pointer } from '../common/pointer.js';
import { COMPONENT_DOCUMENTS, type Rule } from '../common/types.js';
import { compilePythonRegex } from './language-regex.js';
import type { ComponentRecords } from './records.js';

export function cmpLanguageRegex(records: ComponentRecords): Rule {
  return {
    requirements: ['CMP-LANGUAGE-REGEX'],
    itemKinds: COMPONENT_DOCUMENTS,
    item(item, ctx) {
      const r = records.read(item);
      const rec = r?.value;
      if (!r || rec === undefined) return;
      for (const f of ['language_regex', 'variant_regex'] as const) {
        const src = rec[f];
        if (typeof src !== 'string' || (f === 'variant_regex' && src === '')) continue;
        ctx.check('CMP-LANGUAGE-REGEX');
        const verdict = compilePythonRegex(src);
        if (!verdict.ok)
          ctx.report({
            requirement: 'CMP-LANGUAGE-REGEX',
            url: r.url,
            pointer: pointer(r.pointer, f),
            code: 'does-not-compile',
            args: { field: f, error: String(verdict.error) },
            expected: 'a regular expression',
            actual: src,
          });
      }
    },
  };
}
