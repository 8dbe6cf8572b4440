import t from 'tap';
import { renderJson } from '../../src/report/json.js';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BadOptionError, FileError } from '../../src/base/errors.js';
import { parseReporters } from '../../src/commands/reporters.js';
import { writeReports } from '../../src/report/index.js';
import { renderPretty } from '../../src/report/pretty.js';
import { buildReport, memoryIo, mixedReport } from './fixtures.js';

t.test('--reporter NAME[:PATH] parses; no value means pretty on stdout', (t) => {
  t.same(parseReporters([]), [{ name: 'pretty' }]);
  t.same(parseReporters(['tap']), [{ name: 'tap' }]);
  t.same(parseReporters(['junit:out/report.xml', 'json:r.json', 'pretty']), [
    { name: 'junit', path: 'out/report.xml' },
    { name: 'json', path: 'r.json' },
    { name: 'pretty' },
  ]);
  t.same(parseReporters(['json:dir:with:colons.json']), [{ name: 'json', path: 'dir:with:colons.json' }, { name: 'pretty' }], 'split at the first colon');
  t.same(
    parseReporters(['junit:r.xml']),
    [{ name: 'junit', path: 'r.xml' }, { name: 'pretty' }],
    'with every reporter writing a file, pretty still goes to stdout',
  );
  t.same(
    parseReporters(['junit:a.xml,json:b.json', 'sarif:c.sarif,github']),
    [{ name: 'junit', path: 'a.xml' }, { name: 'json', path: 'b.json' }, { name: 'sarif', path: 'c.sarif' }, { name: 'github' }],
    'comma-separated reporters are several, not one file named with the comma',
  );
  t.same(
    parseReporters(['json:a,b.json']),
    [{ name: 'json', path: 'a,b.json' }, { name: 'pretty' }],
    'a comma not followed by a reporter name stays in the path',
  );
  t.end();
});

t.test('bad --reporter values are BadOptionError with a one-line message', (t) => {
  const bad: Array<[string[], RegExp]> = [
    [['xml'], /unknown reporter "xml"; valid reporters: pretty, json, junit, tap, sarif, github, html(; did you mean \w+\?)?$/],
    [['Pretty'], /unknown reporter "Pretty"/],
    [[':file.txt'], /unknown reporter ""/],
    [['json:'], /the file path after ":" is empty/],
    [['json:  '], /the file path after ":" is empty/],
    [['pretty', 'json'], /at most one reporter may write to stdout, got pretty, json/],
    [['json:a.json', 'tap:./a.json'], /two reporters write the same file "\.\/a\.json"/],
    [['github:out.txt'], /github writes workflow commands to stdout and takes no file/],
  ];
  for (const [specs, re] of bad) {
    try {
      parseReporters(specs);
      t.fail(`${specs.join(' ')} was accepted`);
    } catch (err) {
      t.ok(err instanceof BadOptionError, `${specs.join(' ')}: BadOptionError`);
      t.match((err as Error).message, re);
      t.notOk((err as Error).message.includes('\n'), 'one line');
    }
  }
  t.end();
});

t.test('reports go to their files whole, stdout gets the one without a path', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'stringent-report-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  const report = mixedReport();
  const io = memoryIo({ isTTY: true });
  const targets = parseReporters([
    `junit:${path.join(dir, 'nested', 'report.xml')}`,
    `json:${path.join(dir, 'report.json')}`,
    `pretty:${path.join(dir, 'report.txt')}`,
    'tap',
  ]);
  await writeReports(report, targets, io);
  t.match(io.out(), /^TAP version 14\n/, 'tap on stdout');
  t.match(
    await readFile(path.join(dir, 'nested', 'report.xml'), 'utf8'),
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<testsuites /,
    'parent folders are created',
  );
  t.same(JSON.parse(await readFile(path.join(dir, 'report.json'), 'utf8')), JSON.parse(renderJson(report)), 'the json report as renderJson writes it');
  t.equal(await readFile(path.join(dir, 'report.txt'), 'utf8'), renderPretty(report), 'no colour in a file even when stdout is a terminal');
  t.same((await readdir(dir)).sort(), ['nested', 'report.json', 'report.txt'], 'no temporary file is left behind');
});

t.test('a file that cannot be written is a FileError of one line, and no temporary file stays', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'stringent-report-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  const blocker = path.join(dir, 'not-a-folder');
  await writeFile(blocker, 'x');
  const io = memoryIo();
  const err = await writeReports(buildReport(), [{ name: 'json', path: path.join(blocker, 'r.json') }], io).then(
    () => undefined,
    (e: unknown) => e,
  );
  t.ok(err instanceof FileError, 'FileError');
  t.equal((err as FileError).code, 'E_FILE');
  t.match((err as Error).message, /^cannot write the json report to ".*r\.json": a part of the path is a file, not a folder \(ENOTDIR\)$/);
  await t.rejects(
    writeReports(buildReport(), [{ name: 'json', path: dir }], io),
    { code: 'E_FILE', message: /the path is a folder/ },
    'a folder in place of the file',
  );
  t.same((await readdir(dir)).sort(), ['not-a-folder'], 'nothing else was written');
  t.equal(io.out(), '', 'nothing on stdout');
});

t.test('maxExamples must be a whole number', async (t) => {
  await t.rejects(writeReports(buildReport(), [{ name: 'pretty' }], memoryIo(), { maxExamples: -1 }), BadOptionError);
  await t.rejects(writeReports(buildReport(), [{ name: 'pretty' }], memoryIo(), { maxExamples: 1.5 }), BadOptionError);
});
