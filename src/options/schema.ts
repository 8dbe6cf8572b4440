/**
 * schemas/config.schema.json as the option table makes it: one property per option a
 * configuration file may set, plus the file's own keys ($schema, description, exclude).
 * scripts/generate-schema.mjs writes it; `--check` fails when the committed file differs.
 */
import { profileNames } from './config.js';
import { FILE_OPTIONS, keyOf, valueSchema } from './table.js';

const EXCLUSION = {
  title: 'Exclusion',
  type: 'object',
  additionalProperties: false,
  required: ['requirement', 'because'],
  properties: {
    requirement: { type: 'string', pattern: '^[A-Za-z0-9-]+$', description: 'The requirement ID the finding cites.' },
    url: { type: 'string', format: 'regex', description: "Regular expression the finding's address, relative to the base URL, must match (whole address)." },
    method: { type: 'string', pattern: '^[A-Z]+$', description: 'HTTP method of the request (GET when the finding names none).' },
    pointer: { type: 'string', format: 'regex', description: "Regular expression the finding's JSON pointer must match (whole pointer)." },
    record: {
      type: 'object',
      minProperties: 1,
      propertyNames: { pattern: '^(/[^/]*)*$' },
      additionalProperties: { type: 'string', format: 'regex' },
      description:
        "Values of the record the finding lies in (the list element its pointer is under, else the answer's body) that must match: each key a JSON pointer into that record, each value a regular expression its value, as text, must match (whole value); an absent value matches nothing, and a finding reported without its answer (a verdict over several answers) matches no exclusion with record.",
    },
    args: {
      type: 'object',
      minProperties: 1,
      additionalProperties: { type: 'string', format: 'regex' },
      description:
        "The finding's arguments (the data its message is worded from, `args` in the JSON report) that must match: each key an argument's name, each value a regular expression the argument, as text, must match (whole value); an absent argument matches nothing.",
    },
    expected: { type: 'string', format: 'regex', description: "Regular expression the finding's expected value, as text, must match (whole value)." },
    actual: {
      type: 'string',
      format: 'regex',
      description:
        "Regular expression the finding's observed value, as text, must match (whole value). In this and every expression above, {name} stands for the text a named group (?<name>…) captured in an expression before it (order: url, pointer, record, args, expected, actual), matched literally; {base} for the base URL.",
    },
    because: { type: 'string', minLength: 1, description: 'Why this departure is accepted; the note says it.' },
  },
};

export function configSchema(): Record<string, unknown> {
  const properties: Record<string, unknown> = {
    $schema: { type: 'string', description: 'Path or URL of this schema, for editors.' },
    description: { type: 'string', description: 'What this configuration or profile is for.' },
  };
  const words = { profiles: profileNames().join(', ') };
  for (const spec of FILE_OPTIONS) properties[keyOf(spec)] = valueSchema(spec, words);
  properties.exclude = {
    type: 'array',
    items: { $ref: '#/$defs/exclusion' },
    description: 'Departures accepted: a finding that matches one becomes a note that says why, and no longer fails its requirement.',
  };
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://stringent.dev/schemas/config.schema.json',
    title: 'Config',
    description:
      'stringent.config.json, and the profiles shipped in profiles/: every option of `stringent check` a file may set. Precedence: command line > STRINGENT_* environment variables > this file > the profile it or --profile names > defaults. Generated from src/options/table.ts by scripts/generate-schema.mjs; do not edit by hand.',
    type: 'object',
    additionalProperties: false,
    properties,
    $defs: { exclusion: EXCLUSION },
  };
}

/** The file's text: two-space JSON and a final newline. */
export function renderConfigSchema(): string {
  return JSON.stringify(configSchema(), null, 2) + '\n';
}
