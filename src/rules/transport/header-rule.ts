/**
 * What the three header requirements (HDR-CONTENT-TYPE, HDR-ALLOW, HDR-VARY) share: which answers
 * they judge — the crawl's GET answers with status 200 and format=api answers that came as JSON —
 * and the grouping of their departures, once per endpoint kind and value with the number of
 * answers that share it, so a server-wide header fault is one finding rather than thousands.
 */
import { FindingGroups } from '../common/grouped.js';
import type { Answer, FindingInput, ResourceKind, Rule, RuleContext } from '../common/types.js';
import type { RequirementId } from '../../catalogue/requirements.js';
import type { TransportAnswers } from './answers.js';

/** A header departure of one answer, without its address; undefined when the answer passes. */
export type HeaderJudgement = (headers: Record<string, string | undefined>) => Omit<FindingInput, 'url' | 'pointer' | 'requirement'> | undefined;

export function headerRule(id: RequirementId, answers: TransportAnswers, judge: HeaderJudgement): Rule {
  const groups = new FindingGroups();
  function judged(answer: Answer): ResourceKind | undefined {
    const read = answers.read(answer);
    const { status } = answer.exchange;
    if (read?.role === 'crawl' && !read.pastTheEnd && status === 200) return read.kind;
    if (read?.role === 'format-api' && status === 200 && answer.json !== undefined) return read.kind;
    return undefined;
  }
  return {
    requirements: [id],
    exchange(answer, ctx: RuleContext) {
      const kind = judged(answer);
      if (kind === undefined) return;
      ctx.check(id);
      const departure = judge(answer.exchange.headers);
      if (!departure) return;
      const url = answer.exchange.request.url;
      const key = `${id}\u0000${kind}\u0000${JSON.stringify(departure.actual ?? null)}`;
      groups.add(key, url, () => ({ requirement: id, ...departure, url, pointer: '' }));
    },
    finish(ctx) {
      if (ctx.options.mode === 'validate') ctx.notApplicable(id, 'validate reads documents, not HTTP answers');
      else groups.report(ctx, 'answers');
    },
  };
}
