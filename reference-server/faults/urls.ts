/** Faults of §2.1's address shapes and of §1's absolute addresses. */
import { otherOrigin } from '../urls.js';
import { longestList, type Json } from '../hooks.js';
import { lastComponent, lastPageStart, type FaultDeclaration } from './declaration.js';

const e = encodeURIComponent;

export const URLS: FaultDeclaration[] = [
  {
    id: 'URL-ABSOLUTE',
    requirement: 'URL-ABSOLUTE',
    description: 'every lock_url starts with another host than the base URL',
    hooks: { record: (r) => void (r.lock_url = otherOrigin(r.lock_url as string)) },
  },
  {
    id: 'URL-COMPONENT-SHAPE',
    requirement: 'URL-COMPONENT-SHAPE',
    description: 'every component statistics_url carries ?format=json after statistics/',
    hooks: { record: (r) => void (r.statistics_url = `${r.statistics_url as string}?format=json`) },
  },
  {
    id: 'URL-PROJECT-SHAPE',
    requirement: 'URL-PROJECT-SHAPE',
    description: 'every project languages_url ends in /language/ instead of /languages/',
    hooks: {
      record: (r, x) => {
        const p = r.project as Json;
        p.languages_url = `${x.urls.project(p.slug as string)}language/`;
      },
    },
  },
  {
    id: 'URL-LANGUAGE-SHAPE',
    requirement: 'URL-LANGUAGE-SHAPE',
    description: 'every source_language statistics_url ends in /stats/ instead of /statistics/',
    hooks: {
      record: (r, x) => {
        const l = r.source_language as Json;
        l.statistics_url = `${x.urls.language(l.code as string)}stats/`;
      },
    },
  },
  {
    id: 'URL-ADDON-SHAPE',
    requirement: 'URL-ADDON-SHAPE',
    description: 'every addons element is /api/addon/<id>/ instead of /api/addons/<id>/',
    hooks: {
      record: (r, x) => {
        const clean = `${x.urls.base}api/addons/`;
        r.addons = (r.addons as string[]).map((a) => `${x.urls.base}api/addon/${a.slice(clean.length)}`);
      },
    },
  },
  {
    id: 'URL-STATS-SHAPE',
    requirement: 'URL-STATS-SHAPE',
    description: 'every statistics item translate_url is /zen/<p>/<c>/<code>/',
    hooks: {
      statisticsItem: (item, x) => void (item.translate_url = `${x.urls.base}zen/${e(x.component.project)}/${e(x.component.slug)}/${e(item.code as string)}/`),
    },
  },
  {
    id: 'URL-SELF',
    requirement: 'URL-SELF',
    description: "the last component's address answers the first component's record",
    conflicts: {
      'CMP-LIST-MATCHES-INSTANCE/is-glossary':
        "both change the last component's instance record: this fault serves another component's record there as a whole",
      'CMP-LIST-MATCHES-INSTANCE/nested': "both change the last component's instance record: this fault serves another component's record there as a whole",
    },
    hooks: {
      record: (_r, x) => (x.instance && x.index === lastComponent(x) && x.index > 0 ? x.record(0) : undefined),
    },
  },
  {
    id: 'URL-ABSOLUTE/backslash',
    requirement: 'URL-ABSOLUTE',
    also: ['URL-COMPONENT-SHAPE'],
    description: 'every component statistics_url is written with \\ for / after the base URL (a URL parser reads it as the right address)',
    hooks: {
      record: (r, x) => void (r.statistics_url = x.urls.base + (r.statistics_url as string).slice(x.urls.base.length).replace(/\//g, '\\')),
    },
  },
  {
    id: 'URL-ABSOLUTE/tab',
    requirement: 'URL-ABSOLUTE',
    description: 'every component changes_list_url has a tab inside changes (a URL parser drops it)',
    hooks: { record: (r) => void (r.changes_list_url = (r.changes_list_url as string).replace(/changes\/$/, 'chan\tges/')) },
  },
  {
    id: 'URL-ABSOLUTE/dot-segment',
    requirement: 'URL-ABSOLUTE',
    also: ['URL-PROJECT-SHAPE'],
    description: 'every project languages_url is written /api/projects/<p>/x/../languages/ (a URL parser resolves it to the right address)',
    hooks: {
      record: (r, x) => {
        const p = r.project as Json;
        p.languages_url = `${x.urls.project(p.slug as string)}x/../languages/`;
      },
    },
  },
  {
    id: 'URL-ABSOLUTE/space',
    requirement: 'URL-ABSOLUTE',
    description: 'every component git_export has a space after git (a URL parser writes it %20)',
    hooks: { record: (r, x) => void (r.git_export = (r.git_export as string).replace(`${x.urls.base}git/`, `${x.urls.base}git /`)) },
  },
  {
    id: 'URL-STATS-SHAPE/deep-item',
    requirement: 'URL-STATS-SHAPE',
    description: 'one item on the last page of the longest statistics list has translate_url /zen/<p>/<c>/<code>/',
    conflicts: {
      'STA-CODE/deep-duplicate': "both write translate_url of item 62 of the longest statistics list: the duplicate's copy replaces the wrong address",
    },
    hooks: {
      statisticsItem: (item, x) => {
        if (x.index !== longestList(x) || x.position !== lastPageStart(x.component.translations.length) + 1) return;
        item.translate_url = `${x.urls.base}zen/${e(x.component.project)}/${e(x.component.slug)}/${e(item.code as string)}/`;
      },
    },
  },
  {
    id: 'URL-COMPONENT-SHAPE/shared-statistics',
    requirement: 'URL-COMPONENT-SHAPE',
    description: "the second component's statistics_url points at the first component's statistics list",
    hooks: {
      record: (r, x) => {
        if (x.index !== 1) return;
        const first = x.data.components[0]!;
        r.statistics_url = x.urls.componentPart(first.project, first.slug, 'statistics');
      },
    },
  },
];
