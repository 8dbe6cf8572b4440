#!/usr/bin/env node
// Proves that rewriting cases/ changed no case: expands every case of the working tree (as the
// tests do) and deep-compares it with the same case, by description, in the complete form that
// cases/*.json held at a git revision. Run after `npm run build`.
// Usage: node scripts/compare-cases.mjs <git revision whose cases/*.json are complete>
import { execFileSync } from 'node:child_process';
import { isDeepStrictEqual } from 'node:util';
import { loadCases } from '../dist/src/run/cases.js';

const rev = process.argv[2];
if (!rev) {
  process.stderr.write('usage: node scripts/compare-cases.mjs <git revision>\n');
  process.exit(2);
}
const git = (...args) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 << 20 });
const files = git('ls-tree', '--name-only', `${rev}:cases`)
  .split('\n')
  .filter((n) => n.endsWith('.json'));
const before = new Map();
for (const file of files) for (const c of JSON.parse(git('show', `${rev}:cases/${file}`)).cases) before.set(c.description, { file, c });

// what a case is: the loader's bookkeeping (file, family, fixtures drawn on, lint notes) left out
const KEYS = ['description', 'requirement', 'options', 'documents', 'exchanges', 'expect', 'notes'];
const pick = (c) => Object.fromEntries(KEYS.filter((k) => k in c).map((k) => [k, c[k]]));
const now = new Map(loadCases().map((c) => [c.description, { file: c.file, c: pick(c) }]));
let differ = 0;
for (const [description, { file, c }] of before) {
  const n = now.get(description);
  if (!n) console.log(`lost: ${file}: "${description}"`);
  else if (n.file !== file) console.log(`moved: "${description}" from ${file} to ${n.file}`);
  else if (!isDeepStrictEqual(JSON.parse(JSON.stringify(n.c)), c)) console.log(`changed: ${file}: "${description}"`);
  // key order too: a body serialized from the expanded JSON must be the same text
  else if (JSON.stringify(n.c) !== JSON.stringify(pick(c))) console.log(`reordered: ${file}: "${description}"`);
  else continue;
  differ++;
}
for (const description of now.keys()) if (!before.has(description)) console.log(`new: "${description}"`);
console.log(`${before.size} cases at ${rev}, ${now.size} now; ${before.size - differ} identical once expanded (same JSON text), ${differ} not`);
process.exit(differ ? 1 : 0);
