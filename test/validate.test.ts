import t, { type Test } from 'tap';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PACKAGE_ROOT } from '../src/base/paths.js';
import { validateFiles } from '../src/run/validate.js';
import type { Report } from '../src/generated/report.js';
import { runCli } from './cli-in-process.js';

const DOCS_ITEM = path.join(PACKAGE_ROOT, 'test', 'fixtures', 'docs-examples', 'tests-expected-translation-statistics.json');
const BIN = path.join(PACKAGE_ROOT, 'bin', 'stringent.js');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `stringent validate ARGS`, run in this process. */
function cli(...args: string[]): Promise<Run> {
  return runCli(['validate', ...args], { cwd: PACKAGE_ROOT });
}

/** `stringent validate ARGS` as a real process: the exit status and the streams as a shell sees them. */
function binary(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, 'validate', ...args], { cwd: PACKAGE_ROOT, timeout: 30_000 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

const dir = mkdtempSync(path.join(tmpdir(), 'stringent-validate-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));
function file(name: string, content: unknown): string {
  const p = path.join(dir, name);
  writeFileSync(p, typeof content === 'string' ? content : JSON.stringify(content));
  return p;
}

const docsItem = JSON.parse(readFileSync(DOCS_ITEM, 'utf8')) as Record<string, unknown>;

/** One coded line on stderr, and no stack trace. */
function oneCodedLine(t: Test, r: Run, code: string): void {
  const lines = r.stderr.trimEnd().split('\n');
  t.match(lines[0], new RegExp(`^stringent: ${code}: `), `stderr names ${code}`);
  t.equal(lines.length, 1, 'one line on stderr');
  t.notMatch(r.stderr, /^\s+at /m, 'no stack trace');
  t.equal(r.stdout, '', 'nothing on stdout');
}

t.test("Weblate's own expected statistics item: extra fields are fine; only the omitted last_change is named (the real binary)", async (t) => {
  const r = await binary(DOCS_ITEM, '--reporter', 'json');
  t.equal(r.code, 1, r.stderr);
  const report = JSON.parse(r.stdout) as Report;
  t.same(
    report.findings.map((f) => [f.requirement, f.pointer]),
    [['STA-SCHEMA', '/last_change']],
    'the docs copy drops last_change (its test skips the field); nothing else is a finding',
  );
});

t.test("Weblate's expected statistics item with its last_change back: no finding, exit 0", async (t) => {
  const p = file('docs-item-with-last-change.json', { ...docsItem, last_change: null });
  const r = await cli(p, '--as', 'statistics-item', '--reporter', 'json');
  t.equal(r.code, 0, r.stderr);
  const report = JSON.parse(r.stdout) as Report;
  t.same(report.findings, []);
  t.same(report.target.files, [p]);
  const status = (id: string) => report.requirements.find((x) => x.id === id)?.status;
  t.equal(status('STA-SCHEMA'), 'passed');
  t.equal(status('STA-PCT-TRUNCATED'), 'passed');
  t.equal(status('HDR-VARY'), 'skipped', 'HTTP requirements are skipped');
  t.equal(status('URL-ABSOLUTE'), 'skipped', 'no --base-url: addresses are not compared with a base');
  t.equal(status('URL-STATS-SHAPE'), 'passed', 'path shapes are still checked');
});

t.test('exit 1 for a finding; --fail-on never turns it into 0', async (t) => {
  const p = file('rounded.json', { ...docsItem, last_change: null, translated: 1, translated_percent: 25.1 });
  const r = await cli(p, '--reporter', 'json');
  t.equal(r.code, 1);
  t.same(
    (JSON.parse(r.stdout) as Report).findings.map((f) => [f.requirement, f.pointer, f.expected, f.actual]),
    [['STA-PCT-TRUNCATED', '/translated_percent', 25, 25.1]],
  );
  t.equal((await cli(p, '--reporter', 'json', '--fail-on', 'never')).code, 0);
});

t.test('a warning fails only with --fail-on warning', async (t) => {
  const p = file('partial-group.json', { ...docsItem, last_change: null, comments: undefined });
  t.equal((await cli(p, '--reporter', 'json')).code, 0, 'STA-OPTIONAL-GROUP is a warning');
  t.equal((await cli(p, '--reporter', 'json', '--fail-on', 'warning')).code, 1);
});

t.test('100 and 100.0 in the file text are the same number', async (t) => {
  const base = { ...docsItem, last_change: null, translated: 4, translated_words: 19, translated_chars: 139 };
  for (const text of ['100', '100.0']) {
    const json = JSON.stringify({ ...base, translated_percent: 1, translated_words_percent: 1, translated_chars_percent: 1 }).replace(
      /:1([,}])/g,
      `:${text}$1`,
    );
    t.match(json, `"translated_percent":${text},`);
    const r = await cli(file(`hundred-${text}.json`, json), '--reporter', 'json');
    t.equal(r.code, 0, `${text}: ${r.stdout.slice(0, 300)}`);
  }
});

t.test('--base-url turns on URL-ABSOLUTE; the docs example lives on example.com', async (t) => {
  const p = file('docs-item-base.json', { ...docsItem, last_change: null });
  const ok = await cli(p, '--base-url', 'http://example.com/', '--reporter', 'json');
  t.equal(ok.code, 0, ok.stdout.slice(0, 300));
  const other = await cli(p, '--base-url', 'http://weblate.test/', '--reporter', 'json');
  t.equal(other.code, 1);
  t.same([...new Set((JSON.parse(other.stdout) as Report).findings.map((f) => f.requirement))], ['URL-ABSOLUTE']);
});

t.test('a missing file is exit 2 with E_FILE (the real binary)', async (t) => {
  const r = await binary(path.join(dir, 'does-not-exist.json'));
  t.equal(r.code, 2);
  oneCodedLine(t, r, 'E_FILE');
});

t.test('a file that is not JSON is exit 2 with E_FILE', async (t) => {
  const r = await cli(file('broken.json', '{"total": 4,'));
  t.equal(r.code, 2);
  oneCodedLine(t, r, 'E_FILE');
  t.match(r.stderr, 'broken.json');
});

t.test('a document of no recognisable kind is exit 2 with E_UNKNOWN_KIND naming the file and the kinds', async (t) => {
  const r = await cli(file('empty-page.json', { count: 0, next: null, previous: null, results: [] }));
  t.equal(r.code, 2);
  oneCodedLine(t, r, 'E_UNKNOWN_KIND');
  t.match(r.stderr, 'empty-page.json');
  t.match(r.stderr, 'component-list, component, statistics, statistics-item');
});

t.test('--as names the kind of an ambiguous document', async (t) => {
  const r = await cli(file('empty-stats.json', { count: 0, next: null, previous: null, results: [] }), '--as', 'statistics', '--reporter', 'json');
  t.equal(r.code, 0, r.stderr);
});

t.test('an unknown --as is exit 2 with E_UNKNOWN_KIND', async (t) => {
  const r = await cli(DOCS_ITEM, '--as', 'translation');
  t.equal(r.code, 2);
  oneCodedLine(t, r, 'E_UNKNOWN_KIND');
  t.match(r.stderr, '"translation"');
});

t.test('a --base-url that is not a URL is exit 2 with E_BAD_OPTION', async (t) => {
  const r = await cli(DOCS_ITEM, '--base-url', 'weblate.test');
  t.equal(r.code, 2);
  t.match(r.stderr, /^stringent: E_BAD_OPTION: /);
  t.notMatch(r.stderr, /^\s+at /m);
});

t.test('validateFiles: bodies of any shape never crash the rules', async (t) => {
  const kinds = ['component-list', 'component', 'statistics', 'statistics-item'];
  const bodies = [null, [], 'text', 7, {}, { results: 'x' }, { results: [null, 1, 'a', [], {}] }, { project: [], source_language: 'en', enforced_checks: {} }];
  for (const kind of kinds)
    for (const [i, body] of bodies.entries()) {
      const p = file(`odd-${kind}-${i}.json`, JSON.stringify(body));
      const report = validateFiles([p], { as: kind, baseUrl: 'http://weblate.test/' });
      t.type(report.summary.passed, 'number', `${kind} ${JSON.stringify(body)}`);
    }
});
