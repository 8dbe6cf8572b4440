/** `stringent validate FILE...`: the rules over recorded answer bodies, offline. */
import { isKitError } from '../base/errors.js';
import type { Report } from '../generated/report.js';
import { errorReport, withVerdict, type FailOn } from '../run/outcome.js';
import { optionValues, withOptions } from './options.js';
import { parseReporters, writeRequestedReports } from './reporters.js';
import { DOCUMENT_KINDS, validateFiles } from '../run/validate.js';
import { defineCommand } from './types.js';

export const validateCommand = defineCommand({
  name: 'validate <files..>',
  describe: 'check recorded JSON answers (component list pages, component records, statistics pages or items, or HAR recordings) offline',
  builder: (y) =>
    withOptions(
      y.positional('files', {
        type: 'string',
        array: true,
        describe: 'JSON files, one answer body each, or .har files (each JSON answer judged by its address)',
      }),
      'validate',
      { kinds: DOCUMENT_KINDS.join(', ') },
    )
      .example([
        ['$0 validate page.json --base-url https://weblate.example.org/', 'one recorded answer, addresses judged against the base URL'],
        ['$0 validate --as statistics-page *.json', 'several files, all of one kind'],
      ])
      .epilog('Exit status: 0 no finding at --fail-on or above; 1 findings; 2 a file could not be read or recognised.'),
  handler: async (args, io) => {
    const v = optionValues('validate', args);
    const failOn = v.failOn as FailOn;
    const reporters = parseReporters(v.reporters as string[]);
    const maxExamples = v.maxExamples as number;
    const files = ((args.files as unknown[] | undefined) ?? []).map(String);
    const maxBodySize = v.maxBodySize as number;
    let report: Report;
    try {
      report = validateFiles(files, {
        as: v.as as string | undefined,
        baseUrl: v.baseUrl as string | undefined,
        webBaseUrl: v.webBaseUrl as string | undefined,
        maxBodySize,
      });
    } catch (err) {
      if (!isKitError(err) || err.code === 'E_BAD_OPTION') throw err;
      // A damaged or unreadable file still gets every requested report, with the kit's error in it.
      const failed = withVerdict(errorReport({ target: { files }, kitErrors: [{ code: err.code, message: err.message }], failOn }), { failOn });
      await writeRequestedReports(
        failed,
        reporters.filter((r) => r.path !== undefined || r.name !== 'pretty'),
        io,
        { maxExamples },
      ).catch(() => undefined);
      throw err;
    }
    const judged = withVerdict(report, { failOn });
    await writeRequestedReports(judged, reporters, io, { maxExamples });
    return judged.exitCode;
  },
});
