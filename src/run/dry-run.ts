/**
 * `check --dry-run`: the plan of a check, from at most one request (the component list's first
 * page): how many components, the requests by kind (HEAD body probes apart), and, against the rate
 * limit the server declares, whether they fit in the current window or how many windows they need
 * (src/run/window-plan.ts); at the pace of --rate-limit, how long they take. Nothing is judged.
 */
import { AuthError, kitErrorFor, NoApiError } from '../base/errors.js';
import type { Io } from '../base/io.js';
import { credentialHeaders, HttpClient } from '../crawl/http.js';
import { declaredLimit, formatRate } from '../crawl/pacer.js';
import { planDuration, planWindows, windowWords, type WindowPlan } from './window-plan.js';
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
  /** The requests against the declared limit's windows and the pace of --rate-limit. */
  plan: WindowPlan;
  /** The limit the server declared, in words; undefined when it declared none. */
  declared?: string;
  /** --rate-limit as given. */
  paced?: string;
  /** When the plan was made (epoch ms), for the time the next window opens. */
  now: number;
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
  if (first.status === 401 || first.status === 403) {
    const headers = credentialHeaders(o.headers);
    throw new AuthError(
      o.token !== undefined
        ? `${listUrl} answered ${first.status}: the token given was refused (--token or STRINGENT_TOKEN)`
        : headers.length > 0
          ? `${listUrl} answered ${first.status}: the credentials given with --header ${headers.join(', ')} were refused`
          : `${listUrl} answered ${first.status}: the deployment needs a token (--token or STRINGENT_TOKEN)`,
    );
  }
  if (first.status === 429 || first.status >= 500)
    throw kitErrorFor(
      first.status === 429 ? 'E_RATE_LIMITED' : 'E_UNAVAILABLE',
      `${listUrl} answered ${first.status}${first.status === 429 ? ': the server allows no more requests now' : ': the server or a proxy in front of it is unavailable'}; try the plan again later`,
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
  // Each HEAD is looked at on the wire too: two more requests on a fresh connection, unless a proxy stands between.
  const proxied = Boolean(o.env?.HTTPS_PROXY ?? o.env?.https_proxy ?? o.env?.HTTP_PROXY ?? o.env?.http_proxy);
  const heads = Math.floor(methods / 2);
  const requests = [
    { kind: 'component list pages', count: listPages },
    { kind: 'instance records', count: instances },
    { kind: 'statistics lists (one page or more each)', count: statistics },
    { kind: 'HEAD and OPTIONS', count: methods },
    { kind: 'HEAD body probes (two per HEAD)', count: proxied ? 0 : 2 * heads },
    { kind: 'format=api pages (one or more)', count: parts.formatApi ? sample : 0 },
    { kind: 'error probes (--probe-errors)', count: parts.probeErrors ? 2 + 4 + 4 * sample : 0 },
    { kind: 'write probes (--probe-writes)', count: parts.probeWrites ? 4 + 8 * sample : 0 },
  ];
  const total = requests.reduce((n, r) => n + r.count, 0);
  const now = (o.clock ?? { now: () => Date.now() }).now();
  const declared = declaredLimit(first.headers as Record<string, string>, now);
  // The first page is sent already: it is not left to plan, and the server counted it.
  const plan = planWindows(Math.max(0, total - 1), declared, o.rateLimit);
  const describe =
    declared.limit !== undefined || declared.remaining !== undefined
      ? `${declared.limit !== undefined ? `${declared.limit} requests per window` : 'a limit'}${declared.windowMs !== undefined ? ` of ${planDuration(declared.windowMs / 1000)}` : ''}, declared by the server (${declared.source ?? 'X-RateLimit-Limit'})`
      : undefined;
  const notRun = [...o.focus.notRun].map(([id, reason]) => ({ id, reason }));
  return {
    baseUrl: o.baseUrl,
    sent: 1,
    listed,
    components,
    componentsAtMost,
    requests,
    total,
    plan,
    now,
    ...(describe !== undefined ? { declared: describe } : {}),
    ...(o.rateLimit ? { paced: `--rate-limit ${formatRate(o.rateLimit)}` } : {}),
    judged: REQUIREMENT_IDS.filter((id) => !o.focus.notRun.has(id)),
    notRun,
  };
}

/** The rate limit and what it means for this plan, in lines. */
function planLines(p: DryRunPlan): string[] {
  const lines: string[] = [];
  if (p.declared === undefined && p.paced === undefined)
    lines.push("Rate limit: none declared by the server and none given (--rate-limit): the time is the server's own speed");
  if (p.declared !== undefined) lines.push(`Rate limit: ${p.declared}`);
  const fit = windowWords(p.plan, p.now);
  if (fit !== undefined) lines.push(`Window: the check ${fit}`);
  if (p.paced !== undefined && p.plan.pacedSeconds !== undefined) lines.push(`Paced: ${p.paced}; the requests take about ${planDuration(p.plan.pacedSeconds)}`);
  return lines;
}

/** The plan as text, one fact a line. */
export function renderPlan(p: DryRunPlan): string {
  const width = Math.max(...p.requests.map((r) => r.kind.length));
  const lines = [
    `stringent: dry run of ${p.baseUrl}: ${p.sent} request sent (the first page of the component list); nothing judged`,
    `Components: ${p.listed} in the list; ${p.componentsAtMost ? `at most ${p.components}` : p.components} to check`,
    `Requests planned: at least ${p.total}, the first page sent already`,
    ...p.requests.filter((r) => r.count > 0).map((r) => `  ${r.kind.padEnd(width)}  ${r.count}`),
    ...planLines(p),
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
