/**
 * The HTML report as a person works through it, in headless Chromium (the system browser, through
 * playwright-core): a search field, one collapsible <details> per requirement with examples folded
 * beyond the first three, a copy button on every curl line, an anchor on every finding named from its
 * identity, a compact page for 100 findings, nothing loaded and no policy violated, and all of it from
 * the keyboard.
 */
import t from 'tap';
import type { Page } from 'playwright-core';
import type { Finding } from '../../src/generated/report.js';
import { renderHtml, sanitizeReport, writeReports } from '../../src/report/index.js';
import { findingAnchors, HTML_SHOWN_PER_REQUIREMENT } from '../../src/report/html.js';
import { artifactPath, launchChromium } from './chromium.js';
import { BASE, buildReport, finding, memoryIo } from './fixtures.js';

/** 100 findings over four requirements (each group within the 50 a report lists), as a faulty deployment gives them. */
function hundred(): Finding[] {
  const fs: Finding[] = [];
  for (let i = 0; i < 45; i++)
    fs.push(
      finding('STA-PCT-TRUNCATED', `${BASE}api/components/p${i}/c/statistics/`, {
        pointer: `/results/${i % 20}/translated_percent`,
        message: 'translated_percent is 66.7, not 12/18 truncated',
        expected: 66.6,
        actual: 66.7,
      }),
    );
  for (let i = 0; i < 25; i++)
    fs.push(finding('HDR-VARY', `${BASE}api/components/p${i}/c/`, { message: 'Vary does not include Accept', expected: 'Accept', actual: null }));
  for (let i = 0; i < 15; i++)
    fs.push(finding('CMP-TEMPLATES', `${BASE}api/components/p${i}/c/`, { pointer: '/commit_message', message: 'unbalanced {{ in template' }));
  for (let i = 0; i < 15; i++)
    fs.push(
      finding('URL-ABSOLUTE', `${BASE}api/components/p${i}/c/`, {
        pointer: '/lock_url',
        message: 'lock_url is on another host',
        related: [`${BASE}a/`, `${BASE}b/`, `${BASE}c/`],
        relatedOmitted: 4,
      }),
    );
  return fs;
}

t.test('anchors follow the finding identity: the same finding keeps its anchor across runs, a repeated identity is numbered', async (t) => {
  const a = finding('HDR-VARY', `${BASE}api/components/`, { message: 'the same on 10 answers' });
  const b = finding('HDR-VARY', `${BASE}api/components/`, { message: 'the same on 11 answers' });
  const c = finding('HDR-VARY', `${BASE}api/components/x/y/`, { message: 'the same on 10 answers' });
  const first = findingAnchors([a, c], BASE);
  const second = findingAnchors([b], BASE);
  t.equal(first.get(a), second.get(b), 'a count in the message does not move the anchor');
  t.not(first.get(a), first.get(c), 'another address is another anchor');
  t.match(first.get(a), /^f-[0-9a-f]{16}$/);
  const twice = findingAnchors([a, { ...a }], BASE);
  t.same([...twice.values()], [first.get(a), `${first.get(a)}-2`], 'the second finding of one identity is numbered');
  const html = renderHtml(sanitizeReport(buildReport({ findings: [a, c] })));
  t.match(html, `id="${first.get(a)}"`);
  t.match(html, `href="#${first.get(a)}"`);
});

t.test('the page holds the policy it states: style and script allowed by their hashes, nothing else', async (t) => {
  const html = renderHtml(sanitizeReport(buildReport({ findings: hundred() })));
  const csp = /Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
  t.match(csp, /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*'; script-src 'sha256-[A-Za-z0-9+/]+=*';/);
  t.notMatch(csp, /unsafe-inline|unsafe-eval/, 'no blanket inline permission');
  t.notMatch(
    html,
    /<(?:link|img|iframe|object|embed)\b|\bsrc=|@import|url\(|\bstyle="|\bon[a-z]+="/i,
    'no external resource, inline style attribute or handler attribute',
  );
});

t.test('HTML report in headless Chromium: search, collapsible requirements, copy buttons, anchors, compact, keyboard', async (t) => {
  const browser = await launchChromium(t);
  if (!browser) return;
  const file = artifactPath('report-100.html');
  const findings = hundred();
  const report = buildReport({ findings, target: { baseUrl: BASE, authenticated: true } });
  await writeReports(report, [{ name: 'html', path: file }], memoryIo());
  const anchors = findingAnchors(sanitizeReport(report).findings, BASE);
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page: Page = await context.newPage();
  const requests: string[] = [];
  const problems: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('pageerror', (e) => problems.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error' || /Content Security Policy/i.test(m.text())) problems.push(m.text());
  });
  await page.goto(`file://${file}`);
  t.same(requests, [`file://${file}`], 'the page loads nothing but itself');
  t.same(problems, [], 'no script error, no policy violation (the inline style and script run under their hashes)');
  t.equal(await page.evaluate(() => getComputedStyle(document.getElementById('filters')!).position), 'sticky', 'the style applied');

  // Compact: 100 findings, the first three of each requirement shown, the rest folded.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  t.comment(`document height with 100 findings: ${height} px`);
  t.ok(height <= 5000, `100 findings make a page of ${height} px, at most 5000`);
  t.equal(await page.locator('details.req').count(), report.requirements.length, 'one <details> per requirement');
  t.equal(await page.locator('details.req[open]').count(), 4, 'the four requirements with findings open, the others folded');
  t.equal(await page.locator('.finding:visible').count(), 4 * HTML_SHOWN_PER_REQUIREMENT, 'three findings shown per requirement');
  t.equal(await page.locator('.finding').count(), 100, 'all 100 listed in the page');
  t.match(await page.locator('details.req[data-requirement="STA-PCT-TRUNCATED"] details.more > summary').innerText(), /^42 more listed$/);

  // Search: words narrow the findings and open what holds them.
  await page.keyboard.press('Tab');
  t.equal(await page.evaluate(() => document.activeElement?.id), 'search', 'the first Tab reaches the search field');
  await page.keyboard.type('p42/');
  t.equal(await page.locator('#shown-count').innerText(), '1 shown', 'one finding names p42/');
  t.equal(await page.locator('.finding:visible').count(), 1, 'and it is visible, though it was folded');
  t.match(await page.locator('.finding:visible').innerText(), /p42\/c\/statistics/);
  t.equal(await page.locator('details.req:visible').count(), 1, 'the other requirements are hidden');
  t.equal(await page.locator('section#passed:visible').count(), 0, 'so is a section left empty');
  await page.locator('#search').fill('vary accept');
  t.equal(await page.locator('#shown-count').innerText(), '25 shown', 'several words must all match');
  await page.locator('#search').fill('');
  t.equal(await page.locator('.finding:visible').count(), 4 * HTML_SHOWN_PER_REQUIREMENT, 'clearing the search folds again what it opened');
  t.equal(await page.locator('#shown-count').innerText(), '100 shown');

  // Keyboard: Enter in the search field goes to the first requirement; Enter and Space toggle it.
  await page.locator('#search').focus();
  await page.keyboard.type('cmp-templates');
  await page.keyboard.press('Enter');
  const focused = () =>
    page.evaluate(
      () => (document.activeElement?.closest('details.req') as HTMLElement | null)?.getAttribute('data-requirement') + ':' + document.activeElement?.tagName,
    );
  t.equal(await focused(), 'CMP-TEMPLATES:SUMMARY', 'Enter moves to the summary of the first match');
  const isOpen = () => page.evaluate(() => (document.activeElement?.parentElement as HTMLDetailsElement).open);
  t.equal(await isOpen(), true);
  await page.keyboard.press('Enter');
  t.equal(await isOpen(), false, 'Enter folds it');
  await page.keyboard.press('Space');
  t.equal(await isOpen(), true, 'Space opens it');
  // Tab on to the first copy button (past the anchor link) and press it.
  let reached = '';
  for (let i = 0; i < 6 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate(() => (document.activeElement?.classList.contains('copy') ? document.activeElement.getAttribute('aria-controls')! : ''));
  }
  t.match(reached, /^f-[0-9a-f]{16}-curl$/, 'a copy button is reachable by Tab');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']).catch(() => undefined);
  await page.keyboard.press('Enter');
  await page.waitForSelector('button.copy[data-copied]');
  const curl = await page.locator(`#${reached}`).innerText();
  t.match(
    curl,
    /^curl -sS -i -H 'Accept: application\/json' --compressed -H "Authorization: Token \$STRINGENT_TOKEN" 'https:\/\/weblate\.example\/api\/components\/p\d\/c\/'$/,
  );
  const copied = await page.evaluate(() => navigator.clipboard.readText().catch(() => null));
  if (copied !== null) t.equal(copied, curl, 'the clipboard holds the curl line');
  else t.comment('the clipboard cannot be read back here; the button said it copied');

  // Anchors: each finding has one; following a link to a folded finding unfolds it.
  await page.locator('#search').fill('');
  const ids = await page.locator('.finding').evaluateAll((els) => els.map((e) => e.id));
  t.equal(new Set(ids).size, 100, 'every finding has its own anchor');
  t.same(ids.slice().sort(), [...anchors.values()].sort(), 'named from the identities of the report findings');
  const folded = findings.filter((f) => f.requirement === 'STA-PCT-TRUNCATED')[40]!;
  const target = [...anchors.entries()].find(([f]) => f.url === folded.url && f.pointer === folded.pointer)![1];
  t.equal(await page.locator(`#${target}`).isVisible(), false, 'the 41st finding is folded');
  await page.goto(`file://${file}#${target}`);
  t.equal(await page.locator(`#${target}`).isVisible(), true, 'opening its anchor unfolds it');
  t.equal(await page.evaluate(() => document.querySelector(':target')?.id), target);
  await page.screenshot({ path: artifactPath('report-100.png') });
  t.same(problems, [], 'no script error along the way');
});
