/**
 * A server that fails and then answers is unreliable: each answer the kit got only by sending the
 * request again after a server error is a warning under HTTP-STATUS-200, with the address, the
 * statuses and the attempt that answered. The recording holds the failed attempts, and its replay
 * gives the same warnings; a 503 or 429 of a rate limit is a condition, never one of them.
 */
import t, { type Test } from 'tap';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../../reference-server/index.js';
import { check } from '../../src/run/check.js';
import type { Har } from '../../src/generated/har.js';
import type { Report } from '../../src/generated/report.js';
import { listen, passOn } from '../crawl/listen.js';
import { fastClock } from '../crawl/clock.js';
import { cli } from './helpers.js';
import { attemptsHeader, attemptsOf, recordingOf } from '../../src/har/read.js';

const dir = mkdtempSync(path.join(tmpdir(), 'stringent-transient-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The reference server behind a front that answers `failures[path]` (in order) to the first
 * requests of each path named there, then passes requests on.
 */
async function flaky(t: Test, failures: Record<string, number[]>) {
  const up = await startServer();
  t.teardown(() => up.close());
  const left = new Map(Object.entries(failures).map(([p, s]) => [p, [...s]]));
  const front = await listen(t, (req, res) => {
    const status = left.get(`${req.method} ${req.url}`)?.shift();
    if (status !== undefined) return res.writeHead(status, { 'content-type': 'text/html' }).end(`<h1>${status}</h1>`);
    passOn(req, res, up.url, front.base);
  });
  return { front, up };
}

const transient = (r: Report) =>
  r.findings
    .filter((f) => f.requirement === 'HTTP-STATUS-200')
    .map((f) => ({ url: f.url, method: f.method ?? 'GET', severity: f.severity, code: f.code, args: f.args, message: f.message }));

t.test('three answers a retry turned into 200 are three warnings; the recording and its replay say the same', async (t) => {
  const instance = '/api/components/orbit-notes/android/';
  const { front, up } = await flaky(t, {
    [`GET ${instance}`]: [500, 500],
    'GET /api/components/orbit-notes/android/statistics/': [502],
    [`HEAD ${instance}`]: [504],
  });
  const free = await check({ baseUrl: up.url });
  const har = path.join(dir, 'flaky.har');
  const live = await check({ baseUrl: front.base, clock: fastClock(), record: har });
  t.same(live.report.kitErrors, []);
  const warnings = transient(live.report);
  t.same(
    warnings.map((w) => [w.method, new URL(w.url).pathname, w.severity, w.code, w.args]),
    [
      ['GET', instance, 'warning', 'transient', { status: '500, 500', final: 200, attempt: 3 }],
      ['HEAD', instance, 'warning', 'transient', { status: '504', final: 200, attempt: 2 }],
      ['GET', '/api/components/orbit-notes/android/statistics/', 'warning', 'transient', { status: '502', final: 200, attempt: 2 }],
    ],
    'each answer, with its address, the failed statuses and the attempt that answered',
  );
  t.match(warnings[0]!.message, /^answered 500, 500 before it answered 200 at attempt 3: the server failed/);
  t.equal(live.exitCode, free.exitCode, 'the verdict is that of the answers that stand');
  t.equal(live.report.summary.warnings, free.report.summary.warnings + 3);
  const outcome = live.report.requirements.find((r) => r.id === 'HTTP-STATUS-200')!;
  t.same([outcome.status, outcome.severity], ['failed', 'warning'], 'the requirement failed at warning, not at its catalogue error');
  const pretty = await cli(['check', '--replay', har]);
  t.match(pretty.out, /Failed \(warning\): 1 requirement[^]*HTTP-STATUS-200/, 'the pretty report lists it among the warnings');
  t.notMatch(pretty.out, /Failed \(error\)[^]*HTTP-STATUS-200/, 'not among the errors');

  const entries = (JSON.parse(readFileSync(har, 'utf8')) as Har).log.entries.filter((e) => new URL(e.request.url).pathname === instance);
  t.same(
    entries.filter((e) => e.request.method === 'GET').map((e) => [e.response.status, e._stringent?.superseded ?? false, e._stringent?.attempts]),
    [
      [500, true, 1],
      [500, true, 2],
      [200, false, 3],
    ],
    'the recording holds the failed attempts before the answer that stands',
  );
  const replay = await cli(['check', '--replay', har, '--reporter', 'json']);
  const replayed = JSON.parse(replay.out) as Report;
  t.same(transient(replayed), warnings, 'the replay gives the same warnings');
  t.equal(replay.code, live.exitCode);
  const resumed = await cli(['check', '--resume', har, '--reporter', 'json']);
  t.same(transient(JSON.parse(resumed.out) as Report), warnings, 'a resumed run, taking the recorded answers, gives them too');
});

t.test('a server that fails and fails again: the last 500 is not-200, its earlier ones are no warning of their own', async (t) => {
  const { front } = await flaky(t, { 'GET /api/components/orbit-notes/android/': [500, 500, 500, 500] });
  const r = await check({ baseUrl: front.base, clock: fastClock() });
  const found = transient(r.report);
  t.same(
    found.map((f) => [f.code, f.severity]),
    [['not-200', 'error']],
  );
});

t.test('a 503 and a 429 of a rate limit before the answer are a condition, not a server fault', async (t) => {
  const { front } = await flaky(t, { 'GET /api/components/orbit-notes/android/': [503, 429] });
  const r = await check({ baseUrl: front.base, clock: fastClock() });
  t.same(r.report.kitErrors, []);
  t.same(transient(r.report), []);
  t.ok(r.report.pacing!.foundPerSecond !== undefined, 'they paced the run');
});

t.test('--severity HTTP-STATUS-200=note makes the warning a note; a rule never raises a severity', async (t) => {
  const { front } = await flaky(t, { 'GET /api/components/orbit-notes/android/': [500] });
  const r = await check({ baseUrl: front.base, clock: fastClock(), severity: { 'HTTP-STATUS-200': 'note' } });
  t.same(
    transient(r.report).map((f) => [f.code, f.severity]),
    [['transient', 'note']],
  );
  const strict = await flaky(t, { 'GET /api/components/orbit-notes/android/': [500] });
  const failing = await check({ baseUrl: strict.front.base, clock: fastClock(), failOn: 'warning' });
  t.equal(failing.exitCode, 1, '--fail-on warning fails a run whose server failed before it answered');
});

t.test('a recording without the earlier attempts on its answers has them from the superseded entries before them', async (t) => {
  const url = 'http://weblate.test/api/components/';
  const entry = (status: number, info: Record<string, unknown>) => ({
    startedDateTime: '2026-01-01T00:00:00.000Z',
    time: 1,
    request: { method: 'GET', url, httpVersion: 'HTTP/1.1', cookies: [], headers: [], queryString: [], headersSize: -1, bodySize: 0 },
    response: {
      status,
      statusText: '',
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: [],
      content: { size: 2, mimeType: 'application/json', text: '{}' },
      redirectURL: '',
      headersSize: -1,
      bodySize: 2,
    },
    cache: {},
    timings: { send: 0, wait: 1, receive: 0 },
    _stringent: info,
  });
  const har = {
    log: {
      version: '1.2',
      creator: { name: 'stringent', version: '0' },
      entries: [
        entry(502, { superseded: true, attempts: 1 }),
        { ...entry(0, { superseded: true, attempts: 2, error: { code: 'E_TIMEOUT', message: 'no answer' } }) },
        entry(200, { attempts: 3 }),
        entry(200, {}),
      ],
    },
  };
  const recording = recordingOf(har, 'old.har');
  t.same(
    recording.answers.map((a) => a.earlierAttempts),
    [[{ status: 502 }, { status: 0, error: 'E_TIMEOUT' }], undefined],
    'the attempts before the answer that stands, and none for the answer after it',
  );
  t.equal(attemptsHeader(recording.answers[0]!.earlierAttempts!), '502,E_TIMEOUT');
  t.same(attemptsOf('502,E_TIMEOUT'), recording.answers[0]!.earlierAttempts);
  t.equal(attemptsOf('nonsense'), undefined);
});
