import t from 'tap';
import { renderPretty } from '../../src/report/pretty.js';
import { writeReports } from '../../src/report/index.js';
import { writeRequestedReports } from '../../src/commands/reporters.js';
import { VERSION } from '../../src/base/version.js';
import { BASE, buildReport, finding, memoryIo, mixedReport } from './fixtures.js';

const ESC = '\u001b';

t.test('a clean report lists every requirement as passed and ends with PASS', (t) => {
  const text = renderPretty(buildReport({ durationMs: 0 }));
  const lines = text.split('\n');
  t.equal(lines[0], `stringent ${VERSION}`);
  t.equal(lines[1], `target: ${BASE}`);
  t.equal(lines[3], 'Passed: 46 requirements');
  t.notMatch(text, /Failed|Skipped|Not applicable|Kit errors|curl/);
  t.same(lines.slice(-5), [
    'Requirements: 46 passed, 0 failed, 0 skipped, 0 not applicable',
    'Findings: 0 errors, 0 warnings, 0 notes',
    'Checked: 2 components, 2 statistics lists with 12 requests in 0 ms',
    'Result: PASS — no requirement failed (exit 0)',
    '',
  ]);
  t.ok(
    lines.every((l) => l.length <= 80),
    'no line is wider than 80 columns',
  );
  t.end();
});

t.test('requirements come worst first: errors, warnings, notes, skipped, not applicable, passed, kit errors', (t) => {
  const text = renderPretty(mixedReport());
  const order = [
    'Failed (error): 2 requirements',
    '  HDR-VARY  Vary includes Accept',
    '  MTH-HEAD  HEAD answers like GET',
    'Failed (warning): 1 requirement',
    '  CMP-TEMPLATES  Message templates',
    'Notes: 1 requirement',
    '  STA-PCT-TRUNCATED  Every percentage',
    'Skipped: 1 requirement',
    '  MTH-WRITE-REFUSED  write probes are off (--probe-writes)',
    'Not applicable: 1 requirement',
    '  SNAP-DRIFT  no mismatch needed a re-check',
    'Passed: 40 requirements',
    'Kit errors: 1',
    `  E_TIMEOUT GET ${BASE}api/components/?page=9: no answer within 10 s`,
    'Requirements: 41 passed, 3 failed, 1 skipped, 1 not applicable',
    'Findings: 2 errors, 1 warning, 1 note',
    'Result: ERROR — the kit could not do its whole job (1 kit error; exit 2)',
  ];
  let at = -1;
  for (const piece of order) {
    const next = text.indexOf(piece, at + 1);
    t.ok(next > at, `"${piece}" comes next`);
    at = next;
  }
  t.notMatch(text.split('Passed: 40 requirements')[1]!, /STA-PCT-TRUNCATED|HDR-VARY|MTH-WRITE-REFUSED|SNAP-DRIFT/, 'passed list holds no other status');
  t.end();
});

t.test('a failed requirement shows its section, counts and each example with expected, actual and curl', (t) => {
  const text = renderPretty(mixedReport());
  const block = [
    '  HDR-VARY  Vary includes Accept',
    '    §1 · core · 1 finding (1 error) · 3 checks',
    `    1. GET ${BASE}api/components/`,
    '       Vary does not include Accept',
    '       expected: "Accept"',
    '       actual:   "Cookie"',
    `       curl -sS -i -H 'Accept: application/json' --compressed '${BASE}api/components/'`,
  ].join('\n');
  t.ok(text.includes(block), 'HDR-VARY block is exact');
  t.ok(text.includes(`    1. GET ${BASE}api/components/hello/weblate/statistics/ at /results/3/fuzzy_percent\n       note: percentage clamped to 0.1`));
  t.end();
});

t.test('a not applicable requirement with a note is listed under notes with its reason', (t) => {
  const report = buildReport({
    findings: [
      finding('SNAP-DRIFT', `${BASE}api/components/`, { severity: 'note', pointer: '/count', message: 'count moved on re-check', expected: 12, actual: 13 }),
    ],
    status: { 'SNAP-DRIFT': { status: 'not-applicable', reason: 'drift is reported as notes' } },
  });
  const text = renderPretty(report);
  t.ok(text.includes('Notes: 1 requirement\n  SNAP-DRIFT  A mismatch that data changes could explain'));
  t.ok(text.includes('    §2.2 rule 5 · recommended · 1 finding (1 note) · 0 checks\n    not applicable: drift is reported as notes\n'));
  t.notMatch(text, /Not applicable:/, 'not listed twice');
  t.end();
});

t.test('verdicts: the last line never contradicts the exit status', (t) => {
  const fail = renderPretty(buildReport({ findings: [finding('HDR-VARY', `${BASE}api/components/`)] }));
  t.match(fail, /\nResult: FAIL — 1 requirement failed \(1 error, 0 warnings; exit 1\)\n$/);
  const warn = renderPretty(buildReport({ findings: [finding('CMP-TEMPLATES', `${BASE}api/components/a/b/`)] }));
  t.match(warn, /\nResult: PASS with warnings — 1 requirement failed below --fail-on \(0 errors, 1 warning; exit 0\)\n$/);
  const empty = renderPretty(buildReport({ components: 0, statisticsLists: 0 }));
  t.match(empty, /\nResult: FAIL — nothing was checked: no component and no statistics list \(exit 1\)\n$/, 'an empty run says nothing was checked');
  t.notMatch(empty, /PASS/);
  const incomplete = renderPretty(buildReport({ complete: false }));
  t.ok(incomplete.includes('\nincomplete run: passed requirements speak only of what was seen\nResult: PASS'));
  t.end();
});

t.test('500 findings of one requirement stay short: three examples and "… and 497 more findings"', (t) => {
  const findings = Array.from({ length: 500 }, (_, i) =>
    finding('STA-CODE', `${BASE}api/components/p/c${String(i).padStart(3, '0')}/statistics/`, {
      pointer: '/results/0/code',
      message: `code "x${i}" is not a language code`,
    }),
  );
  const text = renderPretty(buildReport({ findings }));
  const lines = text.split('\n');
  t.ok(lines.length < 90, `${lines.length} lines`);
  t.equal(lines.filter((l) => /^ {4}\d+\. GET /.test(l)).length, 3, 'three examples');
  t.ok(text.includes('    STA-CODE'.slice(4)), 'names the requirement');
  t.ok(text.includes('    §2.2 · core · 500 findings (500 errors) · 3 checks\n'));
  t.ok(text.includes('\n    … and 497 more findings\n'));
  t.end();
});

t.test('identical messages across many addresses fold into one example; counts stay exact beyond the listed 50', (t) => {
  const findings = Array.from({ length: 215 }, (_, i) =>
    finding('HDR-VARY', `${BASE}api/components/p/c${String(i).padStart(3, '0')}/`, { message: 'Vary does not include Accept' }),
  );
  findings.push(finding('HDR-VARY', `${BASE}api/components/`, { message: 'Vary is missing' }));
  const text = renderPretty(buildReport({ findings }));
  t.ok(
    text.includes(
      `    1. GET ${BASE}api/components/\n       Vary is missing\n       curl -sS -i -H 'Accept: application/json' --compressed '${BASE}api/components/'\n    2. GET ${BASE}api/components/p/c000/\n       Vary does not include Accept\n       curl -sS -i -H 'Accept: application/json' --compressed '${BASE}api/components/p/c000/'\n       same on 49 more addresses\n`,
    ),
  );
  t.ok(text.includes('    … and 165 more findings\n'), 'the report lists 50 of a kind; the rest are counted');
  t.ok(text.includes('216 findings (216 errors)'), 'counts stay exact');
  t.end();
});

t.test('identical messages at one address fold as "same N more times"', (t) => {
  const url = `${BASE}api/components/p/c/statistics/`;
  const findings = [0, 1, 2].map((i) => finding('STA-PCT-DECIMALS', url, { pointer: `/results/${i}/fuzzy_percent`, message: 'more than one decimal digit' }));
  findings.push(finding('STA-PCT-DECIMALS', `${url}?page=2`, { pointer: '/results/0/fuzzy_percent', message: 'more than one decimal digit' }));
  const text = renderPretty(buildReport({ findings }));
  t.ok(
    text.includes(
      `    1. GET ${url} at /results/0/fuzzy_percent\n       more than one decimal digit\n       curl -sS -i -H 'Accept: application/json' --compressed '${url}'\n       curl -sS -H 'Accept: application/json' --compressed '${url}' | jq '.results[0].fuzzy_percent'\n       same 3 more times (1 other address)\n`,
    ),
  );
  t.end();
});

t.test('maxExamples limits the examples shown', (t) => {
  const findings = [1, 2, 3, 4].map((i) => finding('HDR-ALLOW', `${BASE}api/components/${i}/`, { message: `Allow ${i}` }));
  const one = renderPretty(buildReport({ findings }), { maxExamples: 1 });
  t.equal((one.match(/^ {4}\d+\. /gm) ?? []).length, 1);
  t.ok(one.includes('    … and 3 more findings\n'));
  const none = renderPretty(buildReport({ findings }), { maxExamples: 0 });
  t.equal((none.match(/^ {4}\d+\. /gm) ?? []).length, 0);
  t.notMatch(none, /… and/, 'with no example shown, no "more findings" line either (the count is in the heading)');
  t.ok(none.includes('4 findings (4 errors)'));
  t.end();
});

t.test('curl lines: -I for HEAD, the token as "$STRINGENT_TOKEN", write probes commented out as sent, safe quoting', (t) => {
  const url = `${BASE}api/components/it's/`;
  const report = buildReport({
    target: { baseUrl: BASE, authenticated: true },
    findings: [
      finding('MTH-HEAD', url, { method: 'HEAD', message: 'head' }),
      finding('MTH-WRITE-REFUSED', `${BASE}api/components/`, { method: 'POST', message: 'post accepted' }),
      finding('HDR-VARY', `${BASE}api/components/?a=1&b=2`, { message: 'vary' }),
    ],
  });
  const text = renderPretty(report);
  t.ok(text.includes(`curl -sS -I -H 'Accept: application/json' --compressed -H "Authorization: Token $STRINGENT_TOKEN" '${BASE}api/components/it'\\''s/'\n`));
  t.ok(
    text.includes(
      `# write probe as sent, without credentials; do not run it against a deployment you care about:\n` +
        `       # curl -sS -X POST -H 'Content-Type: application/json' --data-raw '{}' '${BASE}api/components/'\n`,
    ),
    'a write probe is shown commented out, with the exact body and no token',
  );
  t.notMatch(text, /^\s*curl -sS -X POST/m, 'never a ready-to-run write');
  t.ok(text.includes(`curl -sS -i -H 'Accept: application/json' --compressed -H "Authorization: Token $STRINGENT_TOKEN" '${BASE}api/components/?a=1&b=2'\n`));
  t.ok(text.includes(`target: ${BASE} (authenticated; the token is not shown)`));
  const anonymous = renderPretty(buildReport({ findings: [finding('MTH-HEAD', url, { method: 'HEAD' })] }));
  t.ok(anonymous.includes(`curl -sS -I -H 'Accept: application/json' --compressed '${BASE}api/components/it'\\''s/'\n`));
  t.notMatch(anonymous, /Authorization/);
  t.end();
});

t.test('findings about files (validate) have no curl line', (t) => {
  const report = buildReport({
    target: { files: ['answers/a.json', 'answers/b.json'] },
    findings: [finding('STA-CODE', 'answers/a.json', { pointer: '/results/0/code' })],
  });
  const text = renderPretty(report);
  t.ok(text.includes('target: 2 files: answers/a.json, answers/b.json\n'));
  t.ok(text.includes('    1. answers/a.json at /results/0/code\n'));
  t.notMatch(text, /curl/);
  t.end();
});

t.test('control characters and newlines from the target are shown as escapes, never written raw', (t) => {
  const report = buildReport({
    findings: [
      finding('HDR-VARY', `${BASE}api/\u001b[2J/`, {
        message: 'Vary: <&"\'> Ünïcødé ✓ \u0000\u0007\u001b[31mred\u009b\nsecond line',
        actual: 'x\u0085\u001by',
      }),
    ],
  });
  const text = renderPretty(report);
  t.notOk(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/.test(text), 'no raw control character');
  t.ok(text.includes('       Vary: <&"\'> Ünïcødé ✓ \\u0000\\u0007\\u001b[31mred\\u009b\\nsecond line\n'));
  t.ok(text.includes('       actual:   "x\\u0085\\u001by"\n'));
  t.ok(text.includes(`curl -sS -i -H 'Accept: application/json' --compressed '${BASE}api/%1B[2J/'`), 'control characters in a curl URL are percent-encoded');
  t.end();
});

t.test('long values are cut to a readable length', (t) => {
  const big = { list: Array.from({ length: 200 }, (_, i) => `item-${i}`) };
  const text = renderPretty(buildReport({ findings: [finding('CMP-SCHEMA', `${BASE}api/components/`, { actual: big })] }));
  const actual = text.split('\n').find((l) => l.trimStart().startsWith('actual:'))!;
  t.equal(Array.from(actual.trim()).length, 'actual:   '.length + 120);
  t.ok(actual.endsWith('…'));
  t.end();
});

t.test('colour: on for a terminal, off with NO_COLOR, off when not a terminal, on with FORCE_COLOR (decided by the command)', async (t) => {
  const report = mixedReport();
  const run = async (opts: { isTTY?: boolean; env?: NodeJS.ProcessEnv }) => {
    const io = memoryIo(opts);
    await writeRequestedReports(report, [{ name: 'pretty' }], io);
    return io.out();
  };
  const tty = await run({ isTTY: true });
  t.ok(tty.includes(`${ESC}[31m${ESC}[1mFailed (error): 2 requirements${ESC}[22m${ESC}[39m`), 'red bold heading on a terminal');
  t.ok(tty.includes(`${ESC}[32m${ESC}[1mPassed: 40 requirements`), 'green passed heading');
  const noColor = await run({ isTTY: true, env: { NO_COLOR: '1' } });
  t.notOk(noColor.includes(ESC), 'NO_COLOR turns colour off');
  t.equal(noColor, renderPretty(report), 'same text otherwise');
  t.notOk((await run({ isTTY: false })).includes(ESC), 'no colour into a pipe');
  t.ok((await run({ isTTY: false, env: { FORCE_COLOR: '1' } })).includes(ESC), 'FORCE_COLOR turns colour on');
  t.notOk((await run({ isTTY: true, env: { FORCE_COLOR: '0' } })).includes(ESC), 'FORCE_COLOR=0 turns colour off');
  const explicit = memoryIo({ isTTY: false });
  await writeReports(report, [{ name: 'pretty' }], explicit, { color: true });
  t.ok(explicit.out().includes(ESC), 'the color option wins');
  const plain = memoryIo({ isTTY: true, env: { FORCE_COLOR: '1' } });
  await writeReports(report, [{ name: 'pretty' }], plain);
  t.notOk(plain.out().includes(ESC), 'the reporters read no terminal and no environment: no color option, no colour');
});

t.test('the output is stable: the same report renders the same text', (t) => {
  t.equal(renderPretty(mixedReport()), renderPretty(mixedReport()));
  t.end();
});
