/**
 * The CI formats: SARIF 2.1.0 validated against the official schema; GitHub Actions workflow
 * commands escaped by their rules, with the job summary appended; the HTML report opened in headless
 * Chromium (the system browser, through playwright-core), where a person sees the verdict, the
 * findings with their curl lines, and filters that work, with nothing loaded from the network.
 */
import t from 'tap';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../../src/cli.js';
import { renderGithub, renderHtml, renderSarif, sanitizeReport, writeReports } from '../../src/report/index.js';
import { escapeData, escapeProperty } from '../../src/report/github.js';
import { REQUIREMENTS } from '../../src/catalogue/requirements.js';
import { startServer } from '../../reference-server/index.js';
import { artifactPath, launchChromium } from './chromium.js';
import { BASE, buildReport, finding, memoryIo, mixedReport } from './fixtures.js';
import { sarifSchema } from './files.js';

t.test('SARIF: valid against the SARIF 2.1.0 schema, one rule per requirement, results by URL and pointer', (t) => {
  const report = mixedReport({ target: { baseUrl: BASE, authenticated: true } });
  const sarif = JSON.parse(renderSarif(sanitizeReport(report)));
  const valid = sarifSchema();
  t.ok(valid(sarif), JSON.stringify(valid.errors?.slice(0, 3)));
  const run = sarif.runs[0];
  t.equal(run.tool.driver.rules.length, REQUIREMENTS.length, 'one rule per requirement');
  const vary = run.tool.driver.rules.find((r: { id: string }) => r.id === 'HDR-VARY');
  t.same(
    [vary.shortDescription.text, vary.helpUri, vary.defaultConfiguration.level],
    ['Vary includes Accept', undefined, 'error'],
    'no helpUri: the package publishes no page per rule',
  );
  const tmpl = run.results.find((r: { ruleId: string }) => r.ruleId === 'CMP-TEMPLATES');
  t.equal(tmpl.level, 'warning');
  t.equal(tmpl.locations[0].physicalLocation.artifactLocation.uri, `${BASE}api/components/hello/weblate/`);
  t.equal(tmpl.locations[0].logicalLocations[0].fullyQualifiedName, '/commit_message');
  t.equal(run.tool.driver.rules[tmpl.ruleIndex].id, 'CMP-TEMPLATES', 'ruleIndex points at the rule');
  t.match(tmpl.properties.reproduce, /^curl -sS -i -H 'Accept: application\/json' --compressed -H "Authorization: Token \$STRINGENT_TOKEN" /);
  t.equal(run.invocations[0].toolExecutionNotifications[0].descriptor.id, 'E_TIMEOUT', 'kit errors are notifications');
  t.same([run.properties.verdict, run.invocations[0].exitCode], ['error', 2]);
  // A broken document fails the schema: the validation is real.
  t.notOk(valid({ ...sarif, version: '2.0.0' }), 'the schema rejects another version');
  t.notOk(valid({ version: '2.1.0', runs: [{ results: [] }] }), 'the schema rejects a run without a tool');
  t.end();
});

t.test('SARIF: findings carry a stable fingerprint and, with a baseline, their baselineState', (t) => {
  const a = JSON.parse(renderSarif(buildReport({ findings: [finding('HDR-VARY', `${BASE}api/components/`, { message: 'the same on 10 answers' })] })));
  const b = JSON.parse(renderSarif(buildReport({ findings: [finding('HDR-VARY', `${BASE}api/components/`, { message: 'the same on 11 answers' })] })));
  t.equal(
    a.runs[0].results[0].partialFingerprints['stringentFinding/v1'],
    b.runs[0].results[0].partialFingerprints['stringentFinding/v1'],
    'counts in the message do not change the identity',
  );
  t.end();
});

t.test('GitHub: workflow commands with the requirement ID in the title, escaped by the workflow-command rules', (t) => {
  t.equal(escapeData('100% done\r\nnext'), '100%25 done%0D%0Anext');
  t.equal(escapeProperty('a: b, c%'), 'a%3A b%2C c%25');
  const report = buildReport({
    findings: [
      finding('HDR-VARY', `${BASE}api/components/`, { message: 'Vary: 50% of answers\nhave no Accept, or none' }),
      finding('CMP-TEMPLATES', `${BASE}api/components/a/b/`, { message: 'unbalanced {{' }),
      finding('STA-PCT-TRUNCATED', `${BASE}api/components/a/b/statistics/`, { severity: 'note', message: 'clamped' }),
    ],
  });
  const out = renderGithub(sanitizeReport(report));
  const lines = out.trimEnd().split('\n');
  const vary = lines.find((l) => l.startsWith('::error title=HDR-VARY%3A Vary includes Accept::'))!;
  t.ok(vary, 'an ::error with the ID in the title (its colon escaped)');
  t.match(vary, /::Vary: 50%25 of answers\\nhave no Accept, or none%0AGET http/, 'data escaped: %, and the line break between parts as %0A');
  t.ok(
    lines.some((l) => l.startsWith('::warning title=CMP-TEMPLATES%3A ')),
    'a warning below --fail-on is ::warning',
  );
  t.ok(
    lines.some((l) => l.startsWith('::notice title=STA-PCT-TRUNCATED%3A ')),
    'a note is ::notice',
  );
  t.equal(lines[lines.length - 1], 'stringent verdict: fail (exit 1)');
  t.notOk(
    lines.some((l) => l !== '' && !l.startsWith('::') && !/^(Requirements|Findings|Checked|stringent verdict):/.test(l)),
    'no line a server could have started',
  );
  t.end();
});

t.test('GitHub: with GITHUB_STEP_SUMMARY the Markdown summary is appended to it', async (t) => {
  const server = await startServer({ generate: 3, faults: ['HDR-VARY'] });
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-gh-'));
  t.teardown(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const summary = path.join(dir, 'summary.md');
  writeFileSync(summary, '# earlier step\n');
  const io = memoryIo({ env: { GITHUB_STEP_SUMMARY: summary } });
  t.equal(await main(['check', server.url, '--reporter', 'github'], io), 1);
  t.match(io.out(), /^::error title=HDR-VARY%3A /m);
  const md = readFileSync(summary, 'utf8');
  t.ok(md.startsWith('# earlier step\n## stringent: FAIL (exit 1)\n'), 'appended, not replaced');
  t.match(md, /\| HDR\\-VARY \| error \| \d+ \| /, 'a table row per requirement with findings');
  const quiet = memoryIo({ env: {} });
  await writeReports(buildReport(), [{ name: 'github' }], quiet);
  t.notOk(existsSync(path.join(dir, 'other.md')), 'without the variable nothing is written');
});

t.test('HTML: self-contained, nothing from the network', (t) => {
  const html = renderHtml(sanitizeReport(mixedReport()));
  t.notMatch(html, /<(?:link|img|iframe|object|embed)\b|\bsrc=|@import|url\(/i, 'no external resource');
  t.match(html, /Content-Security-Policy" content="default-src 'none'/, 'a CSP that forbids loading anything');
  t.end();
});

t.test('HTML in headless Chromium: grouped by outcome, filters by severity and requirement, curl lines, a screenshot', async (t) => {
  const browser = await launchChromium(t);
  if (!browser) return;
  const file = artifactPath('report.html');
  const report = mixedReport({
    target: { baseUrl: BASE, authenticated: true },
    findings: [
      finding('HDR-VARY', `${BASE}api/components/`, { message: 'Vary does not include Accept' }),
      finding('MTH-WRITE-REFUSED', `${BASE}api/components/`, { method: 'DELETE', message: 'DELETE without credentials answered 200' }),
      finding('CMP-TEMPLATES', `${BASE}api/components/hello/weblate/`, { pointer: '/commit_message', message: 'unbalanced {{ in template' }),
      finding('STA-PCT-TRUNCATED', `${BASE}api/components/hello/weblate/statistics/`, { severity: 'note', message: 'percentage clamped to 0.1' }),
    ],
  });
  await writeReports(report, [{ name: 'html', path: file }], memoryIo());
  const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`file://${file}`);
  t.same(requests, [`file://${file}`], 'the page loads nothing but itself');
  t.same(errors, [], 'no script error');
  t.match(await page.locator('#verdict').innerText(), /FAIL \(exit 1\)|ERROR \(exit 2\)/, 'the verdict is the first thing seen');
  const headings = await page.locator('section > h2').allInnerTexts();
  t.same(
    headings.map((h) => h.split(':')[0]),
    ['Failed', 'Warnings', 'Notes', 'Not applicable', 'Passed', 'Kit errors'],
    'requirements grouped by outcome, worst first',
  );
  const visible = async () => await page.locator('.finding:visible').count();
  t.equal(await visible(), 4, 'every finding shown at first');
  t.match(
    await page.locator('#failed .finding pre.curl').first().innerText(),
    /curl -sS -i -H 'Accept: application\/json' --compressed -H "Authorization: Token \$STRINGENT_TOKEN"/,
    'each finding shows its curl line',
  );
  t.match(await page.locator('#warnings').innerText(), /# curl -sS -X DELETE .*--data-raw '\{\}'/, 'a write probe is shown commented out, as sent');
  await page.locator('input[name=severity][value=error]').uncheck();
  t.equal(await visible(), 3, 'unchecking "error" hides the error finding');
  t.equal(await page.locator('#shown-count').innerText(), '3 shown');
  await page.locator('input[name=severity][value=warning]').uncheck();
  t.equal(await visible(), 1, 'and "warning" the warnings: the note is left');
  await page.locator('input[name=severity][value=error]').check();
  await page.locator('input[name=severity][value=warning]').check();
  await page.locator('#requirement-filter').selectOption('CMP-TEMPLATES');
  t.equal(await visible(), 1, 'choosing a requirement shows only its findings');
  t.match(await page.locator('.finding:visible').innerText(), /unbalanced \{\{ in template/);
  t.equal(await page.locator('.req[data-requirement="HDR-VARY"]:visible').count(), 0, 'other requirements with findings are hidden');
  await page.locator('#requirement-filter').selectOption('');
  const shot = artifactPath('report.png');
  await page.screenshot({ path: shot, fullPage: true });
  t.ok(existsSync(shot), 'screenshot kept in test-artifacts/report.png');
});
