/** Faults of §2.2's statistics items and §4.3's order of items. */
import type { FaultDeclaration, Json } from './types.js';

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
    hooks: {
      statisticsItem: (item, x) => {
        const code = x.translation.language.replaceAll('_', '-');
        item.code = code;
        item.url = x.urls.translationWeb(x.component.project, x.component.slug, code);
        item.translate_url = x.urls.translate(x.component.project, x.component.slug, code);
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
