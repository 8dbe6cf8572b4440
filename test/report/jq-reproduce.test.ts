/**
 * The JSON report gives each finding its reproducer (the curl line) and, for a finding in a body, the
 * jq line that shows the value at its pointer; both are run here with the real curl and jq (installed
 * by .ci/run) against the run's server: curl gets the answer the finding is about, jq prints the
 * finding's actual value. The other formats that print a reproducer print the jq line too.
 */
import t from 'tap';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../../src/cli.js';
import { startServer } from '../../reference-server/index.js';
import { jqFilter, jqLine } from '../../src/report/text.js';
import { renderPretty } from '../../src/report/pretty.js';
import { renderSarif } from '../../src/report/sarif.js';
import { validator } from '../../src/base/schemas.js';
import type { Report } from '../../src/generated/report.js';
import { systemTool } from '../system-tools.js';
import { memoryIo } from './fixtures.js';

t.test('jq filters from JSON pointers', async (t) => {
  t.equal(jqFilter('/results/10/translated_words_percent'), '.results[10].translated_words_percent');
  t.equal(jqFilter('/count'), '.count');
  t.equal(jqFilter('/0/a'), '.[0].a');
  t.equal(jqFilter('/a b/c~1d/e~0f'), '.["a b"]["c/d"]["e~f"]');
  t.equal(jqFilter('/project/web-url'), '.project["web-url"]');
  t.equal(jqFilter(''), '.');
  const f = { url: 'http://127.0.0.1:1/api/components/', pointer: '/count' };
  t.equal(jqLine(f, false), `curl -sS -H 'Accept: application/json' --compressed 'http://127.0.0.1:1/api/components/' | jq '.count'`);
  t.equal(jqLine({ ...f, pointer: '' }, false), undefined, 'a finding about the whole answer has none');
  t.equal(jqLine({ ...f, method: 'HEAD' }, false), undefined, 'nor a HEAD answer');
  t.match(jqLine(f, true)!, /-H "Authorization: Token \$STRINGENT_TOKEN" /, 'the token as a variable');
});

t.test('JSON findings carry curl and jq lines that run and show the value', async (t) => {
  if (!systemTool(t, 'curl', 'apt-get install curl') || !systemTool(t, 'jq', 'apt-get install jq')) return;
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-jq-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const server = await startServer({ generate: 2, faults: ['STA-PCT-DECIMALS', 'CMP-FILEMASK', 'HDR-VARY'] });
  t.teardown(() => server.close());
  const file = path.join(dir, 'r.json');
  t.equal(await main(['check', server.url, '--reporter', `json:${file}`], memoryIo()), 1);
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  t.ok(validator('report.schema.json')(report), 'the report with its reproducers matches the schema');
  t.ok(
    report.findings.every((f) => typeof f.reproduce === 'string' && f.reproduce.includes('curl -sS')),
    'every finding has its curl line',
  );
  const inBody = report.findings.filter((f) => f.jq !== undefined);
  t.ok(
    inBody.length > 0 && report.findings.filter((f) => f.pointer === '').every((f) => f.jq === undefined),
    'body findings have a jq line, whole-answer ones none',
  );
  const sample = [...new Map(inBody.filter((f) => f.actual !== undefined).map((f) => [f.requirement, f])).values()];
  t.ok(sample.length >= 2, `${sample.length} requirements with a value in a body`);
  // Asynchronously: the server answers from this process.
  const sh = (line: string) =>
    new Promise<{ status: number; stdout: string; stderr: string }>((resolve) =>
      execFile('sh', ['-c', line], { encoding: 'utf8' }, (err, stdout, stderr) => resolve({ status: err ? Number(err.code ?? 1) : 0, stdout, stderr })),
    );
  for (const f of sample) {
    const curl = await sh(f.reproduce!);
    t.equal(curl.status, 0, `${f.requirement}: the curl line runs`);
    t.match(curl.stdout, /^HTTP\/1\.1 200 /, `${f.requirement}: and gets the answer`);
    const jq = await sh(f.jq!);
    t.equal(jq.status, 0, `${f.requirement}: the jq line runs ${jq.stderr}`);
    t.same(JSON.parse(jq.stdout), f.actual, `${f.requirement}: and shows the value at ${f.pointer}`);
  }
  const pretty = renderPretty(report);
  t.ok(
    inBody.some((f) => pretty.includes(`\n       ${f.jq!}\n`)),
    'the pretty report prints the jq line under the curl line',
  );
  t.ok(renderSarif(report).includes(JSON.stringify(sample[0]!.jq!).slice(1, -1)), 'and SARIF carries it');
});
