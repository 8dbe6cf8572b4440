/** `stringent diff OLD.json NEW.json`: which findings are new, unchanged and gone between two JSON reports. */
import type { Finding } from '../generated/report.js';
import { compareWithBaseline, findingIdentity, type FailOn } from '../run/outcome.js';
import { line, plural } from '../report/text.js';
import { readReport } from './baseline.js';
import { optionValues, withOptions } from './options.js';
import { defineCommand } from './types.js';

function describe(f: Pick<Finding, 'requirement' | 'severity' | 'url' | 'pointer' | 'message' | 'method'>): string {
  return `${line(f.requirement)} ${f.severity} ${f.method ?? 'GET'} ${line(f.url)}${f.pointer ? ` at ${line(f.pointer)}` : ''}: ${line(f.message)}`;
}

export const diffCommand = defineCommand({
  name: 'diff <old> <new>',
  describe: 'compare two JSON reports: findings new, unchanged and gone (identity: requirement, url, pointer, message with numbers normalised)',
  builder: (y) =>
    withOptions(
      y.positional('old', { type: 'string', describe: 'the earlier report (--reporter json:FILE)' }).positional('new', { type: 'string', describe: 'the later report' }),
      'diff',
    ),
  handler: async (args, io) => {
    const v = optionValues('diff', args);
    const failOn = v.failOn as FailOn;
    const maxListed = v.maxListed as number;
    const old = readReport(String(args.old), 'old report');
    const cur = readReport(String(args.new), 'new report');
    const c = compareWithBaseline(cur.report.findings, old.report.findings);
    const added = cur.report.findings.filter((_f, i) => c.isNew[i]);
    const remaining = new Map<string, number>();
    for (const f of cur.report.findings) remaining.set(findingIdentity(f), (remaining.get(findingIdentity(f)) ?? 0) + 1);
    const gone = old.report.findings.filter((f) => {
      const k = findingIdentity(f);
      const n = remaining.get(k) ?? 0;
      if (n > 0) {
        remaining.set(k, n - 1);
        return false;
      }
      return true;
    });
    const out: string[] = [`stringent diff ${line(old.file)} → ${line(cur.file)}`];
    const section = (title: string, list: readonly Finding[]) => {
      if (list.length === 0) return;
      out.push('', `${title}: ${list.length}`);
      for (const f of list.slice(0, maxListed)) out.push(`  ${describe(f)}`);
      if (list.length > maxListed) out.push(`  … and ${plural(list.length - maxListed, 'more finding')}`);
    };
    section('New', added);
    section('Gone', gone);
    const omitted = (old.report.findingsOmitted ?? 0) + (cur.report.findingsOmitted ?? 0);
    out.push('', `Findings: ${c.new} new, ${c.unchanged} unchanged, ${c.gone} gone`);
    if (omitted > 0) out.push(`(the reports list the first findings of each kind; ${plural(omitted, 'finding')} counted but not listed are not compared)`);
    const failing = added.some((f) => (f.severity === 'error' && failOn !== 'never') || (f.severity === 'warning' && failOn === 'warning'));
    out.push(failing ? `Result: NEW FINDINGS at or above --fail-on ${failOn} (exit 1)` : `Result: nothing new at or above --fail-on ${failOn} (exit 0)`);
    io.stdout.write(out.join('\n') + '\n');
    return failing ? 1 : 0;
  },
});
