/**
 * Start-up stays cheap: `stringent --version`, `--help` and a command's `--help` go through the
 * parser (yargs, bundled into one module) and load no command's implementation (the validators,
 * undici, the crawler, the rules, the reporters, the reference server); check opens its first
 * connection before it loads the rules, and loads the parts of undici it uses, not the whole
 * library. Each case runs bin/stringent.js in a child process with a tracer that records every
 * module it resolves and every connection it opens; a regression is an import, not a timing, so no
 * time is measured.
 */
import t, { type Test } from 'tap';
import { execFile, spawn } from 'node:child_process';
import { listen } from './crawl/listen.js';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACKAGE_ROOT } from '../src/base/paths.js';

const BIN = path.join(PACKAGE_ROOT, 'bin', 'stringent.js');
const TRACER = fileURLToPath(new URL('./module-trace.js', import.meta.url));

/** What a cheap start must not load: every command's implementation and the libraries only they use. */
const HEAVY: readonly [string, RegExp][] = [
  // The validators compiled from schemas/ (src/generated/validators/), and the Ajv runtime parts they require.
  ['the validators', /\/node_modules\/ajv(-formats)?\/|\/dist\/src\/generated\/validators\/[^/]+\.cjs$/],
  ['undici', /\/node_modules\/undici\//],
  ['a reporter', /\/dist\/src\/report\//],
  ['the reference server', /\/dist\/reference-server\//],
  ['the rules', /\/dist\/src\/rules\//],
  ['the crawler', /\/dist\/src\/crawl\//],
  ['a run', /\/dist\/src\/run\//],
  ['the catalogue', /\/dist\/src\/catalogue\//],
  ['the configuration layers', /\/dist\/src\/options\/config\.js$/],
];

async function traced(t: Test, args: string[]): Promise<{ code: number; stdout: string; modules: string[] }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stringent-trace-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const trace = path.join(dir, 'modules.txt');
  const { code, stdout } = await new Promise<{ code: number; stdout: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', TRACER, BIN, ...args],
      { env: { PATH: process.env.PATH ?? '', STRINGENT_MODULE_TRACE: trace }, timeout: 60_000 },
      (err, stdout) => resolve({ code: err ? Number((err as { code?: number }).code ?? -1) : 0, stdout }),
    );
  });
  return { code, stdout, modules: readFileSync(trace, 'utf8').split('\n').filter(Boolean) };
}

function heavyIn(modules: readonly string[]): string[] {
  return HEAVY.flatMap(([what, pattern]) => modules.filter((m) => pattern.test(m)).map((m) => `${what}: ${m}`));
}

t.test('--version loads only the version; --help goes through the parser and loads no command', async (t) => {
  const version = await traced(t, ['--version']);
  t.equal(version.code, 0, '--version exits 0');
  t.equal(version.stdout, `${(JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }).version}\n`);
  t.ok(
    version.modules.some((m) => m.endsWith('/dist/src/base/version.js')),
    '--version: the tracer saw the version module',
  );
  t.same(
    version.modules.filter((m) => m.includes('/dist/src/') && !/\/dist\/src\/base\/(version|paths)\.js$/.test(m)),
    [],
    '--version: no module of the kit but the version and its folder',
  );
  const help = await traced(t, ['--help']);
  t.equal(help.code, 0, '--help exits 0');
  t.ok(help.stdout.length > 0, '--help prints');
  // The tracer saw the start: the CLI and the parser were loaded.
  t.ok(
    help.modules.some((m) => m.endsWith('/dist/src/cli.js')),
    '--help: the CLI was traced',
  );
  t.ok(
    help.modules.some((m) => m.endsWith('/dist/src/vendor/yargs.js')),
    '--help: through yargs, bundled',
  );
  for (const run of [version, help]) {
    t.same(
      run.modules.filter((m) => m.includes('/node_modules/')),
      [],
      'no module of node_modules (yargs and its dependencies are one module)',
    );
    t.same(heavyIn(run.modules), [], 'nothing heavy is loaded');
  }
});

t.test("a command's --help loads only that command's declaration", async (t) => {
  for (const command of ['check', 'validate', 'rules', 'self-test', 'demo', 'diff', 'openapi']) {
    const run = await traced(t, [command, '--help']);
    t.equal(run.code, 0);
    t.match(run.stdout, new RegExp(`stringent ${command}`), `${command} --help is its help`);
    t.same(heavyIn(run.modules), [], `${command} --help loads nothing heavy`);
  }
  // serve's help lists the reference server's variants: that table, and nothing else heavy.
  const serve = await traced(t, ['serve', '--help']);
  t.equal(serve.code, 0);
  t.match(serve.stdout, /--variant/);
  t.same(
    heavyIn(serve.modules).filter((m) => !m.startsWith('the reference server: ')),
    [],
    'serve --help loads no validator, undici, reporter, rule or crawler',
  );
});

t.test('the tracer sees what a command that runs loads', async (t) => {
  // The same tracing on a command that does its work: validating a component record loads its validators (required, as CommonJS), the rules and a reporter.
  const run = await traced(t, ['validate', path.join(PACKAGE_ROOT, 'test', 'fixtures', 'docs-examples', 'component-detail.json')]);
  t.ok(run.code === 0 || run.code === 1, 'validate judged the file');
  const seen = new Set(heavyIn(run.modules).map((m) => m.split(':')[0]));
  for (const what of ['the validators', 'a reporter', 'the rules']) t.ok(seen.has(what), `validate loads ${what}`);
  // Compiled ahead of time: no run loads Ajv's compiler.
  t.notOk(
    run.modules.some((m) => /\/node_modules\/ajv\/dist\/(2020|core|compile\/index)\.js$/.test(m)),
    'validate loads no Ajv compiler',
  );
});

t.test('check opens its first connection before it loads the rules, a validator or a reporter', async (t) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stringent-trace-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const trace = path.join(dir, 'modules.txt');
  const read = (): string[] => readFileSync(trace, 'utf8').split('\n').filter(Boolean);
  // What the check has loaded when its first request arrives is what it loaded before sending it. The
  // list it gets is empty and everything else is not found, so the run then ends.
  let first: string[] | undefined;
  const { base: url } = await listen(t, (req, res, n) => {
    if (n === 0) first = read();
    if (n === 0 && req.url === '/api/components/')
      res.setHeader('content-type', 'application/json').end('{"count":0,"next":null,"previous":null,"results":[]}');
    else res.writeHead(404).end();
  });
  const child = spawn(process.execPath, ['--import', TRACER, BIN, 'check', url, '--quiet', '--retries', '0'], {
    env: { PATH: process.env.PATH ?? '', STRINGENT_MODULE_TRACE: trace },
    stdio: 'ignore',
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  t.ok(first, `check sent a request (it exited ${code})`);
  const atFirst = first ?? [];
  t.ok(
    atFirst.some((m) => m.includes('/node_modules/undici/')),
    'the tracer saw the start: undici sends the request',
  );
  const early = heavyIn(atFirst).filter((m) => /^(the validators|a reporter|the reference server): /.test(m));
  t.same(early, [], 'no validator, reporter or reference-server module before the first request');
  const modules = read();
  t.same(
    modules.filter((m) => m.endsWith('/node_modules/undici/index.js')),
    [],
    "undici's parts, not its entry module (which loads all of undici)",
  );
  const connected = modules.indexOf('net:connect');
  t.ok(connected > 0, 'the tracer saw the connection');
  t.same(
    heavyIn(modules.slice(0, connected)).filter((m) => /^(the rules|the validators|a reporter): /.test(m)),
    [],
    'no rule before the first connection: the rules load while the first answer is awaited',
  );
  t.ok(
    modules.slice(connected).some((m) => m.includes('/dist/src/rules/')),
    'the tracer saw the rules load, after the connection',
  );
});
