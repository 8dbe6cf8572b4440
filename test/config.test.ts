/**
 * Where check's options come from: stringent.config.json (found upward, or --config), STRINGENT_*
 * variables, the command line; precedence CLI > env > file > profile > defaults; every bad value
 * is one line naming its source. And --severity ID=off.
 */
import t from 'tap';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../src/cli.js';
import { PACKAGE_ROOT } from '../src/base/paths.js';
import { loadConfigFile, mergeLayers, readEnv } from '../src/options/config.js';
import type { Report } from '../src/generated/report.js';
import { startServer, type RunningServer } from '../reference-server/index.js';

let server: RunningServer;
t.before(async () => {
  server = await startServer({ port: 0 });
});
t.teardown(() => server.close());

function tempDir(t: { teardown(fn: () => unknown): void }): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-config-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function run(
  args: string[],
  o: { cwd: string; env?: Record<string, string> },
): Promise<{ code: number; stdout: string; stderr: string; report?: Report | undefined }> {
  let out = '';
  let err = '';
  const code = await main(args, { stdout: { write: (s: string) => (out += s) }, stderr: { write: (s: string) => (err += s) }, env: o.env ?? {}, cwd: o.cwd });
  let report: Report | undefined;
  try {
    report = JSON.parse(out) as Report;
  } catch {
    report = undefined;
  }
  return { code, stdout: out, stderr: err, report };
}

t.test('precedence: command line > environment > file > defaults, option by option', async (t) => {
  const dir = tempDir(t);
  const nested = path.join(dir, 'a', 'b');
  mkdirSync(nested, { recursive: true });
  writeFileSync(path.join(dir, 'stringent.config.json'), JSON.stringify({ baseUrl: server.url, reporters: ['json'], maxComponents: 5, retries: 0 }));
  const file = await run(['check'], { cwd: nested });
  t.equal(file.code, 0, file.stderr);
  t.equal(file.report?.summary.components, 5, 'the file, found two folders up, sets 5');
  const env = await run(['check'], { cwd: nested, env: { STRINGENT_MAX_COMPONENTS: '4' } });
  t.equal(env.report?.summary.components, 4, 'the environment wins over the file');
  const cli = await run(['check', '--max-components', '3'], { cwd: nested, env: { STRINGENT_MAX_COMPONENTS: '4' } });
  t.equal(cli.report?.summary.components, 3, 'the command line wins over both');
  const none = await run(['check', server.url, '--reporter', 'json'], { cwd: tempDir(t) });
  t.equal(none.report?.summary.components, server.components.length, 'without a file, the default: every component');
});

t.test('--config names the file; STRINGENT_CONFIG too; a missing one is an error', async (t) => {
  const dir = tempDir(t);
  const file = path.join(dir, 'ci.json');
  writeFileSync(file, JSON.stringify({ reporters: ['json'], maxComponents: 2 }));
  const r = await run(['check', server.url, '--config', file], { cwd: tempDir(t) });
  t.equal(r.report?.summary.components, 2);
  const e = await run(['check', server.url], { cwd: tempDir(t), env: { STRINGENT_CONFIG: file } });
  t.equal(e.report?.summary.components, 2);
  const missing = await run(['check', server.url, '--config', path.join(dir, 'nope.json')], { cwd: dir });
  t.equal(missing.code, 2);
  t.match(missing.stderr, /^stringent: E_FILE: the configuration file .*nope\.json does not exist \(--config\)\n$/);
});

t.test('a bad file names the file, the option, the value and what is accepted', async (t) => {
  const dir = tempDir(t);
  const cases: [unknown, RegExp][] = [
    [{ maxComponents: 'abc' }, /stringent\.config\.json: maxComponents must be integer, not "abc"/],
    [{ failOn: 'warn' }, /stringent\.config\.json: failOn must be equal to one of the allowed values \(error, warning, never\), not "warn"/],
    [{ maxComponent: 3 }, /stringent\.config\.json: unknown option "maxComponent"; did you mean maxComponents\?/],
    [{ severity: { 'hdr-vry': 'off' } }, /stringent\.config\.json: severity names an unknown requirement hdr-vry; did you mean HDR-VARY/],
  ];
  for (const [config, message] of cases) {
    writeFileSync(path.join(dir, 'stringent.config.json'), JSON.stringify(config));
    const r = await run(['check', server.url], { cwd: dir });
    t.equal(r.code, 2, JSON.stringify(config));
    t.match(r.stderr, message);
    t.equal(r.stderr.split('\n').filter(Boolean).length, 1, 'one line');
  }
  writeFileSync(path.join(dir, 'stringent.config.json'), '{ not json');
  const broken = await run(['check', server.url], { cwd: dir });
  t.equal(broken.code, 2);
  t.match(broken.stderr, /E_FILE: .*stringent\.config\.json is not JSON/);
});

t.test('every option of check can come from the file and from STRINGENT_* variables', async (t) => {
  const env = readEnv({
    STRINGENT_BASE_URL: 'http://h.example/',
    STRINGENT_REPORTER: 'json,junit:out.xml',
    STRINGENT_FAIL_ON: 'warning',
    STRINGENT_MAX_EXAMPLES: '0',
    STRINGENT_CONCURRENCY: '2',
    STRINGENT_TIMEOUT: '1.5',
    STRINGENT_RETRIES: '0',
    STRINGENT_MAX_REQUESTS: '50',
    STRINGENT_MAX_COMPONENTS: '9',
    STRINGENT_MAX_BODY_SIZE: '1MiB',
    STRINGENT_PAGE_SIZE: '50',
    STRINGENT_WEB_BASE_URL: 'http://w.example/',
    STRINGENT_PROBE_ERRORS: 'true',
    STRINGENT_PROBE_WRITES: '1',
    STRINGENT_METHODS_ALL: 'yes',
    STRINGENT_ALLOW_EMPTY: 'false',
    STRINGENT_SEVERITY: 'hdr-vary=off,STA-CODE=warning',
    STRINGENT_HEADER: 'X-One: 1\nX-Two: 2',
    STRINGENT_PROFILE: 'weblate-5',
  });
  t.same(env, {
    baseUrl: 'http://h.example/',
    reporters: ['json', 'junit:out.xml'],
    failOn: 'warning',
    maxExamples: 0,
    concurrency: 2,
    timeout: 1.5,
    retries: 0,
    maxRequests: 50,
    maxComponents: 9,
    maxBodySize: '1MiB',
    pageSize: 50,
    webBaseUrl: 'http://w.example/',
    probeErrors: true,
    probeWrites: true,
    methodsAll: true,
    allowEmpty: false,
    severity: { 'HDR-VARY': 'off', 'STA-CODE': 'warning' },
    headers: ['X-One: 1', 'X-Two: 2'],
    profile: 'weblate-5',
  });
  t.throws(() => readEnv({ STRINGENT_MAX_COMPONENTS: 'abc' }), { message: 'STRINGENT_MAX_COMPONENTS takes a whole number of at least 1, not abc' });
  t.throws(() => readEnv({ STRINGENT_PROBE_ERRORS: 'maybe' }), { message: /STRINGENT_PROBE_ERRORS takes true or false/ });
  const warnings: string[] = [];
  readEnv({ STRINGENT_MAX_COMPONENT: '3', STRINGENT_TOKEN: 'x', STRINGENT_REQUIRE_SYSTEM_TOOLS: '1' }, (l) => warnings.push(l));
  t.same(warnings, ['stringent: ignoring unknown environment variable STRINGENT_MAX_COMPONENT; did you mean STRINGENT_MAX_COMPONENTS or STRINGENT_COMPONENT?']);
});

t.test('severities merge per requirement across sources; exclusions add up', async (t) => {
  const merged = mergeLayers({
    profile: { file: 'p', config: { severity: { 'HDR-VARY': 'note' }, exclude: [{ requirement: 'HDR-ALLOW', because: 'p' }] } },
    file: {
      file: 'f',
      config: { severity: { 'STA-CODE': 'warning', 'HDR-VARY': 'warning' }, exclude: [{ requirement: 'PAG-COUNT', because: 'f' }], retries: 1 },
    },
    env: { severity: { 'STA-CODE': 'off' } },
    cli: { retries: 2 },
  });
  t.same(merged.severity, { 'HDR-VARY': 'warning', 'STA-CODE': 'off' });
  t.same(
    merged.exclude?.map((x) => x.because),
    ['p', 'f'],
  );
  t.equal(merged.retries, 2);
  const dir = tempDir(t);
  writeFileSync(
    path.join(dir, 'stringent.config.json'),
    JSON.stringify({ severity: { 'sta-code': 'note' }, exclude: [{ requirement: 'hdr-allow', because: 'ours' }] }),
  );
  const loaded = loadConfigFile(undefined, dir)!;
  t.same(loaded.config.severity, { 'STA-CODE': 'note' }, 'IDs in any case');
  t.equal(loaded.config.exclude?.[0]?.requirement, 'HDR-ALLOW');
});

t.test('--severity ID=off: the requirement is not judged, and says so', async (t) => {
  const faulty = await startServer({ port: 0, faults: ['HDR-VARY'] });
  t.teardown(() => faulty.close());
  const on = await run(['check', faulty.url, '--reporter', 'json', '--retries', '0'], { cwd: tempDir(t) });
  t.equal(on.code, 1);
  const off = await run(['check', faulty.url, '--reporter', 'json', '--retries', '0', '--severity', 'hdr-vary=off'], { cwd: tempDir(t) });
  t.equal(off.code, 0, off.stderr);
  const outcome = off.report!.requirements.find((r) => r.id === 'HDR-VARY')!;
  t.match(outcome, { status: 'skipped', reason: 'turned off by --severity', findings: 0 });
  t.notOk(off.report!.findings.some((f) => f.requirement === 'HDR-VARY'));
  const bad = await run(['check', faulty.url, '--severity', 'HDR-VARY=of'], { cwd: tempDir(t) });
  t.match(bad.stderr, /^stringent: E_BAD_OPTION: --severity HDR-VARY= takes error, warning, note or off, not of; did you mean off\?/);
  const unknown = await run(['check', faulty.url, '--severity', 'HDR-VRY=off'], { cwd: tempDir(t) });
  t.match(unknown.stderr, /unknown requirement HDR-VRY; did you mean HDR-VARY\?/);
});

t.test('an exclusion in the file turns matching findings into notes that say why', async (t) => {
  const faulty = await startServer({ port: 0, faults: ['HDR-VARY'] });
  t.teardown(() => faulty.close());
  const dir = tempDir(t);
  writeFileSync(path.join(dir, 'stringent.config.json'), JSON.stringify({ exclude: [{ requirement: 'HDR-VARY', because: 'our proxy strips Vary' }] }));
  const r = await run(['check', faulty.url, '--reporter', 'json', '--retries', '0'], { cwd: dir });
  t.equal(r.code, 0);
  const notes = r.report!.findings.filter((f) => f.requirement === 'HDR-VARY');
  t.ok(notes.length > 0);
  for (const f of notes) t.match(f, { severity: 'note', message: /accepted: our proxy strips Vary$/ });
});

/** The installed command, run in `cwd` as a user would. */
function spawnIn(cwd: string, args: string[]): Promise<{ code: number | null; stderr: string }> {
  const bin = path.join(PACKAGE_ROOT, 'bin', 'stringent.js');
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { cwd, timeout: 60_000, env: { PATH: process.env.PATH ?? '' } }, (err, _stdout, stderr) =>
      resolve({ code: err ? ((err as { code?: number }).code ?? null) : 0, stderr }),
    );
  });
}

t.test("a configuration file's paths are relative to that file; the command line's to the working folder", async (t) => {
  const dir = tempDir(t);
  const nested = path.join(dir, 'a', 'b');
  mkdirSync(nested, { recursive: true });
  mkdirSync(path.join(dir, 'reports'));
  mkdirSync(path.join(nested, 'reports'));
  writeFileSync(
    path.join(dir, 'stringent.config.json'),
    JSON.stringify({ baseUrl: server.url, maxComponents: 2, retries: 0, reporters: ['junit:reports/junit.xml', 'json:reports/report.json'] }),
  );
  const fromFile = await run(['check', '--quiet'], { cwd: nested });
  t.equal(fromFile.code, 0, fromFile.stderr);
  t.ok(existsSync(path.join(dir, 'reports', 'junit.xml')), 'junit written beside the file that names it');
  t.ok(existsSync(path.join(dir, 'reports', 'report.json')), 'json written beside the file that names it');
  t.notOk(existsSync(path.join(nested, 'reports', 'junit.xml')), 'not in the working folder');

  // A real process: the working folder of a command-line path is the process's own.
  const fromCli = await spawnIn(nested, ['check', '--quiet', '--reporter', 'json:reports/cli.json']);
  t.equal(fromCli.code, 0, fromCli.stderr);
  t.ok(existsSync(path.join(nested, 'reports', 'cli.json')), "a command-line path is the working folder's");
  t.notOk(existsSync(path.join(dir, 'reports', 'cli.json')));

  // A profile file named on the command line is the working folder's too, though a configuration file lives above.
  writeFileSync(path.join(nested, 'mine.json'), JSON.stringify({ maxComponents: 1 }));
  const profiled = await run(['check', '--profile', './mine.json', '--reporter', 'json'], { cwd: nested });
  t.equal(profiled.code, 0, profiled.stderr);
  t.equal(profiled.report?.summary.components, 2, 'the file still wins over the profile; the profile was found');
  writeFileSync(path.join(dir, 'stringent.config.json'), JSON.stringify({ baseUrl: server.url, retries: 0 }));
  const fromProfile = await run(['check', '--profile', './mine.json', '--reporter', 'json'], { cwd: nested });
  t.equal(fromProfile.code, 0, fromProfile.stderr);
  t.equal(fromProfile.report?.summary.components, 1, "the working folder's profile file applies");
});

t.test('a severity set in the configuration file is reported as coming from that file', async (t) => {
  const faulty = await startServer({ port: 0, faults: ['HDR-VARY', 'STA-CODE'] });
  t.teardown(() => faulty.close());
  const dir = tempDir(t);
  const nested = path.join(dir, 'sub');
  mkdirSync(nested);
  writeFileSync(
    path.join(dir, 'stringent.config.json'),
    JSON.stringify({ severity: { 'HDR-VARY': 'warning', 'STA-CODE': 'off' }, retries: 0, maxComponents: 3 }),
  );
  const outcome = (r: { report?: Report | undefined }, id: string) => r.report!.requirements.find((x) => x.id === id)!;

  const file = await run(['check', faulty.url, '--reporter', 'json'], { cwd: nested });
  t.equal(file.code, 0, 'a warning and a requirement turned off: nothing at --fail-on error');
  const where = path.join('..', 'stringent.config.json');
  t.match(outcome(file, 'HDR-VARY'), { severity: 'warning', severitySetBy: where, status: 'failed' });
  t.match(outcome(file, 'STA-CODE'), { status: 'skipped', reason: `turned off by ${where}`, severitySetBy: where });
  t.notOk('severitySetBy' in outcome(file, 'HDR-ALLOW'), "a catalogue's severity says nothing");

  const pretty = await run(['check', faulty.url, '--reporter', 'pretty'], { cwd: nested });
  t.match(pretty.stdout, `core · warning as set by ${where} ·`, 'pretty says where the severity was set');
  t.match(pretty.stdout, new RegExp(`STA-CODE\\s+turned off by ${where.replace(/[.]/g, '\\.')}`));

  const env = await run(['check', faulty.url, '--reporter', 'json'], { cwd: nested, env: { STRINGENT_SEVERITY: 'HDR-VARY=note' } });
  t.match(outcome(env, 'HDR-VARY'), { severity: 'note', severitySetBy: 'STRINGENT_SEVERITY' }, 'the environment over the file, per requirement');
  t.match(outcome(env, 'STA-CODE'), { reason: `turned off by ${where}` });
  const cli = await run(['check', faulty.url, '--reporter', 'json', '--severity', 'STA-CODE=warning'], { cwd: nested });
  t.match(outcome(cli, 'STA-CODE'), { severity: 'warning', severitySetBy: '--severity', status: 'failed' });
  t.match(outcome(cli, 'HDR-VARY'), { severitySetBy: where });

  writeFileSync(path.join(dir, 'stringent.config.json'), JSON.stringify({ only: ['HDR-*'], retries: 0, maxComponents: 3 }));
  const only = await run(['check', faulty.url, '--reporter', 'json'], { cwd: nested });
  t.match(outcome(only, 'STA-CODE'), { status: 'skipped', reason: `not run (only in ${where})` }, '--only from the file says so');
});
