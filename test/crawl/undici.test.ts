/**
 * The HTTP layer loads undici's parts alone (src/crawl/undici.ts): each part is the very class or
 * method undici's entry module exports, and a part undici does not have where it is looked for
 * comes from the entry module instead.
 */
import t from 'tap';
import { createRequire } from 'node:module';
import { agentClass, envHttpProxyAgentClass, part, requestOf } from '../../src/crawl/undici.js';
import { listen } from './listen.js';

const undici = createRequire(import.meta.url)('undici') as typeof import('undici');

t.test("each part is the class or method undici's entry module exports", async (t) => {
  t.equal(agentClass(), undici.Agent, 'Agent');
  t.equal(envHttpProxyAgentClass(), undici.EnvHttpProxyAgent, 'EnvHttpProxyAgent');
  t.equal(
    part('lib/api/api-request.js', () => undefined),
    Reflect.get(undici.Dispatcher.prototype, 'request'),
    "the request method, as the entry module puts it on every dispatcher's prototype",
  );
});

t.test('a part undici does not have there comes from the entry module; other failures are not hidden', async (t) => {
  const missing = (id: string): unknown => {
    if (id !== 'undici') throw Object.assign(new Error(`Cannot find module '${id}'`), { code: 'MODULE_NOT_FOUND' });
    return undici;
  };
  t.equal(
    part('lib/dispatcher/agent.js', (u) => u.Agent, missing),
    undici.Agent,
  );
  const broken = (): unknown => {
    throw new SyntaxError('Unexpected token');
  };
  t.throws(() => part('lib/dispatcher/agent.js', (u) => u.Agent, broken), SyntaxError);
});

t.test('a request through the request method of an Agent', async (t) => {
  const { base } = await listen(t, (_req, res) => res.end('{"ok":true}'));
  const agent = new (agentClass())();
  t.teardown(() => agent.close());
  const url = new URL(base);
  const res = await requestOf(agent)({ origin: url.origin, path: '/', method: 'GET' });
  t.equal(res.statusCode, 200);
  t.same(await res.body.json(), { ok: true });
});
