import t from 'tap';
import { loadCases, lintCases } from '../src/run/cases.js';
import { caseVerdicts, coverageGaps } from '../src/run/coverage.js';
import { listFaults } from '../reference-server/index.js';
import { isRequirementId, REQUIREMENTS } from '../src/catalogue/requirements.js';

const cases = loadCases();
const verdicts = caseVerdicts(cases);
const faults = listFaults();
/** The requirements that have a fault (each fault declares the one it must yield). */
const faultIds = [...new Set(faults.map((f) => f.requirement))];

t.test('the cases corpus is well formed', async (t) => {
  t.same(lintCases(cases), [], 'no lint problems');
});

t.test('every requirement has a rule, a passing case, a failing case and a fault', async (t) => {
  const gaps = coverageGaps(verdicts.values(), faultIds);
  t.same(gaps, [], gaps.map((g) => `${g.requirement}: no ${g.missing}`).join('; ') || 'complete');
});

t.test('every fault cites a known requirement', async (t) => {
  t.ok(faults.length > 40, `${faults.length} faults`);
  for (const f of faults) t.ok(isRequirementId(f.requirement), `fault ${f.id}`);
});

t.test('a requirement that loses its failing case is reported as a gap', async (t) => {
  for (const victim of ['STA-PCT-TRUNCATED', 'PAG-NEXT', 'SNAP-DRIFT']) {
    const pruned = [...verdicts.values()].map((v) => ({ passed: v.passed, failed: new Set([...v.failed].filter((id) => id !== victim)) }));
    const gaps = coverageGaps(pruned, faultIds);
    t.same(gaps, [{ requirement: victim, missing: 'failing case' }], `without its failing cases, ${victim} is a gap`);
  }
});

t.test('a requirement that loses its fault is reported as a gap', async (t) => {
  const core = REQUIREMENTS.find((r) => r.class === 'core' && !r.unfaultable)!;
  const gaps = coverageGaps(
    verdicts.values(),
    faultIds.filter((id) => id !== core.id),
  );
  t.same(gaps, [{ requirement: core.id, missing: 'fault' }]);
});
