/**
 * Every statistics item the reference server serves, over the bundled and a generated dataset, plain
 * and in every clean variant, holds to §2.2 rules 2 and 3: an empty translation (total 0) has every
 * count 0, recent_changes included, its translated percentages 100 and the others 0; a source-language
 * item has translated = total and translated_percent 100.
 */
import t from 'tap';
import { startServer, VARIANTS } from '../reference-server/index.js';

const COUNTS = [
  'total_words',
  'total_chars',
  'translated',
  'translated_words',
  'translated_chars',
  'fuzzy',
  'failing',
  'approved',
  'readonly',
  'suggestions',
  'comments',
  'recent_changes',
];
const HUNDRED = ['translated_percent', 'translated_words_percent', 'translated_chars_percent'];

type Json = Record<string, unknown>;

async function pages(url: string): Promise<Json[]> {
  const out: Json[] = [];
  for (let next: string | null = url; next !== null;) {
    const res = await fetch(next, { headers: { accept: 'application/json' } });
    if (res.status === 429 || res.status === 503) {
      // edges' rate limit: wait out its Retry-After (seconds or an HTTP date), then ask again.
      const after = res.headers.get('retry-after') ?? '1';
      await res.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, /^\d+$/.test(after) ? Number(after) * 1000 : Math.max(0, Date.parse(after) - Date.now())));
      continue;
    }
    const page = (await res.json()) as { results: Json[]; next: string | null };
    out.push(...page.results);
    next = page.next;
  }
  return out;
}

function judge(item: Json, source: string | undefined): string[] {
  const bad: string[] = [];
  if (item.total === 0) {
    for (const f of COUNTS) if (f in item && item[f] !== 0) bad.push(`${f} ${String(item[f])} with total 0`);
    for (const [f, v] of Object.entries(item)) if (f.endsWith('_percent') && v !== (HUNDRED.includes(f) ? 100 : 0)) bad.push(`${f} ${String(v)} with total 0`);
  }
  if (source !== undefined && item.code === source && (item.translated !== item.total || item.translated_percent !== 100))
    bad.push('source item not fully translated');
  return bad;
}

const setups: { name: string; generate?: number; variants?: string[] }[] = [{ name: 'bundled' }, { name: 'generated 40', generate: 40 }];
for (const v of VARIANTS) setups.push({ name: `bundled, ${v.id}`, variants: [v.id] });

for (const s of setups) {
  t.test(`§2.2 rules 2 and 3 on every statistics item: ${s.name}`, async (t) => {
    const server = await startServer({ ...(s.generate ? { generate: s.generate } : {}), ...(s.variants ? { variants: s.variants } : {}) });
    t.teardown(() => server.close());
    const components = await pages(new URL('api/components/', server.url).href);
    t.ok(components.length > 0, 'components were served');
    let items = 0;
    let empty = 0;
    for (const c of components) {
      const source = ((c.source_language as Json | undefined)?.code as string | undefined) ?? undefined;
      for (const item of await pages(
        String(
          (c.statistics_url as string | undefined) ??
            new URL(`api/components/${String((c.project as Json).slug)}/${String(c.slug)}/statistics/`, server.url).href,
        ),
      )) {
        items++;
        if (item.total === 0) empty++;
        const bad = judge(item, source);
        if (bad.length > 0) t.fail(`${String(c.slug)} ${String(item.code)}: ${bad.join('; ')}`);
      }
    }
    t.ok(items > 0, `${items} items judged`);
    if (s.generate === undefined) t.ok(empty > 0, `the bundled dataset has empty translations (${empty})`);
  });
}

t.test('the judge can fail: recent_changes 1 on an empty item', async (t) => {
  t.same(judge({ total: 0, recent_changes: 1, translated_percent: 100 }, undefined), ['recent_changes 1 with total 0']);
  t.same(judge({ total: 0, recent_changes: 0, translated_percent: 100, fuzzy_percent: 0 }, undefined), []);
});
