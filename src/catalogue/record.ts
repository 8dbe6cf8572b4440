/**
 * The shape of one requirement's record. Records are grouped in one file per family
 * (transport.ts, urls.ts, …); requirements.ts joins them into the catalogue and derives the closed
 * union of IDs from them, so an ID that is not in a record does not compile.
 */

export type RequirementClass = 'core' | 'recommended';
export type Severity = 'error' | 'warning' | 'note';
export type Family = 'transport' | 'urls' | 'pagination' | 'statistics' | 'components' | 'snapshots' | 'client';

/** One finding code of a requirement: how its message is written. */
export interface FindingCode {
  /** Template of the message, placeholders `{name}` filled from the finding's args. */
  readonly message: string;
  /** Args that are measurements (counts, sizes, times, observed values that vary run to run): left out of identity. */
  readonly measured?: readonly string[];
  /**
   * How to see the finding where the one answer its reproducer fetches does not show it, said beside
   * that reproducer: the departure is seen across several answers (a list walked page by page, a
   * record in two places, HEAD beside GET, where `how` also says how to read the bytes an HTTP
   * client discards after a HEAD answer), or between fetches of one address (drift). Absent: that
   * one answer shows it.
   */
  readonly seen?: FindingSeen;
}

/** Where a finding is seen when one answer does not show it (see FindingCode's `seen`). */
export interface FindingSeen {
  readonly by: 'answers' | 'drift';
  /** What to fetch and compare, in a sentence. */
  readonly how: string;
}

/** How a reproducer introduces a FindingSeen. */
export const SEEN_BY: Readonly<Record<FindingSeen['by'], string>> = {
  answers: 'one answer does not show this; it is seen across several',
  drift: "the data changed between the kit's fetches; fetching again shows it as it is now",
};

/**
 * The codes of a schema problem (src/rules/common/schema-findings.ts), shared by every requirement
 * whose part of a document a schema judges: a required field missing, or another schema error.
 */
export const SCHEMA_CODES = {
  'missing-field': { message: 'required field {field} is missing' },
  invalid: { message: '{field} {problem}{found}', measured: ['found'] },
} as const satisfies Readonly<Record<string, FindingCode>>;

/** A record as written in a family file. */
export interface RequirementRecord {
  readonly id: string;
  /** `core`: what the API document states (severity error); `recommended`: what it implies (severity warning). */
  readonly class: RequirementClass;
  /** Section(s) of the API document the requirement traces to. */
  readonly section: string;
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
  /** Why the requirement matters to a client, in one or two sentences (`stringent rules ID`). */
  readonly why: string;
  /** How a deployment fixes a failure of it, where more can be said than the title. */
  readonly fix?: string;
  /** Options that change how it is judged, beyond --severity and exclude (one line each: `--flag: what`). */
  readonly options?: readonly string[];
  /**
   * Its finding codes (kebab-case, unique within the requirement) with their message templates.
   * Examples are not written here: `stringent rules ID` shows the passing and failing case of cases/
   * that name the requirement; profile overrides live in profiles/ (exclusions by requirement).
   */
  readonly codes: Readonly<Record<string, FindingCode>>;
}

/** A requirement of the catalogue: its record, with its family and default severity. */
export interface Requirement<Id extends string = string> {
  readonly id: Id;
  readonly class: RequirementClass;
  readonly severity: Severity;
  readonly section: string;
  readonly family: Family;
  readonly title: string;
  readonly precondition: string;
  readonly notApplicable: string;
  readonly optIn?: RequirementRecord['optIn'];
  readonly unfaultable?: string;
  readonly why: string;
  readonly fix?: string;
  readonly options?: readonly string[];
  readonly codes: Readonly<Record<string, FindingCode>>;
}

/** The records of one family, typed as written (IDs and codes as literals). */
export interface FamilyRecords<T extends readonly RequirementRecord[]> {
  readonly family: Family;
  readonly records: T;
}

export function defineFamily<const T extends readonly RequirementRecord[]>(family: Family, records: T): FamilyRecords<T> {
  return { family, records };
}

/** The requirement a record describes (field order kept stable: it is what `stringent rules --json` prints). */
export function toRequirement<Id extends string>(family: Family, r: RequirementRecord & { id: Id }): Requirement<Id> {
  return {
    id: r.id,
    class: r.class,
    severity: r.class === 'core' ? 'error' : 'warning',
    section: r.section,
    family,
    title: r.title,
    precondition: r.precondition,
    notApplicable: r.notApplicable,
    ...(r.optIn ? { optIn: r.optIn } : {}),
    ...(r.unfaultable ? { unfaultable: r.unfaultable } : {}),
    why: r.why,
    ...(r.fix ? { fix: r.fix } : {}),
    ...(r.options ? { options: r.options } : {}),
    codes: r.codes,
  };
}
