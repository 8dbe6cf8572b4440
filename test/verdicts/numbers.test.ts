/**
 * Numbers judged on the text the server wrote: an id or a count written as a fraction is not an
 * integer, even where the double it reads as is one (9007199254740993.5 reads as 9007199254740994,
 * 1e-400 as 0). A number whose text denotes an integer — `1.0`, `1e3`, `150e-1` — is one, as JSON
 * Schema's `integer` says: those are accepted.
 */
import t from 'tap';
import { failing, instancePath, run, statsPath, verdictFixture } from './fixture.js';
import { rewriteText } from './rewrite.js';
import { denotesInteger, fractionsIn, parseJson } from '../../src/base/json-parse.js';

const rewrite = rewriteText;

t.test('the text of a JSON number denotes an integer or not, whatever its double', async (t) => {
  for (const text of ['0', '-0', '7', '1.0', '1e3', '1E+3', '150e-1', '0.0e-5', '9007199254740993', '9007199254740993.000', '12e400'])
    t.ok(denotesInteger(text), `${text} is an integer`);
  for (const text of ['3.5', '15e-1', '9007199254740993.5', '1e-400', '-0.1', '4.0000000000000001', '1.5E0'])
    t.notOk(denotesInteger(text), `${text} is not an integer`);
  const doc = parseJson('{"a":[{"id":9007199254740993.5}],"b":{"c/d":1e-400},"e":2.5,"f":1.0}');
  t.same(fractionsIn(doc), [
    { pointer: '/a/0/id', text: '9007199254740993.5' },
    { pointer: '/b/c~1d', text: '1e-400' },
  ]);
  t.same(fractionsIn(parseJson('{"id":9007199254740993}')), [], 'an exact big integer is no fraction');
  t.same(fractionsIn({ id: 3 }), [], 'a value not parsed here holds none');
});

const COMP_2 = [instancePath('comp-2'), '/api/components/'];

for (const [what, where, from, to, requirement] of [
  ['a component id written 9007199254740993.5 (list and instance)', COMP_2, '"id":2,', '"id":9007199254740993.5,', 'CMP-SCHEMA'],
  ['a statistics count written 1e-400', [statsPath('comp-1')], '"comments":0', '"comments":1e-400', 'STA-SCHEMA'],
  ['a statistics total written 18.000000000000001', [statsPath('comp-1')], '"total":18,', '"total":18.000000000000001,', 'STA-SCHEMA'],
  ['a list count written 2.0000000000000001', ['/api/components/'], '"count":2,', '"count":2.0000000000000001,', 'PAG-ENVELOPE'],
] as const) {
  t.test(`numbers: ${what} is ${requirement}`, async (t) => {
    const f = await verdictFixture(t, {
      components: 2,
      override: rewrite((at, text) => ((where as readonly string[]).includes(at) ? text.replace(from, to) : text)),
    });
    const report = await run(f);
    t.same(failing(report), [requirement]);
    const found = report.findings.filter((x) => x.requirement === requirement);
    const written = to.replace(/^"[^"]+":|,$/g, '');
    t.ok(found.length > 0, 'found');
    t.match(found[0]?.message, new RegExp(`must be integer, not ${written.replace(/[.+]/g, '\\$&')}`), 'the number as written is named');
    if (requirement !== 'PAG-ENVELOPE')
      t.ok(
        found.every((x) => x.actual === `number ${written}`),
        'the number as written is the actual value',
      );
  });
}

t.test('numbers: a component id written 3.5 is CMP-SCHEMA', async (t) => {
  const f = await verdictFixture(t, { components: 2, override: rewrite((at, text) => (COMP_2.includes(at) ? text.replace('"id":2,', '"id":3.5,') : text)) });
  const report = await run(f);
  t.same(failing(report), ['CMP-SCHEMA']);
  t.match(report.findings[0], { pointer: /\/id$/, message: /id must be integer/ });
});

t.test('numbers: ids and counts written 1.0, 1e3 or 150e-1 are integers, accepted', async (t) => {
  const f = await verdictFixture(t, {
    components: 2,
    override: rewrite((at, text) => {
      if (at === instancePath('comp-1')) return text.replace('"id":1,', '"id":1.0,');
      if (at === instancePath('comp-2')) return text.replace('"id":2,', '"id":2e0,');
      if (at === '/api/components/') return text.replace('"count":2,', '"count":2.00,');
      if (at === statsPath('comp-1')) return text.replace('"total":18,', '"total":1.8e1,').replace('"comments":0', '"comments":0e3');
      return text;
    }),
  });
  const report = await run(f);
  t.same(report.findings, [], 'clean');
  t.ok(
    f.requests.some((r) => r.path === statsPath('comp-1')),
    'the rewritten answers were fetched',
  );
});
