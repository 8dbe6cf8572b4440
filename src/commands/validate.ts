/** `stringent validate FILE...`: the rules over recorded answer bodies, offline. */
import { BadOptionError, isKitError } from '../base/errors.js';
import type { Report } from '../generated/report.js';
import { parseSize } from '../options/config.js';
import { last } from './check.js';
import { errorReport, withVerdict, type FailOn } from '../run/outcome.js';
import { checkMaxExamples, DEFAULT_MAX_EXAMPLES } from '../report/index.js';
import { parseReporters, writeRequestedReports } from './reporters.js';
import { DOCUMENT_KINDS, validateFiles } from '../run/validate.js';
import { defineCommand } from './types.js';
import { suggest } from '../base/suggest.js';

const FAIL_ON: readonly FailOn[] = ['error', 'warning', 'never'];

export const validateCommand = defineCommand({
  name: 'validate <files..>',
  describe: 'check recorded JSON answers (component list pages, component records, statistics pages or items, or HAR recordings) offline',
  builder: (y) =>
    y
      .positional('files', { type: 'string', array: true, describe: 'JSON files, one answer body each, or .har files (each JSON answer judged by its address)' })
      .option('as', { type: 'string', describe: `kind of every file instead of detecting it: ${DOCUMENT_KINDS.join(', ')}` })
      .option('base-url', { type: 'string', describe: 'base URL the addresses in the files start with (URL-ABSOLUTE is skipped without it)' })
      .option('web-base-url', { type: 'string', describe: 'base URL of web pages, when not under --base-url' })
      .option('reporter', { type: 'string', array: true, default: ['pretty'], describe: 'NAME[:PATH]; pretty, json, junit or tap; repeatable' })
      .option('fail-on', { type: 'string', choices: ['error', 'warning', 'never'], default: 'error', describe: 'lowest severity that makes the exit status 1' })
      .option('max-body-size', { type: 'string', requiresArg: true, defaultDescription: '10MiB', describe: 'the largest answer body read from a HAR recording, as stored or inflated (e.g. 10MiB); a larger one is a kit condition (E_BODY_TOO_LARGE), never a pass' })
      .option('max-examples', { type: 'number', requiresArg: true, default: DEFAULT_MAX_EXAMPLES, describe: 'examples shown per failed requirement (pretty, junit, tap)' })
      .example([
        ['$0 validate page.json --base-url https://weblate.example.org/', 'one recorded answer, addresses judged against the base URL'],
        ['$0 validate --as statistics-page *.json', 'several files, all of one kind'],
      ])
      .epilog('Exit status: 0 no finding at --fail-on or above; 1 findings; 2 a file could not be read or recognised.'),
  handler: async (args, io) => {
    const failOn = String(args.failOn ?? args['fail-on'] ?? 'error');
    if (!(FAIL_ON as readonly string[]).includes(failOn)) throw new BadOptionError(`--fail-on takes error, warning or never, not ${failOn}${suggest(failOn, FAIL_ON)}`);
    const reporters = parseReporters((args.reporter as string[] | undefined) ?? ['pretty']);
    const maxExamples = checkMaxExamples(last(args['max-examples']));
    const files = ((args.files as unknown[] | undefined) ?? []).map(String);
    const maxBodySize = args.maxBodySize === undefined ? undefined : parseSize(String(args.maxBodySize));
    let report: Report;
    try {
      report = validateFiles(files, { as: args.as, baseUrl: args.baseUrl, webBaseUrl: args.webBaseUrl, ...(maxBodySize === undefined ? {} : { maxBodySize }) });
    } catch (err) {
      if (!isKitError(err) || err.code === 'E_BAD_OPTION') throw err;
      // A damaged or unreadable file still gets every requested report, with the kit's error in it.
      const failed = withVerdict(errorReport({ target: { files }, kitErrors: [{ code: err.code, message: err.message }], failOn: failOn as FailOn }), { failOn: failOn as FailOn });
      await writeRequestedReports(failed, reporters.filter((r) => r.path !== undefined || r.name !== 'pretty'), io, { maxExamples }).catch(() => undefined);
      throw err;
    }
    const judged = withVerdict(report, { failOn: failOn as FailOn });
    await writeRequestedReports(judged, reporters, io, { maxExamples });
    return judged.exitCode;
  },
});
