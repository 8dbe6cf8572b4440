/**
 * Weblate 5.4.2's raw answers (test/fixtures/weblate-5.4.2/), converted to HAR
 * (test/fixtures/har/weblate-5.4.2.har) and replayed through check: the exact verdict is pinned.
 * What the recording shows against the API document: pages of 50 (PAG-PAGE-SIZE), write methods in
 * the component instance's Allow (HDR-ALLOW), format=api refused with 406 to a client that accepts
 * only JSON (PAG-FORMAT-API). What it does not hold (four instance records, a statistics list, an
 * unknown component) is "not reached in the recording", never a finding.
 */
import t from 'tap';
import { existsSync, readFileSync } from 'node:fs';
import type { Har } from '../../src/generated/har.js';
import type { Report } from '../../src/generated/report.js';
import { cli, harSchema } from './helpers.js';
import { WEBLATE_DIR, WEBLATE_HAR, weblateHar } from './weblate.js';

const BASE = 'http://127.0.0.1:8000/';

t.test('the committed HAR is the conversion of the captures, and valid HAR 1.2', async (t) => {
  const committed = JSON.parse(readFileSync(WEBLATE_HAR, 'utf8')) as Har;
  t.ok(harSchema()(committed), 'valid by the HAR schema');
  t.equal(committed.log.entries.length, 24);
  t.ok(existsSync(WEBLATE_DIR), `the captures are in ${WEBLATE_DIR}`);
  const fresh = weblateHar();
  const { creator: _a, ...a } = fresh.log;
  const { creator: _b, ...b } = committed.log;
  t.same(b, a, 'converting the captures again gives the committed file (the creator version aside)');
});

const STATUS: Record<string, string> = {
  'HDR-ALLOW': 'failed', // the component instance answers Allow: GET, PUT, PATCH, DELETE, HEAD, OPTIONS
  'PAG-PAGE-SIZE': 'failed', // 46 statistics items on one page: pages of 50
  'PAG-FORMAT-API': 'failed', // format=api with Accept: application/json answers 406
  'ERR-NOT-FOUND': 'skipped', // no unknown component in the recording
  // No list the kit walks has a second page (pages of 50), and four records are missing: what
  // would have shown these is not in the recording.
  'PAG-NEXT': 'skipped',
  'PAG-PREVIOUS': 'skipped',
  'PAG-UNIQUE': 'skipped',
  'PAG-TERMINATES': 'skipped',
  'SNAP-DRIFT': 'skipped',
};

t.test('replayed with every probe, the recording yields exactly its pinned verdict', async (t) => {
  const r = await cli(['check', '--replay', WEBLATE_HAR, '--probe-errors', '--probe-writes', '--reporter', 'json', '--retries', '0']);
  t.equal(r.code, 1, r.err);
  const report = JSON.parse(r.out) as Report;
  t.equal(report.target.baseUrl, BASE, 'the base URL comes from the recording');
  const statuses = Object.fromEntries(report.requirements.filter((q) => q.status !== 'passed').map((q) => [q.id, q.status]));
  t.same(statuses, STATUS, 'every other requirement passed');
  const byAddress: Record<string, string[]> = {};
  for (const f of report.findings) (byAddress[`${f.method ?? 'GET'} ${f.url.replace(BASE, '')}`] ??= []).push(`${f.requirement} ${f.pointer}`);
  t.same(byAddress, {
    'GET api/components/demo/big/': ['HDR-ALLOW '],
    'GET api/components/demo/big/statistics/': ['PAG-PAGE-SIZE /results'],
    'GET api/components/demo/big/statistics/?format=api': ['PAG-FORMAT-API '],
  });
  t.match(
    report.findings.find((f) => f.requirement === 'HDR-ALLOW'),
    { actual: 'GET, PUT, PATCH, DELETE, HEAD, OPTIONS' },
  );
  t.match(
    report.findings.find((f) => f.requirement === 'PAG-PAGE-SIZE'),
    { expected: 20, actual: 46, related: [`${BASE}api/components/demo/glossary/statistics/`] },
  );
  t.match(
    report.findings.find((f) => f.requirement === 'PAG-FORMAT-API'),
    { actual: 406 },
  );
  const reason = (id: string) => report.requirements.find((q) => q.id === id)?.reason;
  t.equal(
    reason('ERR-NOT-FOUND'),
    `not reached in the recording: it holds no answer to GET ${BASE}api/components/stringent-no-such-project/stringent-no-such-component/ and 9 more`,
  );
  t.equal(reason('SNAP-DRIFT'), `not reached in the recording: it holds no answer to GET ${BASE}api/components/demo/glossary/ and 4 more`);
  t.same([report.summary.components, report.summary.statisticsLists], [1, 4], 'one instance record and four statistics lists were recorded');
  t.same(report.kitErrors, []);
  t.match(r.err, /weblate-5\.4\.2\.har holds no answer to 22 requests the check made/);
});

t.test('replayed without the probe flags, the probes the recording holds are judged all the same', async (t) => {
  const flags = ['--reporter', 'json', '--retries', '0'];
  const bare = await cli(['check', '--replay', WEBLATE_HAR, ...flags]);
  const probed = await cli(['check', '--replay', WEBLATE_HAR, '--probe-errors', '--probe-writes', ...flags]);
  t.equal(bare.code, 1);
  const report = JSON.parse(bare.out) as Report;
  const verdict = (r: Report) => ({ findings: r.findings, requirements: r.requirements });
  t.same(verdict(report), verdict(JSON.parse(probed.out) as Report), 'the verdict of the run with --probe-errors and --probe-writes');
  t.match(
    report.requirements.find((q) => q.id === 'ERR-BAD-PAGE'),
    { status: 'passed' },
    'its bad page numbers are judged',
  );
  t.match(
    report.requirements.find((q) => q.id === 'MTH-WRITE-REFUSED'),
    { status: 'passed' },
    'its POST is judged',
  );
});
