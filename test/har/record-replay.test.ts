/**
 * check --record writes HAR 1.2 (valid by the published HAR schema), and check --replay of that
 * file gives the live report again, timing and request count aside: against the reference server
 * with faults and every probe, against a deployment whose data moves between requests (re-checks),
 * and against one that sends bytes that are not UTF-8 and breaks a connection.
 */
import t from 'tap';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../../reference-server/index.js';
import type { Har } from '../../src/generated/har.js';
import type { Report } from '../../src/generated/report.js';
import { startFixture, type Override } from '../hostile/server.js';
import { cli, harSchema, readJson, timeless } from './helpers.js';

const dir = mkdtempSync(path.join(tmpdir(), 'stringent-har-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));

const QUICK = ['--retries', '0', '--timeout', '10'];

/** Records a live check of `base` with `flags`, replays it with the same flags; both JSON reports. */
async function recordAndReplay(name: string, base: string, flags: string[], env: NodeJS.ProcessEnv = {}) {
  const har = path.join(dir, `${name}.har`);
  const live = await cli(['check', base, '--reporter', 'json', '--record', har, ...QUICK, ...flags], env);
  const replay = await cli(['check', '--replay', har, '--reporter', 'json', ...QUICK, ...flags], env);
  return { har, live, replay, liveReport: JSON.parse(live.out) as Report, replayReport: JSON.parse(replay.out) as Report };
}

t.test('a recorded check of the reference server with faults replays to the identical report', async (t) => {
  const server = await startServer({ faults: ['HDR-VARY', 'PAG-COUNT', 'MTH-OPTIONS', 'ERR-BAD-PAGE'] });
  t.teardown(() => server.close());
  const flags = ['--probe-errors', '--probe-writes', '--token', 'secret-token-4711'];
  const r = await recordAndReplay('faults', server.url, flags);
  t.equal(r.live.code, 1, r.live.err);
  t.equal(r.replay.code, 1, r.replay.err);
  t.same(
    r.liveReport.requirements
      .filter((q) => q.status === 'failed')
      .map((q) => q.id)
      .sort(),
    ['ERR-BAD-PAGE', 'HDR-VARY', 'MTH-OPTIONS', 'PAG-COUNT'],
    'the live run finds the faults',
  );
  t.same(timeless(r.replayReport), timeless(r.liveReport), 'the replay reports exactly what the live run did');
  t.equal(r.replay.err, '', 'every answer asked for was in the recording');

  const text = readFileSync(r.har, 'utf8');
  const har = JSON.parse(text) as Har;
  const valid = harSchema();
  t.ok(valid(har), `valid by the HAR 1.2 schema: ${JSON.stringify(valid.errors?.slice(0, 3))}`);
  t.equal(har.log.version, '1.2');
  t.equal(har.log.creator?.name, 'stringent');
  t.equal(har.log._stringent?.baseUrl, server.url);
  t.notMatch(text, /secret-token-4711/, 'the token is nowhere in the recording');
  const entries = har.log.entries;
  // Each HEAD is followed by its probe, two raw HEADs on a fresh connection: counted as sent, not exchanges.
  const heads = entries.filter((e) => e.request.method === 'HEAD').length;
  t.ok(heads > 0, 'HEADs were sent');
  t.equal(entries.length + 2 * heads, r.liveReport.requests, 'one entry per request the kit sent, besides the HEAD probes');
  const auth = entries.map((e) => e.request.headers?.find((h) => h.name === 'authorization')?.value);
  t.ok(auth.includes('Token ***'), 'credentials are masked, their scheme kept');
  const purposes = new Set(entries.map((e) => e._stringent?.purpose));
  t.same(
    [...purposes].sort(),
    ['crawl', 'format-api', 'head', 'options', 'probe-error', 'probe-write', 'recheck'],
    'HEAD, OPTIONS, probes, re-checks: every kind of exchange',
  );
  const methods = new Set(entries.map((e) => e.request.method));
  t.same([...methods].sort(), ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
  const write = entries.find((e) => e.request.method === 'POST')!;
  t.same(write.request.postData, { mimeType: 'application/json', text: '{}' }, 'a write probe records the body it sent');
  t.notOk(
    write.request.headers?.some((h) => h.name === 'authorization'),
    'write probes carry no credentials',
  );
  for (const e of entries) {
    t.ok(e.time! >= 0 && e.timings!.wait === e.time, 'timings add up to the time');
    t.ok(!Number.isNaN(Date.parse(e.startedDateTime!)));
  }
  const head = entries.find((e) => e.request.method === 'HEAD')!;
  t.equal(head.response.content?.text, '', 'HEAD has an empty body');
  const list = entries.find((e) => e.request.url === `${server.url}api/components/`)!;
  t.equal(list.response.content?.mimeType, 'application/json');
  t.match(JSON.parse(list.response.content!.text!), { count: server.components.length });
});

t.test('a body sent after a HEAD answer is recorded and replayed: MTH-HEAD fails in the replay as it did live', async (t) => {
  const server = await startServer({ faults: ['MTH-HEAD/instance-body'] });
  t.teardown(() => server.close());
  const r = await recordAndReplay('head-body', server.url, []);
  t.equal(r.live.code, 1, r.live.err);
  t.same(
    r.liveReport.requirements.filter((q) => q.status === 'failed').map((q) => q.id),
    ['MTH-HEAD'],
    'the live run sees the HEAD body',
  );
  const har = JSON.parse(readFileSync(r.har, 'utf8')) as Har;
  t.ok(
    har.log.entries.some((e) => e.request.method === 'HEAD' && (e._stringent?.headBodyBytes ?? 0) > 0),
    'the recording says how many bytes followed the HEAD',
  );
  t.equal(r.replay.code, 1, r.replay.err);
  t.same(timeless(r.replayReport), timeless(r.liveReport), 'the replay reports exactly what the live run did');
});

t.test('re-checks are recorded and replayed in order: data that moved on re-check replays as the same mismatch', async (t) => {
  const override: Override = (req, res, ctx) => {
    if (ctx.url.pathname !== '/api/components/demo/comp-1/' || req.method !== 'GET') return false;
    res.writeHead(200, { allow: 'GET, HEAD, OPTIONS', 'content-type': 'application/json', vary: 'Accept' });
    res.end(JSON.stringify({ ...ctx.data.components[0], name: `Renamed ${ctx.hits}` }));
    return true;
  };
  const f = await startFixture({ components: 2, override });
  t.teardown(() => f.close());
  const r = await recordAndReplay('drift', f.base, []);
  const har = readJson<Har>(r.har);
  const instance = har.log.entries.filter((e) => e.request.method === 'GET' && e.request.url === `${f.base}api/components/demo/comp-1/`);
  t.ok(instance.length >= 2, `the instance was fetched again (${instance.length} times)`);
  t.ok(instance.some((e) => e._stringent?.purpose === 'recheck'));
  t.same(
    r.liveReport.findings.map((x) => [x.requirement, x.url.replace(f.base, ''), x.pointer]),
    [['CMP-LIST-MATCHES-INSTANCE', 'api/components/demo/comp-1/', '/name']],
    'the instance that moved disagrees with the list',
  );
  t.same(timeless(r.replayReport), timeless(r.liveReport));
});

t.test('redirect hops are recorded as their own entries, the answer at the end at its own address; the replay never reaches the recorded host', async (t) => {
  const override: Override = (req, res, ctx) => {
    if (ctx.url.pathname === '/api/components/demo/comp-1/') {
      res.writeHead(301, { location: '/moved/comp-1/', 'content-length': '0' });
      res.end();
      return true;
    }
    if (ctx.url.pathname !== '/moved/comp-1/') return false;
    const body = JSON.stringify(ctx.data.components[0]);
    res.writeHead(200, { allow: 'GET, HEAD, OPTIONS', 'content-type': 'application/json', vary: 'Accept', 'content-length': String(Buffer.byteLength(body)) });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
  const f = await startFixture({ components: 2, override });
  t.teardown(() => f.close());
  const har = path.join(dir, 'redirect.har');
  const live = await cli(['check', f.base, '--reporter', 'json', '--record', har, '--methods-all', ...QUICK]);
  const liveReport = JSON.parse(live.out) as Report;
  t.ok(
    liveReport.findings.some((x) => x.requirement === 'HTTP-STATUS-200'),
    'the redirect is a finding',
  );
  const entries = readJson<Har>(har).log.entries;
  const hop = entries.find((e) => e.request.method === 'GET' && e.request.url === `${f.base}api/components/demo/comp-1/`);
  const end = entries.find((e) => e.request.method === 'GET' && e.request.url === `${f.base}moved/comp-1/`);
  t.equal(hop?.response.status, 301, 'the hop is recorded at the address asked for');
  t.equal(end?.response.status, 200, 'the answer at the end of the chain is recorded at its final address');
  t.ok(
    entries.some((e) => e.request.method === 'HEAD'),
    'HEADs were recorded',
  );
  const seen = f.requests.length;
  const replay = await cli(['check', '--replay', har, '--reporter', 'json', '--methods-all', ...QUICK]);
  t.equal(f.requests.length, seen, 'no request of the replay (the HEAD probes included) reached the recorded host');
  t.same(timeless(JSON.parse(replay.out) as Report), timeless(liveReport), 'the replay reports what the live run did');
});

t.test('a body that is not UTF-8 is recorded in base64, a broken connection as the kit error it was; both replay alike', async (t) => {
  const bytes = Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
  const override: Override = (req, res, ctx) => {
    if (ctx.url.pathname === '/api/components/demo/comp-1/statistics/') {
      res.writeHead(200, { allow: 'GET, HEAD, OPTIONS', 'content-type': 'application/json', vary: 'Accept', 'content-length': String(bytes.length) });
      res.end(req.method === 'HEAD' ? undefined : bytes);
      return true;
    }
    if (ctx.url.pathname === '/api/components/demo/comp-2/' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '5000' });
      res.write('{"id":');
      setTimeout(() => res.socket?.destroy(), 20);
      return true;
    }
    return false;
  };
  const f = await startFixture({ components: 2, override });
  t.teardown(() => f.close());
  const r = await recordAndReplay('odd', f.base, []);
  t.equal(r.live.code, 2, 'a kit error: exit 2');
  t.equal(r.replay.code, 2);
  t.same(
    r.liveReport.kitErrors.map((e) => e.code),
    ['E_PROTOCOL'],
  );
  t.ok(r.liveReport.findings.some((x) => x.requirement === 'HTTP-JSON-BODY'));
  t.same(timeless(r.replayReport), timeless(r.liveReport));
  const har = readJson<Har>(r.har);
  t.ok(harSchema()(har), 'still valid HAR');
  const stats = har.log.entries.find((e) => e.request.method === 'GET' && e.request.url.endsWith('/comp-1/statistics/'))!;
  t.equal(stats.response.content?.encoding, 'base64');
  t.same(Buffer.from(stats.response.content!.text!, 'base64'), bytes, 'the bytes as sent');
  t.equal(stats.response.content?.size, bytes.length);
  const broken = har.log.entries.find((e) => e.request.method === 'GET' && e.request.url.endsWith('/comp-2/'))!;
  t.equal(broken.response.status, 0);
  t.equal(broken._stringent?.error?.code, 'E_PROTOCOL');
  t.match(broken.response._error, /^E_PROTOCOL: /);
});

t.test('bad input is one coded line, exit 2', async (t) => {
  const missing = await cli(['check', '--replay', path.join(dir, 'nope.har')]);
  t.equal(missing.code, 2);
  t.match(missing.err, /^stringent: E_FILE: .*nope\.har: cannot read the recording \(ENOENT\)\n$/);
  const notJson = path.join(dir, 'not.har');
  writeFileSync(notJson, '<html>');
  t.match((await cli(['check', '--replay', notJson])).err, /^stringent: E_FILE: .*not JSON/);
  const notHar = path.join(dir, 'nothar.har');
  writeFileSync(notHar, JSON.stringify({ log: { entries: [{ request: { url: 'http://x/' }, response: { status: 200 } }] } }));
  const bad = await cli(['check', '--replay', notHar]);
  t.equal(bad.code, 2);
  t.match(bad.err, /^stringent: E_FILE: .*not a HAR recording: \/log\/entries\/0\/request must have required property 'method'\n$/);
  const noList = path.join(dir, 'nolist.har');
  writeFileSync(noList, JSON.stringify({ log: { entries: [{ request: { method: 'GET', url: 'http://x/api/projects/' }, response: { status: 200 } }] } }));
  t.match(
    (await cli(['check', '--replay', noList])).err,
    /^stringent: E_FILE: .* holds no answer to GET http:\/\/x\/api\/components\/, where a check starts\n$/,
  );
  t.match((await cli(['check', '--replay', noList, '--base-url', 'http://y/'])).err, /is --base-url the recorded one\?/);
  const none = await cli(['check']);
  t.equal(none.code, 2);
  t.match(none.err, /^stringent: E_BAD_OPTION: check needs a base URL: .*, or a recording with --replay FILE\.har\n/);
  const server = await startServer();
  t.teardown(() => server.close());
  writeFileSync(path.join(dir, 'a-file'), 'x');
  const unwritable = await cli(['check', server.url, '--record', path.join(dir, 'a-file', 'x.har')]);
  t.equal(unwritable.code, 2);
  t.match(unwritable.err, /^stringent: E_FILE: cannot write the recording \(--record\) to ".*x\.har": ".*a-file" is a file, not a folder\n$/);
});
