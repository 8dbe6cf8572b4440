/**
 * The parts of undici the HTTP layer uses, each loaded when first asked for: the connection Agent
 * and the request method, alone. undici's entry module loads the whole library (fetch, WebSocket,
 * EventSource, the cache and mock layers: over a hundred modules, and Node's own copy of undici
 * besides), which cost `check` more than all of its rules before its first request. The modules
 * named here are the ones that entry module itself requires and re-exports, so they are the same
 * classes (a test holds each to it); should an undici release lay its files out otherwise, the part
 * comes from the entry module instead. EnvHttpProxyAgent, for a run through a proxy, comes from the
 * entry module: its tunnel calls the CONNECT method the entry module puts on every dispatcher.
 */
import { createRequire } from 'node:module';
import type { Agent, Dispatcher, EnvHttpProxyAgent } from 'undici';

type Load = (id: string) => unknown;

const load: Load = createRequire(import.meta.url);

/** `undici/<file>`, or `pick` of the whole package when undici has no such file. */
export function part<T>(file: string, pick: (undici: typeof import('undici')) => T, req: Load = load): T {
  try {
    return req(`undici/${file}`) as T;
  } catch (err) {
    if ((err as { code?: unknown }).code !== 'MODULE_NOT_FOUND') throw err;
    return pick(req('undici') as typeof import('undici'));
  }
}

type RequestMethod = (this: Dispatcher, options: Dispatcher.RequestOptions) => Promise<Dispatcher.ResponseData>;

/**
 * The parts of undici, each loaded on its first use. Process-wide as the module cache that loads
 * them is: a part is the same class or function whichever run loads it, holds nothing of a run, and
 * is never replaced once loaded.
 */
const LOADED: { agent?: typeof Agent; proxyAgent?: typeof EnvHttpProxyAgent; request?: RequestMethod } = {};

export function agentClass(): typeof Agent {
  return (LOADED.agent ??= part('lib/dispatcher/agent.js', (u) => u.Agent));
}

export function envHttpProxyAgentClass(): typeof EnvHttpProxyAgent {
  return (LOADED.proxyAgent ??= (load('undici') as typeof import('undici')).EnvHttpProxyAgent);
}

/**
 * A dispatcher's request method. undici's entry module puts it on every dispatcher's prototype; loaded
 * alone, a dispatcher has no such method, so the method is called on it.
 */
export function requestOf(dispatcher: Dispatcher): (options: Dispatcher.RequestOptions) => Promise<Dispatcher.ResponseData> {
  const method = (LOADED.request ??= part<RequestMethod>('lib/api/api-request.js', (u) => Reflect.get(u.Dispatcher.prototype, 'request')));
  return (options) => method.call(dispatcher, options);
}
