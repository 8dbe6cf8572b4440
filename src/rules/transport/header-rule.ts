/**
 * What the three header requirements (HDR-CONTENT-TYPE, HDR-ALLOW, HDR-VARY) share: which answers
 * they judge — every answer with status 200 to a GET or a HEAD: the crawl's GETs, format=api answers
 * that came as JSON, re-fetches, and HEAD answers (RFC 9110 §9.3.2: the header fields of the GET) —
 * and the grouping of their departures, once per endpoint kind, method and value with the number of
 * answers that share it, so a server-wide header fault is one finding rather than thousands.
 */
import { carriesResource } from '../../base/status.js';
import { FindingGroups } from '../common/grouped.js';
import { ENDPOINTS } from '../common/target.js';
import type { Answer, FindingInput, ResourceKind, Rule, RuleContext } from '../common/types.js';
import type { RequirementId } from '../../catalogue/requirements.js';
import type { TransportAnswers } from './answers.js';

/** The departure of one value of the header (undefined when absent), without its address; undefined when it passes. */
export type HeaderJudgement = (value: string | undefined) => Omit<FindingInput, 'url' | 'pointer' | 'requirement'> | undefined;

type Departure = ReturnType<HeaderJudgement>;

/** Distinct header values judged and kept: a server sends the same few values on every answer. */
const JUDGED_MAX = 256;

export function headerRule(id: RequirementId, answers: TransportAnswers, header: 'content-type' | 'allow' | 'vary', judge: HeaderJudgement): Rule {
  const groups = new FindingGroups();
  const judged = new Map<string | undefined, Departure>();
  /** The judgement of a value, made once per distinct value (judgements are pure). */
  function departureOf(value: string | undefined): Departure {
    if (judged.has(value)) return judged.get(value);
    const d = judge(value);
    if (judged.size >= JUDGED_MAX) judged.clear();
    judged.set(value, d);
    return d;
  }
  function judgedKind(answer: Answer): ResourceKind | undefined {
    const read = answers.read(answer);
    const { status, request } = answer.exchange;
    if (!carriesResource(status) || read === undefined) return undefined;
    if (read.role === 'crawl' || read.role === 'recheck') return read.kind;
    if (read.role === 'format-api' && answer.json !== undefined) return read.kind;
    if (read.role === 'method' && request.method === 'HEAD') return read.kind;
    return undefined;
  }
  return {
    requirements: [id],
    exchange(answer, ctx: RuleContext) {
      const kind = judgedKind(answer);
      if (kind === undefined) return;
      ctx.check(id);
      const departure = departureOf(answer.exchange.headers[header]);
      if (!departure) return;
      const url = answer.exchange.request.url;
      const method = answer.exchange.request.method;
      const key = `${id}\u0000${kind}\u0000${method}\u0000${JSON.stringify(departure.actual ?? null)}`;
      groups.add(key, url, () => ({ requirement: id, ...departure, url, ...(method === 'HEAD' ? { method } : {}), pointer: '' }), ENDPOINTS[kind]);
    },
    finish(ctx) {
      if (ctx.options.mode === 'validate') ctx.notApplicable(id, 'validate reads documents, not HTTP answers');
      else groups.report(ctx, 'answers');
    },
  };
}
