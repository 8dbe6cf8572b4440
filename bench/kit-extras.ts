/**
 * The requests the kit's default crawl plan (src/crawl/crawler.ts) sends besides the crawl
 * proper (component list, instance records and statistics lists, all following `next`), so that
 * the baseline requests the same addresses: HEAD and OPTIONS on the list, on the first
 * component's instance and on its statistics list, and the first statistics list again with
 * format=api. (Error and write probes are opt-in, and the bench runs `check` with its defaults.)
 */
import type { CrawledAddresses, ExtraRequest } from './baseline-crawler.js';

function methods(url: string): ExtraRequest[] {
  return [
    { method: 'HEAD', url },
    { method: 'OPTIONS', url },
  ];
}

export function kitExtras(crawled: CrawledAddresses): ExtraRequest[] {
  const listUrl = crawled.componentListPages[0];
  if (listUrl === undefined) return [];
  const out: ExtraRequest[] = [...methods(listUrl)];
  const instance = crawled.components[0];
  const statistics = crawled.statisticsLists[0];
  if (instance !== undefined) out.push(...methods(instance));
  if (statistics !== undefined) {
    out.push(...methods(statistics));
    const u = new URL(statistics);
    u.searchParams.set('format', 'api');
    out.push({ method: 'GET', url: u.href, follow: true });
  }
  return out;
}
