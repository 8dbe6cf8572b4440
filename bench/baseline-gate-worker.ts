/**
 * The baseline gate at scale. Usage: node baseline-gate-worker.js <mode> <findings> <file>
 * - write: N findings' identities collected and written as a baseline file (check --write-baseline);
 * - gate: the file read as check --baseline reads it, then N findings, made one at a time, each
 *   marked new or known as the engine reports them;
 * - floor: the same findings made and identified, and the same file read line by line and parsed,
 *   with nothing kept: what the gate costs without its index.
 * Prints one JSON line: the peak RSS, and the gate's counts.
 */
import { createReadStream, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Finding } from '../src/generated/report.js';
import type { BaselineEntry } from '../src/generated/baseline.js';
import { BaselineGate, BaselineWriter } from '../src/findings/baseline.js';
import { identityHash64, identityOf, identityString } from '../src/findings/identity.js';
import { readBaseline } from '../src/commands/baseline.js';

const [mode, countArg, file] = process.argv.slice(2);
const count = Number(countArg);
if (!['write', 'gate', 'floor'].includes(mode ?? '') || !Number.isInteger(count) || count < 1 || !file) {
  process.stderr.write('baseline-gate-worker: usage: baseline-gate-worker.js write|gate|floor <findings> <file>\n');
  process.exit(2);
}

const BASE = 'http://127.0.0.1:8000/';

/** Finding i: items of statistics lists and component records, by their keys, of several codes. */
function finding(i: number): Finding {
  const p = `p${i % 997}`;
  const c = `c${Math.floor(i / 997)}`;
  switch (i % 4) {
    case 0:
      return {
        requirement: 'STA-PCT-DECIMALS',
        severity: 'error',
        url: `${BASE}api/components/${p}/${c}/statistics/?page=${(i % 7) + 1}`,
        pointer: `/results/${i % 20}/translated_percent`,
        key: `${p}/${c}/l${i % 20}`,
        message: `translated_percent ${i % 100}.66 has more than one decimal digit`,
      };
    case 1:
      return {
        requirement: 'HDR-CONTENT-TYPE',
        severity: 'error',
        url: `${BASE}api/components/${p}/${c}/`,
        pointer: '',
        message: 'Content-Type is text/html, not application/json',
        code: 'not-json',
        args: { type: 'text/html', same: '' },
      };
    case 2:
      return {
        requirement: 'CMP-FILEMASK',
        severity: 'error',
        url: `${BASE}api/components/?page=${(i % 50) + 1}`,
        pointer: `/results/${i % 20}/filemask`,
        key: `${p}/${c}`,
        message: 'filemask has no *',
      };
    default:
      return {
        requirement: 'HTTP-STATUS-200',
        severity: 'warning',
        url: `${BASE}api/components/${p}/${c}/statistics/`,
        pointer: '',
        message: 'GET answered 203, not 200',
        code: 'not-200',
        args: { status: 203 },
      };
  }
}

const started = performance.now();
let result: Record<string, unknown>;
if (mode === 'write') {
  const writer = new BaselineWriter(BASE);
  for (let i = 0; i < count; i++) writer.add(finding(i));
  writeFileSync(file, writer.text());
  result = { written: writer.size };
} else if (mode === 'gate') {
  const baseline = await readBaseline(file);
  const gate = new BaselineGate(baseline, BASE);
  for (let i = 0; i < count; i++) gate.mark(finding(i));
  const o = gate.outcome();
  result = { known: o.unchanged, new: o.new, gone: o.gone, indexBytes: baseline.index.bytes() };
} else {
  let lines = 0;
  let fold = 0n;
  for await (const line of createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity })) {
    lines++;
    const text = line.endsWith(',') ? line.slice(0, -1) : line;
    if (text.startsWith('{"requirement"')) fold ^= identityHash64(identityString(JSON.parse(text) as BaselineEntry));
  }
  for (let i = 0; i < count; i++) fold ^= identityHash64(identityString(identityOf(finding(i), BASE)));
  result = { lines, fold: String(fold) };
}
process.stdout.write(
  JSON.stringify({ mode, findings: count, maxRssKb: process.resourceUsage().maxRSS, wallMs: performance.now() - started, ...result }) + '\n',
);
