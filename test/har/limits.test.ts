/**
 * A recording is trusted no more than a live answer: every command that reads one (check --replay,
 * serve --replay, validate, --resume) reads it under --max-body-size, inflation included, and an
 * answer over the limit is the kit's condition said in the report, never a silent drop or a pass.
 */
import t from 'tap';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Report } from '../../src/generated/report.js';
import { readHar } from '../../src/har/read.js';
import { startServer } from '../../reference-server/index.js';
import { cli } from './helpers.js';

const dir = mkdtempSync(path.join(tmpdir(), 'stringent-har-limits-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));

/** A kit recording of the reference server, with the first component record replaced by a gzip bomb. */
async function bombed(): Promise<{ file: string; bombUrl: string; inflated: number }> {
  const s = await startServer();
  const recorded = path.join(dir, 'clean.har');
  try {
    const r = await cli(['check', s.url, '--record', recorded, '--reporter', 'json']);
    if (r.code !== 0) throw new Error(r.err);
  } finally {
    await s.close();
  }
  const har = JSON.parse(readFileSync(recorded, 'utf8'));
  const entry = har.log.entries.find((e: { request: { url: string } }) => /api\/components\/[^/]+\/[^/]+\/$/.test(e.request.url));
  // 64 MiB of spaces inside a JSON string: 64 KiB once gzipped.
  const inflated = 64 * 1024 * 1024;
  const bomb = zlib.gzipSync(Buffer.concat([Buffer.from('{"padding":"'), Buffer.alloc(inflated, 0x20), Buffer.from('"}')]));
  entry.response.content = { size: inflated, mimeType: 'application/json', text: bomb.toString('base64'), encoding: 'base64' };
  entry.response.headers = [
    ...entry.response.headers.filter((h: { name: string }) => h.name.toLowerCase() !== 'content-encoding'),
    { name: 'Content-Encoding', value: 'gzip' },
  ];
  const file = path.join(dir, 'bomb.har');
  writeFileSync(file, JSON.stringify(har));
  return { file, bombUrl: entry.request.url, inflated };
}

t.test('a gzip bomb in a recording is inflated no further than the cap', async (t) => {
  const { file, bombUrl } = await bombed();
  const before = process.memoryUsage().rss;
  const recording = readHar(file, { maxBodySize: 1024 * 1024 });
  const grew = process.memoryUsage().rss - before;
  const answer = recording.answers.find((a) => a.url === bombUrl && a.method === 'GET')!;
  t.equal(answer.tooLarge, true, 'the answer is marked over the limit');
  t.equal(answer.error?.code, 'E_BODY_TOO_LARGE');
  t.equal(answer.body.length, 0, 'its body is not kept');
  t.ok(grew < 48 * 1024 * 1024, `reading it grew memory by ${Math.round(grew / 1048576)} MiB, not by the 64 MiB it inflates to`);

  t.test('validate says so, incomplete, exit 2: never a pass', async (t) => {
    const r = await cli(['validate', file, '--max-body-size', '1MiB', '--reporter', 'json']);
    t.equal(r.code, 2, r.err);
    const report = JSON.parse(r.out) as Report;
    t.same(
      report.kitErrors.map((k) => k.code),
      ['E_BODY_TOO_LARGE'],
    );
    t.equal(report.kitErrors[0]!.url, bombUrl, 'at the address of the answer');
    t.equal(report.complete, false);
  });

  t.test('check --replay: the same kit condition, as a live answer over the cap gives', async (t) => {
    const r = await cli(['check', '--replay', file, '--max-body-size', '1MiB', '--reporter', 'json']);
    t.equal(r.code, 2, r.err);
    const report = JSON.parse(r.out) as Report;
    t.ok(
      report.kitErrors.some((k) => k.code === 'E_BODY_TOO_LARGE'),
      JSON.stringify(report.kitErrors),
    );
  });
});

t.test('a damaged recording given to validate still writes every requested report, with the kit error', async (t) => {
  const file = path.join(dir, 'damaged.har');
  writeFileSync(file, '{"log": {"version": "1.2", "entries": [');
  const json = path.join(dir, 'damaged.json');
  const junit = path.join(dir, 'damaged.xml');
  const r = await cli(['validate', file, '--reporter', `json:${json}`, '--reporter', `junit:${junit}`]);
  t.equal(r.code, 2);
  t.match(r.err, /E_FILE/);
  const report = JSON.parse(readFileSync(json, 'utf8')) as Report;
  t.same(
    report.kitErrors.map((k) => k.code),
    ['E_FILE'],
  );
  t.match(readFileSync(junit, 'utf8'), /<error/);
});
