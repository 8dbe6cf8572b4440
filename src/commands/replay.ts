/**
 * `check --replay FILE.har`: judges a recording offline. The recording is served by the replay
 * server on 127.0.0.1 exactly as recorded, the kit's requests go to it in place of the recorded
 * host, and the check runs as it would live: every rule, cross-answer ones and re-checks included.
 * The report names the recorded base URL; it differs from the live one only in timing and in the
 * number of requests.
 */
import { check, type CheckOptions, type CheckResult } from '../run/check.js';
import type { Io } from '../base/io.js';
import { FileError } from '../base/errors.js';
import { addressKey, readHar, recordedBaseUrl } from '../har/read.js';
import { normaliseBase } from '../rules/common/target.js';
import { checkBaseUrl, startReplayServer } from '../../reference-server/replay.js';

export interface ReplayOptions extends Omit<CheckOptions, 'baseUrl' | 'replay'> {
  /** The HAR file to judge. */
  file: string;
  /** The base URL the recording was made of, when the recording does not tell or tells wrong. */
  baseUrl?: string;
}

export async function checkReplay(options: ReplayOptions, io?: Pick<Io, 'stderr'>): Promise<CheckResult> {
  const { file, baseUrl, ...rest } = options;
  // Read under the limits a live answer meets (--max-body-size): a recording is trusted no more than a server.
  const recording = readHar(file, rest.maxBodySize === undefined ? {} : { maxBodySize: rest.maxBodySize });
  const given = baseUrl ?? recordedBaseUrl(recording);
  if (given === undefined) throw new FileError(`${file}: cannot tell the recorded base URL (no answer under …/api/); name it with --base-url`);
  const base = normaliseBase(checkBaseUrl(given, baseUrl === undefined ? 'the recorded base URL' : '--base-url'));
  const list = `${base}api/components/`;
  if (!recording.answers.some((a) => addressKey(a.method, a.url) === addressKey('GET', list)))
    throw new FileError(`${file} holds no answer to GET ${list}, where a check starts` + (baseUrl === undefined ? '' : ' (is --base-url the recorded one?)'));
  const server = await startReplayServer({ recording, recordedBaseUrl: base, rewrite: false });
  try {
    return await check({ ...rest, baseUrl: base, replay: { host: '127.0.0.1', port: server.port, file } }, io);
  } finally {
    await server.close();
  }
}
