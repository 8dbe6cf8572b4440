/**
 * Components family (§2.3–2.6): the list shape and the older instance shape, the nested language
 * and project objects, one shape per record, filemask, enforced_checks, message templates,
 * language_regex; uniqueness of ids and slugs over the component list; and the pairing of each
 * list element with the instance record fetched from its `url` (URL-SELF, CMP-LIST-MATCHES-
 * INSTANCE). One rule per requirement (cmp-<name>.ts, url-self.ts), each reading the records as
 * records.ts reads them once.
 */
import { family, type RuleFamilyFactory } from '../common/types.js';
import { cmpEnforcedChecks } from './cmp-enforced-checks.js';
import { cmpFilemask } from './cmp-filemask.js';
import { cmpIdsUnique } from './cmp-ids-unique.js';
import { cmpLanguageRegex } from './cmp-language-regex.js';
import { cmpLanguage } from './cmp-language.js';
import { cmpListMatchesInstance } from './cmp-list-matches-instance.js';
import { cmpProject } from './cmp-project.js';
import { cmpSchema } from './cmp-schema.js';
import { cmpShapeConsistent } from './cmp-shape-consistent.js';
import { cmpTemplates } from './cmp-templates.js';
import { Pairing } from './pairing.js';
import { absoluteBase } from '../urls/addresses.js';
import { ComponentRecords } from './records.js';
import { urlSelf } from './url-self.js';

export const componentsFamily: RuleFamilyFactory = (options, shared) => {
  const records = new ComponentRecords();
  const pairing = new Pairing(records, absoluteBase(options.baseUrl));
  return family('components', [
    cmpSchema(records),
    cmpLanguage(records),
    cmpProject(records),
    cmpShapeConsistent(records),
    cmpListMatchesInstance(pairing, shared.drift),
    cmpIdsUnique(records),
    cmpFilemask(records),
    cmpEnforcedChecks(records),
    cmpTemplates(records),
    cmpLanguageRegex(records),
    urlSelf(pairing),
  ]);
};
