/**
 * A kit error met mid-run (an answer the kit could not get) is said on stderr when it happens, with
 * its code, method and address, not only in the report at the end.
 */
import t from 'tap';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { main } from '../src/cli.js';
import { memoryIo } from './report/fixtures.js';

t.test('a connection cut mid-run reaches stderr as it happens', async (t) => {
  let base = '';
  const server = http.createServer((req, res) => {
    if (req.url === '/api/components/') {
      res.writeHead(200, { 'content-type': 'application/json', vary: 'Accept' });
      return void res.end(
        JSON.stringify({
          count: 1,
          next: null,
          previous: null,
          results: [
            {
              name: 'C',
              slug: 'c',
              project: { name: 'P', slug: 'p', url: `${base}api/projects/p/` },
              url: `${base}api/components/p/c/`,
              translations_url: `${base}api/components/p/c/translations/`,
              statistics_url: `${base}api/components/p/c/statistics/`,
            },
          ],
        }),
      );
    }
    req.socket.destroy();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.teardown(() => server.close());
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const io = memoryIo();
  const code = await main(['check', base, '--retries', '0', '--quiet', '--reporter', 'json'], io);
  t.equal(code, 2, 'kit errors: exit 2');
  const report = JSON.parse(io.out()) as { kitErrors: { code: string; url?: string; method?: string }[] };
  t.ok(report.kitErrors.length > 0, 'the report has kit errors');
  for (const k of report.kitErrors.filter((k) => k.url))
    t.ok(io.err().includes(`stringent: ${k.code}: ${k.method} `), `${k.code} ${k.method} ${k.url} was said on stderr`);
});
