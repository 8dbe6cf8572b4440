/**
 * The client suite (suite.ts) against serve --variant edges, each client on a server of its own, given
 * the API at http://localhost:PORT/weblate/api/ while the answers' URLs name 127.0.0.1 (a base URL
 * that differs from the address the client used). Every faulty client is exposed, by the report
 * naming its mistake or by the client failing its task; no correct client gets any finding, in
 * repeated runs under edges' rate limit and under --rate-limit. Each client and its server share a
 * clock whose sleeps take no real time: the Retry-After seconds a client waits out move the clock on,
 * over real sockets, and the server times what it observes by that clock.
 */
import t from 'tap';
import { startServer, type ServerOptions } from '../../reference-server/index.js';
import type { ClientReport } from '../../src/generated/client-report.js';
import { ClientRecorder } from '../../src/run/client-report.js';
import { fastClock } from '../crawl/clock.js';
import { CORRECT, FAULTY, type SuiteClient } from './suite.js';

interface Outcome {
  report: ClientReport;
  failed?: string;
  expected: string[];
}

async function runClient(client: SuiteClient, options: ServerOptions = { variants: ['edges'] }): Promise<Outcome> {
  const recorder = new ClientRecorder();
  const clock = fastClock();
  const server = await startServer({ ...options, now: () => clock.now(), observe: recorder.observe });
  recorder.start(server.observedFrom!);
  const api = server.apiUrl.replace('//127.0.0.1:', '//localhost:');
  let failed: string | undefined;
  try {
    const got = await client.run(api, clock);
    const expected = server.components.map((c) => `${c.project}/${c.slug}`);
    if (JSON.stringify([...got].sort()) !== JSON.stringify([...expected].sort())) failed = `returned ${got.length} of ${expected.length} components`;
  } catch (err) {
    failed = (err as Error).message;
  } finally {
    await server.close();
  }
  const report = recorder.report({ url: server.url, variants: server.variants, observedFrom: server.observedFrom! });
  return { report, ...(failed !== undefined ? { failed } : {}), expected: [] };
}

const named = (o: Outcome): string[] => [...new Set(o.report.findings.map((f) => f.requirement))].sort();

t.test('every faulty client is exposed, by the report naming its mistake or by the client failing', async (t) => {
  // The clients that ask again too soon run at once, each on its server and clock: two never wait, and
  // load could lengthen the 250 ms of the third only by the 650 ms that edges' second leaves. The others
  // run one after another: a page asked before the answer giving its link was sent is a matter of milliseconds.
  const outcomes = new Map<SuiteClient, Outcome>();
  const soon = FAULTY.filter((c) => c.mistake === 'CLI-RETRY-AFTER');
  await Promise.all(soon.map(async (c) => outcomes.set(c, await runClient(c))));
  for (const c of FAULTY) if (!outcomes.has(c)) outcomes.set(c, await runClient(c));
  let exposed = 0;
  for (const client of FAULTY) {
    const o = outcomes.get(client)!;
    const ids = named(o);
    const shown = client.mistake === 'fails' ? o.failed !== undefined : ids.includes(client.mistake!);
    t.ok(shown, `${client.name}: ${client.mistake} (report: ${ids.join(', ') || 'nothing'}; client ${o.failed ?? 'succeeded'})`);
    if (shown || ids.length > 0 || o.failed !== undefined) exposed++;
  }
  t.equal(exposed, FAULTY.length, `edges exposes ${exposed} of ${FAULTY.length} faulty clients`);
});

// Correct clients run at once, each on its server and clock: load can only lengthen a wait, never shorten it.
t.test('no correct client gets a finding, and each does its task', async (t) => {
  const outcomes = await Promise.all(CORRECT.map((client) => runClient(client)));
  for (const [i, client] of CORRECT.entries()) {
    const o = outcomes[i]!;
    t.equal(o.failed, undefined, `${client.name}: its task`);
    t.same(o.report.findings, [], `${client.name}: no finding`);
    t.ok(
      o.report.requests.some((r) => r.status === 429 || r.status === 503),
      `${client.name}: met the rate limit`,
    );
  }
});

t.test('a correct client is never flagged in repeated runs under a rate limit (edges by seed, and --rate-limit)', async (t) => {
  let throttled = 0;
  const runs = Array.from({ length: 10 }, (_, i) => i + 1);
  const outcomes = await Promise.all(
    runs.map((run) =>
      run % 2 === 0 ? runClient(CORRECT[1]!, { variants: ['edges'], seed: run }) : runClient(CORRECT[0]!, { generate: 60, rateLimit: '2/s' }),
    ),
  );
  for (const run of runs) {
    const o = outcomes[run - 1]!;
    t.equal(o.failed, undefined, `run ${run}: its task`);
    t.same(o.report.findings, [], `run ${run}: no finding`);
    throttled += o.report.requests.filter((r) => r.status === 429 || r.status === 503).length;
  }
  t.ok(throttled >= 10, `${throttled} refusals waited out`);
});
