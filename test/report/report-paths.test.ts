/**
 * Reports go where the user points and keep the path's kind: a FIFO and a character device (a pty)
 * are written in place, a symlink is followed and stays a link, `-` and `/dev/stdout` are fd 1, and
 * only a regular file or a new path is written atomically. A report that cannot be written is E_FILE,
 * exit 2, with the path and the reason in words, and the last line says so. No test writes to a real
 * device: the character device is a pty that `script` (util-linux) makes.
 */
import t from 'tap';
import { execFileSync, spawn } from 'node:child_process';
import { createReadStream, lstatSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../../src/cli.js';
import { startServer } from '../../reference-server/index.js';
import { parseReporters } from '../../src/commands/reporters.js';
import { ReportWriteError, writeReports } from '../../src/report/index.js';
import { reasonInWords, writeReportFile } from '../../src/report/write.js';
import { buildReport, memoryIo } from './fixtures.js';

function tempDir(t: { teardown(f: () => void): void }): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-paths-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

t.test('a FIFO is written in place: its reader gets the whole report and the FIFO stays a FIFO', async (t) => {
  const dir = tempDir(t);
  const fifo = path.join(dir, 'report.fifo');
  execFileSync('mkfifo', [fifo]);
  const chunks: Buffer[] = [];
  const read = new Promise<string>((resolve, reject) => {
    const s = createReadStream(fifo);
    s.on('data', (c) => chunks.push(c as Buffer));
    s.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    s.on('error', reject);
  });
  const report = buildReport();
  await writeReports(report, [{ name: 'json', path: fifo }], memoryIo());
  t.same(JSON.parse(await read), report, 'the reader got the report');
  t.ok(lstatSync(fifo).isFIFO(), 'still a FIFO');
  t.same(readdirSync(dir), ['report.fifo'], 'no temporary file beside it');
});

t.test('a symlink is followed: the target gets the report, the link stays a link', async (t) => {
  const dir = tempDir(t);
  const target = path.join(dir, 'real.json');
  const link = path.join(dir, 'link.json');
  writeFileSync(target, 'old');
  symlinkSync(target, link);
  await writeReportFile(link, '{"new":1}');
  t.ok(lstatSync(link).isSymbolicLink(), 'still a link');
  t.equal(readFileSync(target, 'utf8'), '{"new":1}', 'the target holds the report');

  const dangling = path.join(dir, 'dangling.json');
  const later = path.join(dir, 'later.json');
  symlinkSync(later, dangling);
  await writeReportFile(dangling, 'x');
  t.ok(lstatSync(dangling).isSymbolicLink(), 'a link to a file not written yet stays a link');
  t.equal(readFileSync(later, 'utf8'), 'x', 'and its target is created');
  t.same(readdirSync(dir).sort(), ['dangling.json', 'later.json', 'link.json', 'real.json'], 'no temporary file left');
});

t.test('a regular file and a new path are written atomically (replaced whole, by rename)', async (t) => {
  const dir = tempDir(t);
  const file = path.join(dir, 'r.json');
  writeFileSync(file, 'a much longer old report than the new one');
  const before = statSync(file).ino;
  await writeReportFile(file, 'new');
  t.equal(readFileSync(file, 'utf8'), 'new');
  t.not(statSync(file).ino, before, 'a new file was renamed over the old one');
  await writeReportFile(path.join(dir, 'sub', 'n.json'), 'n');
  t.equal(readFileSync(path.join(dir, 'sub', 'n.json'), 'utf8'), 'n', 'a new path, folders created');
});

t.test('a character device is written in place (a pty from script, never a real device)', async (t) => {
  const dir = tempDir(t);
  const typescript = path.join(dir, 'typescript');
  const writer = path.join(dir, 'writer.mjs');
  const mod = new URL('../../src/report/write.js', import.meta.url).pathname;
  // The child writes the report to its own terminal's path (a /dev/pts/N character device), then says the kind.
  writeFileSync(
    writer,
    `import { realpathSync, statSync } from 'node:fs';\nimport { writeReportFile } from ${JSON.stringify(mod)};\nconst tty = realpathSync('/proc/self/fd/0');\nawait writeReportFile(tty, 'REPORT-IN-PLACE\\n');\nconsole.log(statSync(tty).isCharacterDevice() ? 'STILL-A-DEVICE' : 'NOT-A-DEVICE', tty.startsWith('/dev/pts/') ? 'PTY' : tty);\n`,
  );
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn('script', ['-qec', `${JSON.stringify(process.execPath)} ${JSON.stringify(writer)}`, typescript], { stdio: ['pipe', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (c: Buffer) => (text += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (text += c.toString('utf8')));
    child.on('error', reject);
    child.on('close', () => resolve(text));
    child.stdin.end();
  });
  t.match(out, /REPORT-IN-PLACE/, 'the report reached the terminal');
  t.match(out, /STILL-A-DEVICE PTY/, 'the pty is still a character device');
});

t.test('`-` and /dev/stdout are standard output (fd 1), so a redirected stdout is not truncated', async (t) => {
  for (const p of ['-', '/dev/stdout', '/dev/fd/1', '/proc/self/fd/1']) t.same(parseReporters([`json:${p}`]), [{ name: 'json' }], p);
  t.throws(() => parseReporters(['json:-', 'tap']), /at most one reporter may write to stdout/);
  const dir = tempDir(t);
  const out = path.join(dir, 'out.txt');
  const bin = new URL('../../../bin/stringent.js', import.meta.url).pathname;
  const server = await startServer({ generate: 1 });
  t.teardown(() => server.close());
  // The shell appends to out.txt; the kit writes json to /dev/stdout after a line already there.
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      'sh',
      ['-c', `echo FIRST-LINE > "$1"; "$2" "$3" check "$4" --quiet --reporter json:/dev/stdout >> "$1"`, 'sh', out, process.execPath, bin, server.url],
      { stdio: 'ignore' },
    );
    child.on('error', reject);
    child.on('close', () => resolve());
  });
  const text = readFileSync(out, 'utf8');
  t.match(text, /^FIRST-LINE\n\{/, 'the line before the report is still there');
  t.equal(JSON.parse(text.slice('FIRST-LINE\n'.length)).verdict, 'pass');
});

t.test('an unwritable report is E_FILE before the first request: path and reason in words, exit 2; the other reports are written', async (t) => {
  const dir = tempDir(t);
  const blocker = path.join(dir, 'not-a-folder');
  writeFileSync(blocker, 'x');
  const server = await startServer({ generate: 1 });
  t.teardown(() => server.close());
  const io = memoryIo();
  const bad = path.join(blocker, 'r.json');
  const good = path.join(dir, 'r.xml');
  t.equal(await main(['check', server.url, '--reporter', `json:${bad},junit:${good}`], io), 2);
  const err = io.err();
  t.match(err, 'E_FILE');
  t.match(err, JSON.stringify(bad), 'the path');
  t.match(err, `${JSON.stringify(blocker)} is a file, not a folder`, 'the reason in words');
  t.notMatch(io.out(), /Result: PASS/);
  t.match(readFileSync(good, 'utf8'), /<testsuites [^>]*errors="1"/, 'the report that can be written is written, with the error');
  t.same(readdirSync(dir).sort(), ['not-a-folder', 'r.xml']);
});

t.test('a report that cannot be written after the run: stdout ends with the error, exit 2', async (t) => {
  const dir = tempDir(t);
  const blocker = path.join(dir, 'not-a-folder');
  writeFileSync(blocker, 'x');
  const io = memoryIo();
  const bad = path.join(blocker, 'r.json');
  const good = path.join(dir, 'r.xml');
  const failed = await writeReports(buildReport(), [{ name: 'json', path: bad }, { name: 'junit', path: good }, { name: 'pretty' }], io).then(
    () => undefined,
    (x: unknown) => x as Error,
  );
  t.ok(failed instanceof ReportWriteError);
  t.match(failed!.message, 'a part of the path is a file, not a folder (ENOTDIR)', 'the reason in words');
  const lines = io.out().trimEnd().split('\n');
  t.match(
    lines.at(-1)!,
    /^Result: ERROR — a report could not be written \(the json report to ".*r\.json": a part of the path is a file, not a folder \(ENOTDIR\); exit 2\)$/,
  );
  t.match(readFileSync(good, 'utf8'), /<testsuites /, 'the report that could be written is written, as the run judged it');
});

t.test('unwritable kinds and reasons', async (t) => {
  const dir = tempDir(t);
  const e = await writeReportFile(dir, 'x', 'the json report').then(
    () => undefined,
    (x: unknown) => x as Error,
  );
  t.match(e?.message, /^cannot write the json report to ".*": the path is a folder$/);
  t.equal(reasonInWords(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })), 'no space left on the device (ENOSPC)');
  t.equal(reasonInWords(Object.assign(new Error('EROFS: read-only file system, open'), { code: 'EROFS' })), 'the file system is read-only (EROFS)');
  t.equal(
    reasonInWords(Object.assign(new Error('EWHAT: something odd, open'), { code: 'EWHAT' })),
    'something odd (EWHAT)',
    'an unknown code keeps Node\u2019s words',
  );
  const both = await writeReports(
    buildReport(),
    [
      { name: 'json', path: dir },
      { name: 'tap', path: path.join(dir, 'x', '\0') },
    ],
    memoryIo(),
  ).then(
    () => undefined,
    (x: unknown) => x,
  );
  t.ok(both instanceof ReportWriteError);
  t.equal((both as ReportWriteError).failures.length, 2, 'every failure is kept');
  t.equal((both as ReportWriteError).code, 'E_FILE');
});
