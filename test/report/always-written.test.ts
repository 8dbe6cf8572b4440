/**
 * Every requested report file is written on every exit, and every format carries the one verdict:
 * pass (0), fail (1, including a run that checked nothing), error (2: unreachable host, bad option,
 * kit errors mid-run), incomplete (SIGTERM 143 from a real process, SIGINT 130).
 */
import t, { type Test } from 'tap';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { main } from '../../src/cli.js';
import { startServer } from '../../reference-server/index.js';
import { memoryIo } from './fixtures.js';
import { checkFiles, reporterArgs } from './files.js';

const BIN = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../bin/stringent.js');

function tempDir(t: { teardown(f: () => void): void }): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-written-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function freePort(): Promise<number> {
  const s = http.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

t.test('exit 0: a clean server gives verdict pass in every format', async (t) => {
  const server = await startServer({ generate: 3 });
  t.teardown(() => server.close());
  const dir = tempDir(t);
  const io = memoryIo();
  t.equal(await main(['check', server.url, ...reporterArgs(dir)], io), 0);
  checkFiles(t, dir, { verdict: 'pass', exitCode: 0 });
  t.match(io.out(), /\nResult: PASS — no requirement failed.*\(exit 0\)\n$/);
});

t.test('exit 1: findings give verdict fail in every format', async (t) => {
  const server = await startServer({ generate: 3, faults: ['HDR-VARY'] });
  t.teardown(() => server.close());
  const dir = tempDir(t);
  t.equal(await main(['check', server.url, ...reporterArgs(dir)], memoryIo()), 1);
  const report = checkFiles(t, dir, { verdict: 'fail', exitCode: 1 });
  t.ok(report.findings.some((f) => f.requirement === 'HDR-VARY'));
});

t.test('exit 1: a deployment with no component says nothing was checked, in step with the exit status', async (t) => {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', vary: 'Accept', allow: 'GET, HEAD, OPTIONS' });
    res.end(JSON.stringify({ count: 0, next: null, previous: null, results: [] }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise<void>((r) => server.close(() => r())));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const dir = tempDir(t);
  const io = memoryIo();
  t.equal(await main(['check', url, ...reporterArgs(dir)], io), 1);
  checkFiles(t, dir, { verdict: 'fail', exitCode: 1 });
  const last = io.out().trimEnd().split('\n').pop()!;
  t.equal(last, 'Result: FAIL — nothing was checked: no component and no statistics list (exit 1)');
  const allowed = memoryIo();
  t.equal(await main(['check', url, '--allow-empty'], allowed), 0);
  t.match(allowed.out(), /Result: PASS — nothing was checked, accepted by --allow-empty \(exit 0\)\n$/);
});

t.test('exit 2: an unreachable host still writes every requested file, the kit error in each', async (t) => {
  const port = await freePort();
  const dir = tempDir(t);
  const io = memoryIo();
  t.equal(await main(['check', `http://127.0.0.1:${port}/`, '--retries', '0', ...reporterArgs(dir)], io), 2);
  const report = checkFiles(t, dir, { verdict: 'error', exitCode: 2 });
  t.equal(report.kitErrors[0]!.code, 'E_UNREACHABLE');
  const junit = readFileSync(path.join(dir, 'report.junit'), 'utf8');
  t.match(junit, /<testcase classname="kit" name="kit: E_UNREACHABLE">\s*<error message="[^"]+" type="E_UNREACHABLE"/, 'the kit error is an <error> testcase');
  t.match(io.err(), /^stringent: E_UNREACHABLE: /, 'the one line on stderr');
  t.equal(io.out(), '', 'no pretty report on stdout for an error before any answer (stderr says it)');
  t.same(
    readdirSync(dir).filter((f) => f.endsWith('.tmp')),
    [],
    'no temporary file left',
  );
});

t.test('exit 2: a bad option still writes the files it can', async (t) => {
  const dir = tempDir(t);
  t.equal(await main(['check', 'http://127.0.0.1:1/', '--timeout', '-1', ...reporterArgs(dir, ['json', 'junit'])], memoryIo()), 2);
  const report = checkFiles(t, dir, { verdict: 'error', exitCode: 2 }, ['json', 'junit']);
  t.equal(report.kitErrors[0]!.code, 'E_BAD_OPTION');
});

t.test('exit 2 with json on stdout: the error report goes there too', async (t) => {
  const port = await freePort();
  const io = memoryIo();
  t.equal(await main(['check', `http://127.0.0.1:${port}/`, '--retries', '0', '--reporter', 'json'], io), 2);
  const report = JSON.parse(io.out());
  t.same([report.verdict, report.exitCode, report.kitErrors[0].code], ['error', 2, 'E_UNREACHABLE']);
});

/**
 * A server that answers the component list, then never answers the instances: a run against it
 * waits until stopped. `hangs` settles when the first instance request arrives.
 */
async function hangingServer(t: { teardown(f: () => unknown): void }): Promise<{ url: string; hangs: Promise<void> }> {
  let hung = 0;
  let onHang: () => void = () => undefined;
  const hangs = new Promise<void>((r) => (onHang = r));
  const server = http.createServer((req, res) => {
    if (req.url === '/api/components/' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json', vary: 'Accept', allow: 'GET, HEAD, OPTIONS' });
      const results = [1, 2, 3].map((i) => ({ slug: `c${i}`, project: { slug: 'p' }, url: `http://${req.headers.host}/api/components/p/c${i}/` }));
      res.end(JSON.stringify({ count: 3, next: null, previous: null, results }));
      return;
    }
    if (++hung === 1) onHang();
  });
  server.keepAliveTimeout = 100;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.teardown(() => {
    server.closeAllConnections();
    return new Promise<void>((r) => server.close(() => r()));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, hangs };
}

/** What an interrupted run must leave: every file, verdict incomplete, the partial pretty report. */
function checkInterrupted(t: Test, dir: string, signal: string, code: number, stdout: string, stderr: string): void {
  const report = checkFiles(t, dir, { verdict: 'incomplete', exitCode: code });
  t.equal(report.interrupted, signal);
  t.equal(report.complete, false);
  t.match(stderr, new RegExp(`stopped by ${signal}`));
  t.match(
    stdout,
    new RegExp(`Result: INCOMPLETE — stopped by ${signal} before the run finished \\(exit ${code}\\)\\n$`),
    'the partial pretty report is printed',
  );
  t.notOk(existsSync(path.join(dir, 'report.json.tmp')));
}

// The real process: its SIGTERM handler stops the run. (test/field/pacing.test.ts sends SIGINT to a
// real process waiting on Retry-After.)
t.test('SIGTERM to a real process mid-run: a partial report in every file, verdict incomplete, exit 143', async (t) => {
  const { url, hangs } = await hangingServer(t);
  const dir = tempDir(t);
  const child = spawn(process.execPath, [BIN, 'check', url, '--timeout', '60', ...reporterArgs(dir)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, XDG_CACHE_HOME: dir },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c) => (stdout += c));
  child.stderr.on('data', (c) => (stderr += c));
  await hangs;
  child.kill('SIGTERM');
  const exit = await new Promise<number | null>((r) => child.on('close', (c) => r(c)));
  t.equal(exit, 143, 'exit 143');
  checkInterrupted(t, dir, 'SIGTERM', 143, stdout, stderr);
});

// In process: the signal the CLI's handler would abort with, named SIGINT.
t.test('SIGINT mid-run: a partial report in every file, verdict incomplete, exit 130', async (t) => {
  const { url, hangs } = await hangingServer(t);
  const dir = tempDir(t);
  const stop = new AbortController();
  const io = Object.assign(memoryIo({ env: { XDG_CACHE_HOME: dir } }), { signal: stop.signal });
  const run = main(['check', url, '--timeout', '60', ...reporterArgs(dir)], io);
  await hangs;
  stop.abort('SIGINT');
  t.equal(await run, 130, 'exit 130');
  checkInterrupted(t, dir, 'SIGINT', 130, io.out(), io.err());
});
