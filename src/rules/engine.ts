/**
 * The rule engine: the one walk over the answers. It shows every exchange, every document and every
 * item of a document to every rule (src/rules/<family>/), collects findings, and turns what was
 * evaluated into one outcome per requirement. It keeps no bodies: each answer is parsed once,
 * shown to the rules, and dropped.
 */
import type { Finding, RequirementOutcome } from '../generated/report.js';
import {
  REQUIREMENTS,
  requirement,
  isRequirementId,
  renderMessage,
  type FindingArgs,
  type Requirement,
  type RequirementId,
} from '../catalogue/requirements.js';
import { parseJson, seenPast } from '../base/json-parse.js';
import { carriesResource } from '../base/status.js';
import { cutNesting, NESTING_MAX, survey, type Nesting } from '../base/json-depth.js';
import { KEPT_MAX, keptString, keptValue } from '../base/kept.js';
import { JsonRegions } from '../base/json-region.js';
import { isObject } from '../base/json.js';
import { keyOf } from './common/keys.js';
import { pointer } from './common/pointer.js';
import { compareFindings, FindingStore, type FindingBucket } from '../findings/store.js';
import { makeFamilies } from './index.js';
import { classify, ENDPOINTS, normaliseBase, type Target } from './common/target.js';
import type {
  Answer,
  DocumentKind,
  DocumentView,
  EngineOptions,
  Exchange,
  FindingInput,
  ItemView,
  ResolvedOptions,
  Rule,
  RuleContext,
} from './common/types.js';

export interface EngineResult {
  /** The findings kept, in the total order: every finding unless the engine was given a bound. */
  findings: Finding[];
  requirements: RequirementOutcome[];
  /** Every group (or part of one) with its exact count and the findings kept of it. */
  groups?: FindingBucket[];
}

/** What the caller decides about each finding as it is reported (check's exclusions and origin count). */
export interface FindingHook {
  /**
   * The finding to keep in its place (an exclusion turns it into a note), or undefined to drop it.
   * `recordOf` gives the record the finding lies in, while its answer is being judged (see recordOf).
   */
  transform?(f: Finding, recordOf: () => unknown): Finding | undefined;
  /**
   * The part of its group the finding is kept in, decided on the finding as reported (before transform),
   * so that a whole part can be taken out after the run with its exact count.
   */
  part?(f: Finding): string;
}

export interface EngineStorage {
  /**
   * Findings kept per group (requirement, severity, normalised message) and per part, the first in the
   * total order; every other one is counted, not kept. Unbounded unless given: memory then follows the
   * findings, not the report.
   */
  perGroup?: number;
  hook?: FindingHook;
}

interface Tally {
  checks: number;
  answers: number;
  last: number;
}

export function resolveOptions(options: EngineOptions): ResolvedOptions {
  const baseUrl = normaliseBase(options.baseUrl);
  return {
    baseUrl,
    webBaseUrl: normaliseBase(options.webBaseUrl ?? baseUrl),
    componentPageSize: options.componentPageSize ?? 20,
    statisticsPageSize: options.statisticsPageSize ?? 20,
    mode: options.mode ?? 'check',
    severity: options.severity,
  };
}

export { compareFindings };

/** Shows one item to every item rule of a document kind, in order. */
type ItemJudge = (item: ItemView) => void;

/**
 * itemJudge's makers, by the requirement IDs of the rules they call (the same rules in every engine
 * share one). Process-wide: a maker is compiled from indexes alone and is given each engine's rules
 * and contexts when called, so it holds nothing of a run, and the same key always makes the same text.
 */
const JUDGE_MAKERS = new Map<string, (...rulesAndContexts: unknown[]) => ItemJudge>();

/**
 * The item rules of a document kind as one function that calls each from a call of its own:
 * `r0.item(item, c0); r1.item(item, c1); …`. Every item of a crawl goes through it. A loop over the
 * rules has one call that meets every rule, which V8 makes the slowest kind of call and never
 * inlines; a call per rule meets one function, which V8 can inline. Its text holds nothing but
 * indexes. The maker is kept by the rules' requirement IDs, so that the engines of one process
 * (the self-test, a benchmark) share its compiled code.
 */
function itemJudge(rules: readonly { rule: Rule; ctx: RuleContext }[]): ItemJudge {
  const key = rules.map(({ rule }) => rule.requirements.join(',')).join(' ');
  let make = JUDGE_MAKERS.get(key);
  if (make === undefined) {
    const names = rules.flatMap((_, i) => [`r${i}`, `c${i}`]);
    const calls = rules.map((_, i) => `r${i}.item(item, c${i});`).join('\n');
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the text is made of indexes alone (see above)
    make = new Function(...names, `return function judgeItem(item) {\n${calls}\n};`) as (...rulesAndContexts: unknown[]) => ItemJudge;
    JUDGE_MAKERS.set(key, make);
  }
  return make(...rules.flatMap(({ rule, ctx }) => [rule, ctx]));
}

/**
 * `/results/<i>` for the indexes of a page of any usual size, each written once. Process-wide: entry i
 * is a pure function of i, the same in every run.
 */
const RESULT_POINTERS: string[] = [];
const RESULT_POINTERS_MAX = 1000;

function resultPointer(i: number): string {
  if (i >= RESULT_POINTERS_MAX) return pointer('/results', i);
  return (RESULT_POINTERS[i] ??= pointer('/results', i));
}

export class Engine {
  readonly options: ResolvedOptions;
  /**
   * Every rule with its own context, in family order, by the hooks it has; with whether it sees
   * redirect hops (transport's rules alone).
   */
  private readonly exchangeRules: { rule: Rule; ctx: RuleContext; hops: boolean }[] = [];
  private readonly documentRules: { rule: Rule; ctx: RuleContext }[] = [];
  private readonly itemRules: { rule: Rule; ctx: RuleContext }[] = [];
  /** The item rules of each document kind (Rule.itemKinds), in the order of itemRules, as one function (itemJudge). */
  private readonly itemRulesOf = new Map<DocumentKind, ItemJudge | undefined>();
  private readonly finishRules: { rule: Rule; ctx: RuleContext }[] = [];
  private readonly store: FindingStore;
  private readonly hook: FindingHook;
  private readonly severities = { error: 0, warning: 0, note: 0 };
  /** Per requirement: evaluations, answers it was evaluated on, and the last answer counted. */
  private readonly tally = new Map<string, Tally>(REQUIREMENTS.map((r) => [r.id, { checks: 0, answers: 0, last: -1 }]));
  /** Sequence number of the answer (or document) being judged; each finish-stage check counts as one. */
  private answer = 0;
  private finishing = false;
  private readonly skipped = new Map<string, string>();
  private readonly notApplicableReasons = new Map<string, string>();
  private readonly rechecks = new Set<string>();
  private readonly listRechecks = new Set<string>();
  private readonly ctx: RuleContext;
  private finished = false;
  /** The item being shown to the rules: the findings they report meanwhile carry its key. */
  private item: ItemView | undefined;
  /** The answer or document being judged: where a finding about one of its list items takes the item's key from. */
  private current:
    | {
        url: string;
        body: unknown;
        kind?: DocumentKind | 'other';
        target?: Target;
        method?: string;
        purpose?: Exchange['purpose'] | undefined;
        /** The answer's JSON text, whose regions a finding gets (read into `regions` on the first finding). */
        text?: string | undefined;
        regions?: JsonRegions | undefined;
      }
    | undefined;
  /** Counters for progress display. */
  readonly seen = { exchanges: 0, documents: 0 };
  /** What the crawl's documents held: the counts a not-applicable reason must not contradict. */
  private readonly held: HeldCounts = { componentRecords: 0, componentListPages: 0, listPages: 0, multiPageLists: 0, statisticsPages: 0, statisticsItems: 0 };

  constructor(options: EngineOptions, storage: EngineStorage = {}) {
    this.options = resolveOptions(options);
    this.store = new FindingStore(storage.perGroup);
    this.hook = storage.hook ?? {};
    for (const [id, sev] of Object.entries(this.options.severity ?? {})) {
      if (!isRequirementId(id)) throw new Error(`severity override for unknown requirement ${id}`);
      void sev;
    }
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the context's own methods read the engine, not the context
    const engine = this;
    this.ctx = {
      options: this.options,
      check(id, n = 1) {
        const t = engine.tally.get(id);
        if (t === undefined) return engine.assertKnown(id);
        engine.count(t, n);
      },
      report(f) {
        engine.addFinding(f);
      },
      skip(id, reason) {
        engine.assertKnown(id);
        if (!engine.skipped.has(id)) engine.skipped.set(id, reason);
      },
      notApplicable(id, reason) {
        engine.assertKnown(id);
        if (!engine.notApplicableReasons.has(id)) engine.notApplicableReasons.set(id, reason);
      },
      recheck(url) {
        engine.rechecks.add(url);
      },
      recheckList(url) {
        engine.listRechecks.add(url);
      },
    };
    for (const family of makeFamilies(this.options))
      for (const rule of family.rules) {
        const ctx = this.contextFor(rule);
        if (rule.exchange) this.exchangeRules.push({ rule, ctx, hops: family.name === 'transport' });
        if (rule.document) this.documentRules.push({ rule, ctx });
        if (rule.item) this.itemRules.push({ rule, ctx });
        if (rule.finish) this.finishRules.push({ rule, ctx });
      }
  }

  /** Counts `n` evaluations of a requirement on the answer being judged (each finish-stage check is an answer of its own). */
  private count(t: Tally, n: number): void {
    t.checks += n;
    if (this.finishing) t.answers++;
    else if (t.last !== this.answer) {
      t.last = this.answer;
      t.answers++;
    }
  }

  /** A rule's context: it checks and reports its own requirements only, so each is reported from one place. */
  private contextFor(rule: Rule): RuleContext {
    const own = new Set<string>(rule.requirements);
    const first = rule.requirements[0];
    const base = this.ctx;
    const mine = (id: string): void => {
      if (id !== first && !own.has(id)) throw new Error(`the rule of ${rule.requirements.join(', ')} judged ${id}, which is another rule's`);
    };
    // check() runs for every evaluation: the rule's own tallies are looked up once, here.
    const tallies = new Map<string, Tally>();
    for (const id of own) {
      const t = this.tally.get(id);
      if (t !== undefined) tallies.set(id, t);
    }
    const firstTally = first === undefined ? undefined : tallies.get(first);
    return {
      options: base.options,
      check: (id, n = 1) => {
        const t = id === first ? firstTally : tallies.get(id);
        if (t !== undefined) return this.count(t, n);
        mine(id);
        base.check(id, n);
      },
      report(f) {
        mine(f.requirement);
        base.report(f);
      },
      skip(id, reason) {
        mine(id);
        base.skip(id, reason);
      },
      notApplicable(id, reason) {
        mine(id);
        base.notApplicable(id, reason);
      },
      // eslint-disable-next-line @typescript-eslint/unbound-method -- the base context's methods are closures over the engine, not over `this`
      recheck: base.recheck,
      // eslint-disable-next-line @typescript-eslint/unbound-method -- as above
      recheckList: base.recheckList,
    };
  }

  private assertKnown(id: string): void {
    if (!isRequirementId(id)) throw new Error(`rule cited unknown requirement ${id}`);
  }

  private addFinding(f: FindingInput): void {
    this.assertKnown(f.requirement);
    const set = this.options.severity?.[f.requirement] ?? requirement(f.requirement).severity;
    const severity = f.severity === 'note' || set === 'note' ? 'note' : f.severity === 'warning' ? 'warning' : set;
    const finding: Finding = findingOf(f, severity, this.item && (() => keyOf(this.item!.doc, this.item!.value)));
    if (finding.method === 'GET') delete finding.method;
    if (finding.key === undefined) {
      const key = this.itemKey(finding);
      if (key !== undefined) finding.key = key;
    }
    if (finding.key === undefined && finding.scope === undefined) {
      const scope = this.sampledScope(finding);
      if (scope !== undefined) finding.scope = scope;
    }
    // Where the answer's body is known, where the pointer's value stands in it (SARIF regions).
    const cur = this.current;
    if (cur?.text !== undefined && finding.pointer !== '' && finding.url === cur.url && (finding.method ?? 'GET') === cur.method) {
      const region = (cur.regions ??= new JsonRegions(cur.text)).region(finding.pointer);
      if (region) finding.region = region;
    }
    const part = this.hook.part?.(finding) ?? '';
    const kept = this.hook.transform ? this.hook.transform(finding, () => this.recordOf(finding)) : finding;
    if (kept === undefined) return;
    this.severities[kept.severity]++;
    this.store.add(kept, part);
  }

  /**
   * The record a finding lies in, while its answer is being judged: the item shown to the rules when
   * the finding points into it, else the list element its pointer is under (`/results/N…`), else
   * the answer's whole body. Undefined for a finding about another answer, or reported in finish.
   */
  private recordOf(f: Finding): unknown {
    const it = this.item;
    if (it && f.url === it.doc.url && (it.pointer === '' || f.pointer === it.pointer || f.pointer.startsWith(`${it.pointer}/`))) return it.value;
    const cur = this.current;
    if (!cur || f.url !== cur.url || (cur.method !== undefined && (f.method ?? 'GET') !== cur.method)) return undefined;
    const m = /^\/results\/(0|[1-9]\d*)(?=\/|$)/.exec(f.pointer);
    if (!m) return cur.body;
    const results = isObject(cur.body) ? cur.body.results : undefined;
    return Array.isArray(results) ? (results[Number(m[1])] as unknown) : undefined;
  }

  /**
   * The key of the list item a finding points into (`/results/N…` of the answer being judged), where
   * its rule reported it outside the item's showing (a rule of the whole page): see keys.ts. An item is
   * then known by its key, not by a page and index that move when items come and go.
   */
  private itemKey(f: Finding): string | undefined {
    const cur = this.current;
    if (!cur || f.url !== cur.url) return undefined;
    const m = /^\/results\/(0|[1-9]\d*)(?=\/|$)/.exec(f.pointer);
    if (!m) return undefined;
    const results = (cur.body as { results?: unknown } | null)?.results;
    if (!Array.isArray(results)) return undefined;
    const kind = cur.kind ?? cur.target?.kind;
    if (kind !== 'component-list' && kind !== 'statistics') return undefined;
    return keyOf({ kind, url: cur.url, body: cur.body, ...(cur.target ? { target: cur.target } : {}) }, results[Number(m[1])]);
  }

  /**
   * The endpoint a finding stands for when its address is one the kit chose among many: HEAD and
   * OPTIONS (one address of each kind), a write probe, a list walked with format=api or probed with
   * bad page numbers (the longest list). Which address was chosen moves as components come and go;
   * the endpoint (with the probe's query) does not, so the finding keeps its identity.
   */
  private sampledScope(f: Finding): string | undefined {
    const method = (f.method ?? 'GET').toUpperCase();
    const purpose = this.current?.url === f.url && (this.current.method ?? 'GET') === method ? this.current.purpose : undefined;
    let url: URL;
    try {
      url = new URL(f.url);
    } catch {
      return undefined;
    }
    const formatApi = url.searchParams.get('format') === 'api';
    if (method === 'GET' && !formatApi && purpose !== 'probe-error') return undefined;
    const target = classify(f.url, this.options.baseUrl);
    if (target.kind === 'other') return undefined;
    if (formatApi) return `${ENDPOINTS[target.kind]}?format=api`;
    if (purpose === 'probe-error') return `${ENDPOINTS[target.kind]}${url.search}`;
    return ENDPOINTS[target.kind];
  }

  /** How many times requirement `id` has been evaluated so far. */
  checksOf(id: RequirementId): number {
    return this.tally.get(id)?.checks ?? 0;
  }

  /** Number of findings so far at each severity (for progress display). */
  counts(): { error: number; warning: number; note: number } {
    return { ...this.severities };
  }

  /** Findings held in memory now: at most groups × perGroup. */
  retained(): number {
    return this.store.retained();
  }

  /** Feeds one recorded exchange (crawl mode). */
  add(exchange: Exchange): void {
    this.seen.exchanges++;
    this.answer++;
    const answer = parseAnswer(exchange, this.options.baseUrl);
    // No rule meets a value nested past NESTING_MAX levels: HTTP-JSON-BODY reports the cut.
    const read = readBody(answer.json, answer.target.kind);
    if (read.nesting) answer.nesting = read.nesting;
    if (read.long) answer.holdsLong = true;
    if (exchange.error) return; // no usable answer: the runner reports it as a kit error
    this.current = {
      url: exchange.request.url,
      body: answer.json,
      target: answer.target,
      method: exchange.request.method,
      purpose: exchange.purpose,
      // Most answers get no finding: their regions are read on the first one.
      text:
        answer.json !== undefined && typeof exchange.body === 'string' && exchange.body !== '' && answer.jsonError === undefined ? exchange.body : undefined,
      regions: undefined,
    };
    try {
      this.judgeAnswer(exchange, answer);
    } finally {
      this.current = undefined;
    }
  }

  private judgeAnswer(exchange: Exchange, answer: Answer): void {
    // A redirect hop the kit followed is the transport rules' alone (its status); the answer at
    // the end of the chain is what every rule judges.
    const hop = exchange.redirectedTo !== undefined;
    if (this.options.mode === 'check') for (const { rule, ctx, hops } of this.exchangeRules) if (!hop || hops) rule.exchange!(answer, ctx);
    const { target } = answer;
    // Any answer that carries the resource is judged as the resource, whatever its status and its
    // departures from JSON that a reader sees past (each reported on its own).
    if (answer.json !== undefined && exchange.request.method === 'GET' && carriesResource(exchange.status) && target.kind !== 'other') {
      this.judgeDocument({
        kind: target.kind,
        url: exchange.request.url,
        body: answer.json,
        target,
        purpose: exchange.purpose ?? 'crawl',
        ...(answer.nesting ? { nesting: answer.nesting } : {}),
        ...(answer.holdsLong ? { holdsLong: true as const } : {}),
      });
    }
  }

  /** Feeds one JSON document (validate mode, or from add()). */
  addDocument(doc: DocumentView): void {
    this.answer++;
    const read = readBody(doc.body, doc.kind);
    if (read.nesting || read.long) doc = { ...doc, ...(read.nesting ? { nesting: read.nesting } : {}), ...(read.long ? { holdsLong: true as const } : {}) };
    this.current = { url: doc.url, body: doc.body, kind: doc.kind, ...(doc.target ? { target: doc.target } : {}) };
    try {
      this.judgeDocument(doc);
    } finally {
      this.current = undefined;
    }
  }

  /** Shows the document to every rule, then each of its items (list elements, or the lone record or item). */
  private judgeDocument(doc: DocumentView): void {
    this.seen.documents++;
    if (doc.purpose === undefined || doc.purpose === 'crawl') countHeld(this.held, doc);
    for (const { rule, ctx } of this.documentRules) rule.document!(doc, ctx);
    const judge = this.itemRulesFor(doc.kind);
    if (judge === undefined) return;
    const body = doc.body;
    if (doc.kind === 'component' || doc.kind === 'statistics-item') this.judgeItem(judge, { doc, index: undefined, pointer: '', value: body });
    else if (isObject(body) && Array.isArray(body.results))
      for (let i = 0; i < body.results.length; i++) {
        const value: unknown = body.results[i];
        this.judgeItem(judge, { doc, index: i, pointer: resultPointer(i), value });
      }
  }

  private itemRulesFor(kind: DocumentKind): ItemJudge | undefined {
    if (this.itemRulesOf.has(kind)) return this.itemRulesOf.get(kind);
    const rules = this.itemRules.filter(({ rule }) => !rule.itemKinds || rule.itemKinds.includes(kind));
    const judge = rules.length === 0 ? undefined : itemJudge(rules);
    this.itemRulesOf.set(kind, judge);
    return judge;
  }

  private judgeItem(judge: ItemJudge, item: ItemView): void {
    this.item = item;
    judge(item);
    this.item = undefined;
  }

  /** Addresses rules asked to fetch again; each is handed out once. */
  takeRechecks(): string[] {
    const urls = [...this.rechecks];
    this.rechecks.clear();
    return urls;
  }

  /** Lists rules asked to walk again from page 1, following next; each is handed out once. */
  takeListRechecks(): string[] {
    const urls = [...this.listRechecks];
    this.listRechecks.clear();
    return urls;
  }

  /** Marks requirements that were not attempted, with the reason (opt-in probes off, budget spent). */
  skip(id: RequirementId, reason: string): void {
    this.ctx.skip(id, reason);
  }

  notApplicable(id: RequirementId, reason: string): void {
    this.ctx.notApplicable(id, reason);
  }

  finish(): EngineResult {
    if (this.finished) throw new Error('Engine.finish() called twice');
    this.finished = true;
    this.finishing = true;
    for (const { rule, ctx } of this.finishRules) rule.finish!(ctx);
    const groups = this.store.all();
    const findings = groups.flatMap((g) => g.kept).sort(compareFindings);
    // Per requirement: its findings, and whether any failed at error (a rule may lower a finding to warning).
    const found = new Map<string, { count: number; failing: boolean; error: boolean }>();
    for (const g of groups) {
      const c = found.get(g.requirement) ?? { count: 0, failing: false, error: false };
      c.count += g.count;
      if (g.severity !== 'note' && g.count > 0) c.failing = true;
      if (g.severity === 'error' && g.count > 0) c.error = true;
      found.set(g.requirement, c);
    }
    const requirements: RequirementOutcome[] = REQUIREMENTS.map((r) => {
      const { count, failing, error } = found.get(r.id) ?? { count: 0, failing: false, error: false };
      const { checks, answers } = this.tally.get(r.id)!;
      const severity = this.options.severity?.[r.id] ?? r.severity;
      const base = {
        id: r.id,
        class: r.class,
        // A requirement that failed only by findings its rule lowered to warning failed at warning.
        severity: failing && !error && severity === 'error' ? ('warning' as const) : severity,
        section: r.section,
        title: r.title,
        checks,
        checked: answers,
        findings: count,
      };
      if (failing) return { ...base, status: 'failed' as const };
      // A requirement with findings was judged, even where they are all notes (an accepted departure).
      if (checks > 0 || count > 0) return { ...base, status: 'passed' as const };
      const skip = this.skipped.get(r.id);
      if (skip) return { ...base, status: 'skipped' as const, reason: skip };
      return {
        ...base,
        status: 'not-applicable' as const,
        reason: this.notApplicableReasons.get(r.id) ?? notApplicableReason(r, this.held),
      };
    });
    return { findings, requirements, groups };
  }
}

/** What the crawl's documents held, counted as they are judged. */
export interface HeldCounts {
  /** Component records: list elements and instance answers. */
  componentRecords: number;
  componentListPages: number;
  /** Pages of any list (component list and statistics lists). */
  listPages: number;
  /** Lists seen to have more than one page: a page after the first, or a first page with a next link. */
  multiPageLists: number;
  statisticsPages: number;
  statisticsItems: number;
}

function countHeld(held: HeldCounts, doc: DocumentView): void {
  const results = (doc.body as { results?: unknown } | null)?.results;
  const items = Array.isArray(results) ? results.filter((x) => typeof x === 'object' && x !== null).length : 0;
  const page = doc.target?.page;
  const next = (doc.body as { next?: unknown } | null)?.next;
  if (doc.kind === 'component-list' || doc.kind === 'statistics') {
    held.listPages++;
    // Counted once per list, on its first page: a next link there means more pages.
    if ((page ?? 1) === 1 && typeof next === 'string' && next !== '') held.multiPageLists++;
  }
  if (doc.kind === 'component-list') {
    held.componentListPages++;
    held.componentRecords += items;
  } else if (doc.kind === 'component') held.componentRecords++;
  else if (doc.kind === 'statistics') {
    held.statisticsPages++;
    held.statisticsItems += items;
  } else if (doc.kind === 'statistics-item') held.statisticsItems++;
}

/**
 * The catalogue's not-applicable reasons each say what was not seen; those below are checked
 * against what the run's documents held, so that a reason never contradicts the run's own counts
 * ("no component record was seen" beside 14 components checked). When what it says was not seen was
 * seen after all, the reason says so and names what the requirement needs instead.
 */
const PREMISES: readonly [RegExp, keyof HeldCounts, string, string][] = [
  [/^no component record was seen/, 'componentRecords', 'component record', 'component records'],
  [/^no component list was seen/, 'componentListPages', 'page of the component list', 'pages of the component list'],
  [/^no list answer was seen/, 'listPages', 'list page', 'list pages'],
  [/^every list fitted on one page/, 'multiPageLists', 'list of several pages', 'lists of several pages'],
  [/^no statistics item was seen/, 'statisticsItems', 'statistics item', 'statistics items'],
  [/^no statistics list was seen/, 'statisticsPages', 'statistics list page', 'statistics list pages'],
];

/** Why a requirement evaluated nothing, in words the run's own counts bear out. */
export function notApplicableReason(r: Pick<Requirement, 'notApplicable' | 'precondition'>, held: HeldCounts): string {
  const reason = r.notApplicable || 'nothing in the answers seen was subject to it';
  for (const [premise, count, one, many] of PREMISES) {
    if (!premise.test(reason)) continue;
    const n = held[count];
    if (n === 0) return reason;
    return `not evaluated: ${n} ${n === 1 ? `${one} was` : `${many} were`} seen, and none offered what it judges (${r.precondition})`;
  }
  return reason;
}

/**
 * The finding of an input: its message rendered from the requirement's template for its code and
 * put where the code stands among the input's fields (so reports keep the order they have always
 * had); severity, code, args and key last. `key` is the item's being shown, unless the input names one.
 */
function findingOf(f: FindingInput, severity: Finding['severity'], itemKey: (() => string | undefined) | undefined): Finding {
  const args = keptArgs(f.args ?? {});
  const message = renderMessage(f.requirement, f.code, args);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(f)) {
    if (k === 'code') out.message = message;
    else if (k === 'expected' || k === 'actual') out[k] = keptValue(v);
    else if (k !== 'args' && k !== 'key') out[k] = v;
  }
  out.severity = severity;
  out.code = f.code;
  out.args = args;
  const key = f.key ?? itemKey?.();
  if (key !== undefined) out.key = key;
  return out as unknown as Finding;
}

/** A finding's args as it keeps them: a string arg past KEPT_MAX in its kept form (base/kept.ts); the args themselves when none is. */
function keptArgs(args: FindingArgs): FindingArgs {
  let out: Record<string, FindingArgs[string]> | undefined;
  for (const k in args) {
    const v = args[k];
    if (typeof v === 'string' && v.length > KEPT_MAX) (out ??= { ...args })[k] = keptString(v);
  }
  return out ?? args;
}

/**
 * Parses an exchange's body once. A GET answer that carries the resource must be JSON
 * (HTTP-JSON-BODY); one that breaks JSON only in a way a reader sees past (seenPast) has both the
 * departure and the value read past it, so that the other requirements judge what it holds.
 */
export function parseAnswer(exchange: Exchange, baseUrl: string): Answer {
  const target = classify(exchange.request.url, baseUrl);
  const answer: Answer = { exchange, target };
  const body = exchange.body ?? '';
  const lenient = exchange.request.method === 'HEAD' ? undefined : seenPast(body);
  if (lenient) answer.jsonError = lenient.departure;
  if (exchange.json !== undefined) {
    answer.json = exchange.json;
    return answer;
  }
  if (exchange.request.method === 'HEAD' || body === '') {
    if (exchange.request.method === 'GET' && carriesResource(exchange.status)) answer.jsonError = 'the body is empty';
    return answer;
  }
  try {
    answer.json = parseJson(lenient ? lenient.text : body);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    answer.jsonError = lenient ? `${lenient.departure}; after it, ${reason}` : reason;
  }
  return answer;
}

/** Levels above a list page's items: the envelope, and its `results`. */
const ENVELOPE_LEVELS = 2;

/**
 * Reads a body's shape in one walk: whether it holds a string past KEPT_MAX (what the rules keep in
 * its kept form, base/kept.ts), and whether it nests past the depth the kit reads. A body that does
 * is cut in place (base/json-depth.ts), and how deep it nested is said when that is past
 * NESTING_MAX, at the member that holds the deepest part (a field of the body, or of a list item).
 * A lone record or statistics item is cut at the level of its own where the same record standing
 * in a list page is cut, so that the two compare alike.
 */
function readBody(body: unknown, kind: string): { nesting: Nesting | undefined; long: boolean } {
  const lone = kind === 'component' || kind === 'statistics-item';
  const limit = lone ? NESTING_MAX - ENVELOPE_LEVELS : NESTING_MAX;
  const found = survey(body, limit, KEPT_MAX);
  const cut = found.deep ? cutNesting(body, limit) : undefined;
  if (!cut || cut.depth <= NESTING_MAX) return { nesting: undefined, long: found.long };
  const member = /^\/results\/(?:0|[1-9]\d*)\/[^/]*|^\/[^/]*/.exec(cut.pointer);
  return { nesting: { depth: cut.depth, pointer: member?.[0] ?? cut.pointer }, long: found.long };
}

/** Guesses what kind of answer a document is; undefined where the content does not say. */
export function detectKind(body: unknown): DocumentKind | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const o = body as Record<string, unknown>;
  if ('results' in o && Array.isArray(o.results)) {
    const first = o.results.find((x) => typeof x === 'object' && x !== null) as Record<string, unknown> | undefined;
    if (!first) return undefined;
    if ('filemask' in first || 'slug' in first) return 'component-list';
    if ('translated_percent' in first || 'total' in first) return 'statistics';
    return undefined;
  }
  if ('filemask' in o || ('slug' in o && 'project' in o)) return 'component';
  if ('translated_percent' in o || ('total' in o && 'code' in o)) return 'statistics-item';
  return undefined;
}

export type { DocumentKind };
