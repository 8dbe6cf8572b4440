/**
 * Component records (§2.3–2.5) and statistics items (§2.2) as plain objects, fields in the order
 * of the document. Pure: dataset in, JSON-ready objects out; faults change exactly their field.
 */
import type { DatasetComponent, DatasetLanguage, DatasetProject, DatasetTranslation } from '../src/generated/dataset.js';
import { resolveConfig } from './defaults.js';
import type { FaultSet } from './faults.js';
import { otherOrigin, type Urls } from './urls.js';

export interface Model {
  urls: Urls;
  faults: FaultSet;
  projects: ReadonlyMap<string, DatasetProject>;
  languages: ReadonlyMap<string, DatasetLanguage>;
}

export type Shape = 'list' | 'older';

type Json = Record<string, unknown>;

/** A percentage truncated to one decimal (§2.2 rule 1), in integer arithmetic. */
export function percent(count: number, total: number, faults?: FaultSet): number {
  const tenths = (count * 1000) / total;
  if (faults?.has('STA-PCT-TRUNCATED')) return Math.round(tenths) / 10;
  if (faults?.has('STA-PCT-DECIMALS')) return Math.floor(tenths) * 0.1;
  return Math.floor(tenths) / 10;
}

function language(m: Model, code: string, shape: Shape): Json {
  const l = m.languages.get(code)!;
  const out: Json = {
    code: l.code,
    name: l.name,
    plural: { id: l.plural.id, source: l.plural.source, number: l.plural.number, formula: l.plural.formula, type: l.plural.type },
    aliases: l.aliases ?? [],
    direction: l.direction ?? 'ltr',
  };
  if (m.faults.has('CMP-LANGUAGE')) delete out.direction;
  if (shape === 'list') out.population = l.population ?? 0;
  out.web_url = m.urls.languageWeb(l.code);
  out.url = m.urls.language(l.code);
  out.statistics_url = m.faults.has('URL-LANGUAGE-SHAPE') ? `${m.urls.language(l.code)}stats/` : `${m.urls.language(l.code)}statistics/`;
  return out;
}

function project(m: Model, slug: string, shape: Shape): Json {
  const p = m.projects.get(slug)!;
  const api = m.urls.project(p.slug);
  const out: Json = {
    name: p.name,
    slug: p.slug,
    id: p.id,
    web: p.web ?? '',
    web_url: m.urls.projectWeb(p.slug),
    url: api,
    components_list_url: `${api}components/`,
    repository_url: `${api}repository/`,
    statistics_url: `${api}statistics/`,
    changes_list_url: `${api}changes/`,
    languages_url: m.faults.has('URL-PROJECT-SHAPE') ? `${api}language/` : `${api}languages/`,
    translation_review: p.translation_review ?? false,
    source_review: p.source_review ?? false,
    set_language_team: p.set_language_team ?? true,
    instructions: p.instructions ?? '',
  };
  if (shape === 'older') out.mail = p.mail ?? '';
  if (!m.faults.has('CMP-PROJECT')) out.enable_hooks = p.enable_hooks ?? true;
  out.language_aliases = p.language_aliases ?? '';
  return out;
}

/**
 * One component record. `list` is the shape of list elements (and of most instance answers);
 * `older` the older-shaped instance record (§2.3 notes). `instance` marks an answer of §4.2.
 */
export function componentRecord(m: Model, c: DatasetComponent, shape: Shape, instance: boolean, id = c.id): Json {
  const f = m.faults;
  const cfg = resolveConfig(c);
  const u = m.urls;
  const url = u.component(c.project, c.slug);
  const older = shape === 'older';
  const r: Json = {
    name: c.name,
    slug: c.slug,
    id,
    source_language: language(m, c.source_language, shape),
    project: project(m, c.project, shape),
    vcs: cfg.vcs,
    repo: cfg.repo,
    git_export: u.gitExport(c.project, c.slug),
    branch: instance && f.has('CMP-LIST-MATCHES-INSTANCE') ? `${cfg.branch}-next` : cfg.branch,
    push_branch: cfg.push_branch,
    filemask: f.has('CMP-FILEMASK') ? cfg.filemask.replaceAll('*', c.source_language) : cfg.filemask,
    template: cfg.template,
    edit_template: cfg.edit_template,
    intermediate: cfg.intermediate,
    new_base: cfg.new_base,
    file_format: cfg.file_format,
    license: cfg.license,
    license_url: cfg.license_url,
    agreement: cfg.agreement,
    web_url: u.componentWeb(c.project, c.slug),
    url,
    repository_url: u.componentPart(c.project, c.slug, 'repository'),
    translations_url: u.componentPart(c.project, c.slug, 'translations'),
    statistics_url: u.componentPart(c.project, c.slug, 'statistics') + (f.has('URL-COMPONENT-SHAPE') ? '?format=json' : ''),
    lock_url: f.has('URL-ABSOLUTE') ? otherOrigin(u.componentPart(c.project, c.slug, 'lock')) : u.componentPart(c.project, c.slug, 'lock'),
  };
  if (!older || f.has('CMP-SHAPE-CONSISTENT')) r.links_url = u.componentPart(c.project, c.slug, 'links');
  Object.assign(r, {
    changes_list_url: u.componentPart(c.project, c.slug, 'changes'),
    task_url: null,
    new_lang: cfg.new_lang,
    language_code_style: cfg.language_code_style,
    push: cfg.push,
    check_flags: cfg.check_flags,
    priority: cfg.priority,
    enforced_checks: older
      ? f.has('CMP-ENFORCED-CHECKS')
        ? cfg.enforced_checks.join(',')
        : JSON.stringify(cfg.enforced_checks)
      : cfg.enforced_checks,
    restricted: cfg.restricted,
    repoweb: cfg.repoweb,
    report_source_bugs: cfg.report_source_bugs,
  });
  if (!f.has('CMP-SCHEMA')) r.merge_style = cfg.merge_style;
  Object.assign(r, {
    commit_message: f.has('CMP-TEMPLATES') ? cfg.commit_message.replace('}}', '}') : cfg.commit_message,
    add_message: cfg.add_message,
    delete_message: cfg.delete_message,
    merge_message: cfg.merge_message,
    addon_message: cfg.addon_message,
  });
  if (!older) r.pull_message = cfg.pull_message;
  r.allow_translation_propagation = cfg.allow_translation_propagation;
  if (!older) r.manage_units = cfg.manage_units;
  Object.assign(r, {
    enable_suggestions: cfg.enable_suggestions,
    suggestion_voting: cfg.suggestion_voting,
    suggestion_autoaccept: cfg.suggestion_autoaccept,
    push_on_commit: cfg.push_on_commit,
    commit_pending_age: cfg.commit_pending_age,
    auto_lock_error: cfg.auto_lock_error,
    language_regex: f.has('CMP-LANGUAGE-REGEX') ? '^[a-z' : cfg.language_regex,
    variant_regex: cfg.variant_regex,
    addons: cfg.addons.map((a) => (f.has('URL-ADDON-SHAPE') ? `${u.base}api/addon/${a}/` : u.addon(a))),
  });
  if (!older) {
    r.is_glossary = cfg.is_glossary;
    r.glossary_color = cfg.glossary_color;
  }
  return r;
}

function statisticsItem(m: Model, c: DatasetComponent, t: DatasetTranslation, isSource: boolean, optional: boolean): Json {
  const f = m.faults;
  const l = m.languages.get(t.language)!;
  let translated = t.translated;
  if (isSource && t.total > 0 && f.has('STA-SOURCE-COMPLETE')) translated = t.total - 1;
  const zero = t.total === 0;
  const pct = (count: number, total: number, hundredWhenEmpty: boolean): number => {
    if (total === 0) return hundredWhenEmpty && !(zero && !isSource && f.has('STA-ZERO-TOTAL')) ? 100 : 0;
    return percent(count, total, f);
  };
  let lastChange = t.last_change;
  if (lastChange !== null && f.has('STA-LAST-CHANGE')) lastChange = lastChange.replace(/\.[0-9]{6}Z$/, 'Z');
  const code = f.has('STA-CODE') ? t.language.replaceAll('_', '-') : t.language;
  const item: Json = {
    total: t.total,
    total_words: t.total_words,
    last_change: lastChange,
    recent_changes: t.recent_changes,
    translated,
    translated_words: t.translated_words,
    translated_percent: pct(translated, t.total, true),
    translated_words_percent: pct(t.translated_words, t.total_words, true),
    translated_chars: t.translated_chars,
    translated_chars_percent: pct(t.translated_chars, t.total_chars, true),
    total_chars: t.total_chars,
    fuzzy: t.fuzzy,
    fuzzy_percent: pct(t.fuzzy, t.total, false),
    failing: t.failing,
    failing_percent: pct(t.failing, t.total, false),
  };
  if (optional) {
    Object.assign(item, {
      approved: t.approved,
      approved_percent: pct(t.approved, t.total, false),
      readonly: t.readonly,
      readonly_percent: pct(t.readonly, t.total, false),
      suggestions: t.suggestions,
      comments: t.comments,
    });
  }
  Object.assign(item, {
    code,
    name: l.name,
    url: m.urls.translationWeb(c.project, c.slug, code),
    translate_url: f.has('URL-STATS-SHAPE')
      ? `${m.urls.base}zen/${encodeURIComponent(c.project)}/${encodeURIComponent(c.slug)}/${encodeURIComponent(code)}/`
      : m.urls.translate(c.project, c.slug, code),
  });
  return item;
}

/** Every statistics item of a component, source language first (§4.3 rule 4). */
export function statisticsItems(m: Model, c: DatasetComponent): Json[] {
  const f = m.faults;
  const optional = !c.statistics_without_optional;
  const source = c.translations.find((t) => t.language === c.source_language)!;
  const ordered = [source, ...c.translations.filter((t) => t !== source)];
  const items = ordered.map((t, i) =>
    statisticsItem(m, c, t, t === source, optional && !(f.has('STA-OPTIONAL-GROUP') && i % 2 === 1)),
  );
  const second = items[1];
  if (second) {
    if (f.has('STA-SCHEMA')) delete second.name;
    if (f.has('STA-COUNTS-BOUNDED') && (second.total as number) > 0) {
      const total = second.total as number;
      second.fuzzy = total + 1;
      second.fuzzy_percent = percent(total + 1, total, f);
    }
    if (f.has('STA-SOURCE-FIRST')) [items[0], items[1]] = [second, items[0]!];
  }
  return items;
}
