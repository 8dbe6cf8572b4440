/**
 * The same exchanges give the same report: two runs at the default concurrency and one at
 * --concurrency 1 against a reference server with faults that give many findings on many addresses
 * (grouped headers, schema departures, duplicate IDs), byte-identical in every format once the
 * timing fields are removed. Twenty components are enough for eight requests at once to finish in a
 * different order from run to run.
 */
import t from 'tap';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../../src/cli.js';
import { startServer } from '../../reference-server/index.js';
import { memoryIo } from './fixtures.js';

const FAULTS = ['HDR-VARY', 'STA-SCHEMA', 'CMP-IDS-UNIQUE', 'STA-PCT-DECIMALS', 'URL-STATS-SHAPE'];
const FORMATS = ['json', 'junit', 'tap', 'sarif', 'html'] as const;

/** Removes the named timing fields and the one timing line; nothing else. */
function untimed(name: string, text: string): string {
  switch (name) {
    case 'json':
      return text.replace(/^ {2}"startedAt": "[^"]*",\n/m, '').replace(/^ {2}"durationMs": \d+,\n/m, '');
    case 'junit':
      return text.replace(/ time="[\d.]+"/g, '');
    case 'sarif':
      return text.replace(/^ +"startTimeUtc": "[^"]*",\n/m, '');
    case 'pretty':
    case 'html':
      return text.replace(/ in \d+(?:\.\d+)? (?:ms|s|min \d+ s)(?=\n|<)/g, '');
    default:
      return text;
  }
}

t.test('byte-identical reports across runs and concurrency levels', async (t) => {
  const server = await startServer({ generate: 20, faults: FAULTS });
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-determinism-'));
  t.teardown(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const runs: Record<string, string>[] = [];
  const plan = [
    [0, 8],
    [1, 8],
    [2, 1],
  ] as const;
  for (const [i, concurrency] of plan) {
    const io = memoryIo();
    const reporters = FORMATS.map((f) => `--reporter=${f}:${path.join(dir, `${i}.${f}`)}`);
    const code = await main(['check', server.url, '--concurrency', String(concurrency), ...reporters, '--reporter', 'pretty'], io);
    t.equal(code, 1, `run ${i} (concurrency ${concurrency}) fails on the faults`);
    const out: Record<string, string> = { pretty: untimed('pretty', io.out()) };
    for (const f of FORMATS) out[f] = untimed(f, readFileSync(path.join(dir, `${i}.${f}`), 'utf8'));
    runs.push(out);
  }
  const report = JSON.parse(runs[0]!.json!);
  t.ok(report.findings.length > 50, `many findings (${report.findings.length})`);
  t.ok(new Set(report.findings.map((f: { url: string }) => f.url)).size > 10, 'on many addresses');
  t.ok(
    report.findings.some((f: { related?: string[] }) => (f.related?.length ?? 0) > 0),
    'with related addresses',
  );
  // "the same on N answers": related names some of the others and says how many it leaves out.
  const grouped = report.findings.filter((f: { message: string }) => /\(the same on (\d+) answers\)$/.test(f.message));
  t.ok(grouped.length > 0, 'grouped findings');
  t.ok(
    grouped.some((f: { message: string }) => Number(/\(the same on (\d+) answers\)$/.exec(f.message)![1]) > 4),
    'one of them on more than four answers',
  );
  for (const f of grouped as Array<{ message: string; related?: string[]; relatedOmitted?: number }>) {
    const n = Number(/\(the same on (\d+) answers\)$/.exec(f.message)![1]);
    const named = (f.related?.length ?? 0) + (f.relatedOmitted ?? 0);
    t.ok(named >= 1 && named <= n - 1, `related (${f.related?.length ?? 0} + ${f.relatedOmitted ?? 0} left out) accounts for the other answers of ${n}`);
    if (n - 1 > 3) t.ok((f.relatedOmitted ?? 0) > 0, 'more than three others: the count of those left out is given');
  }
  t.equal(runs.length, plan.length, 'every run was compared');
  for (const name of ['pretty', ...FORMATS]) {
    for (let i = 1; i < runs.length; i++) t.equal(runs[i]![name], runs[0]![name], `${name}: run ${i} equals run 0`);
  }
  t.notMatch(runs[0]!.tap!, /\d+ ms|\d\.\d s/, 'TAP carries no timing');
});
