/**
 * check --resume on real sockets: a run stopped early (budget, signal, a killed process) continued
 * from its recording gives the verdict, findings and requirements of an uninterrupted run with at most
 * 15 % more requests in total; recordings that cannot be continued are coded errors; a run given no
 * --record keeps its recording in the cache folder (0600, credentials masked) and prints the command
 * that continues it.
 */
import t, { type Test } from 'tap';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { PACKAGE_ROOT } from '../../src/base/paths.js';
import { defaultDataset, startServer, type RunningServer } from '../../reference-server/index.js';
import type { Report } from '../../src/generated/report.js';
import { cli, harSchema, readJson } from './helpers.js';
import { closedPort } from '../crawl/listen.js';

const FAULTS = ['PAG-COUNT', 'HDR-VARY', 'CMP-SCHEMA', 'MTH-HEAD'];

/** What must be the same as an uninterrupted run's. */
function judged(r: Report): unknown {
  return {
    verdict: r.verdict,
    exitCode: r.exitCode,
    summary: r.summary,
    requirements: r.requirements,
    findings: r.findings,
    groups: r.groups,
    complete: r.complete,
  };
}

/**
 * A front on 127.0.0.1 that passes every request to the server behind it (which can be swapped, so
 * one base URL can stand for a deployment that changed), counting them.
 */
async function front(): Promise<{
  url: string;
  requests: () => number;
  behind: (s: RunningServer) => void;
  /** Called with the count of each request as it arrives; undefined: no longer. */
  onRequest: (f: ((n: number) => void) | undefined) => void;
  /** Each answer waits this long before it is passed on (a slow deployment). */
  delay: (ms: number) => void;
  close: () => Promise<void>;
}> {
  let target: RunningServer | undefined;
  let count = 0;
  let hook: ((n: number) => void) | undefined;
  let delayMs = 0;
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    count++;
    hook?.(count);
    const up = http.request({ host: '127.0.0.1', port: target!.port, path: req.url, method: req.method, headers: req.headers, agent }, (answer) => {
      const send = (): void => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      };
      // Unreferenced: an answer held back for a run that has stopped keeps nothing waiting.
      if (delayMs > 0) setTimeout(send, delayMs).unref();
      else send();
    });
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    url,
    requests: () => count,
    behind: (s) => (target = s),
    onRequest: (f) => (hook = f),
    delay: (ms) => (delayMs = ms),
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const dir = (): string => mkdtempSync(path.join(tmpdir(), 'stringent-resume-'));

/**
 * One deployment (the reference server with FAULTS behind a counting front) and its uninterrupted
 * run, shared by the tests below: each test that changes the front (a hook, a delay, another server
 * behind it) puts it back in its teardown.
 */
const f = await front();
const server = await startServer({ port: 0, baseUrl: f.url, faults: FAULTS });
f.behind(server);
t.teardown(async () => {
  await f.close();
  await server.close();
});
const url = f.url;
const full = await (async (): Promise<Report> => {
  const folder = dir();
  const out = path.join(folder, 'full.json');
  const run = await cli(['check', url, '--reporter', `json:${out}`, '-q'], { XDG_CACHE_HOME: folder });
  if (run.code !== 1) throw new Error(`uninterrupted run: exit ${run.code}: ${run.err}`);
  return readJson<Report>(out);
})();

/** Puts the shared front back as it was when the test ends. */
function restoreFront(t: Test): void {
  t.teardown(() => {
    f.onRequest(undefined);
    f.delay(0);
    f.behind(server);
  });
}

t.test('stopped by the budget twice, resumed: the verdict of an uninterrupted run, at most 15 % more requests', async (t) => {
  const folder = dir();
  t.equal(full.verdict, 'fail');
  const har = path.join(folder, 'run.har');
  const budget = Math.floor(full.requests! * 0.4);

  const first = await cli(['check', url, '--record', har, '--max-requests', String(budget), '--reporter', `json:${folder}/1.json`, '-q'], {});
  t.equal(first.code, 2, first.err);
  const r1 = readJson<Report>(`${folder}/1.json`);
  t.equal(r1.complete, false);
  t.same(
    r1.kitErrors.map((k) => k.code),
    ['E_BUDGET'],
  );
  t.equal(r1.reused, undefined, 'a live run reuses nothing and says nothing of it');

  const second = await cli(['check', url, '--resume', har, '--max-requests', String(budget), '--reporter', `json:${folder}/2.json`], {});
  t.equal(second.code, 2, second.err);
  const r2 = readJson<Report>(`${folder}/2.json`);
  t.ok(r2.reused! > 0, "the second window reused the first one's answers");
  t.equal(r2.windows, 2);
  t.match(second.out, /Resumed: \d+ answers taken from the recording; the run spans 2 windows of time/);
  t.match(second.err, `Go on with: stringent check ${url} --max-requests ${budget} --reporter json:${folder}/2.json --resume ${har}`);

  const third = await cli(['check', '--resume', har, '--reporter', `json:${folder}/3.json`, '--reporter', `junit:${folder}/3.xml`], {});
  t.equal(third.code, 1, third.err);
  const r3 = readJson<Report>(`${folder}/3.json`);
  t.same(judged(r3), judged(full), 'the same verdict, findings and requirements as the uninterrupted run');
  t.equal(r3.target.baseUrl, url, 'the base URL was taken from the recording');
  t.equal(r3.windows, 3);
  t.match(readFileSync(`${folder}/3.xml`, 'utf8'), new RegExp(`<property name="resumed" value="${r3.reused} answers reused; 3 windows"/>`));
  t.ok(r3.reused! >= r2.reused!, 'the last window reused what both earlier ones fetched');
  const total = r1.requests! + r2.requests! + r3.requests!;
  t.ok(total <= full.requests! * 1.15, `${total} requests in three windows, ${full.requests} uninterrupted`);
  t.notMatch(third.err, /Go on with/, 'a finished run has nothing to go on with');

  const recording = readJson<{ log: { entries: unknown[]; _stringentRuns: { entries: number; reused?: number }[] } }>(har);
  t.ok(harSchema()(recording), 'the appended recording is still HAR 1.2');
  t.equal(recording.log._stringentRuns.length, 3);
  t.equal(
    recording.log.entries.length,
    recording.log._stringentRuns.reduce((n, r) => n + r.entries, 0),
  );
});

t.test('stopped by a signal, resumed: the verdict of an uninterrupted run', async (t) => {
  restoreFront(t);
  const folder = dir();
  const har = path.join(folder, 'run.har');
  const stop = new AbortController();
  const at = f.requests() + Math.floor(full.requests! / 2);
  f.onRequest((n) => n === at && stop.abort('SIGINT'));
  const first = await cli(['check', url, '--record', har, '--reporter', `json:${folder}/1.json`], {}, stop.signal);
  t.equal(first.code, 130, first.err);
  t.match(first.err, `Go on with: stringent check ${url} --reporter json:${folder}/1.json --resume ${har}`);
  const r1 = readJson<Report>(`${folder}/1.json`);
  t.equal(r1.interrupted, 'SIGINT');
  const second = await cli(['check', url, '--resume', har, '--reporter', `json:${folder}/2.json`], {});
  t.equal(second.code, 1, second.err);
  const r2 = readJson<Report>(`${folder}/2.json`);
  t.same(judged(r2), judged(full));
  t.ok(r1.requests! + r2.requests! <= full.requests! * 1.15, `${r1.requests} + ${r2.requests} requests, ${full.requests} uninterrupted`);
});

t.test('a recording cut off mid-entry (its run was killed) is taken up to its last complete entry', async (t) => {
  const folder = dir();
  const har = path.join(folder, 'run.har');
  await cli(['check', url, '--record', har, '--max-requests', String(Math.floor(full.requests! / 2)), '-q'], {});
  const text = readFileSync(har, 'utf8');
  // Cut in the middle of the last entry: no closing line, half an entry.
  const lastEntry = text.lastIndexOf('\n{');
  writeFileSync(har, text.slice(0, lastEntry + 200));
  const run = await cli(['check', url, '--resume', har, '--reporter', `json:${folder}/2.json`], {});
  t.equal(run.code, 1, run.err);
  t.same(judged(readJson<Report>(`${folder}/2.json`)), judged(full));
  t.ok(harSchema()(readJson(har)), 'the recording is whole again');
});

t.test('stopped by --deadline, resumed: the verdict of an uninterrupted run, at most 15 % more requests', async (t) => {
  restoreFront(t);
  const folder = dir();
  const har = path.join(folder, 'run.har');
  // A deployment that answers ten requests at once, then holds every answer back for a minute: a
  // two-second deadline falls mid-run however slow the machine.
  const at = f.requests() + 10;
  f.onRequest((n) => n === at && f.delay(60_000));
  const first = await cli(['check', url, '--record', har, '--concurrency', '1', '--deadline', '2s', '--reporter', `json:${folder}/1.json`], {});
  t.equal(first.code, 2, first.err);
  const r1 = readJson<Report>(`${folder}/1.json`);
  t.same(
    r1.kitErrors.map((k) => k.code),
    ['E_DEADLINE'],
  );
  t.ok(r1.requests! > 0 && r1.requests! <= 11, `${r1.requests} requests before the deadline`);
  t.match(first.err, `Go on with: stringent check ${url} --concurrency 1 --deadline 2s --reporter json:${folder}/1.json --resume ${har}`);
  f.onRequest(undefined);
  f.delay(0);
  const second = await cli(['check', url, '--resume', har, '--reporter', `json:${folder}/2.json`], {});
  t.equal(second.code, 1, second.err);
  const r2 = readJson<Report>(`${folder}/2.json`);
  t.same(judged(r2), judged(full));
  t.ok(r1.requests! + r2.requests! <= full.requests! * 1.15, `${r1.requests} + ${r2.requests} requests, ${full.requests} uninterrupted`);
});

t.test('stopped by a rate limit that cannot be waited out (E_RATE_LIMITED), resumed in the next window: the verdict of an uninterrupted run', async (t) => {
  restoreFront(t);
  const folder = dir();
  // The same deployment, throttled at 30 requests an hour (Weblate's headers, 429 past the limit).
  const throttled = await startServer({ port: 0, baseUrl: url, faults: FAULTS, rateLimit: '30/h' });
  t.teardown(() => throttled.close());
  f.behind(throttled);
  const har = path.join(folder, 'run.har');
  const first = await cli(['check', url, '--record', har, '--max-wait', '1', '--reporter', `json:${folder}/1.json`], {});
  t.equal(first.code, 2, first.err);
  const r1 = readJson<Report>(`${folder}/1.json`);
  t.same(
    r1.kitErrors.map((k) => k.code),
    ['E_RATE_LIMITED'],
  );
  t.match(first.err, `Go on with: stringent check ${url} --max-wait 1 --reporter json:${folder}/1.json --resume ${har}`);
  // The next window: the limit has reset.
  f.behind(server);
  const second = await cli(['check', url, '--resume', har, '--max-wait', '1', '--reporter', `json:${folder}/2.json`], {});
  t.equal(second.code, 1, second.err);
  const r2 = readJson<Report>(`${folder}/2.json`);
  t.same(judged(r2), judged(full), 'the 429 answers of the first window are asked again, never judged');
  t.ok(r1.requests! + r2.requests! <= full.requests! * 1.15, `${r1.requests} + ${r2.requests} requests, ${full.requests} uninterrupted`);
});

t.test('a run killed outright (SIGKILL) leaves a whole HAR recording, and --resume continues it', async (t) => {
  restoreFront(t);
  const folder = dir();
  const har = path.join(folder, 'run.har');
  const child = spawn(process.execPath, [path.join(PACKAGE_ROOT, 'bin', 'stringent.js'), 'check', url, '--record', har, '-q'], { stdio: 'ignore' });
  const at = f.requests() + Math.floor(full.requests! / 2);
  f.onRequest((n) => n === at && child.kill('SIGKILL'));
  const signal = await new Promise((resolve) => child.on('exit', (_code, sig) => resolve(sig)));
  t.equal(signal, 'SIGKILL');
  const recording = readJson<{ log: { entries: unknown[]; _stringentRuns: unknown[] } }>(har);
  t.ok(harSchema()(recording), 'the file is HAR 1.2 as it was left');
  t.ok(recording.log.entries.length > 0 && recording.log.entries.length < full.requests!, `${recording.log.entries.length} entries kept`);
  t.equal(recording.log._stringentRuns.length, 1);
  const replay = await cli(['check', '--replay', har, '-q'], {});
  t.not(replay.code, 2, `--replay reads it: ${replay.err}`);
  const run = await cli(['check', url, '--resume', har, '--reporter', `json:${folder}/2.json`], {});
  t.equal(run.code, 1, run.err);
  const r2 = readJson<Report>(`${folder}/2.json`);
  t.same(judged(r2), judged(full));
  t.equal(r2.windows, 2);
});

t.test('recordings that cannot be continued are coded errors (exit 2), with every requested report', async (t) => {
  // Another deployment's address: the recording is refused before anything is sent there.
  const other = { url: `http://127.0.0.1:${await closedPort()}/` };
  const folder = dir();
  const har = path.join(folder, 'run.har');
  await cli(['check', url, '--record', har, '--max-requests', '20', '-q'], {});
  const copy = (name: string, change?: (text: string) => string): string => {
    const to = path.join(folder, name);
    copyFileSync(har, to);
    if (change) writeFileSync(to, change(readFileSync(to, 'utf8')));
    return to;
  };
  const expectError = async (file: string, code: string, message: RegExp, base = url) => {
    const out = path.join(folder, `${path.basename(file)}.json`);
    const run = await cli(['check', base, '--resume', file, '--reporter', `json:${out}`], {});
    t.equal(run.code, 2, `${file}: ${run.err}`);
    t.match(run.err, message);
    t.match(run.err, `stringent: ${code}: `);
    t.same(
      readJson<Report>(out).kitErrors.map((k) => k.code),
      [code],
      'the report names the error',
    );
  };
  await expectError(
    copy('other.har'),
    'E_RESUME',
    new RegExp(`is a recording of ${url.replace(/[.]/g, '[.]')}, not of ${other.url.replace(/[.]/g, '[.]')}`),
    other.url,
  );
  const lines = readFileSync(har, 'utf8').split('\n');
  await expectError(
    copy('damaged.har', () => [...lines.slice(0, 3), '{"request": oops', ...lines.slice(3)].join('\n')),
    'E_FILE',
    /damaged recording, line 4: not JSON/,
  );
  await expectError(
    copy('garbage.har', () => [...lines.slice(0, 3), 'garbage', ...lines.slice(3)].join('\n')),
    'E_FILE',
    /damaged recording, line 4: not an entry/,
  );
  await expectError(
    copy('empty.har', () => ''),
    'E_FILE',
    /damaged recording, line 0: the recording is empty/,
  );
  await expectError(
    copy('newer.har', (s) => s.replace('"format":1', '"format":7')),
    'E_RESUME',
    /is in recording format 7 \(stringent 0[.]/,
  );
  await expectError(
    copy('older.har', (s) => s.replace(',"format":1', '')),
    'E_RESUME',
    /before recordings could be resumed/,
  );
  await expectError(
    copy('foreign.har', (s) => JSON.stringify(JSON.parse(s), null, 2)),
    'E_RESUME',
    /not a recording of stringent check --record/,
  );
  const missing = await cli(['check', url, '--resume', path.join(folder, 'nothing.har')], {});
  t.equal(missing.code, 2);
  t.match(missing.err, /E_FILE: cannot read the recording to resume \(--resume\) ".*nothing[.]har": it does not exist \(ENOENT\)/);
  const both = await cli(['check', url, '--resume', har, '--record', path.join(folder, 'x.har')], {});
  t.match(both.err, /E_BAD_OPTION: --resume .* appends to that recording; --record .* names another file/);
});

t.test(
  'given no --record, a stopped run keeps its recording in the cache folder (0600, credentials masked) and prints the command that continues it',
  async (t) => {
    const folder = dir();
    const cache = path.join(folder, 'cache');
    const token = 'tok_resume_5ecret_42';
    const run = await cli(['check', url, '--token', token, '--header', 'X-Api-Key: key-5ecret-value-99', '--max-requests', '25', '-q'], {
      XDG_CACHE_HOME: cache,
    });
    t.equal(run.code, 2, run.err);
    const runs = path.join(cache, 'stringent', 'runs');
    const files = readdirSync(runs);
    t.equal(files.length, 1);
    const file = path.join(runs, files[0]!);
    t.equal(statSync(file).mode & 0o777, 0o600, 'only the user reads it');
    t.equal(statSync(runs).mode & 0o777, 0o700);
    const text = readFileSync(file, 'utf8');
    t.notMatch(text, /5ecret/, 'the token and the credential header are masked');
    t.match(text, /Token \*\*\*/);
    const line = /Go on with: (.*)/.exec(run.err)?.[1];
    t.ok(line, run.err);
    t.notMatch(run.err, /5ecret/, 'the command never shows the token');
    t.equal(line, `stringent check ${url} --max-requests 25 --quiet --resume ${file} (with the token in STRINGENT_TOKEN, and --header X-Api-Key given again)`);
  },
);

t.test('a finished run given no --record leaves nothing in the cache folder; the folder comes from ~/.cache without XDG_CACHE_HOME', async (t) => {
  const folder = dir();
  const done = await cli(['check', url, '-q'], { XDG_CACHE_HOME: folder });
  t.equal(done.code, 1);
  t.same(readdirSync(path.join(folder, 'stringent', 'runs')), []);
  const home = dir();
  const stopped = await cli(['check', url, '--max-requests', '10', '-q'], { HOME: home, XDG_CACHE_HOME: 'relative/is/ignored' });
  t.equal(stopped.code, 2);
  t.equal(readdirSync(path.join(home, '.cache', 'stringent', 'runs')).length, 1);
  const nowhere = await cli(['check', url, '--max-requests', '10', '-q'], {});
  t.equal(nowhere.code, 2);
  t.match(
    nowhere.err,
    /what it fetched is not kept: there is no cache folder to keep it in \(neither XDG_CACHE_HOME nor HOME is set\); give --record FILE[.]har/,
  );
  // A cache folder that cannot be made does not stop the run: it is only not resumable.
  const blocked = path.join(folder, 'a-file');
  writeFileSync(blocked, '');
  const unkept = await cli(['check', url, '--reporter', `json:${folder}/unkept.json`], { XDG_CACHE_HOME: blocked });
  t.equal(unkept.code, 1, unkept.err);
  t.match(unkept.err, /stringent: warning: .*a-file\/stringent\/runs: cannot make the folder .*; this run will not be resumable if it stops early/);
  t.equal(readJson<Report>(`${folder}/unkept.json`).verdict, 'fail');
});

t.test('a deployment that changed between windows is re-fetched before it is blamed, and the report says the run spans two windows', async (t) => {
  const f = await front();
  const full = defaultDataset();
  const before = await startServer({ port: 0, baseUrl: f.url, data: { ...full, components: full.components.slice(0, -1) } });
  const after = await startServer({ port: 0, baseUrl: f.url, data: full });
  t.teardown(async () => {
    await f.close();
    await before.close();
    await after.close();
  });
  const folder = dir();
  const har = path.join(folder, 'run.har');
  f.behind(before);
  const first = await cli(['check', f.url, '--record', har, '--max-requests', '30', '-q'], {});
  t.equal(first.code, 2, first.err);
  // Between the windows a component was added: the list's count and pages moved.
  f.behind(after);
  const second = await cli(['check', f.url, '--resume', har, '--reporter', `json:${folder}/2.json`, '-q'], {});
  const report = readJson<Report>(`${folder}/2.json`);
  t.equal(second.code, 0, `a correct deployment that changed is not failed: ${JSON.stringify(report.findings.slice(0, 3))}`);
  t.equal(report.verdict, 'pass');
  t.equal(report.windows, 2);
  // As when a component is added during one crawl after the list page that would hold it was read.
  t.equal(report.summary.components, full.components.length - 1, 'the components of the list as the first window read it');
});

t.test('a record that changed between windows is re-fetched before it is blamed', async (t) => {
  const f = await front();
  const full = defaultDataset();
  const last = full.components[full.components.length - 1]!;
  const changed = { ...full, components: [...full.components.slice(0, -1), { ...last, branch: `${last.branch ?? 'main'}-next` }] };
  const before = await startServer({ port: 0, baseUrl: f.url, data: full });
  const after = await startServer({ port: 0, baseUrl: f.url, data: changed });
  t.teardown(async () => {
    await f.close();
    await before.close();
    await after.close();
  });
  const folder = dir();
  const har = path.join(folder, 'run.har');
  f.behind(before);
  const first = await cli(['check', f.url, '--record', har, '--max-requests', '12', '-q'], {});
  t.equal(first.code, 2, first.err);
  f.behind(after);
  const second = await cli(['check', f.url, '--resume', har, '--reporter', `json:${folder}/2.json`, '-q'], {});
  const report = readJson<Report>(`${folder}/2.json`);
  t.equal(
    second.code,
    0,
    `the list as recorded and the record as it is now disagree, and the re-check sees why: ${JSON.stringify(report.findings.slice(0, 3))}`,
  );
  t.equal(report.windows, 2);
});
