/**
 * stringent openapi: an OpenAPI 3.1 document generated from schemas/. Validated by
 * @apidevtools/swagger-parser; every embedded schema (components, parameters, headers, content)
 * compiled by Ajv in 2020-12 mode; the reference server's answers validate against it.
 */
import t from 'tap';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import * as ajvFormats from 'ajv-formats';
import { main } from '../src/cli.js';
import { startServer } from '../reference-server/index.js';

type Json = Record<string, unknown>;
type AddFormats = (ajv: Ajv2020) => Ajv2020;
const addFormats: AddFormats = (ajvFormats as unknown as { default?: AddFormats }).default ?? (ajvFormats as unknown as AddFormats);

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(args, { stdout: { write: (s: string) => (out += s) }, stderr: { write: (s: string) => (err += s) }, env: {} });
  return { code, out, err };
}

const { code, out } = await run(['openapi']);
const doc = JSON.parse(out) as Json & { paths: Record<string, Record<string, Json>>; components: Record<string, Record<string, Json>> };

t.test('stdout and --output write the same document; exit 0', async (t) => {
  t.equal(code, 0);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'stringent-openapi-')), 'openapi.json');
  const written = await run(['openapi', '--output', file]);
  t.equal(written.code, 0);
  t.equal(written.out, '');
  t.equal(readFileSync(file, 'utf8'), out);
  const bad = await run(['openapi', '--output', path.join(file, 'no', 'such')]);
  t.equal(bad.code, 2);
  t.match(bad.err, /^stringent: E_FILE: /);
});

t.test('swagger-parser validates it as OpenAPI 3.1', async (t) => {
  const api = await SwaggerParser.validate(structuredClone(doc) as never);
  t.equal((api as Json).openapi, '3.1.0');
});

t.test('the three paths with GET, HEAD and OPTIONS; Content-Type through content; Allow and Vary declared', async (t) => {
  t.same(Object.keys(doc.paths), [
    '/api/components/',
    '/api/components/{project_slug}/{component_slug}/',
    '/api/components/{project_slug}/{component_slug}/statistics/',
  ]);
  const schemaOf = ['ComponentListPage', 'Component', 'StatisticsPage'];
  for (const [i, p] of Object.values(doc.paths).entries()) {
    t.same(Object.keys(p), ['get', 'head', 'options']);
    const ok = (p.get!.responses as Record<string, Json>)['200']!;
    t.same(ok.content, { 'application/json': { schema: { $ref: `#/components/schemas/${schemaOf[i]}` } } });
    for (const m of ['get', 'head', 'options']) t.same(Object.keys((p[m]!.responses as Record<string, Json>)['200']!.headers as Json), ['Allow', 'Vary'], m);
    t.equal((p.head!.responses as Record<string, Json>)['200']!.content, undefined, 'HEAD has no body');
  }
  t.same(Object.keys(doc.components.schemas!).sort(), [
    'Component',
    'ComponentListPage',
    'Language',
    'PaginatedEnvelope',
    'Project',
    'StatisticsItem',
    'StatisticsPage',
  ]);
  t.notMatch(out, /"\$ref": "(?!#\/components\/)/, 'every $ref points into the document');
});

// One Ajv in 2020-12 mode, strict, with the document's own keys declared so the document can hold the schemas.
const ajv = new Ajv2020({ strict: true, strictRequired: false, allowUnionTypes: true, allErrors: true });
addFormats(ajv);
ajv.addVocabulary(['openapi', 'info', 'jsonSchemaDialect', 'servers', 'paths', 'components']);
ajv.addSchema({ ...doc, $id: 'https://stringent.dev/openapi.json' });

/** JSON pointers of every schema embedded in the document. */
function schemaPointers(): string[] {
  const out = Object.keys(doc.components.schemas!).map((n) => `/components/schemas/${n}`);
  for (const kind of ['parameters', 'headers']) for (const n of Object.keys(doc.components[kind]!)) out.push(`/components/${kind}/${n}/schema`);
  for (const [p, ops] of Object.entries(doc.paths))
    for (const [m, op] of Object.entries(ops))
      for (const [status, r] of Object.entries(op.responses as Record<string, Json>))
        for (const type of Object.keys((r.content as Json | undefined) ?? {}))
          out.push(`/paths/${p.replace(/~/g, '~0').replace(/\//g, '~1')}/${m}/responses/${status}/content/${type.replace(/\//g, '~1')}/schema`);
  return out;
}

t.test('Ajv (2020-12, strict) compiles every embedded schema', async (t) => {
  const pointers = schemaPointers();
  t.equal(pointers.length, 7 + 4 + 2 + 6, '7 components, 4 parameters, 2 headers, 6 bodies (GET and OPTIONS of 3 paths)');
  for (const p of pointers) t.doesNotThrow(() => ajv.compile({ $ref: `https://stringent.dev/openapi.json#${p}` }), p);
});

t.test("the reference server's answers validate; a broken one does not", async (t) => {
  const server = await startServer();
  t.teardown(() => server.close());
  const list = ajv.compile({ $ref: 'https://stringent.dev/openapi.json#/components/schemas/ComponentListPage' });
  const stats = ajv.compile({ $ref: 'https://stringent.dev/openapi.json#/components/schemas/StatisticsPage' });
  const component = ajv.compile({ $ref: 'https://stringent.dev/openapi.json#/components/schemas/Component' });
  const page = (await (await fetch(`${server.apiUrl}components/`)).json()) as Json & { results: Json[] };
  t.ok(list(page), JSON.stringify(list.errors?.slice(0, 2)));
  t.ok(page.results.length > 0, `${page.results.length} components on the first page`);
  for (const c of page.results) {
    t.ok(component(await (await fetch(String(c.url))).json()), String(c.slug));
    t.ok(stats(await (await fetch(String(c.statistics_url))).json()), `${String(c.slug)} statistics`);
  }
  const broken = structuredClone(page);
  delete (broken.results[0] as Json).slug;
  t.notOk(list(broken), 'a record without slug fails');
});
