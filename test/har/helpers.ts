/** Running the CLI in process, and checking a HAR file against the published HAR 1.2 schema (har-schema). */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import * as ajvFormats from 'ajv-formats';
import { main } from '../../src/cli.js';
import type { Io } from '../../src/commands/types.js';
import type { Report } from '../../src/generated/report.js';

const require = createRequire(import.meta.url);

export interface Run {
  code: number;
  out: string;
  err: string;
}

export async function cli(args: string[], env: NodeJS.ProcessEnv = {}, signal?: AbortSignal): Promise<Run> {
  let out = '';
  let err = '';
  const io: Io = { stdout: { write: (s: string) => (out += s) }, stderr: { write: (s: string) => (err += s) }, env };
  if (signal) io.signal = signal;
  const code = await main(args, io);
  return { code, out, err };
}

/** The report without what may differ between a live run and its replay: timing and the request count. */
export function timeless(report: Report): Report {
  const { startedAt: _s, durationMs: _d, requests: _r, ...rest } = report;
  return rest;
}

type AddFormats = (ajv: Ajv) => Ajv;
const addFormats = (ajvFormats as unknown as { default: AddFormats }).default ?? ajvFormats;
let harValidator: ValidateFunction | undefined;

/** har-schema's validator of a whole HAR document (draft-06; it uses the non-standard `min`, hence not strict). */
export function harSchema(): ValidateFunction {
  if (harValidator) return harValidator;
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json') as object);
  const schemas = require('har-schema') as Record<string, object>;
  for (const s of Object.values(schemas)) ajv.addSchema(s);
  harValidator = ajv.getSchema('har.json#')!;
  return harValidator;
}

export function readJson<T = unknown>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}
