/** `stringent validate FILE...`: the rules over recorded answer bodies, offline; a HAR recording judged as check --replay judges it. */
import { isKitError } from '../base/errors.js';
import type { Report } from '../generated/report.js';
import { errorReport, withVerdict, type FailOn } from '../run/outcome.js';
import { optionValues } from './values.js';
import { parseReporters, writeRequestedReports } from './reporters.js';
import { isHarFile, validateFiles } from '../run/validate.js';
import type { CommandArgs, Io } from './types.js';

/** `stringent validate`: the rules over recorded answers, offline. */
export async function runValidate(args: CommandArgs, io: Io): Promise<number> {
  const v = optionValues('validate', args);
  const failOn = v.failOn as FailOn;
  const reporters = parseReporters(v.reporters as string[]);
  const maxExamples = v.maxExamples as number;
  const files = ((args.files as unknown[] | undefined) ?? []).map(String);
  const maxBodySize = v.maxBodySize as number;
  let report: Report;
  try {
    const options = {
      as: v.as as string | undefined,
      baseUrl: v.baseUrl as string | undefined,
      webBaseUrl: v.webBaseUrl as string | undefined,
      maxBodySize,
      env: io.env,
    };
    // A recording is judged by check --replay, whose modules (HTTP client, replay server) answer files do not need.
    report = files.some(isHarFile) ? await (await import('./replay.js')).validate(files, options, io) : validateFiles(files, options);
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
}
