import t from 'tap';
import path from 'node:path';
import { main } from '../src/cli.js';
import { PACKAGE_ROOT } from '../src/base/paths.js';
import { checkMaxExamples } from '../src/report/index.js';

const page = path.join(PACKAGE_ROOT, 'test', 'fixtures', 'wlc-fixtures', 'components-hello-weblate-statistics.json');

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io = { stdout: { write: (s: string) => (out += s) }, stderr: { write: (s: string) => (err += s) }, env: { NO_COLOR: '1' } };
  const code = await main(args, io);
  return { code, out, err };
}

const examples = (text: string): number => (text.match(/^ {4}\d+\. /gm) ?? []).length;

t.test('--max-examples sets how many examples each failed requirement shows', async (t) => {
  const three = await run(['validate', page, '--base-url', 'http://127.0.0.1:8000/']);
  const one = await run(['validate', page, '--base-url', 'http://127.0.0.1:8000/', '--max-examples', '1']);
  t.equal(three.code, 1);
  t.equal(one.code, 1);
  const failed = (three.out.match(/^ {4}§.* · \d+ findings? \(/gm) ?? []).length;
  t.ok(failed >= 2, `${failed} failed requirements`);
  t.ok(examples(three.out) > examples(one.out), 'fewer examples with --max-examples 1');
  t.equal(examples(one.out), failed, 'one example per failed requirement');
  t.match(one.out, /… and \d+ more findings/);
});

t.test('--max-examples takes a whole number of at least 0', async (t) => {
  for (const bad of ['-1', '1.5']) {
    const r = await run(['validate', page, '--max-examples', bad]);
    t.equal(r.code, 2, bad);
    t.match(r.err, /^stringent: E_BAD_OPTION: --max-examples takes a whole number of at least 0/, bad);
  }
  const c = await run(['check', 'http://127.0.0.1:1/', '--max-examples', '-2']);
  t.equal(c.code, 2, 'check refuses it before sending any request');
  t.match(c.err, /E_BAD_OPTION: --max-examples/);
  t.equal(checkMaxExamples(0), 0);
  t.throws(() => checkMaxExamples('3'));
});
