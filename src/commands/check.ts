/** `stringent check <base-url>`: crawl a deployment and report, rule by rule, where it departs from the API. */
import path from 'node:path';
import { check, CHECK_DEFAULTS, shellWord, type CheckOptions } from '../run/check.js';
import {
  envName,
  loadConfigFile,
  loadProfile,
  mergeLayers,
  parseSeverities,
  parseSize,
  parseText,
  profileNames,
  readEnv,
  SETTINGS,
  type Config,
} from '../options/config.js';
import { checkReplay } from './replay.js';
import { BadOptionError, isKitError } from '../base/errors.js';
import { isCredentialHeader } from '../crawl/http.js';
import type { KitErrorRecord } from '../generated/report.js';
import type { Io } from '../base/io.js';
import { errorReport, type FailOn } from '../run/outcome.js';
import { checkMaxExamples, DEFAULT_MAX_EXAMPLES, REPORTER_NAMES, ReportWriteError, type ReporterTarget } from '../report/index.js';
import { readReport } from './baseline.js';
import { parseReporters, writeRequestedReports } from './reporters.js';
import { defineCommand } from './types.js';

export { parseSize, parseSeverities };

/** A scalar option given more than once: the last one counts. */
export function last<T>(value: T | T[]): T {
  return Array.isArray(value) ? (value[value.length - 1] as T) : value;
}

/** check over a recording: the base URL given (positional or --base-url) names the recorded one. */
function replayOf(file: string): typeof check {
  return (options, io) => checkReplay({ ...options, file, baseUrl: options.baseUrl === '' ? undefined : options.baseUrl }, io);
}

/**
 * The command that continues a stopped run: the options given on the command line again, without
 * --record and --resume, with --resume FILE. No credential is written out: --token and credential
 * --header values are left out, and the line says the token belongs in STRINGENT_TOKEN and which
 * headers to give again.
 */
function continueCommand(args: Record<string, unknown>, baseUrl: string | undefined, file: string, authenticated: boolean): string {
  const words = ['stringent', 'check'];
  const positional = args.baseUrl ?? args['base-url'];
  if (positional !== undefined && positional !== '') words.push(shellWord(String(positional)));
  else if (baseUrl !== undefined) words.push(shellWord(baseUrl));
  const skip = new Set(['_', '$0', 'base-url', 'baseUrl', 'token', 'record', 'resume', 'q', 'v']);
  const secretHeaders: string[] = [];
  for (const [key, value] of Object.entries(args)) {
    // yargs gives each option under its --name and again in camelCase.
    if (skip.has(key) || /[A-Z]/.test(key) || value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) {
      const name = key === 'header' ? /^([^:]*):/.exec(String(v))?.[1]?.trim() : undefined;
      if (name !== undefined && isCredentialHeader(name)) secretHeaders.push(name);
      else if (typeof v === 'boolean') words.push(v ? `--${key}` : `--no-${key}`);
      else words.push(`--${key}`, shellWord(String(v)));
    }
  }
  words.push('--resume', shellWord(file));
  const again = [
    ...(authenticated ? ['the token in STRINGENT_TOKEN'] : []),
    ...(secretHeaders.length > 0 ? [`--header ${secretHeaders.join(', ')} given again`] : []),
  ];
  return words.join(' ') + (again.length > 0 ? ` (with ${again.join(', and ')})` : '');
}

/** The options given on the command line, as a configuration layer (undefined = not given). */
function cliLayer(args: Record<string, unknown>): Config {
  const out: Record<string, unknown> = {};
  for (const s of SETTINGS) {
    const raw = args[s.flag];
    if (raw === undefined) continue;
    if (s.kind === 'list' || s.kind === 'lines') out[s.key] = (raw as unknown[]).map(String);
    else if (s.kind === 'severity') out[s.key] = parseSeverities((raw as unknown[]).map(String), '--severity');
    else if (s.kind === 'boolean') out[s.key] = last(raw as boolean | boolean[]);
    else out[s.key] = parseText(s, String(last(raw as unknown)), `--${s.flag}`);
  }
  const base = args['base-url'];
  if (base !== undefined) out.baseUrl = String(base);
  return out as Config;
}

const EXAMPLES: [string, string][] = [
  ['$0 check https://weblate.example.org/', 'check a deployment (the address api/components/ hangs off)'],
  ['$0 check https://weblate.example.org/ --profile weblate-5', "stock Weblate 5's known departures become notes"],
  ['$0 check http://127.0.0.1:8000/ --reporter pretty --reporter junit:report.xml', 'print the report and write JUnit XML'],
  ['$0 check https://h.example/ --severity HDR-VARY=warning --severity STA-CODE=off', 'change or switch off requirements'],
  ['STRINGENT_TOKEN=… $0 check https://h.example/ --max-components 200', 'authenticated, on a sample of 200 components'],
];

export const checkCommand = defineCommand({
  name: 'check [base-url]',
  describe: 'crawl a deployment and check it against the API, rule by rule',
  builder: (y) =>
    y
      .positional('base-url', { type: 'string', describe: 'base URL of the deployment: the address api/components/ hangs off (or baseUrl in the configuration)' })
      .option('reporter', { type: 'string', array: true, requiresArg: true, defaultDescription: 'pretty', describe: `${REPORTER_NAMES.join(', ')}; NAME:PATH writes a file (repeatable)` })
      .option('baseline', { type: 'string', requiresArg: true, describe: 'an earlier JSON report: only findings it does not hold decide the exit status' })
      .option('fail-on', { type: 'string', choices: ['error', 'warning', 'never'], defaultDescription: CHECK_DEFAULTS.failOn, describe: 'lowest finding severity that makes the exit status 1' })
      .option('max-examples', { requiresArg: true, defaultDescription: String(DEFAULT_MAX_EXAMPLES), describe: 'examples shown per failed requirement (pretty, junit, tap); whole number ≥ 0' })
      .option('concurrency', { requiresArg: true, defaultDescription: String(CHECK_DEFAULTS.concurrency), describe: 'components crawled at once; whole number ≥ 1' })
      .option('timeout', { requiresArg: true, defaultDescription: `${CHECK_DEFAULTS.timeout}`, describe: 'seconds one request may take, headers and body; number > 0' })
      .option('retries', { requiresArg: true, defaultDescription: String(CHECK_DEFAULTS.retries), describe: 'extra attempts after a network failure or 429/500/502/503/504; whole number ≥ 0' })
      .option('max-requests', { requiresArg: true, defaultDescription: String(CHECK_DEFAULTS.maxRequests), describe: 'request budget; when spent the run stops, incomplete (exit 2)' })
      .option('rate-limit', { type: 'string', requiresArg: true, defaultDescription: "the server's declared limit", describe: "pace requests at N/s, N/min, N/h or N/day; the server's own X-RateLimit-*/RateLimit headers apply too, the stricter wins" })
      .option('max-wait', { requiresArg: true, defaultDescription: String(CHECK_DEFAULTS.maxWait), describe: "seconds the run may wait at once for the server's rate limit or a Retry-After; a longer wait stops it with E_RATE_LIMITED" })
      .option('deadline', { type: 'string', requiresArg: true, defaultDescription: 'none', describe: 'an overall bound on the run (90s, 10m, 2h): when reached the run stops with E_DEADLINE, reports written, resumable' })
      .option('max-components', { requiresArg: true, defaultDescription: 'all', describe: 'check an evenly spread sample of this many components; whole number ≥ 1' })
      .option('max-body-size', { type: 'string', requiresArg: true, defaultDescription: '10MiB', describe: 'largest answer body read (e.g. 10MiB, 512KiB, 100000)' })
      .option('token', { type: 'string', requiresArg: true, defaultDescription: '$STRINGENT_TOKEN', describe: 'API token, sent as "Authorization: Token …" to the base URL\'s origin only' })
      .option('page-size', { requiresArg: true, defaultDescription: String(CHECK_DEFAULTS.pageSize), describe: 'full page size of the component list' })
      .option('web-base-url', { type: 'string', requiresArg: true, defaultDescription: 'the base URL', describe: 'where web pages (web_url, translate_url) live, when not under the base URL' })
      .option('probe-errors', { type: 'boolean', defaultDescription: 'false', describe: 'also request an unknown component and bad page numbers' })
      .option('probe-writes', { type: 'boolean', defaultDescription: 'false', describe: 'also send POST, PUT, PATCH, DELETE (without credentials) and expect refusals' })
      .option('methods-all', { type: 'boolean', defaultDescription: 'false', describe: 'HEAD and OPTIONS on every address fetched, not one of each kind' })
      .option('severity', { type: 'string', array: true, requiresArg: true, defaultDescription: 'the catalogue\'s', describe: 'ID=error|warning|note|off: change one requirement\'s severity, or do not judge it (repeatable)' })
      .option('allow-empty', { type: 'boolean', defaultDescription: 'false', describe: 'a deployment with no component is not a failure' })
      .option('header', { type: 'string', array: true, requiresArg: true, describe: "'Name: value': an extra request header for the base URL's origin only (repeatable); credential-like values are masked" })
      .option('ca', { type: 'string', requiresArg: true, describe: 'PEM file of CA certificates to trust besides the system ones (https)' })
      .option('insecure', { type: 'boolean', defaultDescription: 'false', describe: 'do not verify TLS certificates (said on stderr and in the report)' })
      .option('record', { type: 'string', requiresArg: true, describe: 'write every request and answer of the run to this HAR 1.2 file (credentials masked)' })
      .option('resume', { type: 'string', requiresArg: true, describe: 'continue the run recorded in this HAR file (--record, or the file a stopped run names): recorded answers are reused, the rest requested and appended to it' })
      .option('replay', { type: 'string', requiresArg: true, describe: 'judge a HAR recording offline instead of a live deployment (base URL taken from it, or the base URL given)' })
      .option('config', { type: 'string', requiresArg: true, defaultDescription: `./${'stringent.config.json'} or the nearest above`, describe: 'configuration file (schemas/config.schema.json)' })
      .option('profile', { type: 'string', requiresArg: true, describe: `a shipped preset (${profileNames().join(', ')}) or a profile file` })
      .option('quiet', { type: 'boolean', alias: 'q', defaultDescription: 'false', describe: 'no progress line and no remarks on stderr; only the report and errors' })
      .option('verbose', { type: 'boolean', alias: 'v', defaultDescription: 'false', describe: 'also every request on stderr, where the configuration came from, and progress when not on a terminal' })
      .conflicts('quiet', 'verbose')
      .example(EXAMPLES)
      .epilog(
        'Options also come from STRINGENT_* environment variables (STRINGENT_MAX_COMPONENTS=200, STRINGENT_SEVERITY=ID=level,…) ' +
          'and from stringent.config.json; the command line wins over the environment, the environment over the file, the file over the profile.\n\n' +
          'Exit status: 0 no finding at --fail-on or above; 1 findings; 2 the kit could not do its job (bad option, unreachable, no API at the base URL, budget spent).',
      ),
  handler: async (args, io) => {
    const startedAt = new Date();
    // Until the configuration is read, the reporters named on the command line are where an early error goes.
    let reporters: ReporterTarget[] = [];
    try {
      reporters = parseReporters(((args.reporter as string[] | undefined) ?? []).map(String));
    } catch {
      // A bad --reporter is itself the error; it is reported below, with nowhere to write a file.
    }
    let maxExamples = DEFAULT_MAX_EXAMPLES;
    let failOn: FailOn = CHECK_DEFAULTS.failOn;
    let baseUrl = String(args.baseUrl ?? '');
    const envToken = io.env.STRINGENT_TOKEN;
    const token = last(args.token as string | string[] | undefined) ?? (envToken ? envToken : undefined);
    try {
      const cwd = io.cwd ?? process.cwd();
      const warn = (line: string): void => void io.stderr.write(line + '\n');
      const cli = cliLayer(args as unknown as Record<string, unknown>);
      const env = readEnv(io.env, warn);
      const file = loadConfigFile(args.config ?? (io.env.STRINGENT_CONFIG || undefined), cwd);
      const profileName = cli.profile ?? env.profile ?? file?.config.profile;
      const profile = profileName === undefined ? undefined : loadProfile(profileName, file ? path.dirname(file.file) : cwd);
      const c = mergeLayers({ cli, env, file, profile });
      const verbose = args.verbose === true;
      if (verbose) {
        warn(`stringent: configuration: ${file ? file.file : 'no stringent.config.json'}${profile ? `; profile ${profileName} (${profile.file})` : ''}`);
        const fromEnv = SETTINGS.filter((s) => env[s.key] !== undefined).map((s) => envName(s.flag));
        if (fromEnv.length > 0) warn(`stringent: from the environment: ${fromEnv.join(', ')}`);
      }
      const replay = last(args.replay as string | string[] | undefined);
      if (replay === '') throw new BadOptionError('--replay takes a HAR file');
      const resume = last(args.resume as string | string[] | undefined);
      if (c.baseUrl === undefined && replay === undefined && resume === undefined) throw new BadOptionError('check needs a base URL: stringent check https://weblate.example.org/ (or baseUrl in stringent.config.json, or STRINGENT_BASE_URL), or a recording with --replay FILE.har');
      reporters = parseReporters(c.reporters ?? []);
      maxExamples = checkMaxExamples(c.maxExamples ?? DEFAULT_MAX_EXAMPLES);
      if (c.failOn !== undefined) failOn = c.failOn as FailOn;
      if (c.baseUrl !== undefined) baseUrl = c.baseUrl;
      const options: CheckOptions = {
        baseUrl: c.baseUrl ?? '',
        failOn: c.failOn,
        concurrency: c.concurrency,
        timeout: c.timeout,
        retries: c.retries,
        maxRequests: c.maxRequests,
        rateLimit: c.rateLimit,
        maxWait: c.maxWait,
        deadline: c.deadline,
        maxComponents: c.maxComponents,
        maxBodySize: c.maxBodySize === undefined ? undefined : typeof c.maxBodySize === 'number' ? c.maxBodySize : parseSize(c.maxBodySize),
        token,
        pageSize: c.pageSize,
        webBaseUrl: c.webBaseUrl,
        probeErrors: c.probeErrors,
        probeWrites: c.probeWrites,
        methodsAll: c.methodsAll,
        severity: c.severity as CheckOptions['severity'],
        exclude: c.exclude,
        allowEmpty: c.allowEmpty,
        headers: c.headers,
        // A file's ca is already resolved against that file; the command line's and the environment's against the working folder.
        ca: c.ca === undefined ? undefined : path.resolve(cwd, c.ca),
        insecure: c.insecure,
        env: io.env,
        output: args.quiet ? 'quiet' : verbose ? 'verbose' : 'normal',
        record: last(args.record as string | string[] | undefined),
        signal: io.signal,
        keepStopped: true,
        continueCommand: (file) => continueCommand(args as unknown as Record<string, unknown>, c.baseUrl, file, token !== undefined),
      };
      if (resume !== undefined) options.resume = resume;
      const baselineFile = last(args.baseline as string | string[] | undefined);
      if (baselineFile !== undefined) options.baseline = readReport(baselineFile, '--baseline');
      const run = replay === undefined ? check : replayOf(replay);
      const { report } = await run(options, io);
      await writeRequestedReports(report, reporters, io, { maxExamples });
      return report.exitCode;
    } catch (err) {
      // Reports that could not be written were said on stdout's report already; the others stand.
      if (err instanceof ReportWriteError) throw err;
      await writeErrorReports(err, { baseUrl, authenticated: token !== undefined, startedAt, failOn, reporters, maxExamples, io });
      throw err;
    }
  },
});

/**
 * A run that ended in a kit error still writes every requested file, with the error as its kit error
 * (verdict error, exit 2), so that CI shows why. Standard output gets it only from a machine-readable
 * reporter: for people the one-line error on stderr says it.
 */
async function writeErrorReports(
  err: unknown,
  ctx: { baseUrl: string; authenticated: boolean; startedAt: Date; failOn: FailOn; reporters: ReporterTarget[]; maxExamples: number; io: Io },
): Promise<void> {
  const record: KitErrorRecord = isKitError(err)
    ? { code: err.code, message: err.message }
    : { code: 'E_INTERNAL', message: (err instanceof Error ? err.message : String(err)).split('\n')[0]! };
  const report = errorReport({
    target: { baseUrl: ctx.baseUrl, authenticated: ctx.authenticated },
    kitErrors: [record],
    startedAt: ctx.startedAt,
    durationMs: Date.now() - ctx.startedAt.getTime(),
    failOn: ['error', 'warning', 'never'].includes(ctx.failOn) ? ctx.failOn : 'error',
  });
  const targets = ctx.reporters.filter((t) => t.path !== undefined || t.name !== 'pretty');
  // The kit error itself is what the command reports; a report file that cannot be written is secondary.
  await writeRequestedReports(report, targets, ctx.io, { maxExamples: ctx.maxExamples }).catch(() => undefined);
}
