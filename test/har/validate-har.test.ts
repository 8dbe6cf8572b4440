/**
 * `stringent validate` of a HAR file is `check --replay` of it: the same check over the same
 * answers, so the same findings, headers and cross-answer rules included. A recording holds the
 * format=api walk, re-checks and probes besides the crawl: each answer is judged for what it was
 * sent for, never as a document of the kind its address names (which would judge the format=api
 * pages and re-fetched pages as crawl answers, and no header at all).
 */
import t from 'tap';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Report } from '../../src/generated/report.js';
import { PACKAGE_ROOT } from '../../src/base/paths.js';
import { startServer } from '../../reference-server/index.js';
import { BROWSER_BASE } from './browser-data.js';
import { cli, readJson } from './helpers.js';
import { WEBLATE_HAR } from './weblate.js';

const BROWSER = path.join(PACKAGE_ROOT, 'test', 'fixtures', 'har', 'browser.har');
const dir = mkdtempSync(path.join(tmpdir(), 'stringent-validate-har-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));

const failed = (r: Report) => r.requirements.filter((q) => q.status === 'failed').map((q) => q.id);
/** What a verdict is made of: the findings and each requirement's outcome. */
const verdict = (r: Report) => ({ findings: r.findings, requirements: r.requirements, kitErrors: r.kitErrors });

async function both(file: string, flags: string[] = []): Promise<{ validate: Report; replay: Report; codes: [number, number]; err: string }> {
  const v = await cli(['validate', file, '--reporter', 'json', ...flags]);
  const r = await cli(['check', '--replay', file, '--reporter', 'json', '--retries', '0', ...flags]);
  return { validate: JSON.parse(v.out) as Report, replay: JSON.parse(r.out) as Report, codes: [v.code, r.code], err: v.err };
}

t.test('a recording with every kind of answer: validate and check --replay give one verdict', async (t) => {
  // Percentages rounded (on the format=api pages too), a count that moves with every walk (re-checks),
  // Vary missing (a header), bad pages answered 500 (probes), a HEAD with a body.
  const server = await startServer({ faults: ['STA-PCT-TRUNCATED', 'PAG-COUNT/moving', 'HDR-VARY', 'ERR-BAD-PAGE', 'MTH-HEAD/instance-body'] });
  t.teardown(() => server.close());
  const har = path.join(dir, 'run.har');
  const live = await cli(['check', server.url, '--record', har, '--probe-errors', '--probe-writes', '--methods-all', '--reporter', 'json', '--retries', '0']);
  t.equal(live.code, 1, live.err);
  const recording = readJson<{ log: { entries: { _stringent?: { purpose?: string } }[] } }>(har);
  t.same(
    [...new Set(recording.log.entries.map((e) => e._stringent?.purpose))].sort(),
    ['crawl', 'format-api', 'head', 'options', 'probe-error', 'probe-write', 'recheck'],
    'the recording holds the format=api walk, re-checks, probes, HEAD and OPTIONS',
  );
  const r = await both(har);
  t.same(r.codes, [1, 1]);
  t.same(verdict(r.validate), verdict(r.replay), 'the same findings and outcomes, word for word');
  t.same(failed(r.validate).sort(), ['ERR-BAD-PAGE', 'HDR-VARY', 'MTH-HEAD', 'PAG-COUNT', 'STA-PCT-TRUNCATED']);
  t.same(verdict(r.validate), verdict(JSON.parse(live.out) as Report), 'and the verdict of the live run, whose flags neither was given');
  t.same(r.validate.target, { baseUrl: server.url, authenticated: false, files: [har] }, 'the report names the recorded base URL and the file');
  t.notOk(
    r.validate.findings.some((f) => f.requirement === 'STA-PCT-TRUNCATED' && f.url.includes('format=api')),
    'a format=api page is judged for PAG-FORMAT-API only, as check judges it',
  );
  const truncated = (x: Report) => x.requirements.find((q) => q.id === 'STA-PCT-TRUNCATED')!.findings;
  t.equal(truncated(r.validate), truncated(r.replay), 'as many STA-PCT-TRUNCATED findings');
});

t.test("validate's options apply to a recording: --base-url, --web-base-url, --max-body-size, --fail-on", async (t) => {
  const r = await both(BROWSER, ['--base-url', BROWSER_BASE, '--web-base-url', BROWSER_BASE, '--max-body-size', '10MiB']);
  t.same(r.codes, [1, 1], r.err);
  t.same(verdict(r.validate), verdict(r.replay));
  t.same(failed(r.validate), ['STA-PCT-TRUNCATED']);
  t.match(r.err, /browser\.har holds no answer to 6 requests the check made/, 'what a browser never sent is said, as check --replay says it');
  t.equal(r.validate.requirements.find((q) => q.id === 'HDR-VARY')?.status, 'passed', 'headers are judged');
  t.equal(r.validate.requirements.find((q) => q.id === 'MTH-HEAD')?.status, 'skipped', 'a request the recording does not hold is not reached');
  t.match(
    r.validate.requirements.find((q) => q.id === 'ERR-NOT-FOUND'),
    { status: 'skipped', reason: /^not probed: run with --probe-errors/ },
    'a recording without probes is not probed',
  );
  const never = await cli(['validate', BROWSER, '--fail-on', 'never', '--reporter', 'json']);
  t.equal(never.code, 0, '--fail-on never');
  const other = await cli(['validate', BROWSER, '--base-url', 'https://elsewhere.example/', '--reporter', 'json']);
  t.equal(other.code, 2, 'no answer of the recording is under that base URL');
  t.match(other.err, /^stringent: E_FILE: .*browser\.har holds no answer to GET https:\/\/elsewhere\.example\/api\/components\/, where a check starts/);
});

t.test("Weblate 5.4.2's recording: validate gives check --replay's verdict, probes included", async (t) => {
  const r = await both(WEBLATE_HAR);
  t.same(r.codes, [1, 1]);
  t.same(verdict(r.validate), verdict(r.replay));
  t.same(failed(r.validate), ['HDR-ALLOW', 'PAG-PAGE-SIZE', 'PAG-FORMAT-API']);
  t.equal(r.validate.requirements.find((q) => q.id === 'ERR-BAD-PAGE')?.status, 'passed', 'the bad pages it holds are judged');
  t.match(r.err, /known departures of Stock Weblate 5\.x; if the server is one, run stringent check --replay \S*weblate-5\.4\.2\.har --profile weblate-5 to/);
  t.notMatch(r.err, /run with --profile/, 'validate takes no --profile: the advice names the command that does');
});

t.test('HAR files of one deployment are one recording; answer files beside them are judged in the same run', async (t) => {
  const item = path.join(dir, 'item.json');
  writeFileSync(item, JSON.stringify({ code: 'xx', total: 1, translated: 2 }));
  const r = await cli(['validate', BROWSER, item, '--reporter', 'json']);
  t.equal(r.code, 1, r.err);
  const report = JSON.parse(r.out) as Report;
  t.same(report.target.files, [BROWSER, item]);
  t.ok(
    report.findings.some((f) => f.url === item),
    'the answer file is judged too',
  );
  t.ok(
    report.findings.some((f) => f.url.startsWith(BROWSER_BASE)),
    'and the recording',
  );
  const twice = await cli(['validate', BROWSER, BROWSER, '--reporter', 'json']);
  t.equal(twice.code, 1, twice.err);
  t.same((JSON.parse(twice.out) as Report).findings, (JSON.parse((await cli(['validate', BROWSER, '--reporter', 'json'])).out) as Report).findings);
  const apart = await cli(['validate', BROWSER, WEBLATE_HAR]);
  t.equal(apart.code, 2, 'recordings of two deployments');
  t.match(
    apart.err,
    /^stringent: E_BAD_OPTION: .*browser\.har is a recording of https:\/\/weblate\.example\/, .*weblate-5\.4\.2\.har of http:\/\/127\.0\.0\.1:8000\/: validate judges the recordings of one deployment together/,
  );
  const empty = path.join(dir, 'empty.har');
  writeFileSync(empty, JSON.stringify({ log: { version: '1.2', entries: [] } }));
  const none = await cli(['validate', empty]);
  t.equal(none.code, 2);
  t.match(none.err, /^stringent: E_FILE: .*empty\.har: cannot tell the recorded base URL/);
});
