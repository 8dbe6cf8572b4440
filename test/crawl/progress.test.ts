import t from 'tap';
import { clock, progressLine, startProgress } from '../../src/crawl/progress.js';

t.test('the progress line: done of total, request rate, time left, findings', async (t) => {
  t.equal(
    progressLine({ components: 1593, total: 3000, requests: 4120, errors: 0, warnings: 0 }, 10_000),
    'stringent: 1,593 / 3,000 components · 412 req/s · 0:09 left',
  );
  t.equal(progressLine({ components: 0, requests: 1, errors: 0, warnings: 0 }, 500), 'stringent: 0 components · 2 req/s', 'no total, no estimate yet');
  t.equal(progressLine({ components: 10, total: 20, requests: 30, errors: 2, warnings: 1 }, 3_000), 'stringent: 10 / 20 components · 10 req/s · 0:03 left · 2 errors, 1 warnings');
  t.equal(clock(4), '0:04');
  t.equal(clock(3725), '1:02:05');
});

t.test('nothing when stderr is not a terminal, unless forced (--verbose): then plain lines', async (t) => {
  let text = '';
  const stream = { write: (s: string) => (text += s), isTTY: false };
  const counts = () => ({ components: 1, total: 2, requests: 3, errors: 0, warnings: 0 });
  startProgress(stream, counts, { everyMs: 5 })();
  await new Promise((r) => setTimeout(r, 30));
  t.equal(text, '');
  const stop = startProgress(stream, counts, { force: true, plainEveryMs: 5 });
  await new Promise((r) => setTimeout(r, 40));
  stop();
  t.match(text, /^stringent: 1 \/ 2 components · \d+ req\/s · \d+:\d\d left\n/);
  t.notMatch(text, /\r|\x1b/, 'no terminal control codes');
});
