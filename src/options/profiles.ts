/** The shipped profiles: a folder of configuration files named by the profile (weblate-5.json). */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../base/paths.js';

export const PROFILE_DIR = path.join(PACKAGE_ROOT, 'profiles');

/** The names of the shipped profiles. */
export function profileNames(): string[] {
  return readdirSync(PROFILE_DIR)
    .filter((n) => n.endsWith('.json'))
    .map((n) => n.slice(0, -'.json'.length))
    .sort();
}
