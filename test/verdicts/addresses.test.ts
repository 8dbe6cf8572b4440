/**
 * URL-valued fields judged as the server wrote them, over real sockets. Each repair the WHATWG URL
 * parser makes (\ for /, a tab or line break dropped, a leading space stripped, a dot segment
 * resolved, a space encoded) is a departure as written, filed under every requirement it breaks;
 * what RFC 3986 calls the same address (the case of scheme and host, the case of percent-encoding
 * hex digits, an encoded unreserved character, an explicit default port) is no finding.
 */
import t from 'tap';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { failing, run, verdictFixture } from './fixture.js';
import { rewriteStrings, rewriteText } from './rewrite.js';
import { componentRecord } from '../hostile/data.js';
import { validateFiles } from '../../src/run/validate.js';

type R = Record<string, unknown>;

for (const [what, edit, field, expected, reason] of [
  [
    'statistics_url written with \\ for /',
    (c: R, base: string) => void (c.statistics_url = base + String(c.statistics_url).slice(base.length).replace(/\//g, '\\')),
    '/statistics_url',
    ['URL-ABSOLUTE', 'URL-COMPONENT-SHAPE'],
    /\\ where \/ belongs/,
  ],
  [
    'changes_list_url with a tab',
    (c: R) => void (c.changes_list_url = String(c.changes_list_url).replace('changes/', 'chan\tges/')),
    '/changes_list_url',
    ['URL-ABSOLUTE'],
    /tab/,
  ],
  ['lock_url with a line break', (c: R) => void (c.lock_url = String(c.lock_url).replace('lock/', 'lo\nck/')), '/lock_url', ['URL-ABSOLUTE'], /line break/],
  ['web_url with a leading space', (c: R) => void (c.web_url = ` ${String(c.web_url)}`), '/web_url', ['URL-ABSOLUTE'], /begins or ends with a space/],
  [
    'project languages_url through x/../',
    (c: R) => void ((c.project as R).languages_url = `${String((c.project as R).url)}x/../languages/`),
    '/project/languages_url',
    ['URL-ABSOLUTE', 'URL-PROJECT-SHAPE'],
    /dot segment/,
  ],
  [
    'project languages_url through x/%2E%2e/ (a dot segment percent-encoded, which a URL parser resolves too)',
    (c: R) => void ((c.project as R).languages_url = `${String((c.project as R).url)}x/%2E%2e/languages/`),
    '/project/languages_url',
    ['URL-ABSOLUTE', 'URL-PROJECT-SHAPE'],
    /dot segment/,
  ],
  ['lock_url through %2e/', (c: R) => void (c.lock_url = String(c.lock_url).replace('lock/', '%2e/lock/')), '/lock_url', ['URL-ABSOLUTE'], /dot segment/],
  ['git_export with a space', (c: R) => void (c.git_export = String(c.git_export).replace('/git/', '/git /')), '/git_export', ['URL-ABSOLUTE'], /space/],
] as const) {
  t.test(`addresses as written: ${what} is ${expected.join(' and ')}`, async (t) => {
    const f = await verdictFixture(t, {
      override: (_req, _res, ctx) => {
        const c = ctx.data.components.find((x) => x.slug === 'comp-2')!;
        if (!c.edited) {
          edit(c, ctx.base);
          // A marker the served record carries; the rules see an extra field, which is allowed.
          c.edited = true;
        }
        return false;
      },
    });
    const report = await run(f);
    t.same(failing(report), expected);
    const absolute = report.findings.filter((x) => x.requirement === 'URL-ABSOLUTE');
    t.same(absolute.map((x) => x.pointer).sort(), [field, `/results/1${field}`].sort(), 'in the list element and the instance record');
    t.ok(
      absolute.every((x) => reason.test(x.message)),
      absolute.map((x) => x.message).join('; '),
    );
  });
}

t.test('addresses as written: the scheme in capitals everywhere, next and previous included, is no finding', async (t) => {
  const f = await verdictFixture(t, { lengths: { 'comp-2': 45 }, override: rewriteStrings((s) => s.replace(/^http:\/\//, 'HTTP://')) });
  const report = await run(f);
  t.same(report.findings, []);
  t.ok(
    f.requests.some((r) => r.path.includes('page=3')),
    'the list was walked to its end',
  );
});

t.test('addresses as written: the host in other capitals is no finding', async (t) => {
  const f = await verdictFixture(t, { lengths: { 'comp-2': 45 }, override: rewriteStrings((s) => s.replace('//127.0.0.1:', '//LocalHost:')) });
  const report = await run(f, { baseUrl: f.base.replace('127.0.0.1', 'localhost') });
  t.same(report.findings, []);
  t.ok(
    f.requests.some((r) => r.path.includes('page=3')),
    'the list was walked to its end',
  );
});

t.test('addresses as written: percent-encoding in lower-case hex, and an unreserved character encoded, are no finding', async (t) => {
  const f = await verdictFixture(t, {
    lengths: { 'comp-2': 45 },
    override: rewriteStrings((s) => (/^http:\/\//.test(s) ? s.replace(/comp-(\d)/g, 'comp%2d$1').replace(/\/en\//g, '/%65n/') : s)),
  });
  const report = await run(f);
  t.same(report.findings, []);
  t.ok(
    f.requests.some((r) => r.path.startsWith('/api/components/demo/comp%2d2/')),
    'the addresses were followed as written',
  );
});

t.test('addresses as written: an explicit default port is no finding, another port is', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-port-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'component.json');
  writeFileSync(file, JSON.stringify(componentRecord('http://weblate.example:80/', 'demo', 'comp-1', 1)));
  t.same(validateFiles([file], { baseUrl: 'http://weblate.example/' }).findings, [], ':80 on http is the default port');
  writeFileSync(file, JSON.stringify(componentRecord('https://weblate.example:443/', 'demo', 'comp-1', 1)));
  t.same(validateFiles([file], { baseUrl: 'https://weblate.example/' }).findings, [], ':443 on https is the default port');
  writeFileSync(file, JSON.stringify(componentRecord('http://weblate.example:8080/', 'demo', 'comp-1', 1)));
  t.same(
    [...new Set(validateFiles([file], { baseUrl: 'http://weblate.example/' }).findings.map((x) => x.requirement))],
    ['URL-ABSOLUTE'],
    'another port is another origin',
  );
});

// next and previous are URL-valued fields (§1) and the addresses of pages n + 1 and n - 1 (§2.1): as written, not as a
// parser repairs them. A tab makes the envelope's link no URL at all (PAG-ENVELOPE), and a page whose envelope is
// broken is not walked for its links.
for (const [what, respell, expected] of [
  ['\\ for /', (s: string) => s.replace('/api/components/', '/api\\components/'), ['PAG-NEXT', 'PAG-PREVIOUS', 'URL-ABSOLUTE']],
  ['a tab', (s: string) => s.replace('components/', 'compo\tnents/'), ['PAG-ENVELOPE', 'URL-ABSOLUTE']],
  ['a dot segment', (s: string) => s.replace('/api/components/', '/api/x/../components/'), ['PAG-NEXT', 'PAG-PREVIOUS', 'URL-ABSOLUTE']],
] as const) {
  t.test(`addresses as written: next and previous with ${what} are ${expected.join(' and ')}`, async (t) => {
    const f = await verdictFixture(t, {
      lengths: { 'comp-2': 45 },
      override: rewriteText((where, text) => {
        const page = JSON.parse(text) as R;
        if (!('results' in page)) return text;
        for (const k of ['next', 'previous']) if (typeof page[k] === 'string') page[k] = respell(page[k]);
        return JSON.stringify(page);
      }),
    });
    const report = await run(f);
    t.same(failing(report), expected);
    for (const id of ['PAG-NEXT', 'PAG-PREVIOUS'].filter((x) => (expected as readonly string[]).includes(x)))
      t.ok(
        report.findings.some((x) => x.requirement === id && x.code === 'repaired'),
        `${id}: as written it is not the address of the page`,
      );
    const absolute = report.findings.filter((x) => x.requirement === 'URL-ABSOLUTE');
    t.ok(
      absolute.some((x) => x.pointer === '/next') && absolute.some((x) => x.pointer === '/previous'),
      absolute.map((x) => `${x.pointer}: ${x.message}`).join('; '),
    );
  });
}
