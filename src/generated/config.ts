/* Generated from schemas/config.schema.json by scripts/generate-types.mjs. Do not edit by hand. */

/**
 * stringent.config.json, and the profiles shipped in profiles/: every option of `stringent check` a file may set. Precedence: command line > STRINGENT_* environment variables > this file > the profile it or --profile names > defaults. Generated from src/options/table.ts by scripts/generate-schema.mjs; do not edit by hand.
 */
export interface Config {
  /**
   * Path or URL of this schema, for editors.
   */
  $schema?: string;
  /**
   * What this configuration or profile is for.
   */
  description?: string;
  /**
   * Base URL of the deployment (api/components/ hangs off it), when none is given on the command line.
   */
  baseUrl?: string;
  /**
   * Reporters, NAME or NAME:PATH (pretty, json, junit, tap, sarif, github, html); a PATH is relative to this file.
   */
  reporters?: string[];
  /**
   * Lowest finding severity that makes the exit status 1.
   */
  failOn?: 'error' | 'warning' | 'never';
  /**
   * Exit status 1 when the warnings (with --baseline: the new ones) are more than N, whatever --fail-on says (ESLint’s --max-warnings).
   */
  maxWarnings?: number;
  /**
   * Examples shown per failed requirement (pretty, junit, tap).
   */
  maxExamples?: number;
  /**
   * Components crawled at once.
   */
  concurrency?: number;
  /**
   * Seconds one request may take, headers and body.
   */
  timeout?: number;
  /**
   * Extra attempts after a network failure or 429/500/502/503/504.
   */
  retries?: number;
  /**
   * Request budget; when spent the run stops, incomplete (exit 2).
   */
  maxRequests?: number;
  /**
   * Pace requests at N/s, N/m, N/h or N/day (N may be 1.5); the server's own X-RateLimit-* /RateLimit headers apply too, the stricter wins.
   */
  rateLimit?: string;
  /**
   * Lowest pace when 429/503 answers declare no limit (no Retry-After, no rate-limit fields): the kit slows down as far as this, and stops (E_RATE_LIMITED, E_UNAVAILABLE) only when this pace still fails.
   */
  minRate?: string;
  /**
   * Seconds the run may wait at once for the server's rate limit or a Retry-After; a longer wait stops it with E_RATE_LIMITED.
   */
  maxWait?: number;
  /**
   * An overall bound on the run (90s, 10m, 2h): when reached the run stops with E_DEADLINE, reports written, resumable.
   */
  deadline?: string;
  /**
   * Check an evenly spread sample of this many components.
   */
  maxComponents?: number;
  /**
   * Judge only these requirements: IDs, comma lists and globs (STA-*); the crawl sends only the requests they need (repeatable).
   */
  only?: string[];
  /**
   * Do not judge these requirements (IDs, comma lists, globs), and send no request only they need (repeatable).
   */
  skip?: string[];
  /**
   * Check only this component, PROJECT/COMPONENT by slug (repeatable).
   */
  components?: string[];
  /**
   * Check only the components of this project, by slug (repeatable).
   */
  projects?: string[];
  /**
   * Largest answer body read: bytes, or a size such as 10MiB or 512KiB.
   */
  maxBodySize?: string | number;
  /**
   * Full page size of the component list.
   */
  pageSize?: number;
  /**
   * Where web pages (web_url, translate_url) live, when not under the base URL.
   */
  webBaseUrl?: string;
  /**
   * Also request an unknown component and bad page numbers.
   */
  probeErrors?: boolean;
  /**
   * Also send POST, PUT, PATCH, DELETE (without credentials) and expect refusals.
   */
  probeWrites?: boolean;
  /**
   * HEAD and OPTIONS on every address fetched, not one of each kind.
   */
  methodsAll?: boolean;
  /**
   * Requirement ID → error, warning, note, or off (not judged).
   */
  severity?: {
    [k: string]: 'error' | 'warning' | 'note' | 'off' | undefined;
  };
  /**
   * A deployment with no component is not a failure.
   */
  allowEmpty?: boolean;
  /**
   * Extra request headers, 'Name: value', sent to the base URL's origin only; credential-like values are masked in reports and recordings.
   */
  headers?: string[];
  /**
   * PEM file of CA certificates trusted besides the system ones (https); relative to this file.
   */
  ca?: string;
  /**
   * Do not verify TLS certificates (said on stderr and in the report).
   */
  insecure?: boolean;
  /**
   * A run given no --record is recorded in $XDG_CACHE_HOME/stringent/runs (else ~/.cache/stringent/runs) so that it can be resumed if it stops; the recording is removed when the run (or its --resume) completes, and at most N are kept there.
   */
  keepRecordings?: number;
  /**
   * A shipped profile (weblate-5) or the path of a profile file (relative to this file), applied beneath this file.
   */
  profile?: string;
  /**
   * Departures accepted: a finding that matches one becomes a note that says why, and no longer fails its requirement.
   */
  exclude?: Exclusion[];
}
/**
 * This interface was referenced by `Config`'s JSON-Schema
 * via the `definition` "exclusion".
 */
export interface Exclusion {
  /**
   * The requirement ID the finding cites.
   */
  requirement: string;
  /**
   * Regular expression the finding's address, relative to the base URL, must match (whole address).
   */
  url?: string;
  /**
   * HTTP method of the request (GET when the finding names none).
   */
  method?: string;
  /**
   * Regular expression the finding's JSON pointer must match (whole pointer).
   */
  pointer?: string;
  /**
   * Values of the record the finding lies in (the list element its pointer is under, else the answer's body) that must match: each key a JSON pointer into that record, each value a regular expression its value, as text, must match (whole value); an absent value matches nothing, and a finding reported without its answer (a verdict over several answers) matches no exclusion with record.
   */
  record?: {
    [k: string]: string | undefined;
  };
  /**
   * The finding's arguments (the data its message is worded from, `args` in the JSON report) that must match: each key an argument's name, each value a regular expression the argument, as text, must match (whole value); an absent argument matches nothing.
   */
  args?: {
    [k: string]: string | undefined;
  };
  /**
   * Regular expression the finding's expected value, as text, must match (whole value).
   */
  expected?: string;
  /**
   * Regular expression the finding's observed value, as text, must match (whole value). In this and every expression above, {name} stands for the text a named group (?<name>…) captured in an expression before it (order: url, pointer, record, args, expected, actual), matched literally; {base} for the base URL.
   */
  actual?: string;
  /**
   * Why this departure is accepted; the note says it.
   */
  because: string;
}
