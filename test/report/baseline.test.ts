/**
 * Baselines: `check --write-baseline FILE` writes every finding's identity; `check --baseline FILE`
 * judges only what is new, and `stringent diff` prints the same comparison. A finding's identity is
 * requirement + code + method + address relative to the base URL + item key + pointer + identifying
 * args (findings/identity.ts).
 */
import t, { type Test } from 'tap';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../../src/cli.js';
import { compareWithBaseline, findingIdentity, normaliseMessage } from '../../src/run/outcome.js';
import { validator } from '../../src/base/schemas.js';
import { startServer } from '../../reference-server/index.js';
import type { Finding, Report } from '../../src/generated/report.js';
import type { Baseline } from '../../src/generated/baseline.js';
import { memoryIo } from './fixtures.js';
import { checkFiles, reporterArgs } from './files.js';

function tempDir(t: { teardown(f: () => void): void }): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-baseline-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const BASE = 'http://127.0.0.1:4000/';

t.test('identity: code, location and identifying args; never the message, the host or the port', (t) => {
  const f: Finding = {
    requirement: 'HDR-VARY',
    severity: 'error',
    url: `${BASE}api/components/`,
    pointer: '',
    message: 'Vary is Cookie, without Accept (the same on 10 answers)',
    code: 'without-accept',
    args: { vary: 'Cookie', same: ' (the same on 10 answers)' },
  };
  const id = (x: Finding, base = BASE) => findingIdentity(x, base);
  t.equal(id(f), id({ ...f, message: 'reworded entirely' }), 'the message is not part of it');
  t.equal(id(f), id({ ...f, args: { vary: 'Cookie', same: ' (the same on 11 answers)' } }), 'a measured arg is not part of it');
  t.not(id(f), id({ ...f, args: { vary: 'Origin', same: '' } }), 'an identifying arg is');
  t.not(id(f), id({ ...f, code: 'missing' }), 'the code is');
  t.not(id(f), id({ ...f, method: 'HEAD' }), 'the method is');
  t.not(id(f), id({ ...f, pointer: '/x' }), 'the pointer is');
  t.not(id(f), id({ ...f, url: `${BASE}api/components/?page=2` }), 'the address is');
  t.equal(
    id(f),
    id({ ...f, url: 'http://localhost:5999/api/components/' }, 'http://localhost:5999/'),
    'relative to the base URL: another host and port are the same',
  );
  const item: Finding = {
    ...f,
    requirement: 'CMP-FILEMASK',
    code: 'no-star',
    args: {},
    url: `${BASE}api/components/?page=2`,
    pointer: '/results/7/filemask',
    key: 'p/c',
  };
  t.equal(id(item), id({ ...item, url: `${BASE}api/components/?page=3`, pointer: '/results/2/filemask' }), 'an item is its key, not its page and index');
  t.not(id(item), id({ ...item, key: 'p/d' }), 'another item is another finding');
  const uncoded = {
    requirement: 'PAG-COUNT',
    severity: 'error' as const,
    url: `${BASE}api/components/`,
    pointer: '/count',
    message: 'count is 5 but 6 items were listed',
  };
  t.equal(normaliseMessage('66.60000000000001 on 12 of 18, -3 and 1e-5'), '# on # of #, # and #');
  t.equal(id(uncoded), id({ ...uncoded, message: 'count is 7 but 8 items were listed' }), 'without a code: the message with numbers normalised');
  const c = compareWithBaseline([f, f, { ...f, pointer: '/new' }], [f, { ...f, pointer: '/gone' }], { current: BASE, old: BASE });
  t.same([c.isNew, c.new, c.unchanged, c.gone], [[false, true, true], 2, 1, 1], 'compared as multisets');
  t.end();
});

function readBaselineFile(t: Pick<Test, 'ok'>, file: string): Baseline {
  const text = readFileSync(file, 'utf8');
  const data = JSON.parse(text) as Baseline;
  const valid = validator('baseline.schema.json');
  t.ok(valid(data), `the baseline matches schemas/baseline.schema.json ${JSON.stringify(valid.errors?.slice(0, 2))}`);
  return data;
}

t.test('check --write-baseline then --baseline on the unchanged server: complete, sorted, deterministic; exit 0, "N known, 0 new"; diff agrees', async (t) => {
  const dir = tempDir(t);
  // Three components, the first with 200 translations, each with a last_change that is no timestamp:
  // hundreds of findings of one kind, more than the 50 a report lists.
  const same = await startServer({ generate: 3, faults: ['HDR-VARY', 'CMP-FILEMASK', 'STA-LAST-CHANGE'] });
  t.teardown(() => same.close());
  const first = path.join(dir, 'first.baseline.json');
  const json = path.join(dir, 'first.json');
  const io1 = memoryIo();
  t.equal(await main(['check', same.url, '--write-baseline', first, '--reporter', `json:${json}`], io1), 1, 'the first run fails on its findings');
  const report = JSON.parse(readFileSync(json, 'utf8')) as Report;
  t.ok(report.findingsOmitted! > 0, 'the report is capped');
  const data = readBaselineFile(t, first);
  const total = report.summary.errors + report.summary.warnings + report.summary.notes;
  t.equal(data.total, total, 'every finding, never capped');
  t.equal(
    data.findings.reduce((n, e) => n + (e.count ?? 1), 0),
    total,
  );
  t.match(io1.err(), new RegExp(`baseline ".*first\\.baseline\\.json" written: ${total} findings`));
  const text = readFileSync(first, 'utf8');
  t.equal(text.split('\n').length, data.findings.length + 3, 'one entry per line');
  t.notMatch(text, /127\.0\.0\.1|"url"/, 'no host, no port');
  t.ok(
    data.findings.every((e) => e.code === undefined || e.message === undefined),
    'a coded finding is its code, not its message',
  );
  t.ok(
    data.findings.some((e) => e.requirement === 'CMP-FILEMASK' && e.key !== undefined),
    'items by their key',
  );

  const second = path.join(dir, 'second.baseline.json');
  const io = memoryIo();
  t.equal(await main(['check', same.url, '--baseline', first, '--write-baseline', second, ...reporterArgs(dir)], io), 0, 'nothing new: exit 0');
  t.equal(readFileSync(second, 'utf8'), text, 'the same findings give the same bytes');
  const gated = checkFiles(t, dir, { verdict: 'pass', exitCode: 0 });
  t.same([gated.baseline!.unchanged, gated.baseline!.new, gated.baseline!.gone], [total, 0, 0]);
  t.ok(gated.findings.every((f) => f.baseline === 'unchanged'));
  t.match(io.out(), new RegExp(`Baseline .*first\\.baseline\\.json: ${total} known, 0 new, 0 gone\\n`));
  t.match(io.out(), new RegExp(`Result: PASS — nothing new since the baseline \\(${total} known, 0 new; exit 0\\)\\n$`));
  const sarif = JSON.parse(readFileSync(path.join(dir, 'report.sarif'), 'utf8'));
  t.ok(
    sarif.runs[0].results.every((r: { baselineState: string }) => r.baselineState === 'unchanged'),
    'SARIF baselineState',
  );

  const diff = memoryIo();
  t.equal(await main(['diff', first, second], diff), 0);
  t.match(diff.out(), new RegExp(`Findings: 0 new, ${total} unchanged, 0 gone\\n`), 'diff agrees with the gate');

  // The capped JSON report as a baseline: still accepted, and it says what it cannot match.
  const capped = memoryIo();
  t.equal(
    await main(['check', same.url, '--baseline', json, '--reporter', `json:${path.join(dir, 'capped.json')}`], capped),
    1,
    'the unlisted findings cannot be matched',
  );
  t.match(capped.err(), new RegExp(`the ${report.findingsOmitted} it counts but does not list cannot be matched.*--write-baseline FILE`));
  const cappedReport = JSON.parse(readFileSync(path.join(dir, 'capped.json'), 'utf8')) as Report;
  t.equal(cappedReport.baseline!.unmatchable, report.findingsOmitted);
  t.equal(cappedReport.baseline!.new, report.findingsOmitted, 'exactly the unlisted ones show as new');
});

// Another port and an added component leave every other identity unchanged: test/report/baseline-scale.test.ts,
// with thirty-two faults at once.

t.test('check --baseline: a new fault fails the run and shows as new in the gate and in diff alike; the fixed one is gone', async (t) => {
  const dir = tempDir(t);
  const first = await startServer({ generate: 3, faults: ['CMP-FILEMASK'] });
  const old = path.join(dir, 'old.baseline.json');
  const oldJson = path.join(dir, 'old.json');
  await main(['check', first.url, '--write-baseline', old, '--reporter', `json:${oldJson}`], memoryIo());
  await first.close();
  const second = await startServer({ generate: 3, faults: ['HDR-VARY'] });
  t.teardown(() => second.close());
  const io = memoryIo();
  const newJson = path.join(dir, 'new.json');
  const newBaseline = path.join(dir, 'new.baseline.json');
  t.equal(await main(['check', second.url, '--baseline', old, '--reporter', `json:${newJson}`], io), 1, 'a new finding: exit 1');
  await main(['check', second.url, '--write-baseline', newBaseline, '--reporter', `json:${path.join(dir, 'ignored.json')}`], memoryIo());
  const report = JSON.parse(readFileSync(newJson, 'utf8')) as Report;
  t.ok(report.baseline!.new > 0 && report.baseline!.gone > 0 && report.baseline!.unchanged === 0);
  t.ok(report.findings.filter((f) => f.requirement === 'HDR-VARY').every((f) => f.baseline === 'new'));
  t.match(io.out(), /Result: FAIL — \d+ new findings? since the baseline/);
  const gone = report.baseline!.goneByRequirement!;
  t.same(Object.keys(gone), ['CMP-FILEMASK'], 'what is gone, per requirement');
  t.equal(gone['CMP-FILEMASK'], report.baseline!.gone);
  t.match(
    io.out(),
    new RegExp(`\\nGone since the baseline: ${report.baseline!.gone} findings?\\n {2}CMP-FILEMASK: ${report.baseline!.gone} gone\\n`),
    'the pretty report says what is gone',
  );
  t.match(io.out(), /^New since the baseline: \d+ findings? in 1 requirement\n {2}HDR-VARY /m, 'and what is new');
  t.notMatch(io.out(), /^Known \(in the baseline\)/m, 'nothing known, no line for it');

  for (const [from, to] of [
    [old, newBaseline],
    [oldJson, newJson],
  ] as const) {
    const diff = memoryIo();
    t.equal(await main(['diff', from, to], diff), 1, 'diff fails on new findings');
    const out = diff.out();
    t.match(out, /^New: \d+\n {2}HDR-VARY missing /m);
    t.match(out, /^Gone: \d+\n {2}CMP-FILEMASK /m);
    t.match(out, new RegExp(`Findings: ${report.baseline!.new} new, 0 unchanged, ${report.baseline!.gone} gone\\n`), 'the same comparison as the gate');
  }
  const back = memoryIo();
  t.equal(await main(['diff', newJson, newJson], back), 0);
  t.match(back.out(), /Findings: 0 new, \d+ unchanged, 0 gone\nResult: nothing new/);
});

t.test('a baseline that is neither a baseline nor a report is a one-line E_FILE error, and the requested files are still written', async (t) => {
  const dir = tempDir(t);
  const bad = path.join(dir, 'bad.json');
  writeFileSync(bad, '{"hello": 1}');
  const io = memoryIo();
  t.equal(await main(['check', 'http://127.0.0.1:1/', '--baseline', bad, ...reporterArgs(dir, ['json'])], io), 2);
  t.match(io.err(), /^stringent: E_FILE: --baseline ".*bad\.json" is neither a baseline \(check --write-baseline FILE\) nor a stringent JSON report/);
  checkFiles(t, dir, { verdict: 'error', exitCode: 2 }, ['json']);
  const broken = path.join(dir, 'broken.baseline.json');
  writeFileSync(
    broken,
    '{"format":"stringent-baseline","version":1,"identity":"stringentIdentity/v2","total":2,"findings":[\n{"requirement":"HDR-VARY","address":"api/components/"}\n]}\n',
  );
  const io2 = memoryIo();
  t.equal(await main(['check', 'http://127.0.0.1:1/', '--baseline', broken], io2), 2);
  t.match(io2.err(), /E_FILE: --baseline ".*broken\.baseline\.json" is not a stringent baseline \(it declares 2 findings and holds 1\)/);
  const missing = memoryIo();
  t.equal(await main(['diff', path.join(dir, 'nope.json'), bad], missing), 2);
  t.match(missing.err(), /E_FILE: old report ".*nope\.json": cannot read it \(ENOENT\)/);
});
