/**
 * JSON nested 100,000 deep, as an array and as an object, in every kind of answer (a field of an
 * instance record, of a list element, of a statistics item, of an error answer, of enforced_checks
 * written as JSON text, and a whole body), checked by the real `stringent check` against a real
 * server: no E_INTERNAL, no stack overflow, HTTP-JSON-BODY says how deep, and the other
 * requirements are judged as on any answer. The run's recording is then judged by `check --replay`
 * and `validate`, and the deep document by `validate` as a file: the same verdict on the depth.
 */
import t, { type Test } from 'tap';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../../src/cli.js';
import { NESTING_MAX } from '../../src/base/json-depth.js';
import type { Report } from '../../src/generated/report.js';
import { makeDataset } from './data.js';
import { HEADERS, startFixture, type Override } from './server.js';

const DEPTH = 100_000;
const LIST = '/api/components/';
const INSTANCE = '/api/components/demo/comp-2/';
const STATS = '/api/components/demo/comp-2/statistics/';

const shapes = {
  array: (n: number): string => '['.repeat(n) + ']'.repeat(n),
  object: (n: number): string => '{"a":'.repeat(n) + '1' + '}'.repeat(n),
};
type Shape = keyof typeof shapes;

/** `value` as JSON text, with the string "DEEP" replaced by `deep`. */
function withDeep(value: unknown, deep: string): string {
  return JSON.stringify(value).replace('"DEEP"', deep);
}

function send(res: Parameters<Override>[1], status: number, text: string): true {
  res.writeHead(status, { ...HEADERS, 'content-length': Buffer.byteLength(text) });
  res.end(res.req.method === 'HEAD' ? undefined : text);
  return true;
}

interface Place {
  name: string;
  override: (deep: string) => Override;
  args?: string[];
  /** Requirements the answers break besides HTTP-JSON-BODY (exactly), for each shape where they differ. */
  also: string[] | Record<Shape, string[]>;
  /** Whether HTTP-JSON-BODY reports the depth, and at which pointer (undefined: any). */
  tooDeep: false | { pointer?: string };
}

const places: Place[] = [
  {
    name: 'a field of an instance record that its list element carries too',
    override: (deep) => (req, res, ctx) => {
      if (req.method !== 'GET') return false;
      const c = ctx.data.components[1]!;
      if (ctx.url.pathname === INSTANCE) return send(res, 200, withDeep({ ...c, extra: 'DEEP' }, deep));
      if (ctx.url.pathname === LIST && ctx.url.search === '')
        return send(res, 200, withDeep({ count: 2, next: null, previous: null, results: [ctx.data.components[0], { ...c, extra: 'DEEP' }] }, deep));
      return false;
    },
    // The list element and the instance record carry the same value: they agree, cut alike.
    also: [],
    tooDeep: { pointer: '/extra' },
  },
  {
    name: 'a field of a list element',
    override: (deep) => (req, res, ctx) => {
      if (req.method !== 'GET' || ctx.url.pathname !== LIST || ctx.url.search !== '') return false;
      const [a, b] = ctx.data.components;
      return send(res, 200, withDeep({ count: 2, next: null, previous: null, results: [a, { ...b, name: 'DEEP' }] }, deep));
    },
    // A malformed field is the schema's, and left out of the comparison with the instance record.
    also: ['CMP-SCHEMA'],
    tooDeep: { pointer: '/results/1/name' },
  },
  {
    name: 'a field of a statistics item',
    override: (deep) => (req, res, ctx) => {
      if (req.method !== 'GET' || ctx.url.pathname !== STATS || ctx.url.search !== '') return false;
      const items = ctx.data.statistics.get('demo/comp-2')!;
      return send(res, 200, withDeep({ count: items.length, next: null, previous: null, results: [{ ...items[0], name: 'DEEP' }, ...items.slice(1)] }, deep));
    },
    also: ['STA-SCHEMA'],
    tooDeep: { pointer: '/results/0/name' },
  },
  {
    name: 'a whole instance body',
    override: (deep) => (req, res, ctx) => (req.method === 'GET' && ctx.url.pathname === INSTANCE ? send(res, 200, deep) : false),
    also: { array: ['CMP-SCHEMA'], object: ['CMP-ENFORCED-CHECKS', 'CMP-LANGUAGE', 'CMP-PROJECT', 'CMP-SCHEMA', 'URL-SELF'] },
    tooDeep: {},
  },
  {
    name: 'enforced_checks written as JSON text in an instance record',
    override: (deep) => (req, res, ctx) =>
      req.method === 'GET' && ctx.url.pathname === INSTANCE ? send(res, 200, JSON.stringify({ ...ctx.data.components[1], enforced_checks: deep })) : false,
    // Text is no nesting of the body; what it holds is compared cut, as a body is.
    also: ['CMP-ENFORCED-CHECKS', 'CMP-SHAPE-CONSISTENT'],
    tooDeep: false,
  },
  {
    name: 'the bodies of error answers (--probe-errors)',
    override: (deep) => (req, res, ctx) => {
      if (req.method !== 'GET') return false;
      const known = /^\/api\/components\/(demo\/comp-[12]\/(statistics\/)?)?$/.test(ctx.url.pathname) && !ctx.url.searchParams.has('page');
      return known ? false : send(res, 404, withDeep({ detail: 'DEEP' }, deep));
    },
    args: ['--probe-errors'],
    // HTTP-JSON-BODY judges answers with status 200: a deep 404 is read, cut, and breaks nothing.
    also: [],
    tooDeep: false,
  },
];

interface Run {
  code: number;
  report: Report;
  stderr: string;
}

async function cli(argv: string[]): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const io = { stdout: { write: (s: string) => (stdout += s) }, stderr: { write: (s: string) => (stderr += s) }, env: {} };
  const code = await main(argv, io);
  let report: Report;
  try {
    report = JSON.parse(stdout) as Report;
  } catch {
    throw new Error(`stdout is no JSON report (exit ${code}): ${stderr}`);
  }
  return { code, report, stderr };
}

function failing(r: Report): string[] {
  return [...new Set(r.findings.filter((f) => f.severity !== 'note').map((f) => f.requirement))].sort();
}

function noCrash(t: Tap, r: Run, what: string): void {
  t.notOk(
    r.report.kitErrors.some((k) => k.code === 'E_INTERNAL'),
    `${what}: no internal error`,
  );
  t.notMatch(r.stderr, /Maximum call stack|E_INTERNAL|\n\s+at /, `${what}: nothing on stderr of a crash`);
}

type Tap = Test;

function judgeDepth(t: Tap, r: Run, place: Place, what: string): void {
  const deep = r.report.findings.filter((f) => f.requirement === 'HTTP-JSON-BODY');
  if (!place.tooDeep) {
    t.same(deep, [], `${what}: no HTTP-JSON-BODY finding`);
    return;
  }
  t.ok(deep.length >= 1, `${what}: HTTP-JSON-BODY reports the depth`);
  for (const f of deep) {
    t.equal(f.code, 'too-deep', `${what}: code too-deep`);
    const depth = (f.args as { depth: number }).depth;
    t.ok(depth >= DEPTH && depth < DEPTH + 5, `${what}: the depth found (${depth}) is the body's`);
    t.match(f.message, new RegExp(`nests ${depth} levels deep, past the ${NESTING_MAX}`), `${what}: the message says how deep`);
    t.ok(f.pointer.split('/').length <= 4, `${what}: the pointer names the member that holds it (${f.pointer})`);
  }
  const { pointer } = place.tooDeep;
  if (pointer !== undefined)
    t.ok(
      deep.some((d) => d.pointer === pointer),
      `${what}: at ${pointer}`,
    );
}

for (const place of places)
  for (const shape of Object.keys(shapes) as Shape[]) {
    t.test(`${DEPTH} deep as ${shape === 'array' ? 'an array' : 'an object'} in ${place.name}`, { timeout: 120_000 }, async (t) => {
      const deep = shapes[shape](DEPTH);
      const f = await startFixture({ components: 2, override: place.override(deep) });
      t.teardown(() => f.close());
      const dir = mkdtempSync(path.join(tmpdir(), 'stringent-nesting-'));
      const har = path.join(dir, 'run.har');
      const live = await cli([
        'check',
        f.base,
        '--reporter',
        'json',
        '--record',
        har,
        '--reporter',
        `sarif:${path.join(dir, 'run.sarif')}`,
        ...(place.args ?? []),
      ]);
      noCrash(t, live, 'check');
      const also = Array.isArray(place.also) ? place.also : place.also[shape];
      const want = place.tooDeep ? [...also, 'HTTP-JSON-BODY'].sort() : also;
      t.same(failing(live.report), want, `check: ${want.join(', ') || 'nothing'} fails`);
      t.equal(live.code, want.length > 0 ? 1 : 0, 'check: exit status');
      judgeDepth(t, live, place, 'check');
      t.ok(readFileSync(path.join(dir, 'run.sarif'), 'utf8').includes('"results"'), 'the SARIF report was written');

      const replayed = await cli(['check', '--replay', har, '--reporter', 'json', ...(place.args ?? [])]);
      noCrash(t, replayed, 'check --replay');
      t.same(failing(replayed.report), failing(live.report), 'check --replay: the same requirements fail');
      judgeDepth(t, replayed, place, 'check --replay');

      const validated = await cli(['validate', har, '--reporter', 'json']);
      noCrash(t, validated, 'validate of the recording');
      judgeDepth(t, validated, place, 'validate of the recording');
    });
  }

t.test(`validate of a document nested ${DEPTH} deep: HTTP-JSON-BODY says how deep, the rest is judged`, async (t) => {
  const base = 'http://weblate.test/';
  const record = makeDataset(base, 2, 3).components[1]!;
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-nesting-'));
  for (const shape of Object.keys(shapes) as Shape[]) {
    const file = path.join(dir, `${shape}.json`);
    writeFileSync(file, withDeep({ ...record, name: 'DEEP' }, shapes[shape](DEPTH)));
    const r = await cli(['validate', file, '--as', 'component', '--base-url', base, '--reporter', 'json']);
    noCrash(t, r, `validate (${shape})`);
    t.same(failing(r.report), ['CMP-SCHEMA', 'HTTP-JSON-BODY'], `${shape}: name is no string (CMP-SCHEMA), and the depth is said`);
    const deep = r.report.findings.find((x) => x.requirement === 'HTTP-JSON-BODY');
    t.equal(deep?.pointer, '/name', `${shape}: at /name`);
    t.equal(r.report.requirements.find((x) => x.id === 'HTTP-JSON-BODY')?.status, 'failed', `${shape}: HTTP-JSON-BODY failed`);
  }
  const shallow = path.join(dir, 'shallow.json');
  writeFileSync(shallow, withDeep({ ...record, name: 'DEEP' }, shapes.array(NESTING_MAX - 2)));
  const r = await cli(['validate', shallow, '--as', 'component', '--base-url', base, '--reporter', 'json']);
  t.notOk(
    r.report.findings.some((x) => x.requirement === 'HTTP-JSON-BODY'),
    `a document nested ${NESTING_MAX} levels is read whole`,
  );
  t.equal(r.report.requirements.find((x) => x.id === 'HTTP-JSON-BODY')?.status, 'skipped', 'HTTP-JSON-BODY is skipped by validate as before');
});
