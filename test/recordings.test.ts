/**
 * A run given no --record is recorded in the cache folder so that it can be resumed if it stops; the
 * recording is removed when the run, or a --resume of it, completes; at most --keep-recordings are
 * kept; and check --help says where they are.
 */
import t from 'tap';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../src/cli.js';
import { startServer } from '../reference-server/index.js';
import { memoryIo } from './report/fixtures.js';

t.test('cache recordings: removed on completion, a resumed one too, at most --keep-recordings kept', async (t) => {
  const cache = mkdtempSync(path.join(tmpdir(), 'stringent-cache-'));
  t.teardown(() => rmSync(cache, { recursive: true, force: true }));
  const runs = path.join(cache, 'stringent', 'runs');
  mkdirSync(runs, { recursive: true });
  for (let i = 0; i < 6; i++) {
    const f = path.join(runs, `old-${i}.har`);
    writeFileSync(f, '{}');
    utimesSync(f, 1_000_000 + i, 1_000_000 + i);
  }
  writeFileSync(path.join(runs, 'notes.txt'), 'not a recording');
  const server = await startServer({ generate: 2 });
  t.teardown(() => server.close());
  const env = { XDG_CACHE_HOME: cache };
  t.equal(await main(['check', server.url, '--keep-recordings', '3'], memoryIo({ env })), 0);
  t.same(readdirSync(runs).sort(), ['notes.txt', 'old-4.har', 'old-5.har'], 'the two newest old ones kept, this run’s removed on completion');

  // A run that stops (its request budget) keeps its recording; resumed to completion, it is removed.
  const stopped = memoryIo({ env });
  t.equal(await main(['check', server.url, '--max-requests', '3'], stopped), 2);
  const kept = readdirSync(runs).filter((f) => f.startsWith('127.0.0.1'));
  t.equal(kept.length, 1, `the stopped run’s recording is kept ${stopped.err()}`);
  const resumed = memoryIo({ env });
  t.equal(await main(['check', server.url, '--resume', path.join(runs, kept[0]!)], resumed), 0, resumed.err());
  t.same(
    readdirSync(runs).filter((f) => f.startsWith('127.0.0.1')),
    [],
    'resumed to completion, the recording is removed',
  );
  const other = path.join(cache, 'mine.har');
  const stoppedMine = memoryIo({ env });
  await main(['check', server.url, '--max-requests', '3', '--record', other], stoppedMine);
  await main(['check', server.url, '--resume', other], memoryIo({ env }));
  t.same(readdirSync(cache).includes('mine.har'), true, 'a recording the user named is never removed');
});

t.test('check --help says where recordings are kept, and how many', async (t) => {
  const io = memoryIo();
  await main(['check', '--help'], io);
  const text = io.out().replace(/\s+/g, ' ');
  t.match(text, /~\/\.cache\/stringent\/runs/);
  t.match(text, /--keep-recordings/);
});
