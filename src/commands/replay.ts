/**
 * `check --replay FILE.har`: judges a recording offline. The recording is served by the replay
 * server on 127.0.0.1 exactly as recorded, the kit's requests go to it in place of the recorded
 * host, and the check runs as it would live: every rule, cross-answer ones and re-checks included.
 * The report names the recorded base URL; it differs from the live one only in timing and in the
 * number of requests.
 *
 * Replay uses every answer the recording holds: the opt-in parts of the plan whose answers it holds
 * (error probes, write probes, HEAD and OPTIONS on every address) are sent without their flag, as
 * the recorded run sent them, so that they are judged as they were live. `validate` of a HAR file
 * is this same check (validate, below).
 */
import { check, shellWord, type CheckOptions, type CheckResult } from '../run/check.js';
import type { Report } from '../generated/report.js';
import { checkBase, isHarFile, loadDocuments, validateDocuments, type ValidateOptions } from '../run/validate.js';
import type { Io } from '../base/io.js';
import { BadOptionError, FileError } from '../base/errors.js';
import { addressKey, readHar, recordedBaseUrl, type Recording } from '../har/read.js';
import { normaliseBase } from '../rules/common/target.js';
import { BAD_PAGES, METHOD_ADDRESSES, NOT_FOUND_PROJECT } from '../crawl/crawler.js';
import { checkBaseUrl, startReplayServer } from '../../reference-server/replay.js';

export interface ReplayOptions extends Omit<CheckOptions, 'baseUrl' | 'replay'> {
  /** The HAR file to judge (its name, for the report and the notices). */
  file: string;
  /** The recording, when already read (validate reads several files of one deployment as one). */
  recording?: Recording;
  /** The base URL the recording was made of, when the recording does not tell or tells wrong. */
  baseUrl?: string | undefined;
}

/** The opt-in parts of the plan, each on where the recording holds their answers. */
export interface RecordedOptIns {
  probeErrors: boolean;
  probeWrites: boolean;
  methodsAll: boolean;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Which opt-in parts of the plan a recording holds answers of, at the API's addresses: error probes
 * (an answer the kit recorded as one, or the kit's own probe addresses: the unknown component, page
 * 0, -1 or abc), write probes (an answer to POST, PUT, PATCH or DELETE), and HEAD or OPTIONS on
 * every address (on more addresses than the plan sends them to without --methods-all).
 */
export function recordedOptIns(recording: Pick<Recording, 'answers'>, baseUrl: string): RecordedOptIns {
  const unknown = `${baseUrl}api/components/${NOT_FOUND_PROJECT}/`;
  const held: RecordedOptIns = { probeErrors: false, probeWrites: false, methodsAll: false };
  const methods = { HEAD: new Set<string>(), OPTIONS: new Set<string>() };
  for (const a of recording.answers) {
    // A browser's or a proxy's recording may hold other traffic: only the API's addresses count.
    if (!a.url.startsWith(`${baseUrl}api/`)) continue;
    if (a.purpose === 'probe-error' || (a.method === 'GET' && (a.url.startsWith(unknown) || badPage(a.url)))) held.probeErrors = true;
    if (a.purpose === 'probe-write' || WRITE_METHODS.has(a.method)) held.probeWrites = true;
    if (a.method === 'HEAD' || a.method === 'OPTIONS') methods[a.method].add(a.url);
  }
  held.methodsAll = methods.HEAD.size > METHOD_ADDRESSES.HEAD || methods.OPTIONS.size > METHOD_ADDRESSES.OPTIONS;
  return held;
}

/**
 * A line of the run's advice as validate says it: validate takes no --profile, so the advice to run
 * with one names the command that takes it, check --replay of the recording.
 */
function profileForValidate(text: string, harFiles: readonly string[]): string {
  const replay = harFiles.length === 1 ? `stringent check --replay ${shellWord(harFiles[0]!)}` : 'stringent check --replay on each recording';
  return text.replace(/\brun with --profile (\S+)/g, `run ${replay} --profile $1`);
}

function badPage(url: string): boolean {
  const page = new URL(url).searchParams.get('page');
  return page !== null && BAD_PAGES.includes(page);
}

export async function checkReplay(options: ReplayOptions, io?: Pick<Io, 'stderr'>): Promise<CheckResult> {
  const { file, baseUrl, recording: read, ...rest } = options;
  // Read under the limits a live answer meets (--max-body-size): a recording is trusted no more than a server.
  const recording = read ?? readHar(file, rest.maxBodySize === undefined ? {} : { maxBodySize: rest.maxBodySize });
  const given = baseUrl ?? recordedBaseUrl(recording);
  if (given === undefined) throw new FileError(`${file}: cannot tell the recorded base URL (no answer under …/api/); name it with --base-url`);
  const base = normaliseBase(checkBaseUrl(given, baseUrl === undefined ? 'the recorded base URL' : '--base-url'));
  const list = `${base}api/components/`;
  if (!recording.answers.some((a) => addressKey(a.method, a.url) === addressKey('GET', list)))
    throw new FileError(`${file} holds no answer to GET ${list}, where a check starts` + (baseUrl === undefined ? '' : ' (is --base-url the recorded one?)'));
  const held = recordedOptIns(recording, base);
  const server = await startReplayServer({ recording, recordedBaseUrl: base, rewrite: false });
  try {
    return await check(
      {
        ...rest,
        probeErrors: rest.probeErrors === true || held.probeErrors,
        probeWrites: rest.probeWrites === true || held.probeWrites,
        methodsAll: rest.methodsAll === true || held.methodsAll,
        baseUrl: base,
        replay: { host: '127.0.0.1', port: server.port, file },
      },
      io,
    );
  } finally {
    await server.close();
  }
}

/**
 * Reads, classifies and validates the files: the report `stringent validate` prints. A HAR file is
 * the recording of a run, and is judged as `check --replay` judges it (checkReplay: the same check,
 * every rule over every answer the recording holds, headers and cross-answer rules included), so
 * that the two give one verdict. Several HAR files of one base URL are one recording, their answers
 * in the order the files are given; answer files given beside them are judged in the same run, as
 * documents at their file's name.
 */
export async function validate(files: readonly string[], options: ValidateOptions = {}, io?: Pick<Io, 'stderr'>): Promise<Report> {
  checkBase('--base-url', options.baseUrl);
  checkBase('--web-base-url', options.webBaseUrl);
  const harFiles = files.filter(isHarFile);
  if (harFiles.length === 0) return validateDocuments(loadDocuments(files, options.as), options);
  const limits = options.maxBodySize === undefined ? {} : { maxBodySize: options.maxBodySize };
  const recordings = harFiles.map((f) => readHar(f, limits));
  const bases = recordings.map((r) => {
    const base = options.baseUrl ?? recordedBaseUrl(r);
    if (base === undefined) throw new FileError(`${r.file}: cannot tell the recorded base URL (no answer under …/api/); name it with --base-url`);
    return normaliseBase(base);
  });
  const other = bases.findIndex((b) => b !== bases[0]);
  if (other > 0)
    throw new BadOptionError(
      `${harFiles[0]} is a recording of ${bases[0]}, ${harFiles[other]} of ${bases[other]}: validate judges the recordings of one deployment together; validate each on its own`,
    );
  const recording: Recording =
    recordings.length === 1
      ? recordings[0]!
      : {
          file: harFiles.join(', '),
          answers: recordings.flatMap((r) => r.answers),
          ignored: recordings.reduce((n, r) => n + r.ignored, 0),
          baseUrl: bases[0]!,
        };
  const answerFiles = files.filter((f) => !isHarFile(f));
  const documents = answerFiles.length === 0 ? [] : loadDocuments(answerFiles, options.as).map((d) => ({ kind: d.kind, url: d.file, body: d.body }));
  const { report } = await checkReplay(
    {
      file: recording.file,
      recording,
      ...(options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl }),
      ...(options.webBaseUrl === undefined ? {} : { webBaseUrl: options.webBaseUrl }),
      ...(options.maxBodySize === undefined ? {} : { maxBodySize: options.maxBodySize }),
      ...(options.env === undefined ? {} : { env: options.env }),
      documents,
    },
    io && { stderr: { write: (text: string) => io.stderr.write(profileForValidate(text, harFiles)) } },
  );
  report.target = { ...report.target, files: [...new Set(files)] };
  return report;
}
