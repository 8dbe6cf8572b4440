/**
 * The first mistakes, said in words: a base URL without a scheme or ending in api/, a component
 * list that answers 404 or a web page, and records built on another origin than the base URL.
 */
import t from 'tap';
import { check } from '../src/run/check.js';
import { main } from '../src/cli.js';
import { NoApiError } from '../src/base/errors.js';
import { parseBaseUrl } from '../src/run/preflight.js';
import { startServer } from '../reference-server/index.js';
import { listen } from './crawl/listen.js';
import { validateFiles } from '../src/run/validate.js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

function io(): {
  stdout: { write(s: string): boolean };
  stderr: { write(s: string): boolean };
  env: Record<string, string>;
  out: () => string;
  err: () => string;
} {
  let out = '';
  let err = '';
  return {
    stdout: { write: (s: string) => ((out += s), true) },
    stderr: { write: (s: string) => ((err += s), true) },
    env: {},
    out: () => out,
    err: () => err,
  };
}

async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const o = io();
  const code = await main(args, o);
  return { code, stdout: o.out(), stderr: o.err() };
}

t.test('a base URL without a scheme: exit 2 and the URL to use, before any request', async (t) => {
  for (const [typed, fixed] of [
    ['127.0.0.1:8088', 'http://127.0.0.1:8088/'],
    ['localhost:8088', 'http://localhost:8088/'],
    ['weblate.example.org/weblate/', 'http://weblate.example.org/weblate/'],
  ] as const) {
    const r = await cli(['check', typed]);
    t.equal(r.code, 2, typed);
    t.notMatch(r.stderr.split('\n')[0], /Error|at /, 'a coded line, no trace');
    t.match(r.stderr, `E_BAD_OPTION: the base URL ${typed} has no scheme; use ${fixed}`);
    t.match(r.stderr, `https://${fixed.slice('http://'.length)}`);
  }
});

t.test('a base URL ending in api/: exit 2 and the root to use, before any request', async (t) => {
  const s = await listen(t, (_q, res) => res.end());
  const r = await cli(['check', `${s.base}api/`]);
  t.equal(r.code, 2);
  t.match(r.stderr, `E_BAD_OPTION: the base URL ${s.base}api/ ends in api/, but the kit adds api/components/ itself; use ${s.base}`);
  t.equal(s.seen.length, 0, 'no request was sent');
  t.throws(() => parseBaseUrl('https://h.example/weblate/api'), { message: /use https:\/\/h\.example\/weblate\/$/ });
  t.equal(parseBaseUrl('https://h.example/weblate').href, 'https://h.example/weblate/', 'a base without a trailing slash gets one');
});

t.test('other schemes and malformed URLs name the value and what is expected', async (t) => {
  t.throws(() => parseBaseUrl('ftp://h.example/'), {
    code: 'E_BAD_OPTION',
    message: /must start with http:\/\/ or https:\/\/, not ftp:\/\/: ftp:\/\/h\.example\//,
  });
  t.throws(() => parseBaseUrl('http://'), { code: 'E_BAD_OPTION', message: /is not a URL: http:\/\// });
  t.throws(() => parseBaseUrl(''), { code: 'E_BAD_OPTION', message: /missing/ });
});

t.test('a component list answering 404 while an ancestor serves the API: the base URL to use', async (t) => {
  const server = await startServer({ port: 0 });
  t.teardown(() => server.close());
  const err = await check({ baseUrl: `${server.url}weblate/`, retries: 0 }).then(
    () => undefined,
    (e: unknown) => e,
  );
  t.type(err, NoApiError);
  t.match((err as Error).message, `answered 404, but ${server.url}api/components/ is the component list; use the base URL ${server.url}`);
  const r = await cli(['check', `${server.url}weblate/`]);
  t.equal(r.code, 2);
  t.match(r.stderr, /^stringent: E_NO_API: /);
});

t.test('a component list answering 404 or a web page with no API anywhere: E_NO_API, nothing could be checked', async (t) => {
  const html = await listen(t, (_q, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!DOCTYPE html><html><body>Welcome</body></html>');
  });
  const missing = await listen(t, (_q, res) => {
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('<html><body>Page not found</body></html>');
  });
  for (const s of [html, missing]) {
    const err = await check({ baseUrl: `${s.base}x/`, retries: 0 }).then(
      () => undefined,
      (e: unknown) => e,
    );
    t.type(err, NoApiError);
    t.match((err as Error).message, /not the component list, so nothing could be checked/);
    const r = await cli(['check', s.base, '--reporter', 'json']);
    t.equal(r.code, 2);
    const report = JSON.parse(r.stdout);
    t.same(
      [report.verdict, report.exitCode, report.kitErrors[0].code, report.summary.passed, report.summary.failed],
      ['error', 2, 'E_NO_API', 0, 0],
      'the report written on exit 2 claims nothing was checked',
    );
    t.match(r.stderr, /^stringent: E_NO_API: http:\/\/127\.0\.0\.1:\d+\/api\/components\/ answered a web page \((200|404), text\/html/);
  }
});

t.test('records built on another origin: one URL-ABSOLUTE finding naming the origin the server uses', async (t) => {
  const server = await startServer({ port: 0 });
  t.teardown(() => server.close());
  const local = server.url.replace('127.0.0.1', 'localhost');
  const err: string[] = [];
  const { report, exitCode, notices } = await check({ baseUrl: local, retries: 0 }, { stderr: { write: (s: string) => err.push(s) } });
  t.equal(exitCode, 1);
  const abs = report.findings.filter((f) => f.requirement === 'URL-ABSOLUTE');
  t.equal(abs.length, 1, 'hundreds of findings became one');
  t.match(abs[0]!.message, `addresses start with ${server.url} instead of the base URL ${local}`);
  t.match(abs[0]!.message, `stringent check ${server.url}`);
  t.notMatch(abs[0]!.message, /^\d+ is an absolute URL/);
  t.equal(report.requirements.find((r) => r.id === 'URL-ABSOLUTE')!.findings, 1);
  t.match(notices.join('\n'), `the server builds its addresses on ${server.url}`);
  t.equal(err.length, 1, 'said once on stderr');
  const clean = await check({ baseUrl: server.url, retries: 0 });
  t.equal(clean.exitCode, 0, 'with the suggested base URL the run is clean');
});

t.test('an address that is not under the base names its field, never a bare array index', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-field-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const server = await startServer({ port: 0 });
  t.teardown(() => server.close());
  const record = (await (await fetch(`${server.apiUrl}components/${server.components[0]!.project}/${server.components[0]!.slug}/`)).json()) as Record<
    string,
    unknown
  >;
  record.addons = ['http://elsewhere.example/api/addons/1/'];
  const file = path.join(dir, 'component.json');
  writeFileSync(file, JSON.stringify(record));
  const report = validateFiles([file], { baseUrl: server.url });
  const abs = report.findings.filter((f) => f.requirement === 'URL-ABSOLUTE');
  t.equal(abs.length, 1);
  t.equal(abs[0]!.message, 'addons[0] is not an absolute URL starting with the base URL');
});
