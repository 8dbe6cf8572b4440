/**
 * Deliberate violations, one per requirement a server can break. Each switches on a minimal change
 * that breaks its own requirement of spec/requirements.md and, as far as the requirement texts
 * allow, no other. SNAP-DRIFT has none: it describes live data, not a server behaviour.
 */
import { BadOptionError } from '../src/errors.js';

export interface FaultInfo {
  id: string;
  description: string;
}

export const FAULTS: readonly FaultInfo[] = [
  { id: 'HTTP-STATUS-200', description: "the last component's instance address answers 203 (body unchanged)" },
  { id: 'HTTP-JSON-BODY', description: "the last component's instance answer is cut short, so it is not JSON" },
  { id: 'HDR-CONTENT-TYPE', description: 'every answer is labelled text/html; charset=utf-8' },
  { id: 'HDR-ALLOW', description: 'every answer names GET, POST, HEAD, OPTIONS in Allow' },
  { id: 'HDR-VARY', description: 'no answer carries Vary' },
  { id: 'MTH-HEAD', description: 'HEAD answers 405 where GET answers' },
  { id: 'MTH-OPTIONS', description: 'OPTIONS answers 405' },
  { id: 'MTH-WRITE-REFUSED', description: 'POST, PUT, PATCH and DELETE without credentials answer 200 with the GET body (nothing changes)' },
  { id: 'ERR-NOT-FOUND', description: 'an unknown project or component answers 500' },
  { id: 'ERR-BAD-PAGE', description: 'page=0, -1, abc, 1.5 or past the last page answers 500' },
  { id: 'URL-ABSOLUTE', description: 'every lock_url starts with another host than the base URL' },
  { id: 'URL-COMPONENT-SHAPE', description: 'every component statistics_url carries ?format=json after statistics/' },
  { id: 'URL-PROJECT-SHAPE', description: 'every project languages_url ends in /language/ instead of /languages/' },
  { id: 'URL-LANGUAGE-SHAPE', description: 'every source_language statistics_url ends in /stats/ instead of /statistics/' },
  { id: 'URL-ADDON-SHAPE', description: 'every addons element is /api/addon/<id>/ instead of /api/addons/<id>/' },
  { id: 'URL-STATS-SHAPE', description: 'every statistics item translate_url is /zen/<p>/<c>/<code>/' },
  { id: 'URL-SELF', description: "the last component's address answers the first component's record" },
  { id: 'PAG-ENVELOPE', description: 'count is a numeric string on lists that fit on one page' },
  { id: 'PAG-COUNT', description: 'count is one more than the items on statistics lists whose size is not a multiple of the page size' },
  { id: 'PAG-NEXT', description: 'on lists whose size is a multiple of the page size, the last page links next to a page past the end (404)' },
  { id: 'PAG-PREVIOUS', description: 'previous on page 2 carries page=1' },
  { id: 'PAG-PAGE-SIZE', description: 'statistics lists are paged by 25, with count and links consistent' },
  { id: 'PAG-UNIQUE', description: 'page 2 of a statistics list starts with the last item of page 1 again' },
  { id: 'PAG-TERMINATES', description: "next on page 1 of a statistics list leaves the base URL's origin (same server, other host name)" },
  { id: 'PAG-FORMAT-API', description: 'format=api answers 404' },
  { id: 'STA-SCHEMA', description: 'the second item of every statistics list lacks name' },
  { id: 'STA-OPTIONAL-GROUP', description: 'in lists carrying the six optional fields, every item at an odd position lacks them' },
  { id: 'STA-PCT-DECIMALS', description: 'percentages are tenths times 0.1, so some carry float noise (66.60000000000001)' },
  { id: 'STA-PCT-TRUNCATED', description: 'percentages are rounded, not truncated (12/18 gives 66.7)' },
  { id: 'STA-ZERO-TOTAL', description: 'items with total 0 (other than the source language) give 0.0 as translated percentages' },
  { id: 'STA-COUNTS-BOUNDED', description: 'the second item of every statistics list with strings has fuzzy = total + 1' },
  { id: 'STA-SOURCE-FIRST', description: 'the source-language item is second on page 1' },
  { id: 'STA-SOURCE-COMPLETE', description: 'the source-language item has translated = total - 1 (where total > 0)' },
  { id: 'STA-LAST-CHANGE', description: 'last_change drops its microseconds (2026-03-07T12:34:56Z)' },
  { id: 'STA-CODE', description: 'codes with a region or script part use a hyphen (pt-BR), in code and in the addresses' },
  { id: 'CMP-SCHEMA', description: 'component records lack merge_style' },
  { id: 'CMP-LANGUAGE', description: 'source_language objects lack direction' },
  { id: 'CMP-PROJECT', description: 'project objects lack enable_hooks' },
  { id: 'CMP-SHAPE-CONSISTENT', description: 'older-shaped instance records also carry links_url' },
  { id: 'CMP-LIST-MATCHES-INSTANCE', description: "instance records give a branch other than the list element's" },
  { id: 'CMP-IDS-UNIQUE', description: "the second component carries the first component's id" },
  { id: 'CMP-FILEMASK', description: 'filemask names one language file instead of holding *' },
  { id: 'CMP-ENFORCED-CHECKS', description: 'older-shaped instance records hold enforced_checks as comma-separated text, not JSON array text' },
  { id: 'CMP-TEMPLATES', description: 'commit_message has an unbalanced {{ ... }' },
  { id: 'CMP-LANGUAGE-REGEX', description: 'language_regex is ^[a-z (does not compile)' },
];

export function listFaults(): FaultInfo[] {
  return FAULTS.map((f) => ({ ...f }));
}

/** The switched-on faults; `has` is what the answer builders ask. */
export class FaultSet {
  private readonly ids: ReadonlySet<string>;
  constructor(ids: readonly string[] = []) {
    const known = new Set(FAULTS.map((f) => f.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0)
      throw new BadOptionError(`unknown fault ${unknown.join(', ')}; valid faults: ${FAULTS.map((f) => f.id).join(', ')}`);
    this.ids = new Set(ids);
  }
  has(id: string): boolean {
    return this.ids.has(id);
  }
  get list(): string[] {
    return [...this.ids];
  }
}
