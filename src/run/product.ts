/**
 * Knowing the product behind a target: when a deployment looks like Weblate (its X-RateLimit-*
 * headers, its API root, its own answers) and every finding that departs from the document is one a
 * shipped profile accepts, the report says so and names the profile and what it would change. It
 * is said, never applied: the verdict stays the document's.
 *
 * Findings are tallied against the profile as the rules report them (the report lists at most 50 of
 * a group), so "every finding" means every one, listed or counted.
 */
import type { Exchange } from '../generated/exchange.js';
import type { Exclusion } from '../generated/config.js';
import type { Finding, Report } from '../generated/report.js';
import { loadProfile, profileNames } from '../options/config.js';
import { PACKAGE_ROOT } from '../base/paths.js';
import { exclusionMatcher, type RecordOf } from './exclusions.js';

export type Suggestion = NonNullable<Report['suggestion']>;

/** Which kind of evidence a sign is: two different kinds make the target look like the product. */
type SignKind = 'headers' | 'root' | 'answers';

/** Weblate's own component fields beyond the API document (5.x). */
const WEBLATE_FIELDS = ['screenshot_filemask', 'category', 'linked_component'];
/** What Weblate's API root lists besides the document's resources. */
const WEBLATE_ROOT = ['users', 'groups', 'roles', 'memory', 'component-lists', 'changes', 'units', 'screenshots', 'addons', 'categories'];
/** Django REST framework, which Weblate's API is built on, refusing a JSON-only client format=api. */
const DRF_406 = 'Could not satisfy the request Accept header';

/** The signs of Weblate among a run's answers. */
export class WeblateSigns {
  private readonly seen = new Map<SignKind, string>();

  constructor(private readonly baseUrl: string) {}

  /** The address of the API root, asked only when one kind of evidence is not enough (see wantsRoot). */
  get rootUrl(): string {
    return `${this.baseUrl}api/`;
  }

  observe(exchange: Exchange): void {
    if (exchange.error || exchange.status === 0 || this.seen.size === 3) return;
    const url = exchange.request.url;
    if (!url.startsWith(this.baseUrl)) return;
    const h = exchange.headers;
    if (!this.seen.has('headers') && h['x-ratelimit-limit'] !== undefined && h['x-ratelimit-remaining'] !== undefined && h['x-ratelimit-reset'] !== undefined)
      this.seen.set('headers', "X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset on its answers, Weblate's throttling headers");
    if (exchange.request.method !== 'GET' || exchange.body === undefined) return;
    if (!this.seen.has('root') && url === this.rootUrl && exchange.status === 200) {
      const listed = rootKeys(exchange.body);
      const own = WEBLATE_ROOT.filter((k) => listed.has(k));
      if (['projects', 'components', 'translations', 'languages'].every((k) => listed.has(k)) && own.length >= 3)
        this.seen.set('root', `its API root ${this.rootUrl} lists Weblate's resources (${own.slice(0, 4).join(', ')}, …)`);
    }
    if (this.seen.has('answers')) return;
    if (url === `${this.baseUrl}api/components/` && exchange.status === 200) {
      const fields = WEBLATE_FIELDS.filter((f) => exchange.body!.includes(`"${f}":`));
      if (fields.length >= 2) this.seen.set('answers', `its component records carry Weblate's own fields beyond the document (${fields.join(', ')})`);
    } else if (exchange.purpose === 'format-api' && exchange.status === 406 && exchange.body.includes(DRF_406)) {
      this.seen.set('answers', `its format=api answer is Django REST framework's refusal ("${DRF_406}."), as Weblate's API gives it`);
    }
  }

  /** One kind of evidence so far: the API root, one GET, settles it. */
  get wantsRoot(): boolean {
    return this.seen.size === 1 && !this.seen.has('root');
  }

  /** What makes the target look like Weblate: two kinds of evidence or more; undefined otherwise. */
  evidence(): string[] | undefined {
    return this.seen.size >= 2 ? [...this.seen.values()] : undefined;
  }
}

function rootKeys(body: string): Set<string> {
  try {
    const v: unknown = JSON.parse(body);
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? new Set(Object.keys(v)) : new Set();
  } catch {
    return new Set();
  }
}

/**
 * Every finding that departs from the document (error or warning, after the user's own exclusions and
 * severities), tallied against a shipped profile: accepted by which exclusion, or not.
 */
export class ProfileTally {
  readonly accepted = new Map<string, { findings: number; because: string }>();
  rejected = 0;
  private readonly match: (f: Finding, recordOf?: RecordOf) => Exclusion | undefined;
  private readonly named: ReadonlySet<string>;

  constructor(
    readonly profile: string,
    exclude: readonly Exclusion[],
    baseUrl: string,
  ) {
    this.match = exclusionMatcher(baseUrl, exclude);
    this.named = new Set(exclude.map((x) => x.requirement));
  }

  /** `recordOf`: the record the finding lies in, for exclusions that pin its values. */
  count(f: Finding, recordOf?: RecordOf): void {
    if (f.severity === 'note') return;
    const x = this.named.has(f.requirement) ? this.match(f, recordOf) : undefined;
    if (!x) {
      this.rejected++;
      return;
    }
    const a = this.accepted.get(f.requirement);
    if (a) a.findings++;
    else this.accepted.set(f.requirement, { findings: 1, because: x.because });
  }

  /** Some findings, and every one of them accepted by the profile. */
  get coversAll(): boolean {
    return this.rejected === 0 && this.accepted.size > 0;
  }
}

/** The product a shipped profile is made for, and how to recognise it. */
const PRODUCTS = [{ profile: 'weblate-5', product: 'Weblate', signs: (baseUrl: string) => new WeblateSigns(baseUrl) }] as const;

/** What a run keeps to tell whether a shipped profile fits the target. */
export interface ProductWatch {
  product: string;
  signs: WeblateSigns;
  tally: ProfileTally;
}

/**
 * The watches of a run: one per shipped profile with a known product. A run that already uses the
 * profile sees its departures as notes, which the tally does not count, so it is suggested nothing.
 * The profile is read (and validated) when the first finding is tallied, not before the first request.
 */
export function productWatches(baseUrl: string): ProductWatch[] {
  const shipped = new Set(profileNames());
  return PRODUCTS.filter((p) => shipped.has(p.profile)).map((p) => {
    let tally: ProfileTally | undefined;
    return {
      product: p.product,
      signs: p.signs(baseUrl),
      get tally(): ProfileTally {
        return (tally ??= new ProfileTally(p.profile, loadProfile(p.profile, PACKAGE_ROOT).config.exclude ?? [], baseUrl));
      },
    };
  });
}

/** The suggestion a watch makes at the end of a run, if the target looks like its product and the profile covers every finding. */
export function suggestionOf(watch: ProductWatch): Suggestion | undefined {
  const evidence = watch.signs.evidence();
  if (!evidence || !watch.tally.coversAll) return undefined;
  const changes = [...watch.tally.accepted.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([requirement, a]) => ({ requirement, findings: a.findings, because: a.because }));
  // Two kinds of evidence at least (evidence()), one accepted requirement at least (coversAll).
  return { profile: watch.tally.profile, product: watch.product, evidence: evidence as Suggestion['evidence'], changes: changes as Suggestion['changes'] };
}
