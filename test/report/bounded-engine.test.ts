/**
 * Memory follows the report, not the findings: the rules engine keeps, per group, the findings the
 * report lists and an exact count of the rest. A bounded engine gives the same report as one that
 * keeps every finding, and holds at most groups × K findings however many it is fed.
 */
import t from 'tap';
import type { Finding } from '../../src/generated/report.js';
import { makeReport } from '../../src/run/outcome.js';
import { Engine } from '../../src/rules/engine.js';

const BASE = 'http://127.0.0.1:8000/';
const K = 5;

/** A statistics list page of 1,000 records, each breaking the same few rules (about 5,000 findings). */
function page(n: number): { kind: 'statistics'; url: string; body: unknown } {
  const results = [];
  for (let i = 0; i < 1000; i++) {
    const c = `l${n * 1000 + i}`;
    results.push({
      code: c,
      name: c,
      language: { code: 'x', name: 'x' },
      total: 10,
      total_words: 10,
      total_chars: 10,
      translated: 5,
      translated_words: 5,
      translated_chars: 5,
      translated_percent: 50.123 + (i % 10),
      translated_words_percent: 50,
      translated_chars_percent: 50,
      fuzzy: 0,
      fuzzy_percent: 0,
      failing: 0,
      failing_percent: 0,
      approved: 0,
      approved_percent: 0,
      readonly: 0,
      readonly_percent: 0,
      suggestions: 0,
      comments: 0,
      last_change: null,
      url: `${BASE}api/languages/${c}/`,
      translate_url: `${BASE}translate/x/`,
    });
  }
  // Pages arrive in reverse order, so that the first findings in the total order come last.
  return {
    kind: 'statistics',
    url: `${BASE}api/components/p/c${String(n).padStart(3, '0')}/statistics/`,
    body: { count: 1000, next: null, previous: null, results },
  };
}

t.test('a bounded engine gives the report of one that keeps every finding', (t) => {
  const bounded = new Engine({ baseUrl: BASE, mode: 'validate' }, { perGroup: K });
  const full = new Engine({ baseUrl: BASE, mode: 'validate' });
  for (let n = 9; n >= 0; n--) {
    const doc = page(n);
    bounded.addDocument(doc);
    full.addDocument(doc);
  }
  const b = bounded.finish();
  const f = full.finish();
  t.ok(f.findings.length > 50_000, `${f.findings.length} findings`);
  t.same(b.requirements, f.requirements, 'per-requirement counts and status are exact');
  t.ok(b.findings.length <= (b.groups?.length ?? 0) * K, `the engine returns at most groups × ${K} findings (${b.findings.length})`);
  const at = new Date(0);
  const report = (result: typeof b) => makeReport({ target: { baseUrl: BASE }, result, examplesPerGroup: K, startedAt: at, durationMs: 0 });
  const rb = report(b);
  const rf = report(f);
  t.same(rb, rf, 'the same report: examples, group counts, summary and omitted count');
  t.equal(rb.findingsOmitted! + rb.findings.length, f.findings.length);
  t.end();
});

t.test('50,000 findings: the engine holds at most groups × K of them, counts exact', (t) => {
  const engine = new Engine({ baseUrl: BASE, mode: 'validate' }, { perGroup: K });
  let fed = 0;
  let most = 0;
  for (let n = 9; n >= 0; n--) {
    engine.addDocument(page(n));
    const c = engine.counts();
    fed = c.error + c.warning + c.note;
    most = Math.max(most, engine.retained());
  }
  const result = engine.finish();
  const groups = result.groups ?? [];
  t.ok(fed >= 50_000, `${fed} findings fed, ten thousand times what it may hold`);
  t.ok(groups.length <= 8, `${groups.length} groups`);
  t.ok(most <= groups.length * K, `at most ${most} findings held at once`);
  const counted = result.requirements.reduce((s, r) => s + r.findings, 0);
  t.equal(
    counted,
    groups.reduce((s, g) => s + g.count, 0),
    'requirement counts add up to the group counts',
  );
  t.ok(counted >= fed, 'every finding counted');
  const report = makeReport({ target: { baseUrl: BASE }, result, examplesPerGroup: K });
  t.equal(report.summary.errors + report.summary.warnings + report.summary.notes, counted, 'the summary counts every finding');
  for (const g of report.groups ?? []) {
    const listed = report.findings.filter((x) => x.requirement === g.requirement && x.severity === g.severity && groupOf(x) === g.message);
    t.ok(listed.length <= K && listed.length === Math.min(K, g.count), `${g.requirement}: ${listed.length} listed of ${g.count}`);
  }
  // The first findings in the total order: those of the first page (c000), fed last.
  t.ok(
    report.findings.every((x) => x.url.includes('/c000/') || x.requirement === 'STA-SOURCE-COMPLETE'),
    'examples are the first in the total order, not the first to arrive',
  );
  t.end();
});

function groupOf(f: Finding): string {
  return f.message.replace(/-?\d+(?:[.,]\d+)*(?:e[+-]?\d+)?/gi, '#');
}
