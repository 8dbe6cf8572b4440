/**
 * `stringent serve --replay FILE.har`: a recording served as a deployment. A check of the served
 * copy gives the verdict the recording gives; the recorded base URL is rewritten to the server's
 * own in bodies and headers; addresses the recording does not hold answer 404 JSON.
 */
import t from 'tap';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../../src/cli.js';
import type { Io } from '../../src/commands/types.js';
import type { Report } from '../../src/generated/report.js';
import { startServer } from '../../reference-server/index.js';
import { startReplayServer } from '../../reference-server/replay.js';
import { cli } from './helpers.js';

const dir = mkdtempSync(path.join(tmpdir(), 'stringent-serve-replay-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));

const FLAGS = ['--retries', '0', '--timeout', '10', '--probe-errors'];
const verdict = (r: Report) => Object.fromEntries(r.requirements.map((q) => [q.id, q.status]));

/** Runs `serve` in process until the test ends; resolves with the base URL it prints. */
async function serve(t: { teardown(fn: () => unknown): void }, args: string[]): Promise<{ url: string; out: () => string }> {
  let out = '';
  const stop = new AbortController();
  const io: Io = { stdout: { write: (s: string) => (out += s) }, stderr: { write: () => true }, env: {}, signal: stop.signal };
  const done = main(['serve', ...args], io);
  t.teardown(async () => {
    stop.abort();
    await done;
  });
  for (let i = 0; i < 200 && !out.includes('\n'); i++) await new Promise((r) => setTimeout(r, 10));
  const m = /serving (\S+)/.exec(out);
  if (!m) throw new Error(`serve printed no address: ${out}`);
  return { url: m[1]!, out: () => out };
}

t.test('a check of the served recording gives the verdict of the recording', async (t) => {
  const live = await startServer({ faults: ['STA-PCT-TRUNCATED', 'HDR-ALLOW'] });
  const har = path.join(dir, 'faults.har');
  const recorded = await cli(['check', live.url, '--record', har, '--reporter', 'json', ...FLAGS]);
  await live.close();
  t.equal(recorded.code, 1);
  const replayed = await cli(['check', '--replay', har, '--reporter', 'json', ...FLAGS]);

  const served = await serve(t, ['--replay', har]);
  t.not(served.url, live.url, 'served at a new address');
  t.match(served.out(), `recorded from ${live.url}`);
  const checked = await cli(['check', served.url, '--reporter', 'json', ...FLAGS]);
  t.equal(checked.code, 1, checked.err);
  const a = JSON.parse(replayed.out) as Report;
  const b = JSON.parse(checked.out) as Report;
  t.same(verdict(b), verdict(a), 'every requirement ends the same');
  t.same(
    b.requirements.filter((q) => q.status === 'failed').map((q) => q.id),
    ['HDR-ALLOW', 'STA-PCT-TRUNCATED'],
  );
  const where = (r: Report, base: string) => r.findings.map((f) => `${f.requirement} ${f.url.replace(base, '')} ${f.pointer}`);
  t.same(where(b, served.url), where(a, live.url), 'the same findings at the same addresses, under the new base URL');
});

t.test('bodies and headers name the served base URL; what was not recorded is 404 JSON', async (t) => {
  const live = await startServer();
  const har = path.join(dir, 'clean.har');
  await cli(['check', live.url, '--record', har, '--reporter', 'json:' + path.join(dir, 'clean.json'), ...FLAGS]);
  await live.close();
  const server = await startReplayServer({ file: har, baseUrl: 'http://api.example.test/weblate/' });
  t.teardown(() => server.close());
  t.equal(server.url, 'http://api.example.test/weblate/', 'a public base URL may carry a path prefix');
  const origin = `http://127.0.0.1:${server.port}`;
  const list = await fetch(`${origin}/weblate/api/components/`);
  t.equal(list.status, 200);
  t.equal(list.headers.get('allow'), 'GET, HEAD, OPTIONS');
  const text = await list.text();
  t.equal(list.headers.get('content-length'), String(Buffer.byteLength(text)), 'Content-Length of the rewritten body');
  t.notMatch(text, live.url, 'no address of the recorded base URL is left');
  t.match(text, '"url":"http://api.example.test/weblate/api/components/');
  const missing = await fetch(`${origin}/weblate/api/components/nope/nope/`);
  t.equal(missing.status, 404);
  t.equal(missing.headers.get('content-type'), 'application/json');
  t.equal(missing.headers.get('x-stringent-replay'), 'not-recorded');
  t.same(await missing.json(), { detail: 'Not found.' });
  const outside = await fetch(`${origin}/elsewhere/`);
  t.equal(outside.status, 404, 'outside the base URL nothing was recorded');
  const head = await fetch(`${origin}/weblate/api/components/`, { method: 'HEAD' });
  t.equal(head.status, 200, 'HEAD was recorded');
  t.equal(head.headers.get('content-length'), String(Buffer.byteLength(text)), 'with the length of the GET body as rewritten');
  const post = await fetch(`${origin}/weblate/api/components/`, { method: 'POST', body: '{}' });
  t.equal(post.status, 404, 'a write the check never sent was not recorded');
});

t.test('serve --replay refuses what it cannot do, in one coded line', async (t) => {
  const r = await cli(['serve', '--replay', path.join(dir, 'none.har')]);
  t.equal(r.code, 2);
  t.match(r.err, /^stringent: E_FILE: .*none\.har: cannot read the recording/);
  const mixed = await cli(['serve', '--replay', path.join(dir, 'clean.har'), '--fault', 'HDR-VARY']);
  t.equal(mixed.code, 2);
  t.match(mixed.err, /^stringent: E_BAD_OPTION: --replay serves a recording; it takes no --fault/);
  const help = await cli(['serve', '--help']);
  t.match(help.out, /--replay/);
  t.match(help.out.replace(/\s+/g, ' '), /recorded base URL is rewritten to the server's own/);
});
