/**
 * Reproducers that say how a finding is seen where one answer does not show it: `stringent rules ID`
 * and docs/requirements.md carry the catalogue's words. The curl line of every finding of every fault
 * is run against the fault's server in the self-test tests (test/selftest.test.ts,
 * test/selftest-further.test.ts, with test/report/curl-reproduce.ts), on the self-test's own runs.
 */
import t from 'tap';
import { curlLines } from '../../src/report/text.js';
import { findingCode } from '../../src/catalogue/requirements.js';
import { SEEN_BY } from '../../src/catalogue/record.js';
import { explainRule } from '../../src/commands/rules.js';
import { renderRequirementsDoc } from '../../src/catalogue/docs.js';

t.test('stringent rules ID and docs/requirements.md say how a finding is seen where one answer does not show it', (t) => {
  const how = findingCode('PAG-COUNT', 'mismatch')!.seen!.how;
  t.match(explainRule('PAG-COUNT'), `    (${SEEN_BY.answers}: ${how})`);
  t.match(renderRequirementsDoc(), `- \`mismatch\`: ${SEEN_BY.answers}: ${how}`);
  t.notMatch(explainRule('HDR-VARY'), SEEN_BY.answers, 'a header finding is seen in its one answer');
  t.same(curlLines({ url: 'http://127.0.0.1:1/api/components/', requirement: 'HDR-VARY', code: 'missing' }, false).length, 1);
  t.end();
});
