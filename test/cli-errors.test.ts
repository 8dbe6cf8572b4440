/**
 * A command line the kit cannot read is one line in the kit's words, E_BAD_OPTION, exit 2: for
 * every command, a missing argument, an extra one, an unknown option, an option without its value,
 * an unknown command. No message yargs can give reaches the user as yargs wrote it.
 */
import t from 'tap';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../src/base/paths.js';
import { format } from 'node:util';
import { COMMANDS, YARGS_STRINGS, main, optionError } from '../src/cli.js';
import { optionsOf, type CommandName } from '../src/options/table.js';

/** yargs' own sentences, as it starts them (case-sensitive: the kit's words are lower case). */
const YARGS_WORDS =
  /non-option arguments|Missing (argument|required|dependent)|Unknown (argument|command)|Invalid values|Argument check failed|mutually exclusive|Not enough arguments|Did you mean|Invalid JSON/;

async function run(argv: string[]): Promise<{ code: number; err: string; first: string }> {
  let err = '';
  const io = { stdout: { write: (s: string) => s.length }, stderr: { write: (s: string) => (err += s) }, env: {}, cwd: process.cwd() };
  const code = await main(argv, io);
  return { code, err, first: err.split('\n')[0]! };
}

const names = COMMANDS.map((c) => c.name.split(' ')[0]!);

t.test('a missing argument names what is missing and the usage', async (t) => {
  const one = await run(['diff', 'a.json']);
  t.equal(one.code, 2);
  t.equal(one.first, 'stringent: E_BAD_OPTION: diff needs <new> after a.json (usage: stringent diff <old> <new>)');
  const none = await run(['diff']);
  t.equal(none.first, 'stringent: E_BAD_OPTION: diff needs <old> and <new> (usage: stringent diff <old> <new>)');
  const files = await run(['validate']);
  t.equal(files.first, 'stringent: E_BAD_OPTION: validate needs <files..> (usage: stringent validate <files..>)');
});

t.test('an unknown command is named, with the commands there are', async (t) => {
  const r = await run(['frobnicate']);
  t.equal(r.code, 2);
  t.equal(r.first, `stringent: E_BAD_OPTION: unknown command frobnicate; commands: ${names.join(', ')}`);
  t.equal((await run(['chek'])).first, 'stringent: E_BAD_OPTION: unknown command chek; did you mean check?');
  t.equal((await run([])).first, `stringent: E_BAD_OPTION: name a command: ${names.join(', ')}`);
});

t.test('every command: an unknown option, an option without its value, an extra argument', async (t) => {
  const positionals: Record<string, string[]> = { diff: ['a.json', 'b.json'], validate: ['a.json'] };
  for (const name of names) {
    const given = positionals[name] ?? [];
    const unknown = await run([name, ...given, '--frobnicate']);
    t.equal(unknown.code, 2, `${name} --frobnicate: exit 2`);
    t.equal(unknown.first, 'stringent: E_BAD_OPTION: unknown option --frobnicate', `${name} --frobnicate`);
    const negated = await run([name, ...given, '--no-frobnicate']);
    t.equal(negated.first, 'stringent: E_BAD_OPTION: unknown option --no-frobnicate', `${name} --no-frobnicate, as typed`);
    const valued = optionsOf(name as CommandName).find((o) => o.kind !== 'boolean' && !o.positional);
    if (valued) {
      const missing = await run([name, ...given, `--${valued.name}`]);
      t.equal(missing.code, 2, `${name} --${valued.name}: exit 2`);
      t.equal(missing.first, `stringent: E_BAD_OPTION: --${valued.name} needs a value`, `${name} --${valued.name} without its value`);
    }
    if (name === 'validate' || name === 'client-test') continue; // takes any number of files, or a command's words
    const usage = COMMANDS.find((c) => c.name.split(' ')[0] === name)!.name;
    const extra = [...given, ...(usage.includes('[') ? ['x'] : []), 'surplus'];
    const r = await run([name, ...extra]);
    t.equal(r.code, 2, `${name} with a surplus argument: exit 2`);
    t.equal(r.first, `stringent: E_BAD_OPTION: unexpected argument surplus (usage: stringent ${usage})`, `${name} with a surplus argument`);
  }
});

t.test('an unknown option gets the nearest known one, not a positional', async (t) => {
  t.equal(
    (await run(['check', '--rate-limt', '1/s', 'http://127.0.0.1:9/'])).first,
    'stringent: E_BAD_OPTION: unknown option --rate-limt (did you mean --rate-limit?)',
  );
  t.equal((await run(['rules', 'A', 'B'])).first, 'stringent: E_BAD_OPTION: unexpected argument B (usage: stringent rules [id])');
});

t.test("every message yargs can give is said in the kit's words", async (t) => {
  const locale = JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'node_modules', 'yargs', 'locales', 'en.json'), 'utf8')) as Record<
    string,
    string | { one: string; other: string }
  >;
  // The kit's string for a yargs message, filled in as yargs fills it.
  const said = (key: string, ...values: string[]): string => {
    const entry = YARGS_STRINGS[key];
    if (entry === undefined) return '';
    return format(typeof entry === 'string' ? entry : values.length > 1 ? entry.other : entry.one, ...values);
  };
  // Each of yargs' messages with the values it would fill in, and the command line it would come from.
  const samples: Record<string, [string, string[]]> = {
    'Not enough non-option arguments: got %s, need at least %s': [
      said('Not enough non-option arguments: got %s, need at least %s', '1', '2'),
      ['diff', 'a.json'],
    ],
    'Too many non-option arguments: got %s, maximum of %s': [said('Too many non-option arguments: got %s, maximum of %s', '3', '2'), ['diff', 'a', 'b', 'c']],
    'Missing argument value: %s': [said('Missing argument value: %s', 'port'), ['serve', '--port']],
    'Missing required argument: %s': [said('Missing required argument: %s', 'data'), ['serve']],
    'Unknown argument: %s': [said('Unknown argument: %s', 'frob'), ['check', '--frob']],
    'Unknown command: %s': [said('Unknown command: %s', 'frob'), ['frob']],
    'Invalid values:': [
      `${said('Invalid values:')}\n  ${said('Argument: %s, Given: %s, Choices: %s', 'fail-on', '"bad"', '"error", "warning", "never"')}`,
      ['check', '--fail-on', 'bad'],
    ],
    'Argument: %s, Given: %s, Choices: %s': [
      `${said('Invalid values:')}\n  ${said('Argument: %s, Given: %s, Choices: %s', 'fail-on', '"bad"', '"error", "warning", "never"')}`,
      ['check', '--fail-on', 'bad'],
    ],
    'Argument check failed: %s': [said('Argument check failed: %s', '--a takes a file'), ['check']],
    'Implications failed:': [`${said('Implications failed:')}\n a -> b c -> d`, ['check', '--a', '--c']],
    'Not enough arguments following: %s': [said('Not enough arguments following: %s', 'port'), ['serve', '--port']],
    'Invalid JSON config file: %s': [said('Invalid JSON config file: %s', 'c.json'), ['check']],
    'Did you mean %s?': [said('Did you mean %s?', 'check'), ['chek']],
    'Arguments %s and %s are mutually exclusive': [said('Arguments %s and %s are mutually exclusive', 'quiet', 'verbose'), ['check', '-q', '-v']],
  };
  // Words of --help and labels, not messages.
  const labels = new Set(['deprecated: %s', 'Path to JSON config file', 'Show help', 'Show version number']);
  const messages = Object.keys(locale).filter((k) => (k.includes('%s') || k.endsWith('failed:') || k === 'Invalid values:') && !labels.has(k));
  t.ok(messages.length >= 13, `${messages.length} messages`);
  for (const key of messages) {
    t.ok(YARGS_STRINGS[key], `the kit gives yargs a string for "${key}"`);
    const sample = samples[key];
    t.ok(sample, `a wording for yargs' "${key}"`);
    if (!sample) continue;
    const error = optionError(sample[0], sample[1], ['port', 'rate-limit', 'fail-on']);
    t.equal(error.code, 'E_BAD_OPTION');
    t.notMatch(error.message, YARGS_WORDS, `"${key}" said as: ${error.message}`);
    t.notMatch(error.message, /\u001f|%s/, `"${key}" said without the kit's tags: ${error.message}`);
  }
  t.equal(optionError(samples['Invalid values:']![0], samples['Invalid values:']![1], []).message, '--fail-on takes error, warning or never, not bad');
  t.equal(optionError(samples['Implications failed:']![0], ['check'], []).message, '--a needs --b too; --c needs --d too');
});

t.test('a language in the environment does not change the messages', async (t) => {
  const saved = process.env.LANG;
  process.env.LANG = 'de_DE.UTF-8';
  try {
    t.equal((await run(['chek'])).first, 'stringent: E_BAD_OPTION: unknown command chek; did you mean check?');
  } finally {
    if (saved === undefined) delete process.env.LANG;
    else process.env.LANG = saved;
  }
});
