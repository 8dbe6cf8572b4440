/**
 * The raw answers of a stock Weblate 5.4.2 (test/fixtures/weblate-5.4.2/, `curl -i` captures;
 * see test/fixtures/SOURCE.md) as one HAR 1.2 file. Each capture becomes one entry: the request
 * SOURCE.md names for it, and the answer's status line, headers (names and order as captured) and
 * body. Run as a script (`node dist/test/har/weblate.js`) it writes test/fixtures/har/weblate-5.4.2.har.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Exchange } from '../../src/generated/exchange.js';
import type { Har, HarEntry } from '../../src/generated/har.js';
import { entryOf, HAR_VERSION } from '../../src/har/write.js';
import { PACKAGE_ROOT } from '../../src/base/paths.js';
import { VERSION } from '../../src/base/version.js';

export const WEBLATE_DIR = path.join(PACKAGE_ROOT, 'test', 'fixtures', 'weblate-5.4.2');
export const WEBLATE_HAR = path.join(PACKAGE_ROOT, 'test', 'fixtures', 'har', 'weblate-5.4.2.har');
export const WEBLATE_BASE = 'http://127.0.0.1:8000/';

type Method = Exchange['request']['method'];
const STATS = 'api/components/demo/big/statistics/';

/**
 * Capture → request (SOURCE.md's table). The `page_size=20` pages after the first are the addresses
 * the first page's `next` names. Accept is curl's `*\/*` unless SOURCE.md names another.
 * Not converted: `component_unknown*.http` (SOURCE.md does not name the address asked for), and the
 * two captures made with an Accept the kit never sends (`stats_big_format_api.http`, `*\/*`, and
 * `stats_big_accept_html.http`, `text/html`), which answer addresses other captures answer too.
 */
export const CAPTURES: Record<string, [Method, string, string?]> = {
  api_root: ['GET', 'api/'],
  components_list: ['GET', 'api/components/'],
  components_list_page2: ['GET', 'api/components/?page=2'],
  components_list_page0: ['GET', 'api/components/?page=0'],
  components_list_head: ['HEAD', 'api/components/'],
  components_list_options: ['OPTIONS', 'api/components/'],
  component_demo_big: ['GET', 'api/components/demo/big/'],
  component_big_options: ['OPTIONS', 'api/components/demo/big/'],
  component_demo_big_statistics: ['GET', STATS],
  stats_big_page2: ['GET', `${STATS}?page=2`],
  stats_big_page0: ['GET', `${STATS}?page=0`],
  stats_big_page_abc: ['GET', `${STATS}?page=abc`],
  stats_big_ps20_p1: ['GET', `${STATS}?page_size=20`],
  stats_big_ps20_p2: ['GET', `${STATS}?page=2&page_size=20`],
  stats_big_ps20_p3: ['GET', `${STATS}?page=3&page_size=20`],
  stats_big_ps20_p4: ['GET', `${STATS}?page=4&page_size=20`],
  component_demo_android_statistics: ['GET', 'api/components/demo/android/statistics/'],
  component_tools_cli_statistics: ['GET', 'api/components/tools/cli/statistics/'],
  component_demo_glossary_statistics: ['GET', 'api/components/demo/glossary/statistics/'],
  stats_big_format_api_accept_json: ['GET', `${STATS}?format=api`, 'application/json'],
  stats_big_format_json: ['GET', `${STATS}?format=json`],
  stats_big_head: ['HEAD', STATS],
  stats_big_options: ['OPTIONS', STATS],
  stats_big_post_anon: ['POST', STATS],
};

interface Capture {
  status: number;
  headers: [string, string][];
  body: string;
}

/** `curl -i` output: status line, headers, a blank line, the body. */
export function parseCapture(text: string): Capture {
  const end = text.indexOf('\r\n\r\n');
  const head = (end < 0 ? text : text.slice(0, end)).split('\r\n');
  const status = /^HTTP\/[\d.]+ (\d{3})/.exec(head[0] ?? '');
  if (!status) throw new Error(`not a curl -i capture: ${head[0]}`);
  const headers = head.slice(1).map((line): [string, string] => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon), line.slice(colon + 1).trim()];
  });
  return { status: Number(status[1]), headers, body: end < 0 ? '' : text.slice(end + 4) };
}

export function weblateHar(dir = WEBLATE_DIR): Har {
  const entries: HarEntry[] = [];
  for (const [name, [method, address, accept]] of Object.entries(CAPTURES)) {
    const c = parseCapture(readFileSync(path.join(dir, `${name}.http`), 'latin1'));
    const headers: Record<string, string> = {};
    for (const [k, v] of c.headers) headers[k.toLowerCase()] = headers[k.toLowerCase()] === undefined ? v : `${headers[k.toLowerCase()]}, ${v}`;
    const url = WEBLATE_BASE + address;
    const exchange: Exchange = { request: { method, url, headers: { accept: accept ?? '*/*' } }, status: c.status, headers, body: c.body };
    const entry = entryOf(exchange, { endedAt: Date.parse(headers.date ?? '') });
    entry.response.headers = c.headers.map(([name, value]) => ({ name, value }));
    entry.response.httpVersion = 'HTTP/1.1';
    entry.comment = `${name}.http`;
    entries.push(entry);
  }
  // By the captures' Date headers (whole seconds); captures of the same second keep SOURCE.md's order.
  entries.sort((a, b) => Date.parse(a.startedDateTime!) - Date.parse(b.startedDateTime!));
  return {
    log: {
      version: HAR_VERSION,
      creator: { name: 'stringent', version: VERSION, comment: 'converted from curl -i captures of Weblate 5.4.2' },
      pages: [],
      entries,
      comment: 'Raw answers of a stock Weblate 5.4.2 at http://127.0.0.1:8000/, read anonymously; see test/fixtures/har/README.md',
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(WEBLATE_HAR, JSON.stringify(weblateHar(), null, 1) + '\n');
  console.log(`wrote ${WEBLATE_HAR}`);
}
