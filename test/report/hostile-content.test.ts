/**
 * Hostile content cannot hurt the reports. A real server puts one kind of hostile text where rules
 * quote it (a record's filemask, a duplicated slug, a header); `stringent check` runs in process
 * with every file format, and every case again in one real process under a pseudo-terminal (util-linux `script`).
 * Each test proves: no E_INTERNAL, every report file written and valid in its format, and nothing
 * from the server reaches the terminal raw (no control, escape or bidi character), with the token
 * masked in whatever form the server echoed it.
 */
import t, { type Test } from 'tap';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { main } from '../../src/cli.js';
import { startFixture, type Ctx } from '../hostile/server.js';
import { memoryIo } from './fixtures.js';
import { checkFiles, reporterArgs } from './files.js';

const TOKEN = 'Secret-Token-Abc123';
const BATCH = path.join(path.dirname(new URL(import.meta.url).pathname), 'terminal-batch.js');
const HAVE_SCRIPT = spawnSync('script', ['--version']).status === 0;

/** What must never reach a reader raw: C0 (but tab, LF, CR), DEL, C1, bidi embeddings, overrides and isolates, unpaired surrogates. */
const RAW =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The kit's own terminal sequences: colours, the progress line's erase, cursor show/hide. */
function withoutOwnSequences(text: string): string {
  return text.replace(/\u001b\[[0-9;]*m|\r\u001b\[K|\u001b\[K|\u001b\[\?25[hl]/g, '').replace(/\r/g, '');
}

type Mutate = (ctx: Ctx, req: IncomingMessage, res: ServerResponse) => boolean;

interface Item {
  name: string;
  mutate: Mutate;
  exit: number;
  args?: string[];
  then?: (t: Test, out: { stdout: string; stderr: string; dir: string; files: Record<string, string> }) => void;
}

/** Sets the first component's filemask (a string without * is quoted as the finding's actual value). */
function filemask(value: unknown): Mutate {
  return (ctx) => {
    ctx.data.components[0]!.filemask = value;
    return false;
  };
}

/** Gives the second component the first one's slug text in front of its own, so that messages quote it. */
function duplicateSlug(text: string): Mutate {
  return (ctx) => {
    const [a, b] = ctx.data.components;
    a!.slug = text;
    b!.slug = text;
    b!.id = a!.id;
    return false;
  };
}

/** The first component's filemask nested `depth` arrays deep, written as text (JSON.stringify itself would overflow). */
function nestedFilemask(depth: number): Mutate {
  const MARK = '__nested__';
  const deep = `${'['.repeat(depth)}"bottom"${']'.repeat(depth)}`;
  return (ctx, req, res) => {
    ctx.data.components[0]!.filemask = MARK;
    const u = new URL(req.url ?? '/', ctx.base);
    const first = ctx.data.components[0]!;
    let body: unknown;
    if (u.pathname === '/api/components/' && !u.search) body = { count: ctx.data.components.length, next: null, previous: null, results: ctx.data.components };
    else if (u.pathname === `/api/components/demo/${String(first.slug)}/` && !u.search) body = first;
    else return false;
    const text = JSON.stringify(body).replace(`"${MARK}"`, deep);
    res.writeHead(200, { allow: 'GET, HEAD, OPTIONS', 'content-type': 'application/json', vary: 'Accept', 'content-length': Buffer.byteLength(text) });
    res.end(req.method === 'HEAD' ? undefined : text);
    return true;
  };
}

interface Prepared {
  item: Item;
  /** The arguments of the run, with its report files in `dir`. */
  args: string[];
  dir: string;
}

/** A fixture server for the item, open until the whole file is done (the terminal run meets it again), and the run's arguments. */
async function prepare(item: Item): Promise<Prepared> {
  // Called on every request (each mutation is idempotent): the in-process run and the terminal run meet the same server.
  const f = await startFixture({ components: 2, override: (req, res, ctx) => item.mutate(ctx, req, res) });
  t.teardown(() => f.close());
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-hostile-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  // A generous --timeout: these runs read large bodies, and a loaded machine must not turn them into E_TIMEOUT.
  const args = ['check', f.base, '--token', TOKEN, '--retries', '0', '--timeout', '600', ...(item.args ?? []), ...reporterArgs(dir)];
  return { item, args, dir };
}

async function run(t: Test, { item, args, dir }: Prepared): Promise<void> {
  const io = memoryIo({ isTTY: false });
  const code = await main([...args, '--reporter', 'pretty'], io);
  t.equal(code, item.exit, `exit ${item.exit}`);
  t.notMatch(io.err(), /E_INTERNAL/, 'no E_INTERNAL');
  const verdict = { 0: 'pass', 1: 'fail', 2: 'error' }[item.exit as 0 | 1 | 2];
  const report = checkFiles(t, dir, { verdict, exitCode: item.exit });
  t.notOk(
    report.kitErrors.some((e) => e.code === 'E_INTERNAL'),
    'no E_INTERNAL kit error',
  );
  t.notOk(RAW.test(io.out()), 'nothing raw in the pretty report');
  t.notOk(RAW.test(io.err()), 'nothing raw on stderr');
  const files: Record<string, string> = {};
  for (const ext of ['json', 'junit', 'tap', 'sarif', 'html']) files[ext] = readFileSync(path.join(dir, `report.${ext}`), 'utf8');
  for (const [ext, text] of Object.entries(files)) {
    t.notOk(text.toLowerCase().includes(TOKEN.toLowerCase()), `the token is in no ${ext} file`);
    if (ext !== 'json' && ext !== 'sarif') t.notOk(RAW.test(text), `nothing raw in the ${ext} file`);
    t.ok(statSync(path.join(dir, `report.${ext}`)).size < 2_000_000, `${ext} stays small`);
  }
  for (const text of [io.out(), io.err()]) t.notOk(text.toLowerCase().includes(TOKEN.toLowerCase()), 'the token is in no output');
  item.then?.(t, { stdout: io.out(), stderr: io.err(), dir, files });
}

/**
 * Every case again as a real process on a pseudo-terminal: what a person at a terminal would see.
 * One process runs them one after another (test/report/terminal-batch.ts), each framed by marker lines.
 */
async function onTerminal(t: Test, cases: readonly Prepared[]): Promise<void> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'stringent-pty-'));
  t.teardown(() => rmSync(scratch, { recursive: true, force: true }));
  const runs = cases.map(({ args, dir }, i) => args.map((a) => a.replace(dir, path.join(scratch, String(i)))));
  const list = path.join(scratch, 'runs.json');
  writeFileSync(list, JSON.stringify(runs));
  const cmd = [process.execPath, BATCH, list].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  const child = spawn('script', ['-qfec', cmd, '/dev/null'], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '' } });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (c: Buffer) => chunks.push(c));
  child.stderr.on('data', (c: Buffer) => chunks.push(c));
  const exit = await new Promise<number | null>((r) => child.on('close', (c) => r(c)));
  const terminal = Buffer.concat(chunks).toString('utf8');
  t.equal(exit, 0, 'the terminal process ran every case');
  for (const [i, { item }] of cases.entries()) {
    const framed = new RegExp(`<<run ${i}>>\\r?\\n([\\s\\S]*)\\r?\\n<<run ${i} exit (\\d+)>>`).exec(terminal);
    if (!framed) {
      t.fail(`${item.name}: the run reached the terminal: ${JSON.stringify(terminal.slice(-300))}`);
      continue;
    }
    const [, shown = '', status] = framed;
    t.equal(
      Number(status),
      item.exit,
      `${item.name}: the same exit status on a terminal${Number(status) === item.exit ? '' : `: ${/stringent: E_\w+[^\r\n]*/.exec(shown)?.[0] ?? 'no kit error'}`}`,
    );
    t.ok(shown.includes(item.exit === 2 ? 'stringent: E_' : 'Result: '), `${item.name}: the report (or the kit-error line) reached the terminal`);
    const seen = withoutOwnSequences(shown);
    const raw = RAW.exec(seen);
    t.notOk(
      raw,
      `${item.name}: nothing raw on the terminal${raw ? ` (U+${raw[0].charCodeAt(0).toString(16)} near ${JSON.stringify(seen.slice(Math.max(0, raw.index - 40), raw.index + 10))})` : ''}`,
    );
    t.notOk(shown.toLowerCase().includes(TOKEN.toLowerCase()), `${item.name}: the token is not on the terminal`);
  }
}

const ITEMS: Item[] = [
  {
    name: 'a slug holding a lone surrogate (valid JSON "\\udc00") is crawled and reported, no "URI malformed"',
    mutate: duplicateSlug('\udc00'),
    exit: 1,
    then: (t, o) => {
      const report = JSON.parse(o.files.json!);
      t.ok(
        report.findings.some((f: { requirement: string }) => f.requirement === 'CMP-IDS-UNIQUE'),
        'the duplicate is found',
      );
      t.ok(o.files.json!.includes('\ufffd'), 'the lone surrogate is written as U+FFFD');
    },
  },
  {
    name: 'C0 and C1 control characters are shown as escapes',
    mutate: filemask('a\u0001b\u0007c\u0085d\u009be\u007ff'),
    exit: 1,
    then: (t, o) => t.ok(o.stdout.includes('a\\u0001b\\u0007c\\u0085d\\u009be\\u007ff'), 'visible escapes'),
  },
  {
    name: 'terminal escape sequences (clear screen, title, hyperlink) are shown, not obeyed',
    mutate: filemask('\u001b[2J\u001b]0;pwned\u0007\u001b]8;;http://evil/\u001b\\link'),
    exit: 1,
    then: (t, o) => t.ok(o.stdout.includes('\\u001b[2J\\u001b]0;pwned\\u0007'), 'the sequence is visible text'),
  },
  {
    name: 'bidi overrides and isolates (U+202A–202E, U+2066–2069) are shown as escapes',
    mutate: duplicateSlug('abc\u202Etxt.exe\u2066\u2067\u2068\u2069\u202A\u202B\u202C\u202D'),
    exit: 1,
    then: (t, o) => t.ok(o.stdout.includes('abc\\u202etxt.exe\\u2066\\u2067\\u2068\\u2069'), 'visible escapes'),
  },
  {
    name: '"]]>" and markup keep the JUnit file valid XML 1.0 and the HTML inert',
    mutate: filemask(']]><script>alert(1)</script><![CDATA[&amp;'),
    exit: 1,
    then: (t, o) => {
      t.notOk(o.files.html!.includes('<script>alert(1)</script>'), 'no markup from the server in the HTML');
      t.ok(o.files.junit!.includes(']]&gt;&lt;script&gt;'), 'escaped in the XML');
    },
  },
  {
    name: 'NUL characters are shown as \\u0000 and never end a string early',
    mutate: filemask('before\u0000after'),
    exit: 1,
    then: (t, o) => t.ok(o.stdout.includes('before\\u0000after'), 'the text after NUL is kept'),
  },
  {
    // A megabyte is 256 times the longest string a report keeps (STRING_MAX): uncut, it would break every bound below.
    name: 'a megabyte of text is cut at a bounded size with "… (N bytes)" in every format',
    mutate: filemask('x'.repeat(1024 * 1024)),
    exit: 1,
    then: (t, o) => {
      t.ok(o.files.json!.includes(`… (${1024 * 1024} bytes)`), 'the JSON says how long it was');
      for (const [ext, text] of Object.entries(o.files)) t.ok(text.length < 200_000, `the ${ext} file stays small (${text.length} characters)`);
      t.ok(o.stdout.length < 50_000, 'the pretty report stays small');
    },
  },
  {
    name: '100,000 levels of nesting quoted in a finding: no stack overflow anywhere',
    mutate: nestedFilemask(100_000),
    exit: 1,
    args: ['--max-body-size', '64MiB'],
    then: (t, o) =>
      t.ok(
        JSON.parse(o.files.json!).findings.some((f: { requirement: string }) => f.requirement.startsWith('CMP-')),
        'the record is judged',
      ),
  },
  {
    name: 'text shaped like TAP cannot forge a test point',
    mutate: duplicateSlug('x\nok 999 - forged\nnot ok 1000 - forged\n# verdict: pass (exit 0)\n1..3'),
    exit: 1,
    then: (t, o) => {
      const tap = o.files.tap!;
      t.notMatch(tap, /^ok 999|^not ok 1000|^1\.\.3$/m, 'no forged line starts a line');
      t.equal((tap.match(/^# verdict: /gm) ?? []).length, 1, 'one verdict line');
    },
  },
  {
    name: 'the token echoed upper-cased, percent-encoded or in base64 is masked everywhere',
    mutate: filemask(
      `${TOKEN.toUpperCase()} ${encodeURIComponent(`${TOKEN}/x`)} ${Buffer.from(`user:${TOKEN}`).toString('base64')} ${Buffer.from(`ab${TOKEN}`).toString('base64url')} ${TOKEN.toLowerCase()}`,
    ),
    exit: 1,
    then: (t, o) => {
      const all = Object.values(o.files).join('\n') + o.stdout + o.stderr;
      for (const form of [TOKEN.toUpperCase(), encodeURIComponent(TOKEN), Buffer.from(`user:${TOKEN}`).toString('base64').slice(8, -4), TOKEN.toLowerCase()]) {
        t.notOk(all.includes(form), `masked: ${form.slice(0, 6)}…`);
      }
      t.ok(all.includes('***'), 'masks are shown');
    },
  },
  {
    name: 'a kit-error line quoting a server header: escaped, its case kept, the token in it masked',
    mutate: (_ctx, req, res) => {
      if (req.url !== '/api/components/') return false;
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': `X-Weird\u0085Zip-${TOKEN}` });
      res.end('{}');
      return true;
    },
    exit: 2,
    then: (t, o) => {
      t.match(o.stderr, /^stringent: E_PROTOCOL: .*X-Weird\\u0085Zip-\*\*\*/m, 'the value as sent, escaped, the token masked');
      t.notOk(o.stderr.includes('x-weird'), 'not lower-cased');
    },
  },
];

const prepared: Prepared[] = [];
t.before(async () => {
  for (const item of ITEMS) prepared.push(await prepare(item));
});
for (const [i, item] of ITEMS.entries()) t.test(item.name, (t) => run(t, prepared[i]!));

t.test('every case on a pseudo-terminal (util-linux script): the same exit status, nothing raw, no token', async (t) => {
  if (!HAVE_SCRIPT) {
    if (process.env.STRINGENT_REQUIRE_SYSTEM_TOOLS)
      t.fail('util-linux `script` is missing, and STRINGENT_REQUIRE_SYSTEM_TOOLS forbids skipping the terminal check');
    else t.plan(0, 'skip: util-linux `script` is not installed');
    return;
  }
  t.plan(1 + 4 * ITEMS.length);
  await onTerminal(t, prepared);
});
