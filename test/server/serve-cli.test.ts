/**
 * `stringent serve`: the real binary for what only a process shows (its URL on stdout, then a clean
 * exit 0 on SIGINT and SIGTERM, and a bad option's exit status); everything else through the same
 * command in process (test/cli-in-process.ts), stopped by its stop signal.
 */
import t from 'tap';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PACKAGE_ROOT } from '../../src/base/paths.js';
import { FAULTS } from '../../reference-server/index.js';
import { call } from './helpers.js';
import { startCli, type RunningCli } from '../cli-in-process.js';

const BIN = path.join(PACKAGE_ROOT, 'bin', 'stringent.js');

interface Cli {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function cli(args: string[]): Cli {
  const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal })),
  );
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Resolves with the first stdout line matching `re`, or fails after `ms`. */
function waitFor(c: Pick<Cli, 'stdout' | 'stderr'>, re: RegExp, ms = 20_000): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      clearInterval(poll);
      reject(new Error(`no ${re} on stdout in time; stdout ${JSON.stringify(c.stdout())} stderr ${JSON.stringify(c.stderr())}`));
    }, ms);
    const poll = setInterval(() => {
      const m = re.exec(c.stdout());
      if (m) {
        clearTimeout(timer);
        clearInterval(poll);
        resolve(m);
      }
    }, 20);
  });
}

function bounded<T>(p: Promise<T>, what: string, ms = 20_000): Promise<T> {
  return Promise.race([p, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what} did not happen in time`)), ms).unref())]);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  t.test(`stringent serve prints its URL, serves, and stops cleanly on ${signal} with exit 0`, async (t) => {
    const c = cli(['serve', '--fault', 'HDR-VARY']);
    t.teardown(() => {
      if (c.child.exitCode === null) c.child.kill('SIGKILL');
    });
    const m = await waitFor(c, /^stringent: serving (http:\/\/127\.0\.0\.1:[0-9]+\/) \(api at (\S+)\)$/m);
    t.equal(m[2], `${m[1]}api/`);
    await waitFor(c, /^stringent: faults on: HDR-VARY$/m);
    const r = await call(m[1]!, '/api/components/');
    t.equal(r.status, 200);
    t.equal(r.headers.vary, undefined, 'the fault is on');
    c.child.kill(signal);
    const end = await bounded(c.exited, 'exit');
    t.same(end, { code: 0, signal: null });
    t.match(c.stdout(), /stringent: stopped\n$/);
    t.equal(c.stderr(), '');
  });
}

t.test('a port in use is a one-line E_BAD_OPTION with exit 2 (the real binary)', async (t) => {
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => blocker.close(() => resolve())));
  const port = (blocker.address() as net.AddressInfo).port;
  const c = cli(['serve', '--port', String(port)]);
  const end = await bounded(c.exited, 'exit');
  t.equal(end.code, 2);
  t.equal(c.stderr().split('\n')[0], `stringent: E_BAD_OPTION: cannot listen on 127.0.0.1:${port}: the address is in use`);
  t.equal(c.stdout(), '');
});

/** `stringent serve ARGS` in this process, stopped (as by SIGTERM) when the test ends. */
function serve(t: { teardown(fn: () => unknown): void }, args: string[]): RunningCli {
  const c = startCli(['serve', ...args]);
  t.teardown(async () => {
    c.stop();
    await c.done;
  });
  return c;
}

t.test('a bad dataset file is a one-line E_DATASET with exit 2 and nothing served', async (t) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'stringent-serve-')), 'bad.json');
  writeFileSync(file, JSON.stringify({ projects: [], languages: [], components: [] }));
  const c = serve(t, ['--data', file]);
  t.equal(await bounded(c.done, 'exit'), 2);
  t.equal(c.stderr(), `stringent: E_DATASET: ${file}: /languages: must NOT have fewer than 1 items\n`);
  t.equal(c.stdout(), '');
});

t.test('an unknown fault is a one-line E_BAD_OPTION with exit 2', async (t) => {
  const c = serve(t, ['--fault', 'PAG-NOPE']);
  t.equal(await bounded(c.done, 'exit'), 2);
  t.match(
    c.stderr().split('\n')[0],
    /^stringent: E_BAD_OPTION: --fault PAG-NOPE: no such fault(; did you mean [A-Z0-9-]+(, [A-Z0-9-]+)*\?)? \(all of them: stringent serve --list-faults\)$/,
  );
});

t.test('--list-faults prints one line per fault and exits 0', async (t) => {
  const c = serve(t, ['--list-faults']);
  t.equal(await bounded(c.done, 'exit'), 0);
  const lines = c.stdout().trimEnd().split('\n');
  t.ok(FAULTS.length > 40, `${FAULTS.length} faults`);
  t.equal(lines.length, FAULTS.length);
  for (const [i, f] of FAULTS.entries()) {
    const also = f.requirements.filter((id) => id !== f.requirement);
    const tail = also.length > 0 ? ` (also ${also.join(', ')})` : '';
    t.match(lines[i], new RegExp(`^${f.id} +${(f.description + tail).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  }
  t.ok(
    lines.some((l) => /^MTH-HEAD\/list-content-type .* \(also HDR-CONTENT-TYPE\)$/.test(l)),
    'a fault that breaks more requirements names them',
  );
});

t.test('--base-url and --generate are reported on start', async (t) => {
  const c = serve(t, ['--generate', '25', '--base-url', 'http://weblate.example/w/']);
  const m = await waitFor(c, /^stringent: serving http:\/\/weblate\.example\/w\/ \(api at http:\/\/weblate\.example\/w\/api\/\) on 127\.0\.0\.1:([0-9]+)$/m);
  await waitFor(c, /^stringent: 25 components in 3 projects \(generated dataset\)$/m);
  const r = await call(`http://127.0.0.1:${m[1]}`, '/w/api/components/?page=2');
  t.equal(r.status, 200);
  t.equal((r.json as { results: unknown[] }).results.length, 5);
  c.stop();
  t.equal(await bounded(c.done, 'exit'), 0);
  t.match(c.stdout(), /stringent: stopped\n$/);
});

t.test('--variant serves a clean variant and says so; an unknown one is E_BAD_OPTION', async (t) => {
  const c = serve(t, ['--variant', 'prefix', '--variant', 'gzip', '--fault', 'HDR-VARY/instance-only']);
  const m = await waitFor(c, /^stringent: serving http:\/\/127\.0\.0\.1:([0-9]+)\/weblate\/ /m);
  await waitFor(c, /^stringent: faults on: HDR-VARY\/instance-only$/m);
  await waitFor(c, /^stringent: clean variants: prefix, gzip$/m);
  const r = await call(`http://127.0.0.1:${m[1]}`, '/weblate/api/components/', { headers: { 'accept-encoding': 'gzip' } });
  t.equal(r.status, 200);
  t.equal(r.headers['content-encoding'], 'gzip');
  c.stop();
  t.equal(await bounded(c.done, 'exit'), 0);
  const bad = serve(t, ['--variant', 'nope']);
  t.equal(await bounded(bad.done, 'exit'), 2);
  t.match(
    bad.stderr().split('\n')[0],
    /^stringent: E_BAD_OPTION: unknown variant nope; valid variants: prefix, gzip, unicode-slug, drift, big-ids, edges, respelled$/,
  );
});
