/** The index of a recording to resume: requests whose keys share a hash, and a request answered several times. */
import t from 'tap';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HarRecorder } from '../../src/har/write.js';
import { hash, recordedBody, ResumeRecording } from '../../src/har/resume.js';
import type { HarEntry } from '../../src/generated/har.js';
import { gzipSync } from 'node:zlib';
import type { Exchange } from '../../src/generated/exchange.js';

const BASE = 'http://h.example/';

function exchange(url: string, status: number, body: string, extra: Partial<Exchange> = {}): Exchange {
  return { request: { method: 'GET', url }, status, headers: { 'content-type': 'application/json' }, body, ...extra };
}

/** Two addresses whose keys share the index's hash, found by trying. */
function colliding(): [string, string] {
  const seen = new Map<number, string>();
  for (let i = 0; ; i++) {
    const url = `${BASE}api/components/p/c${i}/`;
    const h = hash(`GET ${url}`);
    const other = seen.get(h);
    if (other !== undefined) return [other, url];
    seen.set(h, url);
  }
}

t.test('requests that share a hash each get their own answer; a request answered several times gets its last complete answer', async (t) => {
  const [a, b] = colliding();
  t.equal(hash(`GET ${a}`), hash(`GET ${b}`));
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'stringent-index-')), 'r.har');
  const rec = new HarRecorder(file, BASE);
  const again = `${BASE}api/components/`;
  rec.add(exchange(again, 500, '"first"'));
  rec.add(exchange(a, 200, '"a"'));
  rec.add(exchange(again, 200, '"second"'));
  rec.add(exchange(b, 200, '"b"'));
  rec.add(exchange(b, 200, '"an attempt sent again"', { superseded: true, attempts: 2 }));
  rec.add(exchange(again, 429, '"throttled"'));
  rec.add(exchange(again, 0, '', { error: { code: 'E_TIMEOUT', message: 'slow' } }));
  rec.add(exchange(`${BASE}api/components/p/c/`, 200, '"recheck"', { purpose: 'recheck' }));
  const retried = `${BASE}api/components/p/retried/`;
  rec.add(exchange(retried, 500, '"an attempt the run may have retried"'));
  rec.close();
  const r = ResumeRecording.open(file, new Set([429, 500, 503]));
  t.teardown(() => r.close());
  t.equal(r.entries, 9);
  t.equal(r.answers, 3, 'three requests have a reusable answer');
  t.equal(r.entry('GET', a)?.response.content?.text, '"a"');
  t.equal(r.entry('GET', b)?.response.content?.text, '"b"', 'an attempt marked as sent again is never the answer');
  t.equal(r.entry('GET', again)?.response.content?.text, '"second"', 'the last complete answer: not the 429, not the timeout');
  t.equal(r.entry('GET', `${BASE}api/components/p/c/`), undefined, 're-checks are not reused');
  t.equal(r.entry('HEAD', a), undefined);
  t.equal(r.entry('GET', retried), undefined, 'an answer the client retries is asked again');
  t.equal(r.runs, 1);
});

t.test('a recording is whole HAR after every entry; one without entries can be continued', async (t) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'stringent-index-')), 'r.har');
  const rec = new HarRecorder(file, BASE);
  const whole = () => JSON.parse(readFileSync(file, 'utf8')) as { log: { entries: unknown[]; _stringentRuns: { entries: number }[] } };
  t.same(whole().log.entries, [], 'opened: no entries, and already whole');
  rec.add(exchange(`${BASE}api/components/`, 200, '"one"'));
  t.equal(whole().log.entries.length, 1, 'whole after an entry, before the recording is closed');
  t.equal(whole().log._stringentRuns[0]!.entries, 1);
  rec.close();
  const empty = path.join(path.dirname(file), 'empty.har');
  new HarRecorder(empty, BASE).close();
  const r = ResumeRecording.open(empty);
  t.equal(r.entries, 0);
  t.equal(r.runs, 1);
  r.close();
});

t.test('a recorded body is read under the live cap: over it, as stored or once inflated, the request is sent again', async (t) => {
  const bomb = gzipSync(Buffer.alloc(1024 * 1024));
  const entry = (text: string, encoding?: string, coding?: string): HarEntry => ({
    request: { method: 'GET', url: `${BASE}api/components/` },
    response: { status: 200, headers: coding ? [{ name: 'Content-Encoding', value: coding }] : [], content: { text, ...(encoding ? { encoding } : {}) } },
  });
  t.equal(recordedBody(entry(bomb.toString('base64'), 'base64', 'gzip'), 1000), undefined, 'inflated past the cap: not reused');
  t.equal(recordedBody(entry(bomb.toString('base64'), 'base64', 'gzip'), 2 * 1024 * 1024)?.length, 1024 * 1024);
  t.equal(recordedBody(entry('x'.repeat(2000)), 1000), undefined, 'stored past the cap: not reused');
  t.equal(recordedBody(entry('{"a":1}'), 1000)?.toString(), '{"a":1}');
  t.equal(recordedBody(entry('abc', 'quoted-printable'), 1000), undefined, 'an encoding HAR does not allow: sent again');
});
