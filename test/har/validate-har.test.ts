/**
 * `stringent validate` reads HAR files too: each JSON answer to a GET of the API's addresses
 * (status 200) is judged as a document of the kind its address names, at that address.
 */
import t from 'tap';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Report } from '../../src/generated/report.js';
import { PACKAGE_ROOT } from '../../src/base/paths.js';
import { BROWSER_BASE } from './browser-data.js';
import { cli } from './helpers.js';
import { WEBLATE_HAR } from './weblate.js';

const BROWSER = path.join(PACKAGE_ROOT, 'test', 'fixtures', 'har', 'browser.har');
const dir = mkdtempSync(path.join(tmpdir(), 'stringent-validate-har-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));

const failed = (r: Report) => r.requirements.filter((q) => q.status === 'failed').map((q) => q.id);

t.test('each JSON answer of a recording is judged at its address', async (t) => {
  const r = await cli(['validate', BROWSER, '--reporter', 'json']);
  t.equal(r.code, 1, r.err);
  const report = JSON.parse(r.out) as Report;
  t.same(report.target, { files: [BROWSER], baseUrl: BROWSER_BASE }, 'the base URL comes from the recording');
  t.same(failed(report), ['STA-PCT-TRUNCATED']);
  const urls = new Set(report.findings.map((f) => f.url));
  const stats = (c: string) => `${BROWSER_BASE}api/components/tessera/${c}/statistics/`;
  t.same(
    [...urls].sort(),
    [stats('android-app'), `${stats('android-app')}?format=api`, stats('help-center'), stats('store-listing')],
    'at the addresses of the statistics pages',
  );
  t.equal(report.requirements.find((q) => q.id === 'HDR-VARY')?.status, 'skipped', 'HTTP-level requirements stay with check');
  t.equal(report.requirements.find((q) => q.id === 'URL-SELF')?.status, 'passed', 'a recording knows the address of each record');
});

t.test("Weblate 5.4.2's answers, judged as documents, hold no departure", async (t) => {
  const r = await cli(['validate', WEBLATE_HAR, '--reporter', 'json']);
  t.equal(r.code, 0, r.err);
  const report = JSON.parse(r.out) as Report;
  t.equal(report.target.baseUrl, 'http://127.0.0.1:8000/');
  t.same(failed(report), []);
  t.equal(report.requirements.find((q) => q.id === 'CMP-SCHEMA')?.status, 'passed');
  t.equal(report.requirements.find((q) => q.id === 'STA-PCT-TRUNCATED')?.status, 'passed');
});

t.test('HAR files and answer files together; --base-url names the base', async (t) => {
  const item = path.join(dir, 'item.json');
  writeFileSync(item, JSON.stringify({ code: 'xx', total: 1, translated: 2 }));
  const r = await cli(['validate', BROWSER, item, '--reporter', 'json']);
  const report = JSON.parse(r.out) as Report;
  t.same(report.target.files, [BROWSER, item]);
  t.ok(
    report.findings.some((f) => f.url === item),
    'the answer file is judged too',
  );
  const other = await cli(['validate', BROWSER, '--base-url', 'https://elsewhere.example/', '--reporter', 'json']);
  t.equal(other.code, 2, 'no answer of the recording is under that base URL');
  t.match(other.err, /^stringent: E_FILE: .*browser\.har: holds no JSON answer to a GET of https:\/\/elsewhere\.example\/api\/components\/… \(status 200\)\n/);
  const empty = path.join(dir, 'empty.har');
  writeFileSync(empty, JSON.stringify({ log: { version: '1.2', entries: [] } }));
  const none = await cli(['validate', empty]);
  t.equal(none.code, 2);
  t.match(none.err, /^stringent: E_FILE: .*empty\.har: cannot tell the recorded base URL/);
});
