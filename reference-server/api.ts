/**
 * The answers of §4.1–4.3 for one dataset, base URL and fault set. Bodies are serialized once and
 * kept (component records for good; pages in a cache bounded by bytes), so a request costs a
 * lookup. Error answers follow Django REST framework: {"detail": "..."}.
 */
import type { Dataset, DatasetComponent } from '../src/generated/dataset.js';
import type { FaultSet } from './faults.js';
import { componentRecord, statisticsItems, type Model } from './records.js';
import { pageNumber, parseTarget, type Query, type Route } from './request.js';
import { otherOrigin, Urls } from './urls.js';

export interface Answer {
  status: number;
  body: Buffer;
}

/** Whatever turns a request (method and raw target) into an answer. */
export interface Answerer {
  answer(method: string, rawUrl: string): Answer;
}

export const PAGE_SIZE = 20;
const FAULTY_PAGE_SIZE = 25;
const CACHE_BYTES = 64 * 1024 * 1024;

const detail = (text: string): Buffer => Buffer.from(JSON.stringify({ detail: text }));
export const NOT_FOUND: Answer = { status: 404, body: detail('Not found.') };
const INVALID_PAGE: Answer = { status: 404, body: detail('Invalid page.') };
const SERVER_ERROR: Answer = { status: 500, body: detail('A server error occurred.') };

const metadata = (name: string, description: string): Answer => ({
  status: 200,
  body: Buffer.from(JSON.stringify({ name, description, renders: ['application/json'], parses: ['application/json'] })),
});
/** OPTIONS answers, after Django REST framework's metadata. */
const OPTIONS: Record<Route['kind'], Answer> = {
  list: metadata('Component List', 'Components of all projects, 20 per page.'),
  instance: metadata('Component Instance', 'One component record.'),
  statistics: metadata('Component Statistics', 'Statistics of every translation of the component, 20 per page.'),
};

export function methodNotAllowed(method: string): Answer {
  return { status: 405, body: detail(`Method "${method}" not allowed.`) };
}

export class Api implements Answerer {
  readonly urls: Urls;
  readonly basePath: string;
  private readonly model: Model;
  private readonly byKey = new Map<string, number>();
  private readonly records = new Map<string, string>();
  private readonly instances = new Map<number, Answer>();
  private lastStatistics: { index: number; items: string[] } | undefined;
  private readonly pages = new Map<string, Buffer>();
  private cachedBytes = 0;

  constructor(
    private readonly data: Dataset,
    base: string,
    private readonly faults: FaultSet,
  ) {
    this.urls = new Urls(base);
    this.basePath = new URL(this.urls.base).pathname;
    this.model = {
      urls: this.urls,
      faults,
      projects: new Map(data.projects.map((p) => [p.slug, p])),
      languages: new Map(data.languages.map((l) => [l.code, l])),
    };
    data.components.forEach((c, i) => this.byKey.set(key(c.project, c.slug), i));
  }

  answer(method: string, rawUrl: string): Answer {
    const f = this.faults;
    const { route, query } = parseTarget(rawUrl, this.basePath);
    if (!route) return NOT_FOUND;
    if (query.format !== undefined && query.format !== '' && query.format !== 'json' && query.format !== 'api') return NOT_FOUND;
    if (query.format === 'api' && f.has('PAG-FORMAT-API')) return NOT_FOUND;
    const writes = method === 'POST' || method === 'PUT' || method === 'PATCH' || method === 'DELETE';
    const allowed = method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || (writes && f.has('MTH-WRITE-REFUSED'));
    if (!allowed || (method === 'HEAD' && f.has('MTH-HEAD')) || (method === 'OPTIONS' && f.has('MTH-OPTIONS')))
      return methodNotAllowed(method);
    let index: number | undefined;
    if (route.kind !== 'list') {
      index = this.byKey.get(key(route.project, route.component));
      if (index === undefined) return f.has('ERR-NOT-FOUND') ? SERVER_ERROR : NOT_FOUND;
    }
    if (method === 'OPTIONS') return OPTIONS[route.kind];
    if (route.kind === 'instance') return this.instance(index!);
    const page = pageNumber(query.page);
    const list = route.kind === 'list' ? this.listSource() : this.statisticsSource(index!);
    const size = route.kind === 'statistics' && f.has('PAG-PAGE-SIZE') ? FAULTY_PAGE_SIZE : PAGE_SIZE;
    const lastPage = Math.max(1, Math.ceil(list.count / size));
    if (page === undefined || page > lastPage) return f.has('ERR-BAD-PAGE') ? SERVER_ERROR : INVALID_PAGE;
    const cacheKey = `${route.kind}\u0000${index ?? ''}\u0000${page}\u0000${query.others.join('&')}`;
    const hit = this.pages.get(cacheKey);
    if (hit) return { status: 200, body: hit };
    const body = this.page(list, page, size, query);
    this.remember(cacheKey, body);
    return { status: 200, body };
  }

  private instance(index: number): Answer {
    let answer = this.instances.get(index);
    if (!answer) {
      answer = this.buildInstance(index);
      this.instances.set(index, answer);
    }
    return answer;
  }

  private buildInstance(index: number): Answer {
    const f = this.faults;
    const last = this.data.components.length - 1;
    const shown = index === last && last > 0 && f.has('URL-SELF') ? 0 : index;
    const c = this.data.components[shown]!;
    let text = JSON.stringify(componentRecord(this.model, c, c.older_instance_shape ? 'older' : 'list', true, this.idOf(shown)));
    if (index === last && f.has('HTTP-JSON-BODY')) text = text.slice(0, -1);
    const status = index === last && f.has('HTTP-STATUS-200') ? 203 : 200;
    return { status, body: Buffer.from(text) };
  }

  private idOf(index: number): number {
    const comps = this.data.components;
    return index === 1 && this.faults.has('CMP-IDS-UNIQUE') ? comps[0]!.id : comps[index]!.id;
  }

  private listRecord(index: number): string {
    const c = this.data.components[index]!;
    const k = key(c.project, c.slug);
    let text = this.records.get(k);
    if (text === undefined) {
      text = JSON.stringify(componentRecord(this.model, c, 'list', false, this.idOf(index)));
      this.records.set(k, text);
    }
    return text;
  }

  private listSource(): ListSource {
    return {
      count: this.data.components.length,
      url: this.urls.componentList(),
      statistics: false,
      items: (from, to) => {
        const out: string[] = [];
        for (let i = from; i < to; i++) out.push(this.listRecord(i));
        return out;
      },
    };
  }

  private statisticsSource(index: number): ListSource {
    const c: DatasetComponent = this.data.components[index]!;
    return {
      count: c.translations.length,
      url: this.urls.componentPart(c.project, c.slug, 'statistics'),
      statistics: true,
      items: (from, to) => this.statisticsStrings(index).slice(from, to),
    };
  }

  /** The serialized items of one component; the last one is kept, as its pages are read in a row. */
  private statisticsStrings(index: number): string[] {
    if (this.lastStatistics?.index !== index) {
      const items = statisticsItems(this.model, this.data.components[index]!).map((x) => JSON.stringify(x));
      this.lastStatistics = { index, items };
    }
    return this.lastStatistics.items;
  }

  private page(list: ListSource, page: number, size: number, query: Query): Buffer {
    const f = this.faults;
    const from = (page - 1) * size;
    const to = Math.min(list.count, from + size);
    const items = list.items(from, to);
    if (list.statistics && page === 2 && f.has('PAG-UNIQUE')) items[0] = list.items(from - 1, from)[0]!;
    const lastPage = Math.max(1, Math.ceil(list.count / size));
    const link = (n: number): string => {
      const params = n === 1 ? query.others : [...query.others, `page=${n}`];
      return params.length === 0 ? list.url : `${list.url}?${params.join('&')}`;
    };
    let next: string | null = page < lastPage ? link(page + 1) : null;
    if (page === lastPage && list.count > 0 && list.count % size === 0 && f.has('PAG-NEXT')) next = link(page + 1);
    if (page === 1 && next !== null && list.statistics && f.has('PAG-TERMINATES')) next = otherOrigin(next);
    let previous: string | null = page > 1 ? link(page - 1) : null;
    if (page === 2 && f.has('PAG-PREVIOUS')) previous = `${list.url}?${[...query.others, 'page=1'].join('&')}`;
    let count: number | string = list.count;
    if (list.statistics && list.count % size !== 0 && f.has('PAG-COUNT')) count = list.count + 1;
    if (list.count <= size && f.has('PAG-ENVELOPE')) count = String(count);
    const text = `{"count":${JSON.stringify(count)},"next":${JSON.stringify(next)},"previous":${JSON.stringify(previous)},"results":[${items.join(',')}]}`;
    return Buffer.from(text);
  }

  private remember(cacheKey: string, body: Buffer): void {
    if (body.length > CACHE_BYTES / 8) return;
    while (this.cachedBytes + body.length > CACHE_BYTES && this.pages.size > 0) {
      const oldest = this.pages.keys().next().value as string;
      this.cachedBytes -= this.pages.get(oldest)!.length;
      this.pages.delete(oldest);
    }
    this.pages.set(cacheKey, body);
    this.cachedBytes += body.length;
  }
}

interface ListSource {
  count: number;
  /** The list's canonical address, without query. */
  url: string;
  statistics: boolean;
  items(from: number, to: number): string[];
}

function key(project: string, component: string): string {
  return `${project}\u0000${component}`;
}
