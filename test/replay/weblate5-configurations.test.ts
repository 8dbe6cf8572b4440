/**
 * Stock Weblate 5.4.2 under ordinary configurations (categories, review on a project, a protected
 * project, a component without a licence, a linked component), replayed from its recorded run
 * (test/fixtures/weblate-5.4.2-configurations, provenance in test/fixtures/SOURCE.md). By the
 * document the replay fails exactly what Weblate's own code departs in; with --profile weblate-5
 * each departure is a note naming the Weblate behaviour, and the same requirements broken in any
 * other way (the recording edited) still fail.
 */
import t from 'tap';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../../src/cli.js';
import { PACKAGE_ROOT } from '../../src/base/paths.js';
import { loadProfile } from '../../src/options/config.js';
import type { Har } from '../../src/generated/har.js';
import type { Finding, Report } from '../../src/generated/report.js';

const HAR = path.join(PACKAGE_ROOT, 'test', 'fixtures', 'weblate-5.4.2-configurations', 'weblate-5.4.2-varied.har');
const BASE = 'http://127.0.0.1:8030/';
const dir = mkdtempSync(path.join(tmpdir(), 'stringent-weblate5-configurations-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));

/** By the document: each failed requirement with its exact number of findings (the recording's README, kit 619a0a6). */
const BY_THE_DOCUMENT: Record<string, number> = {
  'CMP-IDS-UNIQUE': 1,
  'CMP-SCHEMA': 22,
  'HDR-ALLOW': 2,
  'PAG-FORMAT-API': 1,
  'STA-SOURCE-COMPLETE': 2,
  'STA-ZERO-TOTAL': 24,
  'URL-ABSOLUTE': 2,
  'URL-COMPONENT-SHAPE': 4,
  'URL-STATS-SHAPE': 10,
};

async function run(args: string[]): Promise<{ code: number; report: Report; stderr: string }> {
  let out = '';
  let err = '';
  const io = { stdout: { write: (s: string) => (out += s) }, stderr: { write: (s: string) => (err += s) }, env: {}, cwd: PACKAGE_ROOT };
  const code = await main(args, io);
  return { code, report: JSON.parse(out) as Report, stderr: err };
}

const replay = (har: string, ...flags: string[]) => run(['check', '--replay', har, '--reporter', 'json', '--retries', '0', ...flags]);

/** Findings above note, per requirement. */
function errors(r: Report): Record<string, number> {
  const out: Record<string, number> = {};
  for (const f of r.findings) if (f.severity !== 'note') out[f.requirement] = (out[f.requirement] ?? 0) + 1;
  return out;
}

const errorsAt = (r: Report, id: string, url: string, pointer: RegExp): Finding[] =>
  r.findings.filter((f) => f.severity !== 'note' && f.requirement === id && f.url === BASE + url && pointer.test(f.pointer));

/**
 * The recording with the JSON bodies of the GET answers at `paths` (relative to the base URL)
 * changed by `edit`, written to a file of its own.
 */
function edited(name: string, paths: string[], edit: (body: Record<string, unknown>, path: string) => void): string {
  const har = JSON.parse(readFileSync(HAR, 'utf8')) as Har;
  let changed = 0;
  for (const e of har.log.entries) {
    const p = e.request.url.slice(BASE.length);
    const content = e.response.content;
    if (e.request.method !== 'GET' || !paths.includes(p) || content?.text === undefined) continue;
    const body = JSON.parse(content.text) as Record<string, unknown>;
    edit(body, p);
    content.text = JSON.stringify(body);
    content.size = Buffer.byteLength(content.text);
    changed++;
  }
  if (changed !== paths.length) throw new Error(`${name}: ${changed} answers edited of ${paths.length}`);
  const file = path.join(dir, `${name}.har`);
  writeFileSync(file, JSON.stringify(har));
  return file;
}

type Rec = Record<string, unknown>;
const results = (body: Rec): Rec[] => body.results as Rec[];
/** The component record with this project and slug in a list page, or the record itself. */
function component(body: Rec, project: string, slug: string, url?: string): Rec {
  const all = Array.isArray(body.results) ? results(body) : [body];
  const c = all.find((r) => (r.project as Rec).slug === project && r.slug === slug && (url === undefined || r.url === url));
  if (!c) throw new Error(`no ${project}/${slug}`);
  return c;
}

t.test('by the document the recording fails exactly the departures of Weblate code, with their counts', async (t) => {
  const { code, report, stderr } = await replay(HAR);
  t.equal(code, 1);
  t.same(errors(report), BY_THE_DOCUMENT);
  // The advice counts what the profile would accept, record-pinned exclusions included.
  t.match(
    stderr,
    `68 findings (${Object.keys(BY_THE_DOCUMENT).sort().join(', ')}) are known departures of Stock Weblate 5.x; if the server is one, run with --profile weblate-5`,
  );
  t.same(report.kitErrors, []);
  // URL-STATS-SHAPE's expected is the document's form: the component's slug, not the category path in any spelling.
  const stats = report.findings.filter((f) => f.requirement === 'URL-STATS-SHAPE');
  t.ok(stats.length > 0);
  for (const f of stats) {
    const m = /^http:\/\/127\.0\.0\.1:8030\/(projects|translate)\/atlas\/(intro|appendix)\/[a-z]{2}(_[A-Z]{2})?\/$/.exec(String(f.expected));
    t.ok(m, `expected ${String(f.expected)} is /${'{projects,translate}'}/<project>/<slug>/<code>/`);
    t.notMatch(f.message, /%25|handbook/, 'the message shows the same form');
  }
  // A message states what was found; the requirement what was due.
  const source = report.findings.find((f) => f.requirement === 'STA-SOURCE-COMPLETE')!;
  t.match(source, { actual: 0, expected: 100, message: 'the source-language item (en) has translated_percent 0.0, not 100.0' });
  const zero = report.findings.find((f) => f.requirement === 'STA-ZERO-TOTAL' && f.pointer.endsWith('/approved_percent'))!;
  t.match(zero, { actual: 100, expected: 0, message: 'approved_percent is 100.0 while total is 0, not 0.0' });
  const hidden = report.findings.find((f) => f.requirement === 'CMP-SCHEMA' && f.pointer.endsWith('/vcs'))!;
  t.match(hidden, { expected: 'string', actual: 'null', message: 'vcs must be string, not null' });
  const git = report.findings.find((f) => f.requirement === 'URL-ABSOLUTE')!;
  t.match(git.message, /^git_export is not an absolute URL starting with the base URL/);
});

t.test('with --profile weblate-5 it exits 0: every departure a note naming the Weblate behaviour and its code', async (t) => {
  for (const flags of [[], ['--probe-errors', '--methods-all']]) {
    const { code, report } = await replay(HAR, '--profile', 'weblate-5', ...flags);
    t.equal(code, 0, flags.join(' '));
    t.same(errors(report), {}, 'no error or warning');
    t.equal(report.summary.errors, 0);
    const notes = report.findings.filter((f) => f.severity === 'note');
    t.equal(notes.length, 68, 'the 68 findings, each a note');
    t.same([...new Set(notes.map((f) => f.requirement))].sort(), Object.keys(BY_THE_DOCUMENT).sort());
    for (const id of Object.keys(BY_THE_DOCUMENT)) t.equal(report.requirements.find((q) => q.id === id)!.status, 'passed', `${id} passes`);
    // Each Weblate behaviour is named by a note of its own.
    const named = (because: RegExp): Finding[] => notes.filter((f) => because.test(f.message));
    const behaviours: [string, RegExp, string, number][] = [
      ['category address', /accepted: Weblate 5 addresses a component in a category .*get_reverse_kwargs\(\)/, 'URL-COMPONENT-SHAPE', 4],
      ['category statistics address', /accepted: Weblate 5 writes a statistics item's url .*Category\.get_url_path\(\)/, 'URL-STATS-SHAPE', 10],
      ['repeated slug', /accepted: Weblate 5 keeps a component's slug unique per level .*clean_unique_together\(\)/, 'CMP-IDS-UNIQUE', 1],
      ['review, total 0', /accepted: Weblate 5 with review on .*calculate_percent\(\)/, 'STA-ZERO-TOTAL', 24],
      ['source review', /accepted: Weblate 5 with source review on .*calculate_percent\(\)/, 'STA-SOURCE-COMPLETE', 2],
      ['protected project', /accepted: Weblate 5 hides a protected project's repository .*ComponentSerializer\.to_representation\(\)/, 'CMP-SCHEMA', 20],
      ['no licence', /accepted: Weblate 5 gives a component without a licence .*get_license_url\(\)/, 'CMP-SCHEMA', 2],
      ['linked component', /accepted: Weblate 5 exports no repository of a linked component .*update_component_git_export\(\)/, 'URL-ABSOLUTE', 2],
      ['Allow', /accepted: Weblate 5's component view also serves PUT, PATCH and DELETE/, 'HDR-ALLOW', 2],
      ['format=api', /accepted: Weblate 5 \(Django REST framework\) answers format=api/, 'PAG-FORMAT-API', 1],
    ];
    for (const [what, because, id, n] of behaviours) {
      const found = named(because);
      t.equal(found.length, n, `${what}: ${n} notes`);
      t.ok(
        found.every((f) => f.requirement === id),
        `${what}: under ${id}`,
      );
    }
    t.equal(
      behaviours.reduce((sum, b) => sum + b[3], 0),
      notes.length,
      'no note without its behaviour',
    );
  }
});

t.test('under the profile a category address in another form still fails', async (t) => {
  const forms = {
    'single-encoded': `${BASE}api/components/atlas/handbook%2Fdeep%2Fappendix/`,
    'path segments': `${BASE}api/components/atlas/handbook/deep/appendix/`,
    'another slug': `${BASE}api/components/atlas/handbook%252Fdeep%252Fappendices/`,
    'another project': `${BASE}api/components/ledger/handbook%252Fdeep%252Fappendix/`,
  };
  for (const [name, form] of Object.entries(forms)) {
    const har = edited(`component-address-${name.replace(/ /g, '-')}`, ['api/components/'], (body) => {
      component(body, 'atlas', 'appendix').url = form;
    });
    const { code, report } = await replay(har, '--profile', 'weblate-5');
    t.equal(code, 1, name);
    t.equal(errorsAt(report, 'URL-COMPONENT-SHAPE', 'api/components/', /^\/results\/\d+\/url$/).length, 1, `${name}: the list element's url fails`);
    t.equal(report.findings.filter((f) => f.requirement === 'URL-COMPONENT-SHAPE' && f.severity !== 'note').length, 1, `${name}: nothing else of it`);
  }
  // The Weblate form on a component that is in no category is not Weblate's either.
  const har = edited('category-form-without-category', ['api/components/'], (body) => {
    component(body, 'atlas', 'appendix').category = null;
  });
  const { report } = await replay(har, '--profile', 'weblate-5');
  t.equal(
    errorsAt(report, 'URL-COMPONENT-SHAPE', 'api/components/', /^\/results\/\d+\/(url|statistics_url)$/).length,
    2,
    'category null: url and statistics_url fail',
  );
  // A statistics item's address in another form than Weblate's.
  const stats = 'api/components/atlas/handbook%252Fintro/statistics/';
  for (const [name, form] of Object.entries({
    'encoded path': `${BASE}projects/atlas/handbook%252Fintro/sv/`,
    'another slug': `${BASE}projects/atlas/handbook/outro/sv/`,
    'another code': `${BASE}projects/atlas/handbook/intro/uk/`,
  })) {
    const edit = edited(`stats-address-${name.replace(/ /g, '-')}`, [stats], (body) => {
      results(body).find((i) => i.code === 'sv')!.url = form;
    });
    const { code, report } = await replay(edit, '--profile', 'weblate-5');
    t.equal(code, 1, name);
    t.same(
      report.findings.filter((f) => f.requirement === 'URL-STATS-SHAPE' && f.severity !== 'note').map((f) => [f.url, f.actual]),
      [[BASE + stats, form]],
      `${name}: that url fails, with the document's form as expected`,
    );
  }
});

t.test('under the profile a slug repeated at the same level still fails', async (t) => {
  // The category component addressed as if it stood at the top level: the same level as atlas/intro.
  const har = edited('repeated-slug-same-level', ['api/components/'], (body) => {
    component(body, 'atlas', 'intro', `${BASE}api/components/atlas/handbook%252Fintro/`).url = `${BASE}api/components/atlas/intro/`;
  });
  const { code, report } = await replay(har, '--profile', 'weblate-5');
  t.equal(code, 1);
  t.equal(errorsAt(report, 'CMP-IDS-UNIQUE', 'api/components/', /\/slug$/).length, 1);
});

t.test('under the profile a null in an unprotected record, or in a field outside the pinned set, still fails', async (t) => {
  const cases: [string, string, string, (c: Rec) => void, RegExp][] = [
    ['one field null in a public project', 'atlas', 'intro', (c) => (c.repo = null), /\/repo$/],
    [
      'five of the six null (screenshot_filemask given)',
      'atlas',
      'intro',
      (c) => {
        for (const k of ['vcs', 'repo', 'branch', 'filemask', 'push']) c[k] = null;
        c.screenshot_filemask = 'docs/*.png';
      },
      /\/(vcs|repo|branch|filemask|push)$/,
    ],
    ['another field null in the protected record', 'vault', 'core', (c) => (c.template = null), /\/template$/],
    ['the name null in the protected record', 'vault', 'core', (c) => (c.name = null), /\/name$/],
  ];
  for (const [name, project, slug, edit, pointer] of cases) {
    const har = edited(`null-${name.replace(/\W+/g, '-')}`, ['api/components/', `api/components/${project}/${slug}/`], (body) =>
      edit(component(body, project, slug)),
    );
    const { code, report } = await replay(har, '--profile', 'weblate-5');
    t.equal(code, 1, name);
    const inList = errorsAt(report, 'CMP-SCHEMA', 'api/components/', pointer);
    const inRecord = errorsAt(report, 'CMP-SCHEMA', `api/components/${project}/${slug}/`, pointer);
    t.ok(inList.length > 0 && inRecord.length === inList.length, `${name}: fails in the list and in the record (${inList.length}, ${inRecord.length})`);
  }
  // license_url null where a licence is named is not Weblate's "no licence".
  const har = edited('licence-named-url-null', ['api/components/', 'api/components/atlas/intro/'], (body) => {
    const c = component(body, 'atlas', 'intro');
    c.license = 'MIT';
    c.license_url = null;
  });
  const { report } = await replay(har, '--profile', 'weblate-5');
  t.equal(errorsAt(report, 'CMP-SCHEMA', 'api/components/', /\/license_url$/).length, 1, 'license MIT with license_url null fails');
});

t.test('under the profile git_export "" on a component that links to none still fails', async (t) => {
  const har = edited('git-export-unlinked', ['api/components/', 'api/components/atlas/intro/'], (body) => {
    component(body, 'atlas', 'intro').git_export = '';
  });
  const { code, report } = await replay(har, '--profile', 'weblate-5');
  t.equal(code, 1);
  t.equal(errorsAt(report, 'URL-ABSOLUTE', 'api/components/', /\/git_export$/).length, 1);
  t.equal(errorsAt(report, 'URL-ABSOLUTE', 'api/components/atlas/intro/', /^\/git_export$/).length, 1);
});

t.test('under the profile approved 100.0 on a project without review, or a wrong percentage, still fails', async (t) => {
  // demo/glossary: 0 strings in a project without review, 100.0 translated and 0.0 approved, as the document has it.
  const glossary = 'api/components/demo/glossary/statistics/';
  const blank = 'api/components/ledger/blank/statistics/';
  const cases: [string, string, (item: Rec, index: number) => void, RegExp][] = [
    ['approved 100.0 without review', glossary, (i) => (i.approved_percent = 100), /\/approved_percent$/],
    [
      'approved 100.0 and translated 0.0 with the words and characters still 100.0',
      glossary,
      (i) => {
        i.approved_percent = 100;
        i.translated_percent = 0;
      },
      /\/(approved_percent|translated_percent)$/,
    ],
    // A wrong percentage makes the item no longer Weblate's review form: none of its departures is accepted.
    ['translated 50.0 with review', blank, (i) => (i.translated_percent = 50), /\/(approved_percent|translated(_words|_chars)?_percent)$/],
    ['approved 99.9 with review', blank, (i) => (i.approved_percent = 99.9), /\/(approved_percent|translated(_words|_chars)?_percent)$/],
    ['fuzzy 100.0 with review', blank, (i) => (i.fuzzy_percent = 100), /\/fuzzy_percent$/],
  ];
  for (const [name, list, edit, pointer] of cases) {
    const har = edited(`review-${name.replace(/\W+/g, '-')}`, [list], (body) => {
      edit(results(body)[1]!, 1);
    });
    const { code, report } = await replay(har, '--profile', 'weblate-5');
    t.equal(code, 1, name);
    const failed = errorsAt(report, 'STA-ZERO-TOTAL', list, /^\/results\/1\//);
    t.ok(failed.length > 0 && failed.every((f) => pointer.test(f.pointer)), `${name}: ${failed.map((f) => f.pointer).join(' ')}`);
  }
  // The source item with review: translated_percent 0.0 only with approved_percent 100.0.
  const har = edited('source-review-approved-0', [blank], (body) => {
    results(body)[0]!.approved_percent = 0;
  });
  const { report } = await replay(har, '--profile', 'weblate-5');
  t.equal(errorsAt(report, 'STA-SOURCE-COMPLETE', blank, /^\/results\/0\/translated_percent$/).length, 1, 'source item 0.0 / 0.0 fails');
});

t.test('the profile reads as configuration and pins what it accepts', async (t) => {
  const profile = loadProfile('weblate-5', PACKAGE_ROOT).config;
  const pinned = profile.exclude!.filter((x) => x.record !== undefined);
  t.ok(pinned.length >= 7, 'the configuration behaviours are pinned on their records');
  for (const x of pinned) t.match(x.because, /weblate\//, `${x.requirement}: because names the Weblate code`);
});
