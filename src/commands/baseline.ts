/**
 * Reading a baseline for `check --baseline` and `stringent diff`: a baseline file (check
 * --write-baseline, schemas/baseline.schema.json) or an earlier JSON report.
 *
 * A baseline file in the layout the kit writes (one entry per line) is read line by line, so that the
 * gate holds 8 bytes per finding, not the file; any other layout of the same JSON is parsed whole.
 */
import { createReadStream, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { FileError } from '../base/errors.js';
import { validator } from '../base/schemas.js';
import {
  BASELINE_FORMAT,
  BaselineIndex,
  baselineFromFile,
  baselineFromReport,
  headerTotal,
  isBaselineHeaderLine,
  type LoadedBaseline,
} from '../findings/baseline.js';
import { identityOf, identityString } from '../findings/identity.js';
import type { Baseline, BaselineEntry } from '../generated/baseline.js';
import type { Finding, Report } from '../generated/report.js';

export interface LoadedReport {
  file: string;
  report: Pick<Report, 'findings'> & Partial<Report>;
}

const FIELDS = ['requirement', 'url', 'pointer', 'message'] as const;

function unreadable(what: string, file: string, err: unknown): FileError {
  return new FileError(`${what} ${JSON.stringify(file)}: cannot read it (${(err as NodeJS.ErrnoException).code ?? String(err)})`, { cause: err });
}

function notABaseline(what: string, file: string, why: string): FileError {
  return new FileError(`${what} ${JSON.stringify(file)} is not a stringent baseline (${why}); write one with check --write-baseline FILE`);
}

/** A parsed JSON report, or a FileError (one line) when `data` is not one. */
function asReport(data: unknown, file: string, what: string): LoadedReport {
  const findings = (data as { findings?: unknown })?.findings;
  if (
    !Array.isArray(findings) ||
    !findings.every((f) => f !== null && typeof f === 'object' && FIELDS.every((k) => typeof (f as Record<string, unknown>)[k] === 'string'))
  ) {
    throw new FileError(
      `${what} ${JSON.stringify(file)} is neither a baseline (check --write-baseline FILE) nor a stringent JSON report (no findings list of requirement, url, pointer and message)`,
    );
  }
  return { file, report: { ...(data as Partial<Report>), findings: findings as Finding[] } };
}

/** A file given as a baseline or report, parsed as JSON; FileError when unreadable or not JSON. */
function readJsonFile(file: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw unreadable(what, file, err);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new FileError(
      `${what} ${JSON.stringify(file)} is not JSON; give a baseline written by check --write-baseline FILE or a report written by --reporter json:FILE`,
    );
  }
}

/** A whole baseline document checked against its schema. */
function asBaseline(data: unknown, file: string, what: string): Baseline {
  const validate = validator('baseline.schema.json');
  if (!validate(data)) {
    const e = validate.errors?.[0];
    throw notABaseline(what, file, `${e?.instancePath || '/'} ${e?.message ?? 'does not match schemas/baseline.schema.json'}`);
  }
  return data as Baseline;
}

/** What a file given as a baseline holds: a baseline file, parsed whole, or a JSON report. */
export type BaselineDocument = { kind: 'baseline'; file: string; baseline: Baseline } | { kind: 'report'; file: string; loaded: LoadedReport };

/** Reads a baseline file or a JSON report whole (stringent diff, which names what is new and gone). */
export function readBaselineDocument(file: string, what: string): BaselineDocument {
  const data = readJsonFile(file, what);
  if ((data as { format?: unknown })?.format === BASELINE_FORMAT) return { kind: 'baseline', file, baseline: asBaseline(data, file, what) };
  return { kind: 'report', file, loaded: asReport(data, file, what) };
}

/**
 * Reads a baseline for the gate: a baseline file in the kit's layout line by line (each entry checked
 * against the schema, then kept as a 64-bit hash), any other layout or a JSON report parsed whole.
 */
export async function readBaseline(file: string, what = '--baseline'): Promise<LoadedBaseline> {
  let head: string;
  try {
    // Only the start is needed; a stream keeps a large file out of memory.
    head = await new Promise<string>((resolve, reject) => {
      const s = createReadStream(file, { encoding: 'utf8', start: 0, end: 65535 });
      let text = '';
      s.on('data', (c: string | Buffer) => (text += String(c)));
      s.on('end', () => resolve(text));
      s.on('error', reject);
    });
  } catch (err) {
    throw unreadable(what, file, err);
  }
  const nl = head.indexOf('\n');
  const first = nl < 0 ? head : head.slice(0, nl);
  if (!isBaselineHeaderLine(first)) {
    const doc = readBaselineDocument(file, what);
    return doc.kind === 'baseline' ? baselineFromFile(file, doc.baseline) : baselineFromReport(file, doc.loaded.report);
  }
  const validate = validator('baseline.schema.json#/$defs/entry');
  const index = new BaselineIndex();
  const declared = headerTotal(first);
  let lineNo = 0;
  let closed = false;
  const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  try {
    for await (const raw of lines) {
      lineNo++;
      if (lineNo === 1) continue;
      const text = raw.trim();
      if (closed) {
        if (text !== '') throw notABaseline(what, file, `line ${lineNo}: text after the closing ]}`);
        continue;
      }
      if (text === ']}') {
        closed = true;
        continue;
      }
      let entry: unknown;
      try {
        entry = JSON.parse(text.endsWith(',') ? text.slice(0, -1) : text);
      } catch {
        throw notABaseline(what, file, `line ${lineNo} is not one JSON entry`);
      }
      if (!validate(entry))
        throw notABaseline(
          what,
          file,
          `line ${lineNo}: ${validate.errors?.[0]?.instancePath || 'the entry'} ${validate.errors?.[0]?.message ?? 'does not match the schema'}`,
        );
      const e = entry as BaselineEntry;
      index.add(identityString(e), e.count ?? 1);
    }
  } catch (err) {
    if (err instanceof FileError) throw err;
    throw unreadable(what, file, err);
  }
  if (!closed) throw notABaseline(what, file, 'it ends before its closing ]}');
  if (index.total !== declared) throw notABaseline(what, file, `it declares ${declared} findings and holds ${index.total}`);
  return { file, kind: 'baseline', index };
}

/** The identity strings of a baseline document's findings, and a description of each identity, for naming. */
export function identitiesOf(doc: BaselineDocument): { identities: string[]; shown: Map<string, BaselineEntry | Finding>; omitted: number } {
  const identities: string[] = [];
  const shown = new Map<string, BaselineEntry | Finding>();
  if (doc.kind === 'baseline') {
    for (const e of doc.baseline.findings) {
      const id = identityString(e);
      for (let i = 0; i < (e.count ?? 1); i++) identities.push(id);
      shown.set(id, e);
    }
    return { identities, shown, omitted: 0 };
  }
  const base = doc.loaded.report.target?.baseUrl;
  for (const f of doc.loaded.report.findings) {
    const id = identityString(identityOf(f, base));
    identities.push(id);
    if (!shown.has(id)) shown.set(id, f);
  }
  return { identities, shown, omitted: doc.loaded.report.findingsOmitted ?? 0 };
}
