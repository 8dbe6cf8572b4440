/**
 * The hostile-server suite: the real `stringent check` (the CLI, in process, json reporter on
 * stdout, a junit file, token `secret-token-123`) against a server that misbehaves in one way.
 * Every run must end (tap's per-test timeout bounds it), with the outcome below, at most one
 * readable line on stderr, no stack trace, and the token in no output and no report file.
 * Nesting 100,000 deep in every kind of answer is hostile/nesting.test.ts's.
 *
 * | misbehaviour                                   | where                    | expected outcome                           |
 * |------------------------------------------------|--------------------------|--------------------------------------------|
 * | `next` pointing to its own page                | component list           | PAG-TERMINATES, exit 1; page fetched once  |
 * | a cycle of two pages (page 2 → page=1)         | component list           | PAG-TERMINATES, exit 1; each page once     |
 * | `next` to another origin                       | component list           | PAG-TERMINATES, exit 1; other server sees nothing, token nowhere |
 * | `next` to https: on the same host              | component list           | PAG-TERMINATES, exit 1; not followed       |
 * | `next` to ftp: on the same host                | component list           | PAG-TERMINATES, exit 1; not followed       |
 * | endless pages with a growing count             | component list           | PAG-TERMINATES, exit 1; stops at count/size + 2 pages |
 * | a stall past --timeout                         | one instance             | kit error E_TIMEOUT, exit 2                |
 * | a connection reset mid-body                    | one statistics page      | kit error E_PROTOCOL, exit 2               |
 * | invalid JSON                                   | one instance             | HTTP-JSON-BODY, exit 1                     |
 * | a JSON answer that is no list envelope         | component list           | PAG-ENVELOPE, exit 1; one line: base URL may be wrong |
 * | 500 once, then success                         | one statistics page      | retried; HTTP-STATUS-200 warning, exit 0   |
 * | 503 once, then success                         | one instance             | retried (a condition); clean, exit 0       |
 * | 429 with Retry-After: 1, then success          | component list           | waited ≥ 1 s; clean, exit 0                |
 * | 429 with Retry-After: 3600 every time          | one instance             | beyond --max-wait: E_RATE_LIMITED at once, exit 2 |
 * | a body over --max-body-size                    | one instance             | kit error E_BODY_TOO_LARGE, exit 2         |
 * | a Content-Length longer than the body          | one instance             | kit error E_PROTOCOL, exit 2               |
 * | a redirect loop                                | one instance             | kit error E_REDIRECT, exit 2               |
 * | a redirect to another origin                   | one instance             | kit error E_REDIRECT, exit 2; other server sees nothing |
 * | bytes that are not UTF-8                       | one instance             | HTTP-JSON-BODY, exit 1                     |
 * | JSON nested 10,000 deep in a record field      | one instance             | CMP-SCHEMA, HTTP-JSON-BODY, exit 1; no crash |
 * | JSON nested 10,000 deep as a whole body        | one statistics page      | PAG-ENVELOPE, HTTP-JSON-BODY, exit 1; no crash |
 * | `count` as a string                            | component list           | PAG-ENVELOPE, exit 1                       |
 * | `results` not an array                         | component list           | PAG-ENVELOPE, exit 1                       |
 * | a gzip body without Content-Encoding           | one instance             | HTTP-JSON-BODY, exit 1                     |
 */
import t, { type Test } from 'tap';
import zlib from 'node:zlib';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { main } from '../../src/cli.js';
import type { Report } from '../../src/generated/report.js';
import { fastClock } from '../crawl/clock.js';
import { HEADERS, sendJson, startFixture, type Ctx, type Fixture, type Override } from './server.js';

const TOKEN = 'secret-token-123';
const LIST = '/api/components/';
const INSTANCE = '/api/components/demo/comp-2/';
const STATS = '/api/components/demo/comp-2/statistics/';

interface Expect {
  exit: 0 | 1 | 2;
  findings?: string[];
  kitErrors?: string[];
  /** No finding or kit error at all. */
  clean?: boolean;
  /** The one line on stderr, when there is one. */
  stderr?: RegExp;
}

interface Outcome {
  code: number;
  report: Report;
  stdout: string;
  stderr: string;
  file: string;
  f: Fixture;
  /** Every wait the kit asked its clock for, in milliseconds. */
  slept: number[];
}

interface Case {
  name: string;
  override: Override;
  expect: Expect;
  args?: string[];
  then?: (t: Tap, o: Outcome) => void;
}

type Tap = Test;

/** Answers GET `path` (only) with `answer`; everything else is served normally. */
function at(pathname: string, answer: (req: IncomingMessage, res: ServerResponse, ctx: Ctx) => void): Override {
  return (req, res, ctx) => {
    if (ctx.url.pathname !== pathname || req.method !== 'GET') return false;
    answer(req, res, ctx);
    return true;
  };
}

function raw(res: ServerResponse, status: number, body: string | Buffer, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...HEADERS, ...headers });
  res.end(body);
}

function page(ctx: Ctx, extra: Record<string, unknown>): Record<string, unknown> {
  return { count: ctx.data.components.length, next: null, previous: null, results: ctx.data.components, ...extra };
}

function deep(n: number): string {
  return '['.repeat(n) + ']'.repeat(n);
}

const instanceOf = (ctx: Ctx): Record<string, unknown> => ctx.data.components[1]!;

async function run(t: Tap, c: Case): Promise<Outcome> {
  const f = await startFixture({ components: 2, override: c.override });
  t.teardown(() => f.close());
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-hostile-'));
  const file = path.join(dir, 'junit.xml');
  let stdout = '';
  let stderr = '';
  // The kit's own waits (Retry-After, backoff) take no real time; socket timeouts stay real and short.
  const clock = fastClock();
  const io = { stdout: { write: (s: string) => (stdout += s) }, stderr: { write: (s: string) => (stderr += s) }, env: {}, clock };
  const argv = ['check', f.base, '--reporter', 'json', '--reporter', `junit:${file}`, '--token', TOKEN, ...(c.args ?? ['--timeout', '1']), '--retries', '1'];
  const code = await main(argv, io);
  let report: Report;
  try {
    report = JSON.parse(stdout) as Report;
  } catch {
    t.fail(`stdout is the json report (exit ${code}, stderr: ${stderr})`);
    throw new Error('no report');
  }
  let junit: string;
  try {
    junit = readFileSync(file, 'utf8');
  } catch {
    junit = '';
  }
  return { code, report, stdout, stderr, file: junit, f, slept: clock.slept };
}

const cases: Case[] = [
  {
    name: 'next pointing to its own page',
    override: at(LIST, (_q, res, ctx) => sendJson(res, 200, page(ctx, { count: 4, next: ctx.url.href }))),
    expect: { exit: 1, findings: ['PAG-TERMINATES'] },
    then: (t, o) => t.equal(o.f.requests.filter((r) => r.method === 'GET' && r.path === LIST).length, 1, 'page 1 fetched once'),
  },
  {
    name: 'a cycle of two pages',
    override: at(LIST, (_q, res, ctx) => {
      const two = ctx.url.searchParams.get('page') === '2';
      sendJson(
        res,
        200,
        page(ctx, {
          count: 4,
          next: two ? `${ctx.base}api/components/?page=1` : `${ctx.base}api/components/?page=2`,
          previous: two ? `${ctx.base}api/components/` : null,
          results: two ? [] : ctx.data.components,
        }),
      );
    }),
    expect: { exit: 1, findings: ['PAG-TERMINATES'] },
    then: (t, o) => {
      const gets = o.f.requests.filter((r) => r.method === 'GET' && r.path.startsWith(LIST) && !r.path.includes('demo')).map((r) => r.path);
      t.same(gets, [LIST, `${LIST}?page=2`], 'each page once, page=1 counts as page 1');
    },
  },
  {
    name: 'next to https: on the same host',
    override: at(LIST, (_q, res, ctx) => sendJson(res, 200, page(ctx, { count: 4, next: ctx.base.replace('http:', 'https:') + 'api/components/?page=2' }))),
    expect: { exit: 1, findings: ['PAG-TERMINATES'] },
    // The https address is never asked (nothing but plain HTTP reached the server); the walk goes on
    // at the list's own page 2, on the base URL, once, since the count says a second page follows.
    then: (t, o) => {
      const gets = o.f.requests.filter((r) => r.method === 'GET' && r.path.startsWith(LIST) && !r.path.includes('demo')).map((r) => r.path);
      t.same(
        gets.filter((p) => p.includes('page=2')),
        [`${LIST}?page=2`],
        'not followed; page 2 asked at the base URL, once',
      );
    },
  },
  {
    name: 'next to ftp: on the same host',
    override: at(LIST, (_q, res, ctx) => sendJson(res, 200, page(ctx, { count: 4, next: 'ftp://127.0.0.1/api/components/?page=2' }))),
    expect: { exit: 1, findings: ['PAG-TERMINATES'] },
  },
  {
    name: 'endless pages with a growing count',
    override: at(LIST, (_q, res, ctx) => {
      const n = Number(ctx.url.searchParams.get('page') ?? '1');
      sendJson(res, 200, {
        count: 2 * n + 2,
        next: `${ctx.base}api/components/?page=${n + 1}`,
        previous: n === 1 ? null : n === 2 ? `${ctx.base}api/components/` : `${ctx.base}api/components/?page=${n - 1}`,
        results: ctx.data.components,
      });
    }),
    expect: { exit: 1, findings: ['PAG-TERMINATES'] },
    then: (t, o) => {
      const pages = o.f.requests.filter((r) => r.method === 'GET' && r.path.startsWith(LIST) && !r.path.includes('demo')).length;
      // The count changes from page to page (PAG-COUNT), so the list is walked a second time to tell
      // data that moved from a fault: twice the bounded walk, then stop.
      t.equal(pages, 8, `count 4 at 2 per page: 2 pages and 2 more, walked twice, then stop (asked ${pages})`);
    },
  },
  {
    name: 'a stall past the timeout',
    override: at(INSTANCE, () => undefined),
    // A short real timeout: the stall is waited out twice (--retries 1).
    args: ['--timeout', '0.25'],
    expect: { exit: 2, kitErrors: ['E_TIMEOUT'] },
  },
  {
    name: 'a connection reset mid-body',
    override: at(STATS, (req, res) => {
      res.writeHead(200, { ...HEADERS, 'content-length': '4000' });
      res.write('{"count": 4, "next": null, "results": [');
      setTimeout(() => req.socket.destroy(), 10);
    }),
    expect: { exit: 2, kitErrors: ['E_PROTOCOL'] },
  },
  {
    name: 'invalid JSON',
    override: at(INSTANCE, (_q, res) => raw(res, 200, '{"name": "comp-2", ')),
    expect: { exit: 1, findings: ['HTTP-JSON-BODY'] },
  },
  {
    name: 'a JSON answer that is no list envelope',
    override: at(LIST, (_q, res) => raw(res, 200, '{"detail": "Welcome"}')),
    expect: { exit: 1, findings: ['PAG-ENVELOPE'], stderr: /answered 200 without a JSON list envelope; the base URL may be wrong/ },
  },
  {
    name: '500 once, then success',
    override: (req, res, ctx) => {
      if (ctx.url.pathname !== STATS || req.method !== 'GET' || ctx.hits > 0) return false;
      sendJson(res, 500, { detail: 'Server error.' });
      return true;
    },
    expect: { exit: 0, findings: ['HTTP-STATUS-200'] },
    then: (t, o) => {
      t.equal(o.f.requests.filter((r) => r.method === 'GET' && r.path === STATS).length, 2, 'retried once');
      t.same(
        o.report.findings.map((f) => [f.requirement, f.severity, f.code, new URL(f.url).pathname]),
        [['HTTP-STATUS-200', 'warning', 'transient', STATS]],
        'the server failed before it answered: a warning, never a silent pass',
      );
    },
  },
  {
    name: '503 once, then success',
    override: (req, res, ctx) => {
      if (ctx.url.pathname !== INSTANCE || req.method !== 'GET' || ctx.hits > 0) return false;
      sendJson(res, 503, { detail: 'Unavailable.' });
      return true;
    },
    expect: { exit: 0, clean: true },
    then: (t, o) => t.equal(o.f.requests.filter((r) => r.method === 'GET' && r.path === INSTANCE).length, 2, 'retried once'),
  },
  {
    name: '429 with Retry-After: 1, then success',
    override: (req, res, ctx) => {
      if (ctx.url.pathname !== LIST || req.method !== 'GET' || ctx.hits > 0) return false;
      sendJson(res, 429, { detail: 'Throttled.' }, { 'retry-after': '1' });
      return true;
    },
    args: ['--timeout', '5'],
    expect: { exit: 0, clean: true },
    then: (t, o) =>
      t.ok(
        o.slept.some((ms) => ms >= 900),
        `the run waited as asked (${o.slept.join(', ')} ms)`,
      ),
  },
  {
    name: '429 with Retry-After: 3600 every time',
    override: at(INSTANCE, (_q, res) => sendJson(res, 429, { detail: 'Throttled.' }, { 'retry-after': '3600' })),
    expect: { exit: 2, kitErrors: ['E_RATE_LIMITED'] },
    then: (t, o) => {
      t.equal(
        o.f.requests.filter((r) => r.method === 'GET' && r.path === INSTANCE).length,
        1,
        'a wait beyond --max-wait is not begun, and nothing is sent again',
      );
      t.equal(o.report.summary.failed, 0, 'a throttled server is not blamed');
    },
  },
  {
    name: 'a body over the size cap',
    override: at(INSTANCE, (_q, res, ctx) => sendJson(res, 200, { ...instanceOf(ctx), padding: 'x'.repeat(100_000) })),
    args: ['--timeout', '1', '--max-body-size', '32KiB'],
    expect: { exit: 2, kitErrors: ['E_BODY_TOO_LARGE'] },
  },
  {
    name: 'a Content-Length longer than the body',
    override: at(INSTANCE, (req) => {
      req.socket.end(`HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 5000\r\nconnection: close\r\n\r\n{"name":"x"}`);
    }),
    expect: { exit: 2, kitErrors: ['E_PROTOCOL'] },
  },
  {
    name: 'a redirect loop',
    override: (req, res, ctx) => {
      if (req.method !== 'GET') return false;
      if (ctx.url.pathname === INSTANCE) return (void res.writeHead(302, { location: '/loop/a' }).end(), true);
      if (ctx.url.pathname.startsWith('/loop/'))
        return (void res.writeHead(302, { location: ctx.url.pathname.endsWith('a') ? '/loop/b' : '/loop/a' }).end(), true);
      return false;
    },
    expect: { exit: 2, kitErrors: ['E_REDIRECT'] },
  },
  {
    name: 'bytes that are not UTF-8',
    override: at(INSTANCE, (_q, res, ctx) => {
      const text = JSON.stringify(instanceOf(ctx)).replace('"Component comp-2"', '"Component \u0000MARK"');
      const bytes = Buffer.from(text);
      const i = bytes.indexOf('\\u0000MARK');
      raw(res, 200, Buffer.concat([bytes.subarray(0, i), Buffer.from([0xc3, 0x28, 0xff]), bytes.subarray(i + 10)]));
    }),
    expect: { exit: 1, findings: ['HTTP-JSON-BODY'] },
  },
  {
    name: 'JSON nested 10,000 deep in a record field',
    override: at(INSTANCE, (_q, res, ctx) => {
      const text = JSON.stringify({ ...instanceOf(ctx), name: 'DEEP' }).replace('"DEEP"', deep(10_000));
      raw(res, 200, text);
    }),
    expect: { exit: 1, findings: ['CMP-SCHEMA', 'HTTP-JSON-BODY'] },
  },
  {
    name: 'JSON nested 10,000 deep as a whole body',
    override: at(STATS, (_q, res) => raw(res, 200, deep(10_000))),
    expect: { exit: 1, findings: ['PAG-ENVELOPE', 'HTTP-JSON-BODY'] },
  },
  {
    name: 'count as a string',
    override: at(LIST, (_q, res, ctx) => sendJson(res, 200, page(ctx, { count: '2' }))),
    expect: { exit: 1, findings: ['PAG-ENVELOPE'] },
  },
  {
    name: 'results not an array',
    override: at(LIST, (_q, res, ctx) => sendJson(res, 200, page(ctx, { results: { first: ctx.data.components[0] } }))),
    expect: { exit: 1, findings: ['PAG-ENVELOPE'] },
  },
  {
    name: 'a gzip body without the header saying so',
    override: at(INSTANCE, (_q, res, ctx) => raw(res, 200, zlib.gzipSync(JSON.stringify(instanceOf(ctx))))),
    expect: { exit: 1, findings: ['HTTP-JSON-BODY'] },
  },
];

function judge(t: Tap, c: Case, o: Outcome): void {
  const ids = [...new Set(o.report.findings.filter((f) => f.severity !== 'note').map((f) => f.requirement))].sort();
  const codes = [...new Set(o.report.kitErrors.map((k) => k.code))].sort();
  t.equal(
    o.code,
    c.expect.exit,
    `exit ${c.expect.exit} (run took ${o.report.durationMs} ms; findings ${ids.join(', ') || 'none'}; kit errors ${codes.join(', ') || 'none'})`,
  );
  for (const id of c.expect.findings ?? []) t.ok(ids.includes(id), `finding ${id}`);
  for (const code of c.expect.kitErrors ?? []) t.ok(codes.includes(code), `kit error ${code}`);
  if (c.expect.kitErrors) t.equal(o.report.complete, false, 'the report says it is incomplete');
  if (c.expect.clean) {
    t.same(ids, [], 'no finding');
    t.same(codes, [], 'no kit error');
  }
  // Each kit error is said once as it happens; besides those, at most one line.
  const lines = o.stderr.split('\n').filter((l) => l !== '' && !/^stringent: E_[A-Z_]+: /.test(l));
  t.ok(lines.length <= 1, `at most one line on stderr besides the kit errors: ${JSON.stringify(o.stderr)}`);
  t.ok(o.stderr.split('\n').filter((l) => /^stringent: E_[A-Z_]+: /.test(l)).length <= o.report.kitErrors.length, 'no kit error is said twice');
  if (c.expect.stderr) t.match(o.stderr, c.expect.stderr);
  t.notMatch(o.stderr, /\n\s+at |E_INTERNAL/, 'no stack trace, no internal error');
  t.notOk(
    o.report.kitErrors.some((k) => k.code === 'E_INTERNAL'),
    'the rules did not fail',
  );
  for (const [what, text] of [
    ['stdout', o.stdout],
    ['stderr', o.stderr],
    ['report file', o.file],
  ] as const)
    t.notOk(text.includes(TOKEN), `the token is not in ${what}`);
  t.match(o.file, /<testsuites/, 'the report file was written');
}

for (const c of cases) {
  t.test(c.name, { timeout: 30_000 }, async (t) => {
    const o = await run(t, c);
    judge(t, c, o);
    c.then?.(t, o);
  });
}

t.test('next to another origin: nothing is sent there, and the token is nowhere', { timeout: 30_000 }, async (t) => {
  const other = await startFixture();
  t.teardown(() => other.close());
  const c: Case = {
    name: 'next to another origin',
    override: at(LIST, (_q, res, ctx) => sendJson(res, 200, page(ctx, { count: 4, next: `${other.base}api/components/?page=2` }))),
    expect: { exit: 1, findings: ['PAG-TERMINATES'] },
  };
  const o = await run(t, c);
  judge(t, c, o);
  t.equal(other.requests.length, 0, 'the other origin received no request at all');
});

t.test('a redirect to another origin: nothing is sent there, and the token is nowhere', { timeout: 30_000 }, async (t) => {
  const other = await startFixture();
  t.teardown(() => other.close());
  const c: Case = {
    name: 'a redirect to another origin',
    override: at(INSTANCE, (_q, res) => void res.writeHead(302, { location: `${other.base}api/components/demo/comp-2/` }).end()),
    expect: { exit: 2, kitErrors: ['E_REDIRECT'] },
  };
  const o = await run(t, c);
  judge(t, c, o);
  t.equal(other.requests.length, 0, 'the other origin received no request at all');
  t.match(o.report.kitErrors.find((k) => k.code === 'E_REDIRECT')?.message, /another origin/);
});
