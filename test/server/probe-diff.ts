/** What a fault changes: the answers of a faulty server's probes compared with the clean server's. */

export interface Seen {
  status: number;
  headers: Record<string, string | undefined>;
  json?: unknown;
  text: string;
}

export type Probes = Map<string, Seen>;

function diffJson(a: unknown, b: unknown, ptr: string, out: string[]): void {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) {
    if (a !== b) out.push(ptr);
    return;
  }
  for (const k of new Set([...Object.keys(a), ...Object.keys(b)]))
    diffJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${ptr}/${k}`, out);
}

/**
 * Every difference as `probe|where`: status, header:<name>, body (not JSON) or a JSON pointer.
 * Headers compared: `headers` when given, else every header of the clean answer.
 */
export function differences(clean: Probes, faulty: Probes, headers?: readonly string[]): string[] {
  const out: string[] = [];
  for (const [name, c] of clean) {
    const f = faulty.get(name)!;
    if (c.status !== f.status) out.push(`${name}|status`);
    for (const h of headers ?? Object.keys(c.headers)) if (c.headers[h] !== f.headers[h]) out.push(`${name}|header:${h}`);
    if (c.json === undefined || f.json === undefined) {
      if (c.text !== f.text) out.push(`${name}|body`);
      continue;
    }
    const ptrs: string[] = [];
    diffJson(c.json, f.json, '', ptrs);
    for (const p of ptrs) out.push(`${name}|${p}`);
  }
  return out;
}
