/** `stringent check <base-url>`: crawl a deployment and report, rule by rule, where it departs from the API. */
import path from 'node:path';
import { check, CHECK_DEFAULTS, shellWord, type CheckOptions } from '../run/check.js';
import { decisionSources, envName, loadConfigFile, loadProfile, mergeLayers, parseSeverities, parseSize, readEnv, type Config } from '../options/config.js';
import { checkValue, ENV_OPTIONS, FILE_OPTIONS, keyOf, optionOf } from '../options/table.js';
import { givenValue } from './values.js';
import { BadOptionError, isKitError } from '../base/errors.js';
import { isCredentialHeader } from '../crawl/http.js';
import type { KitErrorRecord } from '../generated/report.js';
import type { Io } from '../base/io.js';
import { errorReport, type FailOn } from '../run/outcome.js';
import { checkMaxExamples, DEFAULT_MAX_EXAMPLES } from '../base/reporter-names.js';
import type { ReporterTarget } from '../report/index.js';
import { parseReporters, writeRequestedReports } from './reporters.js';
import { preflightPaths } from './paths.js';
import type { CommandArgs } from './types.js';

export { parseSize, parseSeverities };

/** A scalar option given more than once: the last one counts. */
export function last<T>(value: T | T[]): T {
  return Array.isArray(value) ? (value[value.length - 1] as T) : value;
}

/** check over a recording: the base URL given (positional or --base-url) names the recorded one. */
function replayOf(file: string): typeof check {
  return async (options, io) => {
    const { checkReplay } = await import('./replay.js');
    return checkReplay({ ...options, file, baseUrl: options.baseUrl === '' ? undefined : options.baseUrl }, io);
  };
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
  if (typeof positional === 'string' && positional !== '') words.push(shellWord(positional));
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
  for (const spec of FILE_OPTIONS) {
    const value = givenValue(spec, args[spec.name]);
    if (value !== undefined) out[keyOf(spec)] = value;
  }
  return out;
}

/** `stringent check`: its options layered (command line, environment, file, profile), the run, its reports. */
export async function runCheck(args: CommandArgs<{ 'base-url': string | undefined }>, io: Io): Promise<number> {
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
    const cli = cliLayer(args);
    const env = readEnv(io.env, warn);
    const file = loadConfigFile(last(args.config as string | string[] | undefined) ?? (io.env.STRINGENT_CONFIG || undefined), cwd);
    const profileName = cli.profile ?? env.profile ?? file?.config.profile;
    // A profile file named in the configuration file is found from that file's folder; one given on the command line or in the environment from the working folder.
    const profileFrom = cli.profile === undefined && env.profile === undefined && file ? path.dirname(file.file) : cwd;
    const profile = profileName === undefined ? undefined : loadProfile(profileName, profileFrom);
    const c = mergeLayers({ cli, env, file, profile });
    // Where a severity, --only or --skip came from, for the report to say.
    const sources = decisionSources(
      { cli, env, file, profile },
      {
        file: file && (path.relative(cwd, file.file) || file.file),
        profile: profile && `profile ${profileName}`,
      },
    );
    const verbose = args.verbose === true;
    if (verbose) {
      warn(`stringent: configuration: ${file ? file.file : 'no stringent.config.json'}${profile ? `; profile ${profileName} (${profile.file})` : ''}`);
      const fromEnv = ENV_OPTIONS.filter((s) => (env as Record<string, unknown>)[keyOf(s)] !== undefined).map((s) => envName(s.name));
      if (fromEnv.length > 0) warn(`stringent: from the environment: ${fromEnv.join(', ')}`);
    }
    const replay = last(args.replay as string | string[] | undefined);
    if (replay === '') throw new BadOptionError('--replay takes a HAR file');
    const resume = last(args.resume as string | string[] | undefined);
    if (c.baseUrl === undefined && replay === undefined && resume === undefined)
      throw new BadOptionError(
        'check needs a base URL: stringent check https://weblate.example.org/ (or baseUrl in stringent.config.json, or STRINGENT_BASE_URL), or a recording with --replay FILE.har',
      );
    reporters = parseReporters(c.reporters ?? []);
    maxExamples = checkMaxExamples(c.maxExamples ?? DEFAULT_MAX_EXAMPLES);
    if (c.failOn !== undefined) failOn = c.failOn;
    if (c.baseUrl !== undefined) baseUrl = c.baseUrl;
    // Every layered option goes on as it is; the command's own (reporters, examples, profile) stay here.
    const { reporters: _reporters, maxExamples: _maxExamples, profile: _profile, $schema: _schema, description: _description, ...layered } = c;
    const options: CheckOptions = {
      ...layered,
      baseUrl: c.baseUrl ?? '',
      sources,
      maxBodySize: c.maxBodySize === undefined ? undefined : (checkValue(optionOf('check', 'max-body-size'), c.maxBodySize) as number),
      token,
      // A file's ca is already resolved against that file; the command line's and the environment's against the working folder.
      ...(c.ca !== undefined ? { ca: path.resolve(cwd, c.ca) } : {}),
      env: io.env,
      output: args.quiet ? 'quiet' : verbose ? 'verbose' : 'normal',
      record: last(args.record as string | string[] | undefined),
      signal: io.signal,
      ...(io.clock ? { clock: io.clock } : {}),
      keepStopped: true,
      continueCommand: (file) => continueCommand(args, c.baseUrl, file, token !== undefined),
    };
    if (resume !== undefined) options.resume = resume;
    const baselineFile = last(args.baseline as string | string[] | undefined);
    const writeBaseline = last(args['write-baseline'] as string | string[] | undefined);
    if (writeBaseline === '') throw new BadOptionError('--write-baseline takes a file');
    // Every path the run writes or reads, before its first request (a dry run creates nothing).
    const dry = args['dry-run'] === true;
    const created = preflightPaths(
      {
        read: [
          ...(baselineFile !== undefined && baselineFile !== '' ? [{ path: baselineFile, what: 'the baseline (--baseline)' }] : []),
          ...(resume !== undefined && resume !== '' ? [{ path: resume, what: 'the recording to resume (--resume)' }] : []),
        ],
        write: [
          ...reporters.filter((r) => r.path !== undefined).map((r) => ({ path: r.path!, what: `the ${r.name} report` })),
          ...(writeBaseline !== undefined ? [{ path: writeBaseline, what: 'the baseline (--write-baseline)' }] : []),
          ...(options.record !== undefined && options.record !== '' && options.record !== resume
            ? [{ path: options.record, what: 'the recording (--record)' }]
            : []),
          ...(resume !== undefined && resume !== '' ? [{ path: resume, what: 'the recording to resume (--resume)' }] : []),
        ],
      },
      { create: !dry },
    );
    if (dry) {
      if (replay !== undefined || resume !== undefined) throw new BadOptionError('--dry-run plans a live check; it takes no --replay or --resume');
      const { dryRun } = await import('../run/dry-run.js');
      return await dryRun(options, io);
    }
    if (baselineFile !== undefined) {
      const { readBaseline } = await import('./baseline.js');
      options.baseline = await readBaseline(baselineFile, '--baseline');
      if (options.baseline.unmatchable && args.quiet !== true) io.stderr.write(unmatchableWarning(options.baseline.file, options.baseline.unmatchable) + '\n');
    }
    if (writeBaseline !== undefined) options.writeBaseline = true;
    const run = replay === undefined ? check : replayOf(replay);
    const result = await run(options, io);
    const files = writeBaseline !== undefined && result.baseline ? [{ path: writeBaseline, text: result.baseline.text, what: 'the baseline' }] : [];
    await writeRequestedReports(result.report, reporters, io, { maxExamples, files, created });
    if (result.baseline && writeBaseline !== undefined && args.quiet !== true) io.stderr.write(baselineWritten(writeBaseline, result.baseline) + '\n');
    return result.report.exitCode;
  } catch (err) {
    // Reports that could not be written were said on stdout's report already; the others stand.
    if (err instanceof (await import('../report/index.js')).ReportWriteError) throw err;
    await writeErrorReports(err, { baseUrl, authenticated: token !== undefined, startedAt, failOn, reporters, maxExamples, io });
    throw err;
  }
}

/** Said when the baseline is a JSON report that lists only the first findings of each kind. */
export function unmatchableWarning(file: string, unmatchable: number): string {
  return (
    `stringent: warning: the baseline ${JSON.stringify(file)} is a report that lists the first findings of each kind; ` +
    `the ${unmatchable} it counts but does not list cannot be matched, so as many may show as new. ` +
    `Write a complete baseline with check --write-baseline FILE`
  );
}

/** What --write-baseline wrote, and, in a ratchet, what it left out. */
function baselineWritten(file: string, b: { findings: number; leftOut: number }): string {
  const findings = `${b.findings} ${b.findings === 1 ? 'finding' : 'findings'}`;
  if (b.leftOut === 0) return `stringent: baseline ${JSON.stringify(file)} written: ${findings}`;
  return (
    `stringent: baseline ${JSON.stringify(file)} written: ${findings} known and still there; ` +
    `${b.leftOut} new ${b.leftOut === 1 ? 'finding was' : 'findings were'} not added (a gate never accepts new findings: write a baseline without --baseline to accept them)`
  );
}

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
