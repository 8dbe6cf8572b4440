/**
 * validate: the rules over JSON documents read from files, offline. Each file is one answer body
 * (a component list page, a component record, a statistics page or one statistics item); its kind
 * is detected from its content or named with `as`. Requirements that need HTTP or a crawl are shown
 * as skipped, with the reason. A HAR file (`.har`) is the recording of a run: it is judged by
 * `check --replay` (commands/replay.ts: validate), so that one recording gets one verdict by either command.
 */
import type { KitErrorRecord } from '../generated/report.js';
import { parseJson } from '../base/json-parse.js';
import { readFileSync } from 'node:fs';
import type { Report } from '../generated/report.js';
import { BadOptionError, FileError, UnknownKindError } from '../base/errors.js';
import { DEFAULT_EXAMPLES_PER_GROUP, makeReport } from './outcome.js';
import { REQUIREMENTS, type RequirementId } from '../catalogue/requirements.js';
import { detectKind, Engine } from '../rules/engine.js';
import type { DocumentKind } from '../rules/common/types.js';
import { UNKNOWN_BASE_URL } from '../rules/urls/index.js';
import { DOCUMENT_KINDS } from '../base/document-kinds.js';

export { DOCUMENT_KINDS };

export interface ValidateOptions {
  /** The kind of every file, instead of detecting it. */
  as?: string | undefined;
  /** Base URL the addresses in the documents start with; without it URL-ABSOLUTE is skipped. */
  baseUrl?: string | undefined;
  /** Base URL of web pages, when not under baseUrl. */
  webBaseUrl?: string | undefined;
  /** The largest answer body read from a HAR recording, as stored or inflated (--max-body-size; default 10 MiB). */
  maxBodySize?: number;
  /** Where HTTP_PROXY, HTTPS_PROXY and NO_PROXY are read from when a HAR file is replayed (default process.env). */
  env?: Record<string, string | undefined>;
}

/** Requirements validate cannot judge from files alone, and why. */
const NEEDS_HTTP = 'validate reads files: there is no HTTP exchange to judge';
const OFFLINE_SKIPS: Partial<Record<RequirementId, string>> = {
  'PAG-TERMINATES': 'validate reads files: no next links are followed',
  'PAG-FORMAT-API': 'validate reads files: no format=api request is sent',
  'URL-SELF': "validate reads files: no component's url is fetched",
  'SNAP-DRIFT': 'validate reads files: nothing is fetched again',
};

export interface LoadedDocument {
  file: string;
  kind: DocumentKind;
  body: unknown;
  /** The address it answered, for a document from a HAR file. */
  url?: string;
}

function isKind(s: string): s is DocumentKind {
  return (DOCUMENT_KINDS as readonly string[]).includes(s);
}

/** E_BAD_OPTION unless the value (when given) is an http(s) URL. */
export function checkBase(name: string, value: string | undefined): void {
  if (value === undefined) return;
  let ok: boolean;
  try {
    const u = new URL(value);
    ok = u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    ok = false;
  }
  if (!ok) throw new BadOptionError(`${name} ${JSON.stringify(value)} is not an http(s) URL`);
}

/** Reads and classifies every file; throws a coded error for the first that cannot be used. */
export function loadDocuments(files: readonly string[], as?: string): LoadedDocument[] {
  if (as !== undefined && !isKind(as)) throw new UnknownKindError(`unknown kind ${JSON.stringify(as)}; accepted kinds: ${DOCUMENT_KINDS.join(', ')}`);
  if (files.length === 0) throw new BadOptionError('name at least one file to validate');
  return files.map((file) => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      throw new FileError(`${file}: cannot read the file${code ? ` (${code})` : ''}`);
    }
    let body: unknown;
    try {
      body = parseJson(text);
    } catch (err) {
      throw new FileError(`${file}: not JSON: ${(err as Error).message}`);
    }
    const kind = as ?? detectKind(body);
    if (!kind) throw new UnknownKindError(`${file}: cannot tell which kind of document this is; name it with --as (${DOCUMENT_KINDS.join(', ')})`);
    return { file, kind, body };
  });
}

export function validateDocuments(docs: readonly LoadedDocument[], options: ValidateOptions = {}, kitErrors: KitErrorRecord[] = []): Report {
  checkBase('--base-url', options.baseUrl);
  checkBase('--web-base-url', options.webBaseUrl);
  const baseUrl = options.baseUrl ?? UNKNOWN_BASE_URL;
  // Memory follows the report: each group keeps the findings the report lists of it, the rest counted.
  const engine = new Engine({ baseUrl, webBaseUrl: options.webBaseUrl ?? baseUrl, mode: 'validate' }, { perGroup: DEFAULT_EXAMPLES_PER_GROUP });
  for (const r of REQUIREMENTS) if (r.family === 'transport') engine.skip(r.id, NEEDS_HTTP);
  for (const [id, reason] of Object.entries(OFFLINE_SKIPS) as [RequirementId, string][]) engine.skip(id, reason);
  for (const d of docs) engine.addDocument({ kind: d.kind, url: d.url ?? d.file, body: d.body });
  const result = engine.finish();
  const target: Report['target'] = { files: [...new Set(docs.map((d) => d.file))] };
  if (options.baseUrl !== undefined) target.baseUrl = options.baseUrl;
  // An answer the kit could not read (over --max-body-size) is its condition: said, and the report incomplete, never a pass.
  return kitErrors.length === 0 ? makeReport({ target, result }) : makeReport({ target, result, kitErrors, complete: false });
}

/**
 * Reads, classifies and validates answer files (no HAR file: see validate): the report validate
 * prints of them.
 */
export function validateFiles(files: readonly string[], options: ValidateOptions = {}): Report {
  const har = files.find(isHarFile);
  if (har !== undefined)
    throw new BadOptionError(`${har} is a recording: it is judged as check --replay judges it, by validate() (asynchronous), not validateFiles()`);
  return validateDocuments(loadDocuments(files, options.as), options);
}

export function isHarFile(file: string): boolean {
  return file.toLowerCase().endsWith('.har');
}
