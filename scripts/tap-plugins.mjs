#!/usr/bin/env node
// Builds tap's plugin set when .taprc's plugin list has changed since the last build in this
// node_modules (a fresh `npm ci` included). tap rebuilds it by itself when the list differs, but
// only after it has worked out how to start the test processes, so that run's processes still load
// the loaders of the plugins .taprc turns off (about a second of CPU each). A marker in
// node_modules/.cache records the .taprc and tap version the last build was made for.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const marker = path.join(root, 'node_modules', '.cache', 'stringent', 'tap-plugins');
const tapPackage = path.join(root, 'node_modules', 'tap', 'package.json');
const wanted = `tap ${JSON.parse(readFileSync(tapPackage, 'utf8')).version}\n${readFileSync(path.join(root, '.taprc'), 'utf8')}`;

let built = '';
try {
  built = readFileSync(marker, 'utf8');
} catch {
  // no build recorded yet
}
if (built !== wanted) {
  const tap = path.join(path.dirname(tapPackage), 'dist', 'esm', 'run.mjs');
  const run = spawnSync(process.execPath, [tap, 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) process.exit(run.status ?? 1);
  mkdirSync(path.dirname(marker), { recursive: true });
  writeFileSync(marker, wanted);
}
