import t from 'tap';
import { writeReports, type ReporterName } from '../../src/report/index.js';
import { redact } from '../../src/report/sanitize.js';
import { BASE, buildReport, finding, memoryIo } from './fixtures.js';

const SECRET = 'wlu_0123456789abcdefABCDEF0123456789abcdef';
const HEX = '4f1c0ae8b3d24e6f9a7b5c3d2e1f0a9b8c7d6e5f';

t.test('redact masks what looks like a credential and leaves ordinary words alone', (t) => {
  const cases: Array<[string, string]> = [
    [`Authorization: Token ${HEX}`, 'Authorization: Token ***'],
    [`authorization=Bearer ${HEX} was sent`, 'authorization=Bearer *** was sent'],
    [`Authorization: ${HEX} rejected`, 'Authorization: *** rejected'],
    [`the Token ${HEX} leaked`, 'the Token *** leaked'],
    [`key ${SECRET} here`, 'key *** here'],
    ['https://alice:s3cret@host.example/api/', 'https://alice:***@host.example/api/'],
    ['https://host.example/api/?token=abc123&page=2', 'https://host.example/api/?token=***&page=2'],
    ['Authorization: Token ***', 'Authorization: Token ***'],
    ['Token budget exhausted after 100 requests', 'Token budget exhausted after 100 requests'],
    ['the Authorization header was absent', 'the Authorization header was absent'],
  ];
  for (const [input, output] of cases) t.equal(redact(input), output, input);
  t.end();
});

t.test('no reporter prints a token found in a finding, a URL, a value or a kit error', async (t) => {
  const report = buildReport({
    target: { baseUrl: BASE, authenticated: true },
    findings: [
      finding('HDR-VARY', `${BASE}api/components/?token=${HEX}`, {
        message: `echoed header Authorization: Token ${HEX}`,
        actual: { header: `Token ${HEX}`, key: SECRET },
      }),
      finding('STA-PCT-TRUNCATED', `${BASE}api/components/p/c/statistics/`, { severity: 'note', message: `note with Token ${HEX}` }),
    ],
    status: { 'SNAP-DRIFT': { status: 'not-applicable', reason: `reason with ${SECRET}` } },
    kitErrors: [{ code: 'E_PROTOCOL', message: `broken answer to Authorization: Token ${HEX}`, url: `https://u:${HEX}@weblate.example/api/` }],
  });
  for (const name of ['pretty', 'json', 'junit', 'tap'] as ReporterName[]) {
    const io = memoryIo();
    await writeReports(report, [{ name }], io, { maxExamples: 5 });
    const out = io.out();
    t.notOk(out.includes(HEX), `${name}: the hex token is not printed`);
    t.notOk(out.includes(SECRET), `${name}: the wlu_ key is not printed`);
    t.ok(out.includes('Token ***'), `${name}: the masked form is shown`);
  }
  t.ok(report.findings[0]!.message.includes(HEX), 'the caller’s report is left as it was');
});
