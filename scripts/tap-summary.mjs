#!/usr/bin/env node
// Passes TAP from stdin through to stdout and ends with one line `N passed, N failed`, counting
// the tests of every test file (the subtests one level below each file). Exits 1 when any test
// failed or no test ran, so a pipeline using it fails as the test run did.
import { createInterface } from 'node:readline';

let passed = 0;
let failed = 0;
let skipped = 0;
let files = 0;
let filesFailed = 0;
const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of rl) {
  process.stdout.write(line + '\n');
  const file = /^(not )?ok \d+ - /.exec(line);
  if (file) {
    files++;
    if (file[1]) filesFailed++;
    continue;
  }
  const m = /^ {4}(not )?ok \d+ - .*?((?<!\\)# (SKIP|TODO)\b.*)?$/i.exec(line);
  if (!m) continue;
  if (m[2]) skipped++;
  else if (m[1]) failed++;
  else passed++;
}
// A file that crashed before its tests reported counts as one failed test.
if (filesFailed > 0 && failed === 0) failed = filesFailed;
process.stdout.write(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
process.exitCode = failed > 0 || passed === 0 || files === 0 ? 1 : 0;
