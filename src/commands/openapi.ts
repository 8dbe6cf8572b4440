/** `stringent openapi [--output FILE]`: the API as an OpenAPI 3.1 document, generated from schemas/. */
import { openApiDocument } from '../base/openapi.js';
import { BadOptionError } from '../base/errors.js';
import { writeReportFile } from '../report/write.js';
import type { CommandArgs, Io } from './types.js';
import { optionValues } from './values.js';

/** `stringent openapi`: the API as an OpenAPI 3.1 document, to stdout or a file. */
export async function runOpenapi(args: CommandArgs, io: Io): Promise<number> {
  const o = optionValues('openapi', args);
  const text = JSON.stringify(openApiDocument(), null, 2) + '\n';
  const output = o.output as string | undefined;
  if (output === undefined || output === '-') {
    io.stdout.write(text);
    return 0;
  }
  const file = output;
  if (file.trim() === '') throw new BadOptionError('--output takes a file path');
  await writeReportFile(file, text, 'the OpenAPI document');
  return 0;
}
