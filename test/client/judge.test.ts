/**
 * The client requirements judged on request records (src/rules/client.ts): for each CLI-* ID a
 * passing case and a failing case, each naming the one requirement it expects.
 */
import t from 'tap';
import { CLIENT_REQUIREMENTS, type ClientRequirementId } from '../../src/catalogue/client.js';
import type { ClientRequest } from '../../src/generated/client-report.js';
import { acceptsJson, addressKey, ClientJudge, RETRY_TOLERANCE_MS } from '../../src/rules/client.js';
import { CLIENT_EXAMPLES, exampleRequest } from '../../src/catalogue/client-examples.js';

const LIST = 'http://h/api/components/';
const STATS = 'http://h/api/components/p/c/statistics/';
let seq = 0;

/** A request record: GET with Accept JSON, answered 200 one millisecond after it arrived. */
/** A request's fields besides the defaults; `kind: undefined` for a request of no kind (outside the component endpoints): the request then has none. */
type Extra = Omit<Partial<ClientRequest>, 'kind'> & { kind?: ClientRequest['kind'] | undefined };

function req(at: number, target: string, extra: Extra = {}): ClientRequest {
  const q = target.indexOf('?');
  const parameters =
    q < 0
      ? []
      : target
          .slice(q + 1)
          .split('&')
          .map((p) => p.split('=')[0]!);
  const kind = target.includes('/statistics/') ? 'statistics' : /\/api\/components\/$/.test(target.split('?')[0]!) ? 'list' : 'instance';
  const page = /[?&]page=(\d+)/.exec(target)?.[1];
  const { kind: givenKind, ...rest } = extra;
  const kindOf = 'kind' in extra ? givenKind : kind;
  const r: ClientRequest = {
    seq: ++seq,
    atMs: at,
    method: 'GET',
    target,
    host: 'h',
    parameters,
    credentials: false,
    status: 200,
    answeredMs: at + 1,
    accept: 'application/json',
    api: true,
    ...(kindOf !== undefined ? { kind: kindOf } : {}),
    ...rest,
  };
  if (kind !== 'instance') {
    r.list = kind === 'list' ? LIST : STATS;
    r.page = page === undefined ? 1 : Number(page);
  }
  return r;
}

function judged(requests: ClientRequest[]): { ids: ClientRequirementId[]; codes: string[]; status: Record<string, string> } {
  const j = new ClientJudge();
  for (const r of requests) j.add(r);
  const res = j.result();
  return {
    ids: [...new Set(res.findings.map((f) => f.requirement as ClientRequirementId))],
    codes: res.findings.map((f) => `${f.requirement}/${f.code}`),
    status: Object.fromEntries(res.requirements.map((r) => [r.id, r.status])),
  };
}

t.test('the catalogue: CLI-* IDs, each with its source, a why and a fix; severity from its class', async (t) => {
  t.same(
    CLIENT_REQUIREMENTS.map((r) => r.id),
    ['CLI-PAGE-LINKS', 'CLI-ADDRESS-GIVEN', 'CLI-LINK-HOST', 'CLI-NO-REPEAT', 'CLI-READ-ONLY', 'CLI-QUERY-DEFINED', 'CLI-RETRY-AFTER', 'CLI-ACCEPT-JSON'],
  );
  for (const r of CLIENT_REQUIREMENTS) {
    t.match(r.id, /^CLI-[A-Z-]+$/);
    t.match(r.section, /§|RFC 9110|RFC 6585/, `${r.id} traces to the API document or HTTP`);
    t.equal(r.severity, r.class === 'core' ? 'error' : 'warning');
    t.ok(r.why.length > 40 && (r.fix ?? '').length > 20, `${r.id} says why and how to fix`);
  }
});

t.test('CLI-PAGE-LINKS passes: pages asked at the addresses next gave', async (t) => {
  const r = judged([
    req(0, '/api/components/p/c/statistics/', { links: [`${STATS}?page=2`], lastPage: false }),
    req(10, '/api/components/p/c/statistics/?page=2', { links: [`${STATS}?page=3`, STATS], lastPage: false }),
    req(20, '/api/components/p/c/statistics/?page=3', { links: [`${STATS}?page=2`], lastPage: true }),
  ]);
  t.same(r.ids, []);
  t.equal(r.status['CLI-PAGE-LINKS'], 'passed');
});

t.test('CLI-PAGE-LINKS fails: a page number built before any next gave it, and a page past next: null', async (t) => {
  const built = judged([req(0, '/api/components/p/c/statistics/?page=2')]);
  t.same(built.ids, ['CLI-PAGE-LINKS']);
  t.same(built.codes, ['CLI-PAGE-LINKS/not-given']);
  const past = judged([req(0, '/api/components/', { links: [], lastPage: true }), req(5, '/api/components/?page=2', { status: 404 })]);
  t.same(past.codes, ['CLI-PAGE-LINKS/past-last']);
  // Asked at the same moment the link was given is not following it.
  const racing = judged([
    req(0, '/api/components/p/c/statistics/?page=2'),
    req(0, '/api/components/p/c/statistics/', { answeredMs: 3, links: [`${STATS}?page=2`] }),
  ]);
  t.same(racing.codes, ['CLI-PAGE-LINKS/before-sent']);
  // Judged by when the answer that gave the link began to be sent, not by the order the answers finished.
  const early = judged([
    req(0, '/api/components/p/c/statistics/', { answeredMs: 1, links: [`${STATS}?page=2`], lastPage: false }),
    req(2, '/api/components/p/c/statistics/?page=3', { answeredMs: 3 }),
    req(2, '/api/components/p/c/statistics/?page=2', { answeredMs: 9, links: [`${STATS}?page=3`, STATS], lastPage: false }),
  ]);
  t.same(early.codes, ['CLI-PAGE-LINKS/before-sent'], 'page 3 asked before page 2 was sent');
  const later = judged([
    req(0, '/api/components/p/c/statistics/', { answeredMs: 1, links: [`${STATS}?page=2`], lastPage: false }),
    req(2, '/api/components/p/c/statistics/?page=2', { answeredMs: 3, links: [`${STATS}?page=3`, STATS], lastPage: false }),
    req(4, '/api/components/p/c/statistics/?page=3', { answeredMs: 5 }),
  ]);
  t.same(later.codes, [], 'each page asked once its link was sent');
  // Clients are told apart: another User-Agent on another connection was given nothing.
  const other = judged([
    req(0, '/api/components/p/c/statistics/', { links: [`${STATS}?page=2`], connection: 1, userAgent: 'a' }),
    req(5, '/api/components/p/c/statistics/?page=2', { connection: 2, userAgent: 'b' }),
  ]);
  t.same(other.codes, ['CLI-PAGE-LINKS/not-given']);
  const pool = judged([
    req(0, '/api/components/p/c/statistics/', { links: [`${STATS}?page=2`], connection: 1, userAgent: 'a' }),
    req(5, '/api/components/p/c/statistics/?page=2', { connection: 2, userAgent: 'a' }),
  ]);
  t.same(pool.codes, [], 'one User-Agent on two connections is one client');
});

t.test('CLI-ADDRESS-GIVEN: the entry points and given addresses pass; a rebuilt slug, an unknown path or a web url fail', async (t) => {
  const ok = judged([
    req(0, '/api/components/', { addresses: ['http://h/api/components/p/c/', 'http://h/api/projects/p/'] }),
    req(2, '/api/components/p/c/'),
    req(3, '/api/components/q/d/statistics/'),
    req(4, '/api/projects/p/', { kind: undefined, status: 404 }),
  ]);
  t.same(ok.ids, []);
  t.equal(ok.status['CLI-ADDRESS-GIVEN'], 'passed');
  const bad = judged([
    req(0, '/api/components/p/cafe%CC%81/statistics/', { status: 404 }),
    req(1, '/api/projects/', { kind: undefined, status: 404 }),
    req(2, '/projects/p/c/de/', { kind: undefined, api: false, status: 404 }),
  ]);
  t.same(bad.codes, ['CLI-ADDRESS-GIVEN/not-given', 'CLI-ADDRESS-GIVEN/not-given', 'CLI-ADDRESS-GIVEN/not-api']);
  const given = judged([
    req(0, '/api/components/', { addresses: ['http://h/projects/p/c/de/'] }),
    req(2, '/projects/p/c/de/', { kind: undefined, api: false, status: 404 }),
  ]);
  t.same(given.codes, ['CLI-ADDRESS-GIVEN/not-api'], 'a web url is given, but not as an address of the API');
});

t.test('CLI-LINK-HOST: a link followed to the host it names passes; rewritten onto the configured host fails', async (t) => {
  const page = (host: string) => req(5, '/api/components/?page=2', { host });
  const first = () => req(0, '/api/components/', { host: 'localhost:8000', links: ['http://proxy.example:8080/api/components/?page=2'], lastPage: false });
  const ok = judged([first(), page('proxy.example:8080')]);
  t.same(ok.ids, []);
  t.equal(ok.status['CLI-LINK-HOST'], 'passed');
  t.same(judged([first(), page('localhost:8000')]).codes, ['CLI-LINK-HOST/other-host']);
  t.same(judged([first(), req(5, 'http://PROXY.example:8080/api/components/?page=2', { host: 'localhost:8000' })]).codes, [], 'absolute-form names the host');
});

t.test('CLI-NO-REPEAT: one warning with the count of addresses asked again after a 200; after a 429 it is needed', async (t) => {
  const once = judged([req(0, '/api/components/'), req(2, '/api/components/p/c/', { status: 429 }), req(1500, '/api/components/p/c/')]);
  t.same(once.ids, []);
  t.equal(once.status['CLI-NO-REPEAT'], 'passed');
  const j = new ClientJudge();
  j.add(req(0, '/api/components/', { links: [`${LIST}?page=2`] }));
  j.add(req(2, '/api/components/'));
  j.add(req(4, '/api/components/?page=2', { links: [`${LIST}?page=3`, LIST] }));
  j.add(req(6, '/api/components/'));
  j.add(req(8, '/api/components/?page=3'));
  const { findings } = j.result();
  t.same(
    findings.map((f) => [f.requirement, f.severity, f.code, f.args.repeats, f.args.most]),
    [['CLI-NO-REPEAT', 'warning', 'repeated', 2, 2]],
  );
  t.match(findings[0]!.message, /asked 2 times for addresses already answered 200 \(1 addresses; most often \/api\/components\/, 2 times again\)/);
});

t.test('CLI-READ-ONLY: GET, HEAD and OPTIONS without a body pass; a write method or a body on GET fails', async (t) => {
  const ok = judged([req(0, '/api/components/'), req(1, '/api/components/', { method: 'HEAD' }), req(2, '/api/components/', { method: 'OPTIONS' })]);
  t.same(ok.ids, []);
  t.equal(ok.status['CLI-READ-ONLY'], 'passed');
  const bad = judged([
    req(0, '/api/components/p/c/', { method: 'PATCH', status: 405 }),
    req(1, '/api/components/p/c/', { method: 'DELETE', status: 405 }),
    req(2, '/api/components/', { body: true }),
  ]);
  t.same(bad.codes, ['CLI-READ-ONLY/write-method', 'CLI-READ-ONLY/write-method', 'CLI-READ-ONLY/body']);
});

t.test('CLI-QUERY-DEFINED passes with page and format, fails with page_size or format on the component list', async (t) => {
  t.same(judged([req(0, '/api/components/p/c/statistics/?format=api')]).ids, []);
  t.equal(judged([req(0, '/api/components/p/c/statistics/?format=api')]).status['CLI-QUERY-DEFINED'], 'passed');
  const bad = judged([req(0, '/api/components/?page_size=100'), req(1, '/api/components/?format=json')]);
  t.same(bad.ids, ['CLI-QUERY-DEFINED']);
  t.same(bad.codes, ['CLI-QUERY-DEFINED/undefined-parameter', 'CLI-QUERY-DEFINED/undefined-parameter']);
});

t.test('CLI-RETRY-AFTER passes after the wait (seconds or a date, 429 or 503, within the tolerance), fails sooner for any address', async (t) => {
  const path = '/api/components/p/c/';
  const ok = judged([req(0, path, { status: 429, retryAfter: '1', answeredMs: 2 }), req(1002, path)]);
  t.same(ok.ids, []);
  t.equal(ok.status['CLI-RETRY-AFTER'], 'passed');
  t.same(judged([req(0, path, { status: 429, retryAfter: '1', answeredMs: 2 }), req(1002 - RETRY_TOLERANCE_MS, path)]).ids, [], 'the tolerance');
  t.same(judged([req(0, path, { status: 429, retryAfter: '1', answeredMs: 2 }), req(901, path)]).codes, ['CLI-RETRY-AFTER/too-soon'], 'past the tolerance');
  t.same(judged([req(0, path, { status: 503, retryAfter: '2', answeredMs: 2 }), req(2002, path)]).ids, [], 'a 503');
  t.same(judged([req(0, path, { status: 503, retryAfter: '2', answeredMs: 2 }), req(1000, path)]).codes, ['CLI-RETRY-AFTER/too-soon']);
  const soon = judged([req(0, path, { status: 429, retryAfter: '1', answeredMs: 2 }), req(252, path)]);
  t.same(soon.codes, ['CLI-RETRY-AFTER/too-soon']);
  const elsewhere = judged([req(0, path, { status: 429, retryAfter: '1', answeredMs: 2 }), req(3, '/api/components/q/c/'), req(400, '/api/components/r/c/')]);
  t.same(elsewhere.codes, ['CLI-RETRY-AFTER/too-soon'], 'another address within the tolerance was under way; later it is too soon');
  const another = judged([
    req(0, path, { status: 429, retryAfter: '1', answeredMs: 2, userAgent: 'wlc', connection: 1 }),
    req(300, path, { userAgent: 'curl', connection: 2 }),
  ]);
  t.same(another.ids, [], 'another client is not retrying');
  const hammer = judged([
    req(0, path, { status: 429, retryAfter: '1', answeredMs: 2 }),
    req(50, '/api/components/q/c/', { status: 429, retryAfter: '1', answeredMs: 52 }),
    req(101, '/api/components/r/c/', { status: 429, retryAfter: '1', answeredMs: 103 }),
    req(160, '/api/components/s/c/', { status: 429, retryAfter: '1', answeredMs: 162 }),
  ]);
  t.same(hammer.codes, ['CLI-RETRY-AFTER/too-soon'], 'each refusal in turn does not restart the wait of one that keeps asking');
  const j = new ClientJudge(Date.parse('2026-01-01T00:00:00Z'));
  j.add(req(0, path, { status: 429, retryAfter: 'Thu, 01 Jan 2026 00:00:02 GMT', answeredMs: 0 }));
  j.add(req(1500, path));
  t.same(
    j.result().findings.map((f) => f.code),
    ['too-soon'],
    'an HTTP date two seconds ahead',
  );
  t.equal(judged([req(0, path)]).status['CLI-RETRY-AFTER'], 'not-applicable');
});

t.test('CLI-ACCEPT-JSON passes with an Accept that admits JSON (*/* too), fails without Accept or with one that excludes it', async (t) => {
  t.same(judged([req(0, '/api/components/', { accept: 'text/html;q=0.9, application/json' })]).ids, []);
  t.same(judged([req(0, '/api/components/', { accept: '*/*' }), req(1, '/api/components/p/c/', { accept: 'application/*' })]).ids, []);
  const { accept: _none, ...noAccept } = req(0, '/api/components/');
  const bad = judged([
    noAccept,
    req(1, '/api/components/p/c/', { accept: 'text/html' }),
    req(2, '/api/components/q/c/', { accept: 'application/json;q=0' }),
    req(3, '/api/components/r/c/', { accept: '*/*, application/json;q=0' }),
  ]);
  t.same(bad.codes, ['CLI-ACCEPT-JSON/no-accept', 'CLI-ACCEPT-JSON/not-json', 'CLI-ACCEPT-JSON/not-json', 'CLI-ACCEPT-JSON/not-json']);
  t.equal(acceptsJson('Application/JSON; q=0.5'), true);
  t.equal(acceptsJson('text/*'), false);
});

t.test('addresses compare decoded and with parameters in any order; NFD is not NFC', async (t) => {
  t.equal(addressKey('http://h/api/components/p/%C4%8D/?page=2&format=api'), addressKey('/api/components/p/č/?format=api&page=2'));
  t.not(addressKey('/api/components/p/caf%C3%A9/'), addressKey('/api/components/p/cafe%CC%81/'));
});

t.test('stringent rules CLI-… explains a client requirement, with its fix', async (t) => {
  const { main } = await import('../../src/cli.js');
  let out = '';
  const io = { stdout: { write: (s: string) => (out += s) }, stderr: { write: (s: string) => (out += s) }, env: {} };
  t.equal(await main(['rules', 'cli-page-links'], io), 0);
  t.match(out, /^CLI-PAGE-LINKS — Asks for a page only at an address/);
  t.match(out, /client requirement · core · severity error · source §4\.3 rule 1, §2\.1/);
  t.match(out, /\nFix \(in the client\): Start at the list address/);
  t.match(out, / {2}past-last: asked for page \{page\} of \{list\}/);
});

t.test("each requirement's request sequences, as stringent rules CLI-… shows them: the failing one yields it alone, the passing one nothing", async (t) => {
  for (const r of CLIENT_REQUIREMENTS) {
    const example = CLIENT_EXAMPLES[r.id];
    const fail = judged(example.failing.map((s, i) => exampleRequest(s, i + 1)));
    t.same(fail.ids, [r.id], `${r.id}: the failing sequence`);
    const pass = judged(example.passing.map((s, i) => exampleRequest(s, i + 1)));
    t.same(pass.ids, [], `${r.id}: the passing sequence`);
    t.equal(pass.status[r.id], 'passed', `${r.id}: judged and passed`);
  }
  const { main } = await import('../../src/cli.js');
  let out = '';
  const io = { stdout: { write: (s: string) => (out += s) }, stderr: { write: (s: string) => (out += s) }, env: {} };
  t.equal(await main(['rules', 'CLI-RETRY-AFTER'], io), 0);
  t.match(
    out,
    /\nFailing request sequence[^\n]*\n {2}\s+0 ms {2}GET \/api\/components\/p\/c\/ {2}→ 429 Retry-After: 1\n\s+251 ms {2}GET \/api\/components\/p\/c\/ {2}→ 200\n/,
  );
  t.match(out, /\nPassing request sequence:\n[\s\S]*1001 ms/);
});

t.test('stringent rules lists the client requirements with the others', async (t) => {
  const { main } = await import('../../src/cli.js');
  let out = '';
  const io = { stdout: { write: (s: string) => (out += s) }, stderr: { write: (s: string) => (out += s) }, env: {} };
  t.equal(await main(['rules'], io), 0);
  for (const r of CLIENT_REQUIREMENTS) t.match(out, new RegExp(`\\n${r.id} +${r.class} +${r.severity} +.* client +`), `${r.id} is listed`);
  t.match(out, /\n8 client requirements \(family client, CLI-\*\)/);
  out = '';
  t.equal(await main(['rules', '--json'], io), 0);
  t.same(
    (JSON.parse(out) as { id: string }[]).filter((r) => r.id.startsWith('CLI-')).map((r) => r.id),
    CLIENT_REQUIREMENTS.map((r) => r.id),
  );
});
