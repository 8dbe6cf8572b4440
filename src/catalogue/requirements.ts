/**
 * The requirement catalogue: spec/requirements.md as data.
 *
 * Every check the kit runs cites one of these IDs. IDs are stable: never reuse or renumber one.
 * `core` requirements are what the API document states and default to severity `error`;
 * `recommended` ones default to `warning`.
 */

export type RequirementClass = 'core' | 'recommended';
export type Severity = 'error' | 'warning' | 'note';
export type Family =
  | 'transport'
  | 'urls'
  | 'pagination'
  | 'statistics'
  | 'components'
  | 'snapshots';

export interface Requirement {
  readonly id: string;
  readonly class: RequirementClass;
  readonly severity: Severity;
  /** Section(s) of the API document the requirement traces to. */
  readonly section: string;
  readonly family: Family;
  readonly title: string;
  /** Needs the user's opt-in (`--probe-errors`, `--probe-writes`). */
  readonly optIn?: 'probe-errors' | 'probe-writes';
  /**
   * Why the reference server has no fault switch for this requirement, where it has none.
   * Every other requirement has a fault of the same ID.
   */
  readonly unfaultable?: string;
  /** What the deployment must offer for the requirement to be checked at all. */
  readonly precondition: string;
  /** What "not applicable" means for it: the reason given when the deployment never offered that. */
  readonly notApplicable: string;
}

function req(
  id: string,
  cls: RequirementClass,
  section: string,
  family: Family,
  title: string,
  extra: Partial<Pick<Requirement, 'optIn' | 'unfaultable'>> = {},
): Requirement {
  const [precondition, notApplicable] = PRECONDITIONS[id] ?? ['', ''];
  return { id, class: cls, severity: cls === 'core' ? 'error' : 'warning', section, family, title, precondition, notApplicable, ...extra };
}

/**
 * Per requirement: what the deployment must offer for it to be checked, and the reason shown when
 * it never did (the requirement is then not applicable, never passed).
 */
const PRECONDITIONS: Record<string, readonly [string, string]> = {
  'HTTP-STATUS-200': ['any address the API gives or §4 defines', 'no address was requested'],
  'HTTP-JSON-BODY': ['any GET answer with status 200', 'no GET answer had status 200'],
  'HDR-CONTENT-TYPE': ['any answer from a shown endpoint', 'no shown endpoint answered'],
  'HDR-ALLOW': ['any answer from a shown endpoint', 'no shown endpoint answered'],
  'HDR-VARY': ['any answer from a shown endpoint', 'no shown endpoint answered'],
  'MTH-HEAD': ['a shown endpoint whose GET answered', 'no HEAD could be compared with a GET answer'],
  'MTH-OPTIONS': ['a shown endpoint whose GET answered', 'no OPTIONS could be compared with a GET answer'],
  'MTH-WRITE-REFUSED': ['--probe-writes', 'write probes were not sent'],
  'ERR-NOT-FOUND': ['--probe-errors', 'no unknown component was requested'],
  'ERR-BAD-PAGE': ['--probe-errors; the page past the end is asked of the longest list', 'no bad page number was requested'],
  'URL-ABSOLUTE': ['any record with a URL-valued field', 'no record with a URL-valued field was seen'],
  'URL-COMPONENT-SHAPE': ['any component record', 'no component record was seen'],
  'URL-PROJECT-SHAPE': ['any component record with a project', 'no project object was seen'],
  'URL-LANGUAGE-SHAPE': ['any component record with a source language', 'no language object was seen'],
  'URL-ADDON-SHAPE': ['a component with addons', 'no component listed an addon'],
  'URL-STATS-SHAPE': ['any statistics item', 'no statistics item was seen'],
  'URL-SELF': ["a component instance fetched from its list element's url", 'no instance record was fetched from a list element'],
  'PAG-ENVELOPE': ['any list answer', 'no list answer was seen'],
  'PAG-COUNT': ['a list walked to its last page', 'no list was walked to its end'],
  'PAG-NEXT': [
    'a list of several pages (a next link, the last page after it; a full last page and a count that is a multiple of 20 where offered)',
    'every list fitted on one page: next was never seen as a link to page n+1',
  ],
  'PAG-PREVIOUS': ['a list of several pages (page 2, and page ≥ 3 where offered)', 'every list fitted on one page: previous was never seen beyond page 1'],
  'PAG-PAGE-SIZE': ['a list of several pages (a full page that is not the last)', 'every list fitted on one page: no page had to be full'],
  'PAG-UNIQUE': ['a list of several pages', 'every list fitted on one page: no item could appear on two pages'],
  'PAG-TERMINATES': ['a list of several pages (a non-null next)', 'no page had a next link to follow'],
  'PAG-FORMAT-API': [
    'a statistics list of several pages, walked with format=api (the longest list, every page)',
    'no statistics list fetched with format=api had several pages: format could not be seen in next and previous',
  ],
  'STA-SCHEMA': ['any statistics item', 'no statistics item was seen'],
  'STA-OPTIONAL-GROUP': ['any statistics list', 'no statistics list was seen'],
  'STA-PCT-DECIMALS': ['any statistics item', 'no statistics item was seen'],
  'STA-PCT-TRUNCATED': ['any statistics item with a total above 0', 'no statistics item with a total above 0 was seen'],
  'STA-ZERO-TOTAL': ['an empty translation (a statistics item with total 0)', 'no statistics item had total 0'],
  'STA-COUNTS-BOUNDED': ['any statistics item', 'no statistics item was seen'],
  'STA-SOURCE-FIRST': [
    "page 1 of a statistics list whose component's source language is known (one other than English where offered)",
    'no statistics list could be matched with its source language',
  ],
  'STA-SOURCE-COMPLETE': ['a statistics list holding its source-language item', 'no source-language item was seen'],
  'STA-LAST-CHANGE': ['any statistics item', 'no statistics item was seen'],
  'STA-CODE': ['any statistics item', 'no statistics item was seen'],
  'CMP-SCHEMA': ['any component record', 'no component record was seen'],
  'CMP-LANGUAGE': ['any component record', 'no component record was seen'],
  'CMP-PROJECT': ['any component record', 'no component record was seen'],
  'CMP-SHAPE-CONSISTENT': ['any component record', 'no component record was seen'],
  'CMP-LIST-MATCHES-INSTANCE': ['a component seen both as a list element and as an instance record', 'no component was seen both in the list and as an instance'],
  'CMP-IDS-UNIQUE': ['any component list', 'no component list was seen'],
  'CMP-FILEMASK': ['any component record', 'no component record was seen'],
  'CMP-ENFORCED-CHECKS': ['any component record', 'no component record was seen'],
  'CMP-TEMPLATES': ['any component record with message templates', 'no message template was seen'],
  'CMP-LANGUAGE-REGEX': ['any component record with language_regex', 'no language_regex was seen'],
  'SNAP-DRIFT': ['a count or list-vs-instance mismatch to re-check', 'no count or list-vs-instance mismatch needed re-checking'],
};

export const REQUIREMENTS: readonly Requirement[] = [
  // Transport and headers (§1, §4)
  req('HTTP-STATUS-200', 'core', '§5', 'transport', 'Each shown endpoint answers GET with 200 and no credentials'),
  req('HTTP-JSON-BODY', 'core', '§1', 'transport', 'The body of every GET answer parses as JSON'),
  req('HDR-CONTENT-TYPE', 'core', '§1', 'transport', 'Content-Type media type is application/json'),
  req('HDR-ALLOW', 'core', '§1', 'transport', 'Allow names exactly GET, HEAD, OPTIONS, in any order'),
  req('HDR-VARY', 'core', '§1', 'transport', 'Vary includes Accept'),
  req('MTH-HEAD', 'core', '§4', 'transport', 'HEAD answers like GET (status, Content-Type, Allow) with an empty body'),
  req('MTH-OPTIONS', 'core', '§4', 'transport', 'OPTIONS answers 2xx with the same Allow header'),
  req('MTH-WRITE-REFUSED', 'recommended', '§1, §4.4', 'transport', 'POST, PUT, PATCH, DELETE without credentials are refused (4xx, never 2xx)', { optIn: 'probe-writes' }),
  req('ERR-NOT-FOUND', 'recommended', '§7', 'transport', 'An unknown project/component answers 4xx (404 expected), never 200 or 5xx', { optIn: 'probe-errors' }),
  req('ERR-BAD-PAGE', 'recommended', '§7, §4.3', 'transport', 'page=0, page=-1, page=abc and a page past the last answer 4xx (404 expected), never 5xx', { optIn: 'probe-errors' }),

  // URLs (§1, §2.2–2.5)
  req('URL-ABSOLUTE', 'core', '§1', 'urls', 'Every URL-valued field is an absolute URL starting with the base URL, except web, repo and license_url'),
  req('URL-COMPONENT-SHAPE', 'core', '§2.3, §4.2', 'urls', 'Component url is /api/components/<project>/<component>/; statistics_url is that plus statistics/'),
  req('URL-PROJECT-SHAPE', 'core', '§2.5', 'urls', "Project URLs follow the path shapes of §2.5 with the project's slug"),
  req('URL-LANGUAGE-SHAPE', 'core', '§2.4', 'urls', "Language url and statistics_url follow §2.4 with the language's code"),
  req('URL-ADDON-SHAPE', 'core', '§2.3', 'urls', 'Each addons element is /api/addons/<id>/'),
  req('URL-STATS-SHAPE', 'core', '§2.2', 'urls', 'Statistics item url is /projects/<p>/<c>/<code>/ and translate_url is /translate/<p>/<c>/<code>/'),
  req('URL-SELF', 'core', '§2.3, §4.2', 'urls', "Fetching a component's url returns the same component (same id and slugs)"),

  // Pagination (§2.1, §4.3, §8)
  req('PAG-ENVELOPE', 'core', '§2.1', 'pagination', 'A list answer is an object with count (integer ≥ 0), next, previous (URL or null), results (array)'),
  req('PAG-COUNT', 'core', '§2.1', 'pagination', 'count equals the number of items over all pages'),
  req('PAG-NEXT', 'core', '§2.1', 'pagination', 'next is null exactly on the last page; otherwise it requests page n+1 and repeats every other query parameter'),
  req('PAG-PREVIOUS', 'core', '§2.1', 'pagination', 'previous is null on page 1; on page 2 it has no page parameter; on page n > 2 it requests page n−1; other parameters repeated'),
  req('PAG-PAGE-SIZE', 'core', '§4.3, §8', 'pagination', 'Every page but the last holds the full page size (20 on statistics lists), the last holds the remainder'),
  req('PAG-UNIQUE', 'core', '§2.1', 'pagination', 'No item appears twice across the pages of one list'),
  req('PAG-TERMINATES', 'core', '§2.1', 'pagination', "Following next ends; it never revisits an address and never leaves the base URL's origin"),
  req('PAG-FORMAT-API', 'core', '§4.3', 'pagination', 'format=api is accepted on a statistics list; same JSON shape, format repeated in next and previous'),

  // Statistics items (§2.2)
  req('STA-SCHEMA', 'core', '§2.2', 'statistics', 'Each item matches the statistics item schema (full, or without the six optional fields)'),
  req('STA-OPTIONAL-GROUP', 'recommended', '§2.2 rule 4', 'statistics', 'The six optional fields are present together or absent together within one list'),
  req('STA-PCT-DECIMALS', 'core', '§2.2 rule 1', 'statistics', 'Every percentage has at most one decimal digit'),
  req('STA-PCT-TRUNCATED', 'core', '§2.2 rule 1', 'statistics', 'Every percentage equals its ratio truncated to one decimal'),
  req('STA-ZERO-TOTAL', 'core', '§2.2 rule 2', 'statistics', 'With total 0, all counts are 0, the three translated percentages are 100.0, all others 0.0'),
  req('STA-COUNTS-BOUNDED', 'core', '§2.2', 'statistics', 'Counts are ≥ 0 and none exceeds its total'),
  req('STA-SOURCE-FIRST', 'core', '§2.2, §4.3 rule 4', 'statistics', "The first item of page 1 is the component's source language"),
  req('STA-SOURCE-COMPLETE', 'core', '§2.2 rule 3', 'statistics', 'The source-language item has translated = total and translated_percent 100.0'),
  req('STA-LAST-CHANGE', 'core', '§2.2', 'statistics', 'last_change is an ISO 8601 UTC timestamp with microseconds and Z, or null; null goes with recent_changes 0'),
  req('STA-CODE', 'core', '§2.2', 'statistics', 'code is a language code (underscore before region/script parts) and is unique within the list'),

  // Component records (§2.3–2.5)
  req('CMP-SCHEMA', 'core', '§2.3', 'components', 'A list element matches the list-shape schema; an instance answer matches the list shape or the older instance shape'),
  req('CMP-LANGUAGE', 'core', '§2.4', 'components', 'source_language matches the language object schema (with or without population)'),
  req('CMP-PROJECT', 'core', '§2.5', 'components', 'project matches the project object schema (with or without mail)'),
  req('CMP-SHAPE-CONSISTENT', 'recommended', '§2.3', 'components', 'One record uses one shape: no mix of list-shape and older-shape markers'),
  req('CMP-LIST-MATCHES-INSTANCE', 'core', '§2.3, §4.2', 'components', 'The instance record agrees with its list element on every field both shapes share'),
  req('CMP-IDS-UNIQUE', 'core', '§2.3', 'components', 'id is unique across the list; slug is unique within its project'),
  req('CMP-FILEMASK', 'core', '§2.3', 'components', 'filemask contains *'),
  req('CMP-ENFORCED-CHECKS', 'core', '§2.3', 'components', 'enforced_checks is an array of strings, or in the older instance shape a string holding a JSON array of strings'),
  req('CMP-TEMPLATES', 'recommended', '§2.6', 'components', 'Message templates are well formed: {{ }} and {% %} delimiters balance; unknown variables are noted'),
  req('CMP-LANGUAGE-REGEX', 'recommended', '§2.3', 'components', 'language_regex (and variant_regex when set) compiles as a regular expression'),

  // Snapshots (§2.2 rule 5)
  req('SNAP-DRIFT', 'recommended', '§2.2 rule 5', 'snapshots', 'A mismatch that data changes could explain is re-checked; one that moves on re-check is reported as drift (a note)', {
    unfaultable: 'drift is a property of live data between two requests, not a violation a server can be switched into; it is covered by recorded-exchange cases instead',
  }),
];

const BY_ID = new Map(REQUIREMENTS.map((r) => [r.id, r]));

export function requirement(id: string): Requirement {
  const r = BY_ID.get(id);
  if (!r) throw new Error(`unknown requirement ID ${id}`);
  return r;
}

export function isRequirementId(id: string): boolean {
  return BY_ID.has(id);
}

export const REQUIREMENT_IDS: readonly string[] = REQUIREMENTS.map((r) => r.id);

/**
 * Why each requirement matters to a client, in one or two sentences (shown by `stringent rules ID`).
 */
export const WHY: Readonly<Record<string, string>> = {
  'HTTP-STATUS-200': 'A client reads the shown endpoints anonymously; any other status means it gets no data where the document promises some.',
  'HTTP-JSON-BODY': 'Every client parses the body as JSON; an answer that does not parse stops it outright.',
  'HDR-CONTENT-TYPE': 'Clients and caches choose a parser by Content-Type; a wrong media type makes strict clients refuse a correct body.',
  'HDR-ALLOW': 'Allow tells a client what it may do with an address; naming write methods on a read-only API invites requests that must fail.',
  'HDR-VARY': 'Without Vary: Accept a shared cache may serve the JSON answer to a browser asking for HTML, or the other way round.',
  'MTH-HEAD': 'Monitors and caches probe with HEAD; it must agree with GET or they judge the wrong thing.',
  'MTH-OPTIONS': 'CORS preflights and API explorers ask OPTIONS; it must succeed and name the same methods as Allow.',
  'MTH-WRITE-REFUSED': 'A read API that accepts anonymous writes can be changed by anyone; refusals must be 4xx.',
  'ERR-NOT-FOUND': 'Clients tell "does not exist" from "broken" by the status; 200 or 5xx for an unknown component misleads them.',
  'ERR-BAD-PAGE': 'A bad page number is the client\'s mistake (4xx), not a server failure; 5xx makes clients retry in vain.',
  'URL-ABSOLUTE': 'Clients follow the addresses in records as they are; a relative address or another host breaks every such link.',
  'URL-COMPONENT-SHAPE': 'Clients build and compare component addresses by this shape; another shape makes their lookups miss.',
  'URL-PROJECT-SHAPE': 'Project addresses are followed and compared by clients; a different shape breaks navigation to the project.',
  'URL-LANGUAGE-SHAPE': 'Language addresses carry the language code clients match on; another shape breaks that match.',
  'URL-ADDON-SHAPE': 'Add-on addresses are followed to manage add-ons; a wrong shape points clients nowhere.',
  'URL-STATS-SHAPE': 'Statistics items link to translation pages; a wrong shape sends translators to the wrong place.',
  'URL-SELF': 'A record\'s url must lead back to the same record, or clients that refresh a record get another one.',
  'PAG-ENVELOPE': 'Every list client reads count, next, previous and results; without the envelope it cannot read the list at all.',
  'PAG-COUNT': 'Clients size progress bars and stop conditions by count; a wrong count makes them stop early or wait for items that never come.',
  'PAG-NEXT': 'Clients walk a list by following next until null; a wrong next skips pages, repeats them, or never ends.',
  'PAG-PREVIOUS': 'Clients page backwards by previous; a wrong previous shows the wrong page.',
  'PAG-PAGE-SIZE': 'Clients that compute page numbers from count assume the document\'s page size; other sizes make them ask for pages that do not exist.',
  'PAG-UNIQUE': 'An item on two pages is counted and processed twice by every client that walks the list.',
  'PAG-TERMINATES': 'A client following next must finish, and must never be led to another host with its credentials.',
  'PAG-FORMAT-API': 'Clients that ask format=api (as the document allows) must still get the same JSON, or they break on that switch.',
  'STA-SCHEMA': 'Dashboards read every statistics field; a missing or mistyped field breaks them.',
  'STA-OPTIONAL-GROUP': 'Within one list, clients decide once whether the optional fields exist; a mix makes some rows lose columns.',
  'STA-PCT-DECIMALS': 'Percentages are shown as they come; more decimals than one break layouts and comparisons.',
  'STA-PCT-TRUNCATED': 'A rounded percentage can show 100.0 for work that is not finished; truncation keeps "complete" honest.',
  'STA-ZERO-TOTAL': 'An empty translation must read as complete, not as 0% or a division error.',
  'STA-COUNTS-BOUNDED': 'A count below 0 or above its total is impossible data that corrupts every sum built on it.',
  'STA-SOURCE-FIRST': 'Clients show the source language first and take it as the reference; another first item misleads them.',
  'STA-SOURCE-COMPLETE': 'The source is by definition fully translated; anything else makes completion figures wrong.',
  'STA-LAST-CHANGE': 'Clients sort and compare change times; a timestamp in another format or zone sorts wrongly.',
  'STA-CODE': 'The language code is the key clients join statistics on; a malformed or repeated code merges or loses rows.',
  'CMP-SCHEMA': 'Clients (wlc among them) read component records by these fields; a missing or mistyped one breaks them.',
  'CMP-LANGUAGE': 'The source language object is read for its code, name and plural rules; a malformed one breaks translation tools.',
  'CMP-PROJECT': 'The project object is how clients group components; a malformed one breaks that grouping.',
  'CMP-SHAPE-CONSISTENT': 'Clients pick a parser by the record\'s shape; a mix of shapes defeats that choice.',
  'CMP-LIST-MATCHES-INSTANCE': 'A client may read a component from the list or from its own address; both must say the same.',
  'CMP-IDS-UNIQUE': 'Clients key components by id and by project/slug; duplicates make one component hide another.',
  'CMP-FILEMASK': 'The file mask locates the translation files; without * it can match one file only.',
  'CMP-ENFORCED-CHECKS': 'Quality tools read enforced_checks as a list of check names; another type breaks them.',
  'CMP-TEMPLATES': 'Message templates are rendered for every commit or merge request; an unbalanced one fails at that moment.',
  'CMP-LANGUAGE-REGEX': 'language_regex filters which files become translations; one that does not compile filters nothing or everything.',
  'SNAP-DRIFT': 'Live data changes between requests; a mismatch that moves on a second look is drift, not a fault, and is said as such.',
};

/** Where a requirement is explained on the web (SARIF helpUri, HTML links). */
export function helpUri(id: string): string {
  return `https://stringent.dev/rules/${encodeURIComponent(id)}`;
}

/** How to read about a requirement: the command that explains it and its web address. */
export function ruleHelp(id: string): { command: string; uri: string } {
  return { command: `stringent rules ${id}`, uri: helpUri(id) };
}
