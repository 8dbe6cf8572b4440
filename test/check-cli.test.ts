import t from 'tap';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../src/cli.js';
import type { Io } from '../src/commands/types.js';
import { PACKAGE_ROOT } from '../src/base/paths.js';
import { closedPort } from './crawl/listen.js';
import { startFixture } from './hostile/server.js';

interface Captured {
  io: Io;
  out: () => string;
  err: () => string;
}

function capture(env: NodeJS.ProcessEnv = {}): Captured {
  let out = '';
  let err = '';
  return {
    io: { stdout: { write: (s: string) => (out += s) }, stderr: { write: (s: string) => (err += s) }, env },
    out: () => out,
    err: () => err,
  };
}

t.test('check with the json reporter: exit 0 on a conformant deployment', async (t) => {
  const f = await startFixture();
  t.teardown(() => f.close());
  const c = capture();
  const code = await main(['check', f.base, '--reporter', 'json', '--timeout', '5'], c.io);
  t.equal(code, 0, c.err());
  const report = JSON.parse(c.out());
  t.equal(report.target.baseUrl, f.base);
  t.equal(report.summary.components, 2);
  t.equal(c.err(), '');
});

t.test('options reach the run: --max-components, --max-body-size, --page-size, --probe-errors', async (t) => {
  const f = await startFixture({ components: 6, pageSize: 5 });
  t.teardown(() => f.close());
  const c = capture();
  const code = await main(
    ['check', f.base, '--reporter', 'json', '--max-components', '2', '--max-body-size', '64KiB', '--page-size', '5', '--probe-errors'],
    c.io,
  );
  const report = JSON.parse(c.out());
  t.equal(code, 0, c.err());
  t.equal(report.summary.components, 2);
  t.equal(report.complete, false);
  t.ok(
    f.requests.some((r) => r.path.includes('stringent-no-such-project')),
    '--probe-errors sent its probes',
  );
  t.equal(f.requests.filter((r) => r.path === '/api/components/?page=2').length, 1, 'the 5-per-page list was walked');
});

t.test('the token comes from --token or STRINGENT_TOKEN and is shown nowhere', async (t) => {
  const f = await startFixture();
  t.teardown(() => f.close());
  const fromEnv = capture({ STRINGENT_TOKEN: 'env-token-42' });
  await main(['check', f.base, '--reporter', 'json'], fromEnv.io);
  t.ok(f.requests.every((r) => r.headers.authorization === 'Token env-token-42'));
  t.equal(JSON.parse(fromEnv.out()).target.authenticated, true);
  t.notMatch(fromEnv.out() + fromEnv.err(), /env-token-42/);
  const flag = capture({ STRINGENT_TOKEN: 'env-token-42' });
  const before = f.requests.length;
  await main(['check', f.base, '--reporter', 'json', '--token', 'flag-token-7'], flag.io);
  t.ok(
    f.requests.slice(before).every((r) => r.headers.authorization === 'Token flag-token-7'),
    '--token wins over the environment',
  );
  t.notMatch(flag.out() + flag.err(), /flag-token-7/);
});

t.test('bad options: exit 2, a coded line on stderr, nothing sent', async (t) => {
  const f = await startFixture();
  t.teardown(() => f.close());
  const cases: [string[], RegExp][] = [
    [['check', 'ftp://127.0.0.1/'], /E_BAD_OPTION: the base URL must start with http:\/\/ or https:\/\/, not ftp:\/\//],
    [['check', 'not a url'], /E_BAD_OPTION: the base URL is not a URL/],
    [['check', f.base, '--concurrency', '-2'], /E_BAD_OPTION: --concurrency/],
    [['check', f.base, '--timeout', 'soon'], /E_BAD_OPTION: --timeout/],
    [['check', f.base, '--retries', '-1'], /E_BAD_OPTION: --retries/],
    [['check', f.base, '--max-body-size', 'huge'], /E_BAD_OPTION: --max-body-size/],
    [['check', f.base, '--severity', 'NOPE-ID=error'], /E_BAD_OPTION: --severity names an unknown requirement NOPE-ID/],
    [['check', f.base, '--severity', 'HDR-VARY'], /E_BAD_OPTION: --severity takes ID=/],
    [['check', f.base, '--fail-on', 'sometimes'], /E_BAD_OPTION/],
    [['check', f.base, '--reporter', 'fancy'], /E_BAD_OPTION/],
  ];
  for (const [argv, re] of cases) {
    const c = capture();
    const code = await main(argv, c.io);
    t.equal(code, 2, argv.join(' '));
    t.match(c.err(), re, argv.join(' '));
    t.notMatch(c.err(), /\n\s+at /, 'no stack trace');
  }
  t.equal(f.requests.length, 0);
});

t.test('--reporter junit:PATH writes the file', async (t) => {
  const f = await startFixture();
  t.teardown(() => f.close());
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-check-'));
  const file = path.join(dir, 'report.xml');
  const c = capture();
  const code = await main(['check', f.base, '--reporter', `junit:${file}`, '--reporter', 'json'], c.io);
  t.equal(code, 0, c.err());
  t.match(readFileSync(file, 'utf8'), /<testsuites/);
});

t.test('the installed command against nothing listening: exit 2 and one line naming the problem', async (t) => {
  const port = await closedPort();
  const bin = path.join(PACKAGE_ROOT, 'bin', 'stringent.js');
  const run = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, [bin, 'check', `http://127.0.0.1:${port}/`, '--retries', '1'], { timeout: 30_000 }, (err, stdout, stderr) =>
      resolve({ code: err ? ((err as { code?: number }).code ?? null) : 0, stdout, stderr }),
    );
  });
  t.equal(run.code, 2);
  t.equal(run.stderr, `stringent: E_UNREACHABLE: cannot connect to 127.0.0.1:${port} (connection refused)\n`);
  t.equal(run.stdout, '');
});

t.test('a scalar option given twice: the last one counts', async (t) => {
  const f = await startFixture();
  t.teardown(() => f.close());
  const c = capture();
  const code = await main(['check', f.base, '--reporter', 'json', '--timeout', '0', '--timeout', '5', '--max-components', '1', '--max-components', '2'], c.io);
  t.equal(code, 0, c.err());
  t.equal(JSON.parse(c.out()).summary.components, 2);
});
