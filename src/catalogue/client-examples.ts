/**
 * For each client requirement, a request sequence that fails it and one that passes it, as the
 * server sees them: what `stringent rules CLI-…` shows. test/client/judge.test.ts runs each through
 * the judge: the failing one yields exactly its requirement, the passing one nothing.
 */
import type { ClientRequest } from '../generated/client-report.js';
import type { ClientRequirementId } from './client.js';

/** One request of an example: when it arrived (ms), what it asked, what it was answered. */
export interface ExampleStep {
  at: number;
  method?: string;
  target: string;
  /** Default 200. */
  status?: number;
  /** When its answer began to be sent; default one millisecond after it arrived. */
  sent?: number;
  /** The Host header; default weblate.example. */
  host?: string;
  /** Default application/json. */
  accept?: string;
  retryAfter?: string;
  body?: boolean;
  /** The next and previous its answer gave. */
  links?: string[];
  /** Whether its answer was a last page (next: null). */
  last?: boolean;
  /** Other addresses its answer gave (url, statistics_url, …). */
  addresses?: string[];
}

export interface ClientExample {
  failing: ExampleStep[];
  passing: ExampleStep[];
}

const B = 'http://weblate.example';

export const CLIENT_EXAMPLES: Readonly<Record<ClientRequirementId, ClientExample>> = {
  'CLI-PAGE-LINKS': {
    failing: [
      { at: 0, target: '/api/components/', links: [`${B}/api/components/?page=2`], last: false },
      { at: 10, target: '/api/components/?page=3', status: 404 },
    ],
    passing: [
      { at: 0, target: '/api/components/', links: [`${B}/api/components/?page=2`], last: false },
      { at: 10, target: '/api/components/?page=2', links: [`${B}/api/components/`], last: true },
    ],
  },
  'CLI-ADDRESS-GIVEN': {
    failing: [
      { at: 0, target: '/api/components/', links: [], last: true, addresses: [`${B}/api/components/p/cafe%CC%81/statistics/`] },
      { at: 10, target: '/api/components/p/caf%C3%A9/statistics/', status: 404 },
    ],
    passing: [
      { at: 0, target: '/api/components/', links: [], last: true, addresses: [`${B}/api/components/p/cafe%CC%81/statistics/`] },
      { at: 10, target: '/api/components/p/cafe%CC%81/statistics/', links: [], last: true },
    ],
  },
  'CLI-LINK-HOST': {
    failing: [
      { at: 0, host: 'localhost:8000', target: '/api/components/', links: [`${B}/api/components/?page=2`], last: false },
      { at: 10, host: 'localhost:8000', target: '/api/components/?page=2', links: [`${B}/api/components/`], last: true },
    ],
    passing: [
      { at: 0, host: 'localhost:8000', target: '/api/components/', links: [`${B}/api/components/?page=2`], last: false },
      { at: 10, target: '/api/components/?page=2', links: [`${B}/api/components/`], last: true },
    ],
  },
  'CLI-NO-REPEAT': {
    failing: [
      { at: 0, target: '/api/components/', links: [`${B}/api/components/?page=2`], last: false },
      { at: 10, target: '/api/components/', links: [`${B}/api/components/?page=2`], last: false },
      { at: 20, target: '/api/components/?page=2', links: [`${B}/api/components/`], last: true },
    ],
    passing: [
      { at: 0, target: '/api/components/', links: [`${B}/api/components/?page=2`], last: false },
      { at: 10, target: '/api/components/?page=2', links: [`${B}/api/components/`], last: true },
    ],
  },
  'CLI-READ-ONLY': {
    failing: [{ at: 0, method: 'POST', target: '/api/components/p/c/', status: 405, body: true }],
    passing: [{ at: 0, target: '/api/components/p/c/' }],
  },
  'CLI-QUERY-DEFINED': {
    failing: [{ at: 0, target: '/api/components/?page_size=100', links: [], last: true }],
    passing: [{ at: 0, target: '/api/components/p/c/statistics/?format=api', links: [], last: true }],
  },
  'CLI-RETRY-AFTER': {
    failing: [
      { at: 0, target: '/api/components/p/c/', status: 429, retryAfter: '1' },
      { at: 251, target: '/api/components/p/c/' },
    ],
    passing: [
      { at: 0, target: '/api/components/p/c/', status: 429, retryAfter: '1' },
      { at: 1001, target: '/api/components/p/c/' },
    ],
  },
  'CLI-ACCEPT-JSON': {
    failing: [{ at: 0, target: '/api/components/p/c/', accept: 'text/html' }],
    passing: [{ at: 0, target: '/api/components/p/c/', accept: '*/*' }],
  },
};

/** An example step as the server records it (observe.ts), numbered `seq`. */
export function exampleRequest(step: ExampleStep, seq: number): ClientRequest {
  const [path, query = ''] = step.target.split('?') as [string, string?];
  const parameters = query === '' ? [] : query.split('&').map((p) => p.split('=')[0]!);
  const r: ClientRequest = {
    seq,
    atMs: step.at,
    method: step.method ?? 'GET',
    target: step.target,
    host: step.host ?? 'weblate.example',
    parameters,
    credentials: false,
    status: step.status ?? 200,
    answeredMs: step.sent ?? step.at + 1,
    connection: 1,
    api: path.startsWith('/api/'),
    body: step.body ?? false,
  };
  if (step.accept !== '') r.accept = step.accept ?? 'application/json';
  if (step.retryAfter !== undefined) r.retryAfter = step.retryAfter;
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'api' && segments[1] === 'components') {
    r.kind = segments.length === 2 ? 'list' : segments.length === 5 && segments[4] === 'statistics' ? 'statistics' : 'instance';
    if (r.kind !== 'instance') {
      r.list = `${B}${r.kind === 'list' ? '/api/components/' : `/${segments.slice(0, 5).join('/')}/`}`;
      r.page = Number(/(?:^|&)page=(\d+)/.exec(query)?.[1] ?? '1');
      if (step.links) r.links = step.links;
      if (step.last !== undefined) r.lastPage = step.last;
    }
  }
  if (step.addresses) r.addresses = step.addresses;
  return r;
}

/** An example step as one line: when, what, what it was answered. */
export function exampleLine(step: ExampleStep): string {
  const parts = [`${String(step.at).padStart(5)} ms  ${step.method ?? 'GET'} ${step.target}`];
  if (step.host) parts.push(`Host: ${step.host}`);
  if (step.accept !== undefined) parts.push(`Accept: ${step.accept}`);
  if (step.body) parts.push('with a body');
  let answer = `→ ${step.status ?? 200}`;
  if (step.retryAfter !== undefined) answer += ` Retry-After: ${step.retryAfter}`;
  const gave = [...(step.links ?? []), ...(step.addresses ?? [])];
  if (step.last === true && step.links?.length === 0) answer += ', next: null';
  else if (gave.length > 0) answer += `, gave ${gave.join(', ')}${step.last ? ' (next: null)' : ''}`;
  return `${parts.join('  ')}  ${answer}`;
}
