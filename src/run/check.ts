/**
 * `check`: crawl a deployment, feed every answer to the rules as it arrives, re-fetch what the
 * rules ask to see again, and build the report. Programmatic API: `check(options, io?)`.
 */
import type { Io } from '../base/io.js';
import { readFileSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import {
  AuthError,
  BadOptionError,
  BudgetExceededError,
  DeadlineError,
  FileError,
  formatKitError,
  isKitError,
  kitErrorFor,
  ResumeError,
  stopsRun,
  type KitError,
} from '../base/errors.js';
import type { Exchange } from '../generated/exchange.js';
import { replayed, type Replayed } from '../har/replayed.js';
import { HarRecorder } from '../har/write.js';
import { ResumeRecording } from '../har/resume.js';
import { cacheRecordingFile, cacheRunsFolder, ResumingClient } from './resume.js';
import type { Finding, KitErrorRecord, Report } from '../generated/report.js';
import { DEFAULT_EXAMPLES_PER_GROUP, makeReport, type FailOn, type StopSignal } from './outcome.js';
import { REQUIREMENTS, type Severity } from '../catalogue/requirements.js';
import { requirementId, type Config } from '../options/config.js';
import { checkValue, defaultOf, optionOf } from '../options/table.js';
import { exclusionTransform, offReason, settleOutcomes, type RecordOf } from './exclusions.js';
import { exclusionProblem } from '../options/exclusion.js';
import { productWatches, suggestionOf, type ProductWatch } from './product.js';
import { focusOf, type Focus } from './focus.js';
import { compareFindings } from '../findings/store.js';
import { BaselineGate, BaselineWriter, baselineFromReport, type LoadedBaseline } from '../findings/baseline.js';
import { collapseOriginMismatch, diagnoseNoApi, OriginCounter, parseBaseUrl, type OriginMismatch } from './preflight.js';
import { profileAdvice } from './advice.js';
import type { Engine, EngineResult } from '../rules/engine.js';
import type { DocumentView } from '../rules/common/types.js';
import { Crawler, type CrawlResult, type FirstAnswer } from '../crawl/crawler.js';
import { credentialHeaders, HttpClient, isCredentialHeader, type HttpOptions } from '../crawl/http.js';
import { declaredLimit, formatRate, realClock, type Clock, type Rate } from '../crawl/pacer.js';
import { planDuration, planWindows, windowWords } from './window-plan.js';
import { startProgress } from '../crawl/progress.js';
import { scrubToken } from '../crawl/scrub.js';
import { RETRY_STATUSES } from '../crawl/retry.js';
import { nearest } from '../base/suggest.js';

/**
 * The options a configuration file may set, as the run takes them: their names, types and
 * descriptions come from the option table through the generated Config type; the run's own
 * options follow.
 */
type TableOptions = Omit<
  Config,
  '$schema' | 'description' | 'profile' | 'reporters' | 'maxExamples' | 'baseUrl' | 'failOn' | 'maxBodySize' | 'deadline' | 'headers' | 'severity'
>;

export interface CheckOptions extends TableOptions {
  /** Base URL of the deployment; `api/components/` hangs off it. */
  baseUrl: string;
  failOn?: FailOn;
  /** --deadline: an overall bound on the run, `90s`, `10m`, `2h` or seconds (default none). */
  deadline?: string | number;
  /** Time and sleeps of the pacer and the retries; tests inject one that does not wait. */
  clock?: Clock;
  /** Body-size cap in bytes (default 10 MiB). */
  maxBodySize?: number | undefined;
  /** Sent as `Authorization: Token <token>` to the base URL's origin only. */
  token?: string | undefined;
  /** Requirement ID (any case) → severity, or `off`: the requirement is not judged. */
  severity?: Record<string, Severity | 'off' | undefined>;
  /**
   * Where the user's decisions were made, for the report to say: per requirement ID (any case) the
   * place its severity came from (--severity, STRINGENT_SEVERITY, a configuration file's path,
   * profile NAME), and the place of --only and of --skip. Unset: the option itself (--severity, --only, --skip).
   */
  sources?: { severity?: Record<string, string>; only?: string; skip?: string };
  /** --dry-run (command line only): plan, send at most the first list page, judge nothing; see planCheck. */
  dryRun?: boolean;
  /** What goes to stderr besides errors: quiet (nothing), normal (progress on a terminal, notices), verbose (also every request, and progress when not a terminal). */
  output?: 'quiet' | 'normal' | 'verbose';
  /** First backoff step in milliseconds (default 250). */
  retryBaseMs?: number;
  /**
   * Extra request headers, as `Name: value` lines (--header) or an object; sent to the base URL's
   * origin only. Values of headers whose names look like credentials are masked like the token.
   */
  headers?: readonly string[] | Record<string, string>;
  /** Where HTTP_PROXY, HTTPS_PROXY and NO_PROXY are read from (default process.env). */
  env?: Record<string, string | undefined> | undefined;
  /** Write every exchange to this HAR 1.2 file. */
  record?: string | undefined;
  /**
   * Continue the run recorded in this HAR file (check --record): answers it holds are reused, only
   * the rest is requested, and the new exchanges are appended to it. The base URL may be left empty:
   * the recorded one is taken.
   */
  resume?: string;
  /**
   * Given no record file, record the run anyway in the user's cache folder ($XDG_CACHE_HOME or
   * ~/.cache, from `env`), kept only when the run stops before it finishes so that it can be resumed.
   */
  keepStopped?: boolean;
  /** The command line that continues a stopped run from its recording (default: stringent check BASE --resume FILE). */
  continueCommand?: (file: string) => string;
  /** Judge a recording: every request goes to this replay server (answers unrewritten), standing in for the base URL's host. */
  replay?: { host: string; port: number; file: string };
  /**
   * Stops the run early: the report then holds what was seen so far, with verdict incomplete. The
   * abort reason 'SIGTERM' gives exit status 143, anything else 130 (SIGINT).
   */
  signal?: AbortSignal | undefined;
  /**
   * A baseline (check --write-baseline, read with readBaseline) or an earlier JSON report: only
   * findings it does not hold decide the exit status.
   */
  baseline?: LoadedBaseline | { file: string; report: Pick<Report, 'findings'> & Partial<Pick<Report, 'target' | 'findingsOmitted'>> };
  /**
   * Collect the identity of every finding for a baseline file (CheckResult.baseline). With `baseline`
   * too, a ratchet: only findings the baseline held and that are still there are kept.
   */
  writeBaseline?: boolean;
  /** Findings listed per group in the report (default 50); counts stay exact. */
  examplesPerGroup?: number;
  /** Answer bodies read from files (validate), judged beside the answers of the run as documents at their file's name. */
  documents?: readonly DocumentView[];
}

export interface CheckResult {
  report: Report;
  exitCode: number;
  /** One-line remarks about the run (wrong base URL, nothing checked), also written to io.stderr. */
  notices: string[];
  /** With writeBaseline: the baseline file's text, the findings it holds, and the new ones a ratchet left out. */
  baseline?: { text: string; findings: number; leftOut: number };
}

/** check's defaults, from the option table. */
export const CHECK_DEFAULTS = {
  failOn: defaultOf('check', 'fail-on') as FailOn,
  concurrency: defaultOf('check', 'concurrency') as number,
  timeout: defaultOf('check', 'timeout') as number,
  retries: defaultOf('check', 'retries') as number,
  maxRequests: defaultOf('check', 'max-requests') as number,
  maxBodySize: defaultOf('check', 'max-body-size') as number,
  pageSize: defaultOf('check', 'page-size') as number,
  /** --max-wait, seconds. */
  maxWait: defaultOf('check', 'max-wait') as number,
};

/** Rounds of re-fetching what the rules ask to see again. */
const RECHECK_ROUNDS = 2;

const OPT_IN_FLAGS = {
  'probe-errors': 'not probed: run with --probe-errors to request an unknown component and bad page numbers',
  'probe-writes': 'not probed: run with --probe-writes to send POST, PUT, PATCH and DELETE without credentials',
} as const;

export async function check(options: CheckOptions, io?: Pick<Io, 'stderr'>): Promise<CheckResult> {
  const from = options.resume === undefined ? undefined : openResume(options);
  let run: Run;
  try {
    const o = resolveCheckOptions(from && !options.baseUrl ? { ...options, baseUrl: from.head.baseUrl } : options);
    if (from && parseBaseUrl(from.head.baseUrl).href !== o.baseUrl)
      throw new ResumeError(
        `${from.file} is a recording of ${from.head.baseUrl}, not of ${o.baseUrl}; continue it with stringent check ${from.head.baseUrl} --resume ${from.file}, or start a new run`,
      );
    run = openRun(o, io, options, from);
  } catch (err) {
    from?.close();
    throw err;
  }
  const { o } = run;
  if (o.insecure)
    io?.stderr.write(
      `stringent: warning: --insecure: the TLS certificate of ${new URL(o.baseUrl).host} is not verified; anyone on the way can read and change the answers\n`,
    );
  const stopProgress =
    o.output === 'quiet'
      ? () => undefined
      : startProgress(
          io?.stderr,
          () => {
            const f = run.engine?.counts() ?? { error: 0, warning: 0, note: 0 };
            // The URL-ABSOLUTE findings the origin-mismatch diagnosis will make one are counted as one already.
            const collapsing = run.origins.mismatch(run.engine?.checksOf('URL-ABSOLUTE') ?? 0);
            if (collapsing && collapsing.first.severity in f) f[collapsing.first.severity] -= collapsing.count - 1;
            const c = run.crawler.progress;
            const w = run.waiting;
            const left = w ? Math.ceil((w.until - performance.now()) / 1000) : 0;
            return {
              components: c.components,
              total: c.total,
              requests: run.http.requests,
              errors: f.error,
              warnings: f.warning,
              ...(w && left > 0 ? { waiting: { seconds: left, reason: w.reason } } : {}),
            };
          },
          { force: o.output === 'verbose' },
        );
  const stopped = stopOn(run, options.signal);
  const deadline = stopAtDeadline(run);
  let crawled: CrawlResult | undefined;
  let budgetSpent = false;
  let closed = false;
  const close = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    await run.http.close();
    if (run.recorder) run.recorder.reused = run.reused();
    run.recorder?.close();
    from?.close();
  };
  try {
    const work = (async () => {
      crawled = await crawlAndJudge(run);
      const engine = await rulesOf(run);
      for (const d of options.documents ?? []) engine.addDocument(d);
      if (crawled.stoppedBy && !run.interrupted && !run.closed) run.stop ??= crawled.stoppedBy;
      budgetSpent = crawled.budgetSpent || (run.stop === undefined && (await recheck(run, engine)));
      if (!budgetSpent && run.stop === undefined) await askRoot(run, engine, crawled);
    })();
    await Promise.race([work, stopped, deadline.reached]);
    deadline.cancel();
    if (run.interrupted || run.stop instanceof DeadlineError) {
      // After a stop, answers still arriving are not part of the report.
      run.closed = true;
      work.catch(() => undefined);
    }
  } catch (err) {
    stopProgress();
    await close();
    const kept = settleRecording(run, isKitError(err) && RESUMABLE.has(err.code));
    if (kept !== undefined) io?.stderr.write(scrubToken(kept, run.secrets) + '\n');
    throw err;
  } finally {
    await close();
  }
  const seen: Seen = crawled ?? { ...run.crawler.progress, first: undefined, sampled: false, budgetSpent: false };
  const engine = await rulesOf(run);
  if (run.stop && !run.interrupted) run.kitErrors.push({ code: run.stop.code, message: scrubToken(run.stop.message, run.secrets) });
  try {
    // The last progress line says what the report says (grouped findings, the origin-mismatch finding
    // and rechecks are settled only at the end), drawn before the run's notices.
    return finishRun(run, engine, seen, budgetSpent, io, (report) =>
      stopProgress({
        components: report.summary.components ?? seen.components,
        ...(seen.total !== undefined ? { total: seen.total } : {}),
        requests: run.http.requests,
        errors: report.summary.errors,
        warnings: report.summary.warnings,
      }),
    );
  } finally {
    stopProgress();
  }
}

/** Kit errors after which the run can go on later from its recording: it stopped, or some requests got no answer. */
const RESUMABLE = new Set(['E_BUDGET', 'E_RATE_LIMITED', 'E_UNAVAILABLE', 'E_DEADLINE', 'E_TIMEOUT', 'E_UNREACHABLE']);

/** The recording --resume names, read (its index only) before anything is requested. */
function openResume(options: CheckOptions): ResumeRecording {
  if (options.resume === '') throw new BadOptionError('--resume takes the HAR file of a run recorded with --record');
  if (options.replay !== undefined) throw new BadOptionError('--resume continues a live run; --replay judges a recording offline: give one of them');
  if (options.record !== undefined && options.record !== options.resume)
    throw new BadOptionError(`--resume ${options.resume} appends to that recording; --record ${options.record} names another file: give one of them`);
  return ResumeRecording.open(options.resume!, RETRY_STATUSES);
}

/**
 * After the run: when it stopped before it finished, the line that says where its recording is kept
 * and the command that continues it; a cache recording of a run that finished is removed.
 */
function settleRecording(run: Run, stopped: boolean): string | undefined {
  const recorder = run.recorder;
  if (!recorder)
    return stopped && run.unkept !== undefined && run.answered > 0
      ? `stringent: the run stopped before it finished, and what it fetched is not kept: ${run.unkept}; give --record FILE.har to be able to go on later`
      : undefined;
  // A run that got no answer at all (nothing listening, the first request refused) has nothing to go on from.
  if (!stopped || run.answered === 0) {
    // A cache recording (this run's, or the one it resumed to completion) has served its purpose.
    const runs = cacheRunsFolder(run.o.env ?? process.env);
    const inCache = runs !== undefined && path.dirname(path.resolve(recorder.file)) === path.resolve(runs);
    if (run.temporary || (inCache && !stopped && run.o.resume !== undefined)) {
      try {
        unlinkSync(recorder.file);
      } catch {
        // Already gone: nothing to keep.
      }
    }
    return undefined;
  }
  const command = run.continueCommand?.(recorder.file) ?? `stringent check ${shellWord(run.o.baseUrl)} --resume ${shellWord(recorder.file)}`;
  return `stringent: the run stopped before it finished; what it fetched is kept in ${recorder.file}. Go on with: ${command}`;
}

/** A word as a POSIX shell reads it back: as it is when plain, else in single quotes. */
export function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** What the run saw: the crawl's result, or after a stop what the crawl had reached (maybe not even the first page). */
type Seen = Omit<CrawlResult, 'first'> & { first: FirstAnswer | undefined };

/** Resolves when the signal stops the run, recording which signal it was (SIGTERM by its reason, else SIGINT). */
function stopOn(run: Run, signal: AbortSignal | undefined): Promise<void> {
  return new Promise<void>((resolve) => {
    if (!signal) return;
    const stop = (): void => {
      run.interrupted = signal.reason === 'SIGTERM' ? 'SIGTERM' : 'SIGINT';
      resolve();
    };
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
  });
}

/** One run's working parts: the rules engine, the HTTP client, the crawler feeding the engine, and the kit errors met. */
interface Run {
  o: Resolved;
  /** The rules engine, once rulesOf has loaded and built it. */
  engine?: Engine;
  /** Loads the rules engine and builds it for this run (rulesOf). */
  makeEngine: (E: typeof Engine) => Engine;
  rules?: Promise<Engine>;
  /** Answers that arrived before the engine was built, judged in order once it is. */
  unjudged: Exchange[];
  judge: (engine: Engine, exchange: Exchange) => void;
  http: HttpClient;
  crawler: Crawler;
  feed: (exchange: Exchange) => void;
  /** The first answer of the component list's first page, for the no-API diagnosis. */
  firstList?: Exchange;
  kitErrors: KitErrorRecord[];
  /** --resume: the answers the recording holds, which the plan does not send again. */
  recorded?: number;
  /** Kit error codes already said on stderr (one `stringent: E_CODE:` line each). */
  said: Set<string>;
  /** The token and credential --header values: scrubbed from everything the run hands back. */
  secrets: string[];
  startedAt: Date;
  started: number;
  /** The signal that stopped the run, if one did. */
  interrupted?: StopSignal;
  /** The field's condition that stopped the run (rate limit, unavailable, deadline); the budget has its own flag. */
  stop?: KitError;
  /** The pacer's current wait, for the progress line. */
  waiting?: { until: number; reason: string };
  /** Set after a stop: the feed takes no more answers. */
  closed: boolean;
  /** --baseline: each finding marked new or known as it is reported. */
  gate?: BaselineGate;
  /** --write-baseline: the identity of every finding (with a gate, of every known one). */
  writer?: BaselineWriter;
  examplesPerGroup: CheckOptions['examplesPerGroup'];
  /** Requirements not judged (--severity ID=off, --only, --skip), with why: their findings are dropped as they are reported. */
  off: ReadonlyMap<string, string>;
  /** What becomes of each finding as it is reported: off requirements dropped, exclusions made notes. */
  transform?: (f: Finding) => Finding | undefined;
  /** URL-ABSOLUTE findings by origin, counted as they are reported, for the origin-mismatch diagnosis. */
  origins: OriginCounter;
  /** --record: the HAR file every exchange is written to. */
  recorder?: HarRecorder;
  /** --replay: what the replay server did not hold. */
  replay?: Replayed;
  /** The recording is a cache file, kept only when the run stops before it finishes. */
  temporary: boolean;
  /** Answers the run got (recorded or live) that a resumed run would reuse: an HTTP status, no kit error. */
  answered: number;
  /** Answers taken from the --resume recording. */
  reused: () => number;
  /** --resume: the runs whose answers the report judges, this one included. */
  windows?: number;
  continueCommand?: (file: string) => string;
  /** Why a run given no --record is not recorded (no cache folder). */
  unkept?: string;
  /** The shipped profiles whose product the target may be, with the signs seen and the findings tallied. */
  watches: ProductWatch[];
  /** The engine's result, once it has finished (before the API root is asked, or when the report is built). */
  finished?: EngineResult;
}

/**
 * The run's rules engine. The rules are some hundred modules, which took longer to load than all the
 * rest of check, so check sends its first request before it loads them: rulesOf is first called when
 * that request is handed to the connection pool (or an answer arrives that needed none), and the
 * rules load while the answer is awaited. Answers that arrive before the engine is built wait in
 * run.unjudged and are judged first, in the order they came.
 */
function rulesOf(run: Run): Promise<Engine> {
  return (run.rules ??= (async () => {
    const { Engine } = await import('../rules/engine.js');
    const engine = run.makeEngine(Engine);
    run.engine = engine;
    for (const exchange of run.unjudged.splice(0)) run.judge(engine, exchange);
    return engine;
  })());
}

/** Builds the HTTP client, the crawler whose every answer goes to the engine, and how to build the engine. */
function openRun(
  o: Resolved,
  io: Pick<Io, 'stderr'> | undefined,
  options: Pick<CheckOptions, 'baseline' | 'writeBaseline' | 'examplesPerGroup' | 'keepStopped' | 'continueCommand'>,
  from?: ResumeRecording,
): Run {
  const startedAt = new Date();
  const started = performance.now();
  // Not judged: turned off by --severity, or not chosen by --only and --skip; each with its reason.
  const off = new Map<string, string>(o.focus.notRun);
  for (const [id, level] of Object.entries(o.severity ?? {})) if (level === 'off' && !off.has(id)) off.set(id, offReason(o.sources?.severity?.[id]));
  const transform = exclusionTransform(o.baseUrl, off, o.exclude ?? []);
  // Each finding as it stands after the user's decisions, tallied against the shipped profiles.
  const watches = productWatches(o.baseUrl);
  const tallied = (f: Finding, recordOf?: RecordOf): Finding | undefined => {
    const kept = transform ? transform(f, recordOf) : f;
    if (kept) for (const w of watches) w.tally.count(kept, recordOf);
    return kept;
  };
  const origins = new OriginCounter(o.baseUrl);
  // Memory follows the report, not the findings: each group keeps the findings the report lists of it
  // (at least one, to word the origin-mismatch finding), the rest counted. A baseline marks each
  // finding as it is reported (new and known ones are counted apart), and a baseline being written
  // keeps one identity per finding.
  const perGroup = Math.max(1, options.examplesPerGroup ?? DEFAULT_EXAMPLES_PER_GROUP);
  const gate = options.baseline === undefined ? undefined : new BaselineGate(loadedBaseline(options.baseline), o.baseUrl);
  const writer = options.writeBaseline ? new BaselineWriter(o.baseUrl) : undefined;
  const judged = gate || writer ? gateTransform(tallied, gate, writer) : tallied;
  const makeEngine = (E: typeof Engine): Engine =>
    new E(
      {
        baseUrl: o.baseUrl,
        webBaseUrl: o.webBaseUrl,
        componentPageSize: o.pageSize,
        severity: o.severity && Object.fromEntries(Object.entries(o.severity).filter((e): e is [string, Severity] => e[1] !== 'off')),
        mode: 'check',
      },
      { perGroup, hook: { part: (f) => origins.part(f), ...(transform || watches.length > 0 || gate || writer ? { transform: judged } : {}) } },
    );
  const httpOptions: HttpOptions = {
    baseUrl: o.baseUrl,
    timeoutMs: o.timeout * 1000,
    retries: o.retries,
    maxBodySize: o.maxBodySize,
    maxRequests: o.maxRequests,
    token: o.token,
    connections: o.concurrency,
    retryBaseMs: o.retryBaseMs,
    headers: o.headers,
    ca: o.caPem,
    insecure: o.insecure,
    env: o.env,
    ...(o.replay ? { connectTo: { host: o.replay.host, port: o.replay.port } } : {}),
    ...(o.rateLimit ? { rateLimit: o.rateLimit } : {}),
    minRate: o.minRate,
    maxWaitMs: o.maxWaitMs,
    ...(o.deadlineMs !== undefined ? { deadlineAt: (o.clock ?? realClock).now() + o.deadlineMs } : {}),
    ...(o.clock ? { clock: o.clock } : {}),
    onWait: (ms, reason) => {
      run.waiting = { until: performance.now() + ms, reason };
      if (o.output === 'verbose') io?.stderr.write(`stringent: waiting ${Math.ceil(ms / 1000)} s for the server's rate limit (${reason})\n`);
    },
    onAttempt: (attempt) => run.feed(attempt),
    // The rules load while the first answer is awaited (rulesOf).
    onFirstRequest: () => void rulesOf(run).catch(() => undefined),
  };
  const resuming = from === undefined ? undefined : new ResumingClient(httpOptions, from);
  const http = resuming ?? new HttpClient(httpOptions);
  const secrets = http.secrets();
  const kitErrors: KitErrorRecord[] = [];
  const said = new Set<string>();
  // A run given no file to record to is recorded in the cache folder all the same, to be kept if it stops early.
  const temporary = o.record === undefined && o.resume === undefined && o.replay === undefined && options.keepStopped === true;
  const recordTo = o.resume ?? o.record;
  let recorder = recordTo === undefined ? undefined : new HarRecorder(recordTo, o.baseUrl, o.token, from?.appendPoint);
  let unkept: string | undefined;
  if (temporary) {
    try {
      const file = cacheRecordingFile(o.baseUrl, o.env ?? process.env, new Date(), o.keepRecordings);
      if (file === undefined) unkept = 'there is no cache folder to keep it in (neither XDG_CACHE_HOME nor HOME is set)';
      else recorder = new HarRecorder(file, o.baseUrl, o.token);
    } catch (err) {
      // The cache recording is a convenience: a cache folder that cannot be written does not stop the run.
      io?.stderr.write(`stringent: warning: ${(err as Error).message}; this run will not be resumable if it stops early\n`);
    }
  }
  const replay = o.replay === undefined ? undefined : replayed(o.replay.file);
  const listUrl = `${o.baseUrl}api/components/`;
  const feed = (exchange: Exchange): void => {
    if (run.closed) return;
    if (replay && !replay.take(exchange)) return;
    const reused = resuming?.isReused(exchange) === true;
    if (!reused && run.recorder) {
      try {
        run.recorder.add(exchange);
      } catch (err) {
        // The cache recording is a convenience: a full disk ends it, not the run.
        if (!temporary) throw err;
        io?.stderr.write(`stringent: warning: ${(err as Error).message}; this run will not be resumable if it stops early\n`);
        try {
          unlinkSync(run.recorder.file);
        } catch {
          // Nothing left to remove.
        }
        delete run.recorder;
      }
    }
    if (o.output === 'verbose')
      io?.stderr.write(
        scrubToken(
          `stringent: ${exchange.request.method} ${exchange.request.url} → ${exchange.error ? exchange.error.code : exchange.status}` +
            (reused ? ' (recorded)' : exchange.durationMs === undefined ? '' : ` (${Math.round(exchange.durationMs)} ms)`) +
            (exchange.blockedMs ? `, after waiting ${Math.round(exchange.blockedMs)} ms` : '') +
            (exchange.superseded ? ', to be sent again' : ''),
          secrets,
        ) + '\n',
      );
    // An attempt sent again is recorded, never judged: the answer that stands follows it.
    if (exchange.superseded) return;
    for (const w of watches) w.signs.observe(exchange);
    if (!run.firstList && exchange.request.method === 'GET' && exchange.request.url === listUrl) {
      run.firstList = exchange;
      const warning = planWarning(run, exchange);
      if (warning) io?.stderr.write(scrubToken(warning, secrets) + '\n');
    }
    if (!exchange.error && exchange.status > 0) run.answered++;
    if (exchange.error) {
      kitErrors.push({ code: exchange.error.code, message: exchange.error.message, url: exchange.request.url, method: exchange.request.method });
      // Said when it happens, not only in the report at the end (the first list's own failure is the command's error).
      if (run.firstList && run.firstList !== exchange && (said.add(exchange.error.code), true))
        io?.stderr.write(
          scrubToken(
            `stringent: ${exchange.error.code}: ${exchange.request.method} ${exchange.error.message.includes(exchange.request.url) ? '' : `${exchange.request.url}: `}${exchange.error.message}`,
            secrets,
          ) + '\n',
        );
    }
    if (run.engine) judge(run.engine, exchange);
    else {
      run.unjudged.push(exchange);
      // An answer that needed no request (taken from a --resume recording) starts the rules too.
      void rulesOf(run).catch(() => undefined);
    }
  };
  const judge = (engine: Engine, exchange: Exchange): void => {
    try {
      engine.add(exchange);
    } catch (err) {
      const msg = err instanceof Error ? err.message : String(err);
      kitErrors.push({
        code: 'E_INTERNAL',
        message: `the rules failed on this answer: ${msg.split('\n')[0]}`,
        url: exchange.request.url,
        method: exchange.request.method,
      });
    }
  };
  const crawler = new Crawler(http, { baseUrl: o.baseUrl, concurrency: o.concurrency, maxComponents: o.maxComponents, ...o.focus.parts }, feed);
  const run: Run = {
    o,
    makeEngine,
    unjudged: [],
    judge,
    http,
    crawler,
    feed,
    kitErrors,
    said,
    secrets,
    startedAt,
    started,
    closed: false,
    examplesPerGroup: options.examplesPerGroup,
    off,
    origins,
    temporary,
    answered: 0,
    reused: () => resuming?.reused ?? 0,
    watches,
  };
  if (from) {
    run.windows = from.runs + 1;
    run.recorded = from.answers;
  }
  if (unkept !== undefined) run.unkept = unkept;
  if (options.continueCommand) run.continueCommand = options.continueCommand;
  if (transform) run.transform = transform;
  if (gate) run.gate = gate;
  if (writer) run.writer = writer;
  if (recorder) {
    recorder.scrub = (entry) => scrubToken(entry, secrets);
    run.recorder = recorder;
  }
  if (replay) run.replay = replay;
  return run;
}

/** Crawls the deployment, the rules judging each answer as it arrives; throws when the first page got no usable answer. */
async function crawlAndJudge(run: Run): Promise<CrawlResult> {
  const crawled = await run.crawler.run();
  if (crawled.first.error) throw firstFailure(crawled.first, run.secrets);
  const unmatched = run.crawler.unmatched;
  for (const [flag, names, known] of [
    ['--component', unmatched.components, unmatched.known],
    ['--project', unmatched.projects, [...new Set(unmatched.known.map((k) => k.split('/')[0]!))]],
  ] as const)
    if (names.length > 0 && crawled.first.envelope && !crawled.stoppedBy && !crawled.budgetSpent && !run.interrupted) {
      const near = nearest(names[0]!, known, 3);
      throw new BadOptionError(
        `${flag} ${names.join(', ')}: the component list holds no such ${flag === '--component' ? 'component' : 'project'}${near.length ? `; did you mean ${near.join(', ')}?` : ''}`,
      );
    }
  if (crawled.first.status === 401 || crawled.first.status === 403) throw authFailure(run);
  if (!crawled.first.envelope && run.firstList) {
    const noApi = await diagnoseNoApi({
      baseUrl: run.o.baseUrl,
      first: run.firstList,
      probe: (url) => run.http.send('GET', url, { purpose: 'crawl' }).catch(() => undefined),
    });
    if (noApi) throw noApi;
  }
  return crawled;
}

/**
 * Report stage: what could not be judged, the report with its verdict and exit status (set by
 * makeReport through exitCodeFor, from the crawl's counts), and the run's notices.
 */
function finishRun(
  run: Run,
  engine: Engine,
  crawled: Seen,
  budgetSpent: boolean,
  io: Pick<Io, 'stderr'> | undefined,
  onReport?: (report: Report) => void,
): CheckResult {
  const { o } = run;
  let unreached: string | undefined;
  if (!run.finished) {
    markUnjudged(run, engine, crawled, budgetSpent);
    unreached = run.replay?.skipUnreached(engine);
    run.finished = engine.finish();
  }
  const { report, mismatch, profiles } = buildReport(run, run.finished, crawled, budgetSpent);
  onReport?.(report);
  const kept = settleRecording(run, run.interrupted !== undefined || budgetSpent || run.kitErrors.some((k) => RESUMABLE.has(k.code)));
  const notices = [
    ...(unreached === undefined ? [] : [unreached]),
    ...(mismatch
      ? [
          `stringent: the server builds its addresses on ${mismatch.serverBase}, not on ${o.baseUrl} ` +
            `(${mismatch.count} URL-ABSOLUTE findings, reported as one); if that is the same deployment, run: stringent check ${mismatch.serverBase}`,
        ]
      : run.origins
          .fieldsElsewhere(report.requirements.find((r) => r.id === 'URL-ABSOLUTE')?.checks ?? 0, crawled.components)
          .map((line) => `stringent: ${line}`)),
    ...profiles.map((line) => `stringent: ${line}`),
    ...runNotices(crawled, o.allowEmpty, run.interrupted),
    ...(kept === undefined ? [] : [kept]),
  ].map((n) => scrubToken(n, run.secrets));
  const keptLine = kept === undefined ? undefined : scrubToken(kept, run.secrets);
  // Every kit error's code is said once on stderr (the command's own error line), even with --quiet.
  for (const k of report.kitErrors) {
    if (run.said.has(k.code)) continue;
    run.said.add(k.code);
    const where = k.url !== undefined && !k.message.includes(k.url) ? `${k.method ?? 'GET'} ${k.url}: ` : '';
    io?.stderr.write(scrubToken(formatKitError(kitErrorFor(k.code, `${where}${k.message}`)), run.secrets) + '\n');
  }
  // How to go on is said even with --quiet: the run ended with the kit's condition, and this is its way out.
  for (const n of notices) if (o.output !== 'quiet' || n === keptLine) io?.stderr.write(n + '\n');
  const out: CheckResult = { report, exitCode: report.exitCode, notices };
  if (run.writer) out.baseline = { text: run.writer.text(), findings: run.writer.size, leftOut: run.writer.leftOut };
  return out;
}

/** The --header values for the reproducers: a credential-like one by name only (its curl line reads a variable). */
function reproducerHeaders(headers: Record<string, string>): Pick<Report['target'], 'headers'> {
  const list = Object.entries(headers).map(([name, value]) => (isCredentialHeader(name) ? { name } : { name, value }));
  return list.length ? { headers: list } : {};
}

/** The baseline as a gate reads it: a JSON report given directly is turned into one. */
function loadedBaseline(b: NonNullable<CheckOptions['baseline']>): LoadedBaseline {
  return 'index' in b ? b : baselineFromReport(b.file, b.report);
}

/**
 * Each finding as reported: through the exclusions (off requirements dropped, accepted departures made
 * notes), then marked new or known by the baseline, and its identity kept for a baseline being written.
 */
function gateTransform(
  transform: ((f: Finding, recordOf?: RecordOf) => Finding | undefined) | undefined,
  gate: BaselineGate | undefined,
  writer: BaselineWriter | undefined,
): (f: Finding, recordOf?: RecordOf) => Finding | undefined {
  return (reported, recordOf) => {
    const f = transform ? transform(reported, recordOf) : reported;
    if (f === undefined) return undefined;
    if (!gate) {
      writer?.add(f);
      return f;
    }
    const marked = gate.mark(f);
    writer?.add(marked.finding, marked.identity);
    return marked.finding;
  };
}

/** Requirements left unjudged: opt-in probes not asked for, the budget spent, or no list to start from. */
function markUnjudged(run: Run, engine: Engine, crawled: Seen, budgetSpent: boolean): void {
  const { o } = run;
  for (const r of REQUIREMENTS) {
    if (r.optIn === 'probe-errors' && !o.probeErrors) engine.skip(r.id, OPT_IN_FLAGS['probe-errors']);
    if (r.optIn === 'probe-writes' && !o.probeWrites) engine.skip(r.id, OPT_IN_FLAGS['probe-writes']);
    if (budgetSpent) engine.skip(r.id, `the request budget of ${o.maxRequests} (--max-requests) ran out first`);
    if (run.stop) engine.skip(r.id, stopReason(run.stop));
  }
  if (crawled.first && !crawled.first.envelope && crawled.first.status !== 0)
    for (const r of REQUIREMENTS) engine.notApplicable(r.id, `not reached: the component list answered ${crawled.first.status} without a JSON list envelope`);
  if (budgetSpent) {
    const spent = new BudgetExceededError(`the request budget of ${o.maxRequests} (--max-requests) ran out before the crawl finished`);
    run.kitErrors.push({ code: spent.code, message: spent.message });
  }
}

/** The engine's result as the report every reporter renders, with the token (and credential headers) scrubbed from it. */
function buildReport(run: Run, finished: EngineResult, crawled: Seen, budgetSpent: boolean): { report: Report; mismatch?: OriginMismatch; profiles: string[] } {
  const { o, kitErrors } = run;
  const urlChecks = finished.requirements.find((r) => r.id === 'URL-ABSOLUTE')?.checks ?? 0;
  const collapsed = collapseOriginMismatch(o.baseUrl, finished.groups ?? [], run.origins, urlChecks, run.transform);
  const result = {
    findings: collapsed.groups.flatMap((g) => g.kept).sort(compareFindings),
    requirements: settleOutcomes(finished.requirements, collapsed.groups, run.off, o.sources?.severity),
    groups: collapsed.groups,
  };
  const report = scrubToken(
    makeReport({
      target: { baseUrl: o.baseUrl, authenticated: o.token !== undefined, ...(o.insecure ? { insecure: true as const } : {}), ...reproducerHeaders(o.headers) },
      result,
      kitErrors,
      requests: run.http.requests,
      probes: run.http.probes,
      startedAt: run.startedAt,
      durationMs: performance.now() - run.started,
      complete: !run.interrupted && !budgetSpent && !crawled.sampled && !o.focus.narrowed && kitErrors.length === 0,
      pacing: pacingOf(run),
      interimFallbacks: run.http.interimFallbacks,
      components: crawled.components,
      statisticsLists: crawled.statisticsLists,
      failOn: o.failOn,
      ...(o.maxWarnings !== undefined ? { maxWarnings: o.maxWarnings } : {}),
      allowEmpty: o.allowEmpty,
      interrupted: run.interrupted,
      ...(run.gate ? { baseline: run.gate } : {}),
      examplesPerGroup: run.examplesPerGroup,
    }),
    run.secrets,
  );
  if (run.windows !== undefined) {
    report.reused = run.reused();
    report.windows = run.windows;
  }
  const suggestion = run.watches.map(suggestionOf).find((s) => s !== undefined);
  if (suggestion) report.suggestion = scrubToken(suggestion, run.secrets);
  const profiles = profileAdvice(
    o.baseUrl,
    collapsed.groups,
    o.exclude,
    run.watches.map((w) => w.tally),
  );
  return collapsed.mismatch ? { report, mismatch: collapsed.mismatch, profiles } : { report, profiles };
}

/**
 * Said at once, from the first page: when the declared rate limit (or --rate-limit) cannot carry
 * the planned requests within --deadline or the window, or the plan exceeds --max-requests, with
 * the numbers and the ways out, rather than after hours of waiting.
 */
function planWarning(run: Run, first: Exchange): string | undefined {
  let count: number | undefined;
  try {
    const body = (first.json !== undefined ? first.json : JSON.parse(first.body ?? '')) as { count?: unknown } | null;
    if (typeof body?.count === 'number' && Number.isSafeInteger(body.count)) count = body.count;
  } catch {
    return undefined;
  }
  if (count === undefined) return undefined;
  const { o } = run;
  const components = Math.min(count, o.maxComponents ?? Infinity);
  // At least a component record and a statistics page each, the list's pages, and the HEAD/OPTIONS probes.
  // A resumed run sends only what its recording does not hold.
  const planned = Math.max(0, 2 * components + Math.ceil(count / o.pageSize) + 8 - (run.recorded ?? 0));
  const credentials = o.token !== undefined || credentialHeaders(o.headers).length > 0;
  const ways = `ways out: --max-components N to sample, ${credentials ? '' : 'a token (Weblate allows 5,000 an hour to a token, 100 a day without), '}a later window, or --deadline with --resume to spread the check over several windows`;
  if (planned > o.maxRequests)
    return `stringent: warning: about ${planned} requests are planned for ${components} components, more than --max-requests ${o.maxRequests}; the run will stop incomplete (E_BUDGET); ${ways}`;
  const now = Date.now();
  const declared = declaredLimit(first.headers as Record<string, string>, now);
  // The same plan as --dry-run (window-plan.ts): the first page is sent already.
  const plan = planWindows(Math.max(0, planned - (run.recorded ? 0 : 1)), declared, o.rateLimit);
  const fit = windowWords(plan, now);
  if (plan.window && plan.window.windows > 1 && fit !== undefined) {
    const waitMs = (declared.resetAt ?? Infinity) - now;
    if (waitMs > o.maxWaitMs)
      return `stringent: warning: about ${planned} requests are planned for ${components} components, and the check ${fit} (${declared.source ?? 'X-RateLimit-Remaining'}); the run will stop at its rate limit (E_RATE_LIMITED); ${ways}`;
    if (o.deadlineMs !== undefined && waitMs > o.deadlineMs)
      return `stringent: warning: about ${planned} requests are planned for ${components} components, and the check ${fit}, after --deadline ${formatMs(o.deadlineMs)}; the run will stop at its deadline (E_DEADLINE); ${ways}`;
  }
  if (plan.pacedSeconds === undefined || o.deadlineMs === undefined || plan.pacedSeconds * 1000 <= o.deadlineMs) return undefined;
  return `stringent: warning: about ${planned} requests are planned for ${components} components; at --rate-limit ${formatRate(o.rateLimit!)} they take about ${planDuration(plan.pacedSeconds)}, more than --deadline ${formatMs(o.deadlineMs)}; the run will stop at its deadline (E_DEADLINE); ${ways}`;
}

/** Why requirements were left unjudged after a stop by the field's condition. */
function stopReason(stop: KitError): string {
  if (stop.code === 'E_DEADLINE') return 'not reached: the run stopped at its --deadline';
  if (stop.code === 'E_RATE_LIMITED') return "no answer but 429: the run stopped at the server's rate limit (E_RATE_LIMITED)";
  if (stop.code === 'E_UNAVAILABLE') return 'no answer but 429/503: the run stopped while the server was unavailable (E_UNAVAILABLE)';
  return `not reached: the run stopped (${stop.code})`;
}

/** What the report says of throttling: the declared limit, 429 and 503 answers, time waited. */
function pacingOf(run: Run): NonNullable<Report['pacing']> {
  const stats = run.http.pacing;
  return {
    ...(stats.declared !== undefined ? { declaredLimit: stats.declared } : {}),
    throttled: stats.throttled,
    unavailable: stats.unavailable,
    waitedMs: Math.round(stats.waitedMs),
    ...(stats.found ? { foundPerSecond: Math.round(stats.found.perSecond * 10) / 10, minRate: stats.found.lowest } : {}),
  };
}

/** Resolves when --deadline is reached, setting the run's stop; `cancel` clears the timer. */
function stopAtDeadline(run: Run): { reached: Promise<void>; cancel: () => void } {
  const { deadlineMs } = run.o;
  if (deadlineMs === undefined) return { reached: new Promise<void>(() => undefined), cancel: () => undefined };
  let timer: NodeJS.Timeout | undefined;
  const reached = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      run.stop ??= new DeadlineError(`the run reached its --deadline of ${formatMs(deadlineMs)} before it finished`);
      resolve();
    }, deadlineMs);
    timer.unref?.();
  });
  return { reached, cancel: () => clearTimeout(timer) };
}

function formatMs(ms: number): string {
  return ms % 3_600_000 === 0 ? `${ms / 3_600_000}h` : ms % 60_000 === 0 ? `${ms / 60_000}m` : `${ms / 1000}s`;
}

/**
 * The deployment refused the first requests (401/403): E_AUTH, with the server's own word
 * (sanitised), not a crawl of refusals. Write and error probes are not asked yet at this point.
 */
function authFailure(run: Run): AuthError {
  const first = run.firstList;
  const status = first?.status ?? 401;
  let detail = '';
  try {
    const body = JSON.parse(first?.body ?? '') as unknown;
    if (body && typeof body === 'object' && typeof (body as { detail?: unknown }).detail === 'string') detail = (body as { detail: string }).detail;
  } catch {
    // No JSON detail: the status speaks alone.
  }
  detail = detail.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').slice(0, 200);
  const said = detail ? ` (the server says: ${JSON.stringify(detail)})` : '';
  const headers = credentialHeaders(run.o.headers);
  const message =
    run.o.token !== undefined
      ? `the token was rejected: ${run.o.baseUrl}api/components/ answered ${status}${said}; check --token or STRINGENT_TOKEN`
      : headers.length > 0
        ? `the credentials given with --header ${headers.join(', ')} were refused: ${run.o.baseUrl}api/components/ answered ${status}${said}; check the header's value`
        : `the deployment needs a token: ${run.o.baseUrl}api/components/ answered ${status}${said}; give one with --token or STRINGENT_TOKEN (the API document shows reads answered without credentials, §5)`;
  return new AuthError(scrubToken(message, run.secrets));
}

/**
 * An answer that says something about the deployment's state, not about the base URL: no answer at
 * all (a refused connection, a timeout, a stop), 429, a 5xx, or a refusal of credentials (401/403).
 * No base-URL advice follows one.
 */
export function isCondition(first: Pick<FirstAnswer, 'status' | 'error'>): boolean {
  return first.error !== undefined || first.status === 0 || first.status === 401 || first.status === 403 || first.status === 429 || first.status >= 500;
}

/** One-line remarks about the run: a stop by a signal, a base URL that answered no list, a run that checked nothing. */
function runNotices(crawled: Seen, allowEmpty: boolean, interrupted: StopSignal | undefined): string[] {
  const notices: string[] = [];
  if (interrupted) notices.push(`stringent: stopped by ${interrupted}; the report holds what was seen until then`);
  if (crawled.first && !crawled.first.envelope && !isCondition(crawled.first))
    notices.push(
      `stringent: ${crawled.first.url} answered ${crawled.first.status} without a JSON list envelope; ` +
        `the base URL may be wrong (it is the address that api/components/ hangs off)`,
    );
  // After a first answer that was no list at all, the line above already says why.
  else if (!interrupted && crawled.first && !isCondition(crawled.first) && crawled.components === 0 && crawled.statisticsLists === 0)
    notices.push(
      `stringent: no component and no statistics list was checked, so the run does not show conformance` + (allowEmpty ? '' : ' (--allow-empty accepts that)'),
    );
  return notices;
}

/**
 * GETs what the rules ask to see again (purpose recheck), and walks again the lists they ask for
 * (from page 1 along next), at most twice over. True when the budget ran out.
 */
async function recheck(run: Run, engine: Engine): Promise<boolean> {
  const { http, crawler, feed } = run;
  for (let round = 0; round < RECHECK_ROUNDS; round++) {
    const urls = engine.takeRechecks().filter((u) => http.isSameOrigin(u));
    const lists = engine.takeListRechecks().filter((u) => http.isSameOrigin(u));
    if (urls.length === 0 && lists.length === 0) return false;
    for (const url of urls) {
      try {
        feed(await http.send('GET', url, { purpose: 'recheck', onHop: feed }));
      } catch (err) {
        if (err instanceof BudgetExceededError) return true;
        if (stopsRun(err)) {
          run.stop ??= err;
          return false;
        }
        throw err;
      }
    }
    for (const url of lists)
      if (!(await crawler.rewalk(url))) {
        const stoppedBy = crawler.stoppedBy;
        if (stoppedBy === undefined) return true;
        run.stop ??= stoppedBy;
        return false;
      }
  }
  return false;
}

/**
 * One GET of the API root, sent only when the target has shown one kind of a product's signs and the
 * shipped profile for it would accept every finding: the root settles whether it is that product.
 * Cross-answer rules report when the engine finishes, so it finishes here, before the ask (the ask is
 * no part of what the rules judge). Not sent when judging a recording (it would not hold it); a root
 * that does not answer is no evidence.
 */
async function askRoot(run: Run, engine: Engine, crawled: Seen): Promise<void> {
  if (run.o.replay !== undefined || run.interrupted || !run.watches.some((w) => w.signs.wantsRoot)) return;
  markUnjudged(run, engine, crawled, false);
  run.finished = engine.finish();
  const watch = run.watches.find((w) => w.tally.coversAll && w.signs.wantsRoot);
  if (!watch) return;
  try {
    run.feed(await run.http.send('GET', watch.signs.rootUrl, { purpose: 'crawl', onHop: run.feed }));
  } catch (err) {
    if (!isKitError(err)) throw err;
  }
}

/** The component list's first page got no usable answer: the run cannot start. */
function firstFailure(first: FirstAnswer, secrets: readonly string[]): KitError {
  const { code, message } = first.error!;
  const bare = code === 'E_UNREACHABLE' || code === 'E_TLS';
  return kitErrorFor(code, scrubToken(bare ? message : `${first.url}: ${message}`, secrets));
}

type Optional =
  | 'token'
  | 'maxComponents'
  | 'maxWarnings'
  | 'webBaseUrl'
  | 'severity'
  | 'sources'
  | 'retryBaseMs'
  | 'exclude'
  | 'record'
  | 'replay'
  | 'ca'
  | 'env'
  | 'resume'
  | 'clock';
type Focused = 'only' | 'skip' | 'components' | 'projects' | 'dryRun';
/** Every property present, and none of them undefined. */
type Filled<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };
export type Resolved = Filled<
  Omit<
    CheckOptions,
    | Optional
    | Focused
    | 'headers'
    | 'signal'
    | 'baseline'
    | 'writeBaseline'
    | 'examplesPerGroup'
    | 'documents'
    | 'keepStopped'
    | 'continueCommand'
    | 'rateLimit'
    | 'minRate'
    | 'maxWait'
    | 'deadline'
  >
> &
  Pick<CheckOptions, Optional> & {
    /** --only, --skip, --component, --project: what is judged and the crawl parts it needs. */
    focus: Focus;
    rateLimit?: Rate;
    /** --min-rate: the lowest pace for a limit no header declares. */
    minRate: Rate;
    /** --max-wait in ms. */
    maxWaitMs: number;
    /** --deadline in ms. */
    deadlineMs?: number;
    headers: Record<string, string>;
    /** The contents of the --ca file. */
    caPem?: string;
  };

/** Fills in defaults and validates every option; throws BadOptionError (one line) on the first bad one. */
export function resolveCheckOptions(options: CheckOptions): Resolved {
  const baseUrl = parseBaseUrl(options.baseUrl).href;
  /** An option's value or the table's default, checked by the table's kind for that option. */
  const value = <T>(name: string, given: unknown): T => {
    const spec = optionOf('check', name);
    return checkValue(spec, given ?? spec.default) as T;
  };
  const o: Resolved = {
    baseUrl,
    failOn: value<FailOn>('fail-on', options.failOn),
    ...(options.maxWarnings !== undefined ? { maxWarnings: value<number>('max-warnings', options.maxWarnings) } : {}),
    keepRecordings: value<number>('keep-recordings', options.keepRecordings),
    concurrency: value('concurrency', options.concurrency),
    timeout: value('timeout', options.timeout),
    retries: value('retries', options.retries),
    maxRequests: value('max-requests', options.maxRequests),
    maxBodySize: value('max-body-size', options.maxBodySize),
    pageSize: value('page-size', options.pageSize),
    probeErrors: value('probe-errors', options.probeErrors),
    probeWrites: value('probe-writes', options.probeWrites),
    methodsAll: value('methods-all', options.methodsAll),
    allowEmpty: value('allow-empty', options.allowEmpty),
    headers: requestHeaders(options.headers),
    insecure: value('insecure', options.insecure),
    output: options.output ?? 'normal',
    maxWaitMs: value<number>('max-wait', options.maxWait) * 1000,
    minRate: value<Rate>('min-rate', options.minRate),
    focus: focusOf({
      only: options.only,
      skip: options.skip,
      onlyFrom: options.sources?.only,
      skipFrom: options.sources?.skip,
      components: options.components,
      projects: options.projects,
      probeErrors: options.probeErrors ?? false,
      probeWrites: options.probeWrites ?? false,
      methodsAll: options.methodsAll ?? false,
      ...(options.maxComponents !== undefined ? { maxComponents: options.maxComponents } : {}),
    }),
  };
  if (options.env !== undefined) o.env = options.env;
  if (options.ca !== undefined) {
    o.ca = options.ca;
    o.caPem = readCa(options.ca);
  }
  if ('authorization' in o.headers && options.token !== undefined)
    throw new BadOptionError('--header Authorization and --token both set the Authorization header; give one of them');
  if (options.maxComponents !== undefined) o.maxComponents = value('max-components', options.maxComponents);
  if (options.webBaseUrl !== undefined) o.webBaseUrl = parseBaseUrl(options.webBaseUrl, '--web-base-url').href;
  if (options.token !== undefined) {
    if (options.token === '' || /[\r\n]/.test(options.token)) throw new BadOptionError('--token must be a non-empty single-line value');
    o.token = options.token;
  }
  if (options.retryBaseMs !== undefined) {
    if (!(options.retryBaseMs > 0) || !Number.isFinite(options.retryBaseMs))
      throw new BadOptionError(`retryBaseMs takes a number above 0, not ${String(options.retryBaseMs)}`);
    o.retryBaseMs = options.retryBaseMs;
  }
  if (options.clock !== undefined) o.clock = options.clock;
  if (options.rateLimit !== undefined) o.rateLimit = value<Rate>('rate-limit', options.rateLimit);
  if (options.deadline !== undefined) o.deadlineMs = value<number>('deadline', options.deadline);
  if (options.record !== undefined) {
    if (options.record === '') throw new BadOptionError('--record takes a file name');
    o.record = options.record;
  }
  if (options.replay !== undefined) o.replay = options.replay;
  if (options.resume !== undefined) o.resume = options.resume;
  if (options.severity !== undefined) {
    const severity: Record<string, Severity | 'off'> = {};
    const from: Record<string, string> = {};
    for (const [id, place] of Object.entries(options.sources?.severity ?? {})) from[id.toUpperCase()] = place;
    o.sources = { severity: {} };
    for (const [id, level] of Object.entries(options.severity)) {
      if (level === undefined) continue;
      const known = requirementId(id, '--severity');
      o.sources.severity![known] = from[known] ?? '--severity';
      if (!['error', 'warning', 'note', 'off'].includes(level))
        throw new BadOptionError(`--severity ${known}= takes error, warning, note or off, not ${String(level)}`);
      severity[known] = level;
    }
    o.severity = severity;
  }
  if (options.exclude !== undefined) {
    o.exclude = options.exclude.map((x, i) => {
      const problem = exclusionProblem(x);
      if (problem !== undefined) throw new BadOptionError(`exclude[${i}].${problem}`);
      return { ...x, requirement: requirementId(x.requirement, `exclude[${i}]`) };
    });
  }
  return o;
}

/** Names an extra header may not take: the kit or the connection sets them. */
const RESERVED_HEADERS = new Set([
  'host',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'upgrade',
  'te',
  'trailer',
  'expect',
  'proxy-connection',
]);
const TOKEN_CHARS = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** --header values (`Name: value`, or an object) → lower-case names; E_BAD_OPTION for a malformed one. */
function requestHeaders(given: CheckOptions['headers']): Record<string, string> {
  const pairs: [string, string][] = [];
  if (Array.isArray(given)) {
    for (const line of given as readonly unknown[]) {
      const m = typeof line === 'string' ? /^([^:]*):(.*)$/s.exec(line) : null;
      if (!m) throw new BadOptionError(`--header takes 'Name: value', not ${JSON.stringify(line)}`);
      pairs.push([m[1]!.trim(), m[2]!.trim()]);
    }
  } else if (given !== undefined) {
    if (typeof given !== 'object' || given === null) throw new BadOptionError(`headers must be 'Name: value' lines or an object of names and values`);
    for (const [name, value] of Object.entries(given)) pairs.push([name, String(value)]);
  }
  const out: Record<string, string> = {};
  for (const [name, value] of pairs) {
    if (!TOKEN_CHARS.test(name))
      throw new BadOptionError(`--header needs a header name before the colon (letters, digits and !#$%&'*+.^_\`|~-), not ${JSON.stringify(name)}`);
    if (/[\0\r\n]/.test(value)) throw new BadOptionError(`--header ${name}: the value must be one line`);
    const lower = name.toLowerCase();
    if (RESERVED_HEADERS.has(lower)) throw new BadOptionError(`--header cannot set ${name}: the kit or the connection sets it`);
    out[lower] = value;
  }
  return out;
}

/** The --ca file's contents: PEM with at least one certificate. */
function readCa(file: string): string {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new FileError(`--ca: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  if (!/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.test(text))
    throw new BadOptionError(`--ca takes a PEM file of CA certificates (-----BEGIN CERTIFICATE-----), and ${file} holds none`);
  return text;
}
