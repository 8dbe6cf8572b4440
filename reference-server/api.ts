/**
 * The answers of §4.1–4.3 for one dataset, base URL and hook set: the routing. A request is read
 * (request.ts), offered to the request hooks, then answered: OPTIONS metadata, an instance record
 * (serialized once and kept), or a page (pages.ts, with its page cache). Error answers follow Django
 * REST framework: {"detail": "..."}.
 */
import type { Dataset } from '../src/generated/dataset.js';
import { NOT_FOUND, methodNotAllowed, type Answer } from './answer.js';
import type { HookSet } from './hook-points.js';
import type { RequestCtx, Scope } from './hooks.js';
import { toJson } from './json.js';
import { Pages } from './pages.js';
import { componentRecord, type Model } from './records.js';
import { parseTarget, type Route, type Target } from './request.js';
import { Urls } from './urls.js';

export { NOT_FOUND, methodNotAllowed, type Answer } from './answer.js';

/** Whatever turns a request (method and raw target) into an answer. */
export interface Answerer {
  answer(method: string, rawUrl: string): Answer;
}

const metadata = (name: string, description: string): Buffer =>
  Buffer.from(JSON.stringify({ name, description, renders: ['application/json'], parses: ['application/json'] }));
/** OPTIONS answers, after Django REST framework's metadata. */
const OPTIONS: Record<Route['kind'], Buffer> = {
  list: metadata('Component List', 'Components of all projects, 20 per page.'),
  instance: metadata('Component Instance', 'One component record.'),
  statistics: metadata('Component Statistics', 'Statistics of every translation of the component, 20 per page.'),
};

const CLEAN_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export class Api implements Answerer {
  readonly urls: Urls;
  readonly basePath: string;
  private readonly model: Model;
  private readonly pages: Pages;
  private readonly byKey = new Map<string, number>();
  private readonly instances = new Map<number, Buffer>();

  constructor(
    private readonly data: Dataset,
    base: string,
    private readonly hooks: HookSet,
    pageCacheBytes?: number,
  ) {
    this.urls = new Urls(base);
    this.basePath = new URL(this.urls.base).pathname;
    this.model = {
      data,
      urls: this.urls,
      hooks,
      projects: new Map(data.projects.map((p) => [p.slug, p])),
      languages: new Map(data.languages.map((l) => [l.code, l])),
    };
    this.pages = new Pages(this.model, pageCacheBytes);
    data.components.forEach((c, i) => this.byKey.set(key(c.project, c.slug), i));
  }

  /** The data and addresses hooks see. */
  get scope(): Scope {
    return { data: this.data, urls: this.urls };
  }

  answer(method: string, rawUrl: string): Answer {
    const target = parseTarget(rawUrl, this.basePath);
    if (this.hooks.intercepts) {
      const route = target.route;
      const req: RequestCtx = {
        data: this.data,
        urls: this.urls,
        method,
        rawUrl,
        path: pathOf(rawUrl),
        query: target.query,
        answer: (m, u) => this.answer(m, u),
        pass: (m, u) => this.route(m, parseTarget(u, this.basePath)),
      };
      if (route) req.route = route;
      const index = route && route.kind !== 'list' ? this.byKey.get(key(route.project, route.component)) : undefined;
      if (index !== undefined) req.index = index;
      const a = this.hooks.request(req);
      if (a) return a;
    }
    return this.route(method, target);
  }

  private route(method: string, { route, query }: Target): Answer {
    if (!route) return NOT_FOUND;
    if (query.format !== undefined && query.format !== '' && query.format !== 'json' && query.format !== 'api') return NOT_FOUND;
    if (!this.hooks.method(method, CLEAN_METHODS.has(method), route)) return { ...methodNotAllowed(method), meta: { kind: route.kind } };
    let index: number | undefined;
    if (route.kind !== 'list') {
      index = this.byKey.get(key(route.project, route.component));
      if (index === undefined) return this.hooks.error(NOT_FOUND, { data: this.data, urls: this.urls, why: 'unknown-component' });
    }
    if (method === 'OPTIONS') return { status: 200, body: OPTIONS[route.kind], meta: { kind: route.kind, ...(index === undefined ? {} : { index }) } };
    if (route.kind === 'instance') return { status: 200, body: this.instance(index!), meta: { kind: 'instance', index: index! } };
    return this.pages.answer(method, route.kind, index, query);
  }

  private instance(index: number): Buffer {
    let body = this.instances.get(index);
    if (!body) {
      body = Buffer.from(toJson(componentRecord(this.model, index, true)));
      this.instances.set(index, body);
    }
    return body;
  }
}

function pathOf(rawUrl: string): string {
  let url = rawUrl.replace(/^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]*/, '');
  const q = url.search(/[?#]/);
  if (q >= 0) url = url.slice(0, q);
  return url || '/';
}

function key(project: string, component: string): string {
  return `${project}\u0000${component}`;
}
