/**
 * What the kit keeps alive while it crawls: the inspector's sampling heap profiler runs over the
 * kit's crawl with its rule engine fed as in `check`, and stops once the crawl is done but before
 * the engine finishes, which is when the engine's state is largest. Live bytes are summed by file
 * and function (allocations inside built-ins count for the script function that called them).
 */
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { Crawler } from '../src/crawl/crawler.js';
import { HttpClient } from '../src/crawl/http.js';
import { Engine } from '../src/rules/engine.js';
import type { HotSpot, ProfileSummary } from './cpu-profile.js';

interface HeapNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: HeapNode[];
}

function top(map: Map<string, number>, total: number, n: number): HotSpot[] {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, bytes]) => ({ name, selfMs: bytes / 2 ** 20, share: total > 0 ? bytes / total : 0 }));
}

/** Live bytes by file and by function; `selfMs` of each entry holds MiB here. */
export async function liveHeapDuringCrawl(baseUrl: string, concurrency: number, root: string, n = 12): Promise<ProfileSummary> {
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.enable');
  await session.post('HeapProfiler.startSampling', { samplingInterval: 8192 });
  let head: HeapNode;
  const engine = new Engine({ baseUrl, mode: 'check' });
  const http = new HttpClient({ baseUrl, timeoutMs: 30_000, retries: 0, maxBodySize: 10 * 1024 * 1024, maxRequests: 1_000_000, connections: concurrency });
  try {
    const crawler = new Crawler(http, { baseUrl, concurrency, probeErrors: false, probeWrites: false, methodsAll: false }, (e) => engine.add(e));
    await crawler.run();
  } finally {
    await http.close();
    head = (await session.post('HeapProfiler.stopSampling')).profile.head;
    session.disconnect();
  }
  engine.finish();
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  const walk = (node: HeapNode, caller: HeapNode['callFrame'] | undefined): void => {
    const frame = node.callFrame.url === '' && caller ? caller : node.callFrame;
    const url = frame.url.startsWith('file://') ? new URL(frame.url).pathname : frame.url;
    const file = url === '' ? '(native)' : url.startsWith(root) ? path.relative(root, url) : url;
    const name = `${frame.functionName || '(anonymous)'} ${file}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    total += node.selfSize;
    byFile.set(file, (byFile.get(file) ?? 0) + node.selfSize);
    byFunction.set(name, (byFunction.get(name) ?? 0) + node.selfSize);
    for (const child of node.children) walk(child, frame.url === '' ? caller : frame);
  };
  walk(head, undefined);
  return { totalMs: total / 2 ** 20, byFile: top(byFile, total, n), byFunction: top(byFunction, total, n) };
}

export function renderHeap(title: string, s: ProfileSummary): string {
  const row = (h: HotSpot): string => `  ${(h.share * 100).toFixed(1).padStart(5)} %  ${h.selfMs.toFixed(1).padStart(6)} MiB  ${h.name}`;
  return [`${title}: ${s.totalMs.toFixed(1)} MiB live (sampled)`, ' by file:', ...s.byFile.map(row), ' by function:', ...s.byFunction.map(row)].join('\n');
}
