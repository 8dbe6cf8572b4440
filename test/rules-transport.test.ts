import t from 'tap';
import { Engine } from '../src/rules/engine.js';
import { allowIsRequired, mediaType, sameMethods, tokens, varyIncludesAccept } from '../src/rules/transport/headers.js';
import type { Exchange } from '../src/generated/exchange.js';

const B = 'http://weblate.test/';
const LIST = `${B}api/components/`;
const INST = `${B}api/components/hello/android/`;
const STATS = `${B}api/components/hello/android/statistics/`;
const H = { 'content-type': 'application/json', allow: 'GET, HEAD, OPTIONS', vary: 'Accept' };
const TRANSPORT = new Set([
  'HTTP-STATUS-200',
  'HTTP-JSON-BODY',
  'HDR-CONTENT-TYPE',
  'HDR-ALLOW',
  'HDR-VARY',
  'MTH-HEAD',
  'MTH-OPTIONS',
  'MTH-WRITE-REFUSED',
  'ERR-NOT-FOUND',
  'ERR-BAD-PAGE',
]);

function ex(method: Exchange['request']['method'], url: string, o: Partial<Exchange> = {}): Exchange {
  return { request: { method, url }, status: 200, headers: H, body: method === 'GET' ? '{"count":0,"next":null,"previous":null,"results":[]}' : '', ...o };
}

function run(exchanges: Exchange[], mode: 'check' | 'validate' = 'check') {
  const engine = new Engine({ baseUrl: B, mode });
  for (const e of exchanges) engine.add(e);
  const result = engine.finish();
  const findings = result.findings.filter((f) => TRANSPORT.has(f.requirement));
  const status = (id: string) => result.requirements.find((r) => r.id === id)!;
  return { findings, status };
}

t.test('header values are read as §1 writes them', async (t) => {
  t.equal(mediaType('Application/JSON; charset=UTF-8'), 'application/json');
  t.equal(mediaType(undefined), '');
  t.same(tokens(' get,, HEAD ,options,'), ['GET', 'HEAD', 'OPTIONS'], 'empty list elements are dropped');
  t.ok(allowIsRequired('OPTIONS, HEAD, GET'), 'order does not matter');
  t.notOk(allowIsRequired('OPTIONS, head, GET'), 'method names are case-sensitive (RFC 9110 §9.1)');
  t.notOk(allowIsRequired('get, head, options'), 'get is not GET');
  t.notOk(allowIsRequired('GET, HEAD'), 'a missing method is not the required set');
  t.notOk(allowIsRequired('GET, HEAD, OPTIONS, POST'), 'an extra method is not the required set');
  t.notOk(allowIsRequired(undefined));
  t.ok(sameMethods('GET, HEAD', 'HEAD,GET'));
  t.notOk(sameMethods('GET, HEAD', 'head,get'), 'case counts');
  t.notOk(sameMethods('GET', undefined));
  t.ok(varyIncludesAccept('Cookie, ACCEPT'));
  t.ok(varyIncludesAccept('*'));
  t.notOk(varyIncludesAccept('Accept-Language'), 'Accept-Language is another header');
  t.notOk(varyIncludesAccept(undefined));
});

t.test('without write or error probes their requirements are skipped, with the reason', async (t) => {
  const { findings, status } = run([ex('GET', LIST)]);
  t.same(findings, []);
  t.match(status('MTH-WRITE-REFUSED'), { status: 'skipped', reason: 'write probes are off (--probe-writes)' });
  t.match(status('ERR-NOT-FOUND'), { status: 'skipped', reason: 'error probes are off (--probe-errors)' });
  t.match(status('ERR-BAD-PAGE'), { status: 'skipped', reason: 'error probes are off (--probe-errors)' });
  t.match(status('HDR-VARY'), { status: 'passed', checks: 1 });
});

t.test('with write probes sent, a refused write passes and an accepted one fails, naming its method', async (t) => {
  const { findings, status } = run([ex('POST', LIST, { status: 401, purpose: 'probe-write' }), ex('PATCH', INST, { status: 200, purpose: 'probe-write' })]);
  t.equal(status('MTH-WRITE-REFUSED').checks, 2);
  t.match(findings, [{ requirement: 'MTH-WRITE-REFUSED', method: 'PATCH', url: INST, expected: '4xx', actual: 200 }]);
  t.equal(findings.length, 1);
});

t.test('validate mode: transport requirements do not apply', async (t) => {
  const { findings, status } = run([], 'validate');
  t.same(findings, []);
  for (const id of TRANSPORT) t.match(status(id), { status: 'not-applicable', reason: 'validate reads documents, not HTTP answers' }, id);
});

t.test('a header departure shared by many answers of one kind is one finding, with the count', async (t) => {
  const noVary = { 'content-type': 'application/json', allow: 'GET, HEAD, OPTIONS' };
  const pages = [1, 2, 3, 4, 5].map((n) => ex('GET', n === 1 ? LIST : `${LIST}?page=${n}`, { headers: noVary }));
  const { findings, status } = run([...pages, ex('GET', INST, { headers: noVary, body: '{}' })]);
  t.equal(status('HDR-VARY').checks, 6);
  t.equal(findings.length, 2, 'one for the list pages, one for the instance');
  const list = findings.find((f) => f.url === LIST)!;
  t.match(list, { requirement: 'HDR-VARY', pointer: '', actual: null });
  t.match(list.message, /the same on 5 answers/);
  t.equal(list.related?.length, 3, 'a few of the other addresses are named');
});

t.test('re-fetches, other addresses and answers that never came are not judged', async (t) => {
  const { findings } = run([
    ex('GET', LIST, { status: 500, body: 'oops', purpose: 'recheck' }),
    ex('GET', `${B}api/`, { status: 404, body: '' }),
    ex('GET', INST, { status: 0, headers: {}, error: { code: 'E_TIMEOUT', message: 'no answer' } }),
  ]);
  t.same(findings, []);
});

t.test('a 404 on a crawl GET is HTTP-STATUS-200 alone: no body or header finding', async (t) => {
  const { findings } = run([ex('GET', INST, { status: 404, headers: { 'content-type': 'text/html' }, body: '<h1>Not Found</h1>' })]);
  t.same(
    findings.map((f) => f.requirement),
    ['HTTP-STATUS-200'],
  );
  t.match(findings[0], { expected: 200, actual: 404, pointer: '' });
});

t.test('format=api answers: HTML is left to PAG-FORMAT-API, a JSON answer has its headers judged', async (t) => {
  const html = run([ex('GET', `${STATS}?format=api`, { headers: { ...H, 'content-type': 'text/html' }, body: '<html>', purpose: 'format-api' })]);
  t.same(html.findings, []);
  const json = run([ex('GET', `${STATS}?format=api`, { headers: { ...H, vary: 'Cookie' }, purpose: 'format-api' })]);
  t.same(
    json.findings.map((f) => f.requirement),
    ['HDR-VARY'],
  );
});

t.test('HEAD and OPTIONS are compared with the GET of the same address, whichever came first', async (t) => {
  const after = run([ex('HEAD', LIST, { headers: { ...H, allow: 'GET' } }), ex('GET', LIST, { headers: { ...H, allow: 'GET' } })]);
  t.same(
    after.findings.map((f) => [f.requirement, f.method ?? 'GET']),
    [
      ['HDR-ALLOW', 'GET'],
      ['HDR-ALLOW', 'HEAD'],
    ],
    "HEAD repeating its GET is no MTH-HEAD departure; its Allow is judged like the GET's",
  );
  const differ = run([ex('GET', LIST), ex('HEAD', LIST, { headers: { ...H, allow: 'GET' } }), ex('OPTIONS', LIST, { headers: { ...H, allow: 'GET, HEAD' } })]);
  t.match(differ.findings, [
    { requirement: 'HDR-ALLOW', method: 'HEAD', url: LIST },
    { requirement: 'MTH-HEAD', method: 'HEAD', url: LIST },
    { requirement: 'MTH-OPTIONS', method: 'OPTIONS', url: LIST },
  ]);
  t.equal(differ.findings.length, 3, 'OPTIONS answers are held to MTH-OPTIONS alone');
  const alone = run([ex('OPTIONS', STATS, { status: 204, body: '' })]);
  t.same(alone.findings, [], 'OPTIONS without a GET is judged against the required Allow');
  t.equal(alone.status('MTH-OPTIONS').checks, 1);
});

t.test('error probes: a page parameter makes it a bad-page probe, anything else a not-found probe', async (t) => {
  const { findings, status } = run([
    ex('GET', `${LIST}?page=abc`, { status: 200, purpose: 'probe-error' }),
    ex('GET', `${B}api/components/nope/nope/`, { status: 502, body: '', purpose: 'probe-error' }),
    ex('GET', `${STATS}?page=7`, { status: 404, body: '{"detail":"Invalid page."}', purpose: 'probe-error' }),
  ]);
  t.same(
    findings.map((f) => [f.requirement, f.actual]),
    [
      ['ERR-BAD-PAGE', 200],
      ['ERR-NOT-FOUND', 502],
    ],
  );
  t.equal(status('ERR-BAD-PAGE').checks, 2);
});

t.test('odd answers never throw and yield well-formed findings', async (t) => {
  const odd: Exchange[] = [
    ex('GET', 'not a url'),
    ex('GET', LIST, { headers: {}, body: '\u0000\uffff' }),
    ex('GET', LIST, { headers: { allow: '', vary: ',,,', 'content-type': ';;' }, json: [1, 2] }),
    ex('HEAD', INST, { status: 999, headers: {}, json: { a: 1 } }),
    ex('OPTIONS', INST, { status: 100, headers: { allow: 'get,,' } }),
    ex('DELETE', 'http://elsewhere.test/x', { status: 200 }),
    ex('PUT', STATS, { status: 0, headers: {} }),
  ];
  let out: ReturnType<typeof run> | undefined;
  t.doesNotThrow(() => {
    out = run(odd);
  });
  for (const f of out!.findings) {
    t.type(f.message, 'string');
    t.equal(typeof f.pointer, 'string');
    t.ok(f.url.length > 0);
  }
  t.ok(
    out!.findings.some((f) => f.requirement === 'MTH-HEAD'),
    'the HEAD with status 999 and a body is a finding',
  );
});

t.test('a past-the-last probe of a page that the list count says exists is not judged', async (t) => {
  const first = ex('GET', STATS, { body: JSON.stringify({ count: 45, next: `${STATS}?page=2`, previous: null, results: Array(20).fill({}) }) });
  const probe = (n: number) => ex('GET', `${STATS}?page=${n}`, { status: 200, purpose: 'probe-error' });
  const inside = run([first, probe(3)]);
  t.same(inside.findings, []);
  t.equal(inside.status('ERR-BAD-PAGE').checks, 0);
  const past = run([first, probe(4)]);
  t.same(
    past.findings.map((f) => f.requirement),
    ['ERR-BAD-PAGE'],
  );
});

t.test('a followed next that answers 404 past the last page is a status departure too: the API gave that address', async (t) => {
  const first = ex('GET', LIST, { body: JSON.stringify({ count: 2, next: `${LIST}?page=2`, previous: null, results: [{}, {}] }) });
  const { findings, status } = run([first, ex('GET', `${LIST}?page=2`, { status: 404, body: '{"detail":"Invalid page."}' })]);
  t.same(
    findings.map((f) => [f.requirement, f.url, f.actual]),
    [['HTTP-STATUS-200', `${LIST}?page=2`, 404]],
    "the transport rules see HTTP-STATUS-200 (PAG-NEXT is the page rules')",
  );
  t.equal(status('HTTP-STATUS-200').checks, 2, 'both pages were judged for their status');
  t.same(findings[0]?.code, 'not-200');
  const within = run([
    ex('GET', LIST, { body: JSON.stringify({ count: 3, next: `${LIST}?page=2`, previous: null, results: [{}, {}] }) }),
    ex('GET', `${LIST}?page=2`, { status: 404, body: '{"detail":"Invalid page."}' }),
  ]);
  t.same(
    within.findings.map((f) => f.requirement),
    ['HTTP-STATUS-200'],
    'a page the count says exists must answer 200',
  );
});
