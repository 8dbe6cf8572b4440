#!/usr/bin/env node
// Reads the TAP of a whole test run on stdin and prints one line per test process (a group of test
// files, see test-groups.mjs), `ok   dist/test/groups/2-top-1.test.js  12 passed, 0 failed, 1 skipped (3.2 s)`,
// the full TAP of every process whose tests failed (so CI logs show why), and a last line `N passed, N failed`. Skips say why on their
// own line, then the coverage summary. Exits 1 when any test failed, no test ran or coverage fell below a
// threshold of .taprc, so a pipeline using it fails as the run did.
import { createInterface } from 'node:readline';

let passed = 0;
let failed = 0;
let skipped = 0;
let files = 0;
let filesFailed = 0;
let block = [];
const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of rl) {
  const file = /^(not )?ok \d+ - (\S+)(?:.*?# time=([\d.]+)ms)?(?:.*?# SKIP\s*(.*))?/.exec(line);
  if (!file) {
    block.push(line);
    continue;
  }
  files++;
  let p = 0;
  let f = 0;
  let s = 0;
  const reasons = [];
  for (const l of block) {
    const m = /^ {4}(not )?ok \d+ - (.*?)((?<!\\)# (SKIP|TODO)\b\s*(.*))?$/i.exec(l);
    if (m) {
      if (m[3]) {
        s++;
        if (m[5]) reasons.push(m[5]);
      } else if (m[1]) f++;
      else p++;
    }
    const plan = /^ {4}1\.\.0 # (?:skip:?\s*)?(.+)$/i.exec(l);
    if (plan) reasons.push(plan[1]);
  }
  // A file that crashed before its tests reported counts as one failed test.
  if (file[1] && f === 0) f = 1;
  if (file[1]) filesFailed++;
  passed += p;
  failed += f;
  skipped += s;
  const time = file[3] ? ` (${(Number(file[3]) / 1000).toFixed(1)} s)` : '';
  process.stdout.write(`${file[1] ? 'FAIL' : 'ok  '} ${file[2]}  ${p} passed, ${f} failed${s ? `, ${s} skipped` : ''}${time}\n`);
  for (const r of reasons) process.stdout.write(`     skipped: ${r}\n`);
  if (file[1]) process.stdout.write(block.concat(line).join('\n') + '\n');
  block = [];
}
// What the runner says after the last file: the coverage summary and, below a threshold, its ERROR lines.
let coverageShort = false;
for (const l of block) {
  if (/^(Statements|Branches|Functions|Lines)\s*:|^# ERROR: /.test(l)) process.stdout.write(l + '\n');
  if (/^# ERROR: incomplete \w+ coverage/.test(l)) coverageShort = true;
}
process.stdout.write(
  `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} in ${files} test processes${filesFailed ? ` (${filesFailed} failed)` : ''}\n`,
);
process.exitCode = failed > 0 || passed === 0 || files === 0 || coverageShort ? 1 : 0;
