/**
 * --max-warnings N (ESLint's): more warnings than N make the exit status 1 whatever --fail-on says;
 * N or fewer do not; with a baseline only new warnings count; a bad N is E_BAD_OPTION.
 */
import t from 'tap';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../src/cli.js';
import { startServer } from '../reference-server/index.js';
import type { Report } from '../src/generated/report.js';
import { memoryIo } from './report/fixtures.js';

t.test('--max-warnings: more warnings than N fail the run, N or fewer do not, new ones only against a baseline', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-max-warnings-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const server = await startServer({ generate: 2, faults: ['HDR-VARY'] });
  t.teardown(() => server.close());
  const asWarning = ['--severity', 'HDR-VARY=warning'];
  const json = path.join(dir, 'r.json');
  t.equal(await main(['check', server.url, ...asWarning, '--reporter', `json:${json}`], memoryIo()), 0, 'warnings alone pass by default');
  const warnings = (JSON.parse(readFileSync(json, 'utf8')) as Report).summary.warnings;
  t.ok(warnings > 0, `${warnings} warnings`);
  const over = memoryIo();
  t.equal(
    await main(['check', server.url, ...asWarning, '--max-warnings', String(warnings - 1), '--reporter', `json:${json}`], over),
    1,
    'one too many: exit 1',
  );
  t.equal((JSON.parse(readFileSync(json, 'utf8')) as Report).maxWarnings, warnings - 1, 'the report says the limit');
  const pretty = memoryIo();
  await main(['check', server.url, ...asWarning, '--max-warnings', String(warnings - 1)], pretty);
  t.match(pretty.out(), new RegExp(`Result: FAIL — ${warnings} warnings, more than --max-warnings ${warnings - 1} allows`), 'the verdict line names the limit');
  t.equal(await main(['check', server.url, ...asWarning, '--max-warnings', String(warnings)], memoryIo()), 0, 'exactly N: exit 0');
  const baseline = path.join(dir, 'b.json');
  await main(['check', server.url, ...asWarning, '--write-baseline', baseline], memoryIo());
  t.equal(await main(['check', server.url, ...asWarning, '--max-warnings', '0', '--baseline', baseline], memoryIo()), 0, 'known warnings do not count');
  const bad = memoryIo();
  t.equal(await main(['check', server.url, '--max-warnings', '-1'], bad), 2);
  t.match(bad.err(), /^stringent: E_BAD_OPTION: --max-warnings takes a whole number of at least 0/);
});
