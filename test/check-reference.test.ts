/** check against the kit's own reference server: clean, with every opt-in switched on. */
import t from 'tap';
import { check } from '../src/run/check.js';
import { startServer } from '../reference-server/index.js';

t.test('the reference server is conformant, probes and all', { timeout: 60_000 }, async (t) => {
  const server = await startServer({ port: 0 });
  t.teardown(() => server.close());
  const { report, exitCode, notices } = await check({ baseUrl: server.url, probeErrors: true, probeWrites: true, methodsAll: true, token: 'ref-token-1' });
  const failing = report.findings.filter((f) => f.severity !== 'note').map((f) => `${f.requirement} ${f.url}${f.pointer}: ${f.message}`);
  t.same(failing, [], 'no finding at error or warning severity');
  t.same(report.kitErrors, []);
  t.equal(exitCode, 0);
  t.equal(report.complete, true);
  t.ok((report.summary.components ?? 0) > 0, `${report.summary.components} components checked`);
  t.equal(report.summary.statisticsLists, report.summary.components, 'every statistics list walked to its end');
  t.same(notices, []);
  t.notOk(
    report.requirements.some((r) => r.status === 'skipped'),
    'nothing skipped with every opt-in on',
  );
});

t.test('a fault of the reference server is found by check', { timeout: 60_000 }, async (t) => {
  const server = await startServer({ port: 0, faults: ['PAG-NEXT'] });
  t.teardown(() => server.close());
  const { report, exitCode } = await check({ baseUrl: server.url });
  t.equal(exitCode, 1);
  t.ok(
    report.findings.some((f) => f.requirement === 'PAG-NEXT'),
    'PAG-NEXT reported',
  );
});
