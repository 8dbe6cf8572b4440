/** Faults of §2.2's statistics items and §4.3's order of items. */
import { longestList, type Json } from '../hooks.js';
import { emptyTranslationHolder, lastPageStart, nonEnglishSource, type FaultDeclaration } from './declaration.js';

const OPTIONAL = ['approved', 'approved_percent', 'readonly', 'readonly_percent', 'suggestions', 'comments'];

export const STATISTICS: FaultDeclaration[] = [
  {
    id: 'STA-SCHEMA',
    requirement: 'STA-SCHEMA',
    description: 'the second item of every statistics list lacks name',
    hooks: { statisticsItems: (items) => void (items[1] && delete items[1].name) },
  },
  {
    id: 'STA-OPTIONAL-GROUP',
    requirement: 'STA-OPTIONAL-GROUP',
    description: 'in lists carrying the six optional fields, every item at an odd position lacks them',
    hooks: { statisticsItem: (item, x) => void (x.optional && x.position % 2 === 1 && OPTIONAL.forEach((k) => delete item[k])) },
  },
  {
    id: 'STA-PCT-DECIMALS',
    requirement: 'STA-PCT-DECIMALS',
    description: 'percentages are tenths times 0.1, so some carry float noise (66.60000000000001)',
    conflicts: {
      'STA-PCT-TRUNCATED': 'both write the percentages of the same items: the noise of one replaces the rounding of the other',
    },
    hooks: { percent: (_v, count, total) => Math.floor((count * 1000) / total) * 0.1 },
  },
  {
    id: 'STA-PCT-TRUNCATED',
    requirement: 'STA-PCT-TRUNCATED',
    description: 'percentages are rounded, not truncated (12/18 gives 66.7)',
    hooks: { percent: (_v, count, total) => Math.round((count * 1000) / total) / 10 },
  },
  {
    id: 'STA-ZERO-TOTAL',
    requirement: 'STA-ZERO-TOTAL',
    description: 'items with total 0 (other than the source language) give 0.0 as translated percentages',
    hooks: { statisticsItem: (item, x) => void (x.translation.total === 0 && !x.isSource && zeroPercents(item)) },
  },
  {
    id: 'STA-COUNTS-BOUNDED',
    requirement: 'STA-COUNTS-BOUNDED',
    description: 'the second item of every statistics list with strings has fuzzy = total + 1',
    hooks: {
      statisticsItems: (items, x) => {
        const second = items[1];
        if (!second || (second.total as number) === 0) return;
        const total = second.total as number;
        second.fuzzy = total + 1;
        second.fuzzy_percent = x.percent(total + 1, total);
      },
    },
  },
  {
    id: 'STA-SOURCE-FIRST',
    requirement: 'STA-SOURCE-FIRST',
    description: 'the source-language item is second on page 1',
    hooks: { statisticsItems: (items) => (items.length > 1 ? [items[1]!, items[0]!, ...items.slice(2)] : undefined) },
  },
  {
    id: 'STA-SOURCE-COMPLETE',
    requirement: 'STA-SOURCE-COMPLETE',
    description: 'the source-language item has translated = total - 1 (where total > 0)',
    hooks: {
      statisticsItem: (item, x) => {
        if (!x.isSource || x.translation.total === 0) return;
        item.translated = x.translation.total - 1;
        item.translated_percent = x.percent(x.translation.total - 1, x.translation.total);
      },
    },
  },
  {
    id: 'STA-LAST-CHANGE',
    requirement: 'STA-LAST-CHANGE',
    description: 'last_change drops its microseconds (2026-03-07T12:34:56Z)',
    hooks: { statisticsItem: (item) => void (item.last_change !== null && (item.last_change = (item.last_change as string).replace(/\.[0-9]{6}Z$/, 'Z'))) },
  },
  {
    id: 'STA-CODE',
    requirement: 'STA-CODE',
    description: 'codes with a region or script part use a hyphen (pt-BR), in code and in the addresses',
    conflicts: {
      'URL-STATS-SHAPE': "both write every statistics item's translate_url: the later write replaces the other's",
    },
    hooks: {
      statisticsItem: (item, x) => {
        const code = x.translation.language.replaceAll('_', '-');
        item.code = code;
        item.url = x.urls.translationWeb(x.component.project, x.component.slug, code);
        item.translate_url = x.urls.translate(x.component.project, x.component.slug, code);
      },
    },
  },
  {
    id: 'STA-ZERO-TOTAL/empty-translation',
    requirement: 'STA-ZERO-TOTAL',
    description: 'the empty (total 0) translations of a component that is not a glossary give 0.0 as translated percentages',
    hooks: { statisticsItem: (item, x) => void (x.index === emptyTranslationHolder(x) && x.translation.total === 0 && !x.isSource && zeroPercents(item)) },
  },
  {
    id: 'STA-SOURCE-FIRST/non-english',
    requirement: 'STA-SOURCE-FIRST',
    description: 'in the component whose source language is not English, English is listed first and the source item second',
    hooks: {
      statisticsItems: (items, x) => {
        if (x.index !== nonEnglishSource(x)) return undefined;
        const en = items.findIndex((i) => i.code === 'en');
        return en > 0 ? [items[en]!, ...items.filter((_, k) => k !== en)] : undefined;
      },
    },
  },
  {
    id: 'STA-SOURCE-COMPLETE/non-english',
    requirement: 'STA-SOURCE-COMPLETE',
    description: 'in the component whose source language is not English, the source item has translated = total - 1',
    hooks: {
      statisticsItem: (item, x) => {
        if (!x.isSource || x.index !== nonEnglishSource(x) || x.translation.total === 0) return;
        item.translated = x.translation.total - 1;
        item.translated_percent = x.percent(x.translation.total - 1, x.translation.total);
      },
    },
  },
  {
    id: 'STA-PCT-TRUNCATED/deep-item',
    requirement: 'STA-PCT-TRUNCATED',
    description: 'one item on the last page of the longest statistics list has a rounded, not truncated, translated_percent',
    hooks: {
      statisticsItems: (items, x) => {
        if (x.index !== longestList(x)) return;
        for (const item of items.slice(lastPageStart(items.length))) {
          const tenths = ((item.translated as number) * 1000) / (item.total as number);
          if (Math.round(tenths) !== Math.floor(tenths)) {
            item.translated_percent = Math.round(tenths) / 10;
            return;
          }
        }
      },
    },
  },
  {
    id: 'STA-COUNTS-BOUNDED/deep-item',
    requirement: 'STA-COUNTS-BOUNDED',
    description: 'the item at position 46 (page 3) of the longest statistics list has translated_words = total_words + 1',
    hooks: {
      statisticsItem: (item, x) => {
        if (x.index !== longestList(x) || x.position !== 45 || x.translation.total_words === 0) return;
        item.translated_words = x.translation.total_words + 1;
        item.translated_words_percent = x.percent(x.translation.total_words + 1, x.translation.total_words);
      },
    },
  },
  {
    id: 'STA-OPTIONAL-GROUP/deep-item',
    requirement: 'STA-OPTIONAL-GROUP',
    description: 'the item at position 51 (page 3) of the longest statistics list lacks the six optional fields the others carry',
    hooks: { statisticsItem: (item, x) => void (x.optional && x.index === longestList(x) && x.position === 50 && OPTIONAL.forEach((k) => delete item[k])) },
  },
  {
    id: 'STA-CODE/deep-duplicate',
    requirement: 'STA-CODE',
    description: 'page 4 of the longest statistics list has one code twice (its second item takes the code of its first)',
    hooks: {
      statisticsItems: (items, x) => {
        if (x.index !== longestList(x) || items.length < 62) return;
        const [first, second] = [items[60]!, items[61]!];
        for (const k of ['code', 'name', 'url', 'translate_url']) second[k] = first[k];
      },
    },
  },
  {
    id: 'STA-LAST-CHANGE/impossible-date',
    requirement: 'STA-LAST-CHANGE',
    description: 'on page 2 of the longest statistics list one last_change is 2026-02-30T10:00:00.000000Z and the next one has hour 24',
    hooks: {
      statisticsItems: (items, x) => {
        if (x.index !== longestList(x) || items.length < 32) return;
        items[30]!.last_change = '2026-02-30T10:00:00.000000Z';
        items[31]!.last_change = '2026-03-07T24:00:00.000000Z';
      },
    },
  },
];

/** The translated percentages of an empty item as 0 instead of 100. */
function zeroPercents(item: Json): void {
  if (item.total === 0) item.translated_percent = 0;
  if (item.total_words === 0) item.translated_words_percent = 0;
  if (item.total_chars === 0) item.translated_chars_percent = 0;
}
