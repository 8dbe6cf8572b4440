/**
 * A HAR saved by a browser (test/fixtures/har/browser.har, built from a recording as its README
 * says): pages, cookies, cache fields, h2 pseudo-headers, gzip-compressed answers (decoded text with
 * a compression size, and wire bytes in base64), unrelated entries of other hosts, a blocked
 * request, a later duplicate, all out of order. Replayed, it gives what a live check of the same
 * deployment gives, except that what a browser never sends (HEAD, OPTIONS) is "not reached in the
 * recording" rather than a finding.
 */
import t from 'tap';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { startServer } from '../../reference-server/index.js';
import type { Har } from '../../src/generated/har.js';
import type { Report } from '../../src/generated/report.js';
import { PACKAGE_ROOT } from '../../src/base/paths.js';
import { browserDataset, BROWSER_BASE, BROWSER_FAULTS } from './browser-data.js';
import { cli } from './helpers.js';

const FIXTURE = path.join(PACKAGE_ROOT, 'test', 'fixtures', 'har', 'browser.har');
const NOT_SENT_BY_BROWSERS = ['MTH-HEAD', 'MTH-OPTIONS'];

/**
 * Findings without their regions: a region is where the value stands in the body as served, and the
 * bodies of two deployments differ by the length of the base URL written in them.
 */
function withoutRegions(findings: Report['findings']): Report['findings'] {
  return findings.map(({ region: _region, ...f }) => f);
}

t.test('a browser-shaped HAR replays to the live verdict; what a browser never sends is not reached', async (t) => {
  const server = await startServer({ data: browserDataset(), faults: BROWSER_FAULTS });
  t.teardown(() => server.close());
  const live = await cli(['check', server.url, '--reporter', 'json', '--retries', '0']);
  const replay = await cli(['check', '--replay', FIXTURE, '--reporter', 'json', '--retries', '0']);
  t.equal(live.code, 1);
  t.equal(replay.code, 1, replay.err);
  const a = JSON.parse(live.out.split(server.url).join(BROWSER_BASE)) as Report;
  const b = JSON.parse(replay.out) as Report;
  t.equal(b.target.baseUrl, BROWSER_BASE, 'the base URL comes from the recording');
  t.same(withoutRegions(b.findings), withoutRegions(a.findings), 'the same findings, word for word');
  t.notOk(
    b.findings.some((f) => f.requirement === 'HTTP-STATUS-200'),
    'no address missing from the recording is a finding',
  );
  // Header requirements are judged on HEAD answers too, which a browser never sends: fewer checks, the same end.
  const JUDGED_ON_HEAD = ['HDR-CONTENT-TYPE', 'HDR-ALLOW', 'HDR-VARY'];
  const others = (r: Report) =>
    r.requirements
      .filter((q) => !NOT_SENT_BY_BROWSERS.includes(q.id))
      .map((q) => (JUDGED_ON_HEAD.includes(q.id) ? { ...q, checks: undefined, checked: undefined } : q));
  t.same(others(b), others(a), 'every other requirement ends as it did live');
  for (const id of JUDGED_ON_HEAD) {
    const [live, replayed] = [a, b].map((r) => r.requirements.find((q) => q.id === id)!);
    t.ok(replayed!.checked! < live!.checked!, `${id}: ${replayed!.checked} answers judged from the recording, ${live!.checked} live with HEAD`);
  }
  for (const id of NOT_SENT_BY_BROWSERS) {
    t.equal(a.requirements.find((q) => q.id === id)?.status, 'passed', `${id} passed live`);
    t.match(
      b.requirements.find((q) => q.id === id),
      {
        status: 'skipped',
        reason: /^not reached in the recording: it holds no answer to (HEAD|OPTIONS) https:\/\/weblate\.example\/api\/components\/ and 2 more$/,
      },
    );
  }
  t.same([b.summary.components, b.summary.statisticsLists], [3, 3]);
  t.match(
    replay.err,
    /browser\.har holds no answer to 6 requests the check made \(first: HEAD https:\/\/weblate\.example\/api\/components\/\); what they would have shown is skipped\n$/,
  );
});

t.test('--base-url names the recorded base URL; a wrong one is a clear error', async (t) => {
  const ok = await cli(['check', '--replay', FIXTURE, '--base-url', BROWSER_BASE, '--reporter', 'json']);
  t.equal(ok.code, 1);
  const positional = await cli(['check', BROWSER_BASE, '--replay', FIXTURE, '--reporter', 'json']);
  t.same(JSON.parse(positional.out).findings, JSON.parse(ok.out).findings, 'the positional base URL means the same');
  const wrong = await cli(['check', '--replay', FIXTURE, '--base-url', 'https://weblate.example/sub/']);
  t.equal(wrong.code, 2);
  t.match(
    wrong.err,
    /^stringent: E_FILE: .*browser\.har holds no answer to GET https:\/\/weblate\.example\/sub\/api\/components\/, where a check starts \(is --base-url the recorded one\?\)/,
  );
});

t.test('a deployment under a path prefix replays alike', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-prefix-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const prefixed = path.join(dir, 'prefixed.har');
  const PREFIXED = `${BROWSER_BASE}weblate/`;
  // Bodies kept compressed are unpacked first, so that their addresses move too.
  const har = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Har;
  for (const e of har.log.entries) {
    const c = e.response.content;
    if (c?.encoding === 'base64' && c.mimeType === 'application/json') {
      c.text = gunzipSync(Buffer.from(c.text!, 'base64')).toString('utf8');
      delete c.encoding;
    }
  }
  writeFileSync(prefixed, JSON.stringify(har).split(BROWSER_BASE).join(PREFIXED));
  const plain = JSON.parse((await cli(['check', '--replay', FIXTURE, '--reporter', 'json'])).out) as Report;
  const r = await cli(['check', '--replay', prefixed, '--reporter', 'json']);
  t.equal(r.code, 1, r.err);
  const report = JSON.parse(r.out) as Report;
  t.equal(report.target.baseUrl, PREFIXED, 'the base URL is found under its prefix');
  t.same(withoutRegions(report.findings), withoutRegions(JSON.parse(JSON.stringify(plain.findings).split(BROWSER_BASE).join(PREFIXED)) as Report['findings']));
});

t.test('a bare HAR (request method and URL, answer status, headers and text only) replays alike', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-bare-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const full = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Har;
  const bare = {
    log: {
      // A tool that writes no times writes entries in the order they happened.
      entries: [...full.log.entries]
        .sort((x, y) => Date.parse(x.startedDateTime!) - Date.parse(y.startedDateTime!))
        .map((e) => ({
          request: { method: e.request.method, url: e.request.url },
          response: {
            status: e.response.status,
            headers: e.response.headers,
            content: { text: e.response.content?.text, encoding: e.response.content?.encoding },
          },
        })),
    },
  };
  const file = path.join(dir, 'bare.har');
  writeFileSync(file, JSON.stringify(bare));
  const a = JSON.parse((await cli(['check', '--replay', FIXTURE, '--reporter', 'json'])).out) as Report;
  const r = await cli(['check', '--replay', file, '--reporter', 'json']);
  t.equal(r.code, 1, r.err);
  t.same((JSON.parse(r.out) as Report).findings, a.findings, 'without times, entries keep the order of the file');
});
