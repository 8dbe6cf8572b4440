import t from 'tap';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { main } from '../src/cli.js';
import { rulesCommand } from '../src/commands/index.js';
import { renderRulesTable } from '../src/commands/rules.js';
import { REQUIREMENTS } from '../src/catalogue/requirements.js';
import { CLIENT_REQUIREMENTS } from '../src/catalogue/client.js';
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
  t.equal(await rulesCommand.handler({ id: undefined, json: false, _: [], $0: 'stringent' }, io), 0);
  const lines = io.out().split('\n');
  t.match(lines[0]!, /^ID +class +severity +section +family +title$/);
  const rows = lines.slice(1, 1 + REQUIREMENTS.length);
  t.same(
    rows.map((l) => l.split(/\s+/)[0]),
    REQUIREMENTS.map((r) => r.id),
  );
  const titleAt = lines[0]!.indexOf('title');
  for (const [i, r] of REQUIREMENTS.entries()) {
    const row = rows[i]!;
    t.same(
      row
        .slice(0, titleAt)
        .trim()
        .split(/\s{2,}/),
      [r.id, r.class, r.severity, r.section, r.family],
      `${r.id} columns`,
    );
    t.equal(row.slice(titleAt), r.optIn ? `${r.title} [opt-in: --${r.optIn}]` : r.title, `${r.id} title`);
  }
  const clientRows = lines.slice(1 + REQUIREMENTS.length, 1 + REQUIREMENTS.length + CLIENT_REQUIREMENTS.length);
  t.same(
    clientRows.map((l) => l.split(/\s+/)[0]),
    CLIENT_REQUIREMENTS.map((r) => r.id),
    'the client requirements follow, in the same table',
  );
  t.equal(lines[1 + REQUIREMENTS.length + CLIENT_REQUIREMENTS.length], '');
  const core = REQUIREMENTS.filter((r) => r.class === 'core').length;
  const optIn = REQUIREMENTS.filter((r) => r.optIn).length;
  t.equal(
    lines[2 + REQUIREMENTS.length + CLIENT_REQUIREMENTS.length],
    `${REQUIREMENTS.length} requirements: ${core} core, ${REQUIREMENTS.length - core} recommended; ${optIn} run only with their opt-in flag.`,
  );
  t.equal(io.err(), '');
});

t.test('opt-in requirements are marked with their flag', (t) => {
  const table = renderRulesTable();
  t.match(table, /\nMTH-WRITE-REFUSED .* \[opt-in: --probe-writes\]\n/);
  t.match(table, /\nERR-NOT-FOUND .* \[opt-in: --probe-errors\]\n/);
  t.notMatch(table, /\nHDR-VARY .*opt-in/);
  t.end();
});

t.test('rules --json prints the catalogue entries as a JSON array, the client requirements after the API’s', async (t) => {
  const io = memoryIo();
  t.equal(await rulesCommand.handler({ id: undefined, json: true, _: [], $0: 'stringent' }, io), 0);
  t.same(JSON.parse(io.out()), [...REQUIREMENTS, ...CLIENT_REQUIREMENTS]);
});

t.test('the command line runs rules and rules --json with exit 0', async (t) => {
  const table = memoryIo();
  t.equal(await main(['rules'], table), 0);
  t.equal(table.out(), renderRulesTable());
  const json = memoryIo();
  t.equal(await main(['rules', '--json'], json), 0);
  t.same(JSON.parse(json.out()), [...REQUIREMENTS, ...CLIENT_REQUIREMENTS]);
  const bad = memoryIo();
  t.equal(await main(['rules', '--jsn'], bad), 2, 'an unknown option is a bad option');
  t.match(bad.err(), /^stringent: E_BAD_OPTION: /);
});

/**
 * `stringent rules id` (the ID written in lower case) for every requirement, run once through the
 * command line: the exit status and what it printed, shared by the tests of the explanation below.
 */
let explained: Promise<Map<string, { code: number; text: string }>> | undefined;
function explanations(): Promise<Map<string, { code: number; text: string }>> {
  explained ??= (async () => {
    const out = new Map<string, { code: number; text: string }>();
    for (const r of REQUIREMENTS) {
      const io = memoryIo();
      const code = await main(['rules', r.id.toLowerCase()], io);
      out.set(r.id, { code, text: io.out() });
    }
    return out;
  })();
  return explained;
}
const explanation = async (id: string): Promise<string> => (await explanations()).get(id)?.text ?? '';

t.test('rules ID explains one requirement: statement, section, why, a passing and a failing case, the options', async (t) => {
  t.ok(REQUIREMENTS.length >= 40, `${REQUIREMENTS.length} requirements`);
  const all = await explanations();
  for (const r of REQUIREMENTS) {
    const { code, text } = all.get(r.id)!;
    t.equal(code, 0, r.id);
    t.match(text, `${r.id} — ${r.title}`);
    t.match(text, `section ${r.section}`);
    t.match(text, /Why it matters: \S/);
    t.match(text, `--severity ${r.id}=error|warning|note|off`);
    if (r.optIn) t.match(text, `--${r.optIn}: judged only with this flag`);
    if (r.id !== 'SNAP-DRIFT') t.match(text, /Failing example \(cases\/\w+\.json: /, `${r.id} has a failing example`);
  }
  const size = await explanation('PAG-PAGE-SIZE');
  t.match(size, /Passing example \(cases\/pagination\.json: /);
  t.match(size, '--page-size N');
  t.match(size, '--profile weblate-5: Weblate 5 serves pages of 50');
  const unknown = memoryIo();
  t.equal(await main(['rules', 'PAG-PAGESIZE'], unknown), 2);
  t.match(unknown.err(), /unknown requirement PAG-PAGESIZE; did you mean PAG-PAGE-SIZE\?/);
});

t.test('rules ID ends with the Fix: what to change in an implementation, then a passing example', async (t) => {
  const { loadCases, runCase } = await import('../src/run/cases.js');
  const cases = loadCases();
  t.plan(REQUIREMENTS.length * 6);
  for (const r of REQUIREMENTS) {
    t.ok(r.fix && r.fix.length > 40, `${r.id} has a fix in its catalogue record`);
    const text = await explanation(r.id);
    t.equal(text.indexOf('\nFix:\n'), text.lastIndexOf('\nFix:\n'), `${r.id}: one Fix section`);
    const fix = text.slice(text.indexOf('\nFix:\n') + '\nFix:\n'.length);
    const [said, example = ''] = fix.split('\n\n');
    t.equal(
      said!
        .split('\n')
        .map((l) => l.trim())
        .join(' '),
      r.fix,
      `${r.id}: the Fix section says the record's fix`,
    );
    const m = /^ {2}Passing example \(cases\/(\S+): (.*)\):\n(?: {4}.*\n)+$/.exec(example);
    const c = m ? cases.find((x) => x.file === m[1] && x.description === m[2]) : undefined;
    t.ok(c, `${r.id}: the Fix ends with a passing case, shown whole`);
    const run = c ? runCase(c) : undefined;
    t.same(run?.ids, [], `${r.id}: the passing example passes`);
    t.ok(
      run?.result.requirements.some((o) => o.id === r.id && o.status === 'passed' && o.checks > 0),
      `${r.id}: and the requirement is judged in it`,
    );
  }
});

t.test('every failed requirement in the pretty report points at its explanation', async (t) => {
  const { renderPretty } = await import('../src/report/pretty.js');
  const { ruleHelp, helpUri } = await import('../src/catalogue/requirements.js');
  t.same(ruleHelp('HDR-VARY'), { command: 'stringent rules HDR-VARY', uri: helpUri('HDR-VARY') });
  const uri = new URL(helpUri('HDR-VARY'));
  t.equal(uri.protocol, 'file:', 'a document the package ships, not a web site it does not publish');
  t.equal(uri.hash, '#hdr-vary');
  const doc = readFileSync(fileURLToPath(uri), 'utf8');
  t.match(doc, /^### HDR-VARY$/m, 'the anchor names a section of the shipped requirements document');
  const report = {
    tool: { name: 'stringent' as const, version: '0' },
    target: { baseUrl: 'http://h.example/', authenticated: false },
    summary: { passed: 0, failed: 1, skipped: 0, notApplicable: 0, errors: 1, warnings: 0, notes: 0 },
    requirements: [
      {
        id: 'HDR-VARY',
        class: 'core' as const,
        severity: 'error' as const,
        section: '§1',
        title: 'Vary includes Accept',
        status: 'failed' as const,
        checks: 1,
        findings: 1,
      },
    ],
    findings: [{ requirement: 'HDR-VARY', severity: 'error' as const, url: 'http://h.example/api/components/', pointer: '', message: 'no Vary' }],
    kitErrors: [],
    verdict: 'fail' as const,
    exitCode: 1,
  };
  t.match(renderPretty(report, { color: false }), /HDR-VARY[\s\S]*explained by: stringent rules HDR-VARY/);
});

t.test('rules ID: each failing example shown fails exactly its requirement, and is shown whole', async (t) => {
  const { loadCases, runCase } = await import('../src/run/cases.js');
  const cases = loadCases();
  let shown = 0;
  for (const r of REQUIREMENTS) {
    const text = await explanation(r.id);
    const m = /^Failing example \(cases\/(\S+): (.*)\):$/m.exec(text);
    if (!m) continue;
    const c = cases.find((x) => x.file === m[1] && x.description === m[2]);
    t.ok(c, `${r.id}: the shown case exists`);
    if (!c) continue;
    shown++;
    const run = runCase(c);
    if (cases.some((x) => x.requirement === r.id && x.expect.length === 1 && x.expect[0] === r.id))
      t.same(run.ids, [r.id], `${r.id}: its failing example fails it and nothing else`);
    else t.ok(run.ids.includes(r.id), `${r.id}: its failing example fails it`);
    t.notMatch(text, /…$/m, `${r.id}: no example line is cut`);
  }
  t.ok(shown > 20, `failing examples were shown (${shown})`);
  t.match(await explanation('STA-PCT-TRUNCATED'), /Failing example \(cases\/statistics\.json: [^)]*rounded/, 'STA-PCT-TRUNCATED shows a rounding case');
});
