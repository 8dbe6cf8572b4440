/**
 * The further faults of a requirement (<REQUIREMENT>/<variant>): each changes its answers in the one
 * place it names and nowhere else. Every probe is a real request; HEAD answers are read off the
 * socket, so bytes after their headers are seen.
 */
import t, { type Test } from 'tap';
import { call, raw, serve, type Envelope } from './helpers.js';
import { differences, type Probes, type Seen } from './probe-diff.js';
import { FAULTS, type RunningServer } from '../../reference-server/index.js';

const HEADERS = ['allow', 'content-type', 'vary', 'location'];
const LONGEST = 'orbit-notes/desktop';

async function headOnSocket(server: RunningServer, path: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const host = new URL(server.url).host;
  const text = await raw(server.port, `HEAD ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
  const end = text.indexOf('\r\n\r\n');
  const lines = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const l of lines.slice(1)) headers[l.slice(0, l.indexOf(':')).toLowerCase()] = l.slice(l.indexOf(':') + 1).trim();
  return { status: Number(lines[0]!.split(' ')[1]), headers, body: Buffer.from(text.slice(end + 4), 'latin1').toString('utf8') };
}

async function probe(server: RunningServer): Promise<Probes> {
  const out: Probes = new Map();
  const record = (name: string, status: number, headers: Record<string, unknown>, body: string): void => {
    const text = body.split(server.url).join('BASE/');
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    const hs = Object.fromEntries(HEADERS.map((h) => [h, (headers[h] as string | undefined)?.split(server.url).join('BASE/')]));
    out.set(name, { status, headers: hs, json, text });
  };
  const add = async (name: string, path: string, method = 'GET'): Promise<void> => {
    if (method === 'HEAD') {
      const r = await headOnSocket(server, path);
      record(name, r.status, r.headers, r.body);
    } else {
      const r = await call(server.url, path, { method });
      record(name, r.status, r.headers, r.body);
    }
  };
  await add('GET list', '/api/components/');
  await add('HEAD list', '/api/components/', 'HEAD');
  for (const c of server.components) {
    const at = `/api/components/${c.project}/${c.slug}/`;
    await add(`GET instance ${c.project}/${c.slug}`, at);
    await add(`HEAD instance ${c.project}/${c.slug}`, at, 'HEAD');
    await add(`OPTIONS stats ${c.project}/${c.slug}`, `${at}statistics/`, 'OPTIONS');
    for (let page = 1; page <= Math.max(1, Math.ceil(c.translations / 20)); page++) {
      const q = page === 1 ? '' : `?page=${page}`;
      await add(`GET stats ${c.project}/${c.slug} page=${page}`, `${at}statistics/${q}`);
      await add(`HEAD stats ${c.project}/${c.slug} page=${page}`, `${at}statistics/${q}`, 'HEAD');
    }
  }
  for (const list of [LONGEST, 'orbit-notes/android', 'fjord-weather/android']) {
    const pages = Math.ceil(server.components.find((c) => `${c.project}/${c.slug}` === list)!.translations / 20);
    for (let page = 1; page <= pages; page++)
      await add(`GET stats ${list} format=api page=${page}`, `/api/components/${list}/statistics/?format=api${page === 1 ? '' : `&page=${page}`}`);
    await add(`GET past-end ${list}`, `/api/components/${list}/statistics/?page=${pages + 1}`);
  }
  await add(`GET stats ${LONGEST} explicit page=1`, `/api/components/${LONGEST}/statistics/?page=1`);
  await add(`GET stats ${LONGEST} page=02`, `/api/components/${LONGEST}/statistics/?page=02`);
  await add('GET bare instance tessera/help-center', '/api/components/tessera/help-center');
  return out;
}

type R = Record<string, unknown>;
const seen = (p: Probes, name: string): Seen => p.get(name)!;
const body = (p: Probes, name: string): R => p.get(name)!.json as R;
const env = (p: Probes, name: string): Envelope => p.get(name)!.json as Envelope;
const STATS = `BASE/api/components/${LONGEST}/statistics/`;
const L = LONGEST.replace('/', '\\/');
const api = '(format=api )?';
/** Page 1 and page 2 as probed: with format=api, with ?page=1 spelled out, or as page=02. */
const p1 = '(format=api |explicit )?page=1';
const p2 = '(format=api )?page=0?2';

const EXPECT: Record<string, { allowed: RegExp; check(t: Test, clean: Probes, faulty: Probes): void }> = {
  'HTTP-STATUS-200/instance-redirect': {
    allowed: /^(GET|HEAD) instance tessera\/help-center\||^GET bare instance tessera\/help-center\|/,
    check: (t, c, f) => {
      t.equal(seen(f, 'GET instance tessera/help-center').status, 301);
      t.equal(seen(f, 'GET instance tessera/help-center').headers.location, 'BASE/api/components/tessera/help-center');
      t.equal(seen(f, 'GET bare instance tessera/help-center').status, 200);
      t.same(body(f, 'GET bare instance tessera/help-center'), body(c, 'GET instance tessera/help-center'), 'the redirect target answers the record');
    },
  },
  'HTTP-STATUS-200/statistics-redirect': {
    allowed: new RegExp(`^(GET|HEAD) stats ${L} ${api}page=1\\|`),
    check: (t, c, f) => {
      t.equal(seen(f, `GET stats ${LONGEST} page=1`).status, 302);
      t.equal(seen(f, `GET stats ${LONGEST} page=1`).headers.location, `${STATS}?page=1`);
      t.equal(seen(f, `GET stats ${LONGEST} format=api page=1`).headers.location, `${STATS}?format=api&page=1`);
      t.same(body(f, `GET stats ${LONGEST} explicit page=1`), body(c, `GET stats ${LONGEST} page=1`), '?page=1 answers page 1');
    },
  },
  'HTTP-STATUS-200/page-redirect': {
    allowed: new RegExp(`^(GET|HEAD) stats ${L} ${api}page=2\\|`),
    check: (t, c, f) => {
      t.equal(seen(f, `GET stats ${LONGEST} page=2`).status, 307);
      t.equal(seen(f, `GET stats ${LONGEST} page=2`).headers.location, `${STATS}?page=02`);
      t.same(body(f, `GET stats ${LONGEST} page=02`), body(c, `GET stats ${LONGEST} page=2`), 'the target answers page 2');
    },
  },
  'HTTP-STATUS-200/last-page-203': {
    allowed: new RegExp(`^(GET|HEAD) stats ${L} ${api}page=4\\|status$`),
    check: (t, c, f) => {
      t.equal(seen(f, `GET stats ${LONGEST} page=4`).status, 203);
      t.same(body(f, `GET stats ${LONGEST} page=4`), body(c, `GET stats ${LONGEST} page=4`));
    },
  },
  'MTH-HEAD/instance-body': {
    allowed: /^HEAD instance [^|]*\|body$/,
    check: (t, c, f) => {
      t.equal(seen(c, 'HEAD instance tessera/android-app').text, '', 'clean HEAD has no body');
      t.equal(seen(f, 'HEAD instance tessera/android-app').text, seen(c, 'GET instance tessera/android-app').text);
    },
  },
  'MTH-HEAD/page-body': {
    allowed: /^HEAD stats [^|]*page=[2-9]\|body$/,
    check: (t, c, f) => t.equal(seen(f, `HEAD stats ${LONGEST} page=3`).text, seen(c, `GET stats ${LONGEST} page=3`).text),
  },
  'MTH-HEAD/list-content-type': {
    allowed: /^HEAD list\|header:content-type$/,
    check: (t, _c, f) => t.equal(seen(f, 'HEAD list').headers['content-type'], 'text/html; charset=utf-8'),
  },
  'PAG-FORMAT-API/next-drops-format': {
    allowed: /^GET stats [^|]* format=api page=2\|\/next$/,
    check: (t, _c, f) => t.equal(env(f, `GET stats ${LONGEST} format=api page=2`).next, `${STATS}?page=3`),
  },
  'PAG-FORMAT-API/previous-drops-format': {
    allowed: /^GET stats [^|]* format=api page=[3-9]\|\/previous$/,
    check: (t, _c, f) => t.equal(env(f, `GET stats ${LONGEST} format=api page=3`).previous, `${STATS}?page=2`),
  },
  'PAG-FORMAT-API/shape': {
    allowed: /^GET stats [^|]* format=api page=[2-9]\|\/count$/,
    check: (t, _c, f) => {
      t.notOk('count' in env(f, `GET stats ${LONGEST} format=api page=2`));
      t.ok('count' in env(f, `GET stats ${LONGEST} page=2`));
    },
  },
  'PAG-PREVIOUS/page-3': {
    allowed: /^GET stats [^|]*page=3\|\/previous$/,
    check: (t, _c, f) => {
      t.equal(env(f, `GET stats ${LONGEST} page=3`).previous, STATS);
      t.equal(env(f, `GET stats ${LONGEST} page=2`).previous, STATS);
    },
  },
  'PAG-NEXT/full-last-page': {
    allowed: /^GET stats fjord-weather\/android (format=api )?page=2\|\/next$/,
    check: (t, _c, f) => t.equal(env(f, 'GET stats fjord-weather/android page=2').next, 'BASE/api/components/fjord-weather/android/statistics/?page=3'),
  },
  'PAG-NEXT/single-full-page': {
    allowed: /^GET stats orbit-notes\/ios page=1\|\/next$/,
    check: (t, _c, f) => t.equal(env(f, 'GET stats orbit-notes/ios page=1').next, 'BASE/api/components/orbit-notes/ios/statistics/?page=2'),
  },
  'PAG-PAGE-SIZE/full-last-page': {
    allowed: /^((GET|HEAD) stats fjord-weather\/android [^|]*|GET past-end fjord-weather\/android)\|/,
    check: (t, _c, f) => {
      t.equal(env(f, 'GET stats fjord-weather/android page=2').results.length, 19);
      t.equal(env(f, 'GET past-end fjord-weather/android').results.length, 1, 'page 3 holds the last item');
      t.equal(env(f, 'GET stats fjord-weather/android page=1').count, 40);
    },
  },
  'PAG-UNIQUE/page-3': {
    allowed: new RegExp(`^GET stats ${L} ${api}page=3\\|/results/10/`),
    check: (t, _c, f) => t.same(env(f, `GET stats ${LONGEST} page=3`).results[10], env(f, `GET stats ${LONGEST} page=2`).results[10]),
  },
  'PAG-ENVELOPE/last-page': {
    allowed: new RegExp(`^GET stats ${L} ${api}page=4\\|/previous$`),
    check: (t, _c, f) => t.notOk('previous' in env(f, `GET stats ${LONGEST} page=4`)),
  },
  'STA-ZERO-TOTAL/empty-translation': {
    allowed: /^GET stats fjord-weather\/changelog page=1\|\/results\/[1-9]\d*\/translated(_words|_chars)?_percent$/,
    check: (t, _c, f) => {
      const r = env(f, 'GET stats fjord-weather/changelog page=1').results;
      t.equal(r[0]!.translated_percent, 100, 'the source item stays complete');
      t.equal(r[1]!.translated_percent, 0);
    },
  },
  'STA-SOURCE-FIRST/non-english': {
    allowed: /^GET stats tessera\/handbuch page=1\|\/results\/[01]\//,
    check: (t, _c, f) =>
      t.same(
        env(f, 'GET stats tessera/handbuch page=1')
          .results.slice(0, 2)
          .map((i) => i.code),
        ['en', 'de'],
      ),
  },
  'STA-SOURCE-COMPLETE/non-english': {
    allowed: /^GET stats tessera\/handbuch page=1\|\/results\/0\/translated(_percent)?$/,
    check: (t, _c, f) => t.equal(env(f, 'GET stats tessera/handbuch page=1').results[0]!.translated, 11),
  },
  'STA-PCT-TRUNCATED/deep-item': {
    allowed: new RegExp(`^GET stats ${L} ${api}page=4\\|/results/\\d+/translated_percent$`),
    check: (t, c, f) => t.equal(differences(c, f, HEADERS).filter((d) => d.startsWith(`GET stats ${LONGEST} page=4`)).length, 1, 'one item'),
  },
  'STA-COUNTS-BOUNDED/deep-item': {
    allowed: new RegExp(`^GET stats ${L} ${api}page=3\\|/results/5/translated_words(_percent)?$`),
    check: (t, _c, f) => {
      const i = env(f, `GET stats ${LONGEST} page=3`).results[5]!;
      t.equal(i.translated_words, (i.total_words as number) + 1);
    },
  },
  'STA-OPTIONAL-GROUP/deep-item': {
    allowed: new RegExp(`^GET stats ${L} ${api}page=3\\|/results/10/(approved|approved_percent|readonly|readonly_percent|suggestions|comments)$`),
    check: (t, _c, f) => t.notOk('approved' in env(f, `GET stats ${LONGEST} page=3`).results[10]!),
  },
  'STA-CODE/deep-duplicate': {
    allowed: new RegExp(`^GET stats ${L} ${api}page=4\\|/results/1/(code|name|url|translate_url)$`),
    check: (t, _c, f) => {
      const r = env(f, `GET stats ${LONGEST} page=4`).results;
      t.equal(r[1]!.code, r[0]!.code);
    },
  },
  'STA-LAST-CHANGE/impossible-date': {
    allowed: new RegExp(`^GET stats ${L} ${p2}\\|/results/1[01]/last_change$`),
    check: (t, _c, f) => {
      const r = env(f, `GET stats ${LONGEST} page=2`).results;
      t.equal(r[10]!.last_change, '2026-02-30T10:00:00.000000Z');
      t.equal(r[11]!.last_change, '2026-03-07T24:00:00.000000Z');
    },
  },
  'URL-STATS-SHAPE/deep-item': {
    allowed: new RegExp(`^GET stats ${L} ${api}page=4\\|/results/1/translate_url$`),
    check: (t, _c, f) => t.match(env(f, `GET stats ${LONGEST} page=4`).results[1]!.translate_url, /^BASE\/zen\/orbit-notes\/desktop\//),
  },
  'URL-ABSOLUTE/backslash': {
    allowed: /^GET (list\|\/results\/\d+|instance [^|]+\|)\/statistics_url$/,
    check: (t, _c, f) => {
      const written = body(f, `GET instance ${LONGEST}`).statistics_url as string;
      t.equal(written, `BASE/api\\components\\${LONGEST.replace('/', '\\')}\\statistics\\`);
      t.equal(
        new URL(written.replace('BASE/', 'http://h.example/')).pathname,
        `/api/components/${LONGEST}/statistics/`,
        'a URL parser reads the right address',
      );
    },
  },
  'URL-ABSOLUTE/tab': {
    allowed: /^GET (list\|\/results\/\d+|instance [^|]+\|)\/changes_list_url$/,
    check: (t, _c, f) => t.equal(body(f, `GET instance ${LONGEST}`).changes_list_url, `BASE/api/components/${LONGEST}/chan\tges/`),
  },
  'URL-ABSOLUTE/dot-segment': {
    allowed: /^GET (list\|\/results\/\d+|instance [^|]+\|)\/project\/languages_url$/,
    check: (t, _c, f) => t.equal((body(f, `GET instance ${LONGEST}`).project as R).languages_url, 'BASE/api/projects/orbit-notes/x/../languages/'),
  },
  'URL-ABSOLUTE/space': {
    allowed: /^GET (list\|\/results\/\d+|instance [^|]+\|)\/git_export$/,
    check: (t, _c, f) => t.equal(body(f, `GET instance ${LONGEST}`).git_export, `BASE/git /${LONGEST}/`),
  },
  'URL-COMPONENT-SHAPE/shared-statistics': {
    allowed: /^GET (list\|\/results\/1|instance orbit-notes\/play-store\|)\/statistics_url$/,
    check: (t, _c, f) => t.equal(body(f, 'GET instance orbit-notes/play-store').statistics_url, 'BASE/api/components/orbit-notes/android/statistics/'),
  },
  'ERR-BAD-PAGE/past-end-long': {
    allowed: /^GET past-end orbit-notes\/(desktop|android)\|/,
    check: (t, _c, f) => {
      t.equal(seen(f, `GET past-end ${LONGEST}`).status, 500);
      t.equal(seen(f, 'GET past-end fjord-weather/android').status, 404, 'a two-page list keeps 404');
    },
  },
  'MTH-OPTIONS/statistics': {
    allowed: /^OPTIONS stats [^|]*\|header:allow$/,
    check: (t, _c, f) => t.equal(seen(f, `OPTIONS stats ${LONGEST}`).headers.allow, 'GET, POST, HEAD, OPTIONS'),
  },
  'PAG-COUNT/moving': {
    allowed: new RegExp(`^GET stats ${L} [^|]*\\|/count$`),
    check: (t, _c, f) => {
      const counts = [1, 2, 3, 4].map((p) => env(f, `GET stats ${LONGEST} page=${p}`).count);
      t.ok(
        counts.every((n) => n > 72),
        `never 72: ${counts.join(', ')}`,
      );
      t.not(env(f, `GET stats ${LONGEST} format=api page=1`).count, counts[0], 'another walk, another count');
    },
  },
  'PAG-COUNT/full-page-plus-one': {
    allowed: /^GET stats orbit-notes\/ios page=1\|\/count$/,
    check: (t, _c, f) => {
      t.equal(env(f, 'GET stats orbit-notes/ios page=1').count, 21);
      t.equal(env(f, 'GET stats orbit-notes/ios page=1').next, null);
    },
  },
  'HDR-ALLOW/lower-case': {
    allowed: /^(GET|HEAD|OPTIONS) stats [^|]*\|header:allow$/,
    check: (t, _c, f) => {
      t.equal(seen(f, `GET stats ${LONGEST} page=2`).headers.allow, 'get, head, options');
      t.equal(seen(f, 'GET list').headers.allow, 'GET, HEAD, OPTIONS');
    },
  },
  'HDR-VARY/cache-hit': {
    allowed: /^(GET|HEAD) [^|]*\|header:vary$/,
    check: (t, _c, f) => {
      t.equal(seen(f, 'GET list').headers.vary, 'Accept', 'the first answer of an address carries Vary');
      t.equal(seen(f, 'HEAD list').headers.vary, undefined, 'the HEAD after it comes from the store, without Vary');
      t.equal(seen(f, 'HEAD instance tessera/android-app').headers.vary, undefined);
    },
  },
  'HDR-VARY/instance-only': {
    allowed: /^(GET|HEAD) instance [^|]*\|header:vary$/,
    check: (t, _c, f) => {
      t.equal(seen(f, 'GET instance tessera/android-app').headers.vary, undefined);
      t.equal(seen(f, 'GET list').headers.vary, 'Accept');
    },
  },
  'HDR-CONTENT-TYPE/later-pages': {
    allowed: /^(GET|HEAD) stats [^|]*page=0?[2-9]\|header:content-type$/,
    check: (t, _c, f) => {
      t.equal(seen(f, `GET stats ${LONGEST} page=2`).headers['content-type'], 'text/plain');
      t.equal(seen(f, `GET stats ${LONGEST} page=1`).headers['content-type'], 'application/json');
    },
  },
  'HTTP-JSON-BODY/bom': {
    allowed: /^GET instance [^|]*\|body$/,
    check: (t, c, f) => t.equal(seen(f, 'GET instance tessera/android-app').text, `\ufeff${seen(c, 'GET instance tessera/android-app').text}`),
  },
  'PAG-TERMINATES/userinfo': {
    allowed: new RegExp(`^GET stats ${L} ${p2}\\|/next$`),
    check: (t, _c, f) =>
      t.match(env(f, `GET stats ${LONGEST} page=2`).next, /^http:\/\/user@127\.0\.0\.1:\d+\/api\/components\/orbit-notes\/desktop\/statistics\/\?page=3$/),
  },
  'PAG-TERMINATES/host-spelling': {
    allowed: new RegExp(`^GET stats ${L} ${p1}\\|/next$`),
    check: (t, _c, f) => {
      const next = env(f, `GET stats ${LONGEST} page=1`).next!;
      t.match(next, /^http:\/\/0x7f\.0\.0\.1:\d+\/api\/components\/orbit-notes\/desktop\/statistics\/\?page=2$/);
      t.equal(new URL(next).hostname, '127.0.0.1', 'the same host once parsed');
    },
  },
  'PAG-TERMINATES/self-next': {
    allowed: new RegExp(`^GET stats ${L} ${api}page=4\\|/next$`),
    check: (t, _c, f) => t.equal(env(f, `GET stats ${LONGEST} page=4`).next, `${STATS}?page=4`),
  },
  'CMP-LIST-MATCHES-INSTANCE/is-glossary': {
    allowed: /^GET instance fjord-weather\/play-store\|\/is_glossary$/,
    check: (t, _c, f) => t.equal(body(f, 'GET instance fjord-weather/play-store').is_glossary, true),
  },
  'CMP-LIST-MATCHES-INSTANCE/nested': {
    allowed: /^GET instance fjord-weather\/play-store\|\/project\/instructions$/,
    check: (t, _c, f) => t.equal((body(f, 'GET instance fjord-weather/play-store').project as R).instructions, '(see the wiki)'),
  },
  'CMP-IDS-UNIQUE/deep-slug': {
    allowed: /^GET (list\|\/results\/12|instance fjord-weather\/changelog\|)\/slug$/,
    check: (t, _c, f) => {
      const r = env(f, 'GET list').results;
      t.equal(r[12]!.slug, 'android');
      t.equal(r[9]!.slug, 'android');
      t.not(r[12]!.id, r[9]!.id);
    },
  },
};

const further = FAULTS.filter((f) => f.id !== f.requirement);

t.test('every further fault is covered here, and each names its requirement', async (t) => {
  t.ok(further.length >= 30, `${further.length} further faults`);
  t.same(further.map((f) => f.id).sort(), Object.keys(EXPECT).sort());
});

const clean = await serve(t);
const cleanProbes = await probe(clean);

t.test('the clean server: HEAD answers carry no body, redirects nowhere', async (t) => {
  for (const [name, s] of cleanProbes) {
    if (name.startsWith('HEAD')) t.equal(s.text, '', `${name}: no body`);
    t.equal(s.headers.location, undefined, name);
  }
  t.equal(seen(cleanProbes, 'GET bare instance tessera/help-center').status, 404);
});

for (const f of further) {
  t.test(`${f.id}: the fault changes what it should and nothing else`, async (t) => {
    const expect = EXPECT[f.id];
    if (!expect) return t.fail('no expectation');
    const faulty = await serve(t, { faults: [f.id] });
    const seenFaulty = await probe(faulty);
    const diffs = differences(cleanProbes, seenFaulty, HEADERS);
    t.ok(diffs.length > 0, 'the answers differ from the clean server');
    t.same(
      diffs.filter((d) => !expect.allowed.test(d)),
      [],
      'no difference outside the fault',
    );
    expect.check(t, cleanProbes, seenFaulty);
  });
}
