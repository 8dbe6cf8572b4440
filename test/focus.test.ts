/**
 * Focus over real sockets: --only, --skip, --component, --project and --dry-run send only the
 * requests the chosen requirements and components need, counted where the server receives them
 * (a counting proxy in front of the reference server, whose addresses name the proxy).
 */
import t from 'tap';
import http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../src/cli.js';
import type { Report } from '../src/generated/report.js';
import { startServer, type RunningServer } from '../reference-server/index.js';
import { listen, type Seen } from './crawl/listen.js';

interface Counted {
  url: string;
  seen: Seen[];
  server: RunningServer;
}

/** The reference server behind a proxy that records every request it receives. */
async function counted(t: { teardown(fn: () => unknown): void }, faults: string[] = []): Promise<Counted> {
  let target: RunningServer | undefined;
  const front = await listen(t, (req, res) => {
    const upstream = http.request({ host: '127.0.0.1', port: target!.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    upstream.end();
  });
  target = await startServer({ port: 0, baseUrl: front.base, faults });
  t.teardown(() => target.close());
  return { url: front.base, seen: front.seen, server: target };
}

async function run(
  args: string[],
  env: Record<string, string> = {},
  cwd?: string,
): Promise<{ code: number; stdout: string; stderr: string; report?: Report | undefined }> {
  let out = '';
  let err = '';
  const io = { stdout: { write: (s: string) => (out += s) }, stderr: { write: (s: string) => (err += s) }, env, cwd: cwd ?? tmpdir() };
  const code = await main(args, io);
  let report: Report | undefined;
  try {
    report = JSON.parse(out) as Report;
  } catch {
    report = undefined;
  }
  return { code, stdout: out, stderr: err, report };
}

/** What the server received, by kind. */
function kinds(seen: readonly Seen[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of seen) {
    const p = s.path;
    const kind =
      s.method !== 'GET'
        ? s.method
        : /format=api/.test(p)
          ? 'format-api'
          : /\/statistics\//.test(p)
            ? 'statistics'
            : /^\/api\/components\/[^/?]+\/[^/?]+\/(\?|$)/.test(p)
              ? 'instance'
              : 'list';
    out[kind] = (out[kind] ?? 0) + 1;
  }
  return out;
}

const outcome = (r: Report | undefined, id: string) => r?.requirements.find((x) => x.id === id);

t.test('--only STA-* walks the list and the statistics lists only: no instance record, no HEAD or OPTIONS', async (t) => {
  const full = await counted(t);
  const everything = await run(['check', full.url, '--reporter', 'json', '--retries', '0']);
  t.equal(everything.code, 0, everything.stderr);
  const all = kinds(full.seen);
  t.ok(all.instance! > 0 && all.HEAD! > 0 && all.OPTIONS! > 0 && all['format-api']! > 0, 'a full check sends every kind');

  const focused = await counted(t);
  const r = await run(['check', focused.url, '--reporter', 'json', '--retries', '0', '--only', 'STA-*']);
  t.equal(r.code, 0, r.stderr);
  const k = kinds(focused.seen);
  t.same(Object.keys(k).sort(), ['list', 'statistics'], `only list and statistics pages: ${JSON.stringify(k)}`);
  t.equal(k.statistics, all.statistics, 'every statistics list, as in the full check');
  t.ok(focused.seen.length < full.seen.length, `${focused.seen.length} requests instead of ${full.seen.length}`);
  t.equal(outcome(r.report, 'STA-CODE')?.status, 'passed');
  t.equal(outcome(r.report, 'CMP-SCHEMA')?.status, 'skipped');
  t.equal(outcome(r.report, 'CMP-SCHEMA')?.reason, 'not run (--only)');
  t.equal(r.report?.complete, false, 'a focused run is not a complete check');
});

t.test('--only judges what it chooses: a fault in a chosen requirement fails, one left out is not run', async (t) => {
  const s = await counted(t, ['STA-CODE']);
  const chosen = await run(['check', s.url, '--reporter', 'json', '--retries', '0', '--only', 'sta-code']);
  t.equal(chosen.code, 1, chosen.stderr);
  t.equal(outcome(chosen.report, 'STA-CODE')?.status, 'failed');
  const other = await counted(t, ['CMP-FILEMASK']);
  const r = await run(['check', other.url, '--reporter', 'json', '--retries', '0', '--only', 'CMP-FILEMASK']);
  t.equal(r.code, 1, 'the instance records a component requirement needs are fetched');
  t.equal(outcome(r.report, 'CMP-FILEMASK')?.status, 'failed');
  t.notOk(kinds(other.seen).statistics, 'and no statistics list');
});

t.test('--skip leaves out what it names and the requests only they need', async (t) => {
  const s = await counted(t, ['STA-CODE']);
  // HEAD answers are read by the header and status requirements too, the format=api walk by the pagination ones.
  const r = await run(['check', s.url, '--reporter', 'json', '--retries', '0', '--skip', 'MTH-*,HDR-*,HTTP-*', '--skip', 'PAG-*,STA-CODE']);
  t.equal(r.code, 0, `the STA-CODE fault is not judged: ${r.stderr}`);
  t.equal(outcome(r.report, 'STA-CODE')?.reason, 'not run (--skip)');
  t.equal(outcome(r.report, 'MTH-HEAD')?.reason, 'not run (--skip)');
  const k = kinds(s.seen);
  t.notOk(k.HEAD ?? k.OPTIONS, 'no HEAD or OPTIONS');
  t.notOk(k['format-api'], 'no format=api walk');
  t.ok(k.instance! > 0 && k.statistics! > 0);
});

t.test('an unknown ID or a glob that matches nothing is E_BAD_OPTION with the nearest, before any request', async (t) => {
  const s = await counted(t);
  const typo = await run(['check', s.url, '--only', 'STA-CODEX']);
  t.equal(typo.code, 2);
  t.match(typo.stderr, /^stringent: E_BAD_OPTION: --only names an unknown requirement STA-CODEX; did you mean STA-CODE/);
  const glob = await run(['check', s.url, '--skip', 'STAT-*']);
  t.equal(glob.code, 2);
  t.match(glob.stderr, /^stringent: E_BAD_OPTION: --skip STAT-\* matches no requirement; did you mean STA-\*/);
  const env = await run(['check', s.url], { STRINGENT_ONLY: 'PAG-NXT' });
  t.equal(env.code, 2);
  t.match(env.stderr, /STRINGENT_ONLY names an unknown requirement PAG-NXT; did you mean PAG-NEXT/);
  const none = await run(['check', s.url, '--only', 'STA-CODE', '--skip', 'STA-*']);
  t.equal(none.code, 2);
  t.match(none.stderr, /leave no requirement to judge/);
  t.equal(s.seen.length, 0, 'nothing was sent');
});

t.test('--component and --project fetch only those components; the list is walked whole', async (t) => {
  const s = await counted(t);
  const r = await run(['check', s.url, '--reporter', 'json', '--retries', '0', '--component', 'tessera/handbuch']);
  t.equal(r.code, 0, r.stderr);
  const instances = s.seen.filter((x) => x.method === 'GET' && /^\/api\/components\/[^/?]+\/[^/?]+\/(\?|$)/.test(x.path)).map((x) => x.path);
  t.same([...new Set(instances)], ['/api/components/tessera/handbuch/'], 'one instance record');
  t.notOk(
    s.seen.some((x) => /\/api\/components\/(?!tessera\/handbuch\/)[^/?]+\/[^/?]+\/statistics\//.test(x.path)),
    'no other statistics list',
  );
  t.equal(r.report?.summary.components, 1);

  const p = await counted(t);
  const byProject = await run(['check', p.url, '--reporter', 'json', '--retries', '0', '--project', 'tessera', '--only', 'CMP-*']);
  t.equal(byProject.code, 0, byProject.stderr);
  const fetched = new Set(p.seen.filter((x) => /^\/api\/components\/[^/?]+\/[^/?]+\/$/.test(x.path)).map((x) => x.path.split('/')[3]));
  t.same([...fetched], ['tessera'], "only the project's components");
  t.equal(byProject.report?.summary.components, p.server.components.filter((c) => c.project === 'tessera').length);

  const unknown = await run(['check', s.url, '--component', 'tessera/handbuc']);
  t.equal(unknown.code, 2);
  t.match(
    unknown.stderr,
    /^stringent: E_BAD_OPTION: --component tessera\/handbuc: the component list holds no such component; did you mean tessera\/handbuch\?/,
  );
  const both = await run(['check', s.url, '--project', 'tessera', '--max-components', '2']);
  t.equal(both.code, 2);
  t.match(both.stderr, /--max-components samples every component/);
});

t.test('--dry-run sends the first list page only, prints the plan, exits 0', async (t) => {
  const s = await counted(t);
  const r = await run(['check', s.url, '--dry-run', '--rate-limit', '100/h']);
  t.equal(r.code, 0, r.stderr);
  t.equal(s.seen.length, 1, 'one request');
  t.equal(s.seen[0]!.path, '/api/components/');
  t.match(r.stdout, `Components: ${s.server.components.length} in the list; ${s.server.components.length} to check`);
  t.match(r.stdout, /instance records\s+14/);
  t.match(r.stdout, /Paced: --rate-limit 100\/h; the requests take about \d+ min/);

  const focused = await counted(t);
  const only = await run(['check', focused.url, '--dry-run', '--only', 'STA-*', '--component', 'tessera/handbuch']);
  t.equal(only.code, 0, only.stderr);
  t.equal(focused.seen.length, 1);
  t.match(only.stdout, /1 to check/);
  t.notMatch(only.stdout, /instance records/);
  t.notMatch(only.stdout, /HEAD and OPTIONS/);
  t.match(only.stdout, /Requirements judged: 10 of 46/);
});

t.test('--dry-run comes from the command line only: never from the environment or a file', async (t) => {
  const s = await counted(t);
  const r = await run(['check', s.url, '--reporter', 'json', '--retries', '0', '--only', 'CMP-IDS-UNIQUE'], { STRINGENT_DRY_RUN: '1' });
  t.equal(r.code, 0, r.stderr);
  t.match(r.stderr, 'ignoring unknown environment variable STRINGENT_DRY_RUN');
  t.ok(r.report, 'a real check ran');
  t.equal(outcome(r.report, 'CMP-IDS-UNIQUE')?.status, 'passed');
  t.same(Object.keys(kinds(s.seen)), ['list'], 'CMP-IDS-UNIQUE needs the list alone');
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-focus-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(path.join(dir, 'stringent.config.json'), JSON.stringify({ dryRun: true }));
  const file = await run(['check', s.url], {}, dir);
  t.equal(file.code, 2);
  t.match(file.stderr, /unknown option "dryRun"/);
});

t.test('--only and --component come from the file and the environment too', async (t) => {
  const s = await counted(t);
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-focus-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(path.join(dir, 'stringent.config.json'), JSON.stringify({ only: ['STA-*'], reporters: ['json'], retries: 0 }));
  const r = await run(['check', s.url], { STRINGENT_COMPONENT: 'tessera/handbuch' }, dir);
  t.equal(r.code, 0, r.stderr);
  t.equal(r.report?.summary.components, 1);
  t.same(Object.keys(kinds(s.seen)).sort(), ['list', 'statistics']);
});
