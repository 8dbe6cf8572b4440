/* Generated from schemas/report.schema.json by scripts/generate-types.mjs. Do not edit by hand. */

/**
 * The run in one word, in step with exitCode: pass (0), fail (1: findings at or above --fail-on, or nothing checked), error (2: the kit could not do its job), incomplete (130/143: stopped by SIGINT/SIGTERM; what was seen up to then).
 */
export type Verdict = 'pass' | 'fail' | 'error' | 'incomplete';
/**
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "severity".
 */
export type FindingSeverity = 'error' | 'warning' | 'note';
export type RequirementStatus = 'passed' | 'failed' | 'skipped' | 'not-applicable';

/**
 * The outcome of one stringent run (check, validate or self-test), as written by the json reporter. Findings are plain data; every human-readable word lives in the reporters.
 */
export interface Report {
  tool: {
    name: 'stringent';
    version: string;
  };
  /**
   * What was checked: a base URL (check) or the files read (validate).
   */
  target: {
    baseUrl?: string;
    files?: string[];
    /**
     * Whether a token was sent (the token itself is never written anywhere).
     */
    authenticated?: boolean;
    /**
     * Extra request headers the run sent to the base URL's origin (--header), for the reproducers. A header whose name looks like a credential has no value here: its curl line reads it from $STRINGENT_HEADER_<NAME>, as the token is read from $STRINGENT_TOKEN.
     */
    headers?: RequestHeader[];
    /**
     * Present when TLS certificates were not verified (--insecure).
     */
    insecure?: true;
  };
  verdict: Verdict;
  /**
   * The exit status the run ended with.
   */
  exitCode: number;
  /**
   * Lowest finding severity that made the exit status 1 (--fail-on).
   */
  failOn?: 'error' | 'warning' | 'never';
  /**
   * --max-warnings: more warnings than this (with a baseline, new ones) made the exit status 1.
   */
  maxWarnings?: number;
  /**
   * The signal that stopped the run early.
   */
  interrupted?: 'SIGINT' | 'SIGTERM';
  startedAt?: string;
  durationMs?: number;
  /**
   * HTTP requests the kit sent (in this run: a resumed run does not count what the recording held).
   */
  requests?: number;
  /**
   * Of requests: those of the HEAD body probes (two per HEAD, on a fresh connection, to see the bytes after a HEAD answer); they are not in a recording.
   */
  probes?: number;
  /**
   * check --resume: answers taken from the recording instead of being requested again.
   */
  reused?: number;
  /**
   * Answers that began with an unasked-for 100 Continue, which the kit's HTTP client (undici) refuses: each was requested again over node:http, which skips 1xx answers as RFC 9110 §15.2 asks.
   */
  interimFallbacks?: number;
  /**
   * check: the server's rate limit as the run met it. Throttling is an operating condition, never a finding.
   */
  pacing?: {
    /**
     * The limit the server declared (X-RateLimit-Limit, RateLimit-Policy), or the pace set with --rate-limit.
     */
    declaredLimit?: string;
    /**
     * Answers 429 (each was waited out and sent again, or stopped the run).
     */
    throttled: number;
    /**
     * Answers 502, 503 or 504 (sent again, or the run stopped with E_UNAVAILABLE).
     */
    unavailable: number;
    /**
     * Milliseconds requests waited for the server's limit, a Retry-After or a backoff.
     */
    waitedMs: number;
    /**
     * Set when 429 or 503 answers declared no limit (no Retry-After, no rate-limit field): the pace the kit found for it by slowing down and speeding up again, in requests a second (the pace in force when the run ended).
     */
    foundPerSecond?: number;
    /**
     * With foundPerSecond: the lowest pace the kit would go to (--min-rate).
     */
    minRate?: string;
  };
  /**
   * check: the target looks like a product a shipped profile is made for, and every finding that fails the run is a departure that profile accepts. Said, never applied: the verdict stays the document's.
   */
  suggestion?: {
    /**
     * The shipped profile to run with (--profile NAME).
     */
    profile: string;
    /**
     * The product the target looks like.
     */
    product: string;
    /**
     * What made the target look like the product, one line each.
     *
     * @minItems 2
     */
    evidence: [string, string, ...string[]];
    /**
     * What the profile would change: per requirement, how many findings it would make notes, and why it accepts them.
     *
     * @minItems 1
     */
    changes: [
      {
        requirement: string;
        findings: number;
        because: string;
      },
      ...{
        requirement: string;
        findings: number;
        because: string;
      }[]
    ];
  };
  /**
   * check --resume: the runs whose answers this report judges, this one included (a run spanning several windows of time; the deployment may have changed between them, and counts that moved are re-fetched before they are blamed).
   */
  windows?: number;
  summary: ReportSummary;
  requirements: RequirementOutcome[];
  findings: Finding[];
  /**
   * The kit's own failures during the run (requests that got no usable answer after retries, budget spent). Any entry makes the exit status 2.
   */
  kitErrors: KitErrorRecord[];
  /**
   * False when the run stopped early or sampled (budget, --max-components, kit errors): passed requirements then speak only of what was seen.
   */
  complete?: boolean;
  /**
   * Findings counted in summary and requirements but not listed: each group (see groups) lists its first examplesPerGroup findings in report order.
   */
  findingsOmitted?: number;
  /**
   * Findings listed per group (see findingsOmitted).
   */
  examplesPerGroup?: number;
  /**
   * Set with --baseline: findings compared with a baseline (check --write-baseline) or an earlier JSON report by identity (requirement, code, method, address relative to the base URL, item key, pointer, identifying args). Only new findings decide the exit status.
   */
  baseline?: {
    file: string;
    new: number;
    unchanged: number;
    gone: number;
    /**
     * New findings at severity error.
     */
    newErrors: number;
    /**
     * New findings at severity warning.
     */
    newWarnings: number;
    /**
     * Findings the baseline (a JSON report) counted but did not list: they cannot be matched, so as many current findings may show as new. A baseline written by check --write-baseline holds every finding.
     */
    unmatchable?: number;
    /**
     * Baseline findings no finding of this run matched, counted per requirement ID.
     */
    goneByRequirement?: {
      [k: string]: number | undefined;
    };
  };
  /**
   * Every group of findings (requirement, severity, code and identifying args; for findings without a code, the message with its numbers written #) with its exact count, in report order of its first finding.
   */
  groups?: FindingGroupCount[];
}
export interface RequestHeader {
  name: string;
  value?: string;
}
/**
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "summary".
 */
export interface ReportSummary {
  passed: number;
  failed: number;
  skipped: number;
  notApplicable: number;
  errors: number;
  warnings: number;
  notes: number;
  /**
   * Components whose records were checked.
   */
  components?: number;
  /**
   * Statistics lists walked to their end.
   */
  statisticsLists?: number;
}
/**
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "requirementOutcome".
 */
export interface RequirementOutcome {
  id: string;
  class: 'core' | 'recommended';
  severity: FindingSeverity;
  /**
   * Where the severity (or off) was set when it is not the catalogue's: --severity, STRINGENT_SEVERITY, the configuration file (its path), or profile NAME.
   */
  severitySetBy?: string;
  section: string;
  title: string;
  status: RequirementStatus;
  /**
   * Why the requirement was skipped or not applicable.
   */
  reason?: string;
  /**
   * How many times the rule was evaluated.
   */
  checks: number;
  /**
   * On how many answers (HTTP answers, documents, or re-walked lists judged at the end) the rule was evaluated. 0 with status not-applicable: the deployment never offered what the requirement needs (see reason).
   */
  checked?: number;
  /**
   * Findings at any severity.
   */
  findings: number;
}
/**
 * One departure from the API (or, at severity note, an observation) traced to one requirement.
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "finding".
 */
export interface Finding {
  /**
   * Requirement ID from the catalogue.
   */
  requirement: string;
  severity: FindingSeverity;
  /**
   * Address of the answer the finding is about (or the file, for validate).
   */
  url: string;
  /**
   * HTTP method of the request; GET when absent.
   */
  method?: string;
  /**
   * JSON pointer (RFC 6901) into the answer body; empty for the whole answer.
   */
  pointer: string;
  /**
   * The finding in words, rendered from code and args by the requirement's message template.
   */
  message: string;
  /**
   * What kind of departure from the requirement this is: stable, unique within the requirement (stringent rules ID lists them).
   */
  code?: string;
  /**
   * The values the message is made from.
   */
  args?: {
    [k: string]: string | number | boolean | null | undefined;
  };
  /**
   * The resource's own key when the finding is about a list item or a record: project/component for a component, project/component/language_code for a translation's statistics item.
   */
  key?: string;
  region?: BodyRegion;
  /**
   * For a finding that stands for every answer of one endpoint departing the same way (a header missing on every component), or that is about an address the kit chose among many of one endpoint (HEAD and OPTIONS on one address of each kind, a write probe, the list walked with format=api or probed with bad pages): that endpoint relative to the base URL, e.g. api/components/{project}/{component}/ (with the probe's query). Its identity holds the endpoint in place of the address chosen.
   */
  scope?: string;
  /**
   * What the API document asks for at the pointer.
   */
  expected?: unknown;
  /**
   * What the answer holds at the pointer.
   */
  actual?: unknown;
  /**
   * Other addresses involved (e.g. the list page and the instance of one component).
   */
  related?: string[];
  /**
   * Other addresses involved that related leaves out.
   */
  relatedOmitted?: number;
  /**
   * With --baseline: whether the finding was in the baseline report.
   */
  baseline?: 'new' | 'unchanged';
  /**
   * json report: the shell lines that send the finding's request again with curl, as the kit sent it (the token and credential headers as variables); a comment line first where one answer does not show the finding.
   */
  reproduce?: string;
  /**
   * json report, for a finding in a GET answer's body: a shell line that fetches the body with curl and shows the value at the pointer with jq.
   */
  jq?: string;
}
/**
 * Where the pointer's value stands in the answer body as received (check only; absent where the body is not known): offsets and columns in UTF-16 code units, lines and columns from 1. The deepest member present when the pointer names one that is missing.
 */
export interface BodyRegion {
  charOffset: number;
  charLength: number;
  startLine: number;
  startColumn: number;
  endLine: number;
  endColumn: number;
}
/**
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "kitError".
 */
export interface KitErrorRecord {
  code: string;
  message: string;
  url?: string;
  method?: string;
}
/**
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "findingGroup".
 */
export interface FindingGroupCount {
  requirement: string;
  severity: FindingSeverity;
  /**
   * The message of the group's first finding with its numbers written #.
   */
  message: string;
  /**
   * The findings' code, when they have one.
   */
  code?: string;
  count: number;
  /**
   * With --baseline: whether the group's findings are new or were in the baseline; the new and the known findings of one kind are counted as two groups.
   */
  baseline?: 'new' | 'unchanged';
}
