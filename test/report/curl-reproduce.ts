/**
 * The printed curl line of every kind of finding of a run, run with the real curl (installed by
 * .ci/run) against the run's server. Where one answer shows the finding, the answer curl gets, judged
 * alone by a fresh engine, gives the finding again: the same identity (requirement, code, address,
 * key, pointer, identifying args). Where one answer does not show it (a departure seen across several
 * answers, a change between fetches, bytes curl discards after a HEAD answer), its code says so in
 * the catalogue and the reproducer says how to see it, on a comment line before the request. A write
 * probe's line is shown commented out and never run.
 *
 * The self-test tests (test/selftest.test.ts, test/selftest-further.test.ts) call reproduce() from
 * the self-test's afterRun, so every fault's run serves both; assertReproduced() then judges what was
 * gathered.
 */
import type { Test } from 'tap';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SelfTestOptions } from '../../src/run/selftest.js';
import { hasProgram } from '../system-tools.js';
import { readHar, type RecordedAnswer } from '../../src/har/read.js';
import { curlLines } from '../../src/report/text.js';
import { Engine } from '../../src/rules/engine.js';
import { findingIdentity } from '../../src/findings/identity.js';
import { findingCode } from '../../src/catalogue/requirements.js';
import { SEEN_BY } from '../../src/catalogue/record.js';
import type { Exchange } from '../../src/generated/exchange.js';
import type { Finding, Report } from '../../src/generated/report.js';

/** Between the answers of the curl lines of one run, run by one shell. */
const BOUNDARY = '\n--stringent-curl-answer-boundary--\n';

/** Runs the lines in one shell, one after the other; the standard output of each, as bytes. */
function sh(lines: string[]): Promise<Buffer[]> {
  const script = lines.map((l) => `${l}\nprintf '${BOUNDARY.replace(/\n/g, '\\n')}'`).join('\n');
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', script], { stdio: ['ignore', 'pipe', 'ignore'] });
    const out: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.on('error', reject);
    child.on('close', () => {
      const all = Buffer.concat(out);
      const parts: Buffer[] = [];
      let from = 0;
      for (let at = all.indexOf(BOUNDARY, from); at >= 0; at = all.indexOf(BOUNDARY, from)) {
        parts.push(all.subarray(from, at));
        from = at + BOUNDARY.length;
      }
      resolve(parts);
    });
  });
}

/** What curl -i (or -I) printed, as the exchange the kit would have recorded for it. */
function exchangeOf(out: Buffer, f: Finding, recorded: RecordedAnswer | undefined): Exchange {
  const method = (f.method ?? 'GET').toUpperCase() as Exchange['request']['method'];
  const end = out.indexOf('\r\n\r\n');
  const head = out
    .subarray(0, end < 0 ? out.length : end)
    .toString('latin1')
    .split('\r\n');
  const status = Number(head[0]!.split(' ')[1]);
  const headers: Record<string, string> = {};
  for (const l of head.slice(1)) {
    const i = l.indexOf(':');
    if (i < 0) continue;
    const name = l.slice(0, i).trim().toLowerCase();
    const value = l.slice(i + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  const body = method === 'HEAD' || end < 0 ? '' : out.subarray(end + 4).toString('utf8');
  const exchange: Exchange = { request: { method, url: f.url }, status, headers, body, purpose: recorded?.purpose ?? 'crawl' };
  // The kit follows a same-origin redirect and records the first hop, from the address it asked for;
  // curl without -L shows that hop.
  if (status >= 300 && status < 400 && headers.location !== undefined) Object.assign(exchange, { redirectedTo: new URL(headers.location, f.url).href, hop: 0 });
  return exchange;
}

/** One kind of finding of a run (requirement, code, method) and what its reproducer did. */
export interface Reproduction {
  kind: string;
  lines: string[];
  /** The comment line that says how the finding is seen, where one answer does not show it. */
  seen?: string;
  /** A write probe: shown, never run. */
  write?: boolean;
  /** Where the line was run: whether the answer curl got gives the same finding again. */
  reproduced?: boolean;
  message: string;
}

/** What the run of one fault gave: its findings' count and one reproduction per kind. */
export interface RunReproductions {
  fault: string;
  findings: number;
  kinds: Reproduction[];
  /** What went wrong where the reproducers could not be run at all. */
  error?: string;
}

/** Runs the curl line of each kind of finding of a run against its server, which must still answer. */
export async function reproduce(fault: string, report: Report, baseUrl: string, recordingFile: string | undefined): Promise<RunReproductions> {
  try {
    return await reproduceKinds(fault, report, baseUrl, recordingFile!);
  } catch (err) {
    return { fault, findings: report.findings.length, kinds: [], error: String(err) };
  }
}

async function reproduceKinds(fault: string, report: Report, baseUrl: string, recordingFile: string): Promise<RunReproductions> {
  const recording = readHar(recordingFile);
  const kinds: Reproduction[] = [];
  const toRun: { rep: Reproduction; f: Finding; method: string }[] = [];
  const done = new Set<string>();
  for (const f of report.findings) {
    const method = (f.method ?? 'GET').toUpperCase();
    const kind = `${f.requirement} ${f.code} ${method}`;
    if (done.has(kind)) continue;
    done.add(kind);
    const lines = curlLines(f, report.target);
    const rep: Reproduction = { kind, lines, message: f.message.slice(0, 120) };
    kinds.push(rep);
    const seen = f.code !== undefined ? findingCode(f.requirement, f.code)?.seen : undefined;
    if (seen) rep.seen = `# ${SEEN_BY[seen.by]}: ${seen.how}`;
    else if (!['GET', 'HEAD', 'OPTIONS'].includes(method)) rep.write = true;
    else if (lines.length === 1) toRun.push({ rep, f, method });
  }
  const outs = await sh(toRun.map((r) => r.rep.lines[0]!));
  for (const [i, { rep, f, method }] of toRun.entries()) {
    const out = outs[i];
    if (out === undefined) {
      rep.reproduced = false;
      continue;
    }
    const recorded = recording.answers.find((a) => a.method === method && a.url === f.url && !a.error);
    const engine = new Engine({ baseUrl, mode: 'check' });
    engine.add(exchangeOf(out, f, recorded));
    const want = findingIdentity(f, baseUrl);
    rep.reproduced = engine
      .finish()
      .findings.map((g) => findingIdentity(g, baseUrl))
      .includes(want);
  }
  return { fault, findings: report.findings.length, kinds };
}

/** Counts of what the runs' reproducers did. */
export interface ReproducedCounts {
  reproduced: number;
  seen: string[];
  writes: number;
}

/**
 * Asserts that each of `faults` faults' runs was reproduced, every kind of finding of every run, and
 * that more than 30 findings were reproduced by their curl line alone and at least 5 say how they are
 * seen instead; returns the counts, for the caller to bound the write probes.
 */
export function assertReproduced(t: Test, runs: readonly RunReproductions[], faults: { count: number; which: string }): ReproducedCounts {
  t.equal(runs.length, faults.count, `every ${faults.which} fault’s run was reproduced`);
  const counts: ReproducedCounts = { reproduced: 0, seen: [], writes: 0 };
  for (const run of [...runs].sort((a, b) => (a.fault < b.fault ? -1 : 1))) {
    t.equal(run.error, undefined, `${run.fault}: the reproducers ran`);
    t.ok(run.findings > 0 && run.kinds.length > 0, `${run.fault}: found (${run.findings} findings, ${run.kinds.length} kinds)`);
    for (const rep of run.kinds) {
      const what = `${run.fault}: ${rep.kind}`;
      if (rep.seen !== undefined) {
        t.equal(rep.lines[0], rep.seen, `${what}: the reproducer says how to see it`);
        counts.seen.push(rep.kind);
      } else if (rep.write) {
        t.ok(rep.lines.length > 0 && rep.lines.every((l) => l.startsWith('#')), `${what}: a write probe is shown, commented out`);
        counts.writes++;
      } else {
        t.equal(rep.lines.length, 1, `${what}: one line to run`);
        t.equal(rep.reproduced, true, `${what}: the answer curl gets shows the finding (${rep.message})`);
        counts.reproduced++;
      }
    }
  }
  t.ok(counts.reproduced > 30, `${counts.reproduced} findings reproduced by their curl line alone`);
  t.ok(counts.seen.length >= 5, `${counts.seen.length} say how they are seen instead (${[...new Set(counts.seen)].join('; ')})`);
  return counts;
}

/**
 * The self-test options that reproduce every fault's findings while its server still answers (where
 * curl is installed; otherwise none), and the reproductions gathered, for assertReproduced().
 */
export function reproducing(t: Test): { options: Pick<SelfTestOptions, 'recordTo' | 'afterRun'>; reproduced: RunReproductions[] } {
  const reproduced: RunReproductions[] = [];
  if (!hasProgram('curl')) return { options: {}, reproduced };
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-selftest-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return {
    reproduced,
    options: {
      recordTo: dir,
      afterRun: async ({ row, report, baseUrl, recording }) => {
        if (row.kind === 'fault') reproduced.push(await reproduce(row.fault, report, baseUrl, recording));
      },
    },
  };
}
