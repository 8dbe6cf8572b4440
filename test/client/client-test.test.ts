/**
 * stringent client-test [options] -- <command…>: the reference server for one run of a client's
 * command, STRINGENT_API_URL and STRINGENT_BASE_URL given to it, the client reports written when it
 * ends, and the exit status: the command's when it failed, else 1 for a client error, else 0; 2 when
 * the kit cannot do its job. Clients: a correct and a faulty shell client (test/fixtures/clients/)
 * and Debian's wlc (skipped where it is missing, required under CI).
 */
import t from 'tap';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../../src/cli.js';
import { PACKAGE_ROOT } from '../../src/base/paths.js';
import { validator } from '../../src/base/schemas.js';
import type { ClientReport } from '../../src/generated/client-report.js';
import { hasProgram, REQUIRE_SYSTEM_TOOLS } from '../system-tools.js';

const dir = mkdtempSync(path.join(tmpdir(), 'stringent-client-test-'));
const clients = path.join(PACKAGE_ROOT, 'test', 'fixtures', 'clients');

async function clientTest(args: string[]): Promise<{ code: number; out: string; err: string; report?: ClientReport }> {
  const json = path.join(dir, `report-${Math.random().toString(36).slice(2)}.json`);
  let out = '';
  let err = '';
  const io = { stdout: { write: (s: string) => (out += s) }, stderr: { write: (s: string) => (err += s) }, env: { ...process.env, HOME: dir } };
  const dash = args.indexOf('--');
  const code = await main(['client-test', ...args.slice(0, dash), '--client-report', `json:${json}`, ...args.slice(dash)], io);
  let report: ClientReport | undefined;
  try {
    report = JSON.parse(readFileSync(json, 'utf8')) as ClientReport;
  } catch {
    // no report: the kit stopped before the command ran
  }
  return { code, out, err, ...(report ? { report } : {}) };
}

t.test('a correct shell client: exit 0, no finding, and it waited out the rate limit', async (t) => {
  const r = await clientTest(['--variant', 'edges', '--seed', '2', '--', path.join(clients, 'walk.sh')]);
  t.equal(r.code, 0, r.err);
  t.match(r.out, /walk\.sh: (\d+) of \1 components/);
  t.same(r.report!.findings, []);
  t.ok(r.report!.requests.some((q) => q.status === 429 || q.status === 503));
  t.ok(validator('client-report.schema.json')(r.report));
  t.match(r.err, /running .*walk\.sh with STRINGENT_API_URL=http:\/\/localhost:\d+\/weblate\/api\//);
  t.match(r.err, /client-test: the command exited 0; .* exit 0\n$/);
});

t.test('a faulty shell client that exits 0: exit 1, for the error the report found', async (t) => {
  const r = await clientTest(['--variant', 'edges', '--', path.join(clients, 'pages.sh')]);
  t.equal(r.code, 1);
  t.ok(r.report!.findings.some((f) => f.requirement === 'CLI-PAGE-LINKS'));
  t.equal(r.report!.verdict, 'fail');
});

t.test("the command's own failure wins; the addresses it is given; pretty on stdout by default", async (t) => {
  const failed = await clientTest(['--', 'sh', '-c', 'exit 3']);
  t.equal(failed.code, 3);
  const env = await clientTest([
    '--variant',
    'edges',
    '--',
    'sh',
    '-c',
    'test "$STRINGENT_API_URL" = "${STRINGENT_BASE_URL}api/" && curl -sf "$STRINGENT_API_URL"components/ >/dev/null',
  ]);
  t.equal(env.code, 0, env.err);
  let out = '';
  const io = { stdout: { write: (s: string) => (out += s) }, stderr: { write: () => true }, env: process.env };
  t.equal(
    await main(
      ['client-test', '--rate-limit', '100/min', '--', 'sh', '-c', 'curl -sf -H "Accept: application/json" "$STRINGENT_API_URL"components/ >/dev/null'],
      io,
    ),
    0,
  );
  t.match(out, /client report[\s\S]*Result: PASS/);
  t.match(out, /client 1: User-Agent "curl\//);
});

t.test('no command, or one that cannot start, is E_BAD_OPTION (exit 2)', async (t) => {
  const none = await clientTest(['--']);
  t.equal(none.code, 2);
  t.match(none.err, /E_BAD_OPTION: client-test runs a command/);
  const missing = await clientTest(['--', path.join(dir, 'no-such-client')]);
  t.equal(missing.code, 2);
  t.match(missing.err, /E_BAD_OPTION: client-test cannot run .*no-such-client.*: no such command/);
  const bad = await clientTest(['--variant', 'nope', '--', 'true']);
  t.equal(bad.code, 2);
});

t.test("Debian's wlc under client-test", async (t) => {
  if (!hasProgram('wlc')) {
    if (process.env[REQUIRE_SYSTEM_TOOLS] === '1') t.fail('wlc is not installed (apt-get install -y wlc)');
    else t.comment('skip: wlc is not installed (apt-get install -y wlc)');
    return;
  }
  const wlc = 'wlc --config /dev/null --url "$STRINGENT_API_URL" list-components';
  const edges = await clientTest(['--variant', 'edges', '--', 'sh', '-c', wlc]);
  t.equal(edges.code, 1, "edges: wlc gives up on the first burst's 429 (its own exit status)");
  t.match(edges.err, /Error: (Throttling on the server|.*503)/);
  t.same(edges.report!.findings, [], 'and never came back too soon');
  const limited = await clientTest(['--rate-limit', '100/min', '--', 'sh', '-c', wlc]);
  t.equal(limited.code, 0, limited.err);
  t.same(limited.report!.findings, []);
});
