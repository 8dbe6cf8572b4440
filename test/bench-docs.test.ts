/** The benchmark's pages are written from bench/results.json: bench/README.md and the figures of docs/performance.md are fresh. */
import t from 'tap';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { PACKAGE_ROOT } from '../src/base/paths.js';

t.test('bench/README.md and the figures of docs/performance.md are those of bench/results.json', async (t) => {
  const r = spawnSync(process.execPath, [path.join(PACKAGE_ROOT, 'scripts', 'bench-docs.mjs'), '--check'], { encoding: 'utf8' });
  t.equal(r.status, 0, r.stderr);
});
