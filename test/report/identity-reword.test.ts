/**
 * A finding's identity is its code, never its words: with every message template of the catalogue
 * reworded, the same server gives the same baseline, byte for byte, and the same SARIF fingerprints.
 */
import t from 'tap';
import { check } from '../../src/run/check.js';
import { REQUIREMENTS } from '../../src/catalogue/requirements.js';
import { IDENTITY_VERSION } from '../../src/findings/identity.js';
import { renderSarif } from '../../src/report/sarif.js';
import { startServer } from '../../reference-server/index.js';

interface Run {
  baseline: string;
  fingerprints: string[];
  messages: string[];
}

async function run(url: string): Promise<Run> {
  const { report, baseline } = await check({ baseUrl: url, writeBaseline: true, output: 'quiet', examplesPerGroup: 1000 });
  const sarif = JSON.parse(renderSarif(report)) as { runs: { results: { partialFingerprints: Record<string, string> }[] }[] };
  return {
    baseline: baseline!.text,
    fingerprints: sarif.runs[0]!.results.map((r) => r.partialFingerprints[IDENTITY_VERSION]!).sort(),
    messages: report.findings.map((f) => f.message),
  };
}

t.test('every template reworded: baselines and SARIF fingerprints do not change', async (t) => {
  const server = await startServer({
    generate: 4,
    faults: ['HDR-VARY', 'HDR-ALLOW', 'HDR-CONTENT-TYPE/later-pages', 'HTTP-STATUS-200/page-redirect', 'CMP-FILEMASK'],
  });
  t.teardown(() => server.close());
  const before = await run(server.url);
  t.ok(before.fingerprints.length > 0, 'the run has findings');

  // Reword the catalogue in place, as a release that changes every message would.
  // Requirements may share one code record: each record is reworded, and put back, once.
  const saved = new Map<{ message: string }, string>();
  for (const r of REQUIREMENTS)
    for (const code of Object.values(r.codes)) {
      const c = code as { message: string };
      if (saved.has(c)) continue;
      saved.set(c, c.message);
      c.message = `In other words: ${c.message}, reworded`;
    }
  t.teardown(() => {
    for (const [c, message] of saved) c.message = message;
  });
  t.ok(saved.size > 10, 'templates reworded');
  const after = await run(server.url);

  const reworded = after.messages.filter((m) => m.startsWith('In other words: '));
  t.ok(reworded.length > 0, `the reworded templates are used (${reworded.length} findings)`);
  t.notSame(after.messages, before.messages, 'the messages changed');
  t.equal(after.baseline, before.baseline, 'the baseline is byte for byte the same');
  t.same(after.fingerprints, before.fingerprints, 'every SARIF fingerprint is the same');
});
