/**
 * Baselines: `check --baseline old.json` judges only what is new, and `stringent diff` prints the same
 * comparison. A finding's identity is requirement + url + pointer + message with numbers normalised.
 */
import t from 'tap';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../../src/cli.js';
import { compareWithBaseline, findingIdentity, normaliseMessage } from '../../src/run/outcome.js';
import { startServer } from '../../reference-server/index.js';
import type { Report } from '../../src/generated/report.js';
import { memoryIo } from './fixtures.js';
import { checkFiles, reporterArgs } from './files.js';

function tempDir(t: { teardown(f: () => void): void }): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-baseline-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

t.test('identity: numbers and counts in a message do not change it; anything else does', (t) => {
  const f = { requirement: 'HDR-VARY', url: 'http://x/api/components/', pointer: '', message: 'Vary lacks Accept (the same on 10 answers)' };
  t.equal(normaliseMessage('66.60000000000001 on 12 of 18, -3 and 1e-5'), '# on # of #, # and #');
  t.equal(findingIdentity(f), findingIdentity({ ...f, message: 'Vary lacks Accept (the same on 11 answers)' }));
  t.not(findingIdentity(f), findingIdentity({ ...f, pointer: '/x' }));
  t.not(findingIdentity(f), findingIdentity({ ...f, url: 'http://x/api/components/?page=2' }));
  t.not(findingIdentity(f), findingIdentity({ ...f, message: 'Vary lacks Cookie (the same on 10 answers)' }));
  const c = compareWithBaseline([{ ...f, severity: 'error' }, { ...f, severity: 'error' }, { ...f, pointer: '/new', severity: 'error' }], [f, { ...f, pointer: '/gone' }]);
  t.same([c.isNew, c.new, c.unchanged, c.gone], [[false, true, true], 2, 1, 1], 'compared as multisets');
  t.end();
});

t.test('check --baseline: unchanged findings pass, new ones fail; the report counts new, unchanged, gone', async (t) => {
  const dir = tempDir(t);
  const same = await startServer({ generate: 3, faults: ['HDR-VARY', 'CMP-FILEMASK'] });
  t.teardown(() => same.close());
  const old = path.join(dir, 'old.json');
  t.equal(await main(['check', same.url, '--reporter', `json:${old}`], memoryIo()), 1, 'the first run fails on its findings');

  const io = memoryIo();
  t.equal(await main(['check', same.url, '--baseline', old, ...reporterArgs(dir)], io), 0, 'nothing new: exit 0');
  const report = checkFiles(t, dir, { verdict: 'pass', exitCode: 0 });
  t.ok(report.baseline!.unchanged > 0);
  t.same([report.baseline!.new, report.baseline!.gone], [0, 0]);
  t.ok(report.findings.every((f) => f.baseline === 'unchanged'));
  t.match(io.out(), new RegExp(`Baseline .*old\\.json: 0 new, ${report.baseline!.unchanged} unchanged, 0 gone\\n`));
  t.match(io.out(), /Result: PASS — nothing new since the baseline \(\d+ findings unchanged; exit 0\)\n$/);
  const sarif = JSON.parse(readFileSync(path.join(dir, 'report.sarif'), 'utf8'));
  t.ok(sarif.runs[0].results.every((r: { baselineState: string }) => r.baselineState === 'unchanged'), 'SARIF baselineState');
});

t.test('check --baseline: a new fault fails the run, and the fixed one is counted as gone', async (t) => {
  const dir = tempDir(t);
  const first = await startServer({ generate: 3, faults: ['CMP-FILEMASK'] });
  const old = path.join(dir, 'old.json');
  await main(['check', first.url, '--reporter', `json:${old}`], memoryIo());
  await first.close();
  // The same address, fixed and broken anew: addresses are part of a finding's identity.
  const port = Number(new URL((JSON.parse(readFileSync(old, 'utf8')) as Report).target.baseUrl!).port);
  const second = await startServer({ generate: 3, faults: ['HDR-VARY'], port });
  t.teardown(() => second.close());
  const io = memoryIo();
  const newJson = path.join(dir, 'new.json');
  t.equal(await main(['check', second.url, '--baseline', old, '--reporter', `json:${newJson}`], io), 1, 'a new finding: exit 1');
  const report = JSON.parse(readFileSync(newJson, 'utf8')) as Report;
  t.ok(report.baseline!.new > 0 && report.baseline!.gone > 0 && report.baseline!.unchanged === 0);
  t.ok(report.findings.filter((f) => f.requirement === 'HDR-VARY').every((f) => f.baseline === 'new'));
  t.match(io.out(), /Result: FAIL — \d+ new findings? since the baseline/);

  const diff = memoryIo();
  t.equal(await main(['diff', old, newJson], diff), 1, 'diff fails on new errors');
  const out = diff.out();
  t.match(out, /^New: \d+\n {2}HDR-VARY error GET /m);
  t.match(out, /^Gone: \d+\n {2}CMP-FILEMASK error GET /m);
  t.match(out, new RegExp(`Findings: ${report.baseline!.new} new, 0 unchanged, ${report.baseline!.gone} gone\\n`), 'the same comparison as the check');
  const back = memoryIo();
  t.equal(await main(['diff', newJson, newJson], back), 0);
  t.match(back.out(), /Findings: 0 new, \d+ unchanged, 0 gone\nResult: nothing new/);
});

t.test('a baseline that is not a report is a one-line error, and the requested files are still written', async (t) => {
  const dir = tempDir(t);
  const bad = path.join(dir, 'bad.json');
  writeFileSync(bad, '{"hello": 1}');
  const io = memoryIo();
  t.equal(await main(['check', 'http://127.0.0.1:1/', '--baseline', bad, ...reporterArgs(dir, ['json'])], io), 2);
  t.match(io.err(), /^stringent: E_BAD_OPTION: --baseline ".*bad\.json" is not a stringent JSON report/);
  checkFiles(t, dir, { verdict: 'error', exitCode: 2 }, ['json']);
  const missing = memoryIo();
  t.equal(await main(['diff', path.join(dir, 'nope.json'), bad], missing), 2);
  t.match(missing.err(), /E_FILE: old report ".*nope\.json": cannot read it \(ENOENT\)/);
});
