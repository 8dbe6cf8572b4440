/**
 * An install is free of EBADENGINE warnings on every Node the package names: each package the
 * lockfile installs (development dependencies included, as `npm ci` installs them) accepts the lowest
 * version of each range of the package's own `engines.node`, as npm judges it (semver, prereleases
 * excluded), and the Node running the test.
 */
import t from 'tap';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { PACKAGE_ROOT } from '../src/base/paths.js';

interface Locked {
  version?: string;
  engines?: { node?: string } | string[];
  optional?: boolean;
}

const pkg = JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, Locked> };

/** The lowest version of each range of an engines field: "^20.19.0 || ^22.13.0 || >=24" gives 20.19.0, 22.13.0, 24.0.0. */
function floors(range: string): string[] {
  return range.split('||').map((part) => semver.minVersion(part.trim())!.version);
}

t.test('the README names a Node the engines field accepts', async (t) => {
  const readme = readFileSync(path.join(PACKAGE_ROOT, 'README.md'), 'utf8');
  const named = /Node\.js (\d+\.\d+)/.exec(readme);
  t.ok(named, 'the README names a Node version');
  t.ok(semver.satisfies(`${named![1]}.0`, pkg.engines.node), `${named![1]} is within ${pkg.engines.node}`);
});

const versions = [...new Set([...floors(pkg.engines.node), process.versions.node])];
for (const node of versions) {
  t.test(`every locked package accepts Node ${node}`, async (t) => {
    const refused: string[] = [];
    for (const [where, entry] of Object.entries(lock.packages)) {
      if (where === '' || entry.optional) continue;
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (range === undefined) continue;
      if (!semver.satisfies(node, range, { includePrerelease: false })) refused.push(`${where}@${entry.version ?? '?'} wants node ${range}`);
    }
    t.same(refused, [], `npm ci on Node ${node} would warn EBADENGINE for these`);
  });
}

t.test('the check sees a package that refuses a version', async (t) => {
  t.notOk(semver.satisfies('20.19.0', '>=22.19.0'), 'a package declaring >=22.19.0 refuses Node 20.19.0');
  t.same(floors('^20.19.0 || ^22.13.0 || >=24'), ['20.19.0', '22.13.0', '24.0.0']);
});
