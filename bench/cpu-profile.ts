/**
 * Reads a V8 .cpuprofile (node --cpu-prof) and sums self time by function and by file, so that a
 * missed target can be traced to the code responsible.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

export interface HotSpot {
  name: string;
  selfMs: number;
  share: number;
}

export interface ProfileSummary {
  totalMs: number;
  /**
   * Each sample counted for the nearest frame above it that lies in a project folder
   * (src/rules, src/crawl, bench, reference-server…) or a dependency (node_modules/undici…).
   */
  byArea?: HotSpot[];
  byFunction: HotSpot[];
  byFile: HotSpot[];
}

/** The project folder or dependency a file belongs to, e.g. src/rules or node_modules/undici. */
function areaOf(file: string): string | undefined {
  const parts = file.split('/');
  const nm = parts.lastIndexOf('node_modules');
  if (nm >= 0) return parts[nm + 1]?.startsWith('@') ? parts.slice(nm, nm + 3).join('/') : parts.slice(nm, nm + 2).join('/');
  if (file.startsWith('/') || file.startsWith('node:') || file.startsWith('(') || file.includes('://')) return undefined;
  const rest = parts[0] === 'dist' ? parts.slice(1) : parts;
  return rest.length > 2 ? rest.slice(0, 2).join('/') : rest.length === 2 ? rest[0] : undefined;
}

/** A frame's file, relative to `root` when inside it; node internals and native code by kind. */
function fileOf(url: string, root: string): string {
  if (url === '') return '(native / vm)';
  if (url.startsWith('node:')) return url;
  const p = url.startsWith('file://') ? new URL(url).pathname : url;
  return p.startsWith(root) ? path.relative(root, p) : p;
}

function top(map: Map<string, number>, total: number, n: number): HotSpot[] {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, us]) => ({ name, selfMs: us / 1000, share: total > 0 ? us / total : 0 }));
}

export function summariseProfile(file: string, root: string, n = 15): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  // Samples taken while the in-process profiler is being stopped belong to the profiler, not the code.
  const profiler = new Set<number>();
  const mark = (id: number, inside: boolean): void => {
    const node = byId.get(id);
    if (!node) return;
    const here = inside || node.callFrame.url === 'node:inspector';
    if (here) profiler.add(id);
    for (const child of node.children ?? []) mark(child, here);
  };
  if (profile.nodes[0]) mark(profile.nodes[0].id, false);
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const areaCache = new Map<number, string>();
  const area = (id: number): string => {
    const known = areaCache.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id);
    const own = node ? areaOf(fileOf(node.callFrame.url, root)) : undefined;
    const up = parent.get(id);
    const result = own ?? (up === undefined ? '(node and native)' : area(up));
    areaCache.set(id, result);
    return result;
  };
  const fn = new Map<string, number>();
  const files = new Map<string, number>();
  const areas = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    const node = byId.get(id);
    if (!node || profiler.has(id)) return;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') return;
    total += us;
    const f = fileOf(url, root);
    const key = `${functionName || '(anonymous)'} ${f}${url ? `:${lineNumber + 1}` : ''}`;
    fn.set(key, (fn.get(key) ?? 0) + us);
    const a = functionName === '(garbage collector)' ? functionName : area(id);
    areas.set(a, (areas.get(a) ?? 0) + us);
    files.set(f, (files.get(f) ?? 0) + us);
  });
  return { totalMs: total / 1000, byArea: top(areas, total, n), byFunction: top(fn, total, n), byFile: top(files, total, n) };
}

export function renderProfile(title: string, s: ProfileSummary): string {
  const row = (h: HotSpot): string => `  ${(h.share * 100).toFixed(1).padStart(5)} %  ${h.selfMs.toFixed(0).padStart(6)} ms  ${h.name}`;
  return [
    `${title}: ${s.totalMs.toFixed(0)} ms of samples (idle excluded)`,
    ' by area (each sample for the nearest project folder or dependency above it):',
    ...(s.byArea ?? []).map(row),
    ' by file (self time):',
    ...s.byFile.map(row),
    ' by function (self time):',
    ...s.byFunction.map(row),
  ].join('\n');
}
