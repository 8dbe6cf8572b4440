import t, { type Test } from 'tap';
import { call, serve, type Envelope, type Reply } from './helpers.js';
import { differences, type Probes } from './probe-diff.js';
import { FAULTS, listFaults, startServer, type RunningServer } from '../../reference-server/index.js';
import { isRequirementId, REQUIREMENTS } from '../../src/catalogue/requirements.js';
import { BadOptionError } from '../../src/base/errors.js';

/** What a probe saw, with the server's own base URL replaced by a placeholder. */

async function probe(server: RunningServer): Promise<Probes> {
  const out: Probes = new Map();
  const add = async (name: string, path: string, method = 'GET'): Promise<void> => {
    const r: Reply = await call(server.url, path, { method });
    const text = r.body.split(server.url).join('BASE/');
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    out.set(name, {
      status: r.status,
      headers: { allow: r.headers.allow, 'content-type': r.headers['content-type'], vary: r.headers.vary },
      json,
      text,
    });
  };
  await add('GET list', '/api/components/');
  for (const c of server.components) {
    const at = `/api/components/${c.project}/${c.slug}/`;
    await add(`GET instance ${c.project}/${c.slug}`, at);
    for (let page = 1; page <= Math.ceil(c.translations / 20); page++)
      await add(`GET stats ${c.project}/${c.slug} page=${page}`, `${at}statistics/${page === 1 ? '' : `?page=${page}`}`);
  }
  await add('GET stats orbit-notes/android format=api page=1', '/api/components/orbit-notes/android/statistics/?format=api');
  await add('GET stats orbit-notes/android format=api page=2', '/api/components/orbit-notes/android/statistics/?format=api&page=2');
  await add('GET stats orbit-notes/android format=json page=2', '/api/components/orbit-notes/android/statistics/?format=json&page=2');
  await add('HEAD list', '/api/components/', 'HEAD');
  await add('HEAD instance', '/api/components/tessera/android-app/', 'HEAD');
  await add('OPTIONS list', '/api/components/', 'OPTIONS');
  await add('POST list', '/api/components/', 'POST');
  await add('GET unknown', '/api/components/tessera/no-such-component/');
  await add('GET page=0', '/api/components/orbit-notes/android/statistics/?page=0');
  await add('GET past-last', '/api/components/fjord-weather/android/statistics/?page=3');
  return out;
}

type R = Record<string, unknown>;
const body = (p: Probes, name: string): R => p.get(name)!.json as R;
const env = (p: Probes, name: string): Envelope => p.get(name)!.json as Envelope;
const item = (p: Probes, name: string, code: string): R => env(p, name).results.find((i) => i.code === code)!;

/** Per fault: the differences it may cause (nothing else may change) and what must be true of it. */
const EXPECT: Record<string, { allowed: RegExp; check(t: Tap, clean: Probes, faulty: Probes): void }> = {
  'HTTP-STATUS-200': {
    allowed: /^GET instance fjord-weather\/play-store\|status$/,
    check: (t, c, f) => {
      t.equal(f.get('GET instance fjord-weather/play-store')!.status, 203);
      t.same(body(f, 'GET instance fjord-weather/play-store'), body(c, 'GET instance fjord-weather/play-store'), 'same body');
    },
  },
  'HTTP-JSON-BODY': {
    allowed: /^GET instance fjord-weather\/play-store\|body$/,
    check: (t, c, f) => {
      const seen = f.get('GET instance fjord-weather/play-store')!;
      t.equal(seen.json, undefined, 'not JSON');
      t.equal(seen.text, c.get('GET instance fjord-weather/play-store')!.text.slice(0, -1));
    },
  },
  'HDR-CONTENT-TYPE': {
    allowed: /\|header:content-type$/,
    check: (t, _c, f) => t.ok([...f.values()].every((s) => s.headers['content-type'] === 'text/html; charset=utf-8')),
  },
  'HDR-ALLOW': {
    allowed: /\|header:allow$/,
    check: (t, _c, f) => t.ok([...f.values()].every((s) => s.headers.allow === 'GET, POST, HEAD, OPTIONS')),
  },
  'HDR-VARY': {
    allowed: /\|header:vary$/,
    check: (t, _c, f) => t.ok([...f.values()].every((s) => s.headers.vary === undefined)),
  },
  'MTH-HEAD': {
    allowed: /^HEAD [^|]*\|status$/,
    check: (t, _c, f) => t.equal(f.get('HEAD list')!.status, 405),
  },
  'MTH-OPTIONS': {
    allowed: /^OPTIONS list\|/,
    check: (t, c, f) => {
      t.equal(c.get('OPTIONS list')!.status, 200);
      t.equal(f.get('OPTIONS list')!.status, 405);
      t.equal(f.get('OPTIONS list')!.headers.allow, 'GET, HEAD, OPTIONS');
    },
  },
  'MTH-WRITE-REFUSED': {
    allowed: /^POST list\|/,
    check: (t, c, f) => {
      t.equal(f.get('POST list')!.status, 200);
      t.same(body(f, 'POST list'), body(c, 'GET list'), 'answers the GET body');
      t.same(body(f, 'GET list'), body(c, 'GET list'), 'nothing changed');
    },
  },
  'ERR-NOT-FOUND': {
    allowed: /^GET unknown\|/,
    check: (t, _c, f) => t.equal(f.get('GET unknown')!.status, 500),
  },
  'ERR-BAD-PAGE': {
    allowed: /^GET (page=0|past-last)\|/,
    check: (t, _c, f) => {
      t.equal(f.get('GET page=0')!.status, 500);
      t.equal(f.get('GET past-last')!.status, 500);
    },
  },
  'URL-ABSOLUTE': {
    allowed: /^GET (list|instance [^|]*)\|(\/results\/\d+)?\/lock_url$/,
    check: (t, _c, f) =>
      t.match(body(f, 'GET instance tessera/android-app').lock_url, /^http:\/\/localhost:[0-9]+\/api\/components\/tessera\/android-app\/lock\/$/),
  },
  'URL-COMPONENT-SHAPE': {
    allowed: /^GET (list|instance [^|]*)\|(\/results\/\d+)?\/statistics_url$/,
    check: (t, _c, f) => t.equal(body(f, 'GET instance tessera/android-app').statistics_url, 'BASE/api/components/tessera/android-app/statistics/?format=json'),
  },
  'URL-PROJECT-SHAPE': {
    allowed: /\|(\/results\/\d+)?\/project\/languages_url$/,
    check: (t, _c, f) => t.equal((body(f, 'GET instance tessera/android-app').project as R).languages_url, 'BASE/api/projects/tessera/language/'),
  },
  'URL-LANGUAGE-SHAPE': {
    allowed: /\|(\/results\/\d+)?\/source_language\/statistics_url$/,
    check: (t, _c, f) => t.equal((body(f, 'GET instance tessera/android-app').source_language as R).statistics_url, 'BASE/api/languages/en/stats/'),
  },
  'URL-ADDON-SHAPE': {
    allowed: /\|(\/results\/\d+)?\/addons\/\d+$/,
    check: (t, _c, f) => t.same(body(f, 'GET instance tessera/android-app').addons, ['BASE/api/addon/21/']),
  },
  'URL-STATS-SHAPE': {
    allowed: /^GET stats [^|]*\|\/results\/\d+\/translate_url$/,
    check: (t, _c, f) => t.equal(item(f, 'GET stats tessera/android-app page=1', 'de').translate_url, 'BASE/zen/tessera/android-app/de/'),
  },
  'URL-SELF': {
    allowed: /^GET instance fjord-weather\/play-store\|/,
    check: (t, c, f) => t.same(body(f, 'GET instance fjord-weather/play-store'), body(c, 'GET instance orbit-notes/android'), "the first component's record"),
  },
  'PAG-ENVELOPE': {
    allowed: /^GET (list|stats [^|]*)\|\/count$/,
    check: (t, _c, f) => {
      t.equal(env(f, 'GET list').count, '14' as unknown as number);
      t.equal(env(f, 'GET stats orbit-notes/android page=1').count, 54, 'multi-page lists keep a number');
    },
  },
  'PAG-COUNT': {
    allowed: /^GET stats [^|]*\|\/count$/,
    check: (t, _c, f) => {
      t.equal(env(f, 'GET stats orbit-notes/android page=1').count, 55);
      t.equal(env(f, 'GET stats fjord-weather/android page=1').count, 40, 'a multiple of 20 keeps its count');
    },
  },
  'PAG-NEXT': {
    allowed: /^GET stats (fjord-weather\/android page=2|orbit-notes\/ios page=1)\|\/next$/,
    check: (t, _c, f) => t.equal(env(f, 'GET stats fjord-weather/android page=2').next, 'BASE/api/components/fjord-weather/android/statistics/?page=3'),
  },
  'PAG-PREVIOUS': {
    allowed: /^GET stats [^|]*page=2\|\/previous$/,
    check: (t, _c, f) => {
      t.equal(env(f, 'GET stats orbit-notes/android page=2').previous, 'BASE/api/components/orbit-notes/android/statistics/?page=1');
      t.equal(env(f, 'GET stats orbit-notes/android format=api page=2').previous, 'BASE/api/components/orbit-notes/android/statistics/?format=api&page=1');
    },
  },
  'PAG-PAGE-SIZE': {
    allowed: /^GET (stats [^|]*|past-last)\|/,
    check: (t, _c, f) => {
      t.equal(env(f, 'GET stats orbit-notes/android page=1').results.length, 25);
      t.equal(env(f, 'GET stats orbit-notes/android page=2').results.length, 25);
      t.equal(env(f, 'GET stats orbit-notes/android page=3').results.length, 4);
      t.equal(env(f, 'GET stats orbit-notes/android page=3').next, null);
      t.equal(env(f, 'GET stats orbit-notes/android page=2').count, 54);
      t.equal(env(f, 'GET list').results.length, 14, 'the component list is untouched');
    },
  },
  'PAG-UNIQUE': {
    allowed: /^GET stats [^|]*page=2\|\/results\/0\/.*$/,
    check: (t, _c, f) => t.same(env(f, 'GET stats orbit-notes/android page=2').results[0], env(f, 'GET stats orbit-notes/android page=1').results[19]),
  },
  'PAG-TERMINATES': {
    allowed: /^GET stats [^|]*page=1\|\/next$/,
    check: (t, _c, f) =>
      t.match(env(f, 'GET stats orbit-notes/android page=1').next, /^http:\/\/localhost:[0-9]+\/api\/components\/orbit-notes\/android\/statistics\/\?page=2$/),
  },
  'PAG-FORMAT-API': {
    allowed: /^GET stats [^|]*format=api[^|]*\|/,
    check: (t, _c, f) => {
      t.equal(f.get('GET stats orbit-notes/android format=api page=1')!.status, 404);
      t.equal(f.get('GET stats orbit-notes/android format=json page=2')!.status, 200);
    },
  },
  'STA-SCHEMA': {
    allowed: /^GET stats [^|]*page=1\|\/results\/1\/name$/,
    check: (t, _c, f) => t.notOk('name' in env(f, 'GET stats tessera/android-app page=1').results[1]!),
  },
  'STA-OPTIONAL-GROUP': {
    allowed: /\|\/results\/\d+\/(approved|approved_percent|readonly|readonly_percent|suggestions|comments)$/,
    check: (t, _c, f) => {
      const r = env(f, 'GET stats tessera/android-app page=1').results;
      t.ok('approved' in r[0]! && !('approved' in r[1]!) && 'approved' in r[2]!);
    },
  },
  'STA-PCT-DECIMALS': {
    allowed: /^GET stats [^|]*\|\/results\/\d+\/\w+_percent$/,
    check: (t, _c, f) => t.equal(item(f, 'GET stats tessera/android-app page=1', 'de').translated_percent, 66.60000000000001),
  },
  'STA-PCT-TRUNCATED': {
    allowed: /^GET stats [^|]*\|\/results\/\d+\/\w+_percent$/,
    check: (t, _c, f) => {
      t.equal(item(f, 'GET stats tessera/android-app page=1', 'de').translated_percent, 66.7);
      t.equal(item(f, 'GET stats tessera/android-app page=1', 'fr').translated_percent, 5.6);
    },
  },
  'STA-ZERO-TOTAL': {
    allowed: /^GET stats (orbit-notes\/glossary|fjord-weather\/changelog) page=1\|\/results\/[1-9]\d*\/translated(_words|_chars)?_percent$/,
    check: (t, _c, f) => {
      const r = env(f, 'GET stats orbit-notes/glossary page=1').results;
      t.equal(r[0]!.translated_percent, 100, 'the source item stays complete');
      t.equal(r[1]!.translated_percent, 0);
    },
  },
  'STA-COUNTS-BOUNDED': {
    allowed: /^GET stats [^|]*page=1\|\/results\/1\/fuzzy(_percent)?$/,
    check: (t, _c, f) => {
      const i = env(f, 'GET stats tessera/android-app page=1').results[1]!;
      t.equal(i.fuzzy, (i.total as number) + 1);
    },
  },
  'STA-SOURCE-FIRST': {
    allowed: /^GET stats [^|]*page=1\|\/results\/[01]\/.*$/,
    check: (t, _c, f) => {
      const r = env(f, 'GET stats tessera/android-app page=1').results;
      t.equal(r[1]!.code, 'en');
      t.equal(r[0]!.code, 'de');
    },
  },
  'STA-SOURCE-COMPLETE': {
    allowed: /^GET stats [^|]*page=1\|\/results\/0\/translated(_percent)?$/,
    check: (t, _c, f) => {
      const i = env(f, 'GET stats tessera/android-app page=1').results[0]!;
      t.equal(i.translated, 17);
      t.equal(i.translated_percent, 94.4);
    },
  },
  'STA-LAST-CHANGE': {
    allowed: /^GET stats [^|]*\|\/results\/\d+\/last_change$/,
    check: (t, _c, f) => t.equal(env(f, 'GET stats tessera/android-app page=1').results[0]!.last_change, '2026-03-07T12:34:56Z'),
  },
  'STA-CODE': {
    allowed: /^GET stats [^|]*\|\/results\/\d+\/(code|url|translate_url)$/,
    check: (t, _c, f) => {
      const i = item(f, 'GET stats tessera/android-app page=1', 'pt-BR');
      t.ok(i, 'pt-BR served');
      t.equal(i.url, 'BASE/projects/tessera/android-app/pt-BR/');
    },
  },
  'CMP-SCHEMA': {
    allowed: /^GET (list|instance [^|]*)\|(\/results\/\d+)?\/merge_style$/,
    check: (t, _c, f) => t.notOk('merge_style' in body(f, 'GET instance tessera/android-app')),
  },
  'CMP-LANGUAGE': {
    allowed: /\|(\/results\/\d+)?\/source_language\/direction$/,
    check: (t, _c, f) => t.notOk('direction' in (body(f, 'GET instance tessera/android-app').source_language as R)),
  },
  'CMP-PROJECT': {
    allowed: /\|(\/results\/\d+)?\/project\/enable_hooks$/,
    check: (t, _c, f) => t.notOk('enable_hooks' in (body(f, 'GET instance tessera/android-app').project as R)),
  },
  'CMP-SHAPE-CONSISTENT': {
    allowed: /^GET instance tessera\/help-center\|\/links_url$/,
    check: (t, _c, f) => {
      const r = body(f, 'GET instance tessera/help-center');
      t.equal(r.links_url, 'BASE/api/components/tessera/help-center/links/');
      t.type(r.enforced_checks, 'string');
    },
  },
  'CMP-LIST-MATCHES-INSTANCE': {
    allowed: /^GET instance [^|]*\|\/branch$/,
    check: (t, _c, f) => t.equal(body(f, 'GET instance tessera/android-app').branch, 'develop-next'),
  },
  'CMP-IDS-UNIQUE': {
    allowed: /^GET (list\|\/results\/1|instance orbit-notes\/play-store\|)\/id$/,
    check: (t, _c, f) => {
      const r = env(f, 'GET list').results;
      t.equal(r[1]!.id, r[0]!.id);
      t.not(r[1]!.slug, r[0]!.slug);
    },
  },
  'CMP-FILEMASK': {
    allowed: /^GET (list|instance [^|]*)\|(\/results\/\d+)?\/filemask$/,
    check: (t, _c, f) => t.equal(body(f, 'GET instance tessera/android-app').filemask, 'tessera/src/main/res/values-en/strings.xml'),
  },
  'CMP-ENFORCED-CHECKS': {
    allowed: /^GET instance tessera\/help-center\|\/enforced_checks$/,
    check: (t, _c, f) => t.equal(body(f, 'GET instance tessera/help-center').enforced_checks, 'placeholders'),
  },
  'CMP-TEMPLATES': {
    allowed: /^GET (list|instance [^|]*)\|(\/results\/\d+)?\/commit_message$/,
    check: (t, _c, f) => t.match(body(f, 'GET instance tessera/android-app').commit_message, /\{\{ language_name \}\)/),
  },
  'CMP-LANGUAGE-REGEX': {
    allowed: /^GET (list|instance [^|]*)\|(\/results\/\d+)?\/language_regex$/,
    check: (t, _c, f) => {
      const re = body(f, 'GET instance tessera/android-app').language_regex as string;
      t.throws(() => new RegExp(re));
    },
  },
};

type Tap = Test;

t.test('there is a fault for every requirement but the unfaultable ones, and the catalogue lists each once', async (t) => {
  const faultable: string[] = REQUIREMENTS.filter((r) => !r.unfaultable)
    .map((r) => r.id)
    .sort();
  const first = FAULTS.filter((f) => f.id === f.requirement);
  t.same(first.map((f) => f.id).sort(), faultable);
  for (const f of FAULTS) {
    t.ok(faultable.includes(f.requirement), `${f.id} names a faultable requirement`);
    if (f.id !== f.requirement) t.match(f.id, new RegExp(`^${f.requirement}/[a-z0-9]+(-[a-z0-9]+)*$`), `${f.id}: <requirement>/<variant>`);
    t.ok(f.requirements.includes(f.requirement), `${f.id}: its own requirement is among those it declares`);
    t.same(f.requirements, [...new Set(f.requirements)].sort(), `${f.id}: the declared set is sorted, each once`);
    for (const id of f.requirements) t.ok(isRequirementId(id), `${f.id}: ${id} is in the catalogue`);
  }
  t.same(Object.keys(EXPECT).sort(), faultable, 'this test covers every fault');
  t.same(listFaults(), FAULTS);
  for (const f of listFaults()) t.ok(f.description.length > 10 && !f.description.includes('\n'), `${f.id}: one line`);
});

t.test('an unknown fault is a BadOptionError naming the valid ones', async (t) => {
  const err = await startServer({ faults: ['NOPE-1'] }).then(
    () => undefined,
    (e: unknown) => e,
  );
  t.ok(err instanceof BadOptionError, 'a BadOptionError');
  t.match((err as Error).message, /^unknown fault NOPE-1; valid faults: HTTP-STATUS-200, /);
});

const clean = await serve(t);
const cleanProbes = await probe(clean);

t.test('the clean server answers every probe as the document says', async (t) => {
  for (const [name, s] of cleanProbes) {
    t.equal(s.headers.allow, 'GET, HEAD, OPTIONS', name);
    t.equal(s.headers['content-type'], 'application/json', name);
    t.equal(s.headers.vary, 'Accept', name);
  }
  t.equal(cleanProbes.get('POST list')!.status, 405);
  t.equal(cleanProbes.get('GET unknown')!.status, 404);
  t.equal(cleanProbes.get('GET page=0')!.status, 404);
  t.equal(cleanProbes.get('GET past-last')!.status, 404);
  t.equal(cleanProbes.get('HEAD list')!.status, 200);
  t.equal(cleanProbes.get('OPTIONS list')!.status, 200);
});

// The further faults of a requirement (<REQUIREMENT>/<variant>) are proven in further-faults.test.ts.
for (const f of FAULTS.filter((x) => x.id === x.requirement)) {
  t.test(`${f.id}: the fault changes what it should and nothing else`, async (t) => {
    const expect = EXPECT[f.id]!;
    const faulty = await serve(t, { faults: [f.id] });
    t.same(faulty.faults, [f.id]);
    const seen = await probe(faulty);
    const diffs = differences(cleanProbes, seen);
    t.ok(diffs.length > 0, 'the answers differ from the clean server');
    const stray = diffs.filter((d) => !expect.allowed.test(d));
    t.same(stray, [], 'no difference outside the fault');
    expect.check(t, cleanProbes, seen);
  });
}
