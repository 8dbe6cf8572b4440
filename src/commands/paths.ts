/**
 * Every path a run will write or read, checked before its first request: a report written after a
 * day's crawl to a path that cannot take it loses the day. A file to write needs a folder that is a
 * folder and takes a new file (tried, not guessed from permission bits: root, read-only mounts and
 * ACLs all answer the same way), or an existing file, FIFO or character device it may write; a
 * missing folder is created, and said. A file to read must be a readable file.
 */
import { closeSync, constants, lstatSync, mkdirSync, openSync, readlinkSync, statSync, unlinkSync, type Stats } from 'node:fs';
import path from 'node:path';
import { FileError, reasonInWords } from '../base/errors.js';

export interface PathUse {
  /** As the user gave it. */
  path: string;
  /** What the file is, in words: "the json report", "the baseline (--write-baseline)". */
  what: string;
}

export interface PathPlan {
  write: readonly PathUse[];
  read?: readonly PathUse[];
}

/** Why an operation failed, in words (base/errors.ts); a file to read that is missing "does not exist". */
function words(err: unknown): string {
  return (err as NodeJS.ErrnoException)?.code === 'ENOENT' ? 'it does not exist (ENOENT)' : reasonInWords(err);
}

function statOrUndefined(p: string, follow = true): Stats | undefined {
  try {
    return follow ? statSync(p) : lstatSync(p);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    if (code === 'ENOTDIR') return undefined;
    throw err;
  }
}

/** A folder as a reader finds it: relative to the working folder when inside it, else absolute. */
function shownFolder(folder: string): string {
  const rel = path.relative(process.cwd(), folder);
  return rel === '' ? '.' : rel.startsWith('..') || path.isAbsolute(rel) ? folder : rel;
}

/** Whether a new file can be made in this folder: one is made and removed. */
function tryCreate(folder: string): void {
  const probe = path.join(folder, `.stringent-${process.pid}-${Math.random().toString(36).slice(2, 10)}.probe`);
  const fd = openSync(probe, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY, 0o600);
  closeSync(fd);
  unlinkSync(probe);
}

/**
 * Checks one file to write; returns the folder it created (relative to the working folder, with a
 * trailing slash), if any. `create: false` checks without creating (a dry run).
 */
function checkWrite(use: PathUse, create: boolean): string | undefined {
  const shown = JSON.stringify(use.path);
  const fail = (reason: string, cause?: unknown): never => {
    throw new FileError(`cannot write ${use.what} to ${shown}: ${reason}`, cause === undefined ? undefined : { cause });
  };
  let target = path.resolve(use.path);
  let st: Stats | undefined;
  try {
    st = statOrUndefined(target);
    // A link to a file not written yet: the file is made where the link points.
    if (!st && statOrUndefined(target, false)?.isSymbolicLink()) target = path.resolve(path.dirname(target), readlinkSync(target));
  } catch (err) {
    fail(words(err), err);
  }
  if (st) {
    if (st.isDirectory()) fail('the path is a folder');
    if (st.isBlockDevice()) fail('the path is a block device; reports go to files, FIFOs and character devices');
    if (!st.isFile() && !st.isFIFO() && !st.isCharacterDevice()) fail('the path is neither a file, a FIFO nor a character device');
    if (st.isFile()) {
      // Opened for writing without truncating it: the file keeps its content until the report replaces it.
      try {
        closeSync(openSync(target, constants.O_WRONLY));
      } catch (err) {
        fail(words(err), err);
      }
      // The report replaces it by a rename: its folder must take a new file.
      try {
        tryCreate(path.dirname(target));
      } catch (err) {
        fail(`its folder ${JSON.stringify(path.dirname(use.path) || '.')} does not take a new file: ${words(err)}`, err);
      }
    }
    return undefined;
  }
  // The nearest part of the path that exists must be a folder that takes new files.
  const folder = path.dirname(target);
  let existing = folder;
  let existingStat: Stats | undefined;
  for (;;) {
    try {
      existingStat = statOrUndefined(existing);
    } catch (err) {
      fail(words(err), err);
    }
    if (existingStat) break;
    const up = path.dirname(existing);
    if (up === existing) break;
    existing = up;
  }
  const named = JSON.stringify(shownFolder(existing));
  if (!existingStat) fail('no part of its folder exists');
  if (!existingStat!.isDirectory()) fail(`${named} is a file, not a folder`);
  if (existing !== folder) {
    if (!create) {
      try {
        tryCreate(existing);
      } catch (err) {
        fail(`the folder ${named} does not take a new folder: ${words(err)}`, err);
      }
      return undefined;
    }
    try {
      // Level by level: a recursive mkdir retries forever where a file system answers ENOENT for a folder it will not make (procfs).
      const missing = path.relative(existing, folder).split(path.sep);
      let at = existing;
      for (const part of missing) mkdirSync((at = path.join(at, part)));
    } catch (err) {
      const refused = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'the file system will not make it (ENOENT)' : words(err);
      fail(`cannot create its folder ${JSON.stringify(shownFolder(folder))}: ${refused}`, err);
    }
  }
  try {
    tryCreate(folder);
  } catch (err) {
    fail(`the folder ${JSON.stringify(shownFolder(folder))} does not take a new file: ${words(err)}`, err);
  }
  return existing !== folder ? `${shownFolder(folder)}${path.sep}` : undefined;
}

function checkRead(use: PathUse): void {
  const fail = (reason: string, cause?: unknown): never => {
    throw new FileError(`cannot read ${use.what} ${JSON.stringify(use.path)}: ${reason}`, cause === undefined ? undefined : { cause });
  };
  let st: Stats | undefined;
  try {
    st = statSync(use.path);
  } catch (err) {
    fail(words(err), err);
  }
  if (st!.isDirectory()) fail('the path is a folder');
  try {
    closeSync(openSync(use.path, constants.O_RDONLY | constants.O_NONBLOCK));
  } catch (err) {
    fail(words(err), err);
  }
}

/**
 * Checks every path of the plan, reading first; throws FileError (E_FILE) at the first that cannot
 * be used, and returns the folders it created (none with `create: false`).
 */
export function preflightPaths(plan: PathPlan, options: { create?: boolean } = {}): string[] {
  for (const use of plan.read ?? []) checkRead(use);
  const created: string[] = [];
  const seen = new Set<string>();
  for (const use of plan.write) {
    const folder = checkWrite(use, options.create !== false);
    if (folder !== undefined && !seen.has(folder)) {
      seen.add(folder);
      created.push(folder);
    }
  }
  return created;
}
