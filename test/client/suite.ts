/**
 * Small clients of the API, written from the API document as client developers write them: correct
 * ones, and ones with the mistakes people make, one mistake each. Each is given the API address and
 * must return the slugs of every component (`project/slug`) and, where its task says so, the
 * statistics of each; a client that throws or returns another list has failed its own task.
 *
 * Each faulty client names the requirement the client report must name for it, or `fails` when the
 * mistake is one only the client's own result shows (the server cannot see what a client does with an
 * answer).
 */
import http from 'node:http';
import { realClock, type Clock } from '../../src/crawl/pacer.js';

type Json = Record<string, unknown>;
type Page = { count: number; next: string | null; previous: string | null; results: Json[] };

export interface SuiteClient {
  name: string;
  /** Undefined for a correct client; else the requirement the report names, or 'fails'. */
  mistake?: string;
  /** `clock`: the time the client reads and its waits (a test's clock, or the wall clock). */
  run(api: string, clock?: Clock): Promise<string[]>;
}

const JSON_ACCEPT = { accept: 'application/json', 'user-agent': 'suite-client/1' };
/** Milliseconds a Retry-After asks for, at `now`: seconds or an HTTP date. */
function retryAfterMs(value: string | null, now: number): number {
  if (value === null) return 1000;
  if (/^\d+$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? 1000 : Math.max(0, date - now);
}

/**
 * A polite GET: on a 429 or 503 with Retry-After, every request of the client waits until then (the
 * limit is the server's), then asks again. `pause` is shared by the client's concurrent requests.
 */
function politeGetter(clock: Clock, headers: Record<string, string> = JSON_ACCEPT): (url: string) => Promise<Page & Json> {
  let resumeAt = 0;
  return async (url) => {
    for (;;) {
      const wait = resumeAt - clock.now();
      if (wait > 0) await clock.sleep(wait);
      const r = await fetch(url, { headers });
      if (r.status === 429 || r.status === 503) {
        await r.arrayBuffer();
        const now = clock.now();
        resumeAt = Math.max(resumeAt, now + retryAfterMs(r.headers.get('retry-after'), now));
        continue;
      }
      if (r.status !== 200) throw new Error(`${url}: ${r.status}`);
      return (await r.json()) as Page & Json;
    }
  };
}

const slugOf = (c: Json): string => `${(c.project as Json).slug as string}/${c.slug as string}`;

/** Follows next from `start` with `get`; every item. */
async function walk(get: (url: string) => Promise<Page & Json>, start: string): Promise<Json[]> {
  const items: Json[] = [];
  for (let next: string | null = start; next !== null;) {
    const page = await get(next);
    items.push(...page.results);
    next = page.next;
  }
  return items;
}

/** The correct clients. */
export const CORRECT: SuiteClient[] = [
  {
    name: 'follows next, asks for JSON, waits out Retry-After for every request',
    async run(api, clock = realClock) {
      const get = politeGetter(clock);
      return (await walk(get, `${api}components/`)).map(slugOf);
    },
  },
  {
    name: 'reads every component and its statistics, following the addresses the answers give',
    async run(api, clock = realClock) {
      const get = politeGetter(clock);
      const components = await walk(get, `${api}components/`);
      for (const c of components) {
        await get(String(c.url));
        const stats = await walk(get, String(c.statistics_url));
        if (stats.length === 0) throw new Error(`${slugOf(c)}: no statistics`);
      }
      return components.map(slugOf);
    },
  },
  {
    name: 'three workers read the statistics at once, all pausing on a 429 or 503; sends Accept: */*',
    async run(api, clock = realClock) {
      const get = politeGetter(clock, { accept: '*/*', 'user-agent': 'suite-client/1' });
      const components = await walk(get, `${api}components/`);
      const queue = [...components];
      await Promise.all(
        [0, 1, 2].map(async () => {
          for (let c = queue.shift(); c; c = queue.shift()) await walk(get, String(c.statistics_url));
        }),
      );
      return components.map(slugOf);
    },
  },
  {
    name: 'tolerates absent fields and reads percentages as numbers, written 100 or 100.0',
    async run(api, clock = realClock) {
      const get = politeGetter(clock);
      const components = await walk(get, `${api}components/`);
      for (const c of components.slice(0, 6)) {
        for (const item of await walk(get, String(c.statistics_url))) {
          if (typeof item.translated_percent !== 'number' || item.translated_percent > 100) throw new Error('a percentage');
          void (item.approved ?? 0);
        }
      }
      return components.map(slugOf);
    },
  },
];

/** A GET that gives up on anything but 200 (no waiting). */
async function plainGet(url: string, headers: Record<string, string> = JSON_ACCEPT): Promise<Page & Json> {
  const r = await fetch(url, { headers });
  if (r.status !== 200) throw new Error(`${url}: ${r.status}`);
  return (await r.json()) as Page & Json;
}

/** A GET that retries a 429 or 503 after `ms` (0: at once), whatever Retry-After says. */
function retryingGet(ms: number, clock: Clock): (url: string) => Promise<Page & Json> {
  return async (url) => {
    for (;;) {
      const r = await fetch(url, { headers: JSON_ACCEPT });
      if (r.status === 429 || r.status === 503) {
        await r.arrayBuffer();
        if (ms > 0) await clock.sleep(ms);
        continue;
      }
      if (r.status !== 200) throw new Error(`${url}: ${r.status}`);
      return (await r.json()) as Page & Json;
    }
  };
}

/** The faulty clients: one mistake each. Those that are not about the rate limit still wait it out politely. */
export const FAULTY: SuiteClient[] = [
  {
    name: 'stops at the first page shorter than 20',
    mistake: 'fails',
    async run(api, clock = realClock) {
      const get = politeGetter(clock);
      const items: Json[] = [];
      for (let next: string | null = `${api}components/`; next !== null;) {
        const page = await get(next);
        items.push(...page.results);
        next = page.results.length < 20 ? null : page.next;
      }
      return items.map(slugOf);
    },
  },
  {
    name: 'computes the pages from count ÷ 20 and builds page=N',
    mistake: 'fails',
    async run(api, clock = realClock) {
      const get = politeGetter(clock);
      const first = await get(`${api}components/`);
      const items = [...first.results];
      for (let n = 2; n <= Math.ceil(first.count / 20); n++) items.push(...(await get(`${api}components/?page=${n}`)).results);
      return items.map(slugOf);
    },
  },
  {
    name: 'follows next but stops after count ÷ 20 pages',
    mistake: 'fails',
    async run(api, clock = realClock) {
      const get = politeGetter(clock);
      const items: Json[] = [];
      let next: string | null = `${api}components/`;
      for (let n = 0; next !== null; n++) {
        const page = await get(next);
        items.push(...page.results);
        next = n + 1 < Math.ceil(page.count / 20) ? page.next : null;
      }
      return items.map(slugOf);
    },
  },
  {
    name: 're-reads page 1 before every page',
    mistake: 'CLI-NO-REPEAT',
    async run(api, clock = realClock) {
      const get = politeGetter(clock);
      const items: Json[] = [];
      let next: string | null = `${api}components/`;
      while (next !== null) {
        await get(`${api}components/`);
        const page = await get(next);
        items.push(...page.results);
        next = page.next;
      }
      return items.map(slugOf);
    },
  },
  {
    name: 'fires every page at once, from count and the size of page 1, at the address next will give',
    mistake: 'CLI-PAGE-LINKS',
    async run(api, clock = realClock) {
      const get = politeGetter(clock);
      const first = await get(`${api}components/`);
      const size = first.results.length;
      const pages = Math.ceil(first.count / size);
      const template = first.next!.replace(/page=2/, 'page=N');
      const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => get(template.replace('page=N', `page=${i + 2}`))));
      return [first, ...rest].flatMap((p) => p.results).map(slugOf);
    },
  },
  {
    name: 'moves every link onto the base URL it was given',
    mistake: 'CLI-LINK-HOST',
    async run(api, clock = realClock) {
      const get = politeGetter(clock);
      const base = new URL(api);
      const items: Json[] = [];
      for (let next: string | null = `${api}components/`; next !== null;) {
        const page = await get(next);
        items.push(...page.results);
        if (page.next === null) next = null;
        else {
          const u = new URL(page.next);
          u.host = base.host;
          next = u.href;
        }
      }
      return items.map(slugOf);
    },
  },
  {
    name: 'asks again at once after a 429 or 503',
    mistake: 'CLI-RETRY-AFTER',
    async run(api, clock = realClock) {
      return (await walk(retryingGet(0, clock), `${api}components/`)).map(slugOf);
    },
  },
  {
    name: 'asks again after a fixed 250 ms',
    mistake: 'CLI-RETRY-AFTER',
    async run(api, clock = realClock) {
      return (await walk(retryingGet(250, clock), `${api}components/`)).map(slugOf);
    },
  },
  {
    name: 'gives up on a 429 or 503',
    mistake: 'fails',
    async run(api) {
      const components = await walk((url) => plainGet(url), `${api}components/`);
      for (const c of components) await plainGet(String(c.statistics_url));
      return components.map(slugOf);
    },
  },
  {
    name: 'puts a refused address at the back of its queue and goes on with the next at once',
    mistake: 'CLI-RETRY-AFTER',
    async run(api, clock = realClock) {
      const components = await walk(politeGetter(clock), `${api}components/`);
      const queue = components.flatMap((c) => [String(c.url), String(c.statistics_url)]);
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        const r = await fetch(url, { headers: JSON_ACCEPT });
        const text = await r.text();
        if (r.status === 429 || r.status === 503) queue.push(url);
        else if (r.status !== 200) throw new Error(`${url}: ${r.status}`);
        else {
          const next = (JSON.parse(text) as { next?: string | null }).next;
          if (typeof next === 'string') queue.push(next);
        }
      }
      return components.map(slugOf);
    },
  },
  {
    name: 'builds the statistics address from the slug normalised to NFC',
    mistake: 'CLI-ADDRESS-GIVEN',
    async run(api, clock = realClock) {
      const get = politeGetter(clock);
      const components = await walk(get, `${api}components/`);
      for (const c of components) {
        const p = encodeURIComponent(String((c.project as Json).slug).normalize('NFC'));
        const s = encodeURIComponent(String(c.slug).normalize('NFC'));
        await get(`${api}components/${p}/${s}/statistics/`);
      }
      return components.map(slugOf);
    },
  },
  {
    name: "asks for a statistics item's web url as if it were an API address",
    mistake: 'CLI-ADDRESS-GIVEN',
    async run(api, clock = realClock) {
      const get = politeGetter(clock);
      const components = await walk(get, `${api}components/`);
      const stats = await get(String(components[0]!.statistics_url));
      const r = await fetch(String(stats.results[0]!.url), { headers: JSON_ACCEPT });
      await r.arrayBuffer();
      return components.map(slugOf);
    },
  },
  {
    name: 'asks for 100 components a page with page_size',
    mistake: 'CLI-QUERY-DEFINED',
    async run(api, clock = realClock) {
      const get = politeGetter(clock);
      return (await walk(get, `${api}components/?page_size=100`)).map(slugOf);
    },
  },
  {
    name: 'asks for HTML (Accept: text/html)',
    mistake: 'CLI-ACCEPT-JSON',
    async run(api, clock = realClock) {
      return (await walk(politeGetter(clock, { accept: 'text/html', 'user-agent': 'suite-client/1' }), `${api}components/`)).map(slugOf);
    },
  },
  {
    name: 'locks each component with a POST before reading it',
    mistake: 'CLI-READ-ONLY',
    async run(api, clock = realClock) {
      const get = politeGetter(clock);
      const components = await walk(get, `${api}components/`);
      const r = await fetch(String(components[0]!.url), {
        method: 'POST',
        headers: { ...JSON_ACCEPT, 'content-type': 'application/json' },
        body: '{"lock":true}',
      });
      await r.arrayBuffer();
      return components.map(slugOf);
    },
  },
  {
    name: 'sends its query as a JSON body on GET',
    mistake: 'CLI-READ-ONLY',
    async run(api, clock = realClock) {
      const body = await new Promise<string>((resolve, reject) => {
        const u = new URL(`${api}components/`);
        const req = http.request(
          {
            host: u.hostname,
            port: u.port,
            path: u.pathname,
            method: 'GET',
            headers: { ...JSON_ACCEPT, 'content-type': 'application/json', 'content-length': '19' },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8').on('data', (d: string) => (text += d));
            res.on('end', () => resolve(text));
          },
        );
        req.on('error', reject);
        req.end('{"ordering":"name"}');
      });
      const first = JSON.parse(body) as Page;
      const rest = first.next === null ? [] : await walk(politeGetter(clock), first.next);
      return [...first.results, ...rest].map(slugOf);
    },
  },
  {
    name: 'expects the approved count on every statistics item',
    mistake: 'fails',
    async run(api, clock = realClock) {
      const get = politeGetter(clock);
      const components = await walk(get, `${api}components/`);
      for (const c of components)
        for (const item of await walk(get, String(c.statistics_url)))
          if (typeof item.approved !== 'number') throw new Error(`no approved in ${String(item.url)}`);
      return components.map(slugOf);
    },
  },
];
