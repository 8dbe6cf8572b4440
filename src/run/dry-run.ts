/**
 * `check --dry-run`: the plan of a check, from at most one request (the component list's first
 * page): how many components, the requests by kind, and how long they take at the rate limit
 * declared by the server or given with --rate-limit (the stricter). Nothing is judged.
 */
import { AuthError, kitErrorFor, NoApiError } from '../base/errors.js';
import type { Io } from '../base/io.js';
import { HttpClient } from '../crawl/http.js';
import { declaredLimit, formatRate } from '../crawl/pacer.js';
import { scrubToken } from '../crawl/scrub.js';
import { REQUIREMENT_IDS } from '../catalogue/requirements.js';
import { resolveCheckOptions, type CheckOptions } from './check.js';

export interface DryRunPlan {
  baseUrl: string;
  /** Requests sent to make the plan (0 or 1). */
  sent: number;
  /** Components in the list (its count). */
  listed: number;
  /** Components the run would check (`at most` when --project names them: the list tells which). */
  components: number;
  componentsAtMost: boolean;
  /** Requests by kind; statistics lists, format=api and later pages at least one page each. */
  requests: { kind: string; count: number }[];
  total: number;
  /** Requests an hour at the stricter of the declared and the given limit; undefined without either. */
  perHour?: number;
  rateSource?: string;
  /** Estimated duration in seconds at that rate; undefined without a rate. */
  seconds?: number;
  judged: string[];
  notRun: { id: string; reason: string }[];
}

/** The plan of the check these options describe; sends at most the component list's first page. */
export async function planCheck(options: CheckOptions): Promise<DryRunPlan> {
  const o = resolveCheckOptions({ ...options, retries: 0 });
  const http = new HttpClient({
    baseUrl: o.baseUrl,
    timeoutMs: o.timeout * 1000,
    retries: 0,
    maxBodySize: o.maxBodySize,
    maxRequests: 1,
    token: o.token,
    connections: 1,
    headers: o.headers,
    ca: o.caPem,
    insecure: o.insecure,
    env: o.env,
    ...(o.clock ? { clock: o.clock } : {}),
  });
  const secrets = http.secrets();
  const listUrl = `${o.baseUrl}api/components/`;
  let first;
  try {
    first = await http.send('GET', listUrl, { purpose: 'crawl' });
  } finally {
    await http.close();
  }
  if (first.error) {
    const bare = first.error.code === 'E_UNREACHABLE' || first.error.code === 'E_TLS';
    throw kitErrorFor(first.error.code, scrubToken(bare ? first.error.message : `${listUrl}: ${first.error.message}`, secrets));
  }
  if (first.status === 401 || first.status === 403)
    throw new AuthError(
      `${listUrl} answered ${first.status}: the deployment needs a token${o.token ? ' other than the one given' : ''} (--token or STRINGENT_TOKEN)`,
    );
  let body: { count?: unknown; results?: unknown; next?: unknown } | undefined;
  try {
    body = JSON.parse(first.body ?? '') as typeof body;
  } catch {
    body = undefined;
  }
  if (!body || typeof body !== 'object' || typeof body.count !== 'number' || !Number.isSafeInteger(body.count) || body.count < 0)
    throw new NoApiError(`${listUrl} answered ${first.status} without a list count; the base URL may be wrong (it is the address api/components/ hangs off)`);
  const listed = body.count;
  const { parts } = o.focus;
  const pick = parts.pick;
  const named = pick ? pick.components.length : undefined;
  const componentsAtMost = pick !== undefined && pick.projects.length > 0;
  const components = pick ? (componentsAtMost ? listed : Math.min(named!, listed)) : Math.min(listed, o.maxComponents ?? Infinity);
  const listPages = Math.max(1, Math.ceil(listed / o.pageSize));
  const sample = parts.sample && components > 0 ? 1 : 0;
  const instances = parts.instances ? components : sample;
  const statistics = parts.statistics ? components : sample;
  const methods = !parts.methods ? 0 : parts.methodsAll ? 2 * (listPages + instances + statistics) : 2 * (1 + 2 * sample) + sample;
  const requests = [
    { kind: 'component list pages', count: listPages },
    { kind: 'instance records', count: instances },
    { kind: 'statistics lists (one page or more each)', count: statistics },
    { kind: 'HEAD and OPTIONS', count: methods },
    { kind: 'format=api pages (one or more)', count: parts.formatApi ? sample : 0 },
    { kind: 'error probes (--probe-errors)', count: parts.probeErrors ? 2 + 4 + 4 * sample : 0 },
    { kind: 'write probes (--probe-writes)', count: parts.probeWrites ? 4 + 8 * sample : 0 },
  ];
  const total = requests.reduce((n, r) => n + r.count, 0);
  const now = Date.now();
  const declared = declaredLimit(first.headers as Record<string, string>, now);
  const rates: { perHour: number; source: string }[] = [];
  if (o.rateLimit) rates.push({ perHour: (o.rateLimit.count / o.rateLimit.windowMs) * 3_600_000, source: `--rate-limit ${formatRate(o.rateLimit)}` });
  if (declared.limit !== undefined) {
    const windowMs = declared.windowMs ?? (declared.resetAt !== undefined && declared.resetAt > now ? declared.resetAt - now : undefined);
    if (windowMs !== undefined && windowMs > 0)
      rates.push({
        perHour: (declared.limit / windowMs) * 3_600_000,
        source: `declared by the server (${declared.source ?? 'X-RateLimit-Limit'}: ${declared.limit} per ${Math.round(windowMs / 1000)} s)`,
      });
  }
  const rate = rates.sort((a, b) => a.perHour - b.perHour)[0];
  const notRun = [...o.focus.notRun].map(([id, reason]) => ({ id, reason }));
  return {
    baseUrl: o.baseUrl,
    sent: 1,
    listed,
    components,
    componentsAtMost,
    requests,
    total,
    ...(rate ? { perHour: rate.perHour, rateSource: rate.source, seconds: Math.ceil((total / rate.perHour) * 3600) } : {}),
    judged: REQUIREMENT_IDS.filter((id) => !o.focus.notRun.has(id)),
    notRun,
  };
}

function duration(seconds: number): string {
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 7200) return `${Math.ceil(seconds / 60)} min`;
  return `${(seconds / 3600).toFixed(1)} h`;
}

/** The plan as text, one fact a line. */
export function renderPlan(p: DryRunPlan): string {
  const width = Math.max(...p.requests.map((r) => r.kind.length));
  const lines = [
    `stringent: dry run of ${p.baseUrl}: ${p.sent} request sent (the first page of the component list); nothing judged`,
    `Components: ${p.listed} in the list; ${p.componentsAtMost ? `at most ${p.components}` : p.components} to check`,
    `Requests planned: at least ${p.total}`,
    ...p.requests.filter((r) => r.count > 0).map((r) => `  ${r.kind.padEnd(width)}  ${r.count}`),
    p.perHour === undefined
      ? "Rate limit: none declared by the server and none given (--rate-limit): the time is the server's own speed"
      : `Rate limit: ${Math.round(p.perHour)} an hour, ${p.rateSource}`,
    ...(p.seconds === undefined ? [] : [`Estimated time: about ${duration(p.seconds)}`]),
    `Requirements judged: ${p.judged.length} of ${p.judged.length + p.notRun.length}` +
      (p.notRun.length === 0 ? '' : p.judged.length <= p.notRun.length ? ` (${p.judged.join(', ')})` : `; not run: ${p.notRun.map((n) => n.id).join(', ')}`),
  ];
  return lines.join('\n') + '\n';
}

/** Writes the plan to stdout; exit status 0. */
export async function dryRun(options: CheckOptions, io: Pick<Io, 'stdout'>): Promise<number> {
  io.stdout.write(renderPlan(await planCheck(options)));
  return 0;
}
