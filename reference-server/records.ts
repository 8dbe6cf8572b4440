/**
 * Component records (§2.3–2.5) and statistics items (§2.2) as plain objects, fields in the order
 * of the document. Pure: dataset in, JSON-ready objects out; the record and statistics hooks see
 * each one as built.
 */
import type { Dataset, DatasetComponent, DatasetLanguage, DatasetProject, DatasetTranslation } from '../src/generated/dataset.js';
import { resolveConfig } from './defaults.js';
import type { HookSet } from './hook-points.js';
import type { Urls } from './urls.js';

export interface Model {
  data: Dataset;
  urls: Urls;
  hooks: HookSet;
  projects: ReadonlyMap<string, DatasetProject>;
  languages: ReadonlyMap<string, DatasetLanguage>;
}

export type Shape = 'list' | 'older';

type Json = Record<string, unknown>;

/** A percentage truncated to one decimal (§2.2 rule 1), in integer arithmetic. */
export function percent(count: number, total: number): number {
  return Math.floor((count * 1000) / total) / 10;
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
  if (shape === 'list') out.population = l.population ?? 0;
  out.web_url = m.urls.languageWeb(l.code);
  out.url = m.urls.language(l.code);
  out.statistics_url = `${m.urls.language(l.code)}statistics/`;
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
    languages_url: `${api}languages/`,
    translation_review: p.translation_review ?? false,
    source_review: p.source_review ?? false,
    set_language_team: p.set_language_team ?? true,
    instructions: p.instructions ?? '',
  };
  if (shape === 'older') out.mail = p.mail ?? '';
  out.enable_hooks = p.enable_hooks ?? true;
  out.language_aliases = p.language_aliases ?? '';
  return out;
}

/**
 * One component record. `list` is the shape of list elements (and of most instance answers);
 * `older` the older-shaped instance record (§2.3 notes). `instance` marks an answer of §4.2.
 */
export function componentRecord(m: Model, index: number, instance: boolean): Json {
  const c = m.data.components[index]!;
  const shape: Shape = instance && c.older_instance_shape ? 'older' : 'list';
  const r = cleanRecord(m, c, shape);
  return m.hooks.record(r, {
    data: m.data,
    urls: m.urls,
    component: c,
    index,
    shape,
    instance,
    record: (other) => cleanRecord(m, m.data.components[other]!, instance && m.data.components[other]!.older_instance_shape ? 'older' : 'list'),
  });
}

function cleanRecord(m: Model, c: DatasetComponent, shape: Shape): Json {
  const cfg = resolveConfig(c);
  const u = m.urls;
  const url = u.component(c.project, c.slug);
  const older = shape === 'older';
  const r: Json = {
    name: c.name,
    slug: c.slug,
    id: c.id,
    source_language: language(m, c.source_language, shape),
    project: project(m, c.project, shape),
    vcs: cfg.vcs,
    repo: cfg.repo,
    git_export: u.gitExport(c.project, c.slug),
    branch: cfg.branch,
    push_branch: cfg.push_branch,
    filemask: cfg.filemask,
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
    statistics_url: u.componentPart(c.project, c.slug, 'statistics'),
    lock_url: u.componentPart(c.project, c.slug, 'lock'),
  };
  if (!older) r.links_url = u.componentPart(c.project, c.slug, 'links');
  Object.assign(r, {
    changes_list_url: u.componentPart(c.project, c.slug, 'changes'),
    task_url: null,
    new_lang: cfg.new_lang,
    language_code_style: cfg.language_code_style,
    push: cfg.push,
    check_flags: cfg.check_flags,
    priority: cfg.priority,
    enforced_checks: older ? JSON.stringify(cfg.enforced_checks) : cfg.enforced_checks,
    restricted: cfg.restricted,
    repoweb: cfg.repoweb,
    report_source_bugs: cfg.report_source_bugs,
  });
  r.merge_style = cfg.merge_style;
  Object.assign(r, {
    commit_message: cfg.commit_message,
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
    language_regex: cfg.language_regex,
    variant_regex: cfg.variant_regex,
    addons: cfg.addons.map((a) => u.addon(a)),
  });
  if (!older) {
    r.is_glossary = cfg.is_glossary;
    r.glossary_color = cfg.glossary_color;
  }
  return r;
}

interface ItemPlace {
  index: number;
  position: number;
  isSource: boolean;
  optional: boolean;
}

function statisticsItem(m: Model, c: DatasetComponent, t: DatasetTranslation, at: ItemPlace): Json {
  const l = m.languages.get(t.language)!;
  const served = (count: number, total: number): number => m.hooks.percent(percent(count, total), count, total);
  const pct = (count: number, total: number, hundredWhenEmpty: boolean): number => {
    if (total === 0) return hundredWhenEmpty ? 100 : 0;
    return served(count, total);
  };
  const code = t.language;
  const item: Json = {
    total: t.total,
    total_words: t.total_words,
    last_change: t.last_change,
    recent_changes: t.recent_changes,
    translated: t.translated,
    translated_words: t.translated_words,
    translated_percent: pct(t.translated, t.total, true),
    translated_words_percent: pct(t.translated_words, t.total_words, true),
    translated_chars: t.translated_chars,
    translated_chars_percent: pct(t.translated_chars, t.total_chars, true),
    total_chars: t.total_chars,
    fuzzy: t.fuzzy,
    fuzzy_percent: pct(t.fuzzy, t.total, false),
    failing: t.failing,
    failing_percent: pct(t.failing, t.total, false),
  };
  if (at.optional) {
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
    translate_url: m.urls.translate(c.project, c.slug, code),
  });
  return m.hooks.statisticsItem(item, { data: m.data, urls: m.urls, component: c, translation: t, percent: served, ...at });
}

/** Every statistics item of a component, source language first (§4.3 rule 4). */
export function statisticsItems(m: Model, index: number): Json[] {
  const c = m.data.components[index]!;
  const optional = !c.statistics_without_optional;
  const source = c.translations.find((t) => t.language === c.source_language)!;
  const ordered = [source, ...c.translations.filter((t) => t !== source)];
  const items = ordered.map((t, position) => statisticsItem(m, c, t, { index, position, isSource: t === source, optional }));
  const served = (count: number, total: number): number => m.hooks.percent(percent(count, total), count, total);
  return m.hooks.statisticsItems(items, { data: m.data, urls: m.urls, component: c, index, percent: served });
}
