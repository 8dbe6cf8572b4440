/**
 * serve --client-report against real clients on real sockets: a deliberately bad client (it builds
 * page numbers itself, stops on a short page, asks again at once after a 429, asks for HTML) is
 * flagged; a good client (suite.ts: it follows next, asks for JSON, waits out Retry-After) gets no
 * finding at all. The CLI writes json and junit when the server stops, and exits 1 when a
 * requirement of severity error failed. test/client/suite.test.ts measures the whole client suite.
 */
import t from 'tap';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../../reference-server/index.js';
import { PACKAGE_ROOT } from '../../src/base/paths.js';
import { validator } from '../../src/base/schemas.js';
import type { ClientReport } from '../../src/generated/client-report.js';
import { ClientRecorder } from '../../src/run/client-report.js';
import { main } from '../../src/cli.js';
import { CORRECT } from './suite.js';

type Json = Record<string, unknown>;
type Page = { count: number; next: string | null; previous: string | null; results: Json[] };

async function getJson(url: string, headers: Record<string, string>): Promise<{ status: number; body?: Page & Json }> {
  const r = await fetch(url, { headers });
  const text = await r.text();
  return { status: r.status, ...(r.status === 200 ? { body: JSON.parse(text) as Page & Json } : {}) };
}

/** A GET that waits out a 429 or 503 (Retry-After in seconds or as a date). */
async function patiently(url: string, headers: Record<string, string>): Promise<{ status: number; body?: Page & Json }> {
  for (;;) {
    const r = await fetch(url, { headers });
    const text = await r.text();
    if (r.status === 429 || r.status === 503) {
      const after = r.headers.get('retry-after') ?? '1';
      await new Promise((resolve) => setTimeout(resolve, /^\d+$/.test(after) ? Number(after) * 1000 : Math.max(0, Date.parse(after) - Date.now())));
      continue;
    }
    return { status: r.status, ...(r.status === 200 ? { body: JSON.parse(text) as Page & Json } : {}) };
  }
}

/** Asks for HTML, asks again at once after a 429, sends page_size, builds page numbers (page=1, 2, … while a page is full). */
async function badClient(api: string): Promise<void> {
  const headers: Record<string, string> = { accept: 'text/html' };
  for (let i = 0; i < 5; i++) {
    const r = await getJson(`${api}components/`, headers);
    if (r.status === 429 || r.status === 503) await getJson(`${api}components/`, headers);
  }
  const first = await patiently(`${api}components/?page_size=50`, headers);
  for (const c of first.body!.results) {
    for (let page = 1; ; page++) {
      const r = await patiently(`${String(c.statistics_url)}?page=${page}`, headers);
      if (!r.body || r.body.results.length < 20) break;
    }
  }
}

async function recorded(drive: (api: string) => Promise<unknown>): Promise<ClientReport> {
  const recorder = new ClientRecorder();
  const server = await startServer({ variants: ['edges'], observe: recorder.observe });
  recorder.start(server.observedFrom!);
  try {
    await drive(server.apiUrl);
  } finally {
    await server.close();
  }
  return recorder.report({ url: server.url, variants: server.variants, observedFrom: server.observedFrom! });
}

t.test('a bad client is flagged: pages it was never given, a page past next: null, a 429 not waited out', async (t) => {
  const report = await recorded(badClient);
  const failed = report.requirements.filter((r) => r.status === 'failed').map((r) => r.id);
  t.same(failed, ['CLI-PAGE-LINKS', 'CLI-NO-REPEAT', 'CLI-QUERY-DEFINED', 'CLI-RETRY-AFTER', 'CLI-ACCEPT-JSON']);
  const codes = new Set(report.findings.map((f) => `${f.requirement}/${f.code}`));
  t.ok(codes.has('CLI-PAGE-LINKS/not-given'), 'page=1 and page=2 built by the client');
  t.ok(codes.has('CLI-PAGE-LINKS/past-last'), 'the page after an exactly full last page');
  t.ok(codes.has('CLI-RETRY-AFTER/too-soon'));
  t.equal(report.verdict, 'fail');
  t.equal(report.exitCode, 1);
  t.ok(report.summary.errors > 0);
  t.equal(report.requests.length, report.summary.requests);
  t.ok(validator('client-report.schema.json')(report), 'the report matches its schema');
});

t.test('a good client gets no finding, not even a warning', async (t) => {
  const report = await recorded((api) => CORRECT[1]!.run(api));
  t.ok(report.requests.length > 40, `${report.requests.length} requests`);
  t.same(report.findings, []);
  t.equal(report.verdict, 'pass');
  t.same(
    report.requirements.map((r) => [r.id, r.status]),
    [
      ['CLI-PAGE-LINKS', 'passed'],
      ['CLI-ADDRESS-GIVEN', 'passed'],
      ['CLI-LINK-HOST', 'passed'],
      ['CLI-NO-REPEAT', 'passed'],
      ['CLI-READ-ONLY', 'passed'],
      ['CLI-QUERY-DEFINED', 'passed'],
      ['CLI-RETRY-AFTER', 'passed'],
      ['CLI-ACCEPT-JSON', 'passed'],
    ],
  );
  t.same(
    report.clients.map((c) => [c.client, c.userAgent, c.requests, c.findings]),
    [[1, 'suite-client/1', report.requests.length, 0]],
  );
  for (const r of report.requests) t.notOk('authorization' in r, 'no credential is recorded');
});

t.test('the CLI writes json and junit on SIGTERM and exits 1 for a bad client; bad specs are E_BAD_OPTION', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-client-'));
  const json = path.join(dir, 'client.json');
  const junit = path.join(dir, 'client.xml');
  const child = spawn(
    process.execPath,
    [path.join(PACKAGE_ROOT, 'bin', 'stringent.js'), 'serve', '--variant', 'edges', '--client-report', `json:${json}`, '--client-report', `junit:${junit}`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  t.teardown(() => void (child.exitCode === null && child.kill('SIGKILL')));
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const api = await new Promise<string>((resolve) => {
    const poll = setInterval(() => {
      const m = /api at (\S+)\)/.exec(out);
      if (m && /recording what the client does/.test(out)) {
        clearInterval(poll);
        resolve(m[1]!);
      }
    }, 20);
  });
  await badClient(api);
  child.kill('SIGTERM');
  t.equal(await exited, 1);
  const report = JSON.parse(readFileSync(json, 'utf8')) as ClientReport;
  t.equal(report.verdict, 'fail');
  t.ok(validator('client-report.schema.json')(report));
  const xml = readFileSync(junit, 'utf8');
  t.match(xml, /<failure message="[^"]+" type="CLI-PAGE-LINKS">/);
  t.notMatch(xml, /type="CLI-ACCEPT-JSON"/, 'a warning is no failure');
  t.match(out, /stringent: client: \d+ requests, \d+ errors, \d+ warnings \(exit 1\)\n$/);
});

t.test('a client report spec the kit cannot write is E_BAD_OPTION, exit 2, before anything is served', async (t) => {
  for (const [args, message] of [
    [['--client-report', 'sarif:x.sarif'], '--client-report "sarif:x.sarif": unknown reporter "sarif"; the client report is written by json, pretty, junit'],
    [
      ['--client-report', 'json', '--client-report', 'pretty'],
      '--client-report: at most one report may go to stdout, got json, pretty; give the others a file (NAME:PATH)',
    ],
    [['--client-report', 'json:'], '--client-report "json:": the file path after ":" is empty'],
    [['--replay', 'x.har', '--client-report', 'json:a.json'], '--replay serves a recording; it takes no --client-report'],
  ] as const) {
    let out = '';
    let err = '';
    const io = { stdout: { write: (s: string) => (out += s) }, stderr: { write: (s: string) => (err += s) }, env: {} };
    t.equal(await main(['serve', ...args], io), 2, args.join(' '));
    t.equal(err.split('\n')[0], `stringent: E_BAD_OPTION: ${message}`);
    t.equal(out, '');
  }
});
