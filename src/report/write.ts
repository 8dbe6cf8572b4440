/** Writes a report file whole: to a temporary file beside it, then renamed over the target. */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FileError } from '../base/errors.js';

function reason(err: unknown): string {
  const e = err as NodeJS.ErrnoException;
  return e && typeof e === 'object' && typeof e.code === 'string' ? e.code : String(err).split('\n')[0]!;
}

export async function writeFileAtomic(file: string, text: string): Promise<void> {
  const dir = path.dirname(path.resolve(file));
  const tmp = path.join(dir, `.${path.basename(file)}.${process.pid}.${Math.random().toString(36).slice(2, 10)}.tmp`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(tmp, text, 'utf8');
    await rename(tmp, file);
  } catch (err) {
    await rm(tmp, { force: true }).catch(() => undefined);
    throw new FileError(`cannot write report file ${JSON.stringify(file)}: ${reason(err)}`, { cause: err });
  }
}
