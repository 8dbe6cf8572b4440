#!/usr/bin/env node
// Part of the build: compiles the kit's validators into dist/src/generated/validators/<schema>.cjs
// (see scripts/validators.mjs). Usage: node scripts/build-validators.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validatorModules } from './validators.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'dist', 'src', 'generated', 'validators');
await mkdir(outDir, { recursive: true });
for (const [module, code] of await validatorModules()) await writeFile(path.join(outDir, `${module}.cjs`), code);
