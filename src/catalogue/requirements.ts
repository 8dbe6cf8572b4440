/**
 * The requirement catalogue: spec/requirements.md as data, one record per requirement (the family
 * files of this folder), joined here.
 *
 * Every check the kit runs cites one of these IDs. IDs are stable: never reuse or renumber one.
 * `core` requirements are what the API document states and default to severity `error`;
 * `recommended` ones default to `warning`.
 */

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PACKAGE_ROOT } from '../base/paths.js';
import { COMPONENTS } from './components.js';
import { PAGINATION } from './pagination.js';
import { SNAPSHOTS } from './snapshots.js';
import { STATISTICS } from './statistics.js';
import { TRANSPORT } from './transport.js';
import { URLS } from './urls.js';
import { toRequirement, type FamilyRecords, type FindingCode, type Requirement as RequirementOf, type RequirementRecord } from './record.js';

export type { RequirementClass, Severity, Family, FindingCode, RequirementRecord } from './record.js';

const FAMILIES = [TRANSPORT, URLS, PAGINATION, STATISTICS, COMPONENTS, SNAPSHOTS] as const;

type RecordOf<F> = F extends FamilyRecords<infer T> ? T[number] : never;
/** Every record as written, IDs and codes as literal types. */
export type CatalogueRecord = RecordOf<(typeof FAMILIES)[number]>;
/** The closed union of requirement IDs: an ID that no record holds is a compile error. */
export type RequirementId = CatalogueRecord['id'];
/** The codes of one requirement. */
export type CodeOf<Id extends RequirementId> = keyof Extract<CatalogueRecord, { id: Id }>['codes'] & string;

export type Requirement = RequirementOf<RequirementId>;

export const REQUIREMENTS: readonly Requirement[] = FAMILIES.flatMap((f) =>
  (f.records as readonly (RequirementRecord & { id: RequirementId })[]).map((r) => toRequirement(f.family, r)),
);

const BY_ID = new Map<string, Requirement>(REQUIREMENTS.map((r) => [r.id, r]));

export function requirement(id: string): Requirement {
  const r = BY_ID.get(id);
  if (!r) throw new Error(`unknown requirement ID ${id}`);
  return r;
}

export function isRequirementId(id: string): id is RequirementId {
  return BY_ID.has(id);
}

export const REQUIREMENT_IDS: readonly RequirementId[] = REQUIREMENTS.map((r) => r.id);

/** The finding code `code` of requirement `id`, or undefined when the record has none of that name. */
export function findingCode(id: string, code: string): FindingCode | undefined {
  const codes = BY_ID.get(id)?.codes;
  return codes && Object.hasOwn(codes, code) ? codes[code] : undefined;
}

/** The values a finding's message is made from. */
export type FindingArgs = Readonly<Record<string, string | number | boolean | null>>;

/**
 * `template` with each `{name}` replaced by `args[name]`. A placeholder without its arg is a
 * programming error of the rule that reported it, and throws.
 */
export function fillTemplate(template: string, args: FindingArgs, where = 'template'): string {
  return template.replace(/\{([A-Za-z][A-Za-z0-9_]*)\}/g, (_, name: string) => {
    if (!Object.hasOwn(args, name)) throw new Error(`${where}: no arg ${name} for its message template`);
    return String(args[name]);
  });
}

/** The message of a finding of requirement `id` with code `code`, rendered from its template. */
export function renderMessage(id: string, code: string, args: FindingArgs = {}): string {
  const c = findingCode(id, code);
  if (!c) throw new Error(`${id} has no finding code ${code}`);
  return fillTemplate(c.message, args, `${id} ${code}`);
}

/**
 * Where a requirement is explained in a document the package ships: its section of docs/requirements.md
 * (generated from this catalogue), as a file URL. The package publishes no web page per rule.
 */
export function helpUri(id: string): string {
  return `${pathToFileURL(path.join(PACKAGE_ROOT, 'docs', 'requirements.md')).href}#${id.toLowerCase()}`;
}

/** How to read about a requirement: the command that explains it and its web address. */
export function ruleHelp(id: string): { command: string; uri: string } {
  return { command: `stringent rules ${id}`, uri: helpUri(id) };
}
