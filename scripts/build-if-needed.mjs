#!/usr/bin/env node
// The build, in one place: tsc, then the validators (scripts/build-validators.mjs), then the yargs
// bundle (scripts/bundle-yargs.mjs). `npm run build` runs it always (--always); `npm start` and
// `npm test` run it only when a source is newer than the last build, so that a fresh clone builds
// once and then starts at once. The last build is the mtime of dist/.build-stamp, written after a
// successful build; the bundle is made again when the lockfile (the dependencies bundled) changed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'dist', '.build-stamp');
const SOURCES = ['src', 'reference-server', 'test', 'bench', 'schemas'];
/** Scripts whose output is part of the build, and the lockfile, which says what the yargs bundle holds. */
const BUILD_SCRIPTS = ['scripts/validators.mjs', 'scripts/build-validators.mjs', 'scripts/bundle-yargs.mjs', 'package-lock.json'];
const BUNDLE = path.join(root, 'dist', 'src', 'vendor', 'yargs.js');

function newest(p) {
  let s;
  try {
    s = statSync(p);
  } catch {
    return 0;
  }
  if (!s.isDirectory()) return p.endsWith('.ts') || p.endsWith('.json') ? s.mtimeMs : 0;
  let max = 0;
  for (const e of readdirSync(p)) if (e !== 'node_modules' && e !== 'fixtures') max = Math.max(max, newest(path.join(p, e)));
  return max;
}

let built;
try {
  built = statSync(stamp).mtimeMs;
} catch {
  built = 0;
}
const sources = Math.max(
  statSync(path.join(root, 'tsconfig.json')).mtimeMs,
  ...BUILD_SCRIPTS.map((f) => statSync(path.join(root, f)).mtimeMs),
  ...SOURCES.map((d) => newest(path.join(root, d))),
);
if (!process.argv.includes('--always') && built > 0 && built >= sources && existsSync(BUNDLE)) process.exit(0);
const STEPS = [
  [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', path.join(root, 'tsconfig.json')],
  [path.join(root, 'scripts', 'build-validators.mjs')],
  [path.join(root, 'scripts', 'bundle-yargs.mjs')],
];
for (const step of STEPS) {
  const r = spawnSync(process.execPath, step, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
mkdirSync(path.dirname(stamp), { recursive: true });
writeFileSync(stamp, `${new Date().toISOString()}\n`);
