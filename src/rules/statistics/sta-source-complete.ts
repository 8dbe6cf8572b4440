/**
 * STA-SOURCE-COMPLETE (§2.2 rule 3): the source-language item of a list is wholly translated. The
 * source language is the component's, from its record; without one, the first item of page 1
 * stands for it (STA-SOURCE-FIRST).
 */
import { pointer } from '../common/pointer.js';
import type { Rule, RuleContext } from '../common/types.js';
import { sourceFacts, type SourceFacts, type StatisticsItems } from './items.js';
import { percentText } from './percent.js';

function judgeSource(f: SourceFacts, ctx: RuleContext): void {
  ctx.check('STA-SOURCE-COMPLETE');
  if (f.translated !== undefined && f.total !== undefined && f.translated !== f.total)
    ctx.report({
      requirement: 'STA-SOURCE-COMPLETE',
      ...(f.key !== undefined ? { key: f.key } : {}),
      url: f.url,
      pointer: pointer(f.pointer, 'translated'),
      code: 'translated-not-total',
      args: { code: f.code, translated: f.translated, total: f.total },
      expected: f.total,
      actual: f.translated,
    });
  if (f.translatedPercent !== undefined && f.translatedPercent !== 100)
    ctx.report({
      requirement: 'STA-SOURCE-COMPLETE',
      ...(f.key !== undefined ? { key: f.key } : {}),
      url: f.url,
      pointer: pointer(f.pointer, 'translated_percent'),
      code: 'percent-not-100',
      args: { code: f.code, value: percentText(f.translatedPercent) },
      expected: 100,
      actual: f.translatedPercent,
    });
}

export function staSourceComplete(items: StatisticsItems): Rule {
  return {
    requirements: ['STA-SOURCE-COMPLETE'],
    item(item, ctx) {
      const s = items.read(item);
      if (!s?.object || s.code === undefined || !s.list) return;
      const l = s.list;
      if (l.sourceJudged) return;
      const source = items.sourceOf(l);
      if (source !== undefined && s.code === source) {
        l.sourceJudged = true;
        judgeSource(sourceFacts(s, s.code), ctx);
      }
    },
    finish(ctx) {
      // Where no item with the source code was met, the first item of page 1 is judged, if it is the source's or none is known.
      for (const l of items.lists.values()) {
        const first = l.sourceJudged ? undefined : items.firstOf(l);
        if (!first) continue;
        const source = items.sourceOf(l);
        if (source === undefined || first.code === source) judgeSource(first, ctx);
      }
    },
  };
}
