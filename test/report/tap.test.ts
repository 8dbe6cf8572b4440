import t from 'tap';
import { Parser, type FinalResults, type Result } from 'tap-parser';
import { renderTap } from '../../src/report/tap.js';
import { sanitizeReport } from '../../src/report/sanitize.js';
import { REQUIREMENTS } from '../../src/catalogue/requirements.js';
import { BASE, buildReport, finding, mixedReport } from './fixtures.js';

interface Parsed {
  final: FinalResults;
  asserts: Result[];
}

function parse(text: string): Parsed {
  const asserts: Result[] = [];
  let final: FinalResults | undefined;
  const p = new Parser({ strict: true }, (r) => (final = r));
  p.on('assert', (r: Result) => asserts.push(r));
  p.end(text);
  if (!final) throw new Error('the TAP stream did not complete');
  return { final, asserts };
}

t.test('TAP 14 with a plan and one test point per requirement and kit error', (t) => {
  const text = renderTap(mixedReport());
  t.match(text, /^TAP version 14\n1\.\.47\n/);
  const { final, asserts } = parse(text);
  t.same(
    { ok: final.ok, count: final.count, pass: final.pass, fail: final.fail, skip: final.skip, plan: [final.plan.start, final.plan.end] },
    { ok: false, count: 47, pass: 41 + 3, fail: 2 + 1, skip: 2, plan: [1, 47] },
  );
  t.same(
    final.failures.filter((f) => 'tapError' in f && f.tapError),
    [],
    'no TAP syntax error',
  );
  t.same(
    asserts.slice(0, REQUIREMENTS.length).map((a) => a.name),
    REQUIREMENTS.map((r) => `${r.id}: ${r.title}`),
  );
  t.equal(asserts[46]!.name, 'kit: E_TIMEOUT');
  t.same(asserts[46]!.diag, { code: 'E_TIMEOUT', message: 'no answer within 10 s', url: `${BASE}api/components/?page=9`, method: 'GET' });
  t.end();
});

t.test('a failed requirement carries its first findings as YAML diagnostics', (t) => {
  const { asserts } = parse(renderTap(mixedReport()));
  const vary = asserts.find((a) => a.name.startsWith('HDR-VARY:'))!;
  t.equal(vary.ok, false);
  t.same(vary.diag, {
    requirement: 'HDR-VARY',
    outcome: 'failure',
    severity: 'error',
    section: '§1',
    findings: 1,
    examples: [
      { message: 'Vary does not include Accept', severity: 'error', url: `${BASE}api/components/`, pointer: '', expected: 'Accept', actual: 'Cookie' },
    ],
  });
  const head = asserts.find((a) => a.name.startsWith('MTH-HEAD:'))!;
  t.same(head.diag.examples[0].method, 'HEAD');
  const noted = asserts.find((a) => a.name.startsWith('STA-PCT-TRUNCATED:'))!;
  t.equal(noted.ok, true, 'notes alone do not fail a requirement');
  t.same(noted.diag.examples[0], {
    message: 'percentage clamped to 0.1',
    severity: 'note',
    url: `${BASE}api/components/hello/weblate/statistics/`,
    pointer: '/results/3/fuzzy_percent',
    expected: 0,
    actual: 0.1,
  });
  t.end();
});

t.test('skipped and not applicable requirements are # SKIP with their reasons', (t) => {
  const { final } = parse(renderTap(mixedReport()));
  t.same(
    final.skips.map((s) => [s.name, s.skip]),
    [
      ['MTH-WRITE-REFUSED: POST, PUT, PATCH, DELETE without credentials are refused (4xx, never 2xx)', 'write probes are off (--probe-writes)'],
      [
        'SNAP-DRIFT: A mismatch that data changes could explain is re-checked; one that moves on re-check is reported as drift (a note)',
        'not applicable: no mismatch needed a re-check',
      ],
    ],
  );
  t.end();
});

t.test('many findings: the first three examples and a count of the rest', (t) => {
  const findings = Array.from({ length: 500 }, (_, i) =>
    finding('STA-CODE', `${BASE}api/components/p/c${String(i).padStart(3, '0')}/statistics/`, { message: `bad code ${i}` }),
  );
  const { asserts } = parse(renderTap(buildReport({ findings })));
  const code = asserts.find((a) => a.name.startsWith('STA-CODE:'))!;
  t.equal(code.diag.findings, 500);
  t.equal(code.diag.examples.length, 3);
  t.equal(code.diag.more, 497);
  t.end();
});

t.test('a clean report passes as a whole', (t) => {
  const { final } = parse(renderTap(buildReport()));
  t.same([final.ok, final.count, final.pass, final.fail], [true, 46, 46, 0]);
  t.end();
});

t.test('special characters survive: # and \\ in names are escaped, control characters and newlines stay inside the YAML', (t) => {
  const message = 'a # b \\ c <&"\'> Ünïcødé 😀 \u0000\u001b\u0085\nnext: line\n---\n...';
  const report = sanitizeReport(
    buildReport({
      findings: [finding('CMP-FILEMASK', `${BASE}api/components/x#y/`, { message, pointer: '/filemask', expected: { mask: '*' }, actual: 'a\u0007b' })],
      status: { 'SNAP-DRIFT': { status: 'not-applicable', reason: 'reason # with hash\nand newline' } },
    }),
  );
  report.requirements.find((r) => r.id === 'CMP-FILEMASK')!.title = 'filemask # contains \\ *';
  report.requirements.find((r) => r.id === 'HDR-ALLOW')!.title = 'Allow # SKIP is not a directive here';
  const text = renderTap(report);
  const { final, asserts } = parse(text);
  t.same(
    final.failures.filter((f) => 'tapError' in f && f.tapError),
    [],
    'no TAP syntax error',
  );
  t.equal(final.count, 46);
  t.equal(final.skip, 1, 'a # SKIP inside a title is not a directive');
  t.ok(asserts.some((a) => a.name === 'HDR-ALLOW: Allow # SKIP is not a directive here'));
  const mask = asserts.find((a) => a.name.startsWith('CMP-FILEMASK:'))!;
  t.equal(mask.name, 'CMP-FILEMASK: filemask # contains \\ *');
  t.same(mask.diag.examples[0], {
    message,
    severity: 'error',
    url: `${BASE}api/components/x#y/`,
    pointer: '/filemask',
    expected: { mask: '*' },
    actual: 'a\u0007b',
  });
  t.equal(final.skips.find((s) => s.name.startsWith('SNAP-DRIFT'))!.skip, 'not applicable: reason # with hash\\nand newline');
  t.end();
});
