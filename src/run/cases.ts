/**
 * The cases corpus (cases/*.json): loading, expanding, linting and running. Cases are data; this
 * file only reads them, expands their base fixtures (cases/fixtures/*.json) and generators, applies
 * their RFC 6902 patches, and runs them through the same engine that check and validate use.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { applyPatch, Pointer, type Operation } from 'rfc6902';
import type { Case, CaseFile, ExpandedCase, GenerateDirective, PatchOperation } from '../generated/case.js';
import type { EngineResult } from '../rules/engine.js';
import { Engine } from '../rules/engine.js';
import { isRequirementId } from '../catalogue/requirements.js';
import { CASES_DIR, PACKAGE_ROOT } from '../base/paths.js';
import { loadProfile } from '../options/config.js';
import { exclusionTransform } from './exclusions.js';
import { validator, type ErrorObject } from '../base/schemas.js';
import { FileError } from '../base/errors.js';

export const DEFAULT_CASE_BASE = 'http://weblate.test/';

export interface LoadedCase extends ExpandedCase {
  file: string;
  family: CaseFile['family'];
  /** The fixtures the case's data is built from (directly, or through a generator). */
  fixtures: string[];
  /** Patch operations that change nothing (a replace or add of the value already there), by place. */
  idle: string[];
}

/**
 * The base fixtures: cases/fixtures/<name>.json, each a clean JSON value defined once. A fixture may
 * itself name other fixtures (a clean list page holds the clean record), so nothing is written twice.
 */
export type Fixtures = ReadonlyMap<string, unknown>;

export function loadFixtures(dir = CASES_DIR): Fixtures {
  const fixtureDir = path.join(dir, 'fixtures');
  const out = new Map<string, unknown>();
  if (!existsSync(fixtureDir)) return out;
  for (const name of readdirSync(fixtureDir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    try {
      out.set(name.slice(0, -'.json'.length), JSON.parse(readFileSync(path.join(fixtureDir, name), 'utf8')));
    } catch (err) {
      throw new FileError(`fixtures/${name}: not JSON: ${(err as Error).message}`);
    }
  }
  return out;
}

export function loadCaseFiles(dir = CASES_DIR): { file: string; data: CaseFile }[] {
  const names = readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort();
  const validate = validator('case.schema.json');
  return names.map((name) => {
    const file = path.join(dir, name);
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch (err) {
      throw new FileError(`${name}: not JSON: ${(err as Error).message}`);
    }
    if (!validate(data)) throw new FileError(`${name}: not a case file: ${describe(validate.errors)}`);
    return { file: name, data: data as CaseFile };
  });
}

/**
 * The schema error that says most: the deepest one, since a template is an anyOf whose branches all
 * fail at its top while the branch the author meant fails deeper.
 */
function describe(errors: ErrorObject[] | null | undefined): string {
  // Among the deepest, a branch's const (one generator's name) says less than the list of all names.
  const score = (x: ErrorObject) => x.instancePath.length * 2 + (x.keyword === 'const' ? 0 : 1);
  const e = (errors ?? []).reduce<ErrorObject | undefined>((best, x) => (!best || score(x) > score(best) ? x : best), undefined);
  return `${e?.instancePath || '/'} ${e?.message ?? ''}`;
}

/** Every case of cases/, expanded: what the engine is fed, validated against the exchange and case schemas. */
export function loadCases(dir = CASES_DIR): LoadedCase[] {
  const fixtures = loadFixtures(dir);
  const validate = validator('case.schema.json#/$defs/expandedCase');
  return loadCaseFiles(dir).flatMap(({ file, data }) =>
    data.cases.map((c) => {
      const where = `${file}: "${c.description}"`;
      const { expanded, used, idle } = expandCase(c, fixtures, where);
      if (!validate(expanded)) throw new FileError(`${where}: expands to no valid case: ${describe(validate.errors)}`);
      return { ...expanded, file, family: data.family, fixtures: [...used].sort(), idle };
    }),
  );
}

/** The case with every directive expanded; `used` names the fixtures it drew on, `idle` the operations that change nothing. */
export function expandCase(c: Case, fixtures: Fixtures, where = `"${c.description}"`): { expanded: ExpandedCase; used: Set<string>; idle: string[] } {
  const used = new Set<string>();
  const idle: string[] = [];
  const x = new Expander(fixtures, used, idle, where);
  const expanded: ExpandedCase = {
    description: c.description,
    requirement: c.requirement,
    ...(c.options && { options: c.options }),
    ...(c.documents && {
      documents: c.documents.map((d, i) => ({ ...d, body: x.expand(d.body, `/documents/${i}/body`) })) as NonNullable<ExpandedCase['documents']>,
    }),
    ...(c.exchanges && { exchanges: c.exchanges.map((e, i) => x.expand(e, `/exchanges/${i}`)) as unknown as NonNullable<ExpandedCase['exchanges']> }),
    expect: c.expect,
    ...(c.notes && { notes: c.notes }),
  };
  return { expanded, used, idle };
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

class Expander {
  constructor(
    private readonly fixtures: Fixtures,
    private readonly used: Set<string>,
    private readonly idle: string[],
    private readonly where: string,
  ) {}

  fail(at: string, message: string): never {
    throw new FileError(`${this.where}: ${at}: ${message}`);
  }

  /** Fixtures being expanded, innermost last: a fixture may be built from others, never from itself. */
  private readonly open: string[] = [];

  fixture(name: string, at: string): Json {
    if (!this.fixtures.has(name)) this.fail(at, `no fixture ${name} in cases/fixtures/`);
    if (this.open.includes(name)) this.fail(at, `fixture ${[...this.open, name].join(' → ')} refers to itself`);
    this.used.add(name);
    this.open.push(name);
    try {
      return this.expand(structuredClone(this.fixtures.get(name)), `${at} (fixture ${name})`);
    } finally {
      this.open.pop();
    }
  }

  expand(node: unknown, at: string): Json {
    if (Array.isArray(node)) return node.map((v, i) => this.expand(v, `${at}/${i}`));
    if (node === null || typeof node !== 'object') return node as Json;
    const o = node as Record<string, unknown>;
    let value: Json;
    if (typeof o.$base === 'string') value = this.fixture(o.$base, at);
    else if (typeof o.$generate === 'string') value = this.generate(o as GenerateDirective, at);
    else return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, this.expand(v, `${at}/${k}`)]));
    if (o.rebase) value = rebase(value, Object.entries(o.rebase as Record<string, string>));
    const patch = o.patch as PatchOperation[] | undefined;
    if (!patch) return value;
    const ops = patch.map((op, i) => (op.value === undefined ? op : { ...op, value: this.expand(op.value, `${at}/patch/${i}/value`) })) as Operation[];
    // The value sits under a holder, so an operation on the whole value (path "") applies like any other.
    const holder = { value };
    for (const [i, op] of ops.entries()) {
      if (isIdle(holder.value, op)) this.idle.push(`${at}/patch/${i} (${op.op} ${op.path})`);
      const under = { ...op, path: `/value${op.path}`, ...('from' in op ? { from: `/value${op.from}` } : {}) } as Operation;
      const [error] = applyPatch(holder, [under]);
      if (error) this.fail(`${at}/patch/${i} (${op.op} ${op.path})`, patchError(error, op));
    }
    return holder.value;
  }

  generate(d: GenerateDirective, at: string): Json {
    switch (d.$generate) {
      case 'statistics-items': {
        const item = d.item ?? 'statistics-item-complete';
        if (d.codes)
          return this.statisticsItems(
            d.component,
            item,
            d.codes.map((code) => [code, code]),
            at,
          );
        const languages = this.fixture('languages', at) as [string, string][];
        const from = d.from ?? 0;
        const count = d.count ?? 0;
        if (from + count > languages.length) this.fail(at, `statistics-items: only ${languages.length} languages in the languages fixture`);
        return this.statisticsItems(d.component, item, languages.slice(from, from + count), at);
      }
      case 'component':
        return this.component(d.slug, d.name, d.id, at);
      case 'json-text':
        return JSON.stringify(this.expand(d.value, `${at}/value`));
    }
  }

  /** Items of one component's statistics list: the fixture item once per language, in the given order. */
  statisticsItems(component: string, fixture: string, languages: [string, string][], at: string): Json {
    const item = this.fixture(fixture, at) as Record<string, Json>;
    return languages.map(([code, name]) => ({
      ...item,
      code,
      name,
      url: `${DEFAULT_CASE_BASE}projects/${component}/${code}/`,
      translate_url: `${DEFAULT_CASE_BASE}translate/${component}/${code}/`,
    }));
  }

  /** A list-shaped component record like the fixture component-android, under another slug, name and id. */
  component(slug: string, name: string, id: number, at: string): Json {
    const record = this.fixture('component-android', at) as Record<string, Json>;
    const from = record.slug as string;
    const project = (record.project as Record<string, Json>).slug as string;
    const rename = (v: Json): Json =>
      typeof v === 'string'
        ? v
            .split(`/${project}/${from}/`)
            .join(`/${project}/${slug}/`)
            .replace(new RegExp(`^${from}/`), `${slug}/`)
        : v;
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(record)) out[k] = k.endsWith('_url') || RENAMED_PATHS.has(k) ? rename(v) : v;
    return { ...out, slug, name, id, addons: [`${DEFAULT_CASE_BASE}api/addons/${id}/`] };
  }
}

/** Why an operation did not apply, in words that name its place. */
function patchError(error: Error, op: Operation): string {
  if (error.name === 'TestError') {
    const { actual, expected } = error as unknown as { actual: unknown; expected: unknown };
    return `test operation failed: the value is ${JSON.stringify(actual)}, not ${JSON.stringify(expected)}`;
  }
  if (error.name === 'MissingError') return `no value at ${op.op === 'move' || op.op === 'copy' ? `${op.from} or ` : ''}${op.path}`;
  return error.message;
}

/** Whether the operation leaves the value as it is: a replace, or an add to an object, of the value already there. */
function isIdle(value: Json, op: Operation): boolean {
  if ((op.op !== 'replace' && op.op !== 'add') || op.path === '') return false;
  const { parent, key } = Pointer.fromJSON(op.path).evaluate(value) as { parent: unknown; key: string };
  // an add into an array inserts, so it always changes the array
  if (op.op === 'add' && Array.isArray(parent)) return false;
  return parent !== null && typeof parent === 'object' && Object.hasOwn(parent, key) && isDeepStrictEqual((parent as Record<string, unknown>)[key], op.value);
}

/** The value with every string that starts with one of the prefixes moved under that prefix's replacement. */
function rebase(value: Json, prefixes: [string, string][]): Json {
  if (typeof value === 'string') {
    const hit = prefixes.find(([from]) => value.startsWith(from));
    return hit ? hit[1] + value.slice(hit[0].length) : value;
  }
  if (Array.isArray(value)) return value.map((v) => rebase(v, prefixes));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rebase(v, prefixes)]));
}

/** The fields of a component record besides its *_url addresses that hold its slug. */
const RENAMED_PATHS = new Set(['url', 'git_export', 'filemask', 'template', 'new_base']);

/** Problems with the corpus itself: duplicate descriptions, unknown IDs, unsorted expectations, idle patch operations. */
export function lintCases(cases: LoadedCase[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const c of cases) {
    const where = `${c.file}: "${c.description}"`;
    if (seen.has(c.description)) problems.push(`${where}: description used twice`);
    seen.add(c.description);
    if (!isRequirementId(c.requirement)) problems.push(`${where}: cites unknown requirement ${c.requirement}`);
    for (const key of ['expect', 'notes'] as const) {
      const ids = c[key] ?? [];
      for (const id of ids) if (!isRequirementId(id)) problems.push(`${where}: ${key} names unknown requirement ${id}`);
      const sorted = [...ids].sort();
      if (ids.join() !== sorted.join()) problems.push(`${where}: ${key} is not sorted`);
    }
    if ((c.documents === undefined) === (c.exchanges === undefined)) problems.push(`${where}: needs documents or exchanges, not both or neither`);
    for (const place of c.idle ?? []) problems.push(`${where}: ${place} changes nothing`);
  }
  return problems;
}

/** Fixtures of cases/fixtures/ that no case draws on (a fixture exists to be shared). */
export function unusedFixtures(cases: readonly LoadedCase[], fixtures: Fixtures): string[] {
  const used = new Set(cases.flatMap((c) => c.fixtures));
  return [...fixtures.keys()].filter((name) => !used.has(name));
}

export interface CaseRun {
  /** Requirement IDs with findings at error or warning severity, sorted. */
  ids: string[];
  /** Requirement IDs with note findings, sorted. */
  notes: string[];
  result: EngineResult;
}

export function runCase(c: ExpandedCase): CaseRun {
  const baseUrl = c.options?.baseUrl ?? DEFAULT_CASE_BASE;
  // A profile's exclusions apply as check applies them, each finding as it is reported.
  const profile = c.options?.profile;
  const transform = profile === undefined ? undefined : exclusionTransform(baseUrl, new Map(), loadProfile(profile, PACKAGE_ROOT).config.exclude ?? []);
  const engine = new Engine(
    {
      baseUrl,
      webBaseUrl: c.options?.webBaseUrl,
      componentPageSize: c.options?.componentPageSize,
      mode: c.documents ? 'validate' : 'check',
    },
    transform ? { hook: { transform } } : {},
  );
  if (c.documents) {
    for (const [i, d] of c.documents.entries()) engine.addDocument({ kind: d.kind, url: d.url ?? `case:document/${i}`, body: d.body });
  } else {
    for (const ex of c.exchanges ?? []) engine.add(ex);
  }
  const result = engine.finish();
  const ids = new Set<string>();
  const notes = new Set<string>();
  for (const f of result.findings) (f.severity === 'note' ? notes : ids).add(f.requirement);
  return { ids: [...ids].sort(), notes: [...notes].sort(), result };
}
