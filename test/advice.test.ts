/**
 * Advice only where it is true. "Run again with another base URL" is said only when most URL fields
 * point at one other origin; where a few fields do (lock_url alone, git_export alone), those fields
 * and the origin are named instead, and the base URL is not questioned.
 */
import t from 'tap';
import { check } from '../src/run/check.js';
import { startServer } from '../reference-server/index.js';
import { verdictFixture } from './verdicts/fixture.js';

function stderr(): { write(s: string): boolean; text: () => string } {
  let text = '';
  return { write: (s: string) => ((text += s), true), text: () => text };
}

t.test('advice: lock_url alone on another host names the field and the host, never another base URL', async (t) => {
  const server = await startServer({ port: 0, faults: ['URL-ABSOLUTE'] });
  t.teardown(() => server.close());
  const err = stderr();
  const { report, notices } = await check({ baseUrl: server.url, retries: 0 }, { stderr: err });
  const n = server.components.length;
  const elsewhere = server.url.replace('127.0.0.1', 'localhost');
  const abs = report.findings.filter((f) => f.requirement === 'URL-ABSOLUTE');
  t.ok(abs.length > 0 && abs.every((f) => /lock_url$/.test(f.pointer)), 'the findings stay, each at its lock_url');
  t.notMatch(notices.join('\n'), /believes it lives|builds its addresses on|run: stringent check/, 'no other base URL is suggested');
  t.notOk(abs.some((f) => /believes it lives/.test(f.message)));
  t.match(notices.join('\n'), `stringent: lock_url on ${n} of ${n} components points at ${elsewhere}, not at the base URL ${server.url} (URL-ABSOLUTE)`);
  t.match(err.text(), 'lock_url on', 'said on stderr');
});

t.test('advice: git_export alone on another host, on one component of three', async (t) => {
  const f = await verdictFixture(t, {
    components: 3,
    override: (_req, _res, ctx) => {
      const c = ctx.data.components.find((x) => x.slug === 'comp-2')!;
      c.git_export = String(c.git_export).replace('127.0.0.1', 'localhost');
      return false;
    },
  });
  const { notices } = await check({ baseUrl: f.base, timeout: 5, retries: 0 }, { stderr: stderr() });
  const elsewhere = f.base.replace('127.0.0.1', 'localhost');
  t.same(
    notices.filter((x) => /points at/.test(x)),
    [
      `stringent: git_export on 1 of 3 components points at ${elsewhere}, not at the base URL ${f.base} (URL-ABSOLUTE); most addresses start with the base URL, so these fields depart, not the base URL`,
    ],
  );
  t.notMatch(notices.join('\n'), /builds its addresses on/);
});

t.test('advice: every address on another origin is the base URL to use, and no field list', async (t) => {
  const server = await startServer({ port: 0 });
  t.teardown(() => server.close());
  const local = server.url.replace('127.0.0.1', 'localhost');
  const { notices } = await check({ baseUrl: local, retries: 0 }, { stderr: stderr() });
  t.match(notices.join('\n'), `the server builds its addresses on ${server.url}, not on ${local}`);
  t.notMatch(notices.join('\n'), /points at/);
});

t.test('advice: a clean run says nothing of origins', async (t) => {
  const server = await startServer({ port: 0 });
  t.teardown(() => server.close());
  const { notices, exitCode } = await check({ baseUrl: server.url, retries: 0 }, { stderr: stderr() });
  t.equal(exitCode, 0);
  t.notMatch(notices.join('\n'), /points at|builds its addresses on/);
});

/** The fixture with every web page (web_url fields, statistics item url and translate_url) on `web`. */
async function webElsewhere(t: Parameters<typeof verdictFixture>[0], alsoApi = false) {
  let moved = false;
  const f = await verdictFixture(t, {
    components: 3,
    override: (_req, _res, ctx) => {
      if (moved) return false;
      moved = true;
      const web = (u: unknown): string => String(u).replace('127.0.0.1', 'localhost');
      for (const c of ctx.data.components) {
        c.web_url = web(c.web_url);
        (c.project as Record<string, unknown>).web_url = web((c.project as Record<string, unknown>).web_url);
        (c.source_language as Record<string, unknown>).web_url = web((c.source_language as Record<string, unknown>).web_url);
        if (alsoApi) c.lock_url = web(c.lock_url);
      }
      for (const items of ctx.data.statistics.values())
        for (const item of items) {
          item.url = web(item.url);
          item.translate_url = web(item.translate_url);
        }
      return false;
    },
  });
  return { f, web: f.base.replace('127.0.0.1', 'localhost') };
}

t.test('advice: web pages alone on another origin suggest --web-base-url, and with it the run is clean', async (t) => {
  const { f, web } = await webElsewhere(t);
  const { notices } = await check({ baseUrl: f.base, timeout: 5, retries: 0 }, { stderr: stderr() });
  const said = notices.filter((x) => /points? at/.test(x));
  t.equal(said.length, 1, said.join('\n'));
  t.match(said[0], `only web pages do: if they live there, say so with --web-base-url ${web}`);
  t.match(said[0], /web_url on 3 of 3 components/);
  t.notMatch(notices.join('\n'), /builds its addresses on/, 'web pages elsewhere are no other base URL');
  const given = await check({ baseUrl: f.base, webBaseUrl: web, timeout: 5, retries: 0 }, { stderr: stderr() });
  t.equal(given.exitCode, 0);
  t.notMatch(given.notices.join('\n'), /web-base-url|points? at/);
});

t.test('advice: web pages and an API field on another origin suggest no --web-base-url', async (t) => {
  const { f, web } = await webElsewhere(t, true);
  const { notices } = await check({ baseUrl: f.base, timeout: 5, retries: 0 }, { stderr: stderr() });
  t.notMatch(notices.join('\n'), /--web-base-url/);
  t.match(notices.join('\n'), `lock_url on 3 of 3 components`);
  t.match(notices.join('\n'), `at ${web}`);
});

t.test('advice: findings a shipped profile accepts suggest it; not when it is in use, nor for other findings', async (t) => {
  const paged = await startServer({ port: 0, faults: ['PAG-PAGE-SIZE'] });
  t.teardown(() => paged.close());
  const { notices } = await check({ baseUrl: paged.url, retries: 0 }, { stderr: stderr() });
  t.match(
    notices.join('\n'),
    /stringent: \d+ findings \(PAG-PAGE-SIZE\) are known departures of Stock Weblate 5\.x; if the server is one, run with --profile weblate-5 to accept them as notes/,
  );
  const { loadProfile } = await import('../src/options/config.js');
  const { PACKAGE_ROOT } = await import('../src/base/paths.js');
  const exclude = loadProfile('weblate-5', PACKAGE_ROOT).config.exclude;
  const withProfile = await check({ baseUrl: paged.url, retries: 0, ...(exclude !== undefined ? { exclude } : {}) }, { stderr: stderr() });
  t.notMatch(withProfile.notices.join('\n'), /--profile/, 'not when the profile is in use');
  t.ok(
    withProfile.report.findings.some((f) => f.requirement === 'PAG-PAGE-SIZE' && f.severity === 'note'),
    'the profile made them notes',
  );
  const vary = await startServer({ port: 0, faults: ['HDR-VARY'] });
  t.teardown(() => vary.close());
  const other = await check({ baseUrl: vary.url, retries: 0 }, { stderr: stderr() });
  t.equal(other.exitCode, 1);
  t.notMatch(other.notices.join('\n'), /--profile/, 'not for findings no profile accepts');
});

t.test('advice: a base URL is refused for api/ only at its end, and http/https is suggested only by a TLS port or a handshake', async (t) => {
  const { parseBaseUrl } = await import('../src/run/preflight.js');
  for (const ok of ['https://h.example/apis/', 'https://h.example/api/v2/', 'https://h.example/weblate/', 'https://api.example/'])
    t.equal(parseBaseUrl(ok).href, ok, `${ok} is taken as given`);
  const { main } = await import('../src/cli.js');
  const server = await startServer({ port: 0 });
  t.teardown(() => server.close());
  let err = '';
  const out = { write: (s: string) => ((err += s), true) };
  t.equal(await main(['check', server.url, '--retries', '0'], { stdout: { write: () => true }, stderr: out, env: {} }), 0);
  t.notMatch(err, /api\/|https:|TLS|--profile|--web-base-url|base URL/, 'a clean run suggests nothing');
  const net = await import('node:net');
  const closing = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => closing.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => closing.close(() => resolve())));
  const port = (closing.address() as import('node:net').AddressInfo).port;
  err = '';
  t.equal(await main(['check', `http://127.0.0.1:${port}/`, '--retries', '0', '--timeout', '5'], { stdout: { write: () => true }, stderr: out, env: {} }), 2);
  t.notMatch(err, /TLS|https:/, 'a plain port that hangs up is not said to speak TLS');
});
