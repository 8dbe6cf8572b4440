/**
 * Where `check`'s options come from, and in what order: the command line, then STRINGENT_*
 * environment variables, then stringent.config.json (found from the working directory upward, or
 * named by --config), then the profile (--profile, STRINGENT_PROFILE or the file's "profile"), then
 * the defaults. Severities merge per requirement and exclusions add up; every other option is
 * taken whole from the first source that sets it. Every bad value is one line naming its source,
 * the value and what is accepted.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { lilconfigSync } from 'lilconfig';
import { BadOptionError, FileError } from '../base/errors.js';
import type { Config, Exclusion } from '../generated/config.js';
import { exclusionProblem } from './exclusion.js';
import { PROFILE_DIR, profileNames } from './profiles.js';
import { REQUIREMENT_IDS, isRequirementId, type RequirementId } from '../catalogue/requirements.js';
import { validator } from '../base/schemas.js';
import { nearest, suggest } from '../base/suggest.js';
import { reportersAt } from '../base/reporter-names.js';
import { checkValue, ENV_EXTRA, FILE_KEYS, ENV_OPTIONS, envName, FILE_OPTIONS, keyOf, parseSize, type OptionSpec } from './table.js';

export type { Config, Exclusion };
export type SeverityLevel = 'error' | 'warning' | 'note' | 'off';

export const CONFIG_FILE = 'stringent.config.json';
export { PROFILE_DIR, profileNames };

export { envName, parseSize };

/** Variables of the project's own test setup, not options of the kit. */
const ENV_IGNORED = new Set(['STRINGENT_REQUIRE_SYSTEM_TOOLS']);

/** A requirement ID as typed, any case → the catalogue's ID; unknown → one line with the nearest IDs. */
export function requirementId(typed: string, source: string): RequirementId {
  const id = typed.trim().toUpperCase();
  if (isRequirementId(id)) return id;
  const near = nearest(id, REQUIREMENT_IDS, 3);
  throw new BadOptionError(
    `${source} names an unknown requirement ${typed}${near.length ? `; did you mean ${near.join(', ')}?` : ''} (all IDs: stringent rules)`,
  );
}

/** The families' prefixes as globs, for a glob that matches nothing. */
function prefixGlobs(): string[] {
  return [...new Set(REQUIREMENT_IDS.map((id) => `${id.split('-')[0]}-*`))];
}

/**
 * Requirement IDs and globs (`STA-*`, `pag-next`), each text possibly a comma list → the IDs they
 * name, in catalogue order. An unknown ID, or a glob that matches nothing, is one line with the nearest.
 */
export function requirementPatterns(texts: readonly string[], source: string): RequirementId[] {
  const chosen = new Set<RequirementId>();
  for (const typed of texts
    .flatMap((t) => t.split(','))
    .map((t) => t.trim())
    .filter(Boolean)) {
    if (!/[*?]/.test(typed)) {
      chosen.add(requirementId(typed, source));
      continue;
    }
    const re = new RegExp(
      `^${typed
        .toUpperCase()
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
        .replace(/\?/g, '.')}$`,
    );
    const hits = REQUIREMENT_IDS.filter((id) => re.test(id));
    if (hits.length === 0) {
      const near = nearest(typed, prefixGlobs(), 3);
      throw new BadOptionError(
        `${source} ${typed} matches no requirement${near.length ? `; did you mean ${near.join(', ')}?` : ''} (all IDs: stringent rules)`,
      );
    }
    for (const id of hits) chosen.add(id);
  }
  return REQUIREMENT_IDS.filter((id) => chosen.has(id));
}

const LEVELS: readonly SeverityLevel[] = ['error', 'warning', 'note', 'off'];

/** `ID=level` pairs → overrides, IDs in any case. */
export function parseSeverities(specs: readonly string[], source = '--severity'): Record<string, SeverityLevel> {
  const out: Record<string, SeverityLevel> = {};
  for (const spec of specs) {
    const m = /^([^=]+)=(.*)$/.exec(spec);
    if (!m) throw new BadOptionError(`${source} takes ID=error|warning|note|off, not ${spec}`);
    const id = requirementId(m[1]!, source);
    const level = m[2]!.trim().toLowerCase();
    if (!(LEVELS as readonly string[]).includes(level))
      throw new BadOptionError(`${source} ${id}= takes error, warning, note or off, not ${m[2]!.trim() || '(nothing)'}${suggest(level, LEVELS)}`);
    out[id] = level as SeverityLevel;
  }
  return out;
}

/** One option's value from text (command line or environment), validated; `source` names it in errors. */
export function parseText(s: OptionSpec, text: string, source: string): unknown {
  const t = text.trim();
  switch (s.kind) {
    case 'integer':
    case 'number': {
      const n = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(t) ? Number(t) : NaN;
      const min = s.min ?? 0;
      if (s.kind === 'integer' && (!Number.isSafeInteger(n) || n < min))
        throw new BadOptionError(`${source} takes a whole number of at least ${min}, not ${text || '(nothing)'}`);
      if (s.kind === 'number' && (!Number.isFinite(n) || (s.above ? n <= min : n < min)))
        throw new BadOptionError(`${source} takes a number ${s.above ? 'above' : 'of at least'} ${min}, not ${text || '(nothing)'}`);
      return n;
    }
    case 'boolean': {
      const v = t.toLowerCase();
      if (['1', 'true', 'yes', 'on'].includes(v)) return true;
      if (['0', 'false', 'no', 'off', ''].includes(v)) return false;
      throw new BadOptionError(`${source} takes true or false (or 1, 0, yes, no), not ${text}`);
    }
    case 'choice': {
      const choices = s.choices ?? [];
      if (!choices.includes(t))
        throw new BadOptionError(
          `${source} takes ${choices.slice(0, -1).join(', ')} or ${choices[choices.length - 1]}, not ${text || '(nothing)'}${suggest(t, choices)}`,
        );
      return t;
    }
    case 'size':
      parseSize(t, source);
      return t;
    case 'rate':
    case 'duration':
      checkValue(s, t, source);
      return t;
    case 'list':
      return t
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
    case 'lines':
      return t
        .split(/\r?\n/)
        .map((x) => x.trim())
        .filter(Boolean);
    case 'severity':
      return parseSeverities(
        t
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
        source,
      );
    case 'ids': {
      const list = t
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
      requirementPatterns(list, source);
      return list;
    }
    default:
      if (t === '') throw new BadOptionError(`${source} is empty`);
      return t;
  }
}

/** STRINGENT_* variables → options. Unknown STRINGENT_ names are reported through `warn`. */
export function readEnv(env: Record<string, string | undefined>, warn: (line: string) => void = () => undefined): Config {
  const out: Record<string, unknown> = {};
  const known = new Map(ENV_OPTIONS.map((s) => [envName(s.name), s]));
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith('STRINGENT_') || value === undefined || ENV_IGNORED.has(name) || ENV_EXTRA.includes(name)) continue;
    const s = known.get(name);
    if (!s) {
      warn(`stringent: ignoring unknown environment variable ${name}${suggest(name, [...known.keys(), ...ENV_EXTRA])}`);
      continue;
    }
    if (value === '') continue;
    out[keyOf(s)] = parseText(s, value, name);
  }
  return out;
}

function formatAjvError(file: string, e: { instancePath: string; message?: string; params?: Record<string, unknown>; keyword: string }, data: unknown): string {
  const at = e.instancePath === '' ? '' : e.instancePath.slice(1).replaceAll('/', '.');
  let value: unknown = data;
  for (const p of e.instancePath.split('/').slice(1)) value = (value as Record<string, unknown> | undefined)?.[p];
  if (e.keyword === 'additionalProperties') {
    const extra = String(e.params?.additionalProperty);
    const props = at === '' ? FILE_OPTIONS.map(keyOf).concat(FILE_KEYS) : ['requirement', 'url', 'method', 'pointer', 'actual', 'because'];
    return `${file}: ${at ? `${at}: ` : ''}unknown option "${extra}"${suggest(extra, props)}`;
  }
  const allowed = e.keyword === 'enum' ? ` (${(e.params?.allowedValues as unknown[]).join(', ')})` : '';
  return `${file}: ${at || 'the file'} ${e.message ?? 'is not valid'}${allowed}, not ${JSON.stringify(value)}`;
}

/** A configuration or profile document, validated by schemas/config.schema.json, IDs normalised. */
export function checkConfig(data: unknown, file: string): Config {
  const v = validator('config.schema.json');
  if (!v(data)) throw new BadOptionError(formatAjvError(file, v.errors![0]!, data));
  const c = data as Config;
  if (c.severity) {
    const out: Record<string, SeverityLevel> = {};
    for (const [id, level] of Object.entries(c.severity)) if (level !== undefined) out[requirementId(id, `${file}: severity`)] = level;
    c.severity = out;
  }
  for (const [i, x] of (c.exclude ?? []).entries()) {
    x.requirement = requirementId(x.requirement, `${file}: exclude[${i}]`);
    const problem = exclusionProblem(x);
    if (problem !== undefined) throw new BadOptionError(`${file}: exclude[${i}].${problem}`);
  }
  if (typeof c.maxBodySize === 'string') parseSize(c.maxBodySize, `${file}: maxBodySize`);
  if (c.only) requirementPatterns(c.only, `${file}: only`);
  if (c.skip) requirementPatterns(c.skip, `${file}: skip`);
  return c;
}

function readJson(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new FileError(`cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new FileError(`${file} is not JSON: ${err instanceof Error ? err.message : String(err)}`);
  }
}

export interface LoadedConfig {
  config: Config;
  /** The file it came from. */
  file: string;
}

/**
 * The configuration file: `explicit` (--config or STRINGENT_CONFIG) or stringent.config.json in
 * `cwd` or the nearest folder above it. Undefined when there is none.
 */
export function loadConfigFile(explicit: string | undefined, cwd: string): LoadedConfig | undefined {
  if (explicit !== undefined) {
    const file = path.resolve(cwd, explicit);
    if (!existsSync(file)) throw new FileError(`the configuration file ${explicit} does not exist (--config)`);
    return { config: nearFile(checkConfig(readJson(file), path.relative(cwd, file) || file), file), file };
  }
  // lilconfig walks up from cwd; its stop is the file system root so that a project outside the
  // home folder (CI checkouts, containers) still finds its file.
  const found = lilconfigSync('stringent', {
    searchPlaces: [CONFIG_FILE],
    stopDir: path.parse(cwd).root,
    loaders: { '.json': (file) => readJson(file) },
  }).search(cwd);
  if (!found) return undefined;
  return { config: nearFile(checkConfig(found.config, path.relative(cwd, found.filepath) || CONFIG_FILE), found.filepath), file: found.filepath };
}

/**
 * A file's paths are relative to the file that names them: every option of kind path (ca, …) and
 * each reporter's NAME:PATH. The profile it names is found from there too (see loadProfile).
 */
function nearFile(config: Config, file: string): Config {
  const dir = path.dirname(file);
  const c = config as Record<string, unknown>;
  for (const spec of FILE_OPTIONS) if (spec.kind === 'path' && typeof c[keyOf(spec)] === 'string') c[keyOf(spec)] = path.resolve(dir, c[keyOf(spec)] as string);
  if (config.reporters !== undefined) config.reporters = reportersAt(config.reporters, dir);
  return config;
}

/** A shipped profile by name (any case), or a profile file by path. */
export function loadProfile(name: string, cwd: string): LoadedConfig {
  const byName = profileNames().find((n) => n === name.toLowerCase());
  if (byName) {
    const file = path.join(PROFILE_DIR, `${byName}.json`);
    return { config: checkConfig(readJson(file), `profile ${byName}`), file };
  }
  if (/[\\/]|\.json$/i.test(name)) {
    const file = path.resolve(cwd, name);
    if (!existsSync(file)) throw new FileError(`the profile file ${name} does not exist (--profile)`);
    const config = nearFile(checkConfig(readJson(file), name), file);
    if (config.profile !== undefined) throw new BadOptionError(`${name}: a profile cannot name another profile`);
    return { config, file };
  }
  throw new BadOptionError(
    `--profile ${name}: no such profile${suggest(name, profileNames())}; shipped profiles: ${profileNames().join(', ')} (or give a file path)`,
  );
}

export interface Layers {
  cli: Config;
  env: Config;
  file?: LoadedConfig | undefined;
  profile?: LoadedConfig | undefined;
}

/** Where the user's decisions came from, for the report to name: see CheckOptions.sources. */
export interface DecisionSources {
  /** Requirement ID → the place its severity was set. */
  severity: Record<string, string>;
  only?: string;
  skip?: string;
}

/**
 * The place each decision was made, the last layer that set it winning as in mergeLayers: the
 * command line's flag (--severity), the environment's variable (STRINGENT_SEVERITY), the
 * configuration file as `file` names it, the profile as `profile` names it.
 */
export function decisionSources(layers: Layers, places: { file?: string | undefined; profile?: string | undefined }): DecisionSources {
  const order: [Config | undefined, (option: string) => string][] = [
    [layers.profile?.config, () => places.profile ?? 'the profile'],
    [layers.file?.config, () => places.file ?? 'the configuration file'],
    [layers.env, (option) => envName(option)],
    [layers.cli, (option) => `--${option}`],
  ];
  const out: DecisionSources = { severity: {} };
  for (const [layer, place] of order) {
    if (!layer) continue;
    for (const id of Object.keys(layer.severity ?? {})) out.severity[id] = place('severity');
    if (layer.only !== undefined) out.only = place('only');
    if (layer.skip !== undefined) out.skip = place('skip');
  }
  return out;
}

/** The options in effect: CLI > env > file > profile; severities merged per ID; exclusions added up. */
export function mergeLayers(layers: Layers): Config {
  const order = [layers.profile?.config ?? {}, layers.file?.config ?? {}, layers.env, layers.cli];
  const out: Record<string, unknown> = {};
  for (const layer of order)
    for (const [k, v] of Object.entries(layer))
      if (v !== undefined && k !== 'severity' && k !== 'exclude' && k !== '$schema' && k !== 'description') out[k] = v;
  const severity: Record<string, SeverityLevel> = {};
  for (const layer of order) Object.assign(severity, layer.severity ?? {});
  if (Object.keys(severity).length > 0) out.severity = severity;
  const exclude = order.flatMap((l) => l.exclude ?? []);
  if (exclude.length > 0) out.exclude = exclude;
  return out;
}
