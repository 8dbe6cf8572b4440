/**
 * A deterministic synthetic dataset of N components for scale tests: the same N always gives the
 * same data (a small PRNG seeded by N). Translation counts per component vary from 1 to 200.
 */
import { mulberry32 } from '../src/base/random.js';
import type { Dataset, DatasetComponent, DatasetLanguage, DatasetTranslation } from '../src/generated/dataset.js';
import { BadOptionError } from '../src/base/errors.js';
import { ENGLISH_ALIASES, LANGUAGES, REGIONS } from './languages.js';
import { timestamp } from './default-dataset.js';

export const MAX_GENERATED = 100_000;
export const MAX_TRANSLATIONS = 200;

/** The catalogue plus regional variants, enough for 200 translations per component. */
function generatedLanguages(): DatasetLanguage[] {
  const list: DatasetLanguage[] = LANGUAGES.map((l) => (l.code === 'en' ? { ...l, aliases: ENGLISH_ALIASES } : { ...l }));
  const have = new Set(list.map((l) => l.code));
  let id = 1000;
  for (const [region, regionName] of REGIONS) {
    for (const base of LANGUAGES) {
      if (base.code.includes('_') || list.length >= MAX_TRANSLATIONS + 20) continue;
      const code = `${base.code}_${region}`;
      if (have.has(code)) continue;
      have.add(code);
      list.push({
        ...base,
        code,
        name: `${base.name} (${regionName})`,
        plural: { ...base.plural, id: id++ },
        population: Math.floor((base.population ?? 0) / 50),
      });
    }
  }
  return list;
}

const ADJECTIVES = [
  'Amber',
  'Brisk',
  'Cobalt',
  'Dune',
  'Ember',
  'Fern',
  'Granite',
  'Harbor',
  'Indigo',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Maple',
  'Nimbus',
  'Opal',
  'Pine',
];
const NOUNS = [
  'Atlas',
  'Beacon',
  'Compass',
  'Drift',
  'Echo',
  'Forge',
  'Grove',
  'Harvest',
  'Island',
  'Journal',
  'Keel',
  'Lantern',
  'Meadow',
  'Notes',
  'Orbit',
  'Pulse',
];
const KINDS: [slug: string, name: string, format: string, filemask: string][] = [
  ['android', 'Android app', 'aresource', 'app/src/main/res/values-*/strings.xml'],
  ['play-store', 'Play Store listing', 'appstore', 'fastlane/metadata/android/*'],
  ['widgets', 'Widgets', 'aresource', 'widgets/src/main/res/values-*/strings.xml'],
  ['wear-os', 'Wear OS', 'aresource', 'wear/src/main/res/values-*/strings.xml'],
  ['app-store', 'App Store listing', 'appstore', 'fastlane/metadata/*'],
  ['tv', 'Android TV', 'aresource', 'tv/src/main/res/values-*/strings.xml'],
  ['auto', 'Android Auto', 'aresource', 'auto/src/main/res/values-*/strings.xml'],
  ['glossary', 'Glossary', 'tbx', '*.tbx'],
  ['tablet', 'Tablet layouts', 'aresource', 'tablet/src/main/res/values-*/strings.xml'],
  ['library', 'Shared library', 'aresource', 'lib/src/main/res/values-*/strings.xml'],
];
const PER_PROJECT = KINDS.length;

export function generateDataset(n: number): Dataset {
  if (!Number.isInteger(n) || n < 1 || n > MAX_GENERATED)
    throw new BadOptionError(`--generate takes a whole number of components from 1 to ${MAX_GENERATED}, got ${n}`);
  const rand = mulberry32(n);
  const languages = generatedLanguages();
  const others = languages.filter((l) => l.code !== 'en').map((l) => l.code);
  const projects: Dataset['projects'] = [];
  const components: DatasetComponent[] = [];
  for (let i = 0; i < n; i++) {
    const p = Math.floor(i / PER_PROJECT);
    if (i % PER_PROJECT === 0) {
      const name = `${ADJECTIVES[p % ADJECTIVES.length]} ${NOUNS[Math.floor(p / ADJECTIVES.length) % NOUNS.length]}`;
      const slug = `${name.toLowerCase().replace(/ /g, '-')}-${p + 1}`;
      projects.push({ id: p + 1, slug, name: `${name} ${p + 1}`, web: `https://${slug}.example.org/`, mail: '' });
    }
    const project = projects[p]!;
    const [slug, name, format, filemask] = KINDS[i % PER_PROJECT]!;
    const glossary = format === 'tbx';
    const count = i === 0 ? MAX_TRANSLATIONS : i === 1 ? 1 : 1 + Math.floor(rand() ** 2 * MAX_TRANSLATIONS);
    const strings = glossary ? 0 : 5 + Math.floor(rand() * 400);
    const offset = Math.floor(rand() * others.length);
    const codes = ['en'];
    for (let k = 0; k < count - 1; k++) codes.push(others[(offset + k) % others.length]!);
    const translations = codes.map((code, k) => translation(code, strings, k === 0, rand));
    components.push({
      id: i + 1,
      project: project.slug,
      slug,
      name,
      source_language: 'en',
      repo: `https://github.com/${project.slug}/${project.slug}.git`,
      filemask,
      template: glossary ? '' : filemask.replace('-*', '').replace('/*', '/en-US'),
      file_format: format,
      is_glossary: glossary,
      older_instance_shape: i % 50 === 5,
      statistics_without_optional: i % 37 === 3,
      enforced_checks: i % 3 === 0 ? ['placeholders'] : [],
      addons: i % 4 === 0 ? [i + 1] : [],
      translations: translations as DatasetComponent['translations'],
    });
  }
  return {
    description: `Synthetic dataset of ${n} components (stringent serve --generate ${n}).`,
    projects,
    languages: languages as Dataset['languages'],
    components,
  };
}

function translation(language: string, total: number, source: boolean, rand: () => number): DatasetTranslation {
  const words = total * (2 + Math.floor(rand() * 6));
  const chars = words * (5 + Math.floor(rand() * 3));
  const translated = source ? total : Math.floor(rand() * (total + 1));
  const ratio = total === 0 ? 0 : translated / total;
  const changed = total === 0 || rand() < 0.1 ? null : timestamp(Math.floor(rand() * 5000));
  const rest = total - translated;
  return {
    language,
    total,
    total_words: words,
    total_chars: chars,
    translated,
    translated_words: Math.floor(words * ratio),
    translated_chars: Math.floor(chars * ratio),
    fuzzy: Math.floor(rand() * (rest + 1)),
    failing: Math.min(total, Math.floor(rand() * 5)),
    approved: Math.floor(translated * rand()),
    readonly: source && total > 0 ? Math.floor(rand() * 3) : 0,
    suggestions: total === 0 ? 0 : Math.floor(rand() * 4),
    comments: total === 0 ? 0 : Math.floor(rand() * 3),
    last_change: changed,
    recent_changes: changed === null ? 0 : Math.floor(rand() * 20),
  };
}
