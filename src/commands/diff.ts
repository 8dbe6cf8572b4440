/** `stringent diff OLD NEW`: which findings are new, unchanged and gone between two baselines or JSON reports. */
import type { BaselineEntry } from '../generated/baseline.js';
import type { Finding } from '../generated/report.js';
import type { FailOn } from '../run/outcome.js';
import { line, plural } from '../report/text.js';
import { identitiesOf, readBaselineDocument } from './baseline.js';
import { optionValues } from './values.js';
import type { CommandArgs, Io } from './types.js';

function describe(f: BaselineEntry | Finding): string {
  if ('url' in f)
    return `${line(f.requirement)}${f.code ? ` ${line(f.code)}` : ''} ${f.severity} ${f.method ?? 'GET'} ${line(f.url)}${f.key ? ` [${line(f.key)}]` : ''}${f.pointer ? ` at ${line(f.pointer)}` : ''}: ${line(f.message)}`;
  const what = f.code !== undefined ? line(f.code) : `"${line(f.message ?? '')}"`;
  const args = f.args ? ` ${line(JSON.stringify(f.args), 300)}` : '';
  return `${line(f.requirement)} ${what} ${f.method ?? 'GET'} ${line(f.address)}${f.key ? ` [${line(f.key)}]` : ''}${f.pointer ? ` at ${line(f.pointer)}` : ''}${args}`;
}

/** Identities of `from` not matched in `against` (multisets), in the order of `from`. */
function missing(from: readonly string[], against: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const k of against) left.set(k, (left.get(k) ?? 0) + 1);
  return from.filter((k) => {
    const n = left.get(k) ?? 0;
    if (n === 0) return true;
    left.set(k, n - 1);
    return false;
  });
}

/** `stringent diff <old> <new>`: findings new, unchanged and gone between two baselines or reports. */
export async function runDiff(args: CommandArgs, io: Io): Promise<number> {
  const v = optionValues('diff', args);
  const failOn = v.failOn as FailOn;
  const maxListed = v.maxListed as number;
  const oldDoc = readBaselineDocument(String(args.old), 'old report');
  const curDoc = readBaselineDocument(String(args.new), 'new report');
  const old = identitiesOf(oldDoc);
  const cur = identitiesOf(curDoc);
  const added = missing(cur.identities, old.identities);
  const gone = missing(old.identities, cur.identities);
  const unchanged = cur.identities.length - added.length;
  const out: string[] = [`stringent diff ${line(oldDoc.file)} → ${line(curDoc.file)}`];
  const section = (title: string, list: readonly string[], shown: Map<string, BaselineEntry | Finding>) => {
    if (list.length === 0) return;
    out.push('', `${title}: ${list.length}`);
    for (const k of list.slice(0, maxListed)) out.push(`  ${describe(shown.get(k)!)}`);
    if (list.length > maxListed) out.push(`  … and ${plural(list.length - maxListed, 'more finding')}`);
  };
  section('New', added, cur.shown);
  section('Gone', gone, old.shown);
  const omitted = old.omitted + cur.omitted;
  out.push('', `Findings: ${added.length} new, ${unchanged} unchanged, ${gone.length} gone`);
  if (omitted > 0)
    out.push(
      `(a report lists the first findings of each kind: ${plural(omitted, 'finding')} counted but not listed cannot be matched; ` +
        `write complete baselines with check --write-baseline FILE and compare those)`,
    );
  const failing = added.some((k) => {
    const f = cur.shown.get(k)!;
    if (!('severity' in f)) return failOn !== 'never';
    return (f.severity === 'error' && failOn !== 'never') || (f.severity === 'warning' && failOn === 'warning');
  });
  out.push(failing ? `Result: NEW FINDINGS at or above --fail-on ${failOn} (exit 1)` : `Result: nothing new at or above --fail-on ${failOn} (exit 0)`);
  io.stdout.write(out.join('\n') + '\n');
  return failing ? 1 : 0;
}
