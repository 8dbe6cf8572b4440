import t from 'tap';
import { check, type CheckOptions } from '../src/run/check.js';
import { BadOptionError, UnreachableError } from '../src/base/errors.js';
import { validator } from '../src/base/schemas.js';
import { closedPort, listen } from './crawl/listen.js';
import { sendJson, startFixture, type Fixture, type FixtureOptions } from './hostile/server.js';

async function fixture(t: { teardown(fn: () => unknown): void }, o: FixtureOptions = {}): Promise<Fixture> {
  const f = await startFixture(o);
  t.teardown(() => f.close());
  return f;
}

function stderr(): { write(s: string): boolean; text: string } {
  return {
    text: '',
    write(s: string) {
      this.text += s;
      return true;
    },
  };
}

const quick: Partial<CheckOptions> = { timeout: 5, retries: 0 };

t.test('a conformant deployment: exit 0, and the report says what was checked', async (t) => {
  const f = await fixture(t, { components: 3, translations: 22 });
  const err = stderr();
  const { report, exitCode, notices } = await check({ baseUrl: f.base, token: 'tok-1', ...quick }, { stderr: err });
  t.equal(exitCode, 0);
  t.same(report.findings, []);
  t.same(report.kitErrors, []);
  t.same(report.target, { baseUrl: f.base, authenticated: true });
  t.equal(report.requests, f.requests.length, 'requests counts what the server saw');
  t.equal(report.summary.components, 3);
  t.equal(report.summary.statisticsLists, 3);
  t.equal(report.complete, true);
  t.type(report.durationMs, 'number');
  t.match(report.startedAt, /^\d{4}-\d\d-\d\dT/);
  t.same(notices, []);
  t.equal(err.text, '', 'nothing on stderr when it is not a terminal');
  const valid = validator('report.schema.json');
  t.ok(valid(report), 'the report matches report.schema.json');
});

t.test('a base URL without a trailing slash is the same base', async (t) => {
  const f = await fixture(t);
  const { report, exitCode } = await check({ baseUrl: f.base.slice(0, -1), ...quick });
  t.equal(exitCode, 0);
  t.equal(report.target.baseUrl, f.base);
  t.equal(report.target.authenticated, false);
});

t.test('opt-in requirements are skipped with the flag that turns them on', async (t) => {
  const f = await fixture(t);
  const { report } = await check({ baseUrl: f.base, ...quick });
  const byId = new Map(report.requirements.map((r) => [r.id, r]));
  for (const id of ['ERR-NOT-FOUND', 'ERR-BAD-PAGE']) {
    t.equal(byId.get(id)?.status, 'skipped', id);
    t.match(byId.get(id)?.reason, /--probe-errors/);
  }
  t.equal(byId.get('MTH-WRITE-REFUSED')?.status, 'skipped');
  t.match(byId.get('MTH-WRITE-REFUSED')?.reason, /--probe-writes/);
  const on = await check({ baseUrl: f.base, probeErrors: true, probeWrites: true, ...quick });
  for (const id of ['ERR-NOT-FOUND', 'ERR-BAD-PAGE', 'MTH-WRITE-REFUSED'])
    t.not(on.report.requirements.find((r) => r.id === id)?.status, 'skipped', `${id} evaluated when opted in`);
});

t.test('every option is validated before any request', async (t) => {
  const f = await fixture(t);
  const bad: [string, Partial<CheckOptions>][] = [
    ['not a URL', { baseUrl: 'nope' }],
    ['ftp scheme', { baseUrl: 'ftp://127.0.0.1/' }],
    ['credentials in the URL', { baseUrl: 'http://u:p@127.0.0.1/' }],
    ['a query', { baseUrl: f.base + '?x=1' }],
    ['negative concurrency', { concurrency: -1 }],
    ['zero concurrency', { concurrency: 0 }],
    ['fractional retries', { retries: 1.5 }],
    ['negative retries', { retries: -1 }],
    ['zero timeout', { timeout: 0 }],
    ['NaN timeout', { timeout: NaN }],
    ['zero budget', { maxRequests: 0 }],
    ['zero sample', { maxComponents: 0 }],
    ['zero body cap', { maxBodySize: 0 }],
    ['zero page size', { pageSize: 0 }],
    ['bad web base', { webBaseUrl: 'mailto:x@y' }],
    ['bad fail-on', { failOn: 'sometimes' as never }],
    ['unknown requirement', { severity: { 'NO-SUCH-ID': 'error' } }],
    ['bad level', { severity: { 'HDR-VARY': 'fatal' as never } }],
    ['empty token', { token: '' }],
  ];
  for (const [what, o] of bad) {
    const err = await check({ baseUrl: f.base, ...o }).then(
      () => undefined,
      (e: unknown) => e,
    );
    t.type(err, BadOptionError, what);
    t.equal((err as BadOptionError).code, 'E_BAD_OPTION', what);
    t.notMatch((err as Error).message, /\n/, `${what}: one line`);
  }
  t.equal(f.requests.length, 0, 'no request was sent');
});

t.test('nothing listening: the run cannot start and says why in one coded line', async (t) => {
  const port = await closedPort();
  const err = await check({ baseUrl: `http://127.0.0.1:${port}/`, retries: 1, retryBaseMs: 10 }).then(
    () => undefined,
    (e: unknown) => e,
  );
  t.type(err, UnreachableError);
  t.equal((err as UnreachableError).message, `cannot connect to 127.0.0.1:${port} (connection refused)`);
});

t.test('a first page that is a JSON answer but no envelope: findings, and the base URL may be wrong', async (t) => {
  const s = await listen(t, (_q, res) => sendJson(res, 200, { detail: 'Welcome' }));
  const err = stderr();
  const { exitCode, notices, report } = await check({ baseUrl: s.base, ...quick }, { stderr: err });
  t.equal(exitCode, 1);
  t.match(notices.join('\n'), /answered 200 without a JSON list envelope; the base URL may be wrong/);
  t.match(err.text, /the base URL may be wrong/);
  t.equal(report.summary.components, 0);
  t.ok(
    report.findings.some((f) => f.requirement === 'PAG-ENVELOPE'),
    'PAG-ENVELOPE reported',
  );
  const unreached = report.requirements.filter((r) => r.status === 'not-applicable');
  t.ok(unreached.length > 30, 'most requirements were never reached');
  for (const r of unreached) t.match(r.reason, /^not reached: the component list answered 200/, `${r.id} says why`);
});

t.test('a deployment with no component is not reported as conformant, unless --allow-empty', async (t) => {
  const f = await fixture(t, { components: 0 });
  const strict = await check({ baseUrl: f.base, ...quick });
  t.equal(strict.exitCode, 1);
  t.match(strict.notices.join('\n'), /no component and no statistics list was checked/);
  const lenient = await check({ baseUrl: f.base, allowEmpty: true, ...quick });
  t.equal(lenient.exitCode, 0);
  t.match(lenient.notices.join('\n'), /no component/);
});

t.test('a sample is not a complete run', async (t) => {
  const f = await fixture(t, { components: 6 });
  const { report, exitCode } = await check({ baseUrl: f.base, maxComponents: 2, ...quick });
  t.equal(exitCode, 0);
  t.equal(report.summary.components, 2);
  t.equal(report.complete, false);
});

t.test('a spent request budget: E_BUDGET, incomplete, exit 2', async (t) => {
  const f = await fixture(t, { components: 10 });
  const { report, exitCode } = await check({ baseUrl: f.base, maxRequests: 6, ...quick });
  t.equal(exitCode, 2);
  t.equal(f.requests.length, 6);
  t.equal(report.requests, 6);
  t.equal(report.complete, false);
  t.ok(report.kitErrors.some((k) => k.code === 'E_BUDGET' && /--max-requests/.test(k.message)));
});

t.test('an answer that never came is a kit error with its address: exit 2', async (t) => {
  const f = await fixture(t, {
    override: (req, _res, ctx) => {
      if (ctx.url.pathname !== '/api/components/demo/comp-2/') return false;
      req.socket.destroy();
      return true;
    },
  });
  const { report, exitCode } = await check({ baseUrl: f.base, ...quick });
  t.equal(exitCode, 2);
  t.same(
    report.kitErrors.map((k) => [k.code, k.url?.slice(f.base.length), k.method]),
    [['E_PROTOCOL', 'api/components/demo/comp-2/', 'GET']],
  );
  t.equal(report.complete, false);
  t.equal(report.summary.components, 1);
});

t.test('--fail-on and --severity decide what fails the run', async (t) => {
  const f = await fixture(t, {
    override: (req, res, ctx) => {
      if (ctx.url.pathname !== '/api/components/' || req.method !== 'GET') return false;
      const body = { count: 2, next: null, previous: null, results: ctx.data.components };
      res.writeHead(200, { allow: 'GET, HEAD, OPTIONS', 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
      return true;
    },
  });
  const plain = await check({ baseUrl: f.base, ...quick });
  t.ok(
    plain.report.findings.some((x) => x.requirement === 'HDR-VARY' && x.severity === 'error'),
    'a missing Vary is HDR-VARY',
  );
  t.equal(plain.exitCode, 1);
  const warned = await check({ baseUrl: f.base, severity: { 'HDR-VARY': 'warning' }, ...quick });
  t.equal(warned.exitCode, 0, 'a warning passes --fail-on error');
  const strict = await check({ baseUrl: f.base, severity: { 'HDR-VARY': 'warning' }, failOn: 'warning', ...quick });
  t.equal(strict.exitCode, 1, 'and fails --fail-on warning');
  const never = await check({ baseUrl: f.base, failOn: 'never', ...quick });
  t.equal(never.exitCode, 0);
});

t.test('what the rules ask to see again is fetched again (purpose recheck), at most twice over', async (t) => {
  const f = await fixture(t, {
    components: 2,
    override: (req, res, ctx) => {
      if (ctx.url.pathname !== '/api/components/demo/comp-1/' || req.method !== 'GET') return false;
      const comp = { ...ctx.data.components[0], name: `Renamed ${ctx.hits}` };
      sendJson(res, 200, comp);
      return true;
    },
  });
  const { report } = await check({ baseUrl: f.base, ...quick });
  const instanceGets = f.requests.filter((r) => r.method === 'GET' && r.path === '/api/components/demo/comp-1/').length;
  t.ok(instanceGets >= 2 && instanceGets <= 3, `the instance was fetched again (${instanceGets} GETs)`);
  // The instance disagrees with the list on every fetch: the mismatch is confirmed, and is CMP-LIST-MATCHES-INSTANCE alone.
  t.same(
    report.findings.map((x) => [x.requirement, x.url.replace(f.base, ''), x.pointer]),
    [['CMP-LIST-MATCHES-INSTANCE', 'api/components/demo/comp-1/', '/name']],
    'the mismatch is reported',
  );
});

t.test('on a terminal, progress is one updating line that is cleared at the end', async (t) => {
  const f = await fixture(t, {
    override: (req, res, ctx) => {
      if (ctx.url.pathname !== '/api/components/demo/comp-1/' || req.method !== 'GET') return false;
      setTimeout(() => sendJson(res, 200, ctx.data.components[0]), 600);
      return true;
    },
  });
  const err = Object.assign(stderr(), { isTTY: true });
  const { exitCode } = await check({ baseUrl: f.base, ...quick }, { stderr: err });
  t.equal(exitCode, 0);
  t.match(err.text, /\r\x1b\[Kstringent: \d+ \/ \d+ components · \d+ req\/s/);
  t.ok(err.text.endsWith('\r\x1b[K'), 'the line is cleared');
  t.notMatch(err.text, /\n/, 'never a new line');
});
