/**
 * `npm start` and `npm test` build only when a source is newer than the last build: with dist
 * current, scripts/build-if-needed.mjs returns without running tsc.
 */
import t from 'tap';
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../src/base/paths.js';

t.test('with dist current, nothing is rebuilt', async (t) => {
  const stamp = path.join(PACKAGE_ROOT, 'dist', '.build-stamp');
  const before = statSync(stamp).mtimeMs;
  const started = performance.now();
  const r = spawnSync(process.execPath, [path.join(PACKAGE_ROOT, 'scripts', 'build-if-needed.mjs')], { encoding: 'utf8' });
  t.equal(r.status, 0, r.stderr);
  t.equal(statSync(stamp).mtimeMs, before, 'the build stamp is untouched: tsc did not run');
  t.ok(performance.now() - started < 20_000, 'returns at once');
  const pkg = JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  t.match(pkg.scripts.start, /^node scripts\/build-if-needed\.mjs && /);
  t.match(pkg.scripts.test, /^node scripts\/build-if-needed\.mjs && /);
  t.equal(pkg.scripts.build, 'node scripts/build-if-needed.mjs --always', 'npm run build takes the same steps');
});
