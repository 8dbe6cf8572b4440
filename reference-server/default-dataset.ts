/**
 * The bundled dataset: three projects and fourteen components exercising every variant of the API
 * document (54 translations paged 20/20/14, 72 paged 20/20/20/12, lists of exactly 20 and 40, a
 * glossary with empty translations, an empty component that is not a glossary, a source language
 * other than English, an older-shaped instance record, statistics without the six optional fields,
 * region and script codes, two codes sharing a display name, the 12/18 → 66.6 and 1/18 → 5.5
 * examples, null last_change).
 */
import type { Dataset, DatasetComponent, DatasetTranslation } from '../src/generated/dataset.js';
import { ENGLISH_ALIASES, LANGUAGES } from './languages.js';

interface Counts {
  translated?: number;
  fuzzy?: number;
  failing?: number;
  approved?: number;
  readonly?: number;
  suggestions?: number;
  comments?: number;
  /** Hours after 2026-03-07T12:34:56.123456Z; null for no change. */
  changedAt?: number | null;
  recent?: number;
}

const EPOCH = Date.UTC(2026, 2, 7, 12, 34, 56, 123);

/** A timestamp with microseconds, `hours` after the epoch; the microsecond part varies with it. */
export function timestamp(hours: number): string {
  const iso = new Date(EPOCH + hours * 3_600_000).toISOString(); // …56.123Z
  const micro = String((456 + hours * 7) % 1000).padStart(3, '0');
  return iso.slice(0, 23) + micro + 'Z';
}

/** A translation of `total` strings, words and characters derived from the string counts. */
function tr(language: string, total: number, c: Counts = {}): DatasetTranslation {
  const translated = c.translated ?? total;
  const wordsPer = 4;
  const charsPer = 23;
  const changedAt = c.changedAt === undefined ? (language.length * 5 + total) % 200 : c.changedAt;
  return {
    language,
    total,
    total_words: total * wordsPer,
    total_chars: total * charsPer,
    translated,
    translated_words: translated * wordsPer - (translated > 0 && translated < total ? 1 : 0),
    translated_chars: translated * charsPer - (translated > 0 && translated < total ? 5 : 0),
    fuzzy: c.fuzzy ?? 0,
    failing: c.failing ?? 0,
    approved: c.approved ?? 0,
    readonly: c.readonly ?? 0,
    suggestions: c.suggestions ?? 0,
    comments: c.comments ?? 0,
    last_change: changedAt === null ? null : timestamp(changedAt),
    // §2.2 rule 2: an empty translation has every count 0, recent_changes included (its last_change may stay).
    recent_changes: changedAt === null || total === 0 ? 0 : (c.recent ?? (total % 7) + 1),
  };
}

/** Translations of `total` strings for the first `n` catalogue languages other than the source. */
function spread(source: string, n: number, total: number): DatasetTranslation[] {
  const others = LANGUAGES.filter((l) => l.code !== source).slice(0, n);
  return others.map((l, i) => {
    const translated = Math.max(0, total - ((i * 7) % (total + 1)));
    const fuzzy = Math.min(total - translated, i % 3);
    return tr(l.code, total, {
      translated,
      fuzzy,
      failing: i % 4 === 1 ? 1 : 0,
      approved: Math.floor(translated / 2),
      suggestions: i % 5,
      comments: i % 2,
      changedAt: i % 9 === 8 ? null : i * 3,
    });
  });
}

function languagesUsed(components: DatasetComponent[]): Dataset['languages'] {
  const used = new Set(components.flatMap((c) => [c.source_language, ...c.translations.map((t) => t.language)]));
  const list = LANGUAGES.filter((l) => used.has(l.code)).map((l) => (l.code === 'en' ? { ...l, aliases: ENGLISH_ALIASES } : { ...l }));
  return list as Dataset['languages'];
}

const ADDRESS = (p: string): string => `https://github.com/${p}.git`;

export function defaultDataset(): Dataset {
  const components: DatasetComponent[] = [
    {
      id: 11,
      project: 'orbit-notes',
      slug: 'android',
      name: 'Android app',
      source_language: 'en',
      repo: ADDRESS('orbitnotes/orbit-notes-android'),
      push: 'git@github.com:orbitnotes/orbit-notes-android.git',
      push_branch: 'weblate',
      filemask: 'app/src/main/res/values-*/strings.xml',
      template: 'app/src/main/res/values/strings.xml',
      file_format: 'aresource',
      language_code_style: 'android',
      license: 'GPL-3.0-or-later',
      license_url: 'https://spdx.org/licenses/GPL-3.0-or-later.html',
      report_source_bugs: 'strings@orbitnotes.org',
      enforced_checks: ['placeholders'],
      addons: [3, 7, 12],
      translations: [tr('en', 240, { readonly: 3, approved: 240, changedAt: 1 }), ...spread('en', 53, 240)] as DatasetComponent['translations'],
    },
    {
      id: 12,
      project: 'orbit-notes',
      slug: 'play-store',
      name: 'Play Store listing',
      source_language: 'en',
      repo: ADDRESS('orbitnotes/orbit-notes-android'),
      filemask: 'fastlane/metadata/android/*',
      template: 'fastlane/metadata/android/en-US',
      file_format: 'appstore',
      edit_template: false,
      license: 'GPL-3.0-or-later',
      license_url: 'https://spdx.org/licenses/GPL-3.0-or-later.html',
      statistics_without_optional: true,
      translations: [tr('en', 9, { changedAt: 30 }), ...spread('en', 11, 9)] as DatasetComponent['translations'],
    },
    {
      id: 13,
      project: 'orbit-notes',
      slug: 'glossary',
      name: 'Glossary',
      source_language: 'en',
      repo: 'local:',
      vcs: 'local',
      filemask: '*.tbx',
      template: '',
      file_format: 'tbx',
      is_glossary: true,
      glossary_color: 'silver',
      allow_translation_propagation: false,
      translations: ['en', 'de', 'fr', 'pt_BR', 'zh_Hant', 'sr_Latn'].map((code, i) =>
        tr(code, 0, { changedAt: i % 2 === 0 ? null : 40 + i, recent: 0 }),
      ) as DatasetComponent['translations'],
    },
    {
      id: 14,
      project: 'orbit-notes',
      slug: 'desktop',
      name: 'Desktop app',
      source_language: 'en',
      repo: ADDRESS('orbitnotes/orbit-notes-desktop'),
      filemask: 'po/*.po',
      template: '',
      new_base: 'po/orbit-notes.pot',
      file_format: 'po',
      license: 'GPL-3.0-or-later',
      license_url: 'https://spdx.org/licenses/GPL-3.0-or-later.html',
      translations: [tr('en', 96, { changedAt: 14 }), ...spread('en', 74, 96)] as DatasetComponent['translations'],
    },
    {
      id: 15,
      project: 'orbit-notes',
      slug: 'ios',
      name: 'iOS app',
      source_language: 'en',
      repo: ADDRESS('orbitnotes/orbit-notes-ios'),
      filemask: 'OrbitNotes/*.lproj/Localizable.strings',
      template: 'OrbitNotes/en.lproj/Localizable.strings',
      file_format: 'strings-utf8',
      translations: [tr('en', 64, { changedAt: 15 }), ...spread('en', 19, 64)] as DatasetComponent['translations'],
    },
    {
      id: 21,
      project: 'tessera',
      slug: 'android-app',
      name: 'Android app',
      source_language: 'en',
      repo: ADDRESS('tessera-app/tessera'),
      branch: 'develop',
      filemask: 'tessera/src/main/res/values-*/strings.xml',
      template: 'tessera/src/main/res/values/strings.xml',
      language_code_style: 'android',
      license: 'Apache-2.0',
      license_url: 'https://spdx.org/licenses/Apache-2.0.html',
      agreement: 'By contributing you agree that your translations are published under the Apache License 2.0.',
      enforced_checks: ['placeholders'],
      check_flags: 'java-format',
      addons: [21],
      translations: [
        tr('en', 18, { readonly: 2, approved: 18, changedAt: 0 }),
        tr('de', 18, { translated: 12, fuzzy: 1, approved: 12, suggestions: 2, comments: 1, changedAt: 2 }),
        tr('fr', 18, { translated: 1, fuzzy: 1, failing: 1, changedAt: 5 }),
        tr('pt_BR', 18, { translated: 18, approved: 17, changedAt: 7 }),
        tr('zh_Hant', 18, { translated: 15, failing: 2, changedAt: 11 }),
        tr('sr_Latn', 18, { translated: 9, fuzzy: 3, changedAt: 13 }),
        tr('nb', 18, { translated: 17, changedAt: 17 }),
        tr('nb_NO', 18, { translated: 0, changedAt: null }),
      ] as DatasetComponent['translations'],
    },
    {
      id: 22,
      project: 'tessera',
      slug: 'store-listing',
      name: 'Store listing',
      source_language: 'en',
      repo: ADDRESS('tessera-app/tessera'),
      branch: 'develop',
      filemask: 'fastlane/metadata/android/*',
      template: 'fastlane/metadata/android/en-US',
      file_format: 'appstore',
      edit_template: false,
      statistics_without_optional: true,
      translations: [tr('en', 6, { changedAt: 3 }), ...spread('en', 4, 6)] as DatasetComponent['translations'],
    },
    {
      id: 23,
      project: 'tessera',
      slug: 'help-center',
      name: 'Help center',
      source_language: 'en',
      repo: ADDRESS('tessera-app/help'),
      filemask: 'help/src/main/res/values-*/strings.xml',
      template: 'help/src/main/res/values/strings.xml',
      language_code_style: 'android',
      enforced_checks: ['placeholders'],
      older_instance_shape: true,
      translations: [tr('en', 31, { changedAt: 4 }), ...spread('en', 7, 31)] as DatasetComponent['translations'],
    },
    {
      id: 24,
      project: 'tessera',
      slug: 'handbuch',
      name: 'Handbuch',
      source_language: 'de',
      repo: ADDRESS('tessera-app/handbuch'),
      filemask: 'docs/*/index.md',
      template: '',
      new_base: 'docs/de/index.md',
      file_format: 'markdown',
      translations: [
        tr('de', 12, { approved: 12, changedAt: 6 }),
        tr('en', 12, { translated: 11, approved: 9, changedAt: 16 }),
        tr('fr', 12, { translated: 4, fuzzy: 2, changedAt: 18 }),
        tr('nb', 12, { translated: 0, changedAt: null }),
      ] as DatasetComponent['translations'],
    },
    {
      id: 31,
      project: 'fjord-weather',
      slug: 'android',
      name: 'Android',
      source_language: 'en',
      repo: ADDRESS('fjordweather/fjord-weather'),
      filemask: 'app/src/main/res/values-*/strings.xml',
      language_code_style: 'android',
      license: 'MIT',
      license_url: 'https://spdx.org/licenses/MIT.html',
      addons: [40, 41],
      translations: [tr('en', 120, { changedAt: 8 }), ...spread('en', 39, 120)] as DatasetComponent['translations'],
    },
    {
      id: 32,
      project: 'fjord-weather',
      slug: 'wear-os',
      name: 'Wear OS',
      source_language: 'en',
      repo: ADDRESS('fjordweather/fjord-weather'),
      filemask: 'wear/src/main/res/values-*/strings.xml',
      template: 'wear/src/main/res/values/strings.xml',
      language_code_style: 'android',
      translations: [tr('en', 44, { changedAt: 9 }), ...spread('en', 20, 44)] as DatasetComponent['translations'],
    },
    {
      id: 33,
      project: 'fjord-weather',
      slug: 'widgets',
      name: 'Widgets',
      source_language: 'en',
      repo: ADDRESS('fjordweather/fjord-weather'),
      filemask: 'widgets/src/main/res/values-*/strings.xml',
      template: 'widgets/src/main/res/values/strings.xml',
      translations: [tr('en', 25, { changedAt: 10 }), ...spread('en', 4, 25)] as DatasetComponent['translations'],
    },
    {
      id: 35,
      project: 'fjord-weather',
      slug: 'changelog',
      name: 'Changelog',
      source_language: 'en',
      repo: ADDRESS('fjordweather/fjord-weather'),
      filemask: 'changelog/*.json',
      template: 'changelog/en.json',
      file_format: 'json',
      translations: ['en', 'de', 'nb'].map((code, i) =>
        tr(code, 0, { changedAt: i === 1 ? null : 20 + i, recent: i === 1 ? 0 : 1 }),
      ) as DatasetComponent['translations'],
    },
    {
      id: 34,
      project: 'fjord-weather',
      slug: 'play-store',
      name: 'Play Store',
      source_language: 'en',
      repo: ADDRESS('fjordweather/fjord-weather'),
      filemask: 'fastlane/metadata/android/*',
      template: 'fastlane/metadata/android/en-US',
      file_format: 'appstore',
      edit_template: false,
      translations: [tr('en', 7, { changedAt: 12 }), ...spread('en', 7, 7)] as DatasetComponent['translations'],
    },
  ];
  return {
    description: 'The bundled dataset of stringent serve.',
    projects: [
      {
        id: 1,
        slug: 'orbit-notes',
        name: 'Orbit Notes',
        web: 'https://orbitnotes.org/',
        mail: 'translations@orbitnotes.org',
        instructions: 'Keep button labels under 20 characters.',
      },
      { id: 2, slug: 'tessera', name: 'Tessera', web: 'https://tessera-app.net/', translation_review: true, mail: '' },
      {
        id: 3,
        slug: 'fjord-weather',
        name: 'Fjord Weather',
        web: 'https://fjordweather.no/',
        source_review: true,
        enable_hooks: false,
        language_aliases: 'nb:nb_NO',
      },
    ],
    languages: languagesUsed(components),
    components,
  };
}
