import t from 'tap';
import { main } from '../src/cli.js';
import { rulesCommand, renderRulesTable } from '../src/commands/rules.js';
import { REQUIREMENTS } from '../src/requirements.js';
import type { Io } from '../src/commands/types.js';

function memoryIo(): Io & { out: () => string; err: () => string } {
  let out = '';
  let err = '';
  return {
    stdout: { write: (c: string) => ((out += c), true) },
    stderr: { write: (c: string) => ((err += c), true) },
    env: {},
    out: () => out,
    err: () => err,
  };
}

t.test('rules prints the catalogue as a table: one row per requirement in catalogue order', async (t) => {
  const io = memoryIo();
  t.equal(await rulesCommand.handler({ json: false, _: [], $0: 'stringent' }, io), 0);
  const lines = io.out().split('\n');
  t.match(lines[0]!, /^ID +class +severity +section +family +title$/);
  const rows = lines.slice(1, 1 + REQUIREMENTS.length);
  t.same(rows.map((l) => l.split(/\s+/)[0]), REQUIREMENTS.map((r) => r.id));
  const titleAt = lines[0]!.indexOf('title');
  for (const [i, r] of REQUIREMENTS.entries()) {
    const row = rows[i]!;
    t.same(row.slice(0, titleAt).trim().split(/\s{2,}/), [r.id, r.class, r.severity, r.section, r.family], `${r.id} columns`);
    t.equal(row.slice(titleAt), r.optIn ? `${r.title} [opt-in: --${r.optIn}]` : r.title, `${r.id} title`);
  }
  t.equal(lines[1 + REQUIREMENTS.length], '');
  const core = REQUIREMENTS.filter((r) => r.class === 'core').length;
  const optIn = REQUIREMENTS.filter((r) => r.optIn).length;
  t.equal(lines[2 + REQUIREMENTS.length], `${REQUIREMENTS.length} requirements: ${core} core, ${REQUIREMENTS.length - core} recommended; ${optIn} run only with their opt-in flag.`);
  t.equal(io.err(), '');
});

t.test('opt-in requirements are marked with their flag', (t) => {
  const table = renderRulesTable();
  t.match(table, /\nMTH-WRITE-REFUSED .* \[opt-in: --probe-writes\]\n/);
  t.match(table, /\nERR-NOT-FOUND .* \[opt-in: --probe-errors\]\n/);
  t.notMatch(table, /\nHDR-VARY .*opt-in/);
  t.end();
});

t.test('rules --json prints the catalogue entries as a JSON array', async (t) => {
  const io = memoryIo();
  t.equal(await rulesCommand.handler({ json: true, _: [], $0: 'stringent' }, io), 0);
  t.same(JSON.parse(io.out()), REQUIREMENTS);
});

t.test('the command line runs rules and rules --json with exit 0', async (t) => {
  const table = memoryIo();
  t.equal(await main(['rules'], table), 0);
  t.equal(table.out(), renderRulesTable());
  const json = memoryIo();
  t.equal(await main(['rules', '--json'], json), 0);
  t.same(JSON.parse(json.out()), REQUIREMENTS);
  const bad = memoryIo();
  t.equal(await main(['rules', '--jsn'], bad), 2, 'an unknown option is a bad option');
  t.match(bad.err(), /^stringent: E_BAD_OPTION: /);
});
