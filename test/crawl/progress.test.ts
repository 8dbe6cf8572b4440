import t from 'tap';
import { clock, progressLine, startProgress } from '../../src/crawl/progress.js';

t.test('the progress line: done of total, request rate, time left, findings', async (t) => {
  t.equal(
    progressLine({ components: 1593, total: 3000, requests: 4120, errors: 0, warnings: 0 }, 10_000),
    'stringent: 1,593 / 3,000 components · 412 req/s · 0:09 left',
  );
  t.equal(progressLine({ components: 0, requests: 1, errors: 0, warnings: 0 }, 500), 'stringent: 0 components · 2 req/s', 'no total, no estimate yet');
  t.equal(
    progressLine({ components: 10, total: 20, requests: 30, errors: 2, warnings: 1 }, 3_000),
    'stringent: 10 / 20 components · 10 req/s · 0:03 left · 2 errors, 1 warnings',
  );
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

t.test('plain lines end with the final counts, once; a terminal line is cleared at the end', (t) => {
  let now = 0;
  const running = { components: 3, total: 3, requests: 9, errors: 12, warnings: 0 };
  const final = { components: 3, total: 3, requests: 9, errors: 1, warnings: 2 };
  for (const isTTY of [false]) {
    let text = '';
    const stream = { write: (s: string) => (text += s), isTTY };
    now = 0;
    const stop = startProgress(stream, () => running, { force: true, now: () => now });
    now = 1000;
    stop(final);
    stop(final);
    const lines = text.split(/\r\x1b\[K|\n/).filter(Boolean);
    t.equal(
      lines.at(-1),
      'stringent: 3 / 3 components · 9 req/s · 0:00 left · 1 errors, 2 warnings',
      `${isTTY ? 'terminal' : 'plain'}: the final counts, once`,
    );
    t.ok(text.endsWith('\n'), 'and the line stays');
  }
  let cleared = '';
  startProgress({ write: (s: string) => (cleared += s), isTTY: true }, () => running, { now: () => now })(final);
  t.equal(cleared, '\r\x1b[K', 'a terminal line is cleared: the report says the counts');
  t.end();
});

t.test("check: the last progress line's counts are the report's (grouped header findings and the origin-mismatch finding settled at the end)", async (t) => {
  const { check } = await import('../../src/run/check.js');
  const { startServer } = await import('../../reference-server/index.js');
  const server = await startServer({ generate: 25, faults: ['HDR-VARY', 'URL-ABSOLUTE'] });
  t.teardown(() => server.close());
  let err = '';
  const { report } = await check({ baseUrl: server.url, output: 'verbose' }, { stderr: { write: (s: string) => ((err += s), true) } });
  const lines = err.split('\n').filter((l) => /^stringent: \d+( \/ \d+)? components · /.test(l));
  t.ok(lines.length > 0, 'progress was drawn');
  t.ok(report.summary.errors > 0);
  t.match(
    lines.at(-1)!,
    new RegExp(` · ${report.summary.errors} errors, ${report.summary.warnings} warnings$`),
    'the last progress line says what the report says',
  );
  t.match(lines.at(-1)!, new RegExp(`^stringent: ${report.summary.components} / ${report.summary.components} components`));
});
