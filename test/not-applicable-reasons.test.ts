/**
 * Not-applicable reasons are true of the run: a reason that says something was not seen is given only
 * when the run's own counts say so; otherwise the reason says what was seen and what the requirement
 * needs. One case per reason where it applies, and one where it does not.
 */
import t from 'tap';
import { Engine, notApplicableReason, type HeldCounts } from '../src/rules/engine.js';
import { REQUIREMENTS } from '../src/catalogue/requirements.js';

const NONE: HeldCounts = { componentRecords: 0, componentListPages: 0, listPages: 0, multiPageLists: 0, statisticsPages: 0, statisticsItems: 0 };

const PREMISES: [RegExp, keyof HeldCounts, RegExp][] = [
  [/^no component record was seen/, 'componentRecords', /^not evaluated: 14 component records were seen, and none offered what it judges \(.+\)$/],
  [/^no component list was seen/, 'componentListPages', /^not evaluated: 14 pages of the component list were seen/],
  [/^no list answer was seen/, 'listPages', /^not evaluated: 14 list pages were seen/],
  [/^every list fitted on one page/, 'multiPageLists', /^not evaluated: 14 lists of several pages were seen/],
  [/^no statistics item was seen/, 'statisticsItems', /^not evaluated: 14 statistics items were seen/],
  [/^no statistics list was seen/, 'statisticsPages', /^not evaluated: 14 statistics list pages were seen/],
];

t.test('each reason that says something was not seen: given when nothing was, replaced when something was', (t) => {
  for (const [premise, count, replaced] of PREMISES) {
    const holders = REQUIREMENTS.filter((r) => premise.test(r.notApplicable));
    t.ok(holders.length > 0, `${premise.source}: some requirement gives it`);
    for (const r of holders) {
      t.equal(notApplicableReason(r, NONE), r.notApplicable, `${r.id}: with no ${count}, the catalogue's reason`);
      const reason = notApplicableReason(r, { ...NONE, [count]: 14 });
      t.match(reason, replaced, `${r.id}: with 14 ${count}, the counts`);
      t.notMatch(reason, premise, `${r.id}: never "${r.notApplicable}" beside 14 of them`);
      t.ok(reason.includes(r.precondition), `${r.id}: names what it needs`);
    }
  }
  t.equal(
    notApplicableReason({ notApplicable: 'no component record was seen', precondition: 'p' }, { ...NONE, componentRecords: 1 }),
    'not evaluated: 1 component record was seen, and none offered what it judges (p)',
  );
  t.end();
});

t.test('the engine counts what its documents hold: a component list page with records and a next link', (t) => {
  const engine = new Engine({ baseUrl: 'http://h.example/', mode: 'validate' });
  // Records that lack what the component rules judge (no filemask, no templates), on the first page of two.
  engine.addDocument({
    kind: 'component-list',
    url: 'list.json',
    body: {
      count: 2,
      next: 'http://h.example/api/components/?page=2',
      previous: null,
      results: [
        { slug: 'a', project: { slug: 'p' } },
        { slug: 'b', project: { slug: 'p' } },
      ],
    },
  });
  const { requirements } = engine.finish();
  const contradicting = requirements.filter(
    (r) =>
      r.status === 'not-applicable' &&
      /^(no component record was seen|no component list was seen|no list answer was seen|every list fitted on one page)/.test(r.reason ?? ''),
  );
  t.same(
    contradicting.map((r) => `${r.id}: ${r.reason}`),
    [],
    'no reason denies the list page, its records or its next link',
  );
  const filemask = requirements.find((r) => r.id === 'CMP-FILEMASK')!;
  if (filemask.status === 'not-applicable') t.match(filemask.reason, /^not evaluated: 2 component records were seen/);
  const empty = new Engine({ baseUrl: 'http://h.example/', mode: 'validate' }).finish().requirements.find((r) => r.id === 'CMP-FILEMASK')!;
  t.equal(empty.reason, 'no component record was seen', 'with nothing seen, the catalogue reason stands');
  t.end();
});
