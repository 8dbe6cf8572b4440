/**
 * The needs table is right for every requirement: against the reference server with the fault of
 * a requirement switched on, `--only` that requirement (every probe allowed) still fails it. A need
 * left out of the table would leave the fault unseen.
 */
import t from 'tap';
import { check } from '../src/run/check.js';
import { listFaults, startServer } from '../reference-server/index.js';
import { REQUIREMENT_IDS } from '../src/catalogue/requirements.js';

const faults = listFaults().filter((f) => !f.id.includes('/'));

t.test('each requirement with a fault, judged alone, fails on its fault', async (t) => {
  t.ok(faults.length >= 44, `${faults.length} faults`);
  const judge = async (id: string): Promise<void> => {
    const server = await startServer({ port: 0, faults: [id] });
    try {
      const { report } = await check({ baseUrl: server.url, only: [id], probeErrors: true, probeWrites: true, retries: 0 });
      const outcome = report.requirements.find((r) => r.id === id);
      t.equal(outcome?.status, 'failed', `${id} fails when judged alone`);
      t.ok(
        report.requirements.filter((r) => r.id !== id).every((r) => r.status === 'skipped'),
        `${id}: every other requirement not run`,
      );
    } finally {
      await server.close();
    }
  };
  const ids = faults.map((f) => REQUIREMENT_IDS.find((r) => r === f.id)!);
  t.equal(ids.filter(Boolean).length, faults.length, 'every fault names a requirement');
  // Four at a time: each check waits mostly on its sockets.
  for (let i = 0; i < ids.length; i += 4) await Promise.all(ids.slice(i, i + 4).map(judge));
});
