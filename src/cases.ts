/**
 * The cases corpus (cases/*.json): loading, linting and running. Cases are data; this file only
 * reads them and runs them through the same engine that check and validate use.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Case, CaseFile } from './generated/case.js';
import type { EngineResult } from './rules/engine.js';
import { Engine } from './rules/engine.js';
import { isRequirementId } from './requirements.js';
import { CASES_DIR } from './paths.js';
import { validator } from './schemas.js';
import { FileError } from './errors.js';

export const DEFAULT_CASE_BASE = 'http://weblate.test/';

export interface LoadedCase extends Case {
  file: string;
  family: CaseFile['family'];
}

export function loadCaseFiles(dir = CASES_DIR): { file: string; data: CaseFile }[] {
  const names = readdirSync(dir).filter((n) => n.endsWith('.json')).sort();
  const validate = validator('case.schema.json');
  return names.map((name) => {
    const file = path.join(dir, name);
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch (err) {
      throw new FileError(`${name}: not JSON: ${(err as Error).message}`);
    }
    if (!validate(data)) {
      const e = validate.errors?.[0];
      throw new FileError(`${name}: not a case file: ${e?.instancePath || '/'} ${e?.message ?? ''}`);
    }
    return { file: name, data: data as CaseFile };
  });
}

export function loadCases(dir = CASES_DIR): LoadedCase[] {
  return loadCaseFiles(dir).flatMap(({ file, data }) => data.cases.map((c) => ({ ...c, file, family: data.family })));
}

/** Problems with the corpus itself: duplicate descriptions, unknown IDs, unsorted expectations. */
export function lintCases(cases: LoadedCase[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const c of cases) {
    const where = `${c.file}: "${c.description}"`;
    if (seen.has(c.description)) problems.push(`${where}: description used twice`);
    seen.add(c.description);
    if (!isRequirementId(c.requirement)) problems.push(`${where}: cites unknown requirement ${c.requirement}`);
    for (const key of ['expect', 'notes'] as const) {
      const ids = c[key] ?? [];
      for (const id of ids) if (!isRequirementId(id)) problems.push(`${where}: ${key} names unknown requirement ${id}`);
      const sorted = [...ids].sort();
      if (ids.join() !== sorted.join()) problems.push(`${where}: ${key} is not sorted`);
    }
    if ((c.documents === undefined) === (c.exchanges === undefined))
      problems.push(`${where}: needs documents or exchanges, not both or neither`);
  }
  return problems;
}

export interface CaseRun {
  /** Requirement IDs with findings at error or warning severity, sorted. */
  ids: string[];
  /** Requirement IDs with note findings, sorted. */
  notes: string[];
  result: EngineResult;
}

export function runCase(c: Case): CaseRun {
  const baseUrl = c.options?.baseUrl ?? DEFAULT_CASE_BASE;
  const engine = new Engine({
    baseUrl,
    webBaseUrl: c.options?.webBaseUrl,
    componentPageSize: c.options?.componentPageSize,
    mode: c.documents ? 'validate' : 'check',
  });
  if (c.documents) {
    for (const [i, d] of c.documents.entries()) engine.addDocument({ kind: d.kind, url: d.url ?? `case:document/${i}`, body: d.body });
  } else {
    for (const ex of c.exchanges ?? []) engine.add(ex);
  }
  const result = engine.finish();
  const ids = new Set<string>();
  const notes = new Set<string>();
  for (const f of result.findings) (f.severity === 'note' ? notes : ids).add(f.requirement);
  return { ids: [...ids].sort(), notes: [...notes].sort(), result };
}
