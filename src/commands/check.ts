/** `stringent check <base-url>`: crawl a deployment and report, rule by rule, where it departs from the API. */
import { check, CHECK_DEFAULTS } from '../check.js';
import { BadOptionError } from '../errors.js';
import type { FailOn } from '../outcome.js';
import { checkMaxExamples, DEFAULT_MAX_EXAMPLES, writeReports } from '../report/index.js';
import { colorFor, parseReporters } from './reporters.js';
import type { Severity } from '../requirements.js';
import type { CommandSpec } from './types.js';

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

export const checkCommand: CommandSpec = {
  name: 'check <base-url>',
  describe: 'crawl a deployment and check it against the API, rule by rule',
  builder: (y) =>
    y
      .positional('base-url', { type: 'string', describe: 'base URL of the deployment (api/components/ hangs off it)' })
      .option('reporter', { type: 'string', array: true, default: [] as string[], describe: 'pretty, json, junit or tap, with :PATH to write a file (repeatable; default pretty)' })
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
      .option('header', { type: 'string', array: true, default: [] as string[], describe: "'Name: value': an extra request header for the base URL's origin (repeatable); credential-like values are masked" })
      .option('ca', { type: 'string', describe: 'PEM file of CA certificates to trust besides the system ones (https)' })
      .option('insecure', { type: 'boolean', default: false, describe: 'do not verify TLS certificates (said on stderr and in the report)' }),
  handler: async (args, io) => {
    const reporters = parseReporters(args.reporter);
    const maxExamples = checkMaxExamples(last(args['max-examples']));
    const envToken = io.env.STRINGENT_TOKEN;
    const token: string | undefined = last(args.token) ?? (envToken ? envToken : undefined);
    const { report, exitCode } = await check(
      {
        baseUrl: String(args['base-url'] ?? ''),
        failOn: last(args['fail-on']) as FailOn,
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
        headers: (args.header as unknown[]).map(String),
        ca: last(args.ca),
        insecure: last(args.insecure),
        env: io.env,
      },
      io,
    );
    await writeReports(report, reporters, io, { maxExamples, color: colorFor(io) });
    return exitCode;
  },
};
