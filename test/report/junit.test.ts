import t from 'tap';

type Tap = Pick<typeof t, 'equal'>;
import { renderJunit } from '../../src/report/junit.js';
import { sanitizeReport } from '../../src/report/sanitize.js';
import { REQUIREMENTS } from '../../src/catalogue/requirements.js';
import { childrenNamed, parseXml, type XmlElement } from './xml-parse.js';
import { BASE, buildReport, finding, mixedReport } from './fixtures.js';

function suiteOf(t: Tap, xml: string): XmlElement {
  const root = parseXml(xml);
  t.equal(root.name, 'testsuites');
  const suites = childrenNamed(root, 'testsuite');
  t.equal(suites.length, 1, 'one testsuite');
  return suites[0]!;
}

function caseNamed(suite: XmlElement, prefix: string): XmlElement {
  const found = childrenNamed(suite, 'testcase').find((c) => c.attrs.name!.startsWith(prefix));
  if (!found) throw new Error(`no testcase ${prefix}`);
  return found;
}

t.test('the test parser is strict: it rejects what an escaping mistake would produce', (t) => {
  t.throws(() => parseXml('<a>\u0001</a>'), /outside XML 1.0 Char/);
  t.throws(() => parseXml('<a>x & y</a>'), /bare &/);
  t.throws(() => parseXml('<a b="<"/>'), /< in attribute/);
  t.throws(() => parseXml('<a b="x"y"/>'));
  t.throws(() => parseXml('<a><b></a></b>'), /mismatched/);
  t.throws(() => parseXml('<a/><b/>'), /after the root/);
  t.equal(parseXml('<a b="&lt;&amp;&#10;">&gt;&#x41;</a>').attrs.b, '<&\n');
  t.end();
});

t.test('one testcase per requirement plus one per kit error, with the counts in the attributes', (t) => {
  const suite = suiteOf(t, renderJunit(mixedReport({ durationMs: 1234 })));
  t.same(
    {
      name: suite.attrs.name,
      tests: suite.attrs.tests,
      failures: suite.attrs.failures,
      errors: suite.attrs.errors,
      skipped: suite.attrs.skipped,
      time: suite.attrs.time,
    },
    { name: 'stringent', tests: '47', failures: '2', errors: '1', skipped: '2', time: '1.234' },
  );
  const cases = childrenNamed(suite, 'testcase');
  t.equal(cases.length, 47);
  t.same(
    cases.slice(0, REQUIREMENTS.length).map((c) => [c.attrs.classname, c.attrs.name]),
    REQUIREMENTS.map((r) => [r.family, `${r.id}: ${r.title}`]),
    'catalogue order, classname = family, name = ID: title',
  );
  t.equal(
    cases.filter((c) => childrenNamed(c, 'failure').length === 1).length,
    2,
    'two failures: the requirement failed at warning severity is no failure at --fail-on error',
  );
  const warned = caseNamed(suite, 'CMP-TEMPLATES:');
  t.same(
    warned.children.map((c) => c.name),
    ['system-out'],
    'a warning renders as a warning, in step with exit status 0',
  );
  t.match(warned.children[0]!.text, /^\nwarning: 1 finding \(1 warning\), below --fail-on\n1\. GET /);
  t.equal(cases.filter((c) => childrenNamed(c, 'skipped').length === 1).length, 2, 'two skipped');
  t.equal(cases.filter((c) => childrenNamed(c, 'error').length === 1).length, 1, 'one error');
  t.same(caseNamed(suite, 'HDR-ALLOW:').children, [], 'a passed requirement is an empty testcase');
  t.end();
});

t.test('a failure carries the requirement ID as type and the examples as text', (t) => {
  const suite = suiteOf(t, renderJunit(mixedReport({ target: { baseUrl: BASE, authenticated: true } })));
  const failure = childrenNamed(caseNamed(suite, 'HDR-VARY:'), 'failure')[0]!;
  t.equal(failure.attrs.type, 'HDR-VARY');
  t.equal(failure.attrs.message, '1 finding (1 error): Vary does not include Accept');
  t.equal(
    failure.text,
    [
      '',
      `1. GET ${BASE}api/components/`,
      '   Vary does not include Accept',
      '   expected: "Accept"',
      '   actual:   "Cookie"',
      `   curl -sS -i -H 'Accept: application/json' --compressed -H "Authorization: Token $STRINGENT_TOKEN" '${BASE}api/components/'`,
      '',
    ].join('\n'),
  );
  t.end();
});

t.test('skipped and not applicable carry their reasons; notes go to system-out; kit errors are <error>', (t) => {
  const suite = suiteOf(t, renderJunit(mixedReport()));
  t.equal(childrenNamed(caseNamed(suite, 'MTH-WRITE-REFUSED:'), 'skipped')[0]!.attrs.message, 'write probes are off (--probe-writes)');
  t.equal(childrenNamed(caseNamed(suite, 'SNAP-DRIFT:'), 'skipped')[0]!.attrs.message, 'not applicable: no mismatch needed a re-check');
  const noted = caseNamed(suite, 'STA-PCT-TRUNCATED:');
  t.same(
    noted.children.map((c) => c.name),
    ['system-out'],
    'a passed requirement with a note is not a failure',
  );
  t.match(noted.children[0]!.text, /1 note\n1\. GET .*fuzzy_percent\n {3}note: percentage clamped to 0\.1\n/);
  const kit = caseNamed(suite, 'kit: E_TIMEOUT');
  t.equal(kit.attrs.classname, 'kit');
  const err = childrenNamed(kit, 'error')[0]!;
  t.same([err.attrs.type, err.attrs.message, err.text], ['E_TIMEOUT', 'no answer within 10 s', `GET ${BASE}api/components/?page=9`]);
  t.end();
});

t.test('a clean report has no failures, errors or skips', (t) => {
  const suite = suiteOf(t, renderJunit(buildReport()));
  t.same([suite.attrs.tests, suite.attrs.failures, suite.attrs.errors, suite.attrs.skipped, suite.attrs.time], ['46', '0', '0', '0', '0.000']);
  t.ok(childrenNamed(suite, 'testcase').every((c) => c.children.length === 0));
  t.end();
});

t.test('special characters are escaped and control characters replaced, so the file stays well formed', (t) => {
  const message = 'bad <tag> & "quotes" \'apos\' ]]> Ünïcødé 日本 😀 \u0000\u0001\u000b\u001b\u0085\ufffe\n\tnext\r';
  const url = `${BASE}api/components/a&b/<x>/"q"/`;
  const report = sanitizeReport(buildReport({ findings: [finding('CMP-FILEMASK', url, { message, pointer: '/filemask', actual: '<*>' })] }));
  const xml = renderJunit(report);
  const suite = suiteOf(t, xml);
  const failure = childrenNamed(caseNamed(suite, 'CMP-FILEMASK:'), 'failure')[0]!;
  t.equal(
    failure.attrs.message,
    '1 finding (1 error): bad <tag> & "quotes" \'apos\' ]]> Ünïcødé 日本 😀 \\u0000\\u0001\\u000b\\u001b\\u0085\\ufffe\\n\\tnext\\r',
  );
  t.ok(failure.text.includes(`1. GET ${url} at /filemask\n`), 'URL text survives');
  t.ok(failure.text.includes('   actual:   "<*>"\n'));
  t.notOk(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(xml), 'no raw control character in the file');
  t.end();
});
