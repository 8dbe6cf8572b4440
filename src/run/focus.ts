/**
 * Focus: which requirements a run judges (--only, --skip) and which components it checks
 * (--component, --project), and from them the parts of the crawl plan to send. A requirement not
 * chosen is reported "not run (--only)" or "not run (--skip)", and the requests only it needs are
 * not sent — unlike --severity ID=off, which still crawls everything.
 */
import { BadOptionError } from '../base/errors.js';
import { REQUIREMENT_IDS, type RequirementId } from '../catalogue/requirements.js';
import { requirementPatterns } from '../options/config.js';
import type { CrawlParts } from '../crawl/crawler.js';

/**
 * What a requirement needs beyond the component list (always walked: it is where components are
 * found). instances: every chosen component's instance record; statistics: every chosen component's
 * statistics list; methods: HEAD and OPTIONS (list, one instance, one statistics list, a later page);
 * format-api: one statistics list again with format=api; sample: one component's instance and
 * statistics, where the one-off requests go (write probes, bad page numbers).
 *
 * A requirement needs every request whose answer its rule reads, whichever requirement the request
 * is sent for: the header and status requirements read HEAD answers and the format=api pages too,
 * the pagination requirements read the format=api walk as a list of its own. A need left out would
 * let `--only` judge fewer answers than a full run does (test/focus-equal.test.ts shows that it
 * does not, for every requirement).
 */
export type Need = 'instances' | 'statistics' | 'methods' | 'format-api' | 'sample';

const EVERY_GET: readonly Need[] = ['instances', 'statistics'];
/** Every answer of the plan: the GETs, the HEAD (and OPTIONS) answers, the format=api pages. */
const EVERY_ANSWER: readonly Need[] = ['instances', 'statistics', 'methods', 'format-api'];
/** Every list walked: the statistics lists, and the format=api walk, whose pages are judged as a list too. */
const EVERY_LIST: readonly Need[] = ['statistics', 'format-api'];

/** Per requirement, the requests it is judged on. A new requirement gets a row here, or the build fails. */
export const NEEDS: Readonly<Record<RequirementId, readonly Need[]>> = {
  'HTTP-STATUS-200': EVERY_ANSWER,
  'HTTP-JSON-BODY': EVERY_ANSWER,
  'HDR-CONTENT-TYPE': EVERY_ANSWER,
  'HDR-ALLOW': EVERY_ANSWER,
  'HDR-VARY': EVERY_ANSWER,
  'MTH-HEAD': ['methods'],
  'MTH-OPTIONS': ['methods'],
  'MTH-WRITE-REFUSED': ['sample'],
  'ERR-NOT-FOUND': [],
  'ERR-BAD-PAGE': ['sample'],
  'URL-ABSOLUTE': EVERY_GET,
  'URL-COMPONENT-SHAPE': ['instances'],
  'URL-PROJECT-SHAPE': ['instances'],
  'URL-LANGUAGE-SHAPE': ['instances'],
  'URL-ADDON-SHAPE': ['instances'],
  'URL-STATS-SHAPE': ['statistics'],
  'URL-SELF': ['instances'],
  'PAG-ENVELOPE': EVERY_LIST,
  'PAG-COUNT': EVERY_LIST,
  'PAG-NEXT': EVERY_LIST,
  'PAG-PREVIOUS': EVERY_LIST,
  'PAG-PAGE-SIZE': EVERY_LIST,
  'PAG-UNIQUE': EVERY_LIST,
  'PAG-TERMINATES': EVERY_LIST,
  'PAG-FORMAT-API': ['format-api'],
  'STA-SCHEMA': ['statistics'],
  'STA-OPTIONAL-GROUP': ['statistics'],
  'STA-PCT-DECIMALS': ['statistics'],
  'STA-PCT-TRUNCATED': ['statistics'],
  'STA-ZERO-TOTAL': ['statistics'],
  'STA-COUNTS-BOUNDED': ['statistics'],
  'STA-SOURCE-FIRST': ['statistics'],
  'STA-SOURCE-COMPLETE': ['statistics'],
  'STA-LAST-CHANGE': ['statistics'],
  'STA-CODE': ['statistics'],
  'CMP-SCHEMA': ['instances'],
  'CMP-LANGUAGE': ['instances'],
  'CMP-PROJECT': ['instances'],
  'CMP-SHAPE-CONSISTENT': ['instances'],
  'CMP-LIST-MATCHES-INSTANCE': ['instances'],
  'CMP-IDS-UNIQUE': [],
  'CMP-FILEMASK': ['instances'],
  'CMP-ENFORCED-CHECKS': ['instances'],
  'CMP-TEMPLATES': ['instances'],
  'CMP-LANGUAGE-REGEX': ['instances'],
  'SNAP-DRIFT': EVERY_GET,
};

export interface Focus {
  /** Requirements not judged, each with why ("not run (--only)"). */
  notRun: ReadonlyMap<RequirementId, string>;
  /** The parts of the crawl plan the judged requirements need. */
  parts: CrawlParts;
  /** Whether anything narrows the run (a focused run is not a complete check). */
  narrowed: boolean;
}

export interface FocusOptions {
  only?: readonly string[] | undefined;
  skip?: readonly string[] | undefined;
  /** Where --only and --skip were given when not on the command line: STRINGENT_ONLY, a configuration file's path, profile NAME. */
  onlyFrom?: string | undefined;
  skipFrom?: string | undefined;
  components?: readonly string[] | undefined;
  projects?: readonly string[] | undefined;
  probeErrors: boolean;
  probeWrites: boolean;
  methodsAll: boolean;
  maxComponents?: number;
}

/** Where --only or --skip was given, in words: `--only`, `STRINGENT_ONLY`, `only in stringent.config.json`. */
function placeOf(option: 'only' | 'skip', from: string | undefined): string {
  if (from === undefined || from.startsWith('-') || from.startsWith('STRINGENT_')) return from ?? `--${option}`;
  return `${option} in ${from}`;
}

/** The requirements judged and the crawl parts they need. */
export function focusOf(o: FocusOptions): Focus {
  const only = o.only === undefined || o.only.length === 0 ? undefined : new Set(requirementPatterns(o.only, '--only'));
  const skip = new Set(o.skip === undefined ? [] : requirementPatterns(o.skip, '--skip'));
  const notRun = new Map<RequirementId, string>();
  for (const id of REQUIREMENT_IDS) {
    if (only && !only.has(id)) notRun.set(id, `not run (${placeOf('only', o.onlyFrom)})`);
    else if (skip.has(id)) notRun.set(id, `not run (${placeOf('skip', o.skipFrom)})`);
  }
  const judged = REQUIREMENT_IDS.filter((id) => !notRun.has(id));
  if (judged.length === 0) throw new BadOptionError('--only and --skip leave no requirement to judge');
  const needs = new Set(judged.flatMap((id) => NEEDS[id]));
  const has = (id: RequirementId) => !notRun.has(id);
  const probeErrors = o.probeErrors && (has('ERR-NOT-FOUND') || has('ERR-BAD-PAGE'));
  const probeWrites = o.probeWrites && has('MTH-WRITE-REFUSED');
  const components = [
    ...new Set(
      (o.components ?? [])
        .flatMap((c) => c.split(','))
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ];
  const projects = [
    ...new Set(
      (o.projects ?? [])
        .flatMap((c) => c.split(','))
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ];
  for (const c of components) if (!/^[^/]+\/[^/]+$/.test(c)) throw new BadOptionError(`--component takes PROJECT/COMPONENT (the slugs), not ${c}`);
  if ((components.length > 0 || projects.length > 0) && o.maxComponents !== undefined)
    throw new BadOptionError('--max-components samples every component; --component and --project name them: give one of them');
  // The one-off requests go to the sample component and the longest statistics list, both chosen
  // over every component (crawler.ts): a plan that sends them fetches every record and statistics
  // list, so that a focused run sends them where a full run does.
  const sample = needs.has('sample') || needs.has('methods') || needs.has('format-api');
  const parts: CrawlParts = {
    instances: sample || needs.has('instances'),
    statistics: sample || needs.has('statistics'),
    methods: needs.has('methods'),
    formatApi: needs.has('format-api'),
    sample,
    probeErrors,
    probeWrites,
    methodsAll: o.methodsAll && needs.has('methods'),
    ...(components.length > 0 || projects.length > 0 ? { pick: { components, projects } } : {}),
  };
  return { notRun, parts, narrowed: notRun.size > 0 || parts.pick !== undefined };
}
