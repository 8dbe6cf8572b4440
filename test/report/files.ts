/** Checks that every report file of a run was written and is valid in its format. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Parser, type FinalResults } from 'tap-parser';
import type { Test } from 'tap';
import type { ValidateFunction } from 'ajv';
import { validator } from '../../src/base/schemas.js';
import type { Report } from '../../src/generated/report.js';
import { childrenNamed, parseXml } from './xml-parse.js';

const require = createRequire(import.meta.url);

export const ALL_FORMATS = ['json', 'junit', 'tap', 'sarif', 'html'] as const;
export type FileFormat = (typeof ALL_FORMATS)[number];

let sarifValidator: ValidateFunction | undefined;

/** The official SARIF 2.1.0 schema (draft-04), from test/fixtures/sarif/. */
export function sarifSchema(): ValidateFunction {
  if (!sarifValidator) {
    const AjvDraft04 = require('ajv-draft-04') as new (o: object) => { compile(s: object): ValidateFunction };
    const schemaFile = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../test/fixtures/sarif/sarif-schema-2.1.0.json');
    const ajv = new AjvDraft04({ strict: false, allErrors: true, validateFormats: false, unicodeRegExp: false });
    sarifValidator = ajv.compile(JSON.parse(readFileSync(schemaFile, 'utf8')));
  }
  return sarifValidator;
}

/** `--reporter` values writing every file format into `dir` as report.<format>. */
export function reporterArgs(dir: string, formats: readonly FileFormat[] = ALL_FORMATS): string[] {
  return formats.flatMap((f) => ['--reporter', `${f}:${path.join(dir, `report.${f}`)}`]);
}

type Tap = Pick<Test, 'ok' | 'equal' | 'same'>;

function parseTap(text: string): FinalResults {
  let final: FinalResults | undefined;
  const p = new Parser({ strict: true }, (r) => (final = r));
  p.end(text);
  if (!final) throw new Error('the TAP stream did not complete');
  return final;
}

/** Reads each file, checks it is valid and carries the verdict; returns the JSON report. */
export function checkFiles(t: Tap, dir: string, expect: { verdict: string; exitCode: number }, formats: readonly FileFormat[] = ALL_FORMATS): Report {
  const read = (f: FileFormat) => readFileSync(path.join(dir, `report.${f}`), 'utf8');
  let report: Report | undefined;
  for (const f of formats) {
    let text: string;
    try {
      text = read(f);
    } catch (err) {
      t.ok(false, `report.${f} was written (${String(err)})`);
      continue;
    }
    if (f === 'json') {
      report = JSON.parse(text) as Report;
      const valid = validator('report.schema.json');
      t.ok(valid(report), `json validates against report.schema.json ${JSON.stringify(valid.errors?.slice(0, 2))}`);
      t.same([report.verdict, report.exitCode], [expect.verdict, expect.exitCode], 'json carries the verdict and exit status');
    } else if (f === 'junit') {
      const root = parseXml(text);
      const suite = childrenNamed(root, 'testsuite')[0]!;
      const props = childrenNamed(childrenNamed(suite, 'properties')[0]!, 'property');
      const prop = (n: string) => props.find((p) => p.attrs.name === n)?.attrs.value;
      t.same([prop('verdict'), prop('exitCode')], [expect.verdict, String(expect.exitCode)], 'junit is well-formed XML 1.0 and carries the verdict');
    } else if (f === 'tap') {
      const final = parseTap(text);
      t.same(
        final.failures.filter((x) => 'tapError' in x && x.tapError),
        [],
        'tap parses without error',
      );
      t.ok(text.endsWith(`# verdict: ${expect.verdict} (exit ${expect.exitCode})\n`), 'tap closes with the verdict');
    } else if (f === 'sarif') {
      const sarif = JSON.parse(text);
      const valid = sarifSchema();
      t.ok(valid(sarif), `sarif validates against the SARIF 2.1.0 schema ${JSON.stringify(valid.errors?.slice(0, 2))}`);
      t.equal(sarif.runs[0].invocations[0].exitCode, expect.exitCode, 'sarif carries the exit status');
    } else if (f === 'html') {
      t.ok(text.startsWith('<!DOCTYPE html>') && text.includes(`class="verdict v-${expect.verdict}"`), 'html carries the verdict');
    }
  }
  return report!;
}
