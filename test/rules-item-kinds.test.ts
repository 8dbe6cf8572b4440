/**
 * Rule.itemKinds: the engine shows a rule only the items of the kinds it names. That is only safe
 * when the rule has nothing to say of any other item, whatever it holds: shown items of every other
 * kind (records, statistics items, non-objects, in crawl answers of every purpose), each such rule
 * neither checks, reports, skips nor asks for anything.
 */
import t from 'tap';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../src/base/paths.js';
import { makeFamilies } from '../src/rules/index.js';
import { resolveOptions } from '../src/rules/engine.js';
import { DOCUMENT_KINDS } from '../src/base/document-kinds.js';
import type { DocumentKind, DocumentView, ItemView, Rule, RuleContext } from '../src/rules/common/types.js';

const base = 'http://weblate.test/';
const fixture = (name: string): unknown => JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'test', 'fixtures', 'docs-examples', name), 'utf8')) as unknown;
const component = fixture('component-detail.json') as Record<string, unknown>;
const statistics = fixture('tests-expected-translation-statistics.json') as Record<string, unknown>;

/** What an item of each kind may hold: what belongs there, what belongs to the other kind, and no object at all. */
const VALUES: unknown[] = [component, statistics, { ...statistics, code: 'de', url: `${base}api/x/` }, null, 'text', 7, []];

const URL_OF: Record<DocumentKind, string> = {
  'component-list': `${base}api/components/`,
  component: `${base}api/components/hello/weblate/`,
  statistics: `${base}api/components/hello/weblate/statistics/`,
  'statistics-item': 'statistics-item.json',
};

function recorder(options: RuleContext['options']): { ctx: RuleContext; calls: string[] } {
  const calls: string[] = [];
  const ctx: RuleContext = {
    options,
    check: (id) => void calls.push(`check ${id}`),
    report: (f) => void calls.push(`report ${f.requirement}`),
    skip: (id) => void calls.push(`skip ${id}`),
    notApplicable: (id) => void calls.push(`notApplicable ${id}`),
    recheck: (url) => void calls.push(`recheck ${url}`),
    recheckList: (url) => void calls.push(`recheckList ${url}`),
  };
  return { ctx, calls };
}

t.test('a rule that names its item kinds has nothing to say of an item of any other kind', async (t) => {
  const options = resolveOptions({ baseUrl: base, mode: 'check' });
  const rules: Rule[] = makeFamilies(options)
    .flatMap((f) => f.rules)
    .filter((r) => r.item && r.itemKinds);
  // The component rules and the address-shape rules name theirs: a statistics page is most of a crawl.
  t.ok(rules.length >= 15, `${rules.length} rules name their item kinds`);
  let shown = 0;
  for (const rule of rules) {
    const { ctx, calls } = recorder(options);
    for (const kind of DOCUMENT_KINDS.filter((k) => !rule.itemKinds!.includes(k)))
      for (const purpose of [undefined, 'crawl', 'recheck'] as const)
        for (const value of VALUES) {
          const lone = kind === 'component' || kind === 'statistics-item';
          const doc: DocumentView = {
            kind,
            url: URL_OF[kind],
            body: lone ? value : { count: 1, next: null, previous: null, results: [value] },
            ...(purpose ? { purpose } : {}),
          };
          const item: ItemView = { doc, index: lone ? undefined : 0, pointer: lone ? '' : '/results/0', value };
          rule.item!(item, ctx);
          shown++;
        }
    t.same(calls, [], `${rule.requirements.join(', ')} (items of ${rule.itemKinds!.join(', ')}) is silent on the others`);
  }
  t.ok(shown > 0, `${shown} items shown`);
});
