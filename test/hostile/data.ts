/**
 * A small dataset shaped as the API document describes it (§2.2–2.5): components in the list
 * shape and their statistics items, with every URL under the given base. Test fixtures only.
 */

export interface Dataset {
  components: Record<string, unknown>[];
  /** Statistics items by `<project>/<component>`. */
  statistics: Map<string, Record<string, unknown>[]>;
}

function pct(n: number, total: number, whenZero: number): number {
  return total === 0 ? whenZero : Math.floor((n * 1000) / total) / 10;
}

export function statisticsItem(base: string, project: string, component: string, code: string, name: string, translated: number): Record<string, unknown> {
  const total = 18;
  const words = 60;
  const chars = 300;
  const tw = Math.floor((translated * words) / total);
  const tc = Math.floor((translated * chars) / total);
  return {
    total,
    total_words: words,
    last_change: '2024-03-07T10:00:00.123456Z',
    recent_changes: 2,
    translated,
    translated_words: tw,
    translated_percent: pct(translated, total, 100),
    translated_words_percent: pct(tw, words, 100),
    translated_chars: tc,
    translated_chars_percent: pct(tc, chars, 100),
    total_chars: chars,
    fuzzy: 0,
    fuzzy_percent: 0,
    failing: 0,
    failing_percent: 0,
    approved: 0,
    approved_percent: 0,
    readonly: 0,
    readonly_percent: 0,
    suggestions: 0,
    comments: 0,
    code,
    name,
    url: `${base}projects/${project}/${component}/${code}/`,
    translate_url: `${base}translate/${project}/${component}/${code}/`,
  };
}

export function componentRecord(base: string, project: string, slug: string, id: number): Record<string, unknown> {
  const api = `${base}api/`;
  const p = `${api}projects/${project}/`;
  const c = `${api}components/${project}/${slug}/`;
  return {
    name: `Component ${slug}`,
    slug,
    id,
    source_language: {
      code: 'en',
      name: 'English',
      plural: { id: 1, source: 0, number: 2, formula: 'n != 1', type: 1 },
      aliases: ['english'],
      direction: 'ltr',
      population: 1000,
      web_url: `${base}languages/en/`,
      url: `${api}languages/en/`,
      statistics_url: `${api}languages/en/statistics/`,
    },
    project: {
      name: `Project ${project}`,
      slug: project,
      id: 1,
      web: 'https://example.org/',
      web_url: `${base}projects/${project}/`,
      url: p,
      components_list_url: `${p}components/`,
      repository_url: `${p}repository/`,
      statistics_url: `${p}statistics/`,
      changes_list_url: `${p}changes/`,
      languages_url: `${p}languages/`,
      translation_review: false,
      source_review: false,
      set_language_team: true,
      instructions: '',
      enable_hooks: true,
      language_aliases: '',
    },
    vcs: 'git',
    repo: 'https://github.com/example/app.git',
    git_export: `${base}git/${project}/${slug}/`,
    branch: 'main',
    push_branch: '',
    filemask: 'res/values-*/strings.xml',
    template: 'res/values/strings.xml',
    edit_template: true,
    intermediate: '',
    new_base: '',
    file_format: 'aresource',
    license: 'MIT',
    license_url: 'https://spdx.org/licenses/MIT',
    agreement: '',
    web_url: `${base}projects/${project}/${slug}/`,
    url: c,
    repository_url: `${c}repository/`,
    translations_url: `${c}translations/`,
    statistics_url: `${c}statistics/`,
    lock_url: `${c}lock/`,
    links_url: `${c}links/`,
    changes_list_url: `${c}changes/`,
    task_url: null,
    new_lang: 'add',
    language_code_style: '',
    push: '',
    check_flags: '',
    priority: 100,
    enforced_checks: [],
    restricted: false,
    repoweb: '',
    report_source_bugs: '',
    merge_style: 'rebase',
    commit_message: 'Translated using Weblate ({{ language_name }})',
    add_message: 'Added translation using Weblate ({{ language_name }})',
    delete_message: 'Deleted translation using Weblate ({{ language_name }})',
    merge_message: "Merge branch '{{ component_remote_branch }}' into Weblate.",
    addon_message: 'Update translation files',
    pull_message: 'Translations update from {{ site_title }}',
    allow_translation_propagation: true,
    manage_units: false,
    enable_suggestions: true,
    suggestion_voting: false,
    suggestion_autoaccept: 0,
    push_on_commit: true,
    commit_pending_age: 24,
    auto_lock_error: true,
    language_regex: '^[^.]+$',
    variant_regex: '',
    addons: [`${api}addons/${id}/`],
    is_glossary: false,
    glossary_color: 'silver',
  };
}

const LANGUAGES: [string, string][] = [
  ['cs', 'Czech'],
  ['de', 'German'],
  ['fr', 'French'],
  ['pt_BR', 'Portuguese (Brazil)'],
];

/** `n` components in project `demo`, each with the source language and a few translations. */
export function makeDataset(base: string, n: number, translations = 3): Dataset {
  const components: Record<string, unknown>[] = [];
  const statistics = new Map<string, Record<string, unknown>[]>();
  for (let i = 1; i <= n; i++) {
    const slug = `comp-${i}`;
    components.push(componentRecord(base, 'demo', slug, i));
    const items = [statisticsItem(base, 'demo', slug, 'en', 'English', 18)];
    for (let k = 0; k < translations; k++) {
      const [code, name] = LANGUAGES[k] ?? [twoLetters(k), `Language ${k}`];
      items.push(statisticsItem(base, 'demo', slug, code, name, (k * 5) % 19));
    }
    statistics.set(`demo/${slug}`, items);
  }
  return { components, statistics };
}

/** A two-letter code for the k-th extra language: ba, bb, bc, … */
function twoLetters(k: number): string {
  return String.fromCharCode(98 + (Math.floor(k / 26) % 24), 97 + (k % 26));
}
