/* Generated from schemas/har.schema.json by scripts/generate-types.mjs. Do not edit by hand. */

import type {EarlierAttempt, ExchangeError, ExchangePurpose} from './exchange.js';

/**
 * An HTTP Archive (HAR 1.2, http://www.softwareishard.com/blog/har-12-spec/) as stringent reads and writes it. Reading asks only for what a replay needs (an entry's request method and URL, its answer's status, headers as name and value); every other HAR field is optional here, and other fields are allowed. Recordings stringent writes carry every field HAR 1.2 requires (the tests check them against the published HAR schema).
 */
export interface Har {
  log: HarLog;
}
export interface HarLog {
  version?: string;
  creator?: HarCreator;
  pages?: unknown[];
  entries: HarEntry[];
  comment?: string;
  _stringent?: HarRecordingInfo;
  /**
   * Custom field of recordings stringent writes, after the entries: each run that wrote entries (check --resume appends a run).
   */
  _stringentRuns?: HarRun[];
}
export interface HarCreator {
  name?: string;
  version?: string;
  comment?: string;
}
/**
 * This interface was referenced by `Har`'s JSON-Schema
 * via the `definition` "entry".
 */
export interface HarEntry {
  pageref?: string;
  comment?: string;
  startedDateTime?: string;
  time?: number;
  request: HarRequest;
  response: HarResponse;
  /**
   * Ignored.
   */
  cache?: unknown;
  timings?: HarTimings;
  _stringent?: HarEntryInfo;
}
export interface HarRequest {
  method: string;
  url: string;
  httpVersion?: string;
  cookies?: unknown[];
  headers?: HarHeader[];
  queryString?: HarHeader[];
  postData?: HarPostData;
  headersSize?: number;
  bodySize?: number;
}
/**
 * A header, a query parameter or a cookie: name and value.
 *
 * This interface was referenced by `Har`'s JSON-Schema
 * via the `definition` "header".
 */
export interface HarHeader {
  name: string;
  value: string;
  comment?: string;
}
export interface HarPostData {
  mimeType?: string;
  text?: string;
  params?: unknown[];
}
export interface HarResponse {
  status: number;
  statusText?: string;
  httpVersion?: string;
  cookies?: unknown[];
  headers?: HarHeader[];
  content?: HarContent;
  redirectURL?: string;
  headersSize?: number;
  bodySize?: number;
  /**
   * Custom field (Chrome and stringent): why no answer arrived (status 0).
   */
  _error?: string | null;
}
export interface HarContent {
  size?: number;
  compression?: number;
  mimeType?: string;
  /**
   * The body, decoded from any Content-Encoding; in base64 when encoding says so.
   */
  text?: string;
  /**
   * How text is encoded (base64), when it is not plain text.
   */
  encoding?: string;
}
export interface HarTimings {
  blocked?: number;
  dns?: number;
  connect?: number;
  ssl?: number;
  send?: number;
  wait?: number;
  receive?: number;
}
/**
 * Custom field of recordings stringent writes: why the kit sent the request, and the kit's error when no usable answer arrived.
 */
export interface HarEntryInfo {
  purpose?: ExchangePurpose;
  error?: ExchangeError;
  /**
   * Bytes the server sent after a HEAD answer's headers (a HEAD must have none); replayed as that many bytes.
   */
  headBodyBytes?: number;
  /**
   * Which attempt of the request this entry is, when it was sent more than once.
   */
  attempts?: number;
  /**
   * An attempt that was sent again (a 429, a 5xx, a broken connection): replay and resume use the last entry of the request that is not superseded.
   */
  superseded?: true;
  /**
   * On the entry that stands: what the attempts before it got (each also an entry of its own, superseded), so that replay and resume judge the answer as the live run did.
   */
  earlierAttempts?: EarlierAttempt[];
}
/**
 * Custom field of recordings stringent writes: the base URL that was checked, and the recording format (check --resume continues only a recording of its own format).
 */
export interface HarRecordingInfo {
  baseUrl: string;
  /**
   * Version of stringent's recording format: one entry a line, runs listed after the entries. Absent in recordings of kits before 0.1 that cannot be resumed.
   */
  format?: number;
}
export interface HarRun {
  startedDateTime: string;
  /**
   * The kit's version.
   */
  version: string;
  /**
   * Entries this run added.
   */
  entries: number;
  /**
   * Recorded answers this run used instead of requesting them again.
   */
  reused?: number;
}
