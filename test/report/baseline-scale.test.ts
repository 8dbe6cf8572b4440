/**
 * Baselines at the size a team meets them: thousands of findings on an unchanged server pass the
 * gate ("N known, 0 new", exit 0); one more fault shows as new in the gate and in `diff` alike, by the
 * same count; and with thirty-two faults switched on at once, serving the deployment on another port, or
 * adding a component, changes no other finding's identity, and a ratchet (--baseline with
 * --write-baseline) keeps the known findings without blessing the new ones.
 */
import t from 'tap';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../../src/cli.js';
import { generateDataset, startServer } from '../../reference-server/index.js';
import type { Report } from '../../src/generated/report.js';
import type { Baseline } from '../../src/generated/baseline.js';
import { renderPretty } from '../../src/report/pretty.js';
import { memoryIo, withAddedComponent } from './fixtures.js';

function tempDir(t: { teardown(f: () => void): void }): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-baseline-scale-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

t.test('thousands of findings: the unchanged server passes the gate; a new fault is new in the gate and in diff by the same count', async (t) => {
  const dir = tempDir(t);
  // Twenty components with every percentage of every statistics item over-precise: about 2,700
  // findings from 130 answers.
  const faults = ['STA-PCT-DECIMALS', 'CMP-FILEMASK'];
  const first = await startServer({ generate: 20, faults });
  const dataset = structuredClone(first.dataset);
  const known = path.join(dir, 'known.baseline.json');
  t.equal(await main(['check', first.url, '--write-baseline', known, '--reporter', `json:${path.join(dir, 'first.json')}`], memoryIo()), 1);
  const total = readJson<Baseline>(known).total;
  t.ok(total >= 2000, `${total} findings in the baseline`);

  const io = memoryIo();
  const gate = path.join(dir, 'gate.json');
  t.equal(await main(['check', first.url, '--baseline', known, '--reporter', `json:${gate}`, '--reporter', 'pretty'], io), 0, 'the unchanged server: exit 0');
  await first.close();
  t.match(io.out(), new RegExp(`Result: PASS — nothing new since the baseline \\(${total} known, 0 new; exit 0\\)\\n$`));
  const g = readJson<Report>(gate).baseline!;
  t.same([g.unchanged, g.new, g.gone], [total, 0, 0]);

  // The same deployment with one more fault, served anew (on another port).
  const more = await startServer({ data: dataset, faults: [...faults, 'STA-LAST-CHANGE'] });
  t.teardown(() => more.close());
  const summary = path.join(dir, 'step-summary.md');
  const gated = memoryIo({ env: { GITHUB_STEP_SUMMARY: summary } });
  const moreJson = path.join(dir, 'more.json');
  t.equal(
    await main(['check', more.url, '--baseline', known, '--reporter', `json:${moreJson}`, '--reporter', 'github'], gated),
    1,
    'the new fault fails the gate',
  );
  const m = readJson<Report>(moreJson);
  // The pretty report leads with what is new; the known findings take one line per requirement.
  const pretty = renderPretty(m);
  const lines = pretty.split('\n');
  const newCount = m.baseline!.new;
  t.equal(lines[3], `New since the baseline: ${newCount} finding${newCount === 1 ? '' : 's'} in 1 requirement`, 'the first section is what is new');
  t.match(lines[4], /^ {2}STA-LAST-CHANGE {2}/, 'naming the new requirement first');
  t.match(lines[5], new RegExp(`· ${newCount} new findings? \\(`), 'with its count');
  const knownAt = lines.findIndex((l) => l.startsWith('Known (in the baseline): '));
  t.equal(lines[knownAt], `Known (in the baseline): ${total} findings in 2 requirements`);
  const knownGroups = m.groups!.filter((g) => g.baseline === 'unchanged');
  const count = (id: string) => knownGroups.filter((g) => g.requirement === id).reduce((n, g) => n + g.count, 0);
  t.same(lines.slice(knownAt + 1, knownAt + 3).sort(), [
    `  CMP-FILEMASK: ${count('CMP-FILEMASK')} known`,
    `  STA-PCT-DECIMALS: ${count('STA-PCT-DECIMALS')} known`,
  ]);
  t.equal(count('CMP-FILEMASK') + count('STA-PCT-DECIMALS'), total, 'the groups count every known finding');
  t.notOk(pretty.includes('Failed (error)'), 'no requirement is shown in full for its known findings');
  t.notMatch(lines.slice(3, knownAt).join('\n'), /CMP-FILEMASK|STA-PCT-DECIMALS|filemask|percent/, 'the examples are of the new findings only');
  const md = readFileSync(summary, 'utf8').split('\n');
  t.equal(md[2], `### New since the baseline: ${newCount} finding${newCount === 1 ? '' : 's'} in 1 requirement`, 'the step summary leads with what is new');
  t.ok(md[6]!.startsWith(`| STA\\-LAST\\-CHANGE | error | ${newCount} | `), md[6] ?? '');
  t.ok(md.includes(`- CMP\\-FILEMASK: ${count('CMP-FILEMASK')} known`), 'known: one line per requirement');
  t.ok(m.baseline!.new > 0, `${m.baseline!.new} new`);
  t.same([m.baseline!.unchanged, m.baseline!.gone], [total, 0], 'every known finding is still known');
  t.ok(
    m.findings.filter((f) => f.baseline === 'new').every((f) => f.requirement === 'STA-LAST-CHANGE'),
    'the new ones are the new fault’s',
  );
  const after = path.join(dir, 'after.baseline.json');
  await main(['check', more.url, '--write-baseline', after, '--reporter', `json:${path.join(dir, 'after.json')}`], memoryIo());
  const diff = memoryIo();
  t.equal(await main(['diff', known, after], diff), 1);
  t.match(diff.out(), new RegExp(`Findings: ${m.baseline!.new} new, ${total} unchanged, 0 gone\\n`), 'diff counts what the gate counted');
  t.match(diff.out(), /^New: \d+\n {2}STA-LAST-CHANGE not-timestamp /m);
});

t.test('thirty-two faults at once: another port, or one component added, changes no other finding’s identity', async (t) => {
  const dir = tempDir(t);
  // Faults that apply to every record, item, list or answer of a kind (not to "the second component"
  // or "the last", which an added component would make another).
  const faults = [
    'HDR-ALLOW',
    'HDR-VARY/instance-only',
    'HDR-CONTENT-TYPE/later-pages',
    'MTH-OPTIONS',
    'MTH-HEAD/page-body',
    'PAG-FORMAT-API/shape',
    'URL-ABSOLUTE',
    'URL-ABSOLUTE/backslash',
    'URL-ABSOLUTE/tab',
    'URL-ABSOLUTE/space',
    'URL-PROJECT-SHAPE',
    'URL-LANGUAGE-SHAPE',
    'URL-ADDON-SHAPE',
    'URL-STATS-SHAPE',
    'STA-SCHEMA',
    'STA-PCT-DECIMALS',
    'STA-PCT-TRUNCATED',
    'STA-LAST-CHANGE',
    'STA-CODE',
    'STA-COUNTS-BOUNDED',
    'STA-SOURCE-COMPLETE',
    'STA-OPTIONAL-GROUP',
    'CMP-SCHEMA',
    'CMP-LANGUAGE',
    'CMP-PROJECT',
    'CMP-FILEMASK',
    'CMP-TEMPLATES',
    'CMP-LANGUAGE-REGEX',
    'CMP-ENFORCED-CHECKS',
    'CMP-SHAPE-CONSISTENT',
    'PAG-PREVIOUS',
    'PAG-PAGE-SIZE',
  ];
  // Twenty-two components (two pages of the component list); the first keeps its 200 translations
  // (ten statistics pages), the others at most 21 (two pages each): about 3,000 findings from 76 answers.
  const data = generateDataset(22);
  for (const c of data.components.slice(1)) c.translations.splice(21);
  const a = await startServer({ data, faults });
  const base = path.join(dir, 'a.baseline.json');
  await main(['check', a.url, '--write-baseline', base, '--reporter', `json:${path.join(dir, 'a.json')}`], memoryIo());
  const before = readJson<Baseline>(base);
  const requirements = new Set(before.findings.map((e) => e.requirement));
  t.ok(requirements.size >= 25, `${before.total} findings under ${requirements.size} requirements`);
  const dataset = structuredClone(a.dataset);
  const port = a.port;
  await a.close();

  const b = await startServer({ data: dataset, faults });
  t.teardown(() => b.close());
  t.not(b.port, port, 'served on another port');
  const onB = path.join(dir, 'b.baseline.json');
  t.equal(
    await main(['check', b.url, '--baseline', base, '--write-baseline', onB, '--reporter', `json:${path.join(dir, 'b.json')}`], memoryIo()),
    0,
    'another port: nothing new',
  );
  const onBReport = readJson<Report>(path.join(dir, 'b.json')).baseline!;
  t.same([onBReport.new, onBReport.gone], [0, 0]);
  t.equal(readFileSync(onB, 'utf8'), readFileSync(base, 'utf8'), 'the same identities, byte for byte');

  // One component added before the others: every item moves one place down the list.
  const grown = withAddedComponent(dataset);
  const c = await startServer({ data: grown, faults });
  t.teardown(() => c.close());
  const grownJson = path.join(dir, 'c.json');
  const grownBaseline = path.join(dir, 'c.baseline.json');
  const io = memoryIo();
  t.equal(
    await main(
      ['check', c.url, '--baseline', base, '--write-baseline', grownBaseline, '--reporter', `json:${grownJson}`, '--max-examples', '0', '--fail-on', 'never'],
      io,
    ),
    0,
  );
  const onC = readJson<Report>(grownJson);
  t.same([onC.baseline!.unchanged, onC.baseline!.gone], [before.total, 0], 'every finding of the other components keeps its identity');
  t.match(io.err(), /new findings? (was|were) not added/, 'the ratchet does not bless the new ones');
  t.same(readJson<Baseline>(grownBaseline).findings, before.findings, 'the ratchet keeps what was known and is still there, nothing new');
  t.ok(onC.baseline!.new > 0, `the added component has findings of its own (${onC.baseline!.new})`);
  const about = (f: Report['findings'][number]) => `${f.url} ${f.key ?? ''} ${JSON.stringify(f.args ?? {})}`.includes('added-component');
  const strays = onC.findings.filter((f) => f.baseline === 'new' && !about(f));
  t.same(
    strays.map((f) => `${f.requirement} ${f.code} ${f.url} ${f.pointer}`),
    [],
    'every new finding listed is about the added component',
  );
});
