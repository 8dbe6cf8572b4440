import t from 'tap';
import { renderJson } from '../../src/report/json.js';
import { sanitizeReport } from '../../src/report/sanitize.js';
import { validator } from '../../src/base/schemas.js';
import { BASE, buildReport, finding, mixedReport } from './fixtures.js';

const validate = validator('report.schema.json');

t.test('the json reporter writes the report itself, and it validates against the report schema', (t) => {
  for (const [name, report] of [
    ['clean', buildReport()],
    ['mixed', mixedReport({ durationMs: 1234, complete: false, target: { baseUrl: BASE, authenticated: true } })],
  ] as const) {
    const text = renderJson(report);
    t.ok(text.endsWith('}\n'), `${name}: one document and a newline`);
    t.match(text, /^\{\n {2}"tool": \{\n/, `${name}: pretty-printed`);
    const parsed = JSON.parse(text);
    t.ok(validate(parsed), `${name}: valid ${JSON.stringify(validate.errors)}`);
    const { findings, ...rest } = parsed as typeof report;
    const { findings: _listed, ...expected } = report;
    t.same(rest, expected, `${name}: the same report`);
    t.same(
      findings.map(({ reproduce: _r, jq: _j, ...f }) => f),
      report.findings,
      `${name}: the same findings`,
    );
    t.ok(
      findings.every((f) => f.reproduce !== undefined && (f.jq !== undefined) === (f.pointer !== '' && (f.method ?? 'GET') === 'GET')),
      `${name}: each with its curl line, and a jq line where it is in a body`,
    );
  }
  t.end();
});

t.test('the schema check can fail: a report missing its findings is invalid', (t) => {
  const broken = JSON.parse(renderJson(buildReport())) as Record<string, unknown>;
  delete broken.findings;
  t.notOk(validate(broken));
  t.end();
});

t.test('special characters survive as JSON escapes and the document stays valid', (t) => {
  const message = '<&"\'> Ünïcødé 😀 \u0000\u001b\u0085\nnext\ud800';
  const report = sanitizeReport(buildReport({ findings: [finding('HDR-VARY', `${BASE}api/\u0001/`, { message, actual: { v: '\u0007' } })] }));
  const text = renderJson(report);
  t.notOk(/[\u0000-\u001f]/.test(text.replace(/\n/g, '')), 'no raw C0 control character besides line ends');
  const parsed = JSON.parse(text);
  t.ok(validate(parsed));
  t.equal(parsed.findings[0].message, '<&"\'> Ünïcødé 😀 \u0000\u001b\u0085\nnext\ufffd', 'an unpaired surrogate becomes U+FFFD');
  t.same(parsed.findings[0].actual, { v: '\u0007' });
  t.end();
});
