/** Two checks in one process, one after the other and at once, share nothing: each gives the findings it gives alone. */
import t from 'tap';
import { check, type CheckOptions } from '../src/run/check.js';
import { startServer } from '../reference-server/index.js';

type Run = Awaited<ReturnType<typeof check>>;

/** What a run found, in an order that does not depend on when each answer came. */
function found(run: Run): string[] {
  return run.report.findings.map((f) => `${f.requirement} ${f.severity} ${f.url}${f.pointer}: ${f.message}`).sort();
}

function verdicts(run: Run): string[] {
  return run.report.requirements.map((r) => `${r.id} ${r.status}`).sort();
}

t.test('two checks of two servers at once give each the findings it gives alone', { timeout: 120_000 }, async (t) => {
  const plain = await startServer({ port: 0, faults: ['STA-PCT-DECIMALS'] });
  t.teardown(() => plain.close());
  const prefixed = await startServer({ port: 0, variants: ['prefix'], faults: ['CMP-FILEMASK'] });
  t.teardown(() => prefixed.close());
  t.not(new URL(plain.url).pathname, new URL(prefixed.url).pathname, 'the two base URLs differ in their path');
  const a: CheckOptions = { baseUrl: plain.url, token: 'first-secret-token' };
  const b: CheckOptions = { baseUrl: prefixed.url, token: 'other-secret-token' };

  const aloneA = await check(a);
  const aloneB = await check(b);
  t.ok(
    found(aloneA).some((f) => f.startsWith('STA-PCT-DECIMALS ')),
    'the first server alone: its fault is found',
  );
  t.ok(
    found(aloneB).some((f) => f.startsWith('CMP-FILEMASK ')),
    'the second server alone: its fault is found',
  );
  t.notOk(
    found(aloneA).some((f) => f.includes(prefixed.url)),
    'no address of the second server in the first run',
  );

  const [bothA, bothB] = await Promise.all([check(a), check(b)]);
  t.same(found(bothA), found(aloneA), 'the first server at once: the same findings');
  t.same(found(bothB), found(aloneB), 'the second server at once: the same findings');
  t.same(verdicts(bothA), verdicts(aloneA), 'the first server at once: the same verdicts');
  t.same(verdicts(bothB), verdicts(aloneB), 'the second server at once: the same verdicts');
  t.equal(bothA.exitCode, aloneA.exitCode);
  t.equal(bothB.exitCode, aloneB.exitCode);

  // The other order once more, so that neither run's state is the last one left behind.
  const [againB, againA] = await Promise.all([check(b), check(a)]);
  t.same(found(againA), found(aloneA));
  t.same(found(againB), found(aloneB));
});
