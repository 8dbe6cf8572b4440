/**
 * SARIF results keep their URL artifact and logical location and gain a region where the answer body
 * is known: the offset, length, lines and columns of the pointer's value in the body as received.
 */
import t from 'tap';
import { check } from '../../src/run/check.js';
import { renderSarif } from '../../src/report/sarif.js';
import { JsonRegions } from '../../src/base/json-region.js';
import { startServer } from '../../reference-server/index.js';
import { sarifSchema } from './files.js';
import type { BodyRegion } from '../../src/generated/report.js';

t.test('JsonRegions: a pointer to its value, escaped tokens, a missing member to its parent, lines and columns', (t) => {
  const text = '{\n  "a/b": [1, {"~x": "v"}],\n  "n": null\n}';
  const r = new JsonRegions(text);
  const at = (p: string) => {
    const g = r.region(p)!;
    return text.slice(g.charOffset, g.charOffset + g.charLength);
  };
  t.equal(at('/a~1b/1/~0x'), '"v"');
  t.equal(at('/n'), 'null');
  t.equal(at('/a~1b/1/missing'), '{"~x": "v"}', 'the deepest member present');
  t.same(r.region('/n'), { charOffset: 36, charLength: 4, startLine: 3, startColumn: 8, endLine: 3, endColumn: 12 });
  t.equal(new JsonRegions('not json').region('/a'), undefined);
  const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
  t.equal(new JsonRegions(deep).region('/0/0'), undefined, 'nested deeper than the stack allows: no region, no error');
  t.end();
});

t.test('a finding about a value in a body: its SARIF result has the region of that value', async (t) => {
  const server = await startServer({ generate: 3, faults: ['STA-PCT-DECIMALS', 'HDR-VARY'] });
  t.teardown(() => server.close());
  const { report } = await check({ baseUrl: server.url, output: 'quiet' });
  const sarif = JSON.parse(renderSarif(report));
  t.ok(sarifSchema()(sarif), 'valid SARIF 2.1.0');
  const results = sarif.runs[0].results as {
    ruleId: string;
    locations: { physicalLocation: { artifactLocation: { uri: string }; region?: BodyRegion }; logicalLocations: { fullyQualifiedName: string }[] }[];
  }[];
  const located = results.filter((r) => r.ruleId === 'STA-PCT-DECIMALS');
  t.ok(located.length > 0);
  for (const r of located.slice(0, 5)) {
    const loc = r.locations[0]!;
    t.ok(loc.physicalLocation.artifactLocation.uri.startsWith(server.url), 'the URL artifact stays');
    t.match(loc.logicalLocations[0]!.fullyQualifiedName, /^\/results\/\d+\/\w+_percent$/, 'and the logical location');
    const region = loc.physicalLocation.region!;
    t.ok(region, 'a region');
    const body = await (await fetch(loc.physicalLocation.artifactLocation.uri, { headers: { accept: 'application/json' } })).text();
    const value = body.slice(region.charOffset, region.charOffset + region.charLength);
    const pointer = loc.logicalLocations[0]!.fullyQualifiedName.split('/').slice(1);
    let expected: unknown = JSON.parse(body);
    for (const p of pointer) expected = (expected as Record<string, unknown>)[p];
    t.equal(Number(value), expected, `the region holds the value at ${loc.logicalLocations[0]!.fullyQualifiedName}`);
    const lines = body.split('\n');
    t.equal(
      lines[region.startLine - 1]!.slice(region.startColumn - 1, region.startColumn - 1 + region.charLength),
      value,
      'line and column agree with the offset',
    );
  }
  const whole = results.filter((r) => r.ruleId === 'HDR-VARY');
  t.ok(whole.length > 0 && whole.every((r) => r.locations[0]!.physicalLocation.region === undefined), 'a finding about the whole answer has no region');
});
