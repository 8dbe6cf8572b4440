/**
 * `--only X` gives exactly the findings of X that a full run gives, for every requirement of the
 * catalogue: against the reference server with every fault switched on at once (and again without
 * the faults that take answers away), the full check runs once, then each requirement alone. A request a requirement's rule reads but its focus does not
 * send (a HEAD answer's headers, the format=api walk's pages), or a one-off request sent elsewhere
 * because a focused crawl chose another sample, shows here as a finding missing or moved.
 *
 * Requirements whose focus sends the same plan are judged by one `--only` naming them all (a focus
 * changes nothing but the plan), and one of each such group again by itself; so the test stays a
 * few seconds. Some faults keep state across walks (a count that moves with every walk), so each
 * run gets a server of its own, started alike; addresses are compared without the port.
 */
import t, { type Test } from 'tap';
import { check, type CheckOptions } from '../src/run/check.js';
import { listFaults, startServer } from '../reference-server/index.js';
import { REQUIREMENT_IDS, type RequirementId } from '../src/catalogue/requirements.js';
import type { Report } from '../src/generated/report.js';
import { focusOf } from '../src/run/focus.js';

/** Every fault that can be served together with the ones before it. */
async function compatibleFaults(): Promise<string[]> {
  const all = listFaults().map((f) => f.id);
  try {
    await (await startServer({ port: 0, faults: all })).close();
    return all;
  } catch {
    const kept: string[] = [];
    for (const id of all) {
      try {
        await (await startServer({ port: 0, faults: [...kept, id] })).close();
        kept.push(id);
      } catch {
        // Declared to conflict with a fault already kept.
      }
    }
    return kept;
  }
}

const OPTIONS: Omit<CheckOptions, 'baseUrl'> = { probeErrors: true, probeWrites: true, retries: 0, timeout: 10, examplesPerGroup: 1_000_000 };

/** What the server serves. */
interface Served {
  faults: string[];
}

interface Judged {
  /** Each finding of a requirement as JSON text, the server's port taken out, sorted. */
  findings: Map<string, string[]>;
  report: Report;
}

async function run(served: Served, only?: RequirementId[]): Promise<Judged> {
  const server = await startServer({ port: 0, ...served });
  try {
    const { report } = await check({ ...OPTIONS, baseUrl: server.url, ...(only ? { only } : {}) });
    // The port in an address (after a host, as any fault spells it), not a number in a JSON member
    // that happens to equal it (a region's column may).
    const port = new RegExp(`(?<=[A-Za-z0-9\\]]):${server.port}(?!\\d)`, 'g');
    const findings = new Map<string, string[]>();
    for (const f of report.findings) {
      const list = findings.get(f.requirement) ?? [];
      list.push(JSON.stringify(f).replace(port, ':PORT'));
      findings.set(f.requirement, list);
    }
    for (const list of findings.values()) list.sort();
    return { findings, report };
  } finally {
    await server.close();
  }
}

/**
 * Faults that take whole answers away from the other rules (HEAD and OPTIONS refused, format=api
 * missing, a body cut short, a status other than 200, next leaving the origin): left out of the
 * second set, so that the answers they take away are there to be judged.
 */
const TAKING = ['MTH-HEAD', 'MTH-OPTIONS', 'PAG-FORMAT-API', 'HTTP-JSON-BODY', 'HTTP-STATUS-200', 'PAG-TERMINATES', 'PAG-NEXT', 'URL-SELF', 'ERR-'];

/**
 * The requirements by the plan their focus sends. A focus changes nothing but the plan (the rules
 * all run, and the findings of requirements not chosen are dropped as they are reported), so the
 * requirements whose focus sends one plan are judged by one run of `--only` naming them all.
 */
function byPlan(): RequirementId[][] {
  const groups = new Map<string, RequirementId[]>();
  for (const id of REQUIREMENT_IDS) {
    const { parts } = focusOf({ only: [id], probeErrors: true, probeWrites: true, methodsAll: false });
    const key = JSON.stringify(parts);
    groups.set(key, [...(groups.get(key) ?? []), id]);
  }
  return [...groups.values()];
}

/**
 * Judges every requirement alone against what `served` serves, and compares with the full run. With
 * `alone`, one requirement of each plan shared by several is also run by itself: `--only` naming it
 * alone gives what `--only` naming its whole group gives of it.
 */
async function compareAll(t: Test, served: Served, full: Judged, alone: boolean): Promise<void> {
  const byFocus = byPlan();
  t.same(byFocus.flat().sort(), [...REQUIREMENT_IDS].sort(), 'every requirement is judged alone once');
  const groups = alone ? [...byFocus, ...byFocus.filter((g) => g.length > 1).map((g) => [g[g.length - 1]!])] : byFocus;
  const compare = async (ids: RequirementId[]): Promise<void> => {
    const focused = await run(served, ids);
    for (const id of ids) {
      const whole = full.report.requirements.find((r) => r.id === id)!;
      const alone = focused.report.requirements.find((r) => r.id === id)!;
      t.same(
        { status: alone.status, findings: alone.findings, listed: focused.findings.get(id) ?? [] },
        { status: whole.status, findings: whole.findings, listed: full.findings.get(id) ?? [] },
        `--only ${id}: ${whole.findings} findings, as in the full run`,
      );
    }
    t.same(
      [...focused.findings.keys()].filter((k) => !ids.includes(k as RequirementId)),
      [],
      `--only ${ids.join(',')} reports nothing else`,
    );
  };
  // Two at a time: each check waits mostly on its sockets.
  for (let i = 0; i < groups.length; i += 2) await Promise.all(groups.slice(i, i + 2).map(compare));
}

for (const set of ['every fault', 'every fault that leaves the answers readable'] as const)
  t.test(`${set}: --only X gives the findings of X that the full run gives, for every requirement`, async (t) => {
    const compatible = await compatibleFaults();
    const faults = set === 'every fault' ? compatible : compatible.filter((id) => !TAKING.some((x) => id.startsWith(x)));
    t.ok(faults.length >= 40, `${faults.length} faults served at once`);
    const full = await run({ faults });
    t.same(full.report.kitErrors, [], 'the full run ends without a kit error');
    const failed = full.report.requirements.filter((r) => r.status === 'failed').length;
    t.ok(failed >= 30, `the full run fails ${failed} requirements: the comparison is about findings, not about their absence`);
    await compareAll(t, { faults }, full, set === 'every fault');
  });
