/**
 * The printed curl line of every finding of every reference-server fault, run with the real curl
 * (installed by .ci/run). Where one answer shows the finding, the answer curl gets, judged alone by a
 * fresh engine, gives the finding again: the same identity (requirement, code, address, key, pointer,
 * identifying args). Where one answer does not show it (a departure seen across several answers, a
 * change between fetches, bytes curl discards after a HEAD answer), its code says so in the catalogue
 * and the reproducer says how to see it, on a comment line before the request. A write probe's line
 * is shown commented out and never run.
 */
import t, { type Test } from 'tap';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, listFaults } from '../../reference-server/index.js';
import { check } from '../../src/run/check.js';
import { readHar, type RecordedAnswer } from '../../src/har/read.js';
import { curlLines } from '../../src/report/text.js';
import { Engine } from '../../src/rules/engine.js';
import { findingIdentity } from '../../src/findings/identity.js';
import { findingCode } from '../../src/catalogue/requirements.js';
import { SEEN_BY } from '../../src/catalogue/record.js';
import type { Exchange } from '../../src/generated/exchange.js';
import type { Finding } from '../../src/generated/report.js';
import { systemTool } from '../system-tools.js';

/** Runs one line of shell; its standard output as bytes. */
function sh(line: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', line], { stdio: ['ignore', 'pipe', 'ignore'] });
    const out: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.on('error', reject);
    child.on('close', () => resolve(Buffer.concat(out)));
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

interface Outcome {
  reproduced: string[];
  seen: string[];
  writes: string[];
}

async function oneFault(t: Test, fault: string, dir: string): Promise<Outcome> {
  const server = await startServer({ faults: [fault] });
  const outcome: Outcome = { reproduced: [], seen: [], writes: [] };
  try {
    const har = path.join(dir, `${fault.replace(/\W/g, '_')}.har`);
    const { report } = await check({ baseUrl: server.url, output: 'quiet', record: har, probeErrors: true, probeWrites: true, retries: 0 });
    const recording = readHar(har);
    const found = report.findings;
    t.ok(found.length > 0, `${fault}: found`);
    const done = new Set<string>();
    for (const f of found) {
      const method = (f.method ?? 'GET').toUpperCase();
      const kind = `${f.requirement} ${f.code} ${method}`;
      if (done.has(kind)) continue;
      done.add(kind);
      const lines = curlLines(f, report.target);
      const seen = f.code !== undefined ? findingCode(f.requirement, f.code)?.seen : undefined;
      if (seen) {
        t.equal(lines[0], `# ${SEEN_BY[seen.by]}: ${seen.how}`, `${fault}: ${kind}: the reproducer says how to see it`);
        outcome.seen.push(kind);
        continue;
      }
      if (!['GET', 'HEAD', 'OPTIONS'].includes(method)) {
        t.ok(lines.length > 0 && lines.every((l) => l.startsWith('#')), `${fault}: ${kind}: a write probe is shown, commented out`);
        outcome.writes.push(kind);
        continue;
      }
      t.equal(lines.length, 1, `${fault}: ${kind}: one line to run`);
      const out = await sh(lines[0]!);
      const recorded = recording.answers.find((a) => a.method === method && a.url === f.url && !a.error);
      const engine = new Engine({ baseUrl: server.url, mode: 'check' });
      engine.add(exchangeOf(out, f, recorded));
      const want = findingIdentity(f, server.url);
      const again = engine.finish().findings.map((g) => findingIdentity(g, server.url));
      t.ok(again.includes(want), `${fault}: ${kind}: the answer curl gets shows the finding (${f.message.slice(0, 120)})`);
      outcome.reproduced.push(kind);
    }
  } finally {
    await server.close();
  }
  return outcome;
}

t.test('every fault: the curl line reproduces the finding, or the finding says how to see it', async (t) => {
  if (!systemTool(t, 'curl', 'apt-get install -y curl')) return;
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-curl-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const faults = listFaults().map((f) => f.id);
  const total: Outcome = { reproduced: [], seen: [], writes: [] };
  // A few servers at a time: each run is mostly waiting on its sockets.
  for (let i = 0; i < faults.length; i += 4) {
    const batch = await Promise.all(faults.slice(i, i + 4).map((id) => oneFault(t, id, dir)));
    for (const o of batch) {
      total.reproduced.push(...o.reproduced);
      total.seen.push(...o.seen);
      total.writes.push(...o.writes);
    }
  }
  t.ok(total.reproduced.length > 60, `${total.reproduced.length} findings reproduced by their curl line alone`);
  t.ok(total.seen.length >= 10, `${total.seen.length} say how they are seen instead (${[...new Set(total.seen)].join('; ')})`);
  t.ok(total.writes.length > 0, 'write probes are shown, never run');
});

t.test('stringent rules ID and docs/requirements.md say how a finding is seen where one answer does not show it', async (t) => {
  const { explainRule } = await import('../../src/commands/rules.js');
  const { renderRequirementsDoc } = await import('../../src/catalogue/docs.js');
  const how = findingCode('PAG-COUNT', 'mismatch')!.seen!.how;
  t.match(explainRule('PAG-COUNT'), `    (${SEEN_BY.answers}: ${how})`);
  t.match(renderRequirementsDoc(), `- \`mismatch\`: ${SEEN_BY.answers}: ${how}`);
  t.notMatch(explainRule('HDR-VARY'), SEEN_BY.answers, 'a header finding is seen in its one answer');
  t.same(curlLines({ url: 'http://127.0.0.1:1/api/components/', requirement: 'HDR-VARY', code: 'missing' }, false).length, 1);
});
