/**
 * Writes a report where the user points. A regular file, or a path that does not exist yet, is written
 * whole: to a temporary file in the same folder, then renamed over it, so a reader never sees half a
 * report. A symlink is followed (the link stays a link; its target gets the report). A FIFO or a
 * character device is written in place, streamed: renaming over it would destroy it (a `>(jq …)` reader
 * would get nothing; `/dev/null` would become a file). Anything else (a folder, a block device, a
 * socket) is refused. `-` and `/dev/stdout` never get here: the reporter parser sends them to fd 1.
 */
import { constants } from 'node:fs';
import { lstat, mkdir, open, readlink, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FileError, reasonInWords } from '../base/errors.js';

export { reasonInWords };

function fail(file: string, what: string, err: unknown): never {
  const words = typeof err === 'string' ? err : reasonInWords(err);
  throw new FileError(`cannot write ${what} to ${JSON.stringify(file)}: ${words}`, { cause: err });
}

/**
 * Writes `text` to `file` by the file's kind (see the module comment). `what` names the report in the
 * error ("the json report"). Throws FileError (E_FILE) naming the path and the reason in words.
 */
export async function writeReportFile(file: string, text: string, what = 'the report'): Promise<void> {
  let kind: 'new' | 'file' | 'stream';
  let target = file;
  try {
    const st = await stat(file);
    if (st.isFile()) kind = 'file';
    else if (st.isFIFO() || st.isCharacterDevice()) kind = 'stream';
    else if (st.isDirectory()) fail(file, what, 'the path is a folder');
    else if (st.isBlockDevice()) fail(file, what, 'the path is a block device; reports go to files, FIFOs and character devices');
    else fail(file, what, 'the path is neither a file, a FIFO nor a character device');
  } catch (err) {
    if (err instanceof FileError) throw err;
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') fail(file, what, err);
    kind = 'new';
    // A link to a file not written yet: the report goes where the link points, and the link stays.
    const link = await lstat(file).catch(() => undefined);
    if (link?.isSymbolicLink()) target = path.resolve(path.dirname(file), await readlink(file));
  }
  if (kind === 'stream') {
    // O_APPEND-free, O_TRUNC-free: a device or pipe is written as it is; opening a FIFO waits for its reader.
    let handle;
    try {
      handle = await open(file, constants.O_WRONLY);
      await handle.writeFile(text, 'utf8');
    } catch (err) {
      fail(file, what, err);
    } finally {
      await handle?.close().catch(() => undefined);
    }
    return;
  }
  if (kind === 'file') {
    // A symlink keeps being a link: the report replaces the file it points at.
    try {
      target = await realpath(file);
    } catch (err) {
      fail(file, what, err);
    }
  }
  await writeFileAtomic(target, text, file, what);
}

/** Temporary file in the same folder, then rename: a reader sees the old report or the new one, whole. */
export async function writeFileAtomic(target: string, text: string, shown = target, what = 'the report'): Promise<void> {
  const dir = path.dirname(path.resolve(target));
  const tmp = path.join(dir, `.${path.basename(target)}.${process.pid}.${Math.random().toString(36).slice(2, 10)}.tmp`);
  try {
    await makeFolder(dir);
    await writeFile(tmp, text, 'utf8');
    await rename(tmp, target);
  } catch (err) {
    await rm(tmp, { force: true }).catch(() => undefined);
    fail(shown, what, err);
  }
}

/**
 * A folder and its missing parents, level by level: a recursive mkdir retries forever where a file
 * system answers ENOENT for a folder it will not make (procfs).
 */
async function makeFolder(dir: string): Promise<void> {
  const missing: string[] = [];
  let at = dir;
  while ((await stat(at).catch(() => undefined)) === undefined) {
    missing.unshift(at);
    const up = path.dirname(at);
    if (up === at) break;
    at = up;
  }
  for (const folder of missing)
    await mkdir(folder).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'EEXIST') throw err;
    });
}
