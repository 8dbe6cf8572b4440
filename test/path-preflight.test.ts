/**
 * Every path a check writes or reads is checked before its first request: a report, a baseline or a
 * recording whose folder is a file, a folder that takes no file, a baseline that is missing or does
 * not parse, exit 2 with E_FILE while the server has counted no request. A missing folder is created,
 * and the pretty report says so in one line.
 */
import t from 'tap';
import { createServer, type Server } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../src/cli.js';
import { startServer } from '../reference-server/index.js';
import { memoryIo } from './report/fixtures.js';

const dir = mkdtempSync(path.join(tmpdir(), 'stringent-preflight-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));

/** A server that counts the requests it gets (and answers none of them usefully). */
async function countingServer(): Promise<{ url: string; count: () => number; close: () => Promise<void> }> {
  let n = 0;
  const server: Server = createServer((_req, res) => {
    n++;
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"detail":"Not found."}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, count: () => n, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const afile = path.join(dir, 'afile');
writeFileSync(afile, 'a file, not a folder\n');
const aFolder = path.join(dir, 'a-folder');
mkdirSync(aFolder);
const notJson = path.join(dir, 'not-json.baseline.json');
writeFileSync(notJson, '{"format":"stringent-baseline", oops\n');

const mistakes: [string, string[], RegExp][] = [
  [
    'a report under a file',
    ['--reporter', `json:${path.join(afile, 'r.json')}`],
    /^stringent: E_FILE: cannot write the json report to ".*afile\/r\.json": ".*afile" is a file, not a folder\n/,
  ],
  [
    'a report deeper under a file',
    ['--reporter', `junit:${path.join(afile, 'x', 'y', 'r.xml')}`],
    /^stringent: E_FILE: cannot write the junit report to ".*afile\/x\/y\/r\.xml": ".*afile" is a file, not a folder\n/,
  ],
  [
    'a report that is a folder',
    ['--reporter', `sarif:${aFolder}`],
    /^stringent: E_FILE: cannot write the sarif report to ".*a-folder": the path is a folder\n/,
  ],
  [
    'a baseline to write under a file',
    ['--write-baseline', path.join(afile, 'b.json')],
    /^stringent: E_FILE: cannot write the baseline \(--write-baseline\) to ".*afile\/b\.json": ".*afile" is a file, not a folder\n/,
  ],
  [
    'a recording under a file',
    ['--record', path.join(afile, 'run.har')],
    /^stringent: E_FILE: cannot write the recording \(--record\) to ".*afile\/run\.har": ".*afile" is a file, not a folder\n/,
  ],
  [
    'a folder that takes no new folder (procfs refuses even root)',
    ['--reporter', 'json:/proc/stringent-nowhere/r.json'],
    /^stringent: E_FILE: cannot write the json report to "\/proc\/stringent-nowhere\/r\.json": cannot create its folder .*\n/,
  ],
  [
    'a baseline that is missing',
    ['--baseline', path.join(dir, 'missing.baseline.json')],
    /^stringent: E_FILE: cannot read the baseline \(--baseline\) ".*missing\.baseline\.json": it does not exist \(ENOENT\)\n/,
  ],
  ['a baseline that does not parse', ['--baseline', notJson], /^stringent: E_FILE: .*not-json\.baseline\.json.*\n/],
  [
    'a recording to resume that is a folder',
    ['--resume', aFolder],
    /^stringent: E_FILE: cannot read the recording to resume \(--resume\) ".*a-folder": the path is a folder\n/,
  ],
];

for (const [name, args, stderr] of mistakes) {
  t.test(`${name}: E_FILE, exit 2, before any request`, async (t) => {
    const server = await countingServer();
    t.teardown(() => server.close());
    const io = memoryIo();
    t.equal(await main(['check', server.url, ...args], io), 2);
    t.match(io.err(), stderr);
    t.equal(io.err().match(/^stringent: E_[A-Z_]+:/gm)?.length, 1, 'one error line');
    t.equal(server.count(), 0, 'the server got no request');
  });
}

t.test('the same check of the paths runs without the mistake: the server is asked', async (t) => {
  const server = await countingServer();
  t.teardown(() => server.close());
  const io = memoryIo();
  await main(['check', server.url, '--reporter', `json:${path.join(dir, 'fine.json')}`], io);
  t.ok(server.count() > 0, `${server.count()} requests`);
  t.ok(existsSync(path.join(dir, 'fine.json')));
});

t.test('--dry-run checks the paths and creates nothing', async (t) => {
  const server = await countingServer();
  t.teardown(() => server.close());
  const io = memoryIo();
  t.equal(await main(['check', server.url, '--dry-run', '--reporter', `json:${path.join(afile, 'r.json')}`], io), 2);
  t.match(io.err(), /E_FILE: .*is a file, not a folder/);
  t.equal(server.count(), 0);
  const reference = await startServer({ generate: 1 });
  t.teardown(() => reference.close());
  const later = path.join(dir, 'dry', 'later');
  const planned = memoryIo();
  t.equal(await main(['check', reference.url, '--dry-run', '--reporter', `json:${path.join(later, 'r.json')}`], planned), 0, planned.err());
  t.notOk(existsSync(path.join(dir, 'dry')), 'no folder made by a dry run');
});

t.test('a missing folder is created, and the pretty report says so in one line', async (t) => {
  const server = await startServer({ generate: 1 });
  t.teardown(() => server.close());
  const cwd = process.cwd();
  process.chdir(dir);
  t.teardown(() => process.chdir(cwd));
  const io = memoryIo();
  const code = await main(
    [
      'check',
      server.url,
      '--reporter',
      'junit:out/ci/junit.xml',
      '--reporter',
      'sarif:out/ci/r.sarif',
      '--write-baseline',
      'base/line.json',
      '--reporter',
      'pretty',
    ],
    io,
  );
  t.equal(code, 0, io.err());
  t.ok(statSync(path.join(dir, 'out', 'ci')).isDirectory());
  t.ok(readFileSync(path.join(dir, 'out', 'ci', 'junit.xml'), 'utf8').startsWith('<?xml'));
  t.ok(existsSync(path.join(dir, 'base', 'line.json')));
  const lines = io
    .out()
    .split('\n')
    .filter((l) => l.startsWith('Created: '));
  t.same(lines, ['Created: the folders out/ci/, base/ for the files this run writes']);
  const again = memoryIo();
  await main(['check', server.url, '--reporter', 'junit:out/ci/junit.xml'], again);
  t.notMatch(again.out(), /^Created: /m, 'nothing to create, nothing said');
});
