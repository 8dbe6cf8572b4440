/**
 * What an exclusion can pin besides requirement, address, method, pointer and observed value: the
 * values of the record the finding lies in (`record`), its arguments (`args`) and its expected value
 * (`expected`); a named group captured by one expression is `{name}` in the ones after it, and
 * `{base}` is the base URL. A placeholder that names nothing captured is a configuration error
 * (exit 2), never an exclusion that silently matches nothing or everything.
 */
import t from 'tap';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../src/cli.js';
import { BadOptionError } from '../src/base/errors.js';
import { checkConfig } from '../src/options/config.js';
import { exclusionMatcher } from '../src/run/exclusions.js';
import { check } from '../src/run/check.js';
import type { Exclusion } from '../src/generated/config.js';
import type { Finding } from '../src/generated/report.js';

const BASE = 'http://weblate.test/';

const finding = (o: Partial<Finding>): Finding => ({
  requirement: 'CMP-SCHEMA',
  url: `${BASE}api/components/`,
  pointer: '/results/0/repo',
  message: 'm',
  severity: 'error',
  ...o,
});

t.test('record: every pinned value of the record the finding lies in must match, an absent one matches nothing', async (t) => {
  const x: Exclusion = {
    requirement: 'CMP-SCHEMA',
    pointer: '/results/\\d+/repo',
    record: { '/vcs': 'null', '/project/slug': 'vault' },
    actual: 'null',
    because: 'b',
  };
  const match = exclusionMatcher(BASE, [x]);
  const f = finding({ actual: null });
  t.equal(
    match(f, () => ({ vcs: null, project: { slug: 'vault' } })),
    x,
  );
  t.equal(
    match(f, () => ({ vcs: 'git', project: { slug: 'vault' } })),
    undefined,
    'another value',
  );
  t.equal(
    match(f, () => ({ project: { slug: 'vault' } })),
    undefined,
    'the value absent',
  );
  t.equal(
    match(f, () => ({ vcs: null, project: { slug: 'vaults' } })),
    undefined,
    'matched whole',
  );
  t.equal(match(f), undefined, 'a finding reported without its record');
  t.equal(
    match(f, () => undefined),
    undefined,
  );
  const numbers = exclusionMatcher(BASE, [{ requirement: 'STA-ZERO-TOTAL', record: { '/approved_percent': '100', '/a~1b/0': 'x' }, because: 'n' }]);
  t.ok(
    numbers(finding({ requirement: 'STA-ZERO-TOTAL' }), () => ({ approved_percent: 100.0, 'a/b': ['x'] })),
    'numbers as JSON text; ~1 and array indexes in the pointer',
  );
  t.notOk(
    numbers(finding({ requirement: 'STA-ZERO-TOTAL' }), () => ({ approved_percent: 100.5, 'a/b': ['x'] })),
    'another number',
  );
  t.notOk(
    numbers(finding({ requirement: 'STA-ZERO-TOTAL' }), () => ({ approved_percent: 100, 'a/b': ['y'] })),
    'every pin must match',
  );
});

t.test('args and expected: pinned like actual; an argument the finding does not have matches nothing', async (t) => {
  const x: Exclusion = { requirement: 'CMP-IDS-UNIQUE', args: { firstUrl: '{base}api/.*' }, expected: 'unique within the project', because: 'b' };
  const match = exclusionMatcher(BASE, [x]);
  const f = (args: Finding['args'], expected: unknown = 'unique within the project') =>
    finding({ requirement: 'CMP-IDS-UNIQUE', ...(args ? { args } : {}), expected });
  t.equal(match(f({ firstUrl: `${BASE}api/components/a/b/` })), x);
  t.equal(match(f({ firstUrl: 'http://elsewhere.test/api/components/a/b/' })), undefined, '{base} is the base URL, matched literally');
  t.equal(match(f({ first: 'x' })), undefined, 'no such argument');
  t.equal(match(f(undefined)), undefined, 'no arguments');
  t.equal(match(f({ firstUrl: `${BASE}api/x/` }, 'unique')), undefined, 'expected must match whole');
});

t.test('a group captured by one expression is {name} in the ones after it, its text matched literally', async (t) => {
  const x: Exclusion = {
    requirement: 'URL-COMPONENT-SHAPE',
    pointer: '/results/\\d+/(?<field>url|statistics_url)',
    record: { '/slug': '(?<slug>[a-z.]+)' },
    expected: '{base}api/components/p/{slug}/(?<tail>(statistics/)?)',
    actual: '{base}api/components/p/([a-z]+%252F)+{slug}/{tail}',
    because: 'b',
  };
  const match = exclusionMatcher(BASE, [x]);
  const at = (ptr: string, expected: string, actual: string, slug = 'intro') =>
    match(finding({ requirement: 'URL-COMPONENT-SHAPE', pointer: ptr, expected, actual }), () => ({ slug }));
  t.equal(at('/results/1/url', `${BASE}api/components/p/intro/`, `${BASE}api/components/p/cat%252Fintro/`), x);
  t.equal(at('/results/1/statistics_url', `${BASE}api/components/p/intro/statistics/`, `${BASE}api/components/p/cat%252Fintro/statistics/`), x);
  t.equal(at('/results/1/url', `${BASE}api/components/p/intro/`, `${BASE}api/components/p/cat%252Fother/`), undefined, 'another slug');
  t.equal(at('/results/1/url', `${BASE}api/components/p/intro/`, `${BASE}api/components/p/cat%252Fintro/statistics/`), undefined, 'the tail of expected');
  t.equal(at('/results/1/url', `${BASE}api/components/p/intro/`, `${BASE}api/components/p/intro/`), undefined, 'no category');
  // The captured text is literal: a slug with a dot does not match any character there.
  t.equal(at('/results/1/url', `${BASE}api/components/p/a.b/`, `${BASE}api/components/p/cat%252Fa.b/`, 'a.b'), x);
  t.equal(at('/results/1/url', `${BASE}api/components/p/a.b/`, `${BASE}api/components/p/cat%252Faxb/`, 'a.b'), undefined, '{slug} a.b does not match axb');
});

t.test('a placeholder naming nothing captured before it, or an expression that does not compile, is E_BAD_OPTION', async (t) => {
  const bad: [Exclusion, RegExp][] = [
    [{ requirement: 'URL-ABSOLUTE', actual: '{slug}/', because: 'b' }, /exclude\[0\]\.actual uses \{slug\}, which no expression before it captures/],
    [{ requirement: 'URL-ABSOLUTE', actual: '(?<slug>a)', url: '{slug}', because: 'b' }, /exclude\[0\]\.url uses \{slug\}/],
    [{ requirement: 'URL-ABSOLUTE', record: { '/a': '{b}' }, because: 'b' }, /exclude\[0\]\.record\["\/a"\] uses \{b\}/],
    [{ requirement: 'URL-ABSOLUTE', args: { a: '([' }, because: 'b' }, /exclude\[0\]\.args\["a"\] is not a regular expression/],
  ];
  for (const [x, message] of bad) {
    t.throws(() => checkConfig({ exclude: [x] }, 'f.json'), BadOptionError);
    // In a file the schema's regex format says it first.
    t.throws(() => checkConfig({ exclude: [x] }, 'f.json'), { message: x.args ? /f\.json: exclude\.0\.args\.a must match format "regex"/ : message });
    await t.rejects(check({ baseUrl: BASE, exclude: [x] }), { code: 'E_BAD_OPTION', message });
  }
  t.doesNotThrow(
    () => checkConfig({ exclude: [{ requirement: 'URL-ABSOLUTE', url: '(?<p>[a-z]+)/', actual: '{base}{p}/x{2}', because: 'b' }] }, 'f.json'),
    'a quantifier is no placeholder',
  );
  t.throws(
    () => checkConfig({ exclude: [{ requirement: 'URL-ABSOLUTE', record: { 'no-slash': 'x' }, because: 'b' }] }, 'f.json'),
    BadOptionError,
    'a record key is a JSON pointer',
  );
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-exclusions-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(path.join(dir, 'stringent.config.json'), JSON.stringify({ exclude: [{ requirement: 'URL-ABSOLUTE', actual: '{nothing}', because: 'b' }] }));
  let err = '';
  const code = await main(['check', BASE], { stdout: { write: () => true }, stderr: { write: (s: string) => ((err += s), true) }, env: {}, cwd: dir });
  t.equal(code, 2);
  t.match(err, /E_BAD_OPTION: .*stringent\.config\.json: exclude\[0\]\.actual uses \{nothing\}/);
});
