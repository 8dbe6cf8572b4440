/** `stringent openapi [--output FILE]`: the API as an OpenAPI 3.1 document, generated from schemas/. */
import { openApiDocument } from '../base/openapi.js';
import { BadOptionError } from '../base/errors.js';
import { writeReportFile } from '../report/write.js';
import { defineCommand } from './types.js';
import { optionValues, withOptions } from './options.js';

export const openapiCommand = defineCommand({
  name: 'openapi',
  describe: "write the API as an OpenAPI 3.1 document generated from the kit's schemas (for Prism, Schemathesis and other schema-driven tools)",
  builder: (y) =>
    withOptions(y, 'openapi')
      .example([
        ['$0 openapi > openapi.json', 'to stdout'],
        ['$0 openapi --output openapi.json', 'to a file'],
      ])
      .epilog('Exit status: 0; 2 when the file cannot be written.'),
  handler: async (args, io) => {
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
  },
});
