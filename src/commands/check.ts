/** `stringent check <base-url>`: crawl a deployment and report, rule by rule, where it departs from the API. */
import { check, CHECK_DEFAULTS } from '../check.js';
import { checkReplay } from './replay.js';
import { BadOptionError, isKitError } from '../errors.js';
import type { KitErrorRecord } from '../generated/report.js';
import { errorReport, type FailOn } from '../outcome.js';
import { checkMaxExamples, DEFAULT_MAX_EXAMPLES, type ReporterTarget } from '../report/index.js';
import type { Severity } from '../requirements.js';
import { readReport } from './baseline.js';
import { parseReporters, writeRequestedReports } from './reporters.js';
import type { CommandSpec, Io } from './types.js';

const UNITS: Record<string, number> = { '': 1, b: 1, k: 1024, kb: 1024, kib: 1024, m: 1024 ** 2, mb: 1024 ** 2, mib: 1024 ** 2, g: 1024 ** 3, gb: 1024 ** 3, gib: 1024 ** 3 };

/** `10MiB`, `512KiB`, `1000` → bytes (K, M and G are binary multiples). */
export function parseSize(text: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(text);
  const unit = m ? UNITS[m[2]!.toLowerCase()] : undefined;
  const bytes = m && unit !== undefined ? Math.floor(Number(m[1]) * unit) : NaN;
  if (!Number.isSafeInteger(bytes) || bytes < 1) throw new BadOptionError(`--max-body-size takes a size such as 10MiB, 512KiB or 100000, not ${text}`);
  return bytes;
}

/** `ID=level` pairs → overrides; the levels and IDs are validated by check(). */
export function parseSeverities(specs: readonly string[]): Record<string, Severity> {
  const out: Record<string, Severity> = {};
  for (const spec of specs) {
    const m = /^([^=]+)=(.*)$/.exec(spec);
    if (!m) throw new BadOptionError(`--severity takes ID=error|warning|note, not ${spec}`);
    out[m[1]!.trim()] = m[2]!.trim() as Severity;
  }
  return out;
}

/** A scalar option given more than once: the last one counts. */
export function last<T>(value: T | T[]): T {
  return Array.isArray(value) ? (value[value.length - 1] as T) : value;
}

/** check over a recording: the base URL given (positional or --base-url) names the recorded one. */
function replayOf(file: string): typeof check {
  return (options, io) => checkReplay({ ...options, file, baseUrl: options.baseUrl === '' ? undefined : options.baseUrl }, io);
}

export const checkCommand: CommandSpec = {
  name: 'check [base-url]',
  describe: 'crawl a deployment and check it against the API, rule by rule',
  builder: (y) =>
    y
      .positional('base-url', { type: 'string', describe: 'base URL of the deployment (api/components/ hangs off it); with --replay, the recorded one (--base-url also names it)' })
      .option('reporter', { type: 'string', array: true, default: [] as string[], describe: 'pretty, json, junit, tap, sarif, github or html, with :PATH to write a file (repeatable, or comma-separated; default pretty)' })
      .option('baseline', { type: 'string', describe: 'an earlier JSON report: only findings it does not hold decide the exit status' })
      .option('fail-on', { choices: ['error', 'warning', 'never'], default: CHECK_DEFAULTS.failOn, describe: 'lowest finding severity that makes the exit status 1' })
      .option('max-examples', { type: 'number', default: DEFAULT_MAX_EXAMPLES, describe: 'examples shown per failed requirement (pretty, junit, tap)' })
      .option('concurrency', { type: 'number', default: CHECK_DEFAULTS.concurrency, describe: 'components crawled at once' })
      .option('timeout', { type: 'number', default: CHECK_DEFAULTS.timeout, describe: 'seconds one request may take, headers and body' })
      .option('retries', { type: 'number', default: CHECK_DEFAULTS.retries, describe: 'extra attempts after a network failure or 429/500/502/503/504' })
      .option('max-requests', { type: 'number', default: CHECK_DEFAULTS.maxRequests, describe: 'request budget; when spent the run stops, incomplete (exit 2)' })
      .option('max-components', { type: 'number', describe: 'check an evenly spread sample of this many components' })
      .option('max-body-size', { type: 'string', default: '10MiB', describe: 'largest answer body read (e.g. 10MiB, 512KiB)' })
      .option('token', { type: 'string', describe: 'API token, sent as "Authorization: Token …" to the base URL\'s origin only (or env STRINGENT_TOKEN)' })
      .option('page-size', { type: 'number', default: CHECK_DEFAULTS.pageSize, describe: 'full page size of the component list' })
      .option('web-base-url', { type: 'string', describe: 'where web pages (web_url, translate_url) live, when not under the base URL' })
      .option('probe-errors', { type: 'boolean', default: false, describe: 'also request an unknown component and bad page numbers' })
      .option('probe-writes', { type: 'boolean', default: false, describe: 'also send POST, PUT, PATCH, DELETE (without credentials) and expect refusals' })
      .option('methods-all', { type: 'boolean', default: false, describe: 'HEAD and OPTIONS on every address fetched, not one of each kind' })
      .option('severity', { type: 'string', array: true, default: [] as string[], describe: 'ID=error|warning|note: change one requirement\'s severity (repeatable)' })
      .option('allow-empty', { type: 'boolean', default: false, describe: 'a deployment with no component is not a failure' })
      .option('record', { type: 'string', describe: 'write every request and answer of the run to this HAR 1.2 file (credentials masked)' })
      .option('replay', { type: 'string', describe: 'judge a HAR recording offline instead of a live deployment (base URL taken from it, or --base-url)' }),
  handler: async (args, io) => {
    const reporters = parseReporters(args.reporter);
    const maxExamples = checkMaxExamples(last(args['max-examples']));
    const envToken = io.env.STRINGENT_TOKEN;
    const token: string | undefined = last(args.token) ?? (envToken ? envToken : undefined);
    const replay: string | undefined = last(args.replay);
    const baseUrl = String(args['base-url'] ?? '');
    const failOn = last(args['fail-on']) as FailOn;
    const startedAt = new Date();
    try {
      if (replay === '') throw new BadOptionError('--replay takes a HAR file');
      if (replay === undefined && args['base-url'] === undefined) throw new BadOptionError('name the base URL to check, or a recording with --replay FILE.har');
      const baselineFile = last(args.baseline) as string | undefined;
      const baseline = baselineFile !== undefined ? readReport(baselineFile, '--baseline') : undefined;
      const run = replay === undefined ? check : replayOf(replay);
      const { report } = await run(
        {
          baseUrl,
          failOn,
          concurrency: last(args.concurrency),
          timeout: last(args.timeout),
          retries: last(args.retries),
          maxRequests: last(args['max-requests']),
          maxComponents: last(args['max-components']),
          maxBodySize: parseSize(String(last(args['max-body-size']))),
          token,
          pageSize: last(args['page-size']),
          webBaseUrl: last(args['web-base-url']),
          probeErrors: last(args['probe-errors']),
          probeWrites: last(args['probe-writes']),
          methodsAll: last(args['methods-all']),
          severity: parseSeverities(args.severity),
          allowEmpty: last(args['allow-empty']),
          record: last(args.record),
          signal: io.signal,
          baseline,
        },
        io,
      );
      await writeRequestedReports(report, reporters, io, { maxExamples });
      return report.exitCode;
    } catch (err) {
      await writeErrorReports(err, { baseUrl, authenticated: token !== undefined, startedAt, failOn, reporters, maxExamples, io });
      throw err;
    }
  },
};

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
