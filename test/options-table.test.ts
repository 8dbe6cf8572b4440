/**
 * The option table is the one place an option is declared: the configuration schema, the Config
 * type, the docs page, the environment and every command's --help come from it.
 */
import t from 'tap';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../src/base/paths.js';
import { main } from '../src/cli.js';
import { readEnv } from '../src/options/config.js';
import { renderConfigSchema } from '../src/options/schema.js';
import { envName, ENV_OPTIONS, FILE_OPTIONS, keyOf, OPTIONS, optionsOf } from '../src/options/table.js';
import { renderOptionsDoc } from '../src/commands/options-doc.js';
import { CHECK_DEFAULTS } from '../src/run/check.js';

async function help(command: string): Promise<string> {
  let out = '';
  const io = { stdout: { write: (s: string) => (out += s) }, stderr: { write: (s: string) => (out += s) }, env: {} };
  await main([command, '--help'], io);
  return out;
}

t.test('schemas/config.schema.json is what the table generates (npm run generate)', async (t) => {
  t.equal(readFileSync(path.join(PACKAGE_ROOT, 'schemas', 'config.schema.json'), 'utf8'), renderConfigSchema());
});

t.test('docs/options.md is what the table generates (npm run generate)', async (t) => {
  t.equal(readFileSync(path.join(PACKAGE_ROOT, 'docs', 'options.md'), 'utf8'), renderOptionsDoc());
});

t.test('an option is declared once per command', async (t) => {
  const seen = new Set<string>();
  for (const o of OPTIONS)
    for (const c of o.commands) {
      t.notOk(seen.has(`${c} ${o.name}`), `${c} --${o.name} once`);
      seen.add(`${c} ${o.name}`);
    }
  t.ok(seen.size > 40);
});

t.test('every option a file may set is in the schema, the help, the docs and the environment', async (t) => {
  const schema = JSON.parse(renderConfigSchema()) as { properties: Record<string, { description: string }> };
  const checkHelp = await help('check');
  const doc = renderOptionsDoc();
  t.ok(FILE_OPTIONS.length >= 20);
  for (const spec of FILE_OPTIONS) {
    t.ok(schema.properties[keyOf(spec)], `${keyOf(spec)} in the schema`);
    t.ok(schema.properties[keyOf(spec)]!.description.length > 10, `${keyOf(spec)} described`);
    if (!spec.positional) t.match(checkHelp, `--${spec.name}`, `--${spec.name} in check --help`);
    t.match(doc, `\`${envName(spec.name)}\``, `${envName(spec.name)} in the docs`);
  }
  t.same(ENV_OPTIONS.map(keyOf), FILE_OPTIONS.map(keyOf), 'every file option is also an environment variable');
});

t.test('defaults come from the table, once', async (t) => {
  const byName = (name: string) => optionsOf('check').find((o) => o.name === name)!.default;
  t.equal(CHECK_DEFAULTS.concurrency, byName('concurrency'));
  t.equal(CHECK_DEFAULTS.maxBodySize, 10 * 1024 * 1024, '10MiB in bytes');
  t.match(await help('check'), /--concurrency .*\n?.*\[default: 8\]/);
});

t.test('a bad value from the environment names the variable; the same value on the command line names the flag', async (t) => {
  t.throws(() => readEnv({ STRINGENT_RATE_LIMIT: 'lots' }), {
    code: 'E_BAD_OPTION',
    message: 'STRINGENT_RATE_LIMIT takes N/s, N/m (or N/min), N/h or N/day, N a number above 0 such as 10 or 1.5 (e.g. 100/day), not "lots"',
  });
  t.throws(() => readEnv({ STRINGENT_DEADLINE: 'later' }), { code: 'E_BAD_OPTION', message: /^STRINGENT_DEADLINE takes a duration/ });
  t.throws(() => readEnv({ STRINGENT_FAIL_ON: 'warn' }), {
    code: 'E_BAD_OPTION',
    message: 'STRINGENT_FAIL_ON takes error, warning or never, not warn; did you mean warning?',
  });
  let err = '';
  const io = { stdout: { write: (s: string) => s.length }, stderr: { write: (s: string) => (err += s) }, env: {} };
  t.equal(await main(['check', 'http://127.0.0.1:9/', '--rate-limit', 'lots'], io), 2);
  t.equal(
    err,
    'stringent: E_BAD_OPTION: --rate-limit takes N/s, N/m (or N/min), N/h or N/day, N a number above 0 such as 10 or 1.5 (e.g. 100/day), not "lots"\n',
  );
  err = '';
  t.equal(await main(['diff', 'a.json', 'b.json', '--max-listed', '-1'], io), 2);
  t.equal(err, 'stringent: E_BAD_OPTION: --max-listed takes a whole number of at least 0, not -1\n');
});

t.test('every option of every command comes from the table, and none from anywhere else', async (t) => {
  const { COMMANDS } = await import('../src/cli.js');
  const yargs = (await import('yargs')).default;
  t.ok(COMMANDS.length >= 8);
  for (const command of COMMANDS as unknown as { name: string; builder(y: unknown): unknown }[]) {
    const name = command.name.split(' ')[0]! as Parameters<typeof optionsOf>[0];
    const built = command.builder(yargs([])) as { getOptions(): { key: Record<string, unknown>; alias: Record<string, string[]> } };
    const options = built.getOptions();
    const aliases = new Set(Object.values(options.alias).flat());
    const declared = Object.keys(options.key).filter((k) => !['help', 'version', '$0'].includes(k) && !aliases.has(k) && !/[A-Z]/.test(k));
    const positionals = ['base-url', 'files', 'old', 'new', 'id', 'command'];
    const table = optionsOf(name)
      .filter((o) => !o.positional)
      .map((o) => o.name);
    t.same(declared.filter((k) => !positionals.includes(k) || table.includes(k)).sort(), [...table].sort(), `${name}: its options are the table's`);
  }
});
