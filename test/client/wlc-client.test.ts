/**
 * Debian's wlc (the official Weblate client, 1.13) against serve --variant edges, with its client
 * report: what docs/client-testing.md says wlc does with each variation, pinned. wlc gives up on a
 * 429, so the variations are shown after another client has met edges' short first burst and waited
 * it out; that client is told apart from wlc (its own User-Agent and connections). Skips with one
 * line where wlc is missing (apt-get install -y wlc), fails under CI (STRINGENT_REQUIRE_SYSTEM_TOOLS=1).
 */
import t from 'tap';
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NFD_SLUG, startServer } from '../../reference-server/index.js';
import { ClientRecorder } from '../../src/run/client-report.js';
import { systemTool } from '../system-tools.js';
import { fastClock } from '../crawl/clock.js';

const home = mkdtempSync(path.join(tmpdir(), 'stringent-wlc-client-'));

function wlc(api: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      'wlc',
      ['--config', '/dev/null', '--url', api, ...args],
      { env: { PATH: process.env.PATH, HOME: home, LANG: 'C.UTF-8' }, cwd: home, timeout: 60_000 },
      (err, stdout, stderr) => {
        const e = err as (NodeJS.ErrnoException & { code?: number | string }) | null;
        if (e && e.code === 'ENOENT') reject(new Error('wlc is not installed'));
        else resolve({ code: e ? (typeof e.code === 'number' ? e.code : 1) : 0, stdout, stderr });
      },
    );
  });
}

if (systemTool(t, 'wlc', 'apt-get install -y wlc')) {
  t.test('wlc against every variation: it works, and its client report holds no finding', async (t) => {
    const recorder = new ClientRecorder();
    // The server's clock moves on by the primer's wait at once; wlc's own requests take real time on it.
    const clock = fastClock();
    const server = await startServer({ variants: ['edges'], observe: recorder.observe, now: () => clock.now() });
    t.teardown(() => server.close());
    recorder.start(server.observedFrom!);
    const api = server.apiUrl;
    // Another client meets the first burst's end and waits it out.
    for (;;) {
      const r = await fetch(`${api}components/`, { headers: { accept: 'application/json', 'user-agent': 'primer' } });
      await r.arrayBuffer();
      if (r.status === 200) continue;
      const after = r.headers.get('retry-after')!;
      await clock.sleep(/^\d+$/.test(after) ? Number(after) * 1000 : Math.max(0, Date.parse(after) - clock.now()));
      break;
    }

    const list = await wlc(api, ['--format', 'json', 'list-components']);
    t.equal(list.code, 0, list.stderr);
    const components = JSON.parse(list.stdout) as { slug: string }[];
    t.equal(components.length, server.components.length, 'every component, from one exactly full page');
    t.ok(
      components.some((c) => c.slug === NFD_SLUG),
      'the NFD slug, as served',
    );

    const older = server.components.find((c) => c.olderInstanceShape)!;
    const shown = await wlc(api, ['show', `${older.project}/${older.slug}`]);
    t.equal(shown.code, 0, shown.stderr);
    t.match(shown.stdout, new RegExp(`^slug: ${older.slug}$`, 'm'), 'an older-shaped record');

    const nfd = server.components.find((c) => c.slug === NFD_SLUG)!;
    const decomposed = await wlc(api, ['show', `${nfd.project}/${NFD_SLUG}`]);
    t.equal(decomposed.code, 0, decomposed.stderr);

    const report = recorder.report({ url: server.url, variants: server.variants, observedFrom: server.observedFrom! });
    const ofWlc = report.clients.find((c) => c.userAgent?.startsWith('wlc'))!;
    t.same(
      report.clients.map((c) => c.userAgent),
      ['primer', ofWlc.userAgent],
      'two clients, told apart by User-Agent',
    );
    t.same(
      report.findings.filter((f) => f.client === ofWlc.client),
      [],
      'no finding of wlc, not even a warning',
    );
    t.equal(report.verdict, 'pass');
    t.ok(
      report.requests.filter((r) => r.client === ofWlc.client).every((r) => r.accept === 'application/json'),
      'wlc asks for JSON',
    );

    const composed = await wlc(api, ['show', `${nfd.project}/${NFD_SLUG.normalize('NFC')}`]);
    t.equal(composed.code, 1, 'the NFC spelling is another slug, which the server does not have');
    const after = recorder.report({ url: server.url, variants: server.variants, observedFrom: server.observedFrom! });
    t.same(
      after.findings.filter((f) => f.client === ofWlc.client).map((f) => `${f.requirement}/${f.code}`),
      ['CLI-ADDRESS-GIVEN/not-given'],
      'a slug no answer gave, that the server does not have: the server cannot tell a typed one from a normalised one',
    );
  });

  t.test("wlc meets edges' rate limit (a short first burst) and stops: it neither waits nor asks again", async (t) => {
    const recorder = new ClientRecorder();
    const server = await startServer({ variants: ['edges'], observe: recorder.observe });
    t.teardown(() => server.close());
    recorder.start(server.observedFrom!);
    const run = await wlc(server.apiUrl, ['list-components']);
    t.equal(run.code, 1);
    t.match(run.stderr, /Error: Throttling on the server\./);
    const report = recorder.report({ url: server.url, variants: server.variants, observedFrom: server.observedFrom! });
    t.same(report.findings, [], 'giving up is no finding: wlc never came back too soon');
    t.equal(report.requests.filter((r) => r.status === 429).length, 1);
  });
}
