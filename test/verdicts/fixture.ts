/**
 * Shared pieces of the verdict suites: the fixture server of test/hostile (real sockets, port 0)
 * with statistics lists of chosen lengths, and `check` run against it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { check, type CheckOptions } from '../../src/run/check.js';
import type { Report } from '../../src/generated/report.js';
import { statisticsItem } from '../hostile/data.js';
import { envelope, sendJson, startFixture, type Ctx, type Fixture, type Override } from '../hostile/server.js';

export { envelope, sendJson, type Ctx, type Fixture, type Override };

export interface VerdictFixtureOptions {
  /** Components in project `demo` (comp-1 …); default 3. */
  components?: number;
  /** Translations (besides the source item) of each component's statistics list; default 3. */
  translations?: number;
  /** Items of chosen components' statistics lists, source item included, by component slug. */
  lengths?: Record<string, number>;
  override?: Override;
}

export const statsPath = (slug: string): string => `/api/components/demo/${slug}/statistics/`;
export const instancePath = (slug: string): string => `/api/components/demo/${slug}/`;

/** `n` statistics items of component `slug`: the source item (en) first, then translations. */
export function items(base: string, slug: string, n: number): Record<string, unknown>[] {
  const out = [statisticsItem(base, 'demo', slug, 'en', 'English', 18)];
  for (let k = 1; k < n; k++) {
    const code = String.fromCharCode(97 + (Math.floor(k / 26) % 26), 97 + (k % 26)) + (k >= 676 ? String(k) : '');
    out.push(statisticsItem(base, 'demo', slug, code === 'en' ? 'zz' : code, `Language ${k}`, (k * 5) % 19));
  }
  return out;
}

export async function verdictFixture(t: { teardown(fn: () => unknown): void }, o: VerdictFixtureOptions = {}): Promise<Fixture> {
  let prepared = false;
  const f = await startFixture({
    components: o.components ?? 3,
    translations: o.translations ?? 3,
    override: (req: IncomingMessage, res: ServerResponse, ctx: Ctx) => {
      if (!prepared) {
        prepared = true;
        for (const [slug, n] of Object.entries(o.lengths ?? {})) ctx.data.statistics.set(`demo/${slug}`, items(ctx.base, slug, n));
      }
      return o.override?.(req, res, ctx) ?? false;
    },
  });
  t.teardown(() => f.close());
  return f;
}

export async function run(f: Fixture, options: Partial<CheckOptions> = {}): Promise<Report> {
  const { report } = await check({ baseUrl: f.base, timeout: 5, retries: 0, ...options });
  return report;
}

/** Requirements with a finding above note severity, sorted, each once. */
export function failing(report: Report): string[] {
  return [...new Set(report.findings.filter((x) => x.severity !== 'note').map((x) => x.requirement))].sort();
}

export function outcome(report: Report, id: string): Report['requirements'][number] {
  const r = report.requirements.find((x) => x.id === id);
  if (!r) throw new Error(`no outcome for ${id}`);
  return r;
}

/** Serves the statistics list of `slug` from `list` (all items), with `edit` applied to the envelope. */
export function serveList(res: ServerResponse, ctx: Ctx, list: unknown[], edit: (body: Record<string, unknown>, page: number) => void = () => {}): boolean {
  const body = envelope(ctx.url, list, 20);
  if (!body) {
    sendJson(res, 404, { detail: 'Invalid page.' });
    return true;
  }
  const raw = ctx.url.searchParams.get('page');
  edit(body, raw === null ? 1 : Number(raw));
  sendJson(res, 200, body);
  return true;
}
