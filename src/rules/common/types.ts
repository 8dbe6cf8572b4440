/**
 * The contract between the rule engine and the rules.
 *
 * A rule holds the checks of one requirement (src/rules/<family>/<id>.ts). Its per-answer checks are
 * pure functions of the answer; what a cross-answer check needs (page facts, ids, counts) it keeps
 * as compact state, never whole bodies, and judges in `finish`. Rules do no I/O: where a
 * mismatch could come from data changing between requests (§2.2 rule 5), a rule asks for a
 * re-fetch with `ctx.recheck(url)` (or a re-walk of a list with `ctx.recheckList(url)`) and resolves the mismatch in `finish`, once the re-fetched
 * answers have come in with purpose `recheck`.
 */
import type { Exchange } from '../../generated/exchange.js';
import type { Finding } from '../../generated/report.js';
import type { ResourceKind, Target } from './target.js';
import { REQUIREMENTS, type FindingArgs, type RequirementId } from '../../catalogue/requirements.js';
import type { DriftLedger } from './drift.js';
import type { Nesting } from '../../base/json-depth.js';

export type { Exchange } from '../../generated/exchange.js';
export type { Finding } from '../../generated/report.js';
export type { ResourceKind, Target } from './target.js';

export type DocumentKind = ResourceKind | 'statistics-item';

export interface EngineOptions {
  /** Base URL of the deployment; every URL field but web, repo and license_url starts with it. */
  baseUrl: string;
  /** Where web pages (web_url, statistics url and translate_url) live, when not under baseUrl. */
  webBaseUrl?: string | undefined;
  /** Full page size of the component list (PAG-PAGE-SIZE); 20 unless the user sets another. */
  componentPageSize?: number | undefined;
  /** Full page size of statistics lists (§8): 20. */
  statisticsPageSize?: number;
  /** Per-requirement severity overrides (`--severity ID=warning`). */
  severity?: Partial<Record<RequirementId, 'error' | 'warning' | 'note'>> | undefined;
  /** `check` sees HTTP answers; `validate` only documents, so HTTP-level requirements do not apply. */
  mode?: 'check' | 'validate';
}

export type ResolvedOptions = { [K in Exclude<keyof EngineOptions, 'severity'>]-?: Exclude<EngineOptions[K], undefined> } & Pick<EngineOptions, 'severity'>;

/** One answer as families see it: the exchange, where it points, and its body parsed once. */
export interface Answer {
  exchange: Exchange;
  target: Target;
  /** Set when the body parsed as JSON. */
  json?: unknown;
  /** Set when a body was expected (GET with a body) but did not parse. */
  jsonError?: string;
  /** Set when the body nested past NESTING_MAX levels: how deep, and where `json` was cut (base/json-depth.ts). */
  nesting?: Nesting;
  /** Set when the body holds a string (or key) longer than KEPT_MAX: what rules keep of it is its kept form (base/kept.ts). */
  holdsLong?: true;
}

/** The documents that hold component records: a list page and an instance record. */
export const COMPONENT_DOCUMENTS: readonly DocumentKind[] = ['component-list', 'component'];

/** The documents that hold statistics items: a statistics list page and a lone item. */
export const STATISTICS_DOCUMENTS: readonly DocumentKind[] = ['statistics', 'statistics-item'];

/** A JSON document of a known kind: a whole answer (crawl) or a file (validate). */
export interface DocumentView {
  kind: DocumentKind;
  /** Address the document was fetched from (or the file name, for validate). */
  url: string;
  body: unknown;
  /** Where the address points, when the document came from an exchange. */
  target?: Target;
  /** Purpose of the exchange it came from (crawl when absent). */
  purpose?: Exchange['purpose'];
  /** Set when the document nested past NESTING_MAX levels: how deep, and where `body` was cut. */
  nesting?: Nesting;
  /** Set when the document holds a string (or key) longer than KEPT_MAX (see Answer). */
  holdsLong?: true;
}

/**
 * What a rule hands to `ctx.report`; the engine fills in the severity from the catalogue, and the
 * message from the requirement's template for `code`, filled from `args`. A finding reported while
 * an item is shown carries that item's key unless it names its own.
 */
export type FindingInput = Omit<Finding, 'severity' | 'requirement' | 'message' | 'code' | 'args'> & {
  requirement: RequirementId;
  /**
   * A rule may only lower the requirement's severity: `note` (observations such as Weblate's 0.1
   * clamp, drift) or `warning` (a server that failed before it answered); never above what
   * --severity or the catalogue set.
   */
  severity?: 'note' | 'warning';
  /** Kebab-case, one of the requirement's codes in the catalogue. */
  code: string;
  args?: FindingArgs;
};

export interface RuleContext {
  readonly options: ResolvedOptions;
  /** Records that requirement `id` was evaluated `n` more times (passed unless a finding says otherwise). */
  check(id: RequirementId, n?: number): void;
  report(finding: FindingInput): void;
  /** The requirement could not be evaluated, and why (shown as skipped). */
  skip(id: RequirementId, reason: string): void;
  /** The requirement does not apply to what was seen, and why (shown as not applicable). */
  notApplicable(id: RequirementId, reason: string): void;
  /** Asks the runner to fetch `url` again (GET, purpose recheck) before `finish`. */
  recheck(url: string): void;
  /** Asks the runner to walk the list again from `url` (page 1), following `next` (GET, purpose recheck). */
  recheckList(url: string): void;
}

/**
 * One item the engine hands to every rule: an element of a list page's `results` (a component
 * record or a statistics item), or a lone record or statistics item (an instance answer, a file).
 * The engine makes one per item and shows the same object to every rule, so facts derived from it
 * can be shared by identity.
 */
export interface ItemView {
  /** The document the item is in. */
  doc: DocumentView;
  /** Its index in `results`; undefined for a lone document. */
  index: number | undefined;
  /** Its JSON pointer in the document: `/results/<index>`, or '' for a lone document. */
  pointer: string;
  value: unknown;
}

/**
 * One rule: the checks of one requirement (or of a few that cannot be told apart without each
 * other), reported from here alone. The engine walks the answers once and shows each exchange,
 * document and item to every rule in order; a rule keeps compact facts, never bodies, and never
 * walks a document's items on its own.
 */
export interface Rule {
  /** Requirement IDs this rule reports. Every catalogue ID belongs to exactly one rule. */
  readonly requirements: readonly RequirementId[];
  /** Every exchange, at HTTP level (status, headers, methods). Not called by validate. */
  exchange?(answer: Answer, ctx: RuleContext): void;
  /** Every JSON document of a known kind (a list page, a component record, a statistics item in validate). */
  document?(doc: DocumentView, ctx: RuleContext): void;
  /** Every item of every document, after the document itself has been shown to every rule. */
  item?(item: ItemView, ctx: RuleContext): void;
  /**
   * The kinds of document whose items `item` judges; the engine shows it no item of another kind
   * (a statistics page holds most items of a crawl, and most rules have nothing to say of them).
   * Absent: every kind.
   */
  readonly itemKinds?: readonly DocumentKind[];
  /** After every exchange, rechecks included, has been seen. */
  finish?(ctx: RuleContext): void;
}

/** The rules of one family of the catalogue (one folder of src/rules/), in the order they are run. */
export interface RuleFamily {
  readonly name: string;
  /** Requirement IDs of its rules. */
  readonly requirements: readonly RequirementId[];
  readonly rules: readonly Rule[];
}

/** True for the purposes whose documents the content rules judge: the crawl itself (or a file). */
export function isCrawlDocument(purpose: string | undefined): boolean {
  return purpose === undefined || purpose === 'crawl';
}

/** What rules of different families share: the re-checks that may end in a drift note. */
export interface SharedFacts {
  drift: DriftLedger;
}

export type RuleFamilyFactory = (options: ResolvedOptions, shared: SharedFacts) => RuleFamily;

/** A family of rules, its requirement IDs read from the rules. */
export function family(name: string, rules: readonly Rule[]): RuleFamily {
  const ids = new Set<string>(rules.flatMap((r) => r.requirements));
  return { name, requirements: REQUIREMENTS.filter((r) => ids.has(r.id)).map((r) => r.id), rules };
}
