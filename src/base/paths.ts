/** Where the package's data folders live, from the compiled file's place (dist/src/base/…). */
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const SCHEMA_DIR = path.join(PACKAGE_ROOT, 'schemas');
export const CASES_DIR = path.join(PACKAGE_ROOT, 'cases');
